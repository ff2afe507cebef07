// A price typed as a number ('1234,5', '1234.50', '1.234,50') and stored as the API keeps it
// ('1.234,50', spec 2 §5). While the field has focus it shows what is being typed; each
// change that reads as a price is stored at once, and on leaving it shows the stored form.
import { useState, type ClipboardEvent } from 'react';
import { TextField } from '@mui/material';
import { formatPriceValue, parsePriceValue } from '../../../domain/renting/priceGrid';

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
  const invalid = draft !== null && draft.trim() !== '' && parsePriceValue(draft) === null;
  return (
    <TextField
      value={draft ?? value}
      label={hiddenLabel ? undefined : label}
      hiddenLabel={hiddenLabel}
      required={required}
      size="small"
      error={invalid}
      helperText={invalid ? 'Escriba un importe (ej. 1234,50)' : helperText}
      onFocus={() => setDraft(value === emptyValue ? '' : value)}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (text.trim() === '') return onStored(emptyValue);
        const price = parsePriceValue(text);
        if (price !== null) onStored(formatPriceValue(price));
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
