// Deleting an account is not undoable, so the grid asks first.
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { WriteButton } from '../../writes';

interface Props {
  accountName: string | null;
  busy: boolean;
  onCancel: () => void;
  /** Settles when the delete has its answer. */
  onConfirm: () => Promise<unknown>;
}

export const DeleteAccountDialog = ({ accountName, busy, onCancel, onConfirm }: Props) => {
  // The dialog fades out after it closes: it keeps naming the account meanwhile.
  const [shownName, setShownName] = useState(accountName);
  if (accountName !== null && accountName !== shownName) setShownName(accountName);
  return (
    <Dialog open={accountName !== null} onClose={onCancel} aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">Eliminar cuenta</DialogTitle>
      <DialogContent>
        <DialogContentText>{`¿Seguro que quiere eliminar la cuenta «${shownName ?? ''}»?`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <WriteButton onClick={onConfirm} color="error" variant="contained" working={busy}>
          Eliminar
        </WriteButton>
      </DialogActions>
    </Dialog>
  );
};
