// The publisher's table: 10 rows a page, '¡Ups! No hay datos que mostrar', row selection, the
// columns of the account's mode (columns.ts) and, once a run has given one, each vehicle's result
// coloured by status (400 error, 422 info, 429 warning, 200 success). It renders the page of the
// list context it is given (useLocalList).
import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, Pagination, SelectAllButton, useListContext } from 'react-admin';
import {
  LISTING_COLUMNS,
  OWN_DATABASE_COLUMNS,
  PUBLISHER_PAGE_SIZE,
  PUBLISHER_TEXTS,
  editPath,
  resultCell,
  type AccountMode,
  type VehicleResult,
} from '../../domain/cochesNet';
import type { ResultColumn } from '../../domain/stockDashboard/columns';
import { formatCount } from '../../domain/format';
import type { PublisherRecord } from '../../dataProvider/channels/cnetPublisher';
import { selectionBody } from '../../layout/SelectionRow';
import { SelectionBar, SelectionTable, TableEmpty } from '../../layout/SelectionTable';
import { CellText } from '../../resources/stockDashboard/CellText';
import { ACCOUNT_PARAM, PUBLISHER_PATH } from './routes';

export const RESULT_COLUMN_LABEL = 'Resultado';

/** Columns whose value is not a top-level field of the row: the list's sort cannot read them. */
const UNSORTABLE = new Set([
  'offerType',
  'priceValue',
  'financingPrice',
  'color',
  'daysFrom',
  'photos',
  'tipoVehiculoWeb',
  'contado',
  'financiado',
]);

/** The IDV of a row, listing or own database vehicle (results are kept by IDV). */
export const idvOfRow = (row: PublisherRecord): string =>
  'internalReference' in row ? row.internalReference : String(row.idv);

const PublisherBody = selectionBody(idvOfRow);

const PublisherSelectionBar = () => {
  const { selectedIds = [], total } = useListContext();
  return (
    <SelectionBar
      label={(count) => formatCount(count, 'vehículo seleccionado', 'vehículos seleccionados')}
    >
      {total !== undefined && selectedIds.length < total && <SelectAllButton limit={5000} />}
    </SelectionBar>
  );
};

export const PublisherTable = ({
  mode,
  account,
  results,
}: {
  mode: AccountMode;
  account: number;
  results: ReadonlyMap<string, VehicleResult>;
}) => {
  const Col = DataTable.Col<PublisherRecord>;
  const columns = (
    mode === 'marketplace' ? LISTING_COLUMNS : OWN_DATABASE_COLUMNS
  ) as readonly ResultColumn<PublisherRecord>[];
  return (
    <>
      <SelectionTable<PublisherRecord>
        selectionBar={<PublisherSelectionBar />}
        aria-label="Vehículos de Coches.net"
        size="small"
        body={PublisherBody}
        sx={{
          '& .MuiTableCell-root': { px: 0.5 },
          '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
        }}
        empty={<TableEmpty>{PUBLISHER_TEXTS.empty}</TableEmpty>}
      >
        {columns
          .filter((column) => !column.hidden)
          .map((column) => (
            <Col
              key={column.id}
              source={column.id}
              label={column.label}
              disableSort={UNSORTABLE.has(column.id)}
              align={['euros', 'km', 'number'].includes(column.kind) ? 'right' : undefined}
              render={(record) => <CellText column={column} record={record} />}
            />
          ))}
        {results.size > 0 && (
          <Col
            source="_result"
            label={RESULT_COLUMN_LABEL}
            disableSort
            render={(record) => {
              const result = results.get(idvOfRow(record));
              if (!result) return '';
              const cell = resultCell(result);
              return (
                <Typography
                  variant="body2"
                  data-status={cell.color}
                  sx={{ color: `${cell.color}.main`, fontWeight: 500, minWidth: 160 }}
                >
                  {cell.text}
                </Typography>
              );
            }}
          />
        )}
        {mode === 'marketplace' && (
          <Col
            source="_edit"
            label="Acciones"
            disableSort
            render={(record) => (
              <Button
                size="small"
                component={RouterLink}
                to={`${editPath(PUBLISHER_PATH, record.id)}?${ACCOUNT_PARAM}=${account}`}
              >
                Editar
              </Button>
            )}
          />
        )}
      </SelectionTable>
      <Pagination rowsPerPageOptions={[PUBLISHER_PAGE_SIZE]} />
    </>
  );
};
