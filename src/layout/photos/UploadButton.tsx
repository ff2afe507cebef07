// The file chooser of every photo editor: a button that opens a hidden file input.
import { useRef, type ChangeEvent } from 'react';
import { Button, CircularProgress } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import UploadIcon from '@mui/icons-material/Upload';
import type { UploadChoice } from './types';

export const UploadButton = ({
  choice,
  disabled = false,
  busy = false,
  sx,
}: {
  choice: UploadChoice;
  disabled?: boolean;
  /** Shows a spinner in place of the icon while a file is sent. */
  busy?: boolean;
  sx?: object;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a failure or a removal.
    event.target.value = '';
    if (files.length > 0) choice.onFiles(files);
  };
  const icon = busy ? (
    <CircularProgress size={16} />
  ) : choice.icon === 'add' ? (
    <AddPhotoIcon />
  ) : (
    <UploadIcon />
  );
  return (
    <>
      <Button
        type="button"
        variant={choice.variant ?? 'outlined'}
        startIcon={icon}
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
        sx={sx}
      >
        {choice.label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        multiple={choice.multiple}
        accept={choice.accept}
        aria-label={choice.inputLabel}
        onChange={chosen}
      />
    </>
  );
};
