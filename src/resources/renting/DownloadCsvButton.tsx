// The list view's action 'Descargar fichero CSV': the selected rows, made into a CSV by the server
// (download-csv, which reads each row by its _id: a selection spanning pages is named whole), then
// downloaded with the session's token.
import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useNotify } from 'react-admin';
import { fetchRentingCsv } from '../../dataProvider/renting';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import type { RentingVehicle } from '../../domain/renting/types';
import { ERROR_NOTICE, failureText, logFailure } from './failure';

const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const DownloadCsvButton = () => {
  const { selectedIds } = useListContext<RentingVehicle>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { name, blob } = await fetchRentingCsv(selectedIds.map((id) => ({ _id: String(id) })));
      saveBlob(blob, name);
    } catch (error) {
      logFailure('download-csv', error);
      notify(failureText(error, 'No se ha podido generar el fichero CSV'), ERROR_NOTICE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy || selectedIds.length === 0}
      onClick={() => void download()}
    >
      {RENTING_TEXTS.downloadCsv}
    </Button>
  );
};
