// Spec 3 §4 "Bulk flow", §5, §9 and issue 8 §2 "Bulk actions panel": under the results table
// when rows are selected. Choose one of the site's actions, fill what it needs, press
// 'Aplicar acción' (or 'Desactivar' where §4 offers it), confirm, and the selection changes
// all at once on the server. Disabled while a bulk process runs (the process record); beyond
// the spec, the user is told how many vehicles changed, or why nothing did.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import {
  saleStockResource,
  type SaleStockDataProvider,
} from '../../dataProvider/ownSites/saleStockProvider';
import {
  BULK_TEXTS,
  bulkButtonsState,
  bulkConfirmation,
  bulkFailureMessage,
  bulkRequest,
  bulkSuccessMessage,
  vehicleCountLabel,
  type BulkAction,
  type BulkInput,
  type BulkMode,
  type BulkRequest,
  type OwnSiteConfig,
} from '../../domain/ownSites';
import { busyProcessText, campaignForVehicle, changedCount, dataSelectionOf } from './bulkAnswer';
import { BulkActionInput, FIELD_WIDTH } from './BulkActionInput';
import { BulkConfirmDialog, type BulkConfirmation } from './BulkConfirmDialog';
import { PROCESSES_KEY, useBulkProcess } from './useBulkProcess';

export interface BulkActionsPanelProps {
  config: OwnSiteConfig;
  /** The selected rows' ids (= the vehicles' _id). */
  selectedIds: Identifier[];
  /** Called after a successful run: the dashboard reloads its stock. */
  onDone: () => void;
}

/** A request waiting for the confirmation's Aceptar. */
interface Pending {
  action: BulkAction;
  request: BulkRequest;
  confirmation: BulkConfirmation;
}

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

const selectedLabel = (count: number) =>
  `${vehicleCountLabel(count)} ${count === 1 ? 'seleccionado' : 'seleccionados'}`;

/** The campaign travels with the §3.3 fields only (the API refuses others). */
const withCleanCampaign = (input: BulkInput): BulkInput =>
  input.campaign ? { ...input, campaign: campaignForVehicle(input.campaign) } : input;

export const BulkActionsPanel = ({ config, selectedIds, onDone }: BulkActionsPanelProps) => {
  const resource = saleStockResource(config);
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const process = useBulkProcess(resource);
  const [actionId, setActionId] = useState('');
  const [input, setInput] = useState<BulkInput>({});
  const [inputError, setInputError] = useState<string>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: ({ request }: Pending) =>
      dataProvider.bulkAction(resource, { operation: request.operation, body: request.body }),
    onSuccess: (answer, { action }) => {
      notify(bulkSuccessMessage(action, changedCount(answer)), { type: 'success' });
      setActionId('');
      setInput({});
      onDone();
    },
    onError: (error, { action }) => setFailure(bulkFailureMessage(action, messageOf(error))),
    // A 409 means another run holds the lock: read the record again (the buttons follow).
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PROCESSES_KEY, resource] }),
  });

  const chosen = config.bulkActions.find((a) => a.id === actionId);
  const count = selectedIds.length;
  const busy = run.isPending;
  const buttons = bulkButtonsState(chosen, !process.known || process.active || busy, count);

  const choose = (id: string) => {
    setActionId(id);
    setInput({});
    setInputError(undefined);
    setFailure(null);
  };
  const edit = (next: BulkInput) => {
    setInput(next);
    setInputError(undefined);
  };

  const ask = (mode: BulkMode) => {
    if (!chosen) return;
    const built = bulkRequest(chosen, mode, withCleanCampaign(input), dataSelectionOf(selectedIds));
    if (!built.ok) {
      setInputError(built.message);
      return;
    }
    setFailure(null);
    setPending({
      action: chosen,
      request: built.value,
      confirmation: bulkConfirmation(chosen, mode, count, built.value.detail),
    });
  };

  const accept = () => {
    if (!pending) return;
    setPending(null);
    run.mutate(pending);
  };

  return (
    <Card component="section" aria-labelledby="bulk-actions-title" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="bulk-actions-title" variant="h6" component="h2">
            Acciones masivas
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {selectedLabel(count)}
          </Typography>
        </Box>
        {process.active && process.process && !busy && (
          <Alert severity="warning">{busyProcessText(process.process)}</Alert>
        )}
        {process.error !== null && (
          <Alert severity="warning">
            {`No se ha podido leer el estado de las acciones masivas: ${messageOf(process.error) ?? ''}`}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label="Acción"
            value={actionId}
            onChange={(e) => choose(e.target.value)}
            disabled={busy}
            fullWidth={false}
            sx={{ width: FIELD_WIDTH }}
          >
            {config.bulkActions.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.label}
              </MenuItem>
            ))}
          </TextField>
          {chosen && (
            <BulkActionInput
              action={chosen}
              input={input}
              onChange={edit}
              disabled={busy}
              error={inputError}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            disabled={buttons.applyDisabled}
            onClick={() => ask('activate')}
          >
            {BULK_TEXTS.apply}
          </Button>
          {buttons.deactivateShown && (
            <Button
              variant="outlined"
              disabled={buttons.deactivateDisabled}
              onClick={() => ask('deactivate')}
            >
              {BULK_TEXTS.deactivate}
            </Button>
          )}
        </Box>
        {busy && run.variables && (
          <Box role="status">
            <LinearProgress aria-label="Progreso de la acción masiva" />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {`Aplicando «${run.variables.action.label}» a ${vehicleCountLabel(run.variables.request.body.dataSelection.length)}…`}
            </Typography>
          </Box>
        )}
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
      </CardContent>
      <BulkConfirmDialog
        confirmation={pending?.confirmation ?? null}
        onCancel={() => setPending(null)}
        onAccept={accept}
      />
    </Card>
  );
};

export default BulkActionsPanel;
