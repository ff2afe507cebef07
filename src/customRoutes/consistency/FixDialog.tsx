// The fix's dialog: what will happen (one sentence per kind and channel) before anything is
// sent, then 'i de n' with a bar while the chunks go, then what came of it — the drifts
// fixed, those already gone, and those that failed with the reason.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { formatCount, formatInteger, formatProgress } from '../../domain/format';
import { DRIFT_KIND_LABELS } from '../../domain/consistency/kinds';
import { planFix, planSummary } from '../../domain/consistency/fixPlan';
import type { FixItem } from '../../domain/consistency/types';
import type { FixRunState } from './useFixRun';

const TITLE_ID = 'fix-dialog-title';

const ItemList = ({
  label,
  items,
  labelOf,
}: {
  label: string;
  items: (FixItem & { text: string })[];
  labelOf: (channelId: string) => string;
}) => (
  <List dense aria-label={label} sx={{ maxHeight: 240, overflowY: 'auto' }}>
    {items.map((item, i) => (
      <ListItem key={`${item.channel}|${item.idv}|${item.kind}|${i}`} disableGutters>
        <ListItemText
          primary={`${labelOf(item.channel)} · ${item.idv} · ${DRIFT_KIND_LABELS[item.kind] ?? item.kind}`}
          secondary={item.text}
        />
      </ListItem>
    ))}
  </List>
);

const Confirm = ({ items, labelOf }: { items: FixItem[]; labelOf: (id: string) => string }) => (
  <>
    <Typography>{planSummary(items)}</Typography>
    <List dense aria-label="Qué se hará">
      {planFix(items, labelOf).map((line) => (
        <ListItem key={`${line.kind}|${line.channel}`} disableGutters>
          <ListItemText primary={line.text} />
        </ListItem>
      ))}
    </List>
  </>
);

export const FixDialog = ({
  state,
  labelOf,
  onConfirm,
  onClose,
}: {
  state: FixRunState;
  labelOf: (channelId: string) => string;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  if (state.phase === 'idle') return null;
  const { items } = state;
  const running = state.phase === 'running';
  const title =
    state.phase === 'done'
      ? 'Resultado de la corrección'
      : `Corregir ${formatCount(items.length, 'discrepancia')}`;
  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={TITLE_ID}>{title}</DialogTitle>
      <DialogContent>
        {state.phase === 'confirm' && <Confirm items={items} labelOf={labelOf} />}
        {state.phase === 'running' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography role="status">
              {`Corrigiendo… ${formatProgress(state.tally.done, state.tally.total)}`}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(state.tally.done / Math.max(state.tally.total, 1)) * 100}
              aria-label="Progreso de la corrección"
            />
          </Box>
        )}
        {state.phase === 'done' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Alert severity={state.tally.failed.length ? 'warning' : 'success'} role="status">
              {`${formatCount(state.tally.fixed, 'discrepancia corregida', 'discrepancias corregidas')} de ${formatCount(state.tally.total, 'pedida', 'pedidas')}`}
            </Alert>
            {state.tally.skipped.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3">
                  {`Sin cambios (${formatInteger(state.tally.skipped.length)})`}
                </Typography>
                <ItemList
                  label="Sin cambios"
                  labelOf={labelOf}
                  items={state.tally.skipped.map((s) => ({ ...s, text: s.reason }))}
                />
              </>
            )}
            {state.tally.failed.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" color="error">
                  {`Con error (${formatInteger(state.tally.failed.length)})`}
                </Typography>
                <ItemList
                  label="Con error"
                  labelOf={labelOf}
                  items={state.tally.failed.map((f) => ({ ...f, text: f.error }))}
                />
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {state.phase === 'confirm' && (
          <>
            <Button onClick={onClose}>Cancelar</Button>
            <Button variant="contained" onClick={onConfirm}>
              Corregir
            </Button>
          </>
        )}
        {running && (
          <Button disabled loading>
            Corrigiendo
          </Button>
        )}
        {state.phase === 'done' && (
          <Button variant="contained" onClick={onClose}>
            Cerrar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
