// "/subir-csv": the CSV import accepts .csv files only; docs/API.md gives the upload limits.
import { describe, expect, it } from 'vitest';
import {
  CSV_MAX_BYTES,
  CSV_ONLY_MESSAGE,
  csvContentProblem,
  csvFileProblem,
  EMPTY_FILE_MESSAGE,
  INVALID_CSV_MESSAGE,
  formatFileSize,
  NO_FILE_MESSAGE,
} from '../../src/domain/csvUpload';

describe('csvFileProblem', () => {
  it('accepts .csv files, whatever the case of the extension or the usual content types', () => {
    expect(csvFileProblem({ name: 'stock.csv', size: 10, type: 'text/csv' })).toBeNull();
    expect(csvFileProblem({ name: 'STOCK.CSV', size: 10, type: '' })).toBeNull();
    expect(
      csvFileProblem({ name: 'renting.csv', size: 10, type: 'application/vnd.ms-excel' }),
    ).toBeNull();
  });

  it("refuses other files with 'Solo se admiten ficheros .csv'", () => {
    expect(csvFileProblem({ name: 'notas.txt', size: 10, type: 'text/plain' })).toBe(
      CSV_ONLY_MESSAGE,
    );
    expect(csvFileProblem({ name: 'stock.csv.exe', size: 10 })).toBe(CSV_ONLY_MESSAGE);
    expect(csvFileProblem({ name: 'csv', size: 10 })).toBe(CSV_ONLY_MESSAGE);
    expect(CSV_ONLY_MESSAGE).toBe('Solo se admiten ficheros .csv');
  });

  it('refuses a .csv name that is really an image', () => {
    expect(csvFileProblem({ name: 'foto.csv', size: 10, type: 'image/png' })).toBe(
      CSV_ONLY_MESSAGE,
    );
  });

  it('refuses no file, an empty file and one over the limit (5 MB by default)', () => {
    expect(csvFileProblem(null)).toBe(NO_FILE_MESSAGE);
    expect(csvFileProblem({ name: 'a.csv', size: 0 })).toBe(EMPTY_FILE_MESSAGE);
    expect(csvFileProblem({ name: 'a.csv', size: CSV_MAX_BYTES })).toBeNull();
    expect(csvFileProblem({ name: 'a.csv', size: CSV_MAX_BYTES + 1 })).toBe(
      'El fichero supera el tamaño máximo (5 MB)',
    );
    expect(csvFileProblem({ name: 'a.csv', size: 2048 }, 1024)).toBe(
      'El fichero supera el tamaño máximo (1 KB)',
    );
  });
});

describe('formatFileSize', () => {
  it('writes sizes in Spanish', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(20 * 1024)).toBe('20 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(undefined)).toBe('');
  });
});

// The first bytes of a chosen file tell a binary file from text before uploading.
describe('csvContentProblem', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it("refuses binary content (a PNG renamed .csv) with 'El fichero no es un CSV válido'", () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
    expect(csvContentProblem(png)).toBe(INVALID_CSV_MESSAGE);
    expect(csvContentProblem(new TextEncoder().encode('idv;marca\n1;SE\0AT'))).toBe(
      INVALID_CSV_MESSAGE,
    );
    expect(INVALID_CSV_MESSAGE).toBe('El fichero no es un CSV válido');
  });

  it('accepts text in UTF-8 (with a BOM) or latin1, with tabs and CRLF', () => {
    expect(
      csvContentProblem(new TextEncoder().encode('\ufeffidv;modelo\r\n1;León\r\n')),
    ).toBeNull();
    expect(csvContentProblem(bytes(0x69, 0x64, 0x09, 0xf1, 0x0d, 0x0a))).toBeNull();
  });
});
