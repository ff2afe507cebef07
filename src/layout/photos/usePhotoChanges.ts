// How a photo panel saves a change (an upload, the order, the main photo, a delete): the same
// way on every screen. While it is saved, or a file is sent, every control waits; then a
// snackbar says how it went: the change's success text, or the server's message (else the
// panel's own sentence). What follows is the entity's: its record read again, the failure logged.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { uploadFailureText, useFileUploads } from './useFileUploads';

export interface PhotoChangeOptions {
  /** How long the snackbars stay, in ms (an error's may stay longer). */
  shownMs: number;
  errorShownMs?: number;
  /** Said when a change fails without a message of its own. */
  failure: string;
  /** After each saved change (the record read again). */
  onSaved?: () => void;
  /** After each failed change, before the controls are free again. */
  onFailed?: (error: unknown) => void | Promise<void>;
}

/** One change: its success text (none: saved silently) and its own failure sentence. */
export interface PhotoChange {
  success?: string;
  failure?: string;
  onFailed?: (error: unknown) => void;
}

export const usePhotoChanges = (options: PhotoChangeOptions) => {
  const notify = useNotify();
  const uploads = useFileUploads();
  const [saving, setSaving] = useState(false);

  const run = async (action: () => Promise<unknown>, change: PhotoChange = {}) => {
    setSaving(true);
    try {
      await action();
      if (change.success)
        notify(change.success, { type: 'success', autoHideDuration: options.shownMs });
      options.onSaved?.();
    } catch (error) {
      notify(uploadFailureText(error, change.failure ?? options.failure), {
        type: 'error',
        autoHideDuration: options.errorShownMs ?? options.shownMs,
      });
      change.onFailed?.(error);
      await options.onFailed?.(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    run,
    /** A change is being saved or a file sent. */
    busy: saving || uploads.busy,
    sending: uploads.sending,
    /** Sends a file through the one upload helper (its progress in `sending`). */
    upload: uploads.send,
  };
};
