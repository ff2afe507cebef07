// The frame of a list's table with row selection: the selection's bar ('Quitar selección' and
// the screen's own actions) above a horizontally scrolling box holding the DataTable. The bar
// stands above that box because react-admin's own bulk toolbar floats over the table's top and
// the box would clip it, so the DataTable's own toolbar is turned off.
import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, useListContext, type DataTableProps, type RaRecord } from 'react-admin';

export interface SelectionBarProps {
  /** The selection's size in words, e.g. '3 vehículos seleccionados'. */
  label: (count: number) => string;
  /** Shown between the size and 'Quitar selección' (select all, a download). */
  children?: ReactNode;
  /** Shown after 'Quitar selección' (the selection's main action). */
  after?: ReactNode;
  /** While true, 'Quitar selección' waits. */
  busy?: boolean;
  /** The bar's side padding, in theme spacing units. */
  px?: number;
}

/** The bar of the list context's selection; nothing while no row is selected. */
export const SelectionBar = ({
  label,
  children,
  after,
  busy = false,
  px = 1,
}: SelectionBarProps) => {
  const { selectedIds = [], onUnselectItems } = useListContext();
  const count = selectedIds.length;
  if (count === 0) return null;
  return (
    <Box
      role="toolbar"
      aria-label="Selección"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px,
        py: 0.5,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2">{label(count)}</Typography>
      {children}
      <Button size="small" disabled={busy} onClick={() => onUnselectItems()}>
        Quitar selección
      </Button>
      {after}
    </Box>
  );
};

/** The muted line a table shows when no row matches. */
export const TableEmpty = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {children}
  </Typography>
);

export type SelectionTableProps<Row extends RaRecord> = Omit<
  DataTableProps<Row>,
  'rowClick' | 'bulkActionButtons' | 'bulkActionsToolbar'
> & {
  /** The selection's bar (a SelectionBar), drawn above the scrolling box. */
  selectionBar: ReactNode;
};

/** A DataTable with row selection, its bar above it and its rows not clickable. */
export const SelectionTable = <Row extends RaRecord>({
  selectionBar,
  children,
  ...props
}: SelectionTableProps<Row>) => (
  <>
    {selectionBar}
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <DataTable<Row>
        rowClick={false}
        bulkActionButtons={<></>}
        bulkActionsToolbar={false}
        {...props}
      >
        {children}
      </DataTable>
    </Box>
  </>
);
