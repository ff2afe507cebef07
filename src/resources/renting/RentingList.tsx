// /stock-renting (docs/screens/renting.md): 'Stock de vehículos de renting', 'Crear Vehículo' →
// /stock-renting/add-vehicle, the card view (default) or the list view, each user's choice kept
// (useRentingView); the empty stock's warning; card filters 'Marca' and 'ID Oferta'; the list
// view's filters, column chooser, export of all data, 10 per page, 'Descargar fichero CSV' of the
// selection and 'Importar CSV'. One <List> per view (its own page size and stored parameters), over
// the whole stock read once (dataProvider/renting.ts).
import type { ReactElement } from 'react';
import { Alert, Box, Button, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  ColumnsButton,
  ExportButton,
  FilterButton,
  LinkBase,
  List,
  Pagination,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ALL_FIELDS_META, LIST_FIELDS_META, RENTING_RESOURCE } from '../../dataProvider/renting';
import { RENTING_PAGE_SIZE, RENTING_TEXTS } from '../../domain/renting/texts';
import { useLiveRenting } from './useLiveRenting';
import { ADD_VEHICLE_PATH, RENTING_PATH } from './paths';
import { ImportCsvButton } from './ImportCsvDialog';
import { RentingCards } from './RentingCards';
import { RentingTable } from './RentingTable';
import { useRentingProviders } from './useRentingProviders';
import { useRentingView, type RentingView } from './useRentingView';

/** Cards shown per page (the list view shows 10 rows). */
const CARDS_PER_PAGE = 24;
/** The export takes every vehicle (react-admin's default stops at 1,000). */
const EXPORT_MAX = 100_000;

const CreateVehicleButton = () => (
  <Button
    component={LinkBase}
    to={ADD_VEHICLE_PATH}
    variant="contained"
    size="small"
    startIcon={<AddIcon />}
  >
    {RENTING_TEXTS.createButton}
  </Button>
);

const ViewToggle = () => {
  const [view, setView] = useRentingView();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label="Vista"
      onChange={(_event, next: RentingView | null) => next && setView(next)}
    >
      <Tooltip title="Tarjetas">
        <ToggleButton value="cards" aria-label="Vista de tarjetas">
          <ViewModuleIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title="Lista">
        <ToggleButton value="table" aria-label="Vista de lista">
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
    </ToggleButtonGroup>
  );
};

const Actions = ({ view }: { view: RentingView }) => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    {view === 'table' && (
      <>
        <FilterButton />
        <ColumnsButton />
        <ExportButton maxResults={EXPORT_MAX} meta={ALL_FIELDS_META} />
        <ImportCsvButton />
      </>
    )}
    <ViewToggle />
    <CreateVehicleButton />
  </TopToolbar>
);

/** The empty stock's warning, with the way to create one (the List shows the title). */
const EmptyStock = () => (
  <Box sx={{ p: 2 }}>
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2 }}>
      <ViewToggle />
      <CreateVehicleButton />
    </Box>
    <Alert severity="warning">{RENTING_TEXTS.empty}</Alert>
  </Box>
);

const cardFilters = [
  <TextInput key="marca" source="marca_q" label="Marca" alwaysOn resettable />,
  <TextInput
    key="idOferta"
    source="idOferta_q"
    label="ID Oferta"
    alwaysOn
    resettable
    // The ID Oferta filter accepts numbers (digits only kept).
    parse={(text: string) => text.replace(/\D/g, '')}
    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
  />,
];

const useTableFilters = () => {
  const providers = useRentingProviders();
  return [
    ...cardFilters,
    <TextInput key="modelo" source="modelo_q" label="Modelo" resettable />,
    <SelectInput key="provider" source="provider" label="Proveedor" choices={providers} />,
  ];
};

/** What differs between the two views: the page sizes and what draws the page. */
const VIEWS = {
  cards: { perPage: CARDS_PER_PAGE, pageSizes: [12, 24, 48], Page: RentingCards },
  table: { perPage: RENTING_PAGE_SIZE, pageSizes: [RENTING_PAGE_SIZE], Page: RentingTable },
} as const;

/** One view's list, which keeps its own page, sort and filters ('stock-renting.cards'). */
const ViewList = ({ view, filters }: { view: keyof typeof VIEWS; filters: ReactElement[] }) => {
  const { perPage, pageSizes, Page } = VIEWS[view];
  return (
    <List
      resource={RENTING_RESOURCE}
      title={RENTING_TEXTS.listTitle}
      storeKey={`stock-renting.${view}`}
      perPage={perPage}
      sort={{ field: 'idOferta', order: 'DESC' }}
      filters={filters}
      actions={<Actions view={view} />}
      empty={<EmptyStock />}
      pagination={<Pagination rowsPerPageOptions={[...pageSizes]} />}
      disableSyncWithLocation
      queryOptions={{ meta: LIST_FIELDS_META }}
    >
      <Page basePath={RENTING_PATH} />
    </List>
  );
};

const TableList = () => <ViewList view="table" filters={useTableFilters()} />;

const RentingList = () => {
  const [view] = useRentingView();
  useLiveRenting();
  return view === 'table' ? <TableList /> : <ViewList view="cards" filters={cardFilters} />;
};

export default RentingList;
