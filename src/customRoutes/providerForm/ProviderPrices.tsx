// The price the provider gets for the prices typed so far, live as they are typed: without the
// 21 % VAT plus the surcharge (src/domain/providerForm/price.ts).
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatEuros, formatPercent } from '../../domain/format';
import { VAT_RATE, providerPrice } from '../../domain/providerForm/price';

/** The provider prices of what has been typed so far. */
export const ProviderPrices = () => {
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
