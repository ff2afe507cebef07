// A small 'download' button whose click asks for a file and saves it: it waits, disabled, until
// the answer; a failure is the caller's to say.
import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';

export const DownloadButton = ({
  download,
  onFailure,
  disabled = false,
  showLoading = false,
  children,
}: {
  /** Asks for the file and saves it. */
  download: () => Promise<void>;
  onFailure: (error: unknown) => void;
  disabled?: boolean;
  /** A spinner in the button while it waits. */
  showLoading?: boolean;
  children: ReactNode;
}) => {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={showLoading ? busy : undefined}
      disabled={busy || disabled}
      onClick={() => void run()}
    >
      {children}
    </Button>
  );
};
