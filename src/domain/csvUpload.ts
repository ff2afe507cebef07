// Whether a chosen file (.csv only on /subir-csv and the renting import) may be uploaded, checked
// in the browser before the server (docs/API.md) checks it again. Shared with the server (its
// refusal messages), hence the .js import.
import { formatFileSize } from './format.js';

export const CSV_ONLY_MESSAGE = 'Solo se admiten ficheros .csv';
export const NO_FILE_MESSAGE = 'No se ha recibido ningún fichero';
export const EMPTY_FILE_MESSAGE = 'El fichero está vacío';
export const INVALID_CSV_MESSAGE = 'El fichero no es un CSV válido';

/** How much of a chosen file the browser reads before uploading it. */
export const CSV_SNIFF_BYTES = 64 * 1024;

/** docs/API.md: the server's UPLOAD_MAX_BYTES default (5 MB). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

export const tooLargeMessage = (maxBytes: number): string =>
  `El fichero supera el tamaño máximo (${formatFileSize(maxBytes)})`;

/** Only what the check reads of a browser File. */
export interface ChosenFile {
  name: string;
  size: number;
  type?: string;
}

// Content types browsers and systems give to .csv files (Windows says vnd.ms-excel).
const CSV_TYPES = new Set([
  '',
  'text/csv',
  'text/plain',
  'text/x-csv',
  'application/csv',
  'application/x-csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

/** The Spanish reason the file is refused, or null when it can be uploaded. */
export const csvFileProblem = (
  file: ChosenFile | null | undefined,
  maxBytes: number = CSV_MAX_BYTES,
): string | null => {
  if (!file) return NO_FILE_MESSAGE;
  if (!/\.csv$/i.test(file.name.trim())) return CSV_ONLY_MESSAGE;
  if (!CSV_TYPES.has((file.type ?? '').toLowerCase().split(';')[0].trim())) return CSV_ONLY_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > maxBytes) return tooLargeMessage(maxBytes);
  return null;
};

/**
 * Whether bytes can be CSV text: UTF-8 or latin1/Windows-1252, so any byte but NUL, the C0 controls
 * other than tab, line feed and carriage return, and DEL. A PNG, a ZIP (xlsx) or a PDF renamed .csv
 * has such bytes in its first few. Shared with the server.
 */
export const isTextBytes = (bytes: Uint8Array): boolean => {
  for (const byte of bytes) {
    if (byte === 0x7f || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d)) {
      return false;
    }
  }
  return true;
};

/** The Spanish reason the first bytes of a chosen file are not a CSV, or null. */
export const csvContentProblem = (head: Uint8Array): string | null =>
  isTextBytes(head) ? null : INVALID_CSV_MESSAGE;

/** File sizes of the list and messages ('512 B', '1,5 KB', '2,3 MB'): the formatting module's. */
export { formatFileSize };
