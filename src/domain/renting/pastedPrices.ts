// Price grids: a row (or a block) copied from a spreadsheet and pasted into a cell fills that cell
// and the ones to its right (and the terms below, one line per term). Spreadsheets copy cells
// separated by tabs and rows by line breaks.
import { completePriceGrid, formatPriceValue, parsePriceValue } from './priceGrid.js';
import { RENTING_KM_TIERS, RENTING_TERMS, type PriceEntry } from './types.js';

/** Whether a pasted text holds more than one cell (else the input takes it as typed). */
export const isSpreadsheetPaste = (text: string): boolean => /[\t\r\n]/.test(text.trim());

/** The pasted cells as prices; a cell that is not a price is null (it leaves the grid's). */
export const parsePastedRows = (text: string): (number | null)[][] =>
  text
    .replace(/(\r\n|\r|\n)+$/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.split('\t').map((cell) => parsePriceValue(cell)));

/**
 * The grid after pasting `rows` at the cell (meses, km): rows go down the terms, cells
 * right along the km tiers; what falls outside the grid is dropped.
 */
export const pasteIntoGrid = (
  grid: readonly PriceEntry[],
  start: { meses: number; km: number },
  rows: readonly (readonly (number | null)[])[],
): PriceEntry[] => {
  const terms: readonly number[] = RENTING_TERMS;
  const tiers: readonly number[] = RENTING_KM_TIERS;
  const firstTerm = terms.indexOf(start.meses);
  const firstTier = tiers.indexOf(start.km);
  const values = new Map<string, string>();
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      const meses = terms[firstTerm + r];
      const km = tiers[firstTier + c];
      if (firstTerm < 0 || firstTier < 0 || meses === undefined || km === undefined) return;
      if (value !== null) values.set(`${km}/${meses}`, formatPriceValue(value));
    }),
  );
  return completePriceGrid(grid).map((cell) => {
    const valor = values.get(`${cell.km}/${cell.meses}`);
    return valor === undefined ? cell : { ...cell, valor };
  });
};

/** The grid with one cell set from what was typed (null: the cell is left as it was). */
export const setGridCell = (
  grid: readonly PriceEntry[],
  cell: { meses: number; km: number },
  typed: string,
): PriceEntry[] => pasteIntoGrid(grid, cell, [[parsePriceValue(typed)]]);
