// 'Generar CSV' hands the browser the file the server wrote, under its name: the CSV text
// behind an object URL (the token travels in a header, so the API's address cannot be opened
// directly); the browser saves it or opens it with the user's spreadsheet.
import { saveBlob } from '../../layout/saveFile';

export const ARAMIS_CSV_FILE = 'aramis-francia.csv';

export function openCsv(text: string, fileName: string = ARAMIS_CSV_FILE): void {
  // The BOM the server wrote (fetch's text() drops it) so Excel reads the accents right.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  // Revoked later: the browser reads the URL after click() returns.
  saveBlob(blob, fileName, 1000);
}
