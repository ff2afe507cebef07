// One log table: date, level, action, message and the counts (deleted, updated, IDVs), 50 rows a
// page, newest first, rows 25 px high, and the raw-data viewer of the selected row below it. It
// renders the list context it is given (a server page or the whole log's filtered rows), so one
// component serves the cards and the five tables.
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  type ListControllerResult,
} from 'react-admin';
import {
  LOG_COLUMNS,
  LOG_PAGE_SIZE_OPTIONS,
  LOG_ROW_HEIGHT,
  logRow,
} from '../../domain/ownSites/logs';
import type { LogRecord } from './useOwnSiteLog';

const COUNT_COLUMNS = new Set<string>(['Eliminados', 'Actualizados', 'IDVs']);

const DENSE_ROWS = {
  '& .MuiTableRow-root': { height: LOG_ROW_HEIGHT },
  '& .MuiTableCell-body': { py: 0, whiteSpace: 'nowrap' },
  '& .column-Mensaje': { whiteSpace: 'normal', minWidth: 220 },
  '& .selected-log-row': { bgcolor: 'action.selected' },
} as const;

const NoEntries = () => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    No hay entradas en este registro
  </Typography>
);

/** The selected entry as the API sent it. */
const RawData = ({ entry }: { entry: LogRecord | undefined }) => (
  <Box sx={{ p: 1 }}>
    <Typography variant="subtitle2" component="h3">
      Datos del registro
    </Typography>
    {entry ? (
      <Box
        component="pre"
        aria-label="Datos del registro"
        sx={{
          m: 0,
          p: 1,
          maxHeight: 320,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {JSON.stringify(entry, null, 2)}
      </Box>
    ) : (
      <Typography variant="body2" color="text.secondary">
        Seleccione una fila para ver sus datos
      </Typography>
    )}
  </Box>
);

export const LogTable = ({
  title,
  resource,
  list,
}: {
  title: string;
  /** Where react-admin keeps the table's state (its column choice). */
  resource: string;
  list: ListControllerResult<LogRecord>;
}) => {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = list.data?.find((e) => e.id === selectedId);
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>
        {/* The table scrolls sideways inside its card; its width never widens the page. */}
        <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
          <DataTable<LogRecord>
            aria-label={title}
            size="small"
            sx={DENSE_ROWS}
            bulkActionButtons={false}
            rowClick={(id) => {
              setSelectedId(String(id));
              return false;
            }}
            rowSx={(e) => (e.id === selectedId ? { bgcolor: 'action.selected' } : {})}
            empty={<NoEntries />}
          >
            {LOG_COLUMNS.map((column) => (
              <DataTable.Col<LogRecord>
                key={column}
                source={column}
                label={column}
                disableSort
                align={COUNT_COLUMNS.has(column) ? 'right' : 'left'}
                render={(e) => logRow(e)[column]}
              />
            ))}
          </DataTable>
        </Box>
        <Pagination rowsPerPageOptions={[...LOG_PAGE_SIZE_OPTIONS]} />
        <RawData entry={selected} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
