// The bulk action's confirmation on the three dashboards: 'Atención', '¿Seguro que quiere
// realizar esta acción?', the action's name and the number of selected vehicles; Aceptar runs
// it, Cancelar closes.
import { Button, DialogContentText } from '@mui/material';
import { BULK_TEXTS } from '../../domain/ownSites/bulkActions';
import { TitledDialog, useKeptWhileClosing } from '../../layout/TitledDialog';
import { WriteButton } from '../../writes';

/** The texts of the confirmation (the own sites' bulkConfirmation, /gomotor's webBulkConfirmation). */
export interface BulkConfirmation {
  title: string;
  question: string;
  detail: string;
}

interface Props {
  /** The texts to show; null = closed. */
  confirmation: BulkConfirmation | null;
  onCancel: () => void;
  /** Settles when the run it starts has its answer. */
  onAccept: () => unknown;
}

export const BulkConfirmDialog = ({ confirmation, onCancel, onAccept }: Props) => {
  const shown = useKeptWhileClosing(confirmation);
  return (
    <TitledDialog
      open={confirmation !== null}
      onClose={onCancel}
      titleId="bulk-confirm-title"
      aria-describedby="bulk-confirm-question bulk-confirm-detail"
      title={shown?.title ?? BULK_TEXTS.title}
      actions={
        <>
          <Button onClick={onCancel}>{BULK_TEXTS.cancel}</Button>
          <WriteButton onClick={onAccept} variant="contained" autoFocus>
            {BULK_TEXTS.accept}
          </WriteButton>
        </>
      }
    >
      <DialogContentText id="bulk-confirm-question">
        {shown?.question ?? BULK_TEXTS.question}
      </DialogContentText>
      <DialogContentText id="bulk-confirm-detail" sx={{ mt: 1, fontWeight: 500 }}>
        {shown?.detail}
      </DialogContentText>
    </TitledDialog>
  );
};
