// The registration date typed and shown dd/MM/yyyy, kept ISO in the form (the text being typed
// stays as it is until it reads as a day: src/domain/motos/dates.ts).
import { TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import {
  REGISTRATION_DATE_PLACEHOLDER,
  registrationDateError,
  shownRegistrationDate,
  storedRegistrationDate,
} from '../../domain/motos/dates';

const validate = (value: unknown) => registrationDateError(value);

export const RegistrationDateInput = ({ source, label }: { source: string; label: string }) => {
  const { field, fieldState } = useInput({ source, validate });
  // react-admin keeps a validator's message wrapped ('@@react-admin@@"…"', to translate it);
  // InputHelperText unwraps and translates it, as react-admin's own inputs do.
  const error = fieldState.error?.message;
  return (
    <TextField
      label={label}
      name={source}
      size="small"
      value={shownRegistrationDate(field.value)}
      onChange={(event) => field.onChange(storedRegistrationDate(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={REGISTRATION_DATE_PLACEHOLDER} />}
      placeholder={REGISTRATION_DATE_PLACEHOLDER}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
      sx={{ mt: 1, mb: 0.5 }}
      fullWidth
    />
  );
};
