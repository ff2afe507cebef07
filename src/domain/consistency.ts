// Channel consistency: every way a channel's listings disagree with the group stock, worked
// out in one pass over the stock and one over the listings (maps by idv, never stock ×
// listings). The 'pending' rule is the 'not imported' rule of the stock page
// (./notImported.ts), so the report and the stock page's cards always agree.
//
// The kinds, per channel:
// - reservado: listed, and the stock says reserved;
// - vendido: listed, and the idv is no longer in the group stock;
// - precio: the price the listing shows differs from the stock's, by the price that channel
//   publishes (a listing under manual edition keeps its own price on purpose: not a drift);
// - duplicado: the same idv listed more than once on the channel;
// - pendiente: the channel's rule takes the vehicle and the channel does not list it.
import { type ChannelRule, type PriceRule } from './consistency/channelRules.js';
import { type ChannelSummary, type Drift, type DriftKind } from './consistency/types.js';
import { formatEuros } from './format.js';
import { eligibleColumn } from './notImported.js';
import type { StockVehicle } from './types.js';

/** What the report keeps of one listing. */
export interface ListingRef {
  listingId: string;
  idv: string;
  /** The price it shows (the channel's price rule), null when none. */
  price: number | null;
  /** Under manual edition: its price is its own, never a drift. */
  manual?: boolean;
  /** Where it is shown when the channel has several places ('cuenta 5'). */
  place?: string;
}

export interface ChannelInput {
  id: string;
  label: string;
  rule: ChannelRule;
  /** The channel's listings: what it lists, what 'pending' and the counts read. */
  listings: readonly ListingRef[];
  /**
   * Other places the channel shows vehicles (the Coches.net accounts): they count for
   * reserved, sold, price and duplicates among themselves, not for the counts or 'pending'.
   */
  elsewhere?: readonly ListingRef[];
}

export interface ConsistencyReport {
  channels: ChannelSummary[];
  drifts: Drift[];
}

/** 'Wallapop', or 'Coches.net (cuenta 5)' for a listing of one of its places. */
/**
 * formatEuros for the report's thousands of prices: whole euros written here ('9.790 €', as
 * formatEuros writes them; a unit test holds them equal), anything else by formatEuros.
 */
