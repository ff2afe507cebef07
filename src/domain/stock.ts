// Rules over the dealer stock. Pure: no React, no network.
import { formatEuros, formatNumber } from './format.js';
import type { StockVehicle } from './types.js';

// precios index 0 is the cash price, index 3 the financed price, index 8 another.
export const CASH_PRICE_INDEX = 0;
export const FINANCED_PRICE_INDEX = 3;
export const OTHER_PRICE_INDEX = 8;

/** The nine price types of `precios`, by position. */
export const PRICE_TYPES = [
  'VENTA',
  'COMPRAVENTA',
  'EXPORTACION',
  'PUBLICACION',
  'VENTA_GARANTIA',
  'TRANSFERENCIA',
  'MERCADO',
  'COMPRA',
  'PVP_NUEVO',
] as const;

const priceAt = (v: Pick<StockVehicle, 'precios'>, index: number): number | null => {
  const value = v.precios?.[index]?.valor;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export const cashPrice = (v: Pick<StockVehicle, 'precios'>) => priceAt(v, CASH_PRICE_INDEX);
export const financedPrice = (v: Pick<StockVehicle, 'precios'>) => priceAt(v, FINANCED_PRICE_INDEX);
export const otherPrice = (v: Pick<StockVehicle, 'precios'>) => priceAt(v, OTHER_PRICE_INDEX);

// These fields display '0' when missing.
export const ZERO_DEFAULT_FIELDS = [
  'garantia',
  'pvpPublicacion',
  'pvoNuevo',
  'potenciaCv',
  'potenciaKw',
  'color',
  'combustible',
  'cilindrada',
  'anyoModelo',
] as const satisfies readonly (keyof StockVehicle)[];

export type ZeroDefaultField = (typeof ZERO_DEFAULT_FIELDS)[number];

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The text shown for a field whose default is '0'; a figure through the formatting module ('23,8',
 * '1.254', '9.790 €'), a year as it is ('2021').
 */
export const displayWithDefault = (v: Partial<StockVehicle>, field: ZeroDefaultField): string => {
  const value = v[field];
  if (isMissing(value)) return '0';
  if (typeof value !== 'number' || field === 'anyoModelo') return String(value);
  return field === 'pvpPublicacion' || field === 'pvoNuevo'
    ? formatEuros(value)
    : formatNumber(value);
};

/**
 * The fields of a stock vehicle the Stock Quiter page uses: its table and search
 * (resources/stockQuiter/stockRows.ts), the ten filters below and the seven 'not
 * imported' rules (./notImported.ts). The page reads only these (`?fields=`, a tenth of the
 * whole answer); a vehicle is read whole when it is sent or exported. A unit test checks
 * that every rule gives the same answer on these fields as on the whole vehicle.
 */
export const STOCK_LIST_FIELDS = [
  'idv',
  'marca',
  'modelo',
  'version',
  'tipo',
  'tipoVO',
  'km',
  'precios',
  'reservado',
  'ivaDeducible',
  'combustible',
  'color',
  'potenciaCv',
  'garantia',
  'anyoModelo',
  'matricula',
  'bastidor',
] as const satisfies readonly (keyof StockVehicle)[];

// The stock filters.
export const KM0_TIPO_VO = 'KM0 KM0 VO';

export const isKm0 = (v: Pick<StockVehicle, 'tipo' | 'tipoVO'>): boolean =>
  v.tipo === 'VO' && v.tipoVO === KM0_TIPO_VO;

export const STOCK_FILTERS = [
  { id: 'VN', label: 'VN', matches: (v: StockVehicle) => v.tipo === 'VN' },
  { id: 'VO', label: 'VO', matches: (v: StockVehicle) => v.tipo === 'VO' },
  { id: 'KM0', label: 'KM0', matches: (v: StockVehicle) => isKm0(v) },
  { id: 'OCASION', label: 'Ocasión', matches: (v: StockVehicle) => v.tipo === 'VO' && !isKm0(v) },
  { id: 'DISPONIBLES', label: 'Disponibles', matches: (v: StockVehicle) => !v.reservado },
  { id: 'GASOLINA', label: 'Gasolina', matches: (v: StockVehicle) => v.combustible === 'GASOLINA' },
  { id: 'DIESEL', label: 'Diesel', matches: (v: StockVehicle) => v.combustible === 'DIESEL' },
  {
    id: 'ELECTRICO',
    label: 'Eléctrico',
    matches: (v: StockVehicle) => v.combustible === 'ELECTRICO',
  },
  { id: 'HIBRIDO', label: 'Híbrido', matches: (v: StockVehicle) => v.combustible === 'HIBRIDO' },
  { id: 'RESERVADOS', label: 'Reservados', matches: (v: StockVehicle) => v.reservado === true },
] as const;

export type StockFilterId = (typeof STOCK_FILTERS)[number]['id'];

export const stockFilter = (id: StockFilterId) => {
  const filter = STOCK_FILTERS.find((f) => f.id === id);
  if (!filter) throw new Error(`Unknown stock filter ${id}`);
  return filter;
};

/** Counts every filter over the stock in one pass. */
export const countByFilter = (stock: readonly StockVehicle[]): Record<StockFilterId, number> => {
  const counts = Object.fromEntries(STOCK_FILTERS.map((f) => [f.id, 0])) as Record<
    StockFilterId,
    number
  >;
  for (const v of stock) {
    for (const f of STOCK_FILTERS) if (f.matches(v)) counts[f.id]++;
  }
  return counts;
};
