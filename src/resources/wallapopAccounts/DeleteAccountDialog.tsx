// Deleting an account is not undoable, so the grid asks first.
import { Button, DialogContentText } from '@mui/material';
import { TitledDialog, useKeptWhileClosing } from '../../layout/TitledDialog';
import { WriteButton } from '../../writes';

interface Props {
  accountName: string | null;
  busy: boolean;
  onCancel: () => void;
  /** Settles when the delete has its answer. */
  onConfirm: () => Promise<unknown>;
}

export const DeleteAccountDialog = ({ accountName, busy, onCancel, onConfirm }: Props) => {
  const shownName = useKeptWhileClosing(accountName);
  return (
    <TitledDialog
      open={accountName !== null}
      onClose={onCancel}
      titleId="delete-account-title"
      title="Eliminar cuenta"
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <WriteButton onClick={onConfirm} color="error" variant="contained" working={busy}>
            Eliminar
          </WriteButton>
        </>
      }
    >
      <DialogContentText>{`¿Seguro que quiere eliminar la cuenta «${shownName ?? ''}»?`}</DialogContentText>
    </TitledDialog>
  );
};
