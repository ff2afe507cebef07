// The minimum price per audience: valorMin (a price) and tipoPrecioMin with the hint 'Ej: 10.000
// km/año · 48 meses'. Both are marked * (needed to create).
import { Stack, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { RENTING_TEXTS } from '../../../domain/renting/texts';
import type { AudienceMin } from '../../../domain/renting/types';
import { PriceField, rentingPriceRule } from './PriceField';

export const MinPriceInputs = ({ source, label }: { source: AudienceMin; label: string }) => {
  // A price that is not one (negative, not a number) keeps the form from saving.
  const valor = useController({
    name: `${source}.valorMin`,
    rules: { validate: rentingPriceRule },
  });
  const tipo = useController({ name: `${source}.tipoPrecioMin` });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
      <PriceField
        label={`Precio mínimo ${label} (€/mes)`}
        value={typeof valor.field.value === 'string' ? valor.field.value : ''}
        emptyValue=""
        onStored={valor.field.onChange}
        required
      />
      <TextField
        label={`Tipo precio mínimo ${label}`}
        size="small"
        required
        value={typeof tipo.field.value === 'string' ? tipo.field.value : ''}
        onChange={(event) => tipo.field.onChange(event.target.value)}
        helperText={RENTING_TEXTS.minPriceHint}
        sx={{ minWidth: 280 }}
      />
    </Stack>
  );
};
