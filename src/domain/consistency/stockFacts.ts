// What the consistency screens and the dashboard's charts need of each stock vehicle: its
// name, its type and how long it has been in stock. Read as one projection of the group
// stock (`?fields=`). Pure.
import { isKm0 } from '../stock';
import type { StockVehicle } from '../types';

export interface StockFacts {
  idv: string;
  marca?: string;
  modelo?: string;
  tipo?: StockVehicle['tipo'];
  tipoVO?: string;
  /** When the vehicle entered the stock (ISO date), where known. */
  fechaEntrada?: string | null;
}

export const STOCK_FACT_FIELDS = ['idv', 'marca', 'modelo', 'tipo', 'tipoVO', 'fechaEntrada'];

/** 'SEAT León'; '' when the stock does not name it. */
export const vehicleName = (v: StockFacts | undefined): string =>
  v ? [v.marca, v.modelo].filter(Boolean).join(' ') : '';

// The three kinds of stock staff count: new cars, used cars, and the used cars registered
// by the dealer with almost no kilometres (KM0, as the stock page's filter reads them).
export const STOCK_TYPES = ['VN', 'VO', 'KM0'] as const;
export type StockType = (typeof STOCK_TYPES)[number];

export const STOCK_TYPE_LABELS: Record<StockType, string> = {
  VN: 'VN',
  VO: 'VO',
  KM0: 'KM0',
};

export const isStockType = (value: unknown): value is StockType =>
  typeof value === 'string' && (STOCK_TYPES as readonly string[]).includes(value);

/** VN, VO (without the KM0) or KM0; null when the stock gives no type. */
export const stockTypeOf = (v: StockFacts): StockType | null => {
  if (v.tipo === 'VN') return 'VN';
  if (v.tipo !== 'VO') return null;
  return isKm0({ tipo: v.tipo, tipoVO: v.tipoVO }) ? 'KM0' : 'VO';
};

// Days in stock, in the bands a dealer watches: the first month, the second, the third,
// up to half a year, and beyond.
export const AGE_BUCKETS = [
  { id: '0-30', label: '0–30 días', upTo: 30 },
  { id: '31-60', label: '31–60 días', upTo: 60 },
  { id: '61-90', label: '61–90 días', upTo: 90 },
  { id: '91-180', label: '91–180 días', upTo: 180 },
  { id: '180+', label: 'Más de 180 días', upTo: Number.POSITIVE_INFINITY },
] as const;
export type AgeBucketId = (typeof AGE_BUCKETS)[number]['id'];

export const isAgeBucket = (value: unknown): value is AgeBucketId =>
  AGE_BUCKETS.some((b) => b.id === value);

export const ageBucketLabel = (id: AgeBucketId): string =>
  AGE_BUCKETS.find((b) => b.id === id)?.label ?? id;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the vehicle entered the stock (0 for a date ahead); null when unknown. */
export const daysInStock = (fechaEntrada: unknown, now: Date): number | null => {
  if (typeof fechaEntrada !== 'string' || fechaEntrada.trim() === '') return null;
  const entered = new Date(fechaEntrada).getTime();
  if (Number.isNaN(entered)) return null;
  return Math.max(0, Math.floor((now.getTime() - entered) / DAY_MS));
};

export const ageBucketOf = (v: StockFacts, now: Date): AgeBucketId | null => {
  const days = daysInStock(v.fechaEntrada, now);
  if (days === null) return null;
  return (AGE_BUCKETS.find((b) => days <= b.upTo) ?? AGE_BUCKETS[AGE_BUCKETS.length - 1]).id;
};
