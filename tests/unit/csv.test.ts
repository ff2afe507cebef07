// The one CSV writer (src/domain/csv.ts), from one table of cases: RFC 4180 quoting, formulas
// neutralised, numbers left numbers, and what a reader of ours takes back.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvText, readCsvCell, type CsvValue } from '../../src/domain/csv';

interface Case {
  name: string;
  value: CsvValue;
  /** The cell as written with ',' (and with ';' when it differs). */
  comma: string;
  semicolon?: string;
  /** What a reader of ours takes back (default: the value itself). */
  read?: string;
}

const CASES: Case[] = [
  { name: 'plain text', value: 'Peugeot 208', comma: 'Peugeot 208' },
  { name: 'empty text', value: '', comma: '' },
  { name: 'null', value: null, comma: '', read: '' },
  { name: 'undefined', value: undefined, comma: '', read: '' },
  {
    name: 'a formula with quotes',
    value: '=HYPERLINK("http://x")',
    comma: `"'=HYPERLINK(""http://x"")"`,
  },
  { name: 'an @ function', value: '@SUM(1+1)', comma: "'@SUM(1+1)" },
  { name: 'a leading +', value: '+34 600 000 000', comma: "'+34 600 000 000" },
  { name: 'text that looks like a negative number', value: '-5', comma: "'-5" },
  { name: 'a leading tab', value: '\tcmd', comma: "'\tcmd" },
  { name: 'a leading carriage return', value: '\r=1', comma: `"'\r=1"` },
  { name: 'a negative number', value: -5, comma: '-5', read: '-5' },
  { name: 'a decimal number', value: 1234.5, comma: '1234.5', read: '1234.5' },
  { name: 'not a number', value: Number.NaN, comma: '', read: '' },
  { name: 'true', value: true, comma: 'true', read: 'true' },
  { name: 'false', value: false, comma: 'false', read: 'false' },
  {
    name: 'a line feed inside',
    value: 'Techo solar\nNavegador',
    comma: '"Techo solar\nNavegador"',
  },
  { name: 'CRLF inside', value: 'a\r\nb', comma: '"a\r\nb"' },
  { name: 'quotes inside', value: 'Llantas de 18" "Sport"', comma: '"Llantas de 18"" ""Sport"""' },
  {
    name: 'a comma',
    value: 'Madrid, Vallecas',
    comma: '"Madrid, Vallecas"',
    semicolon: 'Madrid, Vallecas',
  },
  { name: 'a semicolon', value: 'a;b', comma: 'a;b', semicolon: '"a;b"' },
  { name: 'an = later in the text', value: 'x=1+1', comma: 'x=1+1' },
  { name: 'an apostrophe of its own', value: "'hola", comma: "'hola" },
  { name: 'an apostrophe before a formula', value: "'=1+1", comma: "''=1+1" },
  {
    name: 'a formula, a quote and a separator',
    value: '-"a",b',
    comma: `"'-""a"",b"`,
    semicolon: `"'-""a"",b"`,
  },
];

describe('csvCell', () => {
  it.each(CASES)('$name', ({ value, comma, semicolon }) => {
    expect(csvCell(value, ',')).toBe(comma);
    expect(csvCell(value, ';')).toBe(semicolon ?? comma);
  });
});

describe('csvText read back', () => {
  const expected = (c: Case) => c.read ?? String(c.value);

  it.each([',', ';'] as const)(
    'every case survives a file with %s, in CRLF and in LF',
    (delimiter) => {
      const rows = [CASES.map((c) => c.name), CASES.map((c) => c.value), CASES.map((c) => c.value)];
      const file = csvText(rows, { delimiter, bom: true });
      expect(file.startsWith('\uFEFF')).toBe(true);
      expect(file.endsWith('\r\n')).toBe(true);
      // A spreadsheet saving it again may write LF line endings.
      for (const text of [file, file.replace(/\r\n/g, '\n')]) {
        const records = parse(text, { bom: true, delimiter }) as string[][];
        expect(records).toHaveLength(3);
        for (const record of records.slice(1)) {
          const read = record.map(readCsvCell);
          CASES.forEach((c, i) => {
            if (c.value === '\r=1' && text !== file) return; // its own CR went with the CRLFs
            if (c.value === 'a\r\nb' && text !== file) return;
            expect(read[i], c.name).toBe(expected(c));
          });
        }
      }
    },
  );

  it('no cell of the file starts a formula', () => {
    const file = csvText([CASES.map((c) => c.value)]);
    const [cells = []] = parse(file) as string[][];
    for (const cell of cells) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
  });
});

describe("the motos table's export (the console's own CSV)", () => {
  it('goes through the same writer: quoted, no formula', async () => {
    const { motosCsv } = await import('../../src/resources/motos/exportMotos');
    const text = motosCsv([
      { id: '1', idv: '1', marca: '=HYPERLINK("http://x")', modelo: 'Línea 1\nLínea 2' },
    ] as never);
    const [header = [], row = []] = parse(text) as string[][];
    expect(row[header.indexOf('Marca')]).toBe(`'=HYPERLINK("http://x")`);
    expect(row[header.indexOf('Modelo')]).toBe('Línea 1\nLínea 2');
  }, 60_000); // the module loads react-admin
});
