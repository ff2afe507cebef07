// The drifts of the list context (src/lists/useLocalList.ts): channel, vehicle, problem and
// a 'Corregir' per row; the selection's 'Corregir seleccionados' fixes every drift ticked.
// Buttons wait while a fix is asked for or runs.
import type { ReactNode } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import { DataTable, LinkBase, useListContext } from 'react-admin';
import { fixItemsOf, type DriftRow } from '../../domain/consistency/rows';
import { useFixRequest } from './useFixRun';

const RowFixButton = ({ row }: { row: DriftRow }) => {
  const { busy, request } = useFixRequest();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      aria-label={`Corregir ${row.idv} en ${row.channelLabel}`}
      onClick={() => request(fixItemsOf([row]))}
    >
      Corregir
    </Button>
  );
};

/** Every selected drift the report still has, whatever page or filter shows it. */
const FixSelectedButton = ({ rowsById }: { rowsById: ReadonlyMap<string, DriftRow> }) => {
  const { selectedIds } = useListContext<DriftRow>();
  const { busy, request } = useFixRequest();
  const rows = selectedIds.flatMap((id) => rowsById.get(String(id)) ?? []);
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<BuildIcon />}
      disabled={busy || rows.length === 0}
      onClick={() => request(fixItemsOf(rows))}
    >
      Corregir seleccionados
    </Button>
  );
};

export const DriftTable = ({
  rowsById,
  empty,
}: {
  rowsById: ReadonlyMap<string, DriftRow>;
  empty: ReactNode;
}) => (
  <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
    <DataTable<DriftRow>
      aria-label="Discrepancias"
      rowClick={false}
      bulkActionButtons={<FixSelectedButton rowsById={rowsById} />}
      empty={empty}
    >
      <DataTable.Col<DriftRow> source="order" label="Canal" render={(r) => r.channelLabel} />
      <DataTable.Col<DriftRow>
        source="idv"
        label="IDV"
        render={(r) => (
          <Link component={LinkBase} to={`/stock-general-quiter/${encodeURIComponent(r.idv)}`}>
            {r.idv}
          </Link>
        )}
      />
      <DataTable.Col<DriftRow> source="vehicle" label="Vehículo" />
      <DataTable.Col<DriftRow>
        source="message"
        label="Problema"
        render={(r) => <Typography variant="body2">{r.message}</Typography>}
      />
      <DataTable.Col<DriftRow>
        source="id"
        label="Acción"
        disableSort
        render={(r) => <RowFixButton row={r} />}
      />
    </DataTable>
  </Box>
);
