// The renting CSV's row mapping both ways (server/renting/csvColumns.ts) and the file (csvFile.ts:
// BOM, ';', CRLF, Spanish prices).
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  COLUMN_BY_HEADER,
  CSV_COLUMNS,
  equipmentLines,
  headerKey,
  photoLine,
  readPhotoLine,
} from '../../server/renting/csvColumns';
import { rentingCsv } from '../../server/renting/csvFile';
import { demoRentingVehicles } from '../../server/seed/renting';

const [vehicle] = demoRentingVehicles(1);
const read = (header: string, text: string) => COLUMN_BY_HEADER.get(headerKey(header))!.read(text);

describe('renting CSV columns', () => {
  it('has one column per field, 54 price cells, and unique headers', () => {
    const headers = CSV_COLUMNS.map((c) => c.header);
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers.filter((h) => /\d+KM-\d+M$/.test(h))).toHaveLength(54);
    expect(headers.slice(0, 6)).toEqual([
      'ID Oferta',
      'Proveedor',
      'Unidades',
      'Entrega inmediata',
      'Marca',
      'Modelo',
    ]);
  });

  it('every column reads back what it writes', () => {
    for (const column of CSV_COLUMNS) {
      const written = column.write(vehicle!);
      const back = column.read(written);
      expect('value' in back, `${column.header}: ${written}`).toBe(true);
    }
    expect(
      read(
        'Particulares 10000KM-48M',
        CSV_COLUMNS.find((c) => c.header === 'Particulares 10000KM-48M')!.write(vehicle!),
      ),
    ).toEqual({
      value: vehicle!.preciosParticular.find((e) => e.tipo === '10000KM-48M')!.valor,
    });
  });

  it('reads spreadsheet-typed values into the stored forms', () => {
    expect(read('Particulares 10000KM-48M', '1234,5')).toEqual({ value: '1.234,50' });
    expect(read('Particulares 10000KM-48M', '1234.50')).toEqual({ value: '1.234,50' });
    expect(read('Particulares 10000KM-48M', '')).toEqual({ value: '0,00' });
    expect(read('Particulares 10000KM-48M', 'mucho')).toEqual({
      problem: "'mucho' debe ser un número",
    });
    // Figures follow the form's rule: never negative, whole where they are counted.
    expect(read('Particulares 10000KM-48M', '-5')).toEqual({
      problem: "'-5' no puede ser negativo",
    });
    expect(read('Precio mínimo Empresa', '-299')).toEqual({
      problem: "'-299' no puede ser negativo",
    });
    expect(read('Precio mínimo Empresa', '299')).toEqual({ value: '299,00' });
    expect(read('Precio mínimo Empresa', '')).toEqual({ value: '' });
    expect(read('Puertas', '4,5')).toEqual({ problem: "'4,5' debe ser un número entero" });
    expect(read('Publicar Otros', 'si')).toEqual({ value: true });
    expect(read('Publicar Otros', 'No')).toEqual({ value: false });
    expect(read('Publicar Otros', 'quizás')).toEqual({ problem: "'quizás' no es Sí ni No" });
    expect(read('Potencia (CV)', '')).toEqual({ value: null });
    expect(read('Potencia (CV)', '1,5')).toEqual({ value: 1.5 });
    expect(read('Etiqueta ECO', 'eco')).toEqual({ value: 'ECO' });
    expect(read('etiqueta eco', '0 Emisiones')).toEqual({ value: '0 emisiones' });
    expect(read('Unidades', '-1')).toEqual({ problem: "'-1' no es un número entero" });
    expect(read('ID Oferta', '')).toEqual({ value: undefined });
    expect(read('ID Oferta', '0')).toEqual({ problem: "'0' no es un número entero mayor que 0" });
  });

  it('equipment is one entry per line; photos one per line with main and order', () => {
    expect(equipmentLines('Confort', 'Climatizador\r\n\r\n  Asientos calefactables ')).toEqual([
      { tipo: 'Confort', descripcion: '', contenido: 'Climatizador' },
      { tipo: 'Confort', descripcion: '', contenido: 'Asientos calefactables' },
    ]);
    const photo = vehicle!.recursos[0]!;
    expect(photoLine(photo)).toBe(`${photo.nombre} | ${photo.url} | principal | 1`);
    expect(readPhotoLine(photoLine(photo))).toEqual(photo);
    expect(readPhotoLine('a.png | javascript:alert(1) |  | ')).toBe(
      "'javascript:alert(1)' no es una dirección de imagen",
    );
    expect(readPhotoLine('solo-un-nombre')).toMatch(/no tiene la forma/);
  });
});

describe('renting CSV file', () => {
  it('starts with a BOM, separates by ";" and lines by CRLF, and parses back to the same cells', () => {
    const text = rentingCsv(demoRentingVehicles(3));
    expect(text.startsWith('\uFEFFID Oferta;Proveedor;')).toBe(true);
    expect(text).toContain('\r\n');
    const rows = parse(text.slice(1), { delimiter: ';' }) as string[][];
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(CSV_COLUMNS.map((c) => c.write(demoRentingVehicles(1)[0]!)));
  });
});
