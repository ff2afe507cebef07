// The /motos table's inline cell edit: what an editable cell's input starts with and how the typed
// text becomes the one field sent (PUT /api/motos/{id} with only that field, update.ts style 1).
// Numbers take a comma or a point for decimals (step 0.01) and follow their kind of figure (never
// negative; km whole); the registration date is typed dd/MM/yyyy and sent ISO; reservado is '1' /
// '0'.
import { figureEdit, parseSpanishFigure, type FigureKind } from '../figures.js';
import { formatTypedNumber } from '../format.js';
import { MOTO_FIGURES } from '../vehicleFigures.js';
import { MOTO_COLUMN_DEFS, type MotoColumnName, type MotoValues } from './columns.js';
import { parseRegistrationDate, registrationDateText } from './dates.js';
import { isReserved } from './display.js';

export const YEAR_MESSAGE = 'Escriba un año de cuatro cifras';

/** The input's starting text: the stored value as typed, never the table's formatting. */
export const cellEditText = (moto: MotoValues, field: MotoColumnName): string => {
  const value = moto[field];
  switch (MOTO_COLUMN_DEFS[field].kind) {
    case 'reserved':
      return isReserved(value) ? '1' : '0';
    case 'boolean':
      return value === true ? 'true' : 'false';
    case 'date':
      return registrationDateText(value);
    case 'price':
    case 'km':
    case 'number':
      return formatTypedNumber(value);
    default:
      return value === undefined || value === null ? '' : String(value);
  }
};

export type CellEdit = { value: unknown } | { error: string };

/** A typed number: '9.790,5' (es-ES), '9790,5' or '9790.5'; '' is no value (null). */
export const parseTypedNumber = (text: string): number | null | undefined =>
  parseSpanishFigure(text);

/** The rule a moto figure follows (never negative; km whole…). */
export const motoFigureKind = (field: MotoColumnName): FigureKind =>
  (MOTO_FIGURES as Partial<Record<string, FigureKind>>)[field] ?? 'measure';

/** The field's new value from the input's text, or why it cannot be one. */
export const parseCellEdit = (field: MotoColumnName, text: string): CellEdit => {
  switch (MOTO_COLUMN_DEFS[field].kind) {
    case 'reserved':
      return { value: text === '1' ? '1' : '0' };
    case 'boolean':
      return { value: text === 'true' };
    case 'date': {
      const parsed = parseRegistrationDate(text);
      return 'iso' in parsed ? { value: parsed.iso } : parsed;
    }
    case 'year': {
      const typed = text.trim();
      if (typed === '') return { value: null };
      return /^\d{4}$/.test(typed) ? { value: Number(typed) } : { error: YEAR_MESSAGE };
    }
    case 'price':
    case 'km':
    case 'number':
      return figureEdit(motoFigureKind(field), text);
    default:
      return { value: text.trim() };
  }
};

/** Whether the new value is the one the moto has (then nothing is sent). */
export const isSameCellValue = (
  moto: MotoValues,
  field: MotoColumnName,
  value: unknown,
): boolean => {
  const kind = MOTO_COLUMN_DEFS[field].kind;
  const before = moto[field];
  if (kind === 'reserved') return (isReserved(before) ? '1' : '0') === value;
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(before) && empty(value)) return true;
  if (kind === 'date') return registrationDateText(before) === registrationDateText(value);
  return before === value;
};
