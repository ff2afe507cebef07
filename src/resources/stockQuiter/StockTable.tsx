// The vehicle table: 10 per page, row selection, column chooser, export of the filtered rows,
// row click to the data sheet. It renders only the page.
// A row is focusable and Enter opens its sheet; when the stock could not be read
// the empty table says so instead of 'no vehicle matches'.
import { useCallback } from 'react';
import { Box, Typography } from '@mui/material';
import {
  BulkActionsToolbar,
  ColumnsButton,
  DataTable,
  ExportButton,
  Pagination,
  useListContext,
  type Identifier,
} from 'react-admin';
import { formatInteger } from '../../domain/format';
import { KeyboardRow } from '../../layout/KeyboardRow';
import { selectionBody } from '../../layout/SelectionRow';
import { DenseDataTable } from '../../lists/DenseDataTable';
import { EurosCol } from '../../lists/priceColumns';
import { textColumns, type TextColumn } from '../../lists/textColumns';
import { saveJson } from '../../layout/saveFile';
import { exportedVehicles, EXPORT_FILE_NAME } from './exportStock';
import { formatKm, type StockRow } from './stockRows';

export const PAGE_SIZE = 10;
export const STOCK_TABLE_ID = 'stock-table';
const DESCRIPTION_COLUMNS: TextColumn<StockRow>[] = [
  ['idv', 'IDV'],
  ['marca', 'Marca'],
  ['modelo', 'Modelo'],
  ['version', 'Versión'],
  ['tipo', 'Tipo'],
  ['tipoVO', 'Tipo VO'],
  ['combustible', 'Combustible'],
];
/** Columns the chooser offers but the table starts without (shown as '0' when missing). */
const HIDDEN_COLUMNS: TextColumn<StockRow>[] = [
  ['color', 'Color'],
  ['potenciaCv', 'Potencia (CV)'],
  ['garantia', 'Garantía'],
  ['anyoModelo', 'Año modelo'],
];
const HIDDEN_SOURCES = HIDDEN_COLUMNS.map(([source]) => source);
const Col = DataTable.Col<StockRow>;

// At 1366×768 every column of the dense table fits the card, the version wrapping; narrower
// screens scroll the table inside its card.
const VERSION_WRAPS = { '& .column-version': { minWidth: 96, maxWidth: 180 } } as const;

const StockBody = selectionBody<StockRow>((r) => r.idv, KeyboardRow);

const rowPath = (id: Identifier) => `/stock-general-quiter/${encodeURIComponent(String(id))}`;

export const vehicleCountLabel = (count: number) =>
  count === 1 ? '1 vehículo seleccionado' : `${formatInteger(count)} vehículos seleccionados`;

const SelectionToolbar = () => {
  const { selectedIds = [] } = useListContext();
  return <BulkActionsToolbar label={vehicleCountLabel(selectedIds.length)} />;
};

const Empty = ({ stockFailed }: { stockFailed: boolean }) =>
  stockFailed ? (
    <Typography sx={{ p: 2 }} color="error">
      No se ha podido leer el stock de Quiter
    </Typography>
  ) : (
    <Typography sx={{ p: 2 }} color="text.secondary">
      Ningún vehículo coincide con los filtros
    </Typography>
  );

export const StockTable = ({ stockFailed }: { stockFailed: boolean }) => {
  const exporter = useCallback(
    async (rows: StockRow[]) => saveJson(await exportedVehicles(rows), EXPORT_FILE_NAME),
    [],
  );
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 1 }}>
        <ColumnsButton />
        <ExportButton exporter={exporter} maxResults={Number.MAX_SAFE_INTEGER} />
      </Box>
      {/* The table scrolls sideways inside its card; its width never widens the page. */}
      <Box id={STOCK_TABLE_ID} tabIndex={-1} sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <DenseDataTable<StockRow>
          aria-label="Vehículos del stock"
          sx={VERSION_WRAPS}
          rowClick={rowPath}
          body={StockBody}
          bulkActionButtons={<></>}
          bulkActionsToolbar={<SelectionToolbar />}
          hiddenColumns={HIDDEN_SOURCES}
          empty={<Empty stockFailed={stockFailed} />}
        >
          {textColumns<StockRow>(DESCRIPTION_COLUMNS)}
          <Col source="km" label="Km" align="right" render={(r) => formatKm(r.km)} />
          <EurosCol<StockRow> source="contado" label="Contado" />
          <EurosCol<StockRow> source="financiado" label="Financiado" />
          <Col source="reservado" label="Reservado" render={(r) => (r.reservado ? 'Sí' : 'No')} />
          {textColumns<StockRow>(HIDDEN_COLUMNS)}
        </DenseDataTable>
      </Box>
      <Pagination rowsPerPageOptions={[PAGE_SIZE]} />
    </>
  );
};
