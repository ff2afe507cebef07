// The drifts of the list context (src/lists/useLocalList.ts): channel, vehicle, problem and
// a 'Corregir' per row; the selection's bar above the table ('Corregir seleccionados', select
// every drift of the list, clear) — above the table's scrolling box, which would clip
// react-admin's own floating toolbar. Buttons wait while a fix is asked for or runs.
import type { ReactNode } from 'react';
import { Button, Link, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import { DataTable, LinkBase, useListContext } from 'react-admin';
import { fixItemsOf, type DriftRow } from '../../domain/consistency/rows';
import { formatCount } from '../../domain/format';
import { SelectionBar, SelectionTable } from '../../layout/SelectionTable';
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

/** The selection's count and actions; 'Corregir seleccionados' fixes every selected drift
 * the report still has, whatever page or filter shows it. */
const DriftSelectionBar = ({ rowsById }: { rowsById: ReadonlyMap<string, DriftRow> }) => {
  const { selectedIds = [], total, onSelectAll } = useListContext<DriftRow>();
  const { busy, request } = useFixRequest();
  const count = selectedIds.length;
  const rows = selectedIds.flatMap((id) => rowsById.get(String(id)) ?? []);
  return (
    <SelectionBar
      px={2}
      busy={busy}
      label={(n) => formatCount(n, 'discrepancia seleccionada', 'discrepancias seleccionadas')}
      after={
        <Button
          size="small"
          variant="contained"
          startIcon={<BuildIcon />}
          disabled={busy || rows.length === 0}
          onClick={() => request(fixItemsOf(rows))}
          sx={{ ml: 'auto' }}
        >
          Corregir seleccionados
        </Button>
      }
    >
      {total !== undefined && count < total && (
        <Button size="small" disabled={busy} onClick={() => onSelectAll()}>
          Seleccionar todo
        </Button>
      )}
    </SelectionBar>
  );
};

export const DriftTable = ({
  rowsById,
  empty,
}: {
  rowsById: ReadonlyMap<string, DriftRow>;
  empty: ReactNode;
}) => (
  <SelectionTable<DriftRow>
    selectionBar={<DriftSelectionBar rowsById={rowsById} />}
    aria-label="Discrepancias"
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
  </SelectionTable>
);
