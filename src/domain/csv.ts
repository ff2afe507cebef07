// The one CSV writer of the application: every CSV file it makes (the renting export, the
// WordPress import file, the Aramis supplier CSV, the motos table's export) is written here,
// so each holds the same two rules. Shared by the console and the server (hence the .js
// imports elsewhere).
//
// 1. RFC 4180. A cell holding the separator, a double quote, a carriage return or a line feed
//    is enclosed in double quotes, its quotes doubled; records end with CRLF. A cell with a
//    line break inside (the renting equipment, one entry per line) is then one cell for any
//    reader, whatever line endings a spreadsheet saves the file with afterwards.
// 2. No formulas. A spreadsheet runs a cell that begins with '=', '+', '-', '@', a tab or a
//    carriage return as a formula ('=HYPERLINK(…)', '@SUM(1+1)'). Such a text cell is written
//    with an apostrophe in front, which spreadsheets read as "this is text". Text that already
//    begins with apostrophes before one of those characters gets one more, so that reading a
//    cell back (readCsvCell) takes exactly one away and gives the text as it was.
//    Numbers are written as numbers, -5 as -5: a number is no formula and must stay a number
//    for the spreadsheet. Text is always text: the string '-5' is written '-5 with its
//    apostrophe (a reader of ours takes it back as '-5').

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** The separator: ',' (default) or ';' (what a Spanish or French Excel expects). */
  delimiter?: ',' | ';';
  /** Starts the text with a UTF-8 byte order mark (Excel then reads accents right). */
  bom?: boolean;
}

/** A text cell a spreadsheet would run as a formula (after any apostrophes already there). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** What readCsvCell takes away: the one apostrophe the writer put in front. */
const ADDED_APOSTROPHE = /^'(?='*[=+\-@\t\r])/;

const text = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return FORMULA_START.test(value) ? `'${value}` : value;
};

/** One cell as the file holds it: formulas neutralised, quoted when it must be. */
export function csvCell(value: CsvValue, delimiter: ',' | ';' = ','): string {
  const cell = text(value);
  const mustQuote =
    cell.includes(delimiter) || cell.includes('"') || cell.includes('\r') || cell.includes('\n');
  return mustQuote ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The file's text: one record per row (the header is the first row), each ending in CRLF. */
export function csvText(rows: Iterable<readonly CsvValue[]>, options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const lines: string[] = [];
  for (const row of rows) lines.push(row.map((value) => csvCell(value, delimiter)).join(delimiter));
  return `${options.bom ? '\uFEFF' : ''}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** A cell as read from a file of ours (already unquoted): its text as it was written. */
export const readCsvCell = (cell: string): string => cell.replace(ADDED_APOSTROPHE, '');
