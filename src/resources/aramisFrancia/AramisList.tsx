// Aramis Francia (/aramis-francia; docs/screens/marketplaces.md): the supplier stock, 10 per page
// from the server, column chooser, filters, selection with bulk delete, inline edit (figures and
// the publicacion_manual switch in the row, every field in the row's dialog), delete with
// confirmation, and the buttons Generar CSV, Actualizar stock, Eliminar stock.
import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack } from '@mui/material';
import { DataTable, List, Pagination, type Identifier } from 'react-admin';
import { ARAMIS_DEFAULT_SORT, ARAMIS_PAGE_SIZE } from '../../dataProvider/channels/aramis';
import { selectionBody } from '../../layout/SelectionRow';
import { EurosCell } from '../../lists/priceColumns';
import { AramisActions } from './AramisActions';
import { AramisEditDialog } from './AramisEditDialog';
import {
  ARAMIS_COLUMNS,
  ARAMIS_PRICES,
  HIDDEN_COLUMNS,
  INLINE_FIELDS,
  aramisCellText,
  type AramisRow,
} from './columns';
import { FigureCell } from './FigureCell';
import { aramisFilters } from './filters';
import { ManualSwitch } from './ManualSwitch';
import { useLiveAramis } from './useLiveAramis';
import { BulkDeleteWriteButton, DeleteWriteButton } from '../../writes';

/** The panel shows 10 rows per page. */
const PAGE_SIZE = ARAMIS_PAGE_SIZE;
const EMPTY = <p>¡Ups! No hay datos que mostrar</p>;
/** Polyglot plural, as react-admin translates the title with the selection's smart_count. */
const BULK_DELETE_TITLE =
  'Eliminar %{smart_count} vehículo de Aramis Francia |||| Eliminar %{smart_count} vehículos de Aramis Francia';

const AramisBody = selectionBody<AramisRow>((r) => r.vehicle_id);

const ICON_ONLY = { minWidth: 0, fontSize: 0, '& .MuiButton-startIcon': { mx: 0 } };

const deleteConfirm = (r: AramisRow) => `¿Eliminar el vehículo ${r.vehicle_id} de Aramis Francia?`;

const AramisList = () => {
  useLiveAramis();
  const [editing, setEditing] = useState<Identifier | null>(null);
  return (
    <>
      <List
        // <Admin requireAuth> has checked the session: the page asks for its rows at once.
        disableAuthentication
        title="Aramis Francia"
        perPage={PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[PAGE_SIZE]} />}
        sort={ARAMIS_DEFAULT_SORT}
        filters={aramisFilters}
        actions={<AramisActions />}
        empty={false}
      >
        <DataTable<AramisRow>
          rowClick={false}
          hiddenColumns={HIDDEN_COLUMNS}
          body={AramisBody}
          bulkActionButtons={
            <BulkDeleteWriteButton
              confirmTitle={BULK_DELETE_TITLE}
              confirmContent="Se eliminarán del stock de Aramis Francia. ¿Continuar?"
            />
          }
          empty={EMPTY}
        >
          {ARAMIS_COLUMNS.map(({ field, label }) =>
            field === 'publicacion_manual' ? (
              <DataTable.Col<AramisRow>
                key={field}
                source={field}
                label={label}
                field={ManualSwitch}
              />
            ) : INLINE_FIELDS.has(field) ? (
              <DataTable.Col<AramisRow>
                key={field}
                source={field}
                label={label}
                align="right"
                render={() => <FigureCell field={field} />}
              />
            ) : (
              <DataTable.Col<AramisRow>
                key={field}
                source={field}
                label={label}
                render={(r) =>
                  ARAMIS_PRICES.has(field) ? (
                    <EurosCell record={r} column={field} price={(row) => row[field]} empty="" />
                  ) : (
                    aramisCellText(r, field)
                  )
                }
              />
            ),
          )}
          <DataTable.Col<AramisRow>
            label="Acciones"
            disableSort
            render={(r) => (
              <Stack direction="row" alignItems="center">
                <IconButton
                  size="small"
                  title="Editar"
                  aria-label={`Editar ${r.vehicle_id}`}
                  onClick={() => setEditing(r.id)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <DeleteWriteButton
                  label="Eliminar"
                  // The icon alone (the label stays its accessible name), so the row fits.
                  sx={ICON_ONLY}
                  confirmTitle="Eliminar vehículo"
                  confirmContent={deleteConfirm(r)}
                />
              </Stack>
            )}
          />
        </DataTable>
      </List>
      <AramisEditDialog id={editing} onClose={() => setEditing(null)} />
    </>
  );
};

export default AramisList;
