// The ten stock filters as toggle chips with their counts; one is
// active at a time and clicking the active one clears it.
import { memo } from 'react';
import { Box, Chip } from '@mui/material';
import { formatInteger } from '../../domain/format';
import { STOCK_FILTERS, type StockFilterId } from '../../domain/stock';

export interface StockFiltersProps {
  counts: Record<StockFilterId, number>;
  active: StockFilterId | null;
  /** Filters by one of them, or by none (null): a second click clears. */
  onChoose: (id: StockFilterId | null) => void;
}

export const StockFilters = memo(function StockFilters({
  counts,
  active,
  onChoose,
}: StockFiltersProps) {
  return (
    <Box
      role="group"
      aria-label="Filtros del stock"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {STOCK_FILTERS.map(({ id, label }) => {
        const isActive = active === id;
        return (
          <Chip
            key={id}
            label={`${label} · ${formatInteger(counts[id])}`}
            color={isActive ? 'primary' : 'default'}
            variant={isActive ? 'filled' : 'outlined'}
            aria-pressed={isActive}
            onClick={() => onChoose(isActive ? null : id)}
          />
        );
      })}
    </Box>
  );
});
