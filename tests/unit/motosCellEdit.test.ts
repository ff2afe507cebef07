// The inline cell edit of /motos: the input's text and the one field it sends; and the 'Importar a
// WordPress' outcome read from the export status.
import { describe, expect, it } from 'vitest';
import {
  cellEditText,
  isSameCellValue,
  parseCellEdit,
  parseTypedNumber,
} from '../../src/domain/motos/cellEdit';
import { exportOutcome, isExportRunChange } from '../../src/domain/motos/wordpressExport';

describe('cell edit', () => {
  const moto = {
    precioVenta: 9790.5,
    km: 7177,
    reservado: '1',
    publicar: false,
    fechaMatriculacion: '2021-03-15T00:00:00.000Z',
    anyoModelo: null,
    color: 'ROJO',
  };

  it('starts from the stored value as typed', () => {
    expect(cellEditText(moto, 'precioVenta')).toBe('9790,5');
    expect(cellEditText(moto, 'km')).toBe('7177');
    expect(cellEditText(moto, 'reservado')).toBe('1');
    expect(cellEditText(moto, 'fechaMatriculacion')).toBe('15/03/2021');
    expect(cellEditText(moto, 'anyoModelo')).toBe('');
    expect(cellEditText(moto, 'color')).toBe('ROJO');
  });

  it('numbers take a comma or a point, grouped or not; empty is null', () => {
    expect(parseTypedNumber('9790,50')).toBe(9790.5);
    expect(parseTypedNumber('9.790,50')).toBe(9790.5);
    expect(parseTypedNumber('9790.5')).toBe(9790.5);
    expect(parseTypedNumber(' ')).toBeNull();
    expect(parseTypedNumber('9,7,9')).toBeUndefined();
    expect(parseTypedNumber('doce')).toBeUndefined();
  });

  it('each kind becomes the value sent', () => {
    expect(parseCellEdit('precioVenta', '10.090,25')).toEqual({ value: 10090.25 });
    expect(parseCellEdit('km', 'mucho')).toEqual({ error: 'Debe ser un número' });
    // Figures by their kind: never negative, km whole, prices with at most 2 decimals.
    expect(parseCellEdit('precioVenta', '-100')).toEqual({ error: 'No puede ser negativo' });
    expect(parseCellEdit('km', '7177,5')).toEqual({ error: 'Debe ser un número entero' });
    expect(parseCellEdit('precioVenta', '9790,555')).toEqual({
      error: 'Debe tener como máximo 2 decimales',
    });
    expect(parseCellEdit('potenciaCv', '-3')).toEqual({ error: 'No puede ser negativo' });
    expect(parseCellEdit('reservado', '1')).toEqual({ value: '1' });
    expect(parseCellEdit('reservado', '0')).toEqual({ value: '0' });
    expect(parseCellEdit('publicar', 'true')).toEqual({ value: true });
    expect(parseCellEdit('fechaMatriculacion', '01/02/2020')).toEqual({
      value: '2020-02-01T00:00:00.000Z',
    });
    expect(parseCellEdit('fechaMatriculacion', '')).toEqual({ value: null });
    expect(parseCellEdit('fechaMatriculacion', '30/02/2020')).toHaveProperty('error');
    expect(parseCellEdit('anyoModelo', '2021')).toEqual({ value: 2021 });
    expect(parseCellEdit('anyoModelo', '21')).toHaveProperty('error');
    expect(parseCellEdit('color', ' AZUL ')).toEqual({ value: 'AZUL' });
  });

  it('an unchanged value sends nothing', () => {
    expect(isSameCellValue(moto, 'precioVenta', 9790.5)).toBe(true);
    expect(isSameCellValue(moto, 'precioVenta', 9790)).toBe(false);
    expect(isSameCellValue(moto, 'reservado', '1')).toBe(true);
    expect(isSameCellValue(moto, 'anyoModelo', null)).toBe(true);
    expect(isSameCellValue(moto, 'fechaMatriculacion', '2021-03-15T00:00:00.000Z')).toBe(true);
  });
});

describe("'Importar a WordPress' outcome", () => {
  const done = {
    running: false,
    last: {
      _id: 'r1',
      running: false,
      ok: true,
      count: 3,
      file: 'f.csv',
      message: 'Exportación a WordPress: 3 motos',
    },
  };

  it('only the run launched, once it has ended', () => {
    expect(exportOutcome(done, 'r1')).toEqual({
      ok: true,
      message: 'Exportación a WordPress: 3 motos',
    });
    expect(exportOutcome(done, 'r2')).toBeNull();
    expect(exportOutcome({ ...done, last: { ...done.last, running: true } }, 'r1')).toBeNull();
    expect(exportOutcome({ running: false, last: null }, 'r1')).toBeNull();
  });

  it('listens to the export runs collection', () => {
    expect(isExportRunChange({ resource: 'motos-wordpress-exports', ids: ['r1'] }, 'r1')).toBe(
      true,
    );
    expect(isExportRunChange({ resource: 'motos-wordpress-exports', ids: ['r0'] }, 'r1')).toBe(
      false,
    );
    expect(isExportRunChange({ resource: 'motos', ids: ['r1'] }, 'r1')).toBe(false);
  });
});
