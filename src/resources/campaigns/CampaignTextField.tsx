// The text field under the campaign's colour, icon and date-time fields (the /campaigns form
// and the CountDown Maker dialog): the value typed, the rule's message under the field once
// there is one, else a hint of what to type, and the field's own picker beside the text.
import type { ReactNode } from 'react';
import { TextField } from '@mui/material';

/** What a campaign field takes from its form. */
export interface CampaignFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The rule's message, shown under the field instead of the hint. */
  error?: string;
  name?: string;
}

interface Props extends CampaignFieldProps {
  /** Shown under the field while it has no error. */
  hint: string;
  /** The label's asterisk only: the rules speak in Spanish under the field, not the browser. */
  required?: boolean;
  placeholder?: string;
  htmlInput: Record<string, unknown>;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
}

export const CampaignTextField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  hint,
  required,
  placeholder,
  htmlInput,
  startAdornment,
  endAdornment,
}: Props) => (
  <TextField
    label={label}
    name={name}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    onBlur={onBlur}
    error={Boolean(error)}
    helperText={error ?? hint}
    placeholder={placeholder}
    fullWidth
    slotProps={{ inputLabel: { required }, htmlInput, input: { startAdornment, endAdornment } }}
  />
);
