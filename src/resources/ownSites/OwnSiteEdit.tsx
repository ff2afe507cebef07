// Spec 3 §2.5 edit page /stock-*/:idv — the URL segment may be an idv or an _id (§2.1, both
// readings given; getOne answers either). Every field of §3.1 in sections, the images panel
// beside them, and the §8 messages per site (§4: the first site shows the server's message).
import { Box, Button, Grid } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Edit,
  LinkBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { config as appConfig } from '../../config';
import {
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
  editTitle,
  siteRoutes,
  type OwnSiteConfig,
} from '../../domain/ownSites/sites';
import type { SaleStockRecord } from '../../dataProvider/ownSites/saleStockProvider';
import { webFieldsToSave } from '../../domain/ownSites/webFields';
import { withoutUntouchedBlanks } from './edit/blankFields';
import { ImagesPanel } from './edit/ImagesPanel';
import { VehicleFormSections } from './edit/VehicleFormSections';

const EditTitle = () => {
  const record = useRecordContext<SaleStockRecord>();
  return <>{record ? editTitle(record.idv) : ''}</>;
};

const EditToolbar = () => (
  <Toolbar>
    <SaveButton label="Guardar" />
  </Toolbar>
);

export const OwnSiteEdit = ({ config }: { config: OwnSiteConfig }) => {
  const notify = useNotify();
  // react-admin wants the record's id to be the URL's; the segment may be the idv (§2.1), so
  // the record keeps it as id, and updates go by its _id (saleStockProvider's idOf).
  const segment = useParams().id ?? '';
  const shown = { autoHideDuration: appConfig.timings.saveConfirmationMs };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Button component={LinkBase} to={siteRoutes(config).dashboard} startIcon={<ArrowBackIcon />}>
        Volver al stock
      </Button>
      <Edit
        title={<EditTitle />}
        actions={false}
        mutationMode="pessimistic"
        redirect={false}
        transform={(data: Record<string, unknown>, options?: { previousData?: object }) =>
          withoutUntouchedBlanks(
            webFieldsToSave(data, options?.previousData),
            options?.previousData,
          )
        }
        queryOptions={{ select: (record: SaleStockRecord) => ({ ...record, id: segment }) }}
        mutationOptions={{
          onSuccess: () => notify(config.messages.editSuccess, { type: 'success', ...shown }),
          onError: (error: unknown) => {
            const server = error instanceof Error ? error.message : '';
            notify(config.id === 'gomotor' && server ? server : config.messages.editFailure, {
              type: 'error',
              ...shown,
            });
          },
        }}
      >
        {/* Spec 3 §5 "No other validation is shown": the browser's step/min checks would
            hold a save back silently (the API checks and answers the §8 failure). */}
        <SimpleForm noValidate toolbar={<EditToolbar />} resetOptions={{ keepDirtyValues: true }}>
          <Box component="h1" sx={{ typography: 'h5', m: 0, mb: 2 }}>
            <EditTitle />
          </Box>
          <Grid container spacing={3} sx={{ width: '100%' }}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <VehicleFormSections site={config.id} />
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <ImagesPanel config={config} />
            </Grid>
          </Grid>
        </SimpleForm>
      </Edit>
    </Box>
  );
};

/** The two sites' edit pages (src/pages.ts loads them lazily). */
export const GomotorEdit = () => <OwnSiteEdit config={GOMOTOR_CONFIG} />;
export const GrupolivaEdit = () => <OwnSiteEdit config={GRUPOLIVA_CONFIG} />;

export default OwnSiteEdit;
