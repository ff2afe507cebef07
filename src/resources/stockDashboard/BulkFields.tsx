// The fields a bulk action asks for, one set for every dashboard's panel (the own sites',
// /gomotor's): a text, a number or a select, small and as wide as the panel's fields (the whole
// row on a phone), waiting while an action runs, marked with the panel's error and saying it
// under it. `bindField` ties a field to one key of the panel's input; the campaign picker and the
// reserve amount are the same on both dashboards.
import type { ReactNode } from 'react';
import { Alert, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { formatEuros } from '../../domain/format';
import type { Campaign } from '../../domain/ownSites';
import { useActiveCampaigns } from '../ownSites/useActiveCampaigns';
import { BULK_FIELD_WIDTH, type BulkInputProps } from './BulkPanelFrame';

export interface BulkFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  disabled: boolean;
  /** The panel's error: the field is marked and says it under it (unless `quiet`). */
  error?: string;
  /** Said under the field while there is no error. */
  hint?: ReactNode;
  /** Marked on error, the message said by the field beside it. */
  quiet?: boolean;
  /** A select's choices; none: a field to type in. */
  choices?: readonly { id: string; name: string }[];
  /** A select's text while nothing is chosen; its long choices wrap. */
  placeholder?: string;
  width?: { xs: string; sm: number };
  type?: 'number';
  /** The typed field's input attributes (inputMode, min, step). */
  htmlInput?: Record<string, unknown>;
}

const WRAPPED = { whiteSpace: 'normal' } as const;

const slotPropsOf = (htmlInput?: object, placeholder?: string): TextFieldProps['slotProps'] => {
  if (placeholder !== undefined)
    return {
      select: {
        displayEmpty: true,
        renderValue: (value) => (value ? String(value) : placeholder),
      },
      inputLabel: { shrink: true },
    };
  return htmlInput ? { htmlInput } : undefined;
};

export const BulkField = ({
  label,
  value,
  onChange,
  disabled,
  error,
  hint,
  quiet = false,
  choices,
  placeholder,
  width = BULK_FIELD_WIDTH,
  type,
  htmlInput,
}: BulkFieldProps) => (
  <TextField
    select={choices !== undefined}
    type={type}
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    disabled={disabled}
    error={Boolean(error)}
    helperText={quiet ? undefined : (error ?? hint)}
    slotProps={slotPropsOf(htmlInput, placeholder)}
    fullWidth={false}
    sx={{ width }}
  >
    {placeholder !== undefined && (
      <MenuItem value="" disabled>
        {placeholder}
      </MenuItem>
    )}
    {choices?.map((c) => (
      <MenuItem key={c.id} value={c.id} sx={placeholder === undefined ? undefined : WRAPPED}>
        {c.name}
      </MenuItem>
    ))}
  </TextField>
);

/** What a dashboard's input component gets from the panel, but the action. */
export type BulkEditProps<Input> = Omit<BulkInputProps<unknown, Input>, 'action'>;

/** The keys of the input that hold a typed or chosen text (or figure). */
type TextKey<Input> = {
  [K in keyof Input]-?: NonNullable<Input[K]> extends string | number ? K : never;
}[keyof Input];

/**
 * The props of a field that shows and edits one key of the input (`empty` while it has none),
 * with the panel's disabled state and error.
 */
export const bindField =
  <Input,>({ input, onChange, disabled, error }: BulkEditProps<Input>) =>
  (key: TextKey<Input>, empty: string | number = '') => ({
    value: (input[key] ?? empty) as string | number,
    // The field's text is what the input holds for that key (a choice's id, the typed amount).
    onChange: (value: string) => onChange({ ...input, [key]: value }),
    disabled,
    error,
  });

/** A list the field needs could not be loaded. */
export const LoadFailure = ({ what, error }: { what: string; error: unknown }) => (
  <Alert severity="error">
    {`No se han podido cargar ${what}: ${error instanceof Error ? error.message : String(error)}`}
  </Alert>
);

/**
 * A campaign to pick among the active ones (`pickable` narrows them), each by `keyOf`; said
 * while they load, when they fail, and (`none`) when there is none to pick.
 */
export const CampaignField = ({
  label,
  none,
  pickable = (campaigns) => campaigns,
  keyOf,
  chosen,
  onPick,
  disabled,
  error,
}: {
  label: string;
  none: string;
  pickable?: (campaigns: Campaign[]) => Campaign[];
  keyOf: (campaign: Campaign) => string;
  chosen: Campaign | null | undefined;
  onPick: (campaign: Campaign | null) => void;
  disabled: boolean;
  error?: string;
}) => {
  const { campaigns, isPending, error: loadError } = useActiveCampaigns(true);
  if (loadError) return <LoadFailure what="las campañas" error={loadError} />;
  if (isPending) return <Alert severity="info">Cargando campañas…</Alert>;
  const options = pickable(campaigns);
  if (!options.length) return <Alert severity="info">{none}</Alert>;
  const key = chosen ? keyOf(chosen) : '';
  return (
    <BulkField
      label={label}
      value={options.some((c) => keyOf(c) === key) ? key : ''}
      choices={options.map((c) => ({ id: keyOf(c), name: c.name ?? keyOf(c) }))}
      onChange={(picked) => onPick(options.find((c) => keyOf(c) === picked) ?? null)}
      disabled={disabled}
      error={error}
    />
  );
};

/** The reserve amount in whole euros, at least `min`. */
export const ReserveField = ({
  min,
  ...field
}: Omit<BulkFieldProps, 'label' | 'type' | 'hint' | 'htmlInput'> & { min: number }) => (
  <BulkField
    type="number"
    label="Importe reserva (€)"
    hint={`Mínimo ${formatEuros(min)}`}
    htmlInput={{ min, step: 1 }}
    {...field}
  />
);
