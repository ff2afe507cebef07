// The supplier's CSV ('Generar CSV'; GET /aramis-francia/csv): one row per record of the supplier
// stock, the supplier's columns in their order, written by the shared CSV writer
// (src/domain/csv.ts: quoted where needed, formulas neutralised). ';' separates the fields and the
// text starts with a UTF-8 BOM, as Excel in France and Spain expects (accents such as 'Électrique'
// read right when the file is opened).
import { ARAMIS_RECORD_FIELDS, type AramisListing } from '../../src/domain/aramis.js';
import { csvText, type CsvValue } from '../../src/domain/csv.js';

export const ARAMIS_CSV_NAME = 'aramis-francia.csv';
const ARAMIS_CSV_DELIMITER = ';';

export function aramisCsv(listings: readonly AramisListing[]): string {
  const rows = listings.map((listing) => {
    const record = listing as unknown as Record<string, CsvValue>;
    return ARAMIS_RECORD_FIELDS.map((field) => record[field]);
  });
  return csvText([[...ARAMIS_RECORD_FIELDS], ...rows], {
    bom: true,
    delimiter: ARAMIS_CSV_DELIMITER,
  });
}
