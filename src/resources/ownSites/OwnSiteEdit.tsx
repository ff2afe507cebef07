// The edit page /stock-*/:idv — the URL segment may be an idv or an _id (the table's edit action
// links by _id; getOne answers either). Every vehicle field in sections, the images panel beside
// them, and each site's save messages (the first site shows the server's message). GOmotor's
// counter, disclaimer and campaign prices are its web row's (edit/webRow.tsx): read from the row
// found by idv, saved to it (one PUT per change, after the sale stock's save).
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Grid, LinearProgress } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Edit,
  LinkBase,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useGetOne,
  useNotify,
  useRecordContext,
  useResourceContext,
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
import {
  arrivedSaleRecord,
  type SaleStockRecord,
} from '../../dataProvider/ownSites/saleStockProvider';
import type { WebStockDataProvider } from '../../dataProvider/webStock/webStockProvider';
import {
  webFieldsOnWebRow,
  webFieldsToSave,
  webRowChanges,
  withWebRowFields,
  withoutWebRowFields,
} from '../../domain/ownSites/webFields';
import { WEB_STOCK_RESOURCE } from '../../domain/webStock/config';
import type { WebStockRow } from '../../domain/webStock/row';
import { withoutUntouchedBlanks } from './edit/blankFields';
import { ImagesPanel } from './edit/ImagesPanel';
import { VehicleFormSections } from './edit/VehicleFormSections';
import { WEB_ROWS_QUERY_KEY, WebRowContext, useWebStockRow, webRowState } from './edit/webRow';
import { SubmitButton, SubmitOnce } from '../../writes';

const EditTitle = () => {
  const record = useRecordContext<SaleStockRecord>();
  return <>{record ? editTitle(record.idv) : ''}</>;
};

const EditToolbar = () => (
  <Toolbar>
    <SubmitButton label="Guardar" />
  </Toolbar>
);

export const OwnSiteEdit = ({ config }: { config: OwnSiteConfig }) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<WebStockDataProvider>();
  const queryClient = useQueryClient();
  const resource = useResourceContext() ?? '';
  // react-admin wants the record's id to be the URL's; the segment may be the idv, so the record
  // keeps it as id, and updates go by its _id (saleStockProvider's idOf).
  const segment = useParams().id ?? '';
  const shown = { autoHideDuration: appConfig.timings.saveConfirmationMs };

  // GOmotor: the web row of the vehicle (by its idv; the segment may be an _id), whose
  // marketing and discount the form shows instead of the sale stock's.
  const onWebRow = webFieldsOnWebRow(config.id);
  // A vehicle the console read while loading is drawn at once (the same query as the Edit's).
  const arrived = arrivedSaleRecord(config, segment);
  const sale = useGetOne<SaleStockRecord>(
    resource,
    { id: segment },
    { enabled: onWebRow, ...arrived },
  );
  const idv = sale.data ? String(sale.data.idv) : undefined;
  const webRow = useWebStockRow(idv, onWebRow);
  const webState = webRowState(onWebRow, webRow);
  const row = webState.status === 'found' ? webState.row : null;
  // The form is drawn once, with the web row's fields in it: drawn before, it would be drawn
  // again whole when they arrive (the rows are read beside the vehicle, so this waits little).
  // A vehicle that cannot be read leaves the form to say so.
  const waitingForWebRow = webState.status === 'loading' && !sale.isError;
  const pendingWeb = useRef<{ row: WebStockRow; changes: ReturnType<typeof webRowChanges> }>(null);

  const select = useCallback(
    (record: SaleStockRecord) => {
      const own = { ...record, id: segment };
      return onWebRow ? withWebRowFields(own, row) : own;
    },
    [segment, onWebRow, row],
  );

  const transform = (data: Record<string, unknown>, options?: { previousData?: object }) => {
    let sold = data;
    if (onWebRow) {
      // The web row's fields go to the web row (onSuccess); the sale stock never gets them.
      pendingWeb.current = row ? { row, changes: webRowChanges(data, row) } : null;
      sold = withoutWebRowFields(data);
    }
    return withoutUntouchedBlanks(
      webFieldsToSave(sold, options?.previousData),
      options?.previousData,
    );
  };

  /** After the sale stock's save: the web row's changes, one PUT each (webStockProvider). */
  const saveWebRow = async () => {
    const pending = pendingWeb.current;
    pendingWeb.current = null;
    if (!pending || Object.keys(pending.changes).length === 0) return;
    const saved = pending.row._id;
    try {
      const { data } = await dataProvider.update<WebStockRow & { id: string }>(WEB_STOCK_RESOURCE, {
        id: saved,
        data: pending.changes,
        previousData: { ...pending.row, id: saved },
      });
      queryClient.setQueryData<WebStockRow[]>(WEB_ROWS_QUERY_KEY, (rows) =>
        rows?.map((row) => (row._id === saved ? { ...row, ...data } : row)),
      );
    } catch (error) {
      // A refused change may follow accepted ones: the rows are read again to show what it holds.
      await queryClient.invalidateQueries({ queryKey: WEB_ROWS_QUERY_KEY });
      throw error;
    }
  };

  const failed = (error: unknown) => {
    const server = error instanceof Error ? error.message : '';
    notify(config.id === 'gomotor' && server ? server : config.messages.editFailure, {
      type: 'error',
      ...shown,
    });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Button component={LinkBase} to={siteRoutes(config).dashboard} startIcon={<ArrowBackIcon />}>
        Volver al stock
      </Button>
      {waitingForWebRow ? (
        <LinearProgress aria-label="Cargando el vehículo" sx={{ mt: 2 }} />
      ) : (
        <WebRowContext.Provider value={webState}>
          <Edit
            title={<EditTitle />}
            actions={false}
            mutationMode="pessimistic"
            redirect={false}
            transform={transform}
            queryOptions={{ select, ...arrived }}
            mutationOptions={{
              onSuccess: async () => {
                try {
                  await saveWebRow();
                } catch (error) {
                  failed(error);
                  return;
                }
                notify(config.messages.editSuccess, { type: 'success', ...shown });
              },
              onError: failed,
            }}
          >
            {/* The form shows no validation of its own: the browser's step/min checks would
            hold a save back silently (the API checks and answers the save failure). */}
            <SubmitOnce>
              <SimpleForm
                noValidate
                toolbar={<EditToolbar />}
                resetOptions={{ keepDirtyValues: true }}
              >
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
            </SubmitOnce>
          </Edit>
        </WebRowContext.Provider>
      )}
    </Box>
  );
};

/** The two sites' edit pages (loaded lazily by the resource's index.ts). */
export const GomotorEdit = () => <OwnSiteEdit config={GOMOTOR_CONFIG} />;
export const GrupolivaEdit = () => <OwnSiteEdit config={GRUPOLIVA_CONFIG} />;

export default OwnSiteEdit;
