// Renting price grids: price inputs are numeric and stored formatted Spanish-style with 2 decimals;
// the fixed terms and km tiers; default '0,00'.
import { SPANISH_CENTS_PATTERN } from '../figures.js';
import { LOCALE } from '../format.js';
import { RENTING_KM_TIERS, RENTING_TERMS, type PriceEntry } from './types.js';

/** The stored value of an empty cell. */
export const DEFAULT_PRICE_VALUE = '0,00';

// Spanish CLDR leaves 4-digit numbers ungrouped; the stored form is '1.234,50' always.
const twoDecimals = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** '10000KM-48M': km without the thousands dot, months. */
export const priceTipo = (km: number, meses: number): string => `${km}KM-${meses}M`;

/** 1234.5 → '1.234,50'; anything that is not a finite number → '0,00'. */
export const formatPriceValue = (n: number): string =>
  typeof n === 'number' && Number.isFinite(n) ? twoDecimals.format(n) : DEFAULT_PRICE_VALUE;

const SPANISH_GROUPED = /^\d{1,3}(\.\d{3})+$/;

/**
 * A price as typed or pasted from a spreadsheet: '1.234,50', '1234,5', '1234.50', '1.234',
 * ' 299,00 € ' → a number; null when it is not a non-negative price.
 * Without a comma, dots in groups of three are thousands ('1.234' → 1234), else a decimal point.
 */
export const parsePriceValue = (s: string): number | null => {
  if (typeof s !== 'string') return null;
  const text = s.replace(/[\s\u00a0\u202f€]/g, '');
  if (text === '') return null;
  let normal: string;
  if (text.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d*)?$/.test(text) && !/^\d+(,\d*)?$/.test(text)) return null;
    normal = text.replace(/\./g, '').replace(',', '.');
  } else if (SPANISH_GROUPED.test(text)) {
    normal = text.replace(/\./g, '');
  } else {
    if (!/^\d+(\.\d*)?$/.test(text)) return null;
    normal = text;
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
};

/** The stored form exactly: '0,00', '299,00', '1.234,50' (grouped, two decimals). */
export const SPANISH_PRICE = new RegExp(SPANISH_CENTS_PATTERN);

/** A full grid at the default value: 18 entries, terms outer × km tiers inner. */
export const emptyPriceGrid = (): PriceEntry[] =>
  RENTING_TERMS.flatMap((meses) =>
    RENTING_KM_TIERS.map((km) => ({
      tipo: priceTipo(km, meses),
      valor: DEFAULT_PRICE_VALUE,
      km,
      meses,
    })),
  );

const TERMS: readonly number[] = RENTING_TERMS;
const TIERS: readonly number[] = RENTING_KM_TIERS;

/** tipo, km and meses agree and are among the terms and tiers; valor is the stored Spanish form. */
export const isValidPriceEntry = (e: unknown): e is PriceEntry => {
  if (typeof e !== 'object' || e === null) return false;
  const { tipo, valor, km, meses } = e as Record<string, unknown>;
  return (
    typeof km === 'number' &&
    typeof meses === 'number' &&
    TIERS.includes(km) &&
    TERMS.includes(meses) &&
    tipo === priceTipo(km, meses) &&
    typeof valor === 'string' &&
    SPANISH_PRICE.test(valor)
  );
};

/** The value of one cell of a grid as a number (null when the cell is missing). */
export const gridPrice = (
  grid: readonly PriceEntry[],
  km: number,
  meses: number,
): number | null => {
  const entry = grid.find((e) => e.km === km && e.meses === meses);
  return entry ? parsePriceValue(entry.valor) : null;
};

const GRID_TIPOS = emptyPriceGrid().map((e) => e.tipo);

/** A grid with every cell, in emptyPriceGrid order, keeping the given values. */
export const completePriceGrid = (grid: readonly PriceEntry[]): PriceEntry[] => {
  // The usual case (a grid as stored or as the form sends it) is already complete and in order.
  if (grid.length === GRID_TIPOS.length && grid.every((e, i) => e.tipo === GRID_TIPOS[i])) {
    return grid.slice();
  }
  return emptyPriceGrid().map((cell) => grid.find((e) => e.tipo === cell.tipo) ?? cell);
};
