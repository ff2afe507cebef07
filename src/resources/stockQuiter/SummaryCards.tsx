// The summary card of the stock feed: how many vehicles Quiter sends, split the way staff
// read the stock.
import { memo } from 'react';
import { Box, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatInteger, formatTime } from '../../domain/format';
import type { StockFilterId } from '../../domain/stock';
import { TooltipIconButton } from '../../layout/TooltipIconButton';

const BREAKDOWN: { id: StockFilterId; label: string }[] = [
  { id: 'VN', label: 'VN' },
  { id: 'VO', label: 'VO' },
  { id: 'KM0', label: 'KM0' },
  { id: 'DISPONIBLES', label: 'Disponibles' },
  { id: 'RESERVADOS', label: 'Reservados' },
];

export interface SummaryCardsProps {
  total: number;
  counts: Record<StockFilterId, number>;
  isPending: boolean;
  isFetching: boolean;
  updatedAt: number;
  onRefresh: () => void;
}

export const SummaryCards = memo(function SummaryCards({
  total,
  counts,
  isPending,
  isFetching,
  updatedAt,
  onRefresh,
}: SummaryCardsProps) {
  return (
    <Card component="section" aria-labelledby="stock-summary-title">
      <CardHeader
        title="Stock de Quiter"
        subheader={updatedAt ? `Leído a las ${formatTime(updatedAt)}` : undefined}
        slotProps={{ title: { id: 'stock-summary-title', variant: 'h6', component: 'h2' } }}
        action={
          <TooltipIconButton
            title="Volver a leer el stock"
            onClick={onRefresh}
            disabled={isFetching}
          >
            <RefreshIcon />
          </TooltipIconButton>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-label="Cargando el stock" />
            <Typography variant="body2" color="text.secondary">
              Cargando el stock…
            </Typography>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'baseline' }}>
            <Box>
              <Typography variant="h4" component="p" data-testid="stock-total">
                {formatInteger(total)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Vehículos
              </Typography>
            </Box>
            {BREAKDOWN.map(({ id, label }) => (
              <Box key={id}>
                <Typography variant="h6" component="p">
                  {formatInteger(counts[id])}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
});
