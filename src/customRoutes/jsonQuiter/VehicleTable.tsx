// One vehicle table for the import files (/json-quiter) and the comparison panel of the portal
// detail: 10 rows per page, a row opens the vehicle's data sheet (with a click, or Enter); with
// `paramPrefix`, its sort and page are kept in the address.
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, ListContextProvider, Pagination, ResourceContextProvider } from 'react-admin';
import { cashPrice, displayWithDefault } from '../../domain/stock';
import type { StockVehicle } from '../../domain/types';
import { config } from '../../config';
import { KeyboardBody } from '../../layout/KeyboardRow';
import { EurosCell } from '../../lists/priceColumns';
import { useLocalList } from '../../lists/useLocalList';

type VehicleRow = StockVehicle & { id: string };

const toRows = (vehicles: readonly StockVehicle[]): VehicleRow[] =>
  vehicles.map((v) => ({ ...v, id: String(v.idv) }));

const BY_IDV = { field: 'idv', order: 'ASC' } as const;

const cash = (v: VehicleRow) => cashPrice(v);

export const VehicleTable = ({
  vehicles,
  label,
  emptyText = 'No hay vehículos',
  resource = 'vehicle-table',
  paramPrefix,
}: {
  vehicles: readonly StockVehicle[];
  /** Accessible name of the table. */
  label: string;
  emptyText?: string;
  /** Store key of the table's column settings. */
  resource?: string;
  /** Keep sort and page in the address under this prefix ('' for none); unset: in memory. */
  paramPrefix?: string;
}) => {
  const rows = useMemo(() => toRows(vehicles), [vehicles]);
  const listContext = useLocalList<VehicleRow>({
    data: rows,
    isPending: false,
    perPage: config.pageSize,
    sort: BY_IDV,
    resource,
    syncWithLocation: paramPrefix !== undefined,
    paramPrefix,
  });
  // DataTable reads its resource (access checks, column store) from the resource context.
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={listContext}>
        <DataTable<VehicleRow>
          aria-label={label}
          bulkActionButtons={false}
          body={KeyboardBody}
          rowClick={(id) => `/stock-general-quiter/${encodeURIComponent(String(id))}`}
          empty={
            <Box sx={{ p: 2 }}>
              <Typography color="text.secondary">{emptyText}</Typography>
            </Box>
          }
        >
          <DataTable.Col<VehicleRow> source="idv" label="IDV" />
          <DataTable.Col<VehicleRow> source="marca" label="Marca" />
          <DataTable.Col<VehicleRow> source="modelo" label="Modelo" />
          <DataTable.Col<VehicleRow> source="version" label="Versión" />
          <DataTable.Col<VehicleRow> source="tipo" label="Tipo" />
          <DataTable.Col<VehicleRow>
            source="combustible"
            label="Combustible"
            render={(v) => displayWithDefault(v, 'combustible')}
          />
          <DataTable.Col<VehicleRow>
            source="precios"
            label="Precio contado"
            align="right"
            disableSort
            render={(v) => <EurosCell record={v} column="precios" price={cash} />}
          />
          <DataTable.Col<VehicleRow>
            source="reservado"
            label="Reservado"
            render={(v) => (v.reservado ? 'Sí' : 'No')}
          />
        </DataTable>
        {vehicles.length > config.pageSize && <Pagination rowsPerPageOptions={[config.pageSize]} />}
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
