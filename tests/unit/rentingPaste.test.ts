// Renting price grids: typed numbers are stored Spanish-formatted; a spreadsheet row pasted
// into a cell fills the cells to its right (a block also the terms below).
import { describe, expect, it } from 'vitest';
import { emptyPriceGrid, gridPrice } from '../../src/domain/renting/priceGrid';
import {
  isSpreadsheetPaste,
  parsePastedRows,
  pasteIntoGrid,
  setGridCell,
} from '../../src/domain/renting/pastedPrices';

describe('pasting prices from a spreadsheet', () => {
  it('reads tab-separated cells, one line per row, in any of the usual number forms', () => {
    expect(parsePastedRows('299,00\t1.234,50\t310.5\tn/a\r\n400\t\n')).toEqual([
      [299, 1234.5, 310.5, null],
      [400, null],
    ]);
    expect(isSpreadsheetPaste('299,00\t310,00')).toBe(true);
    expect(isSpreadsheetPaste('299,00\n')).toBe(false);
  });

  it('fills from the cell to the right and down, stored as d.ddd,dd, dropping overflow', () => {
    const grid = pasteIntoGrid(emptyPriceGrid(), { meses: 48, km: 25000 }, [
      [1234.5, 300, 999],
      [null, 410],
    ]);
    expect(grid.find((e) => e.tipo === '25000KM-48M')?.valor).toBe('1.234,50');
    expect(grid.find((e) => e.tipo === '30000KM-48M')?.valor).toBe('300,00');
    expect(grid.find((e) => e.tipo === '25000KM-60M')?.valor).toBe('0,00');
    expect(grid.find((e) => e.tipo === '30000KM-60M')?.valor).toBe('410,00');
    expect(grid).toHaveLength(18);
    expect(grid.filter((e) => e.valor !== '0,00')).toHaveLength(3);
  });

  it('keeps a cell when what is typed is not a price', () => {
    const typed = setGridCell(emptyPriceGrid(), { meses: 36, km: 5000 }, '1234,5');
    expect(gridPrice(typed, 5000, 36)).toBe(1234.5);
    expect(typed[0].valor).toBe('1.234,50');
    expect(setGridCell(typed, { meses: 36, km: 5000 }, 'abc')[0].valor).toBe('1.234,50');
  });
});
