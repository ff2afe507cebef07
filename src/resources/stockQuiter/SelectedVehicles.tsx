// The selected-vehicles grid (5 per page), beside the send panel's channels, with a button per
// row to take a vehicle out of the selection.
import { useMemo } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  type Identifier,
} from 'react-admin';
import type { StockVehicle } from '../../domain/types';
import { EurosCol } from '../../lists/priceColumns';
import { useLocalList } from '../../lists/useLocalList';
import { toStockRow, type StockRow } from './stockRows';

export const SELECTED_PAGE_SIZE = 5;
const SELECTED_RESOURCE = 'stock-selected';
const SORT = { field: 'idv', order: 'ASC' } as const;
const Col = DataTable.Col<StockRow>;

export interface SelectedVehiclesProps {
  /** The table's selection (its list context's `selectedIds`). */
  selectedIds: readonly Identifier[];
  /** Takes a vehicle out of the selection (its list context's `onToggleItem`). */
  onToggleItem: (id: Identifier) => void;
  vehiclesById: () => ReadonlyMap<string, StockVehicle>;
}

export const SelectedVehicles = ({
  selectedIds,
  onToggleItem,
  vehiclesById,
}: SelectedVehiclesProps) => {
  const rows = useMemo(
    () =>
      selectedIds.length
        ? selectedIds.flatMap((id) => {
            const vehicle = vehiclesById().get(String(id));
            return vehicle ? [toStockRow(vehicle)] : [];
          })
        : [],
    [selectedIds, vehiclesById],
  );
  const list = useLocalList<StockRow>({
    data: rows,
    isPending: false,
    perPage: SELECTED_PAGE_SIZE,
    sort: SORT,
    resource: SELECTED_RESOURCE,
  });

  return (
    <section aria-label="Vehículos seleccionados">
      <ResourceContextProvider value={SELECTED_RESOURCE}>
        <ListContextProvider value={list}>
          <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <DataTable<StockRow>
              aria-label="Vehículos seleccionados"
              size="small"
              rowClick={false}
              bulkActionButtons={false}
              empty={
                <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                  Ningún vehículo seleccionado
                </Typography>
              }
            >
              <Col source="idv" label="IDV" />
              <Col source="marca" label="Vehículo" render={(r) => `${r.marca} ${r.modelo}`} />
              <EurosCol<StockRow> source="contado" label="Precio" />
              <Col
                label="Quitar"
                disableSort
                render={(r) => (
                  <IconButton
                    size="small"
                    aria-label={`Quitar ${r.idv} de la selección`}
                    onClick={() => onToggleItem(r.id)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )}
              />
            </DataTable>
          </Box>
          {rows.length > SELECTED_PAGE_SIZE && (
            <Pagination rowsPerPageOptions={[SELECTED_PAGE_SIZE]} />
          )}
        </ListContextProvider>
      </ResourceContextProvider>
    </section>
  );
};
