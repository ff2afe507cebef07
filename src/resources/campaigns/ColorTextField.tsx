// A campaign colour: the code typed (#rgb / #rrggbb) or chosen in the browser's colour picker.
import { InputAdornment } from '@mui/material';
import { isColor } from '../../domain/campaigns';
import { CampaignTextField, type CampaignFieldProps } from './CampaignTextField';

/** The colour picker wants #rrggbb: '#fff' → '#ffffff'. */
const sixDigits = (color: string): string => {
  const code = color.trim();
  if (!isColor(code)) return '#000000';
  return code.length === 4 ? `#${[...code.slice(1)].map((c) => c + c).join('')}` : code;
};

export const ColorTextField = (props: CampaignFieldProps) => (
  <CampaignTextField
    {...props}
    hint="#rrggbb"
    required
    htmlInput={{ maxLength: 7, autoComplete: 'off' }}
    startAdornment={
      <InputAdornment position="start">
        <input
          type="color"
          aria-label={`Selector de ${props.label.toLowerCase()}`}
          value={sixDigits(props.value)}
          onChange={(event) => props.onChange(event.target.value)}
          style={{ width: 32, height: 28, padding: 0, border: 0, background: 'none' }}
        />
      </InputAdornment>
    }
  />
);
