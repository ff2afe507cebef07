// The one input of a figure in every form (prices, km, counts, measures): shown through the
// formatting module ('5.590,50' for a price with cents, '12.000' for km), typed as a person
// writes it ('5590,5', '5.590,50' or '5590.5'), and checked by its kind of figure
// (src/domain/figures.ts) before the form is sent, the Spanish message under the field.
// While the field has focus it shows what is being typed; a text that reads as a number is
// kept as that number, one that does not is kept as typed so the rule can name the problem.
import { useMemo, useState, type ReactNode } from 'react';
import { TextField, type SxProps, type Theme } from '@mui/material';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import {
  FIGURE_KINDS,
  figureValidator,
  parseSpanishFigure,
  type FigureKind,
} from '../domain/figures';
import { formatEuroAmount, formatNumber } from '../domain/format';

export const figureStep = (kind: FigureKind) => (FIGURE_KINDS[kind].whole ? 1 : 0.01);

const VALIDATORS: Record<FigureKind, Validator> = {
  wholeEuros: figureValidator('wholeEuros'),
  euroCents: figureValidator('euroCents'),
  km: figureValidator('km'),
  count: figureValidator('count'),
  measure: figureValidator('measure'),
};

export interface FigureInputProps {
  source: string;
  label: string;
  kind: FigureKind;
  /** More rules after the figure's own (a minimum, required). */
  validate?: Validator[];
  /** An amount shown with its two decimals ('5.590,50'). */
  price?: boolean;
  /** Kept for the forms that name a minimum; the rule itself is in `validate`. */
  min?: number;
  helperText?: ReactNode | false;
  disabled?: boolean;
  fullWidth?: boolean;
  defaultValue?: unknown;
  sx?: SxProps<Theme>;
  className?: string;
}

export const FigureInput = ({
  source,
  label,
  kind,
  validate = [],
  price = false,
  min: _min,
  helperText,
  disabled,
  fullWidth,
  defaultValue,
  sx,
  className,
}: FigureInputProps) => {
  const rules = useMemo(() => [VALIDATORS[kind], ...validate], [kind, validate]);
  const { field, fieldState, id, isRequired } = useInput({
    source,
    defaultValue,
    validate: rules,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const typedText = typeof field.value === 'string' ? field.value : null;
  const shown =
    typedText ?? (price ? formatEuroAmount(field.value) : formatNumber(field.value, ''));
  const error = fieldState.error?.message;
  const showError = fieldState.invalid && (fieldState.isTouched || !!error);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={isRequired}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
      className={className}
      value={draft ?? shown}
      // The text stays as shown on focus (it reads back as the same number), so a selection
      // made on focus is kept and typing replaces it.
      onFocus={() => setDraft(shown)}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const n = parseSpanishFigure(text);
        field.onChange(n === undefined ? text : n);
      }}
      onBlur={() => {
        setDraft(null);
        field.onBlur();
      }}
      error={showError}
      helperText={
        showError && error ? (
          <InputHelperText error={error} />
        ) : helperText === false ? (
          false
        ) : (
          helperText
        )
      }
      slotProps={{
        htmlInput: {
          inputMode: FIGURE_KINDS[kind].whole ? 'numeric' : 'decimal',
          autoComplete: 'off',
        },
      }}
    />
  );
};
