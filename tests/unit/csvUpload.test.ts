// Spec 1 §2 "/subir-csv", spec 2 §5 "CSV import accepts .csv only"; docs/API.md upload limits.
import { describe, expect, it } from 'vitest';
import {
  CSV_MAX_BYTES,
  CSV_ONLY_MESSAGE,
  csvFileProblem,
  EMPTY_FILE_MESSAGE,
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
