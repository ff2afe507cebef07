// 'Lista de resultados' of the own-site dashboards (spec 3 §2.4): the columns, which are
// hidden by default, how each shows its value and how its per-column filter reads a query.
import { EMPTY_TEXT, formatEuros, formatInteger, formatKm } from '../format.js';
import { cashPrice, financedPrice } from '../stock.js';
import { warrantyMonths } from './reviews.js';
import { campaignOf, normalizeWord, type OwnSiteVehicle } from './vehicle.js';

/** Spec 3 §2.4 / §9. */
export const RESULTS_TITLE = 'Lista de resultados';
export const RESULTS_PAGE_SIZE = 10;
/** Spec 3 §2.4 "Acciones (Ver)": the last column and its row link. */
export const ACTIONS_COLUMN_LABEL = 'Acciones';
export const VIEW_ACTION_LABEL = 'Ver';
/** Spec 3 §4 / §9: the page reloads 1 s after an inline row update or delete. */
export const ROW_RELOAD_DELAY_MS = 1000;

export type ColumnKind = 'text' | 'number' | 'euros' | 'km' | 'boolean';
type CellValue = string | number | boolean | null;

export interface ResultColumn {
  /** Stable id (column chooser, filters): the data path the column reads. */
  id: string;
  /** The header of spec 3 §2.4. */
  label: string;
  /** Hidden by default in the column chooser (spec 3 §2.4 "hidden"). */
  hidden: boolean;
  kind: ColumnKind;
  /** The raw value (sorting, filtering). */
  value: (v: OwnSiteVehicle) => CellValue;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const column = (
  id: string,
  label: string,
  kind: ColumnKind,
  value: (v: OwnSiteVehicle) => CellValue,
  hidden = false,
): ResultColumn => ({ id, label, hidden, kind, value });

/** Spec 3 §2.4, in order. Both sites show the same table. */
export const RESULT_COLUMNS: readonly ResultColumn[] = [
  column('idv', 'IDV', 'text', (v) => text(v.idv)),
  column('matricula', 'MATRICULA', 'text', (v) => text(v.matricula)),
  column('tipo', 'TIPO', 'text', (v) => text(v.tipo), true),
  column('tipoVO', 'TIPO VO', 'text', (v) => text(v.tipoVO), true),
  column('marca', 'MARCA', 'text', (v) => text(v.marca)),
  column('modelo', 'MODELO', 'text', (v) => text(v.modelo)),
  column('combustible', 'COMBUSTIBLE', 'text', (v) => text(v.combustible), true),
  column('cambio', 'CAMBIO', 'text', (v) => text(v.cambio)),
  column('km', 'KM', 'km', (v) => num(v.km), true),
  column('potenciaCv', 'POT CV', 'number', (v) => num(v.potenciaCv), true),
  column('cilindrada', 'CILINDRADA', 'number', (v) => num(v.cilindrada), true),
  column('precios.0.valor', 'CONTADO', 'euros', cashPrice),
  column('precios.3.valor', 'FINANCIADO', 'euros', financedPrice),
  column('garantia', 'GARANTIA', 'number', warrantyMonths),
  column('vehiculosHome', 'HOME', 'boolean', (v) => v.vehiculosHome === true),
  column('reservado', 'RESERVADO', 'boolean', (v) => v.reservado === true),
  column('campana.name', 'CAMPAÑA', 'text', (v) => text(campaignOf(v)?.name), true),
  column('carroceria', 'CARROCERIA', 'text', (v) => text(v.carroceria), true),
  column('tipoCarroceriaWeb', 'CARROCERIA WEB', 'text', (v) => text(v.tipoCarroceriaWeb), true),
];

/** The ids of the columns the chooser starts with hidden. */
export const hiddenByDefault = (columns: readonly ResultColumn[] = RESULT_COLUMNS): string[] =>
  columns.filter((c) => c.hidden).map((c) => c.id);

/** The cell text, through the one formatting module: '9.790 €', '7.177 km', 'Sí'. */
export const displayCell = (column: ResultColumn, v: OwnSiteVehicle): string => {
  const value = column.value(v);
  switch (column.kind) {
    case 'euros':
      return formatEuros(value);
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
export const matchesColumnFilter = (
  column: ResultColumn,
  v: OwnSiteVehicle,
  query: string,
): boolean => {
  const q = query.trim();
  if (q === '') return true;
  const value = column.value(v);
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

/** The vehicles that match every non-empty column filter (unknown column ids are ignored). */
export const filterByColumns = (
  vehicles: readonly OwnSiteVehicle[],
  filters: ColumnFilters,
  columns: readonly ResultColumn[] = RESULT_COLUMNS,
): OwnSiteVehicle[] => {
  const active = columns
    .map((column) => ({ column, query: filters[column.id]?.trim() ?? '' }))
    .filter((f) => f.query !== '');
  if (active.length === 0) return [...vehicles];
  return vehicles.filter((v) => active.every((f) => matchesColumnFilter(f.column, v, f.query)));
};
