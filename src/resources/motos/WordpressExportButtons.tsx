// 'Importar a WordPress' in the /motos list actions: the launch says 'Se ha lanzado la exportación
// de motos a WordPress' at once, and the outcome ('Exportación a WordPress: N motos', or why it
// failed) when the server says the run ended — a `resource:changed` of the export runs, then the
// status call. A second launch while one runs is refused by the server (409) with its message.
// 'Última exportación' saves the last file.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import {
  readLastWordpressExport,
  readWordpressExportStatus,
  startWordpressExport,
} from '../../dataProvider/motos';
import {
  WORDPRESS_EXPORT_LAUNCHED,
  exportOutcome,
  isExportRunChange,
} from '../../domain/motos/wordpressExport';
import { useServerEvent } from '../../realtime/useServerEvent';
import { saveBlob } from '../../layout/saveFile';
import { WriteButton } from '../../writes';

/** How often the status is asked while a run goes on, beside the live event. */
const STATUS_POLL_MS = 5000;

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se ha podido exportar';

export const WordpressExportButton = () => {
  const notify = useNotify();
  const run = useRef<{ id: string; told: boolean } | null>(null);
  const [running, setRunning] = useState(false);

  /** Reads the status; tells the outcome once, when the run launched has ended. */
  const check = useCallback(async () => {
    const current = run.current;
    if (!current || current.told) return;
    try {
      const outcome = exportOutcome(await readWordpressExportStatus(), current.id);
      if (!outcome || current.told) return;
      current.told = true;
      setRunning(false);
      notify(outcome.message, { type: outcome.ok ? 'success' : 'error' });
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    }
  }, [notify]);

  useServerEvent('resource:changed', (payload) => {
    if (run.current && isExportRunChange(payload, run.current.id)) void check();
  });

  // Should the live event be missed (the socket reconnecting), the status is asked now and then.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void check(), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [running, check]);

  const launch = async () => {
    setRunning(true);
    try {
      const answer = await startWordpressExport();
      notify(answer?.message || WORDPRESS_EXPORT_LAUNCHED, { type: 'info' });
      run.current = { id: String(answer?.runId ?? ''), told: false };
      // A small export may end before its launch's answer arrives here: asked once now.
      void check();
    } catch (error) {
      setRunning(false);
      notify(failureText(error), { type: 'error' });
    }
  };

  // Working from the click until the export has ended.
  return (
    <WriteButton size="small" startIcon={<CloudUploadIcon />} working={running} onClick={launch}>
      Importar a WordPress
    </WriteButton>
  );
};

/** Saves the file of the last export (GET /api/motos/wordpress-export/last). */
export const LastWordpressExportButton = () => {
  const notify = useNotify();
  const download = async () => {
    try {
      const { name, blob } = await readLastWordpressExport();
      saveBlob(blob, name);
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()}>
      Última exportación
    </Button>
  );
};
