// Manual create at /stock-*/new-car: 'Crear vehículo manual en {host}', marca and modelo required
// (else 'Todos los campos con * son necesarios' for 3 s and nothing sent), prices as whole numbers,
// 'Vehículo guardado', then the dashboard after 3 s.
import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Create,
  LinkBase,
  SimpleForm,
  Toolbar,
  useNotify,
  useSaveContext,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  CREATE_MESSAGE_MS,
  CREATE_REDIRECT_MS,
  CREATE_TEXTS,
  createTitle,
  validateManualCreate,
} from '../../domain/ownSites/manualCreate';
import { PRICE_TYPES } from '../../domain/stock';
import {
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
  siteRoutes,
  type OwnSiteConfig,
} from '../../domain/ownSites/sites';
import { webFieldsToSave } from '../../domain/ownSites/webFields';
import { withoutUntouchedBlanks } from './edit/blankFields';
import { VehicleFormSections } from './edit/VehicleFormSections';
import { useLater } from '../../useLater';
import { SubmitButton, SubmitOnce } from '../../writes';

/** Cash (0) and financed (3) entries in their positions. */
const DEFAULT_VALUES = {
  precios: PRICE_TYPES.slice(0, 4).map((tipo) => ({ tipo, valor: null })),
  equipamiento: [],
};

const CreateForm = ({ config }: { config: OwnSiteConfig }) => {
  const { save } = useSaveContext();
  const notify = useNotify();
  const submit = (values: Partial<RaRecord>) => {
    const checked = validateManualCreate(values);
    if (!checked.ok) {
      notify(checked.message, { type: 'error', autoHideDuration: CREATE_MESSAGE_MS });
      return;
    }
    return save?.(withoutUntouchedBlanks(webFieldsToSave(checked.vehicle)));
  };
  return (
    <SimpleForm
      noValidate
      onSubmit={submit}
      defaultValues={DEFAULT_VALUES}
      toolbar={
        <Toolbar>
          {/* Enabled on an empty form too: pressing it then says what is missing. */}
          <SubmitButton label="Guardar" alwaysEnable />
        </Toolbar>
      }
    >
      <Box component="h1" sx={{ typography: 'h5', m: 0, mb: 2 }}>
        {createTitle(config.label)}
      </Box>
      <VehicleFormSections site={config.id} create />
    </SimpleForm>
  );
};

export const OwnSiteCreate = ({ config }: { config: OwnSiteConfig }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const later = useLater(CREATE_REDIRECT_MS);
  const dashboard = siteRoutes(config).dashboard;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Button component={LinkBase} to={dashboard} startIcon={<ArrowBackIcon />}>
        Volver al stock
      </Button>
      <Create
        title={createTitle(config.label)}
        actions={false}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify(CREATE_TEXTS.saved, { type: 'success', autoHideDuration: CREATE_REDIRECT_MS });
            later(() => navigate(dashboard));
          },
          onError: (error: unknown) =>
            notify(error instanceof Error ? error.message : 'No se ha podido crear el vehículo', {
              type: 'error',
              autoHideDuration: CREATE_MESSAGE_MS,
            }),
        }}
      >
        {/* Saved once: the page leaves 3 s later, and the button stays off meanwhile. */}
        <SubmitOnce lockAfterSave>
          <CreateForm config={config} />
        </SubmitOnce>
      </Create>
    </Box>
  );
};

/** The two sites' create pages (loaded lazily by the resource's index.ts). */
export const GomotorCreate = () => <OwnSiteCreate config={GOMOTOR_CONFIG} />;
export const GrupolivaCreate = () => <OwnSiteCreate config={GRUPOLIVA_CONFIG} />;

export default OwnSiteCreate;
