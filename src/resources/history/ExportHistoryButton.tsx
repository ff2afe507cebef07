// 'Exportar' of the history: the CSV of every entry the list's filters select (not only the
// page shown), as the server writes it, saved under the name it gives.
import { useListContext, useNotify } from 'react-admin';
import { fetchAuditCsv } from '../../dataProvider/audit';
import { DownloadButton } from '../../layout/DownloadButton';
import { openCsv } from '../aramisFrancia/openCsv';

export const ExportHistoryButton = () => {
  const { filterValues, total } = useListContext();
  const notify = useNotify();
  return (
    <DownloadButton
      showLoading
      disabled={total === 0}
      download={async () => {
        const { name, text } = await fetchAuditCsv(filterValues);
        openCsv(text, name);
      }}
      onFailure={(error) =>
        notify(error instanceof Error ? error.message : 'No se ha podido exportar el historial', {
          type: 'error',
        })
      }
    >
      Exportar
    </DownloadButton>
  );
};
