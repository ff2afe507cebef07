// Per-column filtering: one field per column of the table, read by the
// domain's matchesColumnFilter (text contains; numbers '>10000', '9000-12000'; 'sí' / 'no').
import { memo, useState } from 'react';
import { Box, Button, Collapse, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import type {
  ColumnFilters as Filters,
  ColumnKind,
  ResultColumn,
} from '../../domain/stockDashboard/columns';

export interface ColumnFiltersProps {
  columns: readonly ResultColumn<never>[];
  filters: Filters;
  onChange: (columnId: string, query: string) => void;
}

const HINT: Record<ColumnKind, string> = {
  text: 'contiene…',
  number: '>12, 10-20…',
  euros: '>10000…',
  km: '<50000…',
  boolean: 'sí / no',
};

export const ColumnFilters = memo(function ColumnFilters({
  columns,
  filters,
  onChange,
}: ColumnFiltersProps) {
  const active = Object.values(filters).filter((q) => q.trim() !== '').length;
  const [open, setOpen] = useState(active > 0);
  return (
    <Box sx={{ px: 1 }}>
      <Button
        size="small"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        Filtros por columna{active ? ` (${active})` : ''}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            py: 1,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(auto-fill, minmax(140px, 1fr))',
            },
          }}
        >
          {columns.map((column) => (
            <TextField
              key={column.id}
              size="small"
              label={column.label}
              placeholder={HINT[column.kind]}
              value={filters[column.id] ?? ''}
              onChange={(event) => onChange(column.id, event.target.value)}
            />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
});
