// A price typed as a number ('1234,5', '1234.50', '1.234,50') and stored as the API keeps it
// ('1.234,50', Spanish style with 2 decimals). While the field has focus it shows what is being
// typed; each change that reads as a price (euros with cents, never negative) is stored at once,
// and on leaving it shows the stored form. What is not one ('-299', 'abc') is kept as typed, with
// the figures' message under the field, so the form refuses to save it (rentingPriceRule).
import { useState, type ClipboardEvent } from 'react';
import { TextField } from '@mui/material';
import { figureProblem, parseSpanishFigure, spanishCentsProblem } from '../../../domain/figures';
import { formatPriceValue } from '../../../domain/renting/priceGrid';

/** The form's rule for a stored price: undefined when it is one (or empty), else why not. */
export const rentingPriceRule = (value: unknown) => spanishCentsProblem(value);

/** What a typed text stores: the kept form of a price, or the text itself when it is none. */
const storedOf = (text: string): string => {
  if (figureProblem('euroCents', text)) return text.trim();
  const price = parseSpanishFigure(text);
  return typeof price === 'number' ? formatPriceValue(price) : text.trim();
};

export interface PriceFieldProps {
  /** The stored value ('1.234,50', '0,00' or ''). */
  value: string;
  onStored: (valor: string) => void;
  /** What an emptied field stores: '0,00' in a grid, '' for a minimum price. */
  emptyValue: string;
  label: string;
  /** A label for screen readers when the label is not shown (grid cells). */
  ariaLabel?: string;
  hiddenLabel?: boolean;
  required?: boolean;
  helperText?: string;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
}

export const PriceField = ({
  value,
  onStored,
  emptyValue,
  label,
  ariaLabel,
  hiddenLabel,
  required,
  helperText,
  onPaste,
}: PriceFieldProps) => {
  const [draft, setDraft] = useState<string | null>(null);
  const problem = draft !== null ? figureProblem('euroCents', draft) : rentingPriceRule(value);
  return (
    <TextField
      value={draft ?? value}
      label={hiddenLabel ? undefined : label}
      hiddenLabel={hiddenLabel}
      required={required}
      size="small"
      error={problem !== undefined}
      helperText={problem ?? helperText}
      onFocus={() => setDraft(value === emptyValue ? '' : value)}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        onStored(text.trim() === '' ? emptyValue : storedOf(text));
      }}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-label': ariaLabel ?? label,
          onPaste,
          style: { textAlign: 'right' },
        },
      }}
    />
  );
};
