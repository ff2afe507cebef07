// The 'Acciones' panel of /gomotor: under the table when rows are selected. Choose an action, fill
// what it needs, 'Aplicar acción' (or 'Desactivar' where the action has it), confirm, and the plan
// runs: one partial update per vehicle with bounded concurrency and an 'i de n' progress bar inside
// a server bulk run (one log entry, one notification, the real lock), or one bulk call. Disabled
// while a bulk process runs (the process record, read when the panel opens). Snackbars stay 6 s; a
// failure names the vehicles it failed on, which stay selected.
import { useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import {
  toWebRecord,
  webRunApi,
  type WebStockDataProvider,
  type WebStockRecord,
} from '../../dataProvider/webStock/webStockProvider';
import {
  WEB_BULK_ACTIONS,
  WEB_STOCK_CONFIG,
  bulkActionName,
  progressLabel,
  runFailureMessage,
  runRefusedMessage,
  runSuccessMessage,
  runWebBulkPlan,
  webBulkButtons,
  webBulkConfirmation,
  webBulkPlan,
  type RunProgress,
  type WebBulkAction,
  type WebBulkInput as Input,
  type WebBulkPlan,
} from '../../domain/webStock';
import { snackbarOptions } from '../../domain/stockDashboard/config';
import { PROCESSES_KEY, useBulkProcess } from '../ownSites/useBulkProcess';
import { BulkPanelFrame, errorText } from '../stockDashboard/BulkPanelFrame';
import { useBulkPanel, type BulkAsked } from '../stockDashboard/useBulkPanel';
import {
  dashboardQueryKey,
  holdLiveReads,
  patchDashboardRows,
} from '../stockDashboard/useDashboardRows';
import { WebBulkInput } from './WebBulkInput';

export interface WebBulkPanelProps {
  selectedIds: Identifier[];
  /** After a run that changed every vehicle and whose answers could not update the rows: the
   * selection clears, the rows are read again. */
  onDone: () => void;
  /** After a run with failures: the rows are read again, the failed ones stay selected. */
  onReload: () => void;
  /** After a run whose answers updated the held rows: the selection clears. */
  onApplied: () => void;
}

type Pending = BulkAsked<WebBulkAction, WebBulkPlan>;

/**
 * Calls `show` with the latest value at most once per animation frame, until stopped (a
 * frame due after the run ended shows nothing).
 */
const perFrame = <T,>(show: (value: T) => void) => {
  let latest: T | undefined;
  let scheduled = false;
  let stopped = false;
  return {
    push: (value: T) => {
      latest = value;
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(() => {
        scheduled = false;
        if (!stopped) show(latest as T);
      });
    },
    stop: () => {
      stopped = true;
    },
  };
};

export const WebBulkPanel = ({ selectedIds, onDone, onReload, onApplied }: WebBulkPanelProps) => {
  const { resource } = WEB_STOCK_CONFIG;
  const dataProvider = useDataProvider<WebStockDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { onSelect } = useListContext();
  const process = useBulkProcess(resource);

  const [running, setRunning] = useState<{ label: string; progress: RunProgress } | null>(null);
  const count = selectedIds.length;

  const run = async ({ action, mode, request: plan }: Pending) => {
    const label = bulkActionName(action, mode);
    setRunning({ label, progress: { done: 0, total: plan.vehicles.length } });
    // The run's own announcements read nothing: its answers update the rows (below).
    const ownIds = plan.kind === 'each' ? plan.vehicles.map((v) => v._id) : [];
    const release = holdLiveReads(queryClient, resource, ownIds);
    // One repaint per frame, not one per vehicle (500 renders of the panel cost seconds).
    const shown = perFrame((progress: RunProgress) => setRunning({ label, progress }));
    try {
      const result = await runWebBulkPlan(plan, webRunApi(dataProvider, resource), {
        onProgress: shown.push,
      });
      if (result.failed.length === 0) {
        notify(
          runSuccessMessage(action, result.changed, mode),
          snackbarOptions(WEB_STOCK_CONFIG, 'success'),
        );
        panel.reset();
        const { othersChanged } = release();
        // After an action the page shows the server's state. Each PUT answered the vehicle as the
        // host stored it and each DELETE removed its row, so the held rows take those answers
        // (counts and table as stored) instead of reading 10,000 rows again. The rows are read
        // again when that is not the whole truth: a bulk call (its answer names no rows), an answer
        // without its vehicle, a read under way, or a change by someone else while the run went on.
        const applied =
          !othersChanged &&
          result.stored !== undefined &&
          patchDashboardRows(queryClient, WEB_STOCK_CONFIG, result.stored, toWebRecord);
        if (applied) onApplied();
        else onDone();
        return;
      }
      const message = runFailureMessage(action, result, mode);
      notify(message, snackbarOptions(WEB_STOCK_CONFIG, 'warning'));
      panel.setFailure(message);
      // The failed vehicles stay selected: the action can be tried again on them.
      const failedIdvs = new Set(result.failed.map((f) => f.idv));
      const failedVehicles = plan.vehicles.filter((v) => failedIdvs.has(v.idv));
      onSelect(failedVehicles.map((v) => v._id));
      // A run with failures reads the rows again (what the host holds for those is unknown).
      release(failedVehicles.map((v) => v._id));
      onReload();
    } catch (error) {
      const message = runRefusedMessage(action, errorText(error), mode);
      notify(message, snackbarOptions(WEB_STOCK_CONFIG, 'error'));
      panel.setFailure(message);
      // Refused, or interrupted (the finish failed): which rows changed is unknown.
      release('all');
      onReload();
    } finally {
      release();
      shown.stop();
      setRunning(null);
      // A 409 means another run holds the lock: read the record again (the buttons follow).
      void queryClient.invalidateQueries({ queryKey: [PROCESSES_KEY, resource] });
    }
  };

  const panel = useBulkPanel<WebBulkAction, Input, WebBulkPlan>({
    actions: WEB_BULK_ACTIONS,
    // The API takes the _id; the messages name the idv: the dashboard's rows as read (the
    // cache, not a new subscription, which would read 10,000 rows again as the panel opens).
    build: (action, mode, input) => {
      const rows = queryClient.getQueryData<WebStockRecord[]>(dashboardQueryKey(resource)) ?? [];
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      return webBulkPlan(
        action,
        mode,
        input,
        selectedIds.map((id) => {
          const row = byId.get(String(id));
          return { _id: String(row?._id ?? id), idv: String(row?.idv ?? id) };
        }),
      );
    },
    confirmation: (action, mode, plan) => webBulkConfirmation(action, mode, count, plan.detail),
    run: (asked) => run(asked),
  });
  const { chosen } = panel;
  const busy = running !== null;
  const buttons = webBulkButtons(chosen, !process.known || process.active || busy, count);

  const progress = running?.progress;
  return (
    <BulkPanelFrame
      title="Acciones"
      selectedCount={count}
      process={process}
      busy={busy}
      actions={WEB_BULK_ACTIONS}
      panel={panel}
      InputFields={WebBulkInput}
      buttons={buttons}
      progress={
        running &&
        progress && (
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
        )
      }
    />
  );
};
