// Deleting a campaign, from either resource: a confirmation ('Esta acción, no se puede
// deshacer...', Cancelar / Aceptar), then DELETE, then both lists re-read. The server refuses a
// campaign that vehicles carry (409 'No se puede eliminar la campaña…'): that message is shown as
// it comes (campaign errors are shown, not only logged).
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify } from 'react-admin';
import { failureMessage } from './failureMessage';
import { useRereadCampaigns } from './useCampaignsChanged';
import { WriteConfirm } from '../../writes';

interface Props {
  resource: 'campaigns' | 'contadores';
  record: { id: string; name: string };
  onDeleted?: () => void;
}

export const DeleteCampaignButton = ({ resource, record, onDeleted }: Props) => {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const reread = useRereadCampaigns();
  const accept = async () => {
    try {
      await remove(
        resource,
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      setOpen(false);
      notify(`Campaña eliminada: ${record.name}`, { type: 'success' });
      onDeleted?.();
    } catch (failure) {
      setOpen(false);
      notify(failureMessage(failure), { type: 'error', autoHideDuration: 10000 });
    } finally {
      void reread();
    }
  };
  return (
    <>
      <Tooltip title="Eliminar">
        <IconButton
          aria-label={`Eliminar ${record.name}`}
          color="error"
          size="small"
          onClick={() => setOpen(true)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <WriteConfirm
        isOpen={open}
        loading={isPending}
        title={`¿Eliminar la campaña «${record.name}»?`}
        content="Esta acción, no se puede deshacer..."
        confirm="Aceptar"
        cancel="Cancelar"
        onConfirm={accept}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
