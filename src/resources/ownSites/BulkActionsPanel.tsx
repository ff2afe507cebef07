// The own sites' bulk actions panel, under the results table when rows are selected. Choose one of
// the site's actions, fill what it needs, press 'Aplicar acción' (or 'Desactivar' where the action
// has it), confirm, and the selection changes all at once on the server. Disabled while a bulk
// process runs (the process record); the user is told how many vehicles changed, or why nothing
// did.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import {
  saleStockResource,
  type SaleStockDataProvider,
} from '../../dataProvider/ownSites/saleStockProvider';
import {
  bulkButtonsState,
  bulkActionName,
  bulkConfirmation,
  bulkFailureMessage,
  bulkRequest,
  bulkSuccessMessage,
  vehicleCountLabel,
  type BulkAction,
  type BulkInput,
  type BulkRequest,
  type OwnSiteConfig,
} from '../../domain/ownSites';
import { campaignForVehicle, changedCount, dataSelectionOf } from './bulkAnswer';
import { BulkActionInput } from './BulkActionInput';
import { BulkPanelFrame, errorText } from '../stockDashboard/BulkPanelFrame';
import { useBulkPanel, type BulkAsked } from '../stockDashboard/useBulkPanel';
import { PROCESSES_KEY, useBulkProcess } from './useBulkProcess';

export interface BulkActionsPanelProps {
  config: OwnSiteConfig;
  /** The selected rows' ids (= the vehicles' _id). */
  selectedIds: Identifier[];
  /** Called after a successful run: the dashboard reloads its stock. */
  onDone: () => void;
}

/** A request waiting for the confirmation's Aceptar. */
type Pending = BulkAsked<BulkAction, BulkRequest>;

/** The campaign travels with the campaign's own fields only (the API refuses others). */
const withCleanCampaign = (input: BulkInput): BulkInput =>
  input.campaign ? { ...input, campaign: campaignForVehicle(input.campaign) } : input;

export const BulkActionsPanel = ({ config, selectedIds, onDone }: BulkActionsPanelProps) => {
  const resource = saleStockResource(config);
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const process = useBulkProcess(resource);
  const count = selectedIds.length;

  const run = useMutation({
    mutationFn: ({ request }: Pending) =>
      dataProvider.bulkAction(resource, { operation: request.operation, body: request.body }),
    onSuccess: (answer, { action, mode }) => {
      notify(bulkSuccessMessage(action, changedCount(answer), mode), { type: 'success' });
      panel.reset();
      onDone();
    },
    onError: (error, { action, mode }) =>
      panel.setFailure(bulkFailureMessage(action, errorText(error), mode)),
    // A 409 means another run holds the lock: read the record again (the buttons follow).
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PROCESSES_KEY, resource] }),
  });
  const panel = useBulkPanel<BulkAction, BulkInput, BulkRequest>({
    actions: config.bulkActions,
    build: (action, mode, input) =>
      bulkRequest(action, mode, withCleanCampaign(input), dataSelectionOf(selectedIds)),
    confirmation: (action, mode, request) => bulkConfirmation(action, mode, count, request.detail),
    // The mutation says how it went.
    run: async (asked): Promise<void> => {
      await run.mutateAsync(asked).catch(() => undefined);
    },
  });
  const { chosen } = panel;
  const busy = run.isPending;
  const buttons = bulkButtonsState(chosen, !process.known || process.active || busy, count);

  return (
    <BulkPanelFrame
      title="Acciones masivas"
      selectedCount={count}
      process={process}
      busy={busy}
      actions={config.bulkActions}
      panel={panel}
      InputFields={BulkActionInput}
      buttons={buttons}
      progress={
        run.variables && (
          <Box role="status">
            <LinearProgress aria-label="Progreso de la acción masiva" />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {`Aplicando «${bulkActionName(run.variables.action, run.variables.mode)}» a ${vehicleCountLabel(run.variables.request.body.dataSelection.length)}…`}
            </Typography>
          </Box>
        )
      }
    />
  );
};

export default BulkActionsPanel;
