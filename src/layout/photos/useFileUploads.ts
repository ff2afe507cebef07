// The one way the photo editors send files: each file under a key, its progress kept for the
// editor to show, a way to stop it (a photo removed while it is sent), and the failure read
// as one sentence. How a file is sent (which API call) is the entity's `sender`.
import { useCallback, useEffect, useRef, useState } from 'react';

/** Sends one file, telling the share sent (0–1); answers what the server stored. */
export type FileSender<T> = (
  file: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
) => Promise<T>;

export interface SendingFile {
  key: string;
  name: string;
  sent: number;
}

/** The sentence of a failed upload: the server's or the network's message, else `fallback`. */
export const uploadFailureText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

let sends = 0;

export const useFileUploads = ({ stopOnLeave = false }: { stopOnLeave?: boolean } = {}) => {
  const running = useRef(new Map<string, AbortController>());
  const [sending, setSending] = useState<SendingFile[]>([]);

  useEffect(() => {
    const current = running.current;
    return () => {
      if (stopOnLeave) current.forEach((controller) => controller.abort());
    };
  }, [stopOnLeave]);

  const send = useCallback(
    async <T>(
      file: File,
      sender: FileSender<T>,
      {
        key = `upload-${++sends}`,
        onProgress,
      }: { key?: string; onProgress?: (sent: number) => void } = {},
    ): Promise<T> => {
      const controller = new AbortController();
      running.current.set(key, controller);
      setSending((all) => [...all, { key, name: file.name, sent: 0 }]);
      const progress = (sent: number) => {
        setSending((all) => all.map((u) => (u.key === key ? { ...u, sent } : u)));
        onProgress?.(sent);
      };
      try {
        return await sender(file, progress, controller.signal);
      } finally {
        running.current.delete(key);
        setSending((all) => all.filter((u) => u.key !== key));
      }
    },
    [],
  );

  /** Stops the uploads whose key is not kept (their photos were removed). */
  const stopAllBut = useCallback((kept: ReadonlySet<string>) => {
    for (const [key, controller] of running.current)
      if (!kept.has(key)) {
        controller.abort();
        running.current.delete(key);
      }
  }, []);

  return { sending, busy: sending.length > 0, send, stopAllBut };
};
