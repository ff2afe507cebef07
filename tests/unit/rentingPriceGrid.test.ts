import { describe, expect, it } from 'vitest';
import {
  completePriceGrid,
  emptyPriceGrid,
  formatPriceValue,
  gridPrice,
  isValidPriceEntry,
  parsePriceValue,
  priceTipo,
} from '../../src/domain/renting/priceGrid';
import {
  AUDIENCE_GRID,
  AUDIENCE_MIN,
  enabledAudiences,
  RENTING_KM_TIERS,
  RENTING_TERMS,
} from '../../src/domain/renting/types';

describe('renting price grid', () => {
  it('names a cell by km without the thousands dot and months', () => {
    expect(priceTipo(10000, 48)).toBe('10000KM-48M');
    expect(priceTipo(5000, 36)).toBe('5000KM-36M');
  });

  it('stores values Spanish-style with two decimals and grouped thousands', () => {
    expect(formatPriceValue(1234.5)).toBe('1.234,50');
    expect(formatPriceValue(299)).toBe('299,00');
    expect(formatPriceValue(0)).toBe('0,00');
    expect(formatPriceValue(12345.678)).toBe('12.345,68');
    expect(formatPriceValue(Number.NaN)).toBe('0,00');
  });

  it('reads typed and pasted prices back', () => {
    expect(parsePriceValue('1.234,50')).toBe(1234.5);
    expect(parsePriceValue('1234,5')).toBe(1234.5);
    expect(parsePriceValue('1234.50')).toBe(1234.5);
    expect(parsePriceValue('1.234')).toBe(1234);
    expect(parsePriceValue(' 299,00 € ')).toBe(299);
    expect(parsePriceValue('0,00')).toBe(0);
    expect(parsePriceValue('')).toBeNull();
    expect(parsePriceValue('abc')).toBeNull();
    expect(parsePriceValue('-5,00')).toBeNull();
    expect(parsePriceValue('1,2,3')).toBeNull();
    expect(parsePriceValue('12.34.5')).toBeNull();
  });

  it('round-trips every formatted value', () => {
    for (const n of [0, 0.5, 9.99, 199, 1234.5, 99999.99, 1000000]) {
      expect(parsePriceValue(formatPriceValue(n))).toBe(n);
    }
  });

  it('an empty grid has the 18 cells, terms outer and tiers inner, at 0,00', () => {
    const grid = emptyPriceGrid();
    expect(grid).toHaveLength(RENTING_TERMS.length * RENTING_KM_TIERS.length);
    expect(grid[0]).toEqual({ tipo: '5000KM-36M', valor: '0,00', km: 5000, meses: 36 });
    expect(grid[6]).toEqual({ tipo: '5000KM-48M', valor: '0,00', km: 5000, meses: 48 });
    expect(grid[17]).toEqual({ tipo: '30000KM-60M', valor: '0,00', km: 30000, meses: 60 });
    expect(grid.every(isValidPriceEntry)).toBe(true);
  });

  it('accepts only entries of the terms and tiers with the stored Spanish value', () => {
    const ok = { tipo: '10000KM-48M', valor: '1.234,50', km: 10000, meses: 48 };
    expect(isValidPriceEntry(ok)).toBe(true);
    expect(isValidPriceEntry({ ...ok, valor: '1234,50' })).toBe(false);
    expect(isValidPriceEntry({ ...ok, valor: '1.234,5' })).toBe(false);
    expect(isValidPriceEntry({ ...ok, valor: '1234.50' })).toBe(false);
    expect(isValidPriceEntry({ ...ok, km: 12000, tipo: '12000KM-48M' })).toBe(false);
    expect(isValidPriceEntry({ ...ok, meses: 24, tipo: '10000KM-24M' })).toBe(false);
    expect(isValidPriceEntry({ ...ok, tipo: '10.000KM-48M' })).toBe(false);
    expect(isValidPriceEntry({ ...ok, tipo: '15000KM-48M' })).toBe(false);
    expect(isValidPriceEntry(null)).toBe(false);
  });

  it('reads a cell and completes a partial grid keeping its values', () => {
    const partial = [{ tipo: '10000KM-48M', valor: '321,00', km: 10000, meses: 48 }];
    expect(gridPrice(partial, 10000, 48)).toBe(321);
    expect(gridPrice(partial, 5000, 36)).toBeNull();
    const full = completePriceGrid(partial);
    expect(full).toHaveLength(18);
    expect(full.find((e) => e.tipo === '10000KM-48M')?.valor).toBe('321,00');
  });

  it('Otros is offered the companies grid and minimum price', () => {
    expect(AUDIENCE_GRID.Otros).toBe('preciosEmpresas');
    expect(AUDIENCE_MIN.Otros).toBe('precioMinEmpresas');
    expect(
      enabledAudiences({
        publicarParticular: true,
        publicarEmpresa: false,
        publicarAutonomos: true,
        publicarOtros: true,
      }),
    ).toEqual(['Particular', 'Autonomos', 'Otros']);
  });
});
