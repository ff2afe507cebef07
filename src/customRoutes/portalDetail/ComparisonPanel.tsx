// The portal detail's comparison: the stock database compared with the general database — how many
// vehicles are only in one of them or differ, each list in a collapsible table whose sort and page
// are kept in the address, each under its own prefix.
import { useMemo, type ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DataTable, ListContextProvider, Pagination, ResourceContextProvider } from 'react-admin';
import { config } from '../../config';
import { formatInteger } from '../../domain/format';
import { KeyboardBody } from '../../layout/KeyboardRow';
import { useLocalList } from '../../lists/useLocalList';
import { compareStock, type DifferingVehicle } from '../../domain/stockComparison';
import type { StockVehicle } from '../../domain/types';
import { formatValue } from '../../domain/vehicleSheet';
import { VehicleTable } from '../jsonQuiter/VehicleTable';
import { Figure } from './Figure';

interface DifferenceRow {
  id: string;
  idv: string;
  vehiculo: string;
  campo: string;
  enStock: string;
  enGeneral: string;
}

const toDifferenceRows = (differing: DifferingVehicle<StockVehicle>[]): DifferenceRow[] =>
  differing.flatMap(({ idv, stock, differences }) =>
    differences.map((d) => ({
      id: `${idv}-${d.field}`,
      idv,
      vehiculo: [stock.marca, stock.modelo].filter(Boolean).join(' '),
      campo: d.label,
      enStock: formatValue(d.stock, d.kind),
      enGeneral: formatValue(d.general, d.kind),
    })),
  );

const BY_IDV = { field: 'idv', order: 'ASC' } as const;

const DifferencesTable = ({ differing }: { differing: DifferingVehicle<StockVehicle>[] }) => {
  const rows = useMemo(() => toDifferenceRows(differing), [differing]);
  const listContext = useLocalList<DifferenceRow>({
    data: rows,
    isPending: false,
    perPage: config.pageSize,
    sort: BY_IDV,
    resource: 'stock-differences',
    syncWithLocation: true,
    paramPrefix: 'diferencias.',
  });
  return (
    <ResourceContextProvider value="stock-differences">
      <ListContextProvider value={listContext}>
        <DataTable<DifferenceRow>
          aria-label="Vehículos con diferencias"
          bulkActionButtons={false}
          body={KeyboardBody}
          rowClick={(_id, _resource, row) => `/stock-general-quiter/${encodeURIComponent(row.idv)}`}
        >
          <DataTable.Col<DifferenceRow> source="idv" label="IDV" />
          <DataTable.Col<DifferenceRow> source="vehiculo" label="Vehículo" />
          <DataTable.Col<DifferenceRow> source="campo" label="Campo" />
          <DataTable.Col<DifferenceRow> source="enStock" label="En stock" />
          <DataTable.Col<DifferenceRow> source="enGeneral" label="En la base general" />
        </DataTable>
        {rows.length > config.pageSize && <Pagination rowsPerPageOptions={[config.pageSize]} />}
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

const Section = ({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) => (
  // Tables mount only when opened: the general database may hold thousands of vehicles.
  <Accordion disabled={count === 0} slotProps={{ transition: { unmountOnExit: true } }}>
    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
      <Typography sx={{ flexGrow: 1 }}>{title}</Typography>
      <Chip size="small" label={formatInteger(count)} sx={{ mr: 1 }} />
    </AccordionSummary>
    <AccordionDetails sx={{ p: 0 }}>{children}</AccordionDetails>
  </Accordion>
);

/** The vehicles of one database only: a table each, its column settings and address kept apart. */
const ONLY_IN_ONE = [
  {
    list: 'onlyInStock',
    title: 'Solo en la base de datos de stock',
    resource: 'stock-only',
    paramPrefix: 'solo-stock.',
  },
  {
    list: 'onlyInGeneral',
    title: 'Solo en la base de datos general',
    resource: 'general-only',
    paramPrefix: 'solo-general.',
  },
] as const;

export const ComparisonPanel = ({
  stockDb,
  general,
}: {
  stockDb: readonly StockVehicle[];
  general: readonly StockVehicle[];
}) => {
  const comparison = useMemo(() => compareStock(stockDb, general), [stockDb, general]);
  return (
    <Card>
      <CardHeader
        title="Comparación de la base de datos de stock con la base de datos general"
        subheader="Toda la base de datos de stock (todos los portales guardados) frente a la base de datos general, por IDV"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Figure size="medium" label="En ambas" value={comparison.inBoth} />
          <Figure size="medium" label="Solo en stock" value={comparison.onlyInStock.length} />
          <Figure
            size="medium"
            label="Solo en la base general"
            value={comparison.onlyInGeneral.length}
          />
          <Figure size="medium" label="Con diferencias" value={comparison.differing.length} />
        </Box>
        <Box>
          {ONLY_IN_ONE.map(({ list, title, resource, paramPrefix }) => (
            <Section key={list} title={title} count={comparison[list].length}>
              <VehicleTable
                vehicles={comparison[list]}
                label={title}
                resource={resource}
                paramPrefix={paramPrefix}
              />
            </Section>
          ))}
          <Section title="Con diferencias" count={comparison.differing.length}>
            <DifferencesTable differing={comparison.differing} />
          </Section>
        </Box>
      </CardContent>
    </Card>
  );
};
