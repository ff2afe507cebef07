// 'Importar CSV': a .csv chosen, 'Aceptar' uploads it, asks for its import by the uploaded name and
// re-reads the stock; without a file 'No hay fichero seleccionado!!!'; 'Cancelar' clears the file.
// A refused file or row says why (the server's 'Línea N, columna X: …'), shown, not only logged.
import { useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useRefresh } from 'react-admin';
import { importRentingCsv } from '../../dataProvider/renting';
import { csvFileProblem, formatFileSize } from '../../domain/csvUpload';
import { formatInteger } from '../../domain/format';
import type { ImportAnswer } from '../../dataProvider/renting';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import { failureText, logFailure } from './failure';
import { WriteButton } from '../../writes';

/** 'Fichero importado: 2 creados, 1 actualizados, 57 sin cambios'. */
export const importSummary = ({ created, updated, unchanged }: ImportAnswer): string =>
  `Fichero importado: ${formatInteger(created)} creados, ${formatInteger(updated)} actualizados, ${formatInteger(unchanged)} sin cambios`;

export const ImportCsvButton = () => {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const refresh = useRefresh();

  const clear = () => {
    setFile(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  };
  const cancel = () => {
    clear();
    setOpen(false);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setProblem(chosen ? csvFileProblem(chosen) : null);
  };
  const accept = async () => {
    if (!file) return setProblem(RENTING_TEXTS.noCsvChosen);
    const refused = csvFileProblem(file);
    if (refused) return setProblem(refused);
    setBusy(true);
    try {
      notify(importSummary(await importRentingCsv(file)), { type: 'success' });
      cancel();
      refresh();
    } catch (error) {
      logFailure('import-csv', error);
      setProblem(failureText(error, 'No se ha podido importar el fichero'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {RENTING_TEXTS.importCsv}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : cancel}
        aria-labelledby="import-csv-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="import-csv-title">{RENTING_TEXTS.importCsv}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" component="label" disabled={busy}>
                Elegir fichero
                <input
                  ref={input}
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="Fichero CSV"
                  onChange={choose}
                />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
                {file ? `${file.name} (${formatFileSize(file.size)})` : 'Ningún fichero elegido'}
              </Typography>
            </Stack>
            {problem && (
              <Alert severity={file ? 'error' : 'warning'} role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={busy}>
            Cancelar
          </Button>
          <WriteButton variant="contained" onClick={accept} working={busy}>
            Aceptar
          </WriteButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
