// Deleting a campaign, from either resource: a confirmation ('Esta acción, no se puede
// deshacer...', Cancelar / Aceptar), then DELETE, then both lists re-read. The server refuses a
// campaign that vehicles carry (409 'No se puede eliminar la campaña…'): that message is shown as
// it comes (campaign errors are shown, not only logged).
import { useNotify } from 'react-admin';
import { failureMessage } from './failureMessage';
import { useRereadCampaigns } from './useCampaignsChanged';
import { DeleteIconButton } from '../../writes';

interface Props {
  resource: 'campaigns' | 'contadores';
  record: { id: string; name: string };
  onDeleted?: () => void;
}

export const DeleteCampaignButton = ({ resource, record, onDeleted }: Props) => {
  const notify = useNotify();
  const reread = useRereadCampaigns();
  return (
    <DeleteIconButton
      resource={resource}
      record={record}
      label={`Eliminar ${record.name}`}
      title={`¿Eliminar la campaña «${record.name}»?`}
      content="Esta acción, no se puede deshacer..."
      onDeleted={() => {
        notify(`Campaña eliminada: ${record.name}`, { type: 'success' });
        onDeleted?.();
      }}
      onFailure={(failure) =>
        notify(failureMessage(failure), { type: 'error', autoHideDuration: 10000 })
      }
      onSettled={() => void reread()}
    />
  );
};
