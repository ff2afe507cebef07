// 'Lista de resultados' of every stock dashboard: a column, how it shows its value (through
// format.ts), how its per-column filter reads a query, and how a cell is edited in the row ("inline
// row update"). Generic over the row a dashboard lists.
import { FIGURE_MESSAGES, figureProblem, parseSpanishFigure, type FigureKind } from '../figures.js';
import { EMPTY_TEXT, formatEuros, formatInteger, formatKm, type EuroDecimals } from '../format.js';
import { normalizeWord } from '../ownSites/vehicle.js';

/** The title of the results table and its page size. */
export const RESULTS_TITLE = 'Lista de resultados';
export const RESULTS_PAGE_SIZE = 10;
/** 'Acciones (Ver)': the last column and its row link. */
export const ACTIONS_COLUMN_LABEL = 'Acciones';
export const VIEW_ACTION_LABEL = 'Ver';
/** The page reloads 1 s after an inline row update or delete. */
export const ROW_RELOAD_DELAY_MS = 1000;

export type ColumnKind = 'text' | 'number' | 'euros' | 'km' | 'boolean';
export type CellValue = string | number | boolean | null;

/**
 * A cell edited in the row: `patch` gives the fields of the record to send for the new value (the
 * data provider sends only what changed).
 */
export interface InlineEdit<Row> {
  /** Editable on this row (a price entry the vehicle lacks is not); default always. */
  enabled?: (row: Row) => boolean;
  /** The kind of figure typed (src/domain/figures.ts); whole euros unless said. */
  figure?: FigureKind;
  /** A minimum above 0 (the reserve's 300). */
  min?: number;
  patch: (row: Row, value: boolean | number) => Record<string, unknown>;
}

export interface ResultColumn<Row> {
  /** Stable id (column chooser, filters): the data path the column reads. */
  id: string;
  /** The column's header. */
  label: string;
  /** Hidden by default in the column chooser. */
  hidden: boolean;
  kind: ColumnKind;
  /** The raw value (sorting, filtering). */
  value: (row: Row) => CellValue;
  /** Editable in the row; `kind` says the input (a switch, a whole number). */
  edit?: InlineEdit<Row>;
}

export const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null;
export const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

export const column = <Row>(
  id: string,
  label: string,
  kind: ColumnKind,
  value: (row: Row) => CellValue,
  hidden = false,
  edit?: InlineEdit<Row>,
): ResultColumn<Row> => ({ id, label, hidden, kind, value, ...(edit ? { edit } : {}) });

/** The ids of the columns the chooser starts with hidden. */
export const hiddenColumnIds = <Row>(columns: readonly ResultColumn<Row>[]): string[] =>
  columns.filter((c) => c.hidden).map((c) => c.id);

/**
 * The cell text, through the one formatting module: '9.790 €', '7.177 km', 'Sí'. A price
 * takes its column's `decimals` (euroDecimals over the rows shown).
 */
export const displayCell = <Row>(
  column: ResultColumn<Row>,
  row: Row,
  decimals?: EuroDecimals,
): string => formatCell(column.kind, column.value(row), decimals);

/** A value as a cell of that kind shows it. */
export const formatCell = (kind: ColumnKind, value: CellValue, decimals?: EuroDecimals): string => {
  switch (kind) {
    case 'euros':
      return formatEuros(value, EMPTY_TEXT, decimals);
    case 'km':
      return formatKm(value);
    case 'number':
      return formatInteger(value);
    case 'boolean':
      return value === true ? 'Sí' : 'No';
    default:
      return value === null || value === '' ? EMPTY_TEXT : String(value);
  }
};

/**
 * The number typed in an editable cell ('9.790', '9790 €'), or why not: the figures' rule of
 * the column's kind (never negative, whole euros…), and at least the column's minimum.
 */
export const parseCellNumber = (
  edit: InlineEdit<unknown>,
  typed: string,
): { ok: true; value: number } | { ok: false; message: string } => {
  const value = parseSpanishFigure(typed);
  const problem =
    typeof value === 'number'
      ? figureProblem(edit.figure ?? 'wholeEuros', value)
      : FIGURE_MESSAGES.notNumber;
  if (problem || typeof value !== 'number') return { ok: false, message: problem ?? '' };
  if (edit.min !== undefined && value < edit.min)
    return { ok: false, message: FIGURE_MESSAGES.tooSmall(edit.min) };
  return { ok: true, value };
};

const YES = new Set(['si', 's', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);

/** '9.790 €', '7.177km', '-500' → a number (Spanish thousands dots; a comma is decimal). */
const queryNumber = (text: string): number | null => {
  const cleaned = text
    .replace(/[€\s]|km/gi, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

const COMPARISON = /^(>=|<=|>|<|=)\s*(.+)$/;
const RANGE = /^(.+?)\s*(?:-|\.\.|–)\s*(.+)$/;

/**
 * Does the value match the column filter's query?
 * - text: contains, ignoring case, accents and spaces ('peu' finds 'PEUGEOT');
 * - numbers: '>10000', '<=100', '=12', a range '9000-12000', or digits the number contains;
 * - booleans: 'sí' / 'no' (also 's', 'n', 'true', 'false', '1', '0');
 * an empty query matches everything.
 */
export const matchesColumnFilter = <Row>(
  column: ResultColumn<Row>,
  row: Row,
  query: string,
): boolean => {
  const q = query.trim();
  if (q === '') return true;
  const value = column.value(row);
  if (column.kind === 'boolean') {
    const wanted = normalizeWord(q);
    if (YES.has(wanted)) return value === true;
    if (NO.has(wanted)) return value !== true;
    return false;
  }
  if (column.kind === 'text') return normalizeWord(String(value ?? '')).includes(normalizeWord(q));
  if (typeof value !== 'number') return false;
  const comparison = COMPARISON.exec(q);
  if (comparison) {
    const limit = queryNumber(comparison[2] ?? '');
    if (limit === null) return false;
    switch (comparison[1]) {
      case '>':
        return value > limit;
      case '>=':
        return value >= limit;
      case '<':
        return value < limit;
      case '<=':
        return value <= limit;
      default:
        return value === limit;
    }
  }
  const range = q.startsWith('-') ? null : RANGE.exec(q);
  if (range) {
    const low = queryNumber(range[1] ?? '');
    const high = queryNumber(range[2] ?? '');
    if (low !== null && high !== null) return value >= low && value <= high;
  }
  const digits = q.replace(/[€\s.]|km/gi, '');
  return /^-?\d+$/.test(digits) && String(value).includes(digits);
};

/** Column id → query, as the table's filter row holds them. */
export type ColumnFilters = Readonly<Record<string, string>>;

/** The rows that match every non-empty column filter (unknown column ids are ignored). */
export const filterRowsByColumns = <Row>(
  rows: readonly Row[],
  filters: ColumnFilters,
  columns: readonly ResultColumn<Row>[],
): Row[] => {
  const active = columns
    .map((column) => ({ column, query: filters[column.id]?.trim() ?? '' }))
    .filter((f) => f.query !== '');
  if (active.length === 0) return [...rows];
  return rows.filter((row) => active.every((f) => matchesColumnFilter(f.column, row, f.query)));
};