export function reportEuros(value: number | null): string {
  if (value === null) return 'sin precio';
  if (!Number.isInteger(value) || Math.abs(value) >= 1e15) return formatEuros(value);
  const digits = String(Math.abs(value));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part}.${grouped}` : part;
  }
  return `${value < 0 ? '-' : ''}${grouped}\u00a0€`;
}

export const driftMessages = {
  reservado: (where: string) => `Reservado en stock y publicado en ${where}`,
  vendido: (where: string) => `Vendido (ya no está en el stock) y publicado en ${where}`,
  precio: (where: string, listed: number | null, stock: number | null) =>
    `Precio en ${where} ${reportEuros(listed)}, en stock ${reportEuros(stock)}`,
  duplicado: (where: string, times: number) => `Publicado ${times} veces en ${where}`,
  pendiente: (where: string) => `Pendiente de publicar en ${where}`,
} as const;

/** Two prices are the same to the cent. */
export const samePrice = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.round(a * 100) === Math.round(b * 100);

export const vehicleName = (v: Pick<StockVehicle, 'marca' | 'modelo'>): string =>
  v.marca && v.modelo ? `${v.marca} ${v.modelo}` : v.marca || v.modelo || '';

// The pass below runs over 70,000 listings at 10,000 vehicles × 7 channels. Reading a
// stock vehicle (a large object, anywhere in memory) costs more than anything else in it, so
// what the pass needs of each vehicle — where it is, reserved or not, its price by each rule,
// its name, and whether each rule takes it (notImported.ts's eligibleColumn, which the stock
// page's counts share) — is read once per stock into compact columns, and a
// listing then costs a lookup by idv and a few reads of those. One small object per drift;
// the messages that name no value are written once per channel.

/** What the pass reads of a stock, vehicle by vehicle (by position), made once per stock. */
interface StockColumns {
  at: Map<string, number>;
  reserved: Uint8Array;
  /** By price rule: each vehicle's price, NaN for none. */
  prices: Map<PriceRule['stock'], Float64Array>;
  names: (string | undefined)[];
}

const stockColumns = new WeakMap<readonly StockVehicle[], StockColumns>();

/** The stock's columns, with those of `channels`' rules (the missing ones read in one walk). */
function columnsOf(
  stock: readonly StockVehicle[],
  channels: readonly Pick<ChannelInput, 'rule'>[],
): StockColumns {
  let columns = stockColumns.get(stock);
  const n = stock.length;
  if (!columns) {
    columns = {
      at: new Map(),
      reserved: new Uint8Array(n),
      prices: new Map(),
      names: new Array<string | undefined>(n),
    };
    stockColumns.set(stock, columns);
    for (let i = 0; i < n; i++) {
      const vehicle = stock[i]!;
      columns.at.set(String(vehicle.idv), i);
      if (vehicle.reservado) columns.reserved[i] = 1;
    }
  }
  const prices: [PriceRule['stock'], Float64Array][] = [];
  for (const { rule } of channels) {
    if (!columns.prices.has(rule.price.stock)) {
      const column = new Float64Array(n);
      columns.prices.set(rule.price.stock, column);
      prices.push([rule.price.stock, column]);
    }
  }
  if (prices.length) {
    for (let i = 0; i < n; i++) {
      const vehicle = stock[i]!;
      for (const [price, column] of prices) column[i] = price(vehicle) ?? NaN;
    }
  }
  return columns;
}

/** The vehicle's name, written once per stock. */
const nameAt = (columns: StockColumns, stock: readonly StockVehicle[], i: number): string =>
  (columns.names[i] ??= vehicleName(stock[i]!));

/** A drift, its optional parts only when there are. */
export function drift(
  channel: string,
  idv: string,
  kind: DriftKind,
  listingId: string | undefined,
  message: string,
  vehicle: string | undefined,
): Drift {
  const made: Drift = { channel, idv, kind, message };
  if (listingId !== undefined) made.listingId = listingId;
  if (vehicle !== undefined) made.vehicle = vehicle;
  return made;
}

/**
 * The drifts of one place's listings (reserved, sold, price, then duplicates) in one pass
 * over them, each car looked up in the stock by idv; answers how many listings each stock
 * vehicle has there (by its position in the stock).
 */
export function listingDrifts(
  channel: Pick<ChannelInput, 'id' | 'label' | 'rule'>,
  listings: readonly ListingRef[],
  stock: readonly StockVehicle[],
  into: Drift[],
): Uint32Array {
  const columns = columnsOf(stock, [channel]);
  const { at, reserved } = columns;
  const prices = columns.prices.get(channel.rule.price.stock)!;
  const counts = new Uint32Array(stock.length);
  const { id, label } = channel;
  const whereOf = (ref: ListingRef) => (ref.place ? `${label} (${ref.place})` : label);
  const sold = driftMessages.vendido(label);
  const held = driftMessages.reservado(label);
  let repeated = false;
  for (const ref of listings) {
    const position = at.get(ref.idv);
    if (position === undefined) {
      const message = ref.place ? driftMessages.vendido(whereOf(ref)) : sold;
      into.push(drift(id, ref.idv, 'vendido', ref.listingId, message, undefined));
      continue;
    }
    if (++counts[position]! > 1) repeated = true;
    if (reserved[position]) {
      const message = ref.place ? driftMessages.reservado(whereOf(ref)) : held;
      const name = nameAt(columns, stock, position);
      into.push(drift(id, ref.idv, 'reservado', ref.listingId, message, name));
      continue;
    }
    if (ref.manual) continue;
    const price = prices[position]!;
    const stockPrice = Number.isNaN(price) ? null : price;
    if (samePrice(ref.price, stockPrice)) continue;
    const message = driftMessages.precio(whereOf(ref), ref.price, stockPrice);
    const name = nameAt(columns, stock, position);
    const made = drift(id, ref.idv, 'precio', ref.listingId, message, name);
    if (stockPrice !== null) made.stock = stockPrice;
    if (ref.price !== null) made.listed = ref.price;
    into.push(made);
  }
  if (!repeated) return counts;
  // The idvs listed more than once, with all their listings (the first one is kept).
  const copies = new Map<string, ListingRef[]>();
  for (const ref of listings) {
    const position = at.get(ref.idv);
    if (position === undefined || counts[position]! < 2) continue;
    const same = copies.get(ref.idv);
    if (same) same.push(ref);
    else copies.set(ref.idv, [ref]);
  }
  for (const [idv, refs] of copies) {
    const position = at.get(idv)!;
    if (reserved[position]) continue; // every one of them goes
    const places = [...new Set(refs.map((ref) => ref.place).filter(Boolean))];
    const where = places.length ? `${label} (${places.join(', ')})` : label;
    const message = driftMessages.duplicado(where, refs.length);
    const name = nameAt(columns, stock, position);
    into.push(drift(id, idv, 'duplicado', refs[1]!.listingId, message, name));
  }
  return counts;
}

const KIND_ORDER: Readonly<Record<DriftKind, number>> = {
  reservado: 0,
  vendido: 1,
  precio: 2,
  duplicado: 3,
  pendiente: 4,
};

/** idvs in numeric order when they are digits (shorter first), else as text. */
export const compareIdv = (a: string, b: string): number =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;

const compareText = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);

export const compareDrifts = (a: Drift, b: Drift): number =>
  compareIdv(a.idv, b.idv) ||
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  compareText(a.listingId, b.listingId);

/**
 * Every channel's counts and drifts: each channel's listings read once (each car looked up in
 * the stock by idv), then one pass over the stock for 'pending' — never stock × listings.
 * Drifts come by channel (in the order given), then idv.
 */
export function consistencyReport(
  stock: readonly StockVehicle[],
  channels: readonly ChannelInput[],
): ConsistencyReport {
  const columns = columnsOf(stock, channels);
  const counts: ChannelSummary[] = [];
  const drifts: Drift[] = [];
  for (const channel of channels) {
    const own: Drift[] = [];
    const listed = listingDrifts(channel, channel.listings, stock, own);
    if (channel.elsewhere) listingDrifts(channel, channel.elsewhere, stock, own);
    const takes = eligibleColumn(stock, channel.rule.notImported.eligible);
    const pending = driftMessages.pendiente(channel.label);
    let eligible = 0;
    for (let i = 0; i < stock.length; i++) {
      if (!takes[i]) continue;
      eligible++;
      if (listed[i] !== 0) continue;
      const idv = String(stock[i]!.idv);
      own.push(drift(channel.id, idv, 'pendiente', undefined, pending, nameAt(columns, stock, i)));
    }
    own.sort(compareDrifts);
    for (const d of own) drifts.push(d);
    counts.push({
      id: channel.id,
      label: channel.label,
      listed: channel.listings.length,
      eligible,
      drifts: own.length,
    });
  }
  return { channels: counts, drifts };
}

/** The report with only the drifts of `channel` and `kind` (when given), counts to match. */
export function filterReport(
  report: ConsistencyReport,
  filter: { channel?: string; kind?: DriftKind },
): ConsistencyReport {
  if (!filter.channel && !filter.kind) return report;
  const drifts = report.drifts.filter(
    (d) =>
      (!filter.channel || d.channel === filter.channel) && (!filter.kind || d.kind === filter.kind),
  );
  const perChannel = new Map<string, number>();
  for (const d of drifts) perChannel.set(d.channel, (perChannel.get(d.channel) ?? 0) + 1);
  return {
    channels: report.channels.map((c) => ({ ...c, drifts: perChannel.get(c.id) ?? 0 })),
    drifts,
  };
}
