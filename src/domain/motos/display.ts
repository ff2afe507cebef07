// How the /motos table shows a moto's cells: the '0' some fields show when missing, reservado '1'
// as yes, prices, km and dates through the one formatting module. Pure: the table, its export and
// the tests read the same texts.
import {
  EMPTY_TEXT,
  euroDecimals,
  formatEuros,
  formatKm,
  formatNumber,
  type EuroDecimals,
} from '../format.js';
import { ZERO_DEFAULT_FIELDS } from '../stock.js';
import { MOTO_COLUMN_DEFS, type MotoColumnName, type MotoValues } from './columns.js';
import { registrationDateText } from './dates.js';

export const YES_TEXT = 'Sí';
export const NO_TEXT = 'No';
/** What a missing value of ZERO_DEFAULT_FIELDS shows. */
export const ZERO_DEFAULT_TEXT = '0';

const ZERO_DEFAULTS = new Set<string>(ZERO_DEFAULT_FIELDS);

export const isMissingValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** reservado '1' means yes (the stock system sends '1' / '0'; true is yes too). */
export const isReserved = (value: unknown): boolean =>
  value === '1' || value === 1 || value === true || value === 'true';

/** Whether the field shows '0' when the moto has no value for it. */
export const hasZeroDefault = (field: string): boolean => ZERO_DEFAULTS.has(field);

/**
 * One cell of the table as text. A price passes its column's `decimals` (euroDecimals over the
 * rows shown); a missing price with the '0' default is a price of its column too ('0 €').
 */
export const motoCellText = (
  moto: MotoValues,
  field: MotoColumnName,
  decimals?: EuroDecimals,
): string => {
  const value = moto[field];
  const { kind } = MOTO_COLUMN_DEFS[field];
  if (kind === 'reserved') return isReserved(value) ? YES_TEXT : NO_TEXT;
  if (kind === 'boolean') return value === true ? YES_TEXT : NO_TEXT;
  if (isMissingValue(value)) {
    if (!hasZeroDefault(field)) return EMPTY_TEXT;
    return kind === 'price' ? formatEuros(0, EMPTY_TEXT, decimals) : ZERO_DEFAULT_TEXT;
  }
  switch (kind) {
    case 'price':
      return formatEuros(value, String(value), decimals);
    case 'km':
      return formatKm(value, String(value));
    case 'number':
      return formatNumber(value, String(value));
    case 'date':
      return registrationDateText(value) || String(value);
    default:
      // Years ('2021') and texts as they are: a year is never grouped ('2.021').
      return String(value);
  }
};

/** The decimals of each price column over these motos (a page, an export). */
export const motoPriceDecimals = (
  motos: readonly MotoValues[],
): Partial<Record<MotoColumnName, EuroDecimals>> => {
  const decimals: Partial<Record<MotoColumnName, EuroDecimals>> = {};
  for (const field of Object.keys(MOTO_COLUMN_DEFS) as MotoColumnName[]) {
    if (MOTO_COLUMN_DEFS[field].kind === 'price') {
      decimals[field] = euroDecimals(motos.map((moto) => moto[field]));
    }
  }
  return decimals;
};
