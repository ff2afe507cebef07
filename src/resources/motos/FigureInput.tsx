// A figure of the moto sheet, read the Spanish way: shown through the formatting module
// ('5.590,50' for a price, '23,8' for a measure), typed as a person writes it ('5590,5',
// '5.590,50' or '5590.5'). While the field has focus it shows what is being typed; each text
// that reads as a number is kept as that number, and one that does not is kept as typed so
// the API answers why (the sheet itself checks nothing).
import { useState } from 'react';
import { TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { formatEuroAmount, formatNumber, formatTypedNumber } from '../../domain/format';
import { parseTypedNumber } from '../../domain/motos/cellEdit';

export const FigureInput = ({
  source,
  label,
  price = false,
}: {
  source: string;
  label: string;
  /** A price: cents always with two decimals ('5.590,50'). */
  price?: boolean;
}) => {
  const { field, fieldState, id } = useInput({ source, defaultValue: null });
  const [draft, setDraft] = useState<string | null>(null);
  const typedText = typeof field.value === 'string' ? field.value : null;
  const shown =
    typedText ?? (price ? formatEuroAmount(field.value) : formatNumber(field.value, ''));
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={draft ?? shown}
      onFocus={() => setDraft(typedText ?? formatTypedNumber(field.value))}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const n = parseTypedNumber(text);
        field.onChange(n === undefined ? text : n);
      }}
      onBlur={() => {
        setDraft(null);
        field.onBlur();
      }}
      error={fieldState.invalid}
      helperText={error ? <InputHelperText error={error} /> : false}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
};
