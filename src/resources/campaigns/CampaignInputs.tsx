// react-admin inputs of the /campaigns form over the same fields the CountDown Maker uses:
// the date-time field (ISO in the record, MM/DD/YYYY HH:mm:ss on screen), the colour field
// and the icon field. The form's validate (domain/campaigns validateCampaignForm) gives
// the messages; an input shows its own once touched or once the form was submitted.
import { useInput } from 'react-admin';
import { formatCountdownDateTime } from '../../domain/format';
import { parseCountdownDateTime } from '../../domain/campaigns';
import type { CampaignFieldProps } from './CampaignTextField';
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

/**
 * The field props of the form's input at `source`: its value as shown (`show`), typed text as
 * stored (`store`), and the rule's message once the field was touched or the form submitted.
 */
const useCampaignField = (
  { source, label }: InputProps,
  show: (value: unknown) => string = (value) => String(value ?? ''),
  store: (typed: string) => string = (typed) => typed,
): CampaignFieldProps => {
  const input = useInput({ source });
  const { error, isTouched } = input.fieldState;
  return {
    label,
    name: source,
    value: show(input.field.value),
    onChange: (typed) => input.field.onChange(store(typed)),
    onBlur: input.field.onBlur,
    error:
      error && (isTouched || input.formState.isSubmitted) ? messageOf(error.message) : undefined,
  };
};

export const CampaignDateTimeInput = (props: InputProps) => (
  <DateTimeTextField {...useCampaignField(props, shownDate, storedDate)} required />
);

export const CampaignColorInput = (props: InputProps) => (
  <ColorTextField {...useCampaignField(props)} />
);

export const CampaignIconInput = (props: InputProps) => (
  <IconUrlField {...useCampaignField(props)} />
);
