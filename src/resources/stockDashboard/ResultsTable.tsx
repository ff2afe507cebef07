// 'Lista de resultados': 10 per page, row selection, the column chooser
// with the hidden columns hidden by default, the dashboard's columns shown through the
// domain's displayCell (format.ts) or edited in the row, and the row's actions. It renders
// only the page of the list context (src/lists/useLocalList.ts) it is given.
import { memo, useMemo } from 'react';
import { Box, Button } from '@mui/material';
import { ColumnsButton, DataTable, Pagination, useListContext, type RaRecord } from 'react-admin';
import { vehicleCountLabel } from '../../domain/ownSites/bulkActions';
import {
  ACTIONS_COLUMN_LABEL,
  RESULTS_PAGE_SIZE,
  hiddenColumnIds,
} from '../../domain/stockDashboard/columns';
import type { StockDashboardConfig } from '../../domain/stockDashboard/config';
import { selectionBody } from '../../layout/SelectionRow';
import { SelectionBar, SelectionTable, TableEmpty } from '../../layout/SelectionTable';
import { CellText } from './CellText';
import { EditableCell, RowActions } from './RowActions';

// As the Stock Quiter table: dense cells, figures on one line; narrow screens
// scroll the table inside its card.
// At 1366×768 every default column and 'Acciones' fit the card.
const DENSE_TABLE = {
  '& .MuiTableCell-root': { px: 0.5 },
  '& .MuiTableCell-alignRight, & .MuiTableCell-head': { whiteSpace: 'nowrap' },
  // The sort arrow takes room only on the sorted column (and while pointing at a header).
  '& .MuiTableSortLabel-root:not(.Mui-active):not(:hover) .MuiTableSortLabel-icon': {
    display: 'none',
  },
} as const;

/** The API takes at most this many vehicles in one selection (docs/API.md bulk limits). */
const SELECT_ALL_LIMIT = 5000;

/**
 * The selection's size, 'Seleccionar todo' (every row of the filtered list, not only the
 * page: a card's hundreds of vehicles at once) and 'Quitar selección'.
 */
const ResultsSelectionBar = () => {
  const { selectedIds = [], total, onSelectAll } = useListContext();
  const count = selectedIds.length;
  return (
    <SelectionBar
      label={(n) => `${vehicleCountLabel(n)} ${n === 1 ? 'seleccionado' : 'seleccionados'}`}
    >
      {total !== undefined && count < total && total <= SELECT_ALL_LIMIT && (
        <Button size="small" onClick={() => onSelectAll({ limit: SELECT_ALL_LIMIT })}>
          Seleccionar todo
        </Button>
      )}
    </SelectionBar>
  );
};

export interface ResultsTableProps<Row extends RaRecord> {
  config: Pick<StockDashboardConfig<Row>, 'label' | 'path' | 'rowName' | 'columns' | 'snackbarMs'>;
  resource: string;
  /** A row was updated or deleted (the dashboard reads its rows again). */
  onRowChanged: () => void;
}

const ResultsTableImpl = <Row extends RaRecord>({
  config,
  resource,
  onRowChanged,
}: ResultsTableProps<Row>) => {
  const Col = DataTable.Col<Row>;
  const body = useMemo(() => selectionBody(config.rowName), [config.rowName]);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
        <ColumnsButton />
      </Box>
      <SelectionTable<Row>
        selectionBar={<ResultsSelectionBar />}
        aria-label={`Vehículos de ${config.label}`}
        size="small"
        sx={DENSE_TABLE}
        body={body}
        hiddenColumns={hiddenColumnIds(config.columns)}
        empty={<TableEmpty>Ningún vehículo coincide con los filtros</TableEmpty>}
      >
        {config.columns.map((column) => (
          <Col
            key={column.id}
            source={column.id}
            label={column.label}
            align={['euros', 'km', 'number'].includes(column.kind) ? 'right' : undefined}
            render={
              column.edit
                ? (record) => (
                    <EditableCell
                      column={column}
                      config={config}
                      resource={resource}
                      record={record}
                      onRowChanged={onRowChanged}
                    />
                  )
                : (record) => <CellText column={column} record={record} />
            }
          />
        ))}
        <Col
          source="_actions"
          label={ACTIONS_COLUMN_LABEL}
          disableSort
          render={(record) => (
            <RowActions
              config={config}
              resource={resource}
              record={record}
              onRowChanged={onRowChanged}
            />
          )}
        />
      </SelectionTable>
      <Pagination rowsPerPageOptions={[RESULTS_PAGE_SIZE]} />
    </>
  );
};

export const ResultsTable = memo(ResultsTableImpl) as typeof ResultsTableImpl;
