// Before sending, vehicles a channel's rule leaves out (reserved, VN
// where only VO goes, no deductible VAT on Aramis…) are counted per channel and per reason;
// staff skip them (the default) or send them anyway.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { formatInteger } from '../../domain/format';
import type { PendingSend } from './useSendToChannels';

const vehicles = (count: number) =>
  `${formatInteger(count)} ${count === 1 ? 'vehículo' : 'vehículos'}`;

const sends = (count: number) => `${formatInteger(count)} ${count === 1 ? 'envío' : 'envíos'}`;

export interface ExclusionDialogProps {
  pending: PendingSend | null;
  onConfirm: (includeExcluded: boolean) => void;
  onDismiss: () => void;
}

export const ExclusionDialog = ({ pending, onConfirm, onDismiss }: ExclusionDialogProps) => (
  <Dialog
    open={pending !== null}
    // Only 'Cancelar' or Escape dismiss it: the second click of a double click on 'Enviar'
    // lands outside the dialog it just opened, and must not close it without a word.
    onClose={(_event, reason) => {
      if (reason !== 'backdropClick') onDismiss();
    }}
    aria-labelledby="exclusion-title"
    aria-describedby="exclusion-text"
  >
    {pending && (
      <>
        <DialogTitle id="exclusion-title">Vehículos que los canales no aceptan</DialogTitle>
        <DialogContent>
          <DialogContentText id="exclusion-text">
            {`La regla de su canal deja fuera ${pending.excluded === 1 ? 'este envío' : `estos ${formatInteger(pending.excluded)} envíos`}:`}
          </DialogContentText>
          <List dense aria-label="Vehículos excluidos por canal">
            {pending.exclusions.map((line) => (
              <ListItem key={`${line.channelId}-${line.reason.id}`} disableGutters>
                <ListItemText
                  primary={`${line.label} · ${line.reason.label}: ${vehicles(line.count)}`}
                />
              </ListItem>
            ))}
          </List>
          <DialogContentText>
            {`Omitiéndolos se harán ${sends(pending.requests.skipping)}; enviándolos también, ${sends(pending.requests.including)}.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onDismiss}>Cancelar</Button>
          <Button onClick={() => onConfirm(true)}>Enviarlos también</Button>
          <Button variant="contained" autoFocus onClick={() => onConfirm(false)}>
            Omitirlos y enviar
          </Button>
        </DialogActions>
      </>
    )}
  </Dialog>
);
