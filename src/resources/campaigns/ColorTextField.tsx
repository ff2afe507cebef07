// A campaign colour: the code typed (#rgb / #rrggbb) or chosen in the browser's colour picker.
import { InputAdornment, TextField } from '@mui/material';
import { isColor } from '../../domain/campaigns';

interface Props {
  label: string;
  value: string;
  onChange: (color: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}

/** The colour picker wants #rrggbb: '#fff' → '#ffffff'. */
const sixDigits = (color: string): string => {
  const code = color.trim();
  if (!isColor(code)) return '#000000';
  return code.length === 4 ? `#${[...code.slice(1)].map((c) => c + c).join('')}` : code;
};

export const ColorTextField = ({ label, value, onChange, onBlur, error, name }: Props) => (
  <TextField
    label={label}
    name={name}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    onBlur={onBlur}
    error={Boolean(error)}
    helperText={error ?? '#rrggbb'}
    fullWidth
    slotProps={{
      // The asterisk only: the rules speak in Spanish under the field, not the browser.
      inputLabel: { required: true },
      htmlInput: { maxLength: 7, autoComplete: 'off' },
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <input
              type="color"
              aria-label={`Selector de ${label.toLowerCase()}`}
              value={sixDigits(value)}
              onChange={(event) => onChange(event.target.value)}
              style={{ width: 32, height: 28, padding: 0, border: 0, background: 'none' }}
            />
          </InputAdornment>
        ),
      },
    }}
  />
);
