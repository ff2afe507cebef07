// A delete behind its confirmation: the trigger opens the dialog, its confirm button runs the
// delete once (WriteConfirm) and the dialog closes whatever the answer. A failure is shown as
// a write failure unless the screen handles it.
import { useState, type ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, type RaRecord } from 'react-admin';
import { WriteConfirm, type WriteConfirmProps } from './WriteConfirm';
import { writeFailure } from './WriteButton';

export type ConfirmedDeleteProps = Omit<WriteConfirmProps, 'isOpen' | 'onConfirm' | 'onClose'> & {
  /** What opens the confirmation, given the function that opens it. */
  trigger: (open: () => void) => ReactNode;
  /** The delete and what follows its success. */
  run: () => Promise<unknown>;
  /** A failed delete; by default a write failure's snackbar. */
  onFailure?: (error: unknown) => void;
  /** After the delete, whatever its answer. */
  onSettled?: () => void;
};

export const ConfirmedDelete = ({
  trigger,
  run,
  onFailure,
  onSettled,
  ...confirmProps
}: ConfirmedDeleteProps) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const confirm = async () => {
    try {
      await run();
    } catch (error) {
      if (onFailure) onFailure(error);
      else notify(writeFailure(error), { type: 'error' });
    } finally {
      setOpen(false);
      onSettled?.();
    }
  };
  return (
    <>
      {trigger(() => setOpen(true))}
      <WriteConfirm
        {...confirmProps}
        isOpen={open}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export interface DeleteIconButtonProps<Row extends RaRecord> {
  resource: string;
  record: Row;
  /** The button's accessible name, e.g. 'Eliminar Seat Ibiza'. */
  label: string;
  /** The confirmation's question and warning; its buttons read Cancelar and Aceptar. */
  title: string;
  content: string;
  onDeleted?: () => void;
  onFailure: (error: unknown) => void;
  onSettled?: () => void;
}

/** A row's or a card's red bin icon ('Eliminar' on hover) deleting one record once confirmed. */
export const DeleteIconButton = <Row extends RaRecord>({
  resource,
  record,
  label,
  onDeleted,
  ...confirmation
}: DeleteIconButtonProps<Row>) => {
  const [remove, { isPending }] = useDelete();
  return (
    <ConfirmedDelete
      trigger={(open) => (
        <Tooltip title="Eliminar">
          <IconButton aria-label={label} color="error" size="small" onClick={open}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      run={async () => {
        await remove(
          resource,
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        onDeleted?.();
      }}
      {...confirmation}
      loading={isPending}
      confirm="Aceptar"
      cancel="Cancelar"
    />
  );
};
