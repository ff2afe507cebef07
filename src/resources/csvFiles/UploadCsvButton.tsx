// The CSV upload of /subir-csv. Other files are refused in the browser with 'Solo se admiten
// ficheros .csv' (the server refuses them too, and its message is shown); a progress bar follows
// the upload; on success the list is read again. A binary file renamed .csv (its first bytes are
// not text) is refused here too, before uploading.
import { useRef, useState, type ChangeEvent } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { QuiterDataProvider } from '../../dataProvider/quiter';
import { csvContentProblem, csvFileProblem, CSV_SNIFF_BYTES } from '../../domain/csvUpload';
import { WriteButton } from '../../writes';

/** The reason the chosen file cannot be uploaded, or null: its name, type and size, then its first bytes. */
const fileProblem = async (file: File): Promise<string | null> =>
  csvFileProblem(file) ??
  csvContentProblem(new Uint8Array(await file.slice(0, CSV_SNIFF_BYTES).arrayBuffer()));

export const UploadCsvButton = () => {
  const dataProvider = useDataProvider<QuiterDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);

  const upload = useMutation({
    mutationFn: (file: File) =>
      dataProvider.uploadCsv('csv-files', { file, onProgress: setProgress }),
    onSuccess: ({ message }) => {
      notify(message, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['csv-files'] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    event.target.value = '';
    if (!file) return;
    void fileProblem(file).then((problem) => {
      if (problem) {
        notify(problem, { type: 'error' });
        return;
      }
      setProgress(0);
      upload.mutate(file);
    });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="csv-file-input"
        onChange={choose}
      />
      {/* The upload starts once a file is chosen; until its answer the button is off. */}
      <WriteButton
        variant="contained"
        startIcon={<UploadFileIcon />}
        working={upload.isPending}
        onClick={() => input.current?.click()}
      >
        Subir CSV
      </WriteButton>
      {upload.isPending && (
        <Box sx={{ width: 200 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Subiendo el fichero" />
          <Typography
            variant="caption"
            color="text.secondary"
          >{`Subiendo… ${progress} %`}</Typography>
        </Box>
      )}
    </Box>
  );
};
