// Spec 1 §4 "Send panel" / issue 3 §3: tick any channel of the registry, 'Enviar' publishes
// the table's selection to each of them; a progress bar while it runs, then the results.
import { useState } from 'react';
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
import { useListContext } from 'react-admin';
import type { Channel } from '../../dataProvider/channels';
import type { StockVehicle } from '../../domain/types';
import { SendResults } from './SendResults';
import { vehicleCountLabel } from './StockTable';
import { useSendToChannels } from './useSendToChannels';

export interface SendPanelProps {
  channels: readonly Channel[];
  /** The stock's vehicles by idv (an index built on first use). */
  vehiclesById: () => ReadonlyMap<string, StockVehicle>;
}

export const SendPanel = ({ channels, vehiclesById }: SendPanelProps) => {
  const { selectedIds = [] } = useListContext();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const { send, cancel, progress, reports, isSending } = useSendToChannels();

  // A stored selection may name vehicles the stock no longer has: they are not sent.
  // (With nothing selected the index is never asked for.)
  const selected = selectedIds.flatMap((id) => vehiclesById().get(String(id)) ?? []);
  const targets = channels.filter((c) => ticked.has(c.id));

  const toggle = (id: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Card component="section" aria-labelledby="send-panel-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="send-panel-title" variant="h6" component="h2">
          Enviar a canales
        </Typography>
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
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            disabled={isSending || !selected.length || !targets.length}
            onClick={() => void send(selected, targets)}
          >
            Enviar
          </Button>
          {isSending && <Button onClick={cancel}>Cancelar</Button>}
        </Box>
        {progress && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={progress.total ? (progress.done / progress.total) * 100 : 0}
              aria-label="Progreso del envío"
            />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {`Enviando ${progress.done} de ${progress.total}`}
            </Typography>
          </Box>
        )}
        {reports && <SendResults reports={reports} />}
      </CardContent>
    </Card>
  );
};
