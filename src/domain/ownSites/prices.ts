// The number rules of the bulk actions and the create form: 'Modificar precio', 'Modificar importe
// reserva' and whole-number prices.
import { FIGURE_KINDS, FIGURE_MESSAGES, parseSpanishFigure } from '../figures.js';
import { formatEuros } from '../format.js';
import type { Price } from '../types.js';

/** Contado is precios[0], Financiado precios[3]. */
export const PRICE_KINDS = [
  { id: 'contado', label: 'Contado', index: 0 },
  { id: 'financiado', label: 'Financiado', index: 3 },
] as const;
export type PriceKind = (typeof PRICE_KINDS)[number]['id'];

export const priceIndex = (kind: PriceKind): number =>
  kind === 'contado' ? PRICE_KINDS[0].index : PRICE_KINDS[1].index;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A number typed the Spanish way ('1.500', '-500', '+1.250,5'), or as a number input gives
 * it ('1500.5'); null when it is not one. '1.500' is fifteen hundred (es-ES grouping). The
 * figures' one reading of typed numbers (src/domain/figures.ts).
 */
export const parseSpanishNumber = (input: unknown): number | null =>
  parseSpanishFigure(input) ?? null;

/** The largest change 'Modificar precio' makes at once, up or down (as the API takes it). */
export const MAX_PRICE_CHANGE = FIGURE_KINDS.wholeEuros.max / 10;

/**
 * The signed amount of 'Modificar precio' (a negative value subtracts). Prices are whole euros (an
 * integer valor), so the amount must be a whole number, and not 0.
 */
export const parsePriceAmount = (input: unknown): Parsed<number> => {
  const n = parseSpanishNumber(input);
  if (n === null)
    return { ok: false, message: 'Introduce una cantidad en euros, p. ej. 500 o -500' };
  if (!Number.isInteger(n)) return { ok: false, message: FIGURE_MESSAGES.notWhole };
  if (n === 0) return { ok: false, message: 'La cantidad debe ser distinta de 0' };
  if (Math.abs(n) > MAX_PRICE_CHANGE)
    return { ok: false, message: FIGURE_MESSAGES.tooLarge(MAX_PRICE_CHANGE) };
  return { ok: true, value: n };
};

export type PriceChange =
  | { ok: true; precios: Price[] }
  | { ok: false; reason: 'missing' | 'negative'; current: number | null };

/**
 * New price = old price + amount, on precios[0] (Contado) or precios[3] (Financiado); the other
 * entries are kept. A vehicle without that price is not given one ('missing'), and a price never
 * goes below 0 ('negative'): the action is refused rather than clamped, so +500 then -500 always
 * gives the old price back.
 */
export const changePrice = (
  precios: readonly Price[] | undefined,
  kind: PriceKind,
  amount: number,
): PriceChange => {
  const index = priceIndex(kind);
  const current = precios?.[index]?.valor;
  if (typeof current !== 'number' || !Number.isFinite(current))
    return { ok: false, reason: 'missing', current: null };
  const next = Math.round(current + amount);
  if (next < 0) return { ok: false, reason: 'negative', current };
  const result = precios ? precios.map((p) => ({ ...p })) : [];
  result[index] = { ...result[index], valor: next };
  return { ok: true, precios: result };
};

export interface PricePlan {
  /** True when every vehicle can change: the action runs only then (all or nothing). */
  ok: boolean;
  /** Vehicle key → new precios. */
  changes: Map<string, Price[]>;
  /** Vehicles without that price entry. */
  missing: string[];
  /** Vehicles whose price would fall below 0. */
  negative: string[];
}

/**
 * 'Modificar precio' over a selection, all or nothing (bulk actions are atomic; the reference API
 * refuses the same cases with a 400). `key` names a vehicle (its idv).
 */
export const planPriceChange = <V extends { precios?: Price[] }>(
  vehicles: readonly V[],
  kind: PriceKind,
  amount: number,
  key: (v: V) => string,
): PricePlan => {
  const plan: PricePlan = { ok: true, changes: new Map(), missing: [], negative: [] };
  for (const v of vehicles) {
    const change = changePrice(v.precios, kind, amount);
    if (change.ok) plan.changes.set(key(v), change.precios);
    else plan[change.reason].push(key(v));
  }
  plan.ok = plan.missing.length === 0 && plan.negative.length === 0;
  return plan;
};

const someIdvs = (idvs: readonly string[]) =>
  `${idvs.slice(0, 5).join(', ')}${idvs.length > 5 ? ` y ${idvs.length - 5} más` : ''}`;

/** Why a price plan is refused, in Spanish, naming up to five vehicles; null when it is ok. */
export const priceRefusalMessage = (plan: PricePlan, kind: PriceKind): string | null => {
  if (plan.ok) return null;
  const label = kind === 'contado' ? 'Contado' : 'Financiado';
  const reasons: string[] = [];
  if (plan.missing.length)
    reasons.push(
      plan.missing.length === 1
        ? `El vehículo ${someIdvs(plan.missing)} no tiene precio ${label}.`
        : `Los vehículos ${someIdvs(plan.missing)} no tienen precio ${label}.`,
    );
  if (plan.negative.length)
    reasons.push(
      plan.negative.length === 1
        ? `El precio ${label} del vehículo ${someIdvs(plan.negative)} quedaría por debajo de ${formatEuros(0)}.`
        : `El precio ${label} de los vehículos ${someIdvs(plan.negative)} quedaría por debajo de ${formatEuros(0)}.`,
    );
  return `${reasons.join(' ')} No se ha cambiado ningún precio.`;
};

/** The reserve amount's minimum and default. */
export const MIN_RESERVE = 300;
export const DEFAULT_RESERVE = 300;

/** 'Modificar importe reserva': a whole number of euros, 300 or more. */
export const parseReserveAmount = (input: unknown): Parsed<number> => {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
    return { ok: true, value: DEFAULT_RESERVE };
  const n = parseSpanishNumber(input);
  if (n === null || !Number.isInteger(n))
    return { ok: false, message: 'El importe de reserva debe ser un número entero de euros' };
  if (n < MIN_RESERVE)
    return { ok: false, message: `El importe de reserva mínimo es ${formatEuros(MIN_RESERVE)}` };
  return { ok: true, value: n };
};

/**
 * Prices in the create form are parsed to whole numbers (the decimals are dropped, as parseInt
 * does); '9.790' reads as 9790. Empty or unreadable → null (no price).
 */
export const parseWholePrice = (input: unknown): number | null => {
  const n = parseSpanishNumber(input);
  return n === null ? null : Math.trunc(n) + 0;
};

/** Prices in the edit form are converted to numbers (decimals kept). */
export const parseEditPrice = (input: unknown): number | null => parseSpanishNumber(input);
