// 'Exportar' of the history: the CSV of every entry the list's filters select (not only the
// page shown), as the server writes it, saved under the name it gives.
import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useNotify } from 'react-admin';
import { fetchAuditCsv } from '../../dataProvider/audit';
import { openCsv } from '../aramisFrancia/openCsv';

export const ExportHistoryButton = () => {
  const { filterValues, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { name, text } = await fetchAuditCsv(filterValues);
      openCsv(text, name);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'No se ha podido exportar el historial', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={busy}
      disabled={busy || total === 0}
      onClick={() => void exportCsv()}
    >
      Exportar
    </Button>
  );
};
