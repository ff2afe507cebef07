// The row edit page of /gomotor (the current path plus the row's _id): the web fields of the row
// that the host takes: featured on the home, manual publishing, the reserve amount (≥ 300), the
// campaign prices with their state (Activado by default), the counter (active campaigns only) and
// the disclaimer (from the settings, 'Selecciona un mensaje'). Each changed field is sent as its
// own partial update (dataProvider/webStock).
import { Alert, Box, Typography } from '@mui/material';
import {
  BooleanInput,
  DeleteButton,
  Edit,
  SelectInput,
  SimpleForm,
  Toolbar,
  ToolbarClasses,
  minValue,
  required,
  useRecordContext,
} from 'react-admin';
import type { WebStockRecord } from '../../dataProvider/webStock/webStockProvider';
import { editTitle } from '../../domain/ownSites/sites';
import { formatEuros } from '../../domain/format';
import {
  DISCLAIMER_PLACEHOLDER,
  DISCOUNT_STATES,
  RESERVE_MIN,
  activeCounters,
} from '../../domain/webStock/bulkActions';
import { WEB_STOCK_CONFIG } from '../../domain/webStock/config';
import type { Campaign } from '../../domain/ownSites/vehicle';
import { FigureInput } from '../../layout/FigureInput';
import { useActiveCampaigns } from '../ownSites/useActiveCampaigns';
import { useDisclaimerTexts } from './useWebSettings';
import { SubmitButton, SubmitOnce } from '../../writes';

const NO_COUNTER = '';
const NO_DISCLAIMER = '';

const Title = () => {
  const record = useRecordContext<WebStockRecord>();
  return <>{record ? editTitle(record.idv) : ''}</>;
};

/**
 * The active campaigns, and the one the row already carries if it is no longer
 * active: it shows, and stays unless another is chosen.
 */
const CounterSelect = ({ counters }: { counters: readonly Campaign[] }) => {
  const record = useRecordContext<WebStockRecord>();
  const carried = record?.marketing?.counter;
  const listed =
    carried?._id && !counters.some((c) => c._id === carried._id)
      ? [...counters, carried]
      : counters;
  return (
    <SelectInput
      source="marketing.counter._id"
      label="Contador"
      emptyText="Sin contador"
      emptyValue={NO_COUNTER}
      choices={listed.map((c) => ({ id: c._id, name: c.name ?? c._id }))}
      sx={{ minWidth: 260 }}
    />
  );
};

/** Which vehicle the page edits (the title, in the app bar, names its idv). */
const VehicleLine = () => {
  const record = useRecordContext<WebStockRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {[record.marca, record.modelo, record.matricula].filter(Boolean).join(' · ')}
    </Typography>
  );
};

/** react-admin's default toolbar, with the save that runs once. */
const WebStockToolbar = () => (
  <Toolbar>
    <div className={ToolbarClasses.defaultToolbar}>
      <SubmitButton />
      <DeleteButton />
    </div>
  </Toolbar>
);

export const WebStockEdit = () => {
  const { campaigns, error: campaignsError } = useActiveCampaigns(true);
  const counters = activeCounters(campaigns);
  const { texts, error: settingsError } = useDisclaimerTexts(true);

  // The form picks the counter by its _id; the row gets the campaign itself (the host checks
  // it is an active one). The one already carried stays as stored when not changed.
  const transform = (
    data: WebStockRecord,
    options?: { previousData?: WebStockRecord },
  ): WebStockRecord => {
    const id = data.marketing?.counter?._id;
    const kept = options?.previousData?.marketing?.counter ?? null;
    const counter: Campaign | null = !id
      ? null
      : kept?._id === id
        ? kept
        : (counters.find((c) => c._id === id) ?? null);
    return {
      ...data,
      marketing: { counter, disclaimerMessage: data.marketing?.disclaimerMessage || null },
    };
  };

  return (
    <Edit<WebStockRecord>
      resource={WEB_STOCK_CONFIG.resource}
      title={<Title />}
      mutationMode="pessimistic"
      redirect="list"
      transform={transform}
    >
      <SubmitOnce>
        <SimpleForm sx={{ maxWidth: 720 }} toolbar={<WebStockToolbar />}>
          <VehicleLine />
          <Typography variant="subtitle1" component="h2">
            Publicación
          </Typography>
          <BooleanInput source="featuredHome" label="Destacado en la home" />
          <BooleanInput source="publicacionManual" label="Publicación manual" />
          <FigureInput
            kind="wholeEuros"
            source="precioReserva"
            label="Importe reserva (€)"
            min={RESERVE_MIN}
            validate={[required(), minValue(RESERVE_MIN, `Mínimo ${formatEuros(RESERVE_MIN)}`)]}
          />
          <Typography variant="subtitle1" component="h2">
            Precio de campaña
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <FigureInput kind="wholeEuros" source="discount.price" label="Precio contado (€)" />
            <FigureInput
              kind="wholeEuros"
              source="discount.financedPrice"
              label="Precio financiado (€)"
            />
            <SelectInput
              source="discount.active"
              label="Estado"
              choices={DISCOUNT_STATES.map((s) => ({ id: s.id === 'active', name: s.name }))}
              validate={required()}
            />
          </Box>
          <Typography variant="subtitle1" component="h2">
            Marketing
          </Typography>
          {campaignsError && <Alert severity="warning">No se han podido cargar las campañas</Alert>}
          <CounterSelect counters={counters} />
          {settingsError && (
            <Alert severity="warning">No se han podido cargar los disclaimers</Alert>
          )}
          <SelectInput
            source="marketing.disclaimerMessage"
            label="Disclaimer"
            emptyText={DISCLAIMER_PLACEHOLDER}
            emptyValue={NO_DISCLAIMER}
            choices={texts.map((t) => ({ id: t, name: t }))}
            sx={{ minWidth: 260, maxWidth: '100%' }}
          />
        </SimpleForm>
      </SubmitOnce>
    </Edit>
  );
};

export default WebStockEdit;
