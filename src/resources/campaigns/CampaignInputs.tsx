// react-admin inputs of the /campaigns form over the same fields the CountDown Maker uses:
// the date-time field (ISO in the record, MM/DD/YYYY HH:mm:ss on screen), the colour field
// and the icon field. The form's validate (domain/campaigns validateCampaignForm) gives
// the messages; an input shows its own once touched or once the form was submitted.
import { useInput } from 'react-admin';
import { formatCountdownDateTime } from '../../domain/format';
import { parseCountdownDateTime } from '../../domain/campaigns';
import { ColorTextField } from './ColorTextField';
import { DateTimeTextField } from './DateTimeTextField';
import { IconUrlField } from './IconUrlField';

interface InputProps {
  source: string;
  label: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T/;

/** The record's ISO instant shown as MM/DD/YYYY HH:mm:ss; text being typed stays as it is. */
const shownDate = (value: unknown): string =>
  typeof value === 'string' && ISO.test(value)
    ? formatCountdownDateTime(value)
    : String(value ?? '');

/** Typed text becomes the ISO instant as soon as it reads as one. */
const storedDate = (typed: string): string => {
  const parsed = parseCountdownDateTime(typed);
  return 'iso' in parsed ? parsed.iso : typed;
};

/** react-admin wraps a form-level validate's message as {message} (getSimpleValidationResolver). */
const messageOf = (message: unknown): string =>
  typeof message === 'object' && message !== null && 'message' in message
    ? String((message as { message: unknown }).message)
    : String(message);

const useShownError = (source: string) => {
  const input = useInput({ source });
  const { error, isTouched } = input.fieldState;
  const message =
    error && (isTouched || input.formState.isSubmitted) ? messageOf(error.message) : undefined;
  return { input, message };
};

export const CampaignDateTimeInput = ({ source, label }: InputProps) => {
  const { input, message } = useShownError(source);
  return (
    <DateTimeTextField
      label={label}
      name={source}
      required
      value={shownDate(input.field.value)}
      onChange={(typed) => input.field.onChange(storedDate(typed))}
      onBlur={input.field.onBlur}
      error={message}
    />
  );
};

export const CampaignColorInput = ({ source, label }: InputProps) => {
  const { input, message } = useShownError(source);
  return (
    <ColorTextField
      label={label}
      name={source}
      value={String(input.field.value ?? '')}
      onChange={input.field.onChange}
      onBlur={input.field.onBlur}
      error={message}
    />
  );
};

export const CampaignIconInput = ({ source, label }: InputProps) => {
  const { input, message } = useShownError(source);
  return (
    <IconUrlField
      label={label}
      name={source}
      value={String(input.field.value ?? '')}
      onChange={input.field.onChange}
      onBlur={input.field.onBlur}
      error={message}
    />
  );
};
