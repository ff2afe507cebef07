// The list view's action 'Descargar fichero CSV': the selected rows, made into a CSV by the server
// (download-csv, which reads each row by its _id: a selection spanning pages is named whole), then
// downloaded with the session's token.
import { useListContext, useNotify } from 'react-admin';
import { fetchRentingCsv } from '../../dataProvider/renting';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import type { RentingVehicle } from '../../domain/renting/types';
import { DownloadButton } from '../../layout/DownloadButton';
import { saveBlob } from '../../layout/saveFile';
import { ERROR_NOTICE, failureText, logFailure } from './failure';

export const DownloadCsvButton = () => {
  const { selectedIds } = useListContext<RentingVehicle>();
  const notify = useNotify();
  return (
    <DownloadButton
      disabled={selectedIds.length === 0}
      download={async () => {
        const { name, blob } = await fetchRentingCsv(
          selectedIds.map((id) => ({ _id: String(id) })),
        );
        saveBlob(blob, name);
      }}
      onFailure={(error) => {
        logFailure('download-csv', error);
        notify(failureText(error, 'No se ha podido generar el fichero CSV'), ERROR_NOTICE);
      }}
    >
      {RENTING_TEXTS.downloadCsv}
    </DownloadButton>
  );
};
