// 'Precio y garantía': the prices as the user knows them (with VAT), the surcharge (default 1000)
// and, live as they type, the price the provider gets: without the 21 % VAT plus the surcharge
// (src/domain/providerForm/price.ts). The typed amounts are whole euros, as the group prices cars
// (src/domain/figures.ts).
import { Box, Typography } from '@mui/material';
import { minValue, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatEuros, formatPercent } from '../../domain/format';
import { WARRANTIES } from '../../domain/providerForm/options';
import { VAT_RATE, providerPrice } from '../../domain/providerForm/price';
import { fieldHint } from '../../domain/providerForm/requirements';
import { FigureInput } from '../../layout/FigureInput';
import { ChoiceInput } from './ChoiceInput';
import { FormSection } from './FormSection';

const PRICE_RULES = [required(), minValue(1)];
const OPTIONAL_PRICE_RULES = [minValue(1)];

/** The provider prices of what has been typed so far. */
const ProviderPrices = () => {
  const [price, financedPrice, surcharge] = useWatch({
    name: ['price', 'financedPrice', 'surcharge'],
  }) as [number | null, number | null, number | null];
  const cash = providerPrice(price, surcharge ?? 0);
  const financed = providerPrice(financedPrice, surcharge ?? 0);
  return (
    <Box
      aria-live="polite"
      data-testid="provider-prices"
      sx={{ gridColumn: '1 / -1', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography variant="body2" color="text.secondary">
        Precio para el proveedor: sin IVA ({formatPercent(VAT_RATE)}) más el recargo de{' '}
        {formatEuros(surcharge ?? 0)}
      </Typography>
      <Typography variant="subtitle1" component="p">
        Al contado: <strong>{formatEuros(cash)}</strong>
        {financed !== null && (
          <>
            {' · '}Financiado: <strong>{formatEuros(financed)}</strong>
          </>
        )}
      </Typography>
    </Box>
  );
};

export const PriceWarrantyPanel = () => (
  <FormSection title="Precio y garantía">
    <FigureInput
      kind="wholeEuros"
      source="price"
      label="Precio al contado (con IVA)"
      validate={PRICE_RULES}
      helperText={fieldHint('price')}
      min={1}
    />
    <FigureInput
      kind="wholeEuros"
      source="financedPrice"
      label="Precio financiado (con IVA)"
      validate={OPTIONAL_PRICE_RULES}
      helperText={fieldHint('financedPrice')}
      min={1}
    />
    <FigureInput
      kind="wholeEuros"
      source="monthlyFee"
      label="Cuota mensual"
      validate={OPTIONAL_PRICE_RULES}
      helperText={fieldHint('monthlyFee')}
      min={1}
    />
    <FigureInput
      kind="wholeEuros"
      source="surcharge"
      label="Recargo del proveedor"
      helperText={fieldHint('surcharge')}
      min={0}
    />
    <ChoiceInput source="warranty" label="Garantía" choices={WARRANTIES} />
    <ProviderPrices />
  </FormSection>
);
