// A date and time typed as MM/DD/YYYY HH:mm:ss, or picked from the browser's date-time picker (the
// calendar button). Both speak the Madrid wall clock: the picker's value has no zone and is only
// reordered (domain/campaigns/dates.ts), never shifted to the browser's own zone.
import { useRef } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { fromPickerValue, toPickerValue } from '../../domain/campaigns';
import { CampaignTextField, type CampaignFieldProps } from './CampaignTextField';

export const DATE_TIME_PLACEHOLDER = 'MM/DD/YYYY HH:mm:ss';

export const DateTimeTextField = ({
  required,
  ...field
}: CampaignFieldProps & { required?: boolean }) => {
  const { label, value, onChange } = field;
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') {
      try {
        input.showPicker();
        return;
      } catch {
        // Not allowed here (no user gesture, or unsupported): focus it instead.
      }
    }
    input.focus();
  };
  return (
    <CampaignTextField
      {...field}
      hint={DATE_TIME_PLACEHOLDER}
      placeholder={DATE_TIME_PLACEHOLDER}
      required={required}
      htmlInput={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 19 }}
      endAdornment={
        <InputAdornment position="end" sx={{ position: 'relative' }}>
          <IconButton
            edge="end"
            aria-label={`Elegir ${label.toLowerCase()} en el calendario`}
            onClick={openPicker}
          >
            <EventIcon />
          </IconButton>
          <input
            ref={picker}
            type="datetime-local"
            step={1}
            tabIndex={-1}
            aria-hidden
            value={toPickerValue(value)}
            onChange={(event) => {
              const picked = fromPickerValue(event.target.value);
              if (picked) onChange(picked);
            }}
            style={{
              position: 'absolute',
              right: 0,
              bottom: 0,
              width: 1,
              height: 1,
              opacity: 0,
              border: 0,
              padding: 0,
              pointerEvents: 'none',
            }}
          />
        </InputAdornment>
      }
    />
  );
};
