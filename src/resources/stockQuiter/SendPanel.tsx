// The send panel: the selected vehicles (5 per page) beside the channels to tick; 'Enviar'
// publishes the selection to each of them. A
// progress bar while it runs; a confirmation when a channel's rule leaves vehicles out; the
// accumulated results; and a note when the selection went already.
import { memo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useListContext, type Identifier } from 'react-admin';
import type { Channel } from '../../dataProvider/channels';
import { formatProgress } from '../../domain/format';
import { SideBySide } from '../../layout/SideBySide';
import type { StockVehicle } from '../../domain/types';
import { wasSent } from '../../domain/sendTally';
import { AlreadySent } from './AlreadySent';
import { ExclusionDialog } from './ExclusionDialog';
import { SelectedVehicles } from './SelectedVehicles';
import { SendResults } from './SendResults';
import { vehicleCountLabel } from './StockTable';
import { useSendToChannels } from './useSendToChannels';
import { WriteButton } from '../../writes';

export const SEND_PANEL_ID = 'send-panel';

export interface SendPanelProps {
  channels: readonly Channel[];
  /** The stock's vehicles by idv (an index built on first use). */
  vehiclesById: () => ReadonlyMap<string, StockVehicle>;
}

const NO_IDS: Identifier[] = [];

/**
 * The panel reads the table's list context for the selection alone: a filter switch or a page
 * changes the context but not the selection, and does not draw the panel (its grid, its channels)
 * again.
 */
export const SendPanel = (props: SendPanelProps) => {
  const { selectedIds, onToggleItem } = useListContext();
  // An empty selection may come as a new array on every render (react-admin's store default).
  const ids = selectedIds?.length ? selectedIds : NO_IDS;
  return <SendPanelBody {...props} selectedIds={ids} onToggleItem={onToggleItem} />;
};

interface SendPanelBodyProps extends SendPanelProps {
  selectedIds: Identifier[];
  onToggleItem: (id: Identifier) => void;
}

const SendPanelBody = memo(function SendPanelBody({
  channels,
  vehiclesById,
  selectedIds,
  onToggleItem,
}: SendPanelBodyProps) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const sending = useSendToChannels(channels);
  const { send, cancel, progress, outcomes, lastSend, isSending } = sending;

  // A stored selection may name vehicles the stock no longer has: they are not sent.
  // (With nothing selected the index is never asked for.)
  const selected = selectedIds.flatMap((id) => vehiclesById().get(String(id)) ?? []);
  const targets = channels.filter((c) => ticked.has(c.id));
  const alreadySent = wasSent(
    selected.map((v) => String(v.idv)),
    lastSend,
  );

  const toggle = (id: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Card
      component="section"
      id={SEND_PANEL_ID}
      tabIndex={-1}
      aria-labelledby="send-panel-title"
      sx={{ mt: 2, scrollMarginTop: 72 }}
    >
      <CardContent>
        <Typography id="send-panel-title" variant="h6" component="h2">
          Enviar a canales
        </Typography>
        <SideBySide columns="minmax(0, 1fr) minmax(0, 1fr)">
          <SelectedVehicles
            selectedIds={selectedIds}
            onToggleItem={onToggleItem}
            vehiclesById={vehiclesById}
          />
          <Box>
            <Typography variant="body2" color="text.secondary">
              {selected.length
                ? vehicleCountLabel(selected.length)
                : 'Seleccione vehículos en la tabla'}
            </Typography>
            <FormGroup row role="group" aria-label="Canales de destino" sx={{ my: 1 }}>
              {channels.map((channel) => (
                <FormControlLabel
                  key={channel.id}
                  label={channel.label}
                  control={
                    <Checkbox
                      checked={ticked.has(channel.id)}
                      onChange={() => toggle(channel.id)}
                      disabled={isSending}
                    />
                  }
                />
              ))}
            </FormGroup>
            {alreadySent && lastSend && !isSending && <AlreadySent lastSend={lastSend} />}
            <Box sx={{ display: 'flex', gap: 1 }}>
              {/* Busy from the click until the send ends, the confirmation included. */}
              <WriteButton
                variant="contained"
                startIcon={<SendIcon />}
                disabled={!selected.length || !targets.length}
                working={isSending || sending.pending !== null}
                onClick={() => send(selected, targets)}
              >
                Enviar
              </WriteButton>
              {isSending && <Button onClick={cancel}>Cancelar</Button>}
            </Box>
            {progress && (
              <Box sx={{ mt: 2 }}>
                <LinearProgress
                  variant={progress.total ? 'determinate' : 'indeterminate'}
                  value={progress.total ? (progress.done / progress.total) * 100 : 0}
                  aria-label="Progreso del envío"
                />
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {progress.total
                    ? `Enviando ${formatProgress(progress.done, progress.total)}`
                    : 'Preparando el envío…'}
                </Typography>
              </Box>
            )}
            {outcomes && (
              <SendResults
                outcomes={outcomes}
                onRetry={sending.retry}
                onClear={sending.clear}
                disabled={isSending}
              />
            )}
          </Box>
        </SideBySide>
      </CardContent>
      <ExclusionDialog
        pending={sending.pending}
        onConfirm={sending.confirm}
        onDismiss={sending.dismiss}
      />
    </Card>
  );
});
