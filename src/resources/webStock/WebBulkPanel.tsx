// The 'Acciones' panel of /gomotor (spec 3 §2.8, §4 bulk flow, §5, §7.4, §9): under the table
// when rows are selected. Choose an action, fill what it needs, 'Aplicar acción' (or
// 'Desactivar' where §4 offers it), confirm, and the plan runs: one partial update per
// vehicle with bounded concurrency and an 'i de n' progress bar inside a server bulk run (one
// log entry, one notification, the real lock), or one bulk call. Disabled while a bulk
// process runs (the process record, read when the panel opens). Snackbars stay 6 s (§9);
// beyond the spec, a failure names the vehicles it failed on, which stay selected.
import { useMemo, useState } from 'react';
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
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import {
  webRunApi,
  type WebStockDataProvider,
  type WebStockRecord,
} from '../../dataProvider/webStock/webStockProvider';
import {
  WEB_BULK_ACTIONS,
  WEB_STOCK_CONFIG,
  progressLabel,
  runFailureMessage,
  runRefusedMessage,
  runSuccessMessage,
  runWebBulkPlan,
  vehicleCountLabel,
  webBulkButtons,
  webBulkConfirmation,
  webBulkPlan,
  BULK_TEXTS,
  type BulkMode,
  type RunProgress,
  type WebBulkAction,
  type WebBulkInput as Input,
  type WebBulkPlan,
} from '../../domain/webStock';
import { snackbarOptions } from '../../domain/stockDashboard/config';
import { busyProcessText } from '../ownSites/bulkAnswer';
import { PROCESSES_KEY, useBulkProcess } from '../ownSites/useBulkProcess';
import { BulkConfirmDialog, type BulkConfirmation } from '../stockDashboard/BulkConfirmDialog';
import { useDashboardRows } from '../stockDashboard/useDashboardRows';
import { WebBulkInput } from './WebBulkInput';

export interface WebBulkPanelProps {
  selectedIds: Identifier[];
  /** After a run that changed every vehicle: the selection clears, the rows are read again. */
  onDone: () => void;
  /** After a run with failures: the rows are read again, the failed ones stay selected. */
  onReload: () => void;
}

interface Pending {
  action: WebBulkAction;
  plan: WebBulkPlan;
  confirmation: BulkConfirmation;
}

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

export const WebBulkPanel = ({ selectedIds, onDone, onReload }: WebBulkPanelProps) => {
  const { resource } = WEB_STOCK_CONFIG;
  const dataProvider = useDataProvider<WebStockDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { onSelect } = useListContext();
  const process = useBulkProcess(resource);
  const { rows } = useDashboardRows<WebStockRecord>(WEB_STOCK_CONFIG);
  const byId = useMemo(() => new Map(rows.map((r) => [String(r.id), r])), [rows]);

  const [actionId, setActionId] = useState('');
  const [input, setInput] = useState<Input>({});
  const [inputError, setInputError] = useState<string>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState<{ label: string; progress: RunProgress } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chosen = WEB_BULK_ACTIONS.find((a) => a.id === actionId);
  const count = selectedIds.length;
  const busy = running !== null;
  const buttons = webBulkButtons(chosen, !process.known || process.active || busy, count);

  const choose = (id: string) => {
    setActionId(id);
    setInput({});
    setInputError(undefined);
    setFailure(null);
  };

  const ask = (mode: BulkMode) => {
    if (!chosen) return;
    const vehicles = selectedIds.map((id) => {
      const row = byId.get(String(id));
      return { _id: String(row?._id ?? id), idv: String(row?.idv ?? id) };
    });
    const built = webBulkPlan(chosen, mode, input, vehicles);
    if (!built.ok) {
      setInputError(built.message);
      return;
    }
    setFailure(null);
    setPending({
      action: chosen,
      plan: built.value,
      confirmation: webBulkConfirmation(chosen, mode, count, built.value.detail),
    });
  };

  const run = async ({ action, plan }: Pending) => {
    setRunning({ label: action.label, progress: { done: 0, total: plan.vehicles.length } });
    try {
      const result = await runWebBulkPlan(plan, webRunApi(dataProvider, resource), {
        onProgress: (progress) => setRunning({ label: action.label, progress }),
      });
      if (result.failed.length === 0) {
        notify(
          runSuccessMessage(action, result.changed),
          snackbarOptions(WEB_STOCK_CONFIG, 'success'),
        );
        setActionId('');
        setInput({});
        onDone();
        return;
      }
      const message = runFailureMessage(action, result);
      notify(message, snackbarOptions(WEB_STOCK_CONFIG, 'warning'));
      setFailure(message);
      // The failed vehicles stay selected: the action can be tried again on them.
      const failedIdvs = new Set(result.failed.map((f) => f.idv));
      onSelect(plan.vehicles.filter((v) => failedIdvs.has(v.idv)).map((v) => v._id));
      onReload();
    } catch (error) {
      const message = runRefusedMessage(action, messageOf(error));
      notify(message, snackbarOptions(WEB_STOCK_CONFIG, 'error'));
      setFailure(message);
    } finally {
      setRunning(null);
      // A 409 means another run holds the lock: read the record again (the buttons follow).
      void queryClient.invalidateQueries({ queryKey: [PROCESSES_KEY, resource] });
    }
  };

  const accept = () => {
    if (!pending) return;
    setPending(null);
    void run(pending);
  };

  const progress = running?.progress;
  return (
    <Card component="section" aria-labelledby="web-bulk-title" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="web-bulk-title" variant="h6" component="h2">
            Acciones
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${vehicleCountLabel(count)} ${count === 1 ? 'seleccionado' : 'seleccionados'}`}
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
            sx={{ width: { xs: '100%', sm: 260 } }}
          >
            {WEB_BULK_ACTIONS.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.label}
              </MenuItem>
            ))}
          </TextField>
          {chosen && (
            <WebBulkInput
              action={chosen}
              input={input}
              onChange={(next) => {
                setInput(next);
                setInputError(undefined);
              }}
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
        {running && progress && (
          <Box role="status" aria-live="polite">
            <LinearProgress
              variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
              value={progress.total > 0 ? (100 * progress.done) / progress.total : 0}
              aria-label={`Progreso de «${running.label}»`}
            />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {`${running.label}: ${progressLabel(progress)}`}
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
