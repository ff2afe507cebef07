// The bulk actions: send (own database → an account), update and delete (on the account on screen)
// for the selected rows; while a run goes, its progress ('Exportando vehículo: i de n'), a bar, the
// time left and 'Cancelar' (stops after the current vehicle); while a 429's Retry-After runs, the
// wait it asked for.
import { useState } from 'react';
import { Box, Button, LinearProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useListContext, useNotify } from 'react-admin';
import {
  bulkActionsFor,
  bulkRunProblem,
  inSelectionOrder,
  isMarketplaceAccount,
  type AccountMode,
  type BulkAction,
  type MarketplaceAccount,
  type RunProgress,
} from '../../domain/cochesNet';
import type { PublisherRecord } from '../../dataProvider/channels/cnetPublisher';
import type { BulkRunRequest } from './useBulkRun';
import { WriteButton } from '../../writes';

export const DESTINATION_LABEL = 'Cuenta de destino';
export const CANCEL_RUN_LABEL = 'Cancelar';

export const RunProgressBar = ({
  progress,
  running,
  onCancel,
}: {
  progress: RunProgress;
  running: boolean;
  onCancel: () => void;
}) => (
  <Box role="status" aria-label="Progreso del envío" sx={{ display: 'grid', gap: 0.5 }}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {progress.text}
      </Typography>
      {running && (
        <Typography variant="body2" color="text.secondary">
          {progress.timeLeft}
        </Typography>
      )}
      {running && progress.waitText && (
        <Typography variant="body2" color="warning.main" role="alert">
          {progress.waitText}
        </Typography>
      )}
      {running && (
        <Button size="small" color="warning" onClick={onCancel}>
          {CANCEL_RUN_LABEL}
        </Button>
      )}
    </Box>
    <LinearProgress
      variant="determinate"
      value={Math.round(progress.fraction * 100)}
      aria-label={progress.text}
    />
  </Box>
);

export const BulkPanel = ({
  mode,
  account,
  accounts,
  rows,
  running,
  progress,
  onStart,
  onCancel,
}: {
  mode: AccountMode;
  /** The account on screen (its record; undefined for the own database). */
  account?: MarketplaceAccount;
  accounts: readonly MarketplaceAccount[];
  rows: readonly PublisherRecord[];
  running: boolean;
  progress: RunProgress | null;
  /** Settles when the run ends. */
  onStart: (request: BulkRunRequest) => Promise<unknown>;
  onCancel: () => void;
}) => {
  const notify = useNotify();
  const { selectedIds = [] } = useListContext();
  const [destination, setDestination] = useState<number | ''>('');

  const start = (action: BulkAction) => {
    const target = action === 'create' ? destination : account?.value;
    const problem = bulkRunProblem(action, selectedIds.length, target === '' ? undefined : target);
    if (problem) return notify(problem, { type: 'warning' });
    const written = accounts.find((a) => a.value === target);
    if (!written) return;
    return onStart({ action, account: written, rows: inSelectionOrder(rows, selectedIds) });
  };

  return (
    <Paper variant="outlined" sx={{ p: 1, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {mode === 'own-database' && (
          <TextField
            select
            fullWidth={false}
            size="small"
            label={DESTINATION_LABEL}
            value={destination}
            disabled={running}
            onChange={(event) => setDestination(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {accounts
              .filter((a) => isMarketplaceAccount(a.value))
              .map((a) => (
                <MenuItem key={a.value} value={a.value}>{`${a.value} · ${a.key}`}</MenuItem>
              ))}
          </TextField>
        )}
        {bulkActionsFor(mode).map((choice) => (
          <WriteButton
            key={choice.id}
            variant={choice.id === 'delete' ? 'outlined' : 'contained'}
            color={choice.id === 'delete' ? 'error' : 'primary'}
            disabled={running || selectedIds.length === 0}
            onClick={() => start(choice.id)}
          >
            {choice.label}
          </WriteButton>
        ))}
      </Box>
      {progress && <RunProgressBar progress={progress} running={running} onCancel={onCancel} />}
    </Paper>
  );
};
