// A date and time typed as MM/DD/YYYY HH:mm:ss, or picked from the browser's date-time picker (the
// calendar button). Both speak the Madrid wall clock: the picker's value has no zone and is only
// reordered (domain/campaigns/dates.ts), never shifted to the browser's own zone.
import { useRef } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { fromPickerValue, toPickerValue } from '../../domain/campaigns';

export const DATE_TIME_PLACEHOLDER = 'MM/DD/YYYY HH:mm:ss';

interface Props {
  label: string;
  value: string;
  onChange: (typed: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  name?: string;
}

export const DateTimeTextField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  name,
}: Props) => {
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
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? DATE_TIME_PLACEHOLDER}
      placeholder={DATE_TIME_PLACEHOLDER}
      fullWidth
      slotProps={{
        // The asterisk only: the rules speak in Spanish under the field, not the browser.
        inputLabel: { required },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 19 },
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  );
};
