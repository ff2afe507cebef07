// 'Lista de resultados' of the own-site dashboards: the columns, which are hidden by default and
// which are edited in the row. How a column shows, filters and edits is the same on every dashboard
// (../stockDashboard/columns.ts).
import type { FigureKind } from '../figures.js';
import type { Price } from '../types.js';
import { VEHICLE_FIGURES, VEHICLE_LIST_FIGURES } from '../vehicleFigures.js';
import { cashPrice, CASH_PRICE_INDEX, financedPrice, FINANCED_PRICE_INDEX } from '../stock.js';
import {
  column as genericColumn,
  filterRowsByColumns,
  hiddenColumnIds,
  num,
  text,
  type ColumnFilters,
  type InlineEdit,
  type ResultColumn as GenericColumn,
} from '../stockDashboard/columns.js';
import { warrantyMonths } from './reviews.js';
import { campaignOf, type OwnSiteVehicle } from './vehicle.js';

export {
  ACTIONS_COLUMN_LABEL,
  RESULTS_PAGE_SIZE,
  RESULTS_TITLE,
  ROW_RELOAD_DELAY_MS,
  VIEW_ACTION_LABEL,
  displayCell,
  matchesColumnFilter,
  type CellValue,
  type ColumnFilters,
  type ColumnKind,
  type InlineEdit,
} from '../stockDashboard/columns.js';

export type ResultColumn = GenericColumn<OwnSiteVehicle>;
const column = genericColumn<OwnSiteVehicle>;

/** The price list with entry `index` set to `valor` (the vehicle has that entry). */
export const withPriceAt = (precios: readonly Price[], index: number, valor: number): Price[] =>
  precios.map((p, i) => (i === index ? { ...p, valor } : p));

/** CONTADO / FINANCIADO edited in the row: the whole-euro price entry. */
const priceEdit = (index: number): InlineEdit<OwnSiteVehicle> => ({
  figure: VEHICLE_LIST_FIGURES.precios.valor,
  enabled: (v) => Array.isArray(v.precios) && v.precios[index] !== undefined,
  patch: (v, value) => ({ precios: withPriceAt(v.precios ?? [], index, Number(value)) }),
});

/** A field set as typed in the row (GARANTIA months, the HOME / RESERVADO flags). */
const fieldEdit = (field: keyof OwnSiteVehicle): InlineEdit<OwnSiteVehicle> => {
  const figure = (VEHICLE_FIGURES as Partial<Record<string, FigureKind>>)[field];
  return { ...(figure ? { figure } : {}), patch: (_v, value) => ({ [field]: value }) };
};

/**
 * The result columns, in order. Both sites show the same table. An expert edits CONTADO,
 * FINANCIADO, GARANTIA, HOME and RESERVADO in the row.
 */
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
  column('precios.0.valor', 'CONTADO', 'euros', cashPrice, false, priceEdit(CASH_PRICE_INDEX)),
  column(
    'precios.3.valor',
    'FINANCIADO',
    'euros',
    financedPrice,
    false,
    priceEdit(FINANCED_PRICE_INDEX),
  ),
  column('garantia', 'GARANTIA', 'number', warrantyMonths, false, fieldEdit('garantia')),
  column(
    'vehiculosHome',
    'HOME',
    'boolean',
    (v) => v.vehiculosHome === true,
    false,
    fieldEdit('vehiculosHome'),
  ),
  column(
    'reservado',
    'RESERVADO',
    'boolean',
    (v) => v.reservado === true,
    false,
    fieldEdit('reservado'),
  ),
  column('campana.name', 'CAMPAÑA', 'text', (v) => text(campaignOf(v)?.name), true),
  column('carroceria', 'CARROCERIA', 'text', (v) => text(v.carroceria), true),
  column('tipoCarroceriaWeb', 'CARROCERIA WEB', 'text', (v) => text(v.tipoCarroceriaWeb), true),
];

/** The ids of the columns the chooser starts with hidden. */
export const hiddenByDefault = (columns: readonly ResultColumn[] = RESULT_COLUMNS): string[] =>
  hiddenColumnIds(columns);

/** The vehicles that match every non-empty column filter (unknown column ids are ignored). */
export const filterByColumns = (
  vehicles: readonly OwnSiteVehicle[],
  filters: ColumnFilters,
  columns: readonly ResultColumn[] = RESULT_COLUMNS,
): OwnSiteVehicle[] => filterRowsByColumns(vehicles, filters, columns);
