// Spec 1 §2 "/subir-csv" and spec 2 §5 "CSV import accepts .csv only": whether a chosen file
// may be uploaded, checked in the browser before the server (docs/API.md) checks it again.

export const CSV_ONLY_MESSAGE = 'Solo se admiten ficheros .csv';
export const NO_FILE_MESSAGE = 'No se ha recibido ningún fichero';
export const EMPTY_FILE_MESSAGE = 'El fichero está vacío';

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

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** File sizes of the list: '512 B', '1,5 KB', '2,3 MB'. */
export const formatFileSize = (bytes: unknown): string => {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('es-ES', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
};
