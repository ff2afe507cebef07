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
import { aramisPrices } from './aramis.js';
import { formatEuros } from './format.js';
import {
  notImportedIfAvailable,
  notImportedInAramis,
  notImportedInGomotor,
  notImportedInGrupoliva,
  notImportedInMotoreto,
  type NotImportedRule,
} from './notImported.js';
import { cashPrice } from './stock.js';
import type { StockVehicle } from './types.js';

export const DRIFT_KINDS = ['reservado', 'vendido', 'precio', 'duplicado', 'pendiente'] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

/** How the console names each kind (filters, charts). */
export const DRIFT_KIND_LABELS: Readonly<Record<DriftKind, string>> = {
  reservado: 'Reservado en stock',
  vendido: 'Vendido',
  precio: 'Precio distinto',
  duplicado: 'Duplicado',
  pendiente: 'Pendiente de publicar',
};

export const isDriftKind = (value: string): value is DriftKind =>
  (DRIFT_KINDS as readonly string[]).includes(value);

type Fields = Readonly<Record<string, unknown>>;

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The price a listing (or a stock vehicle) shows; null when it shows none. */
export type PriceOf = (doc: Fields) => number | null;

export interface PriceRule {
  /** The price the channel's listing shows. */
  listed: PriceOf;
  /** The price the channel would show for the stock vehicle today. */
  stock: (vehicle: StockVehicle) => number | null;
  /** The top-level fields `listed` reads (what a server keeps of each listing). */
  fields: readonly string[];
  /** The listing fields that bring its price to the stock vehicle's. */
  update: (vehicle: StockVehicle) => Record<string, unknown>;
}

const cash: PriceOf = (doc) =>
  cashPrice({ precios: Array.isArray(doc.precios) ? doc.precios : [] });

/** The stock vehicle's prices as a listing carries them. */
const stockPriceFields = (vehicle: StockVehicle) => ({
  precios: vehicle.precios,
  precioVenta: vehicle.precioVenta ?? null,
  pvpPublicacion: vehicle.pvpPublicacion ?? null,
});

/** The own sites and Coches.net show the cash price (Contado, precios[0]). */
export const CASH_PRICE: PriceRule = {
  listed: cash,
  stock: (v) => cash(v as unknown as Fields),
  fields: ['precios'],
  update: stockPriceFields,
};

/** The feeds of Wallapop, Motoreto and Oferta de coches: the cash price, else the PVP. */
export const FEED_PRICE: PriceRule = {
  listed: (doc) => cash(doc) ?? finite(doc.pvpPublicacion),
  stock: (v) => cash(v as unknown as Fields) ?? finite(v.pvpPublicacion),
  fields: ['precios', 'pvpPublicacion'],
  update: stockPriceFields,
};

/** Aramis's supplier record carries its own price field (precio_aramis). */
export const ARAMIS_PRICE: PriceRule = {
  listed: (doc) => finite(doc.precio_aramis),
  stock: (v) => aramisPrices(v).precio_aramis ?? null,
  fields: ['precio_aramis'],
  update: (v) => ({ ...aramisPrices(v) }),
};

export interface ChannelRule {
  /** The stock page's 'not imported' rule of the channel. */
  notImported: NotImportedRule;
  price: PriceRule;
}

const NOTHING_LISTED: ReadonlySet<string> = new Set<string>();

/** Whether the channel's rule takes the vehicle (whatever it lists). */
export const isEligible = (rule: ChannelRule, vehicle: StockVehicle): boolean =>
  rule.notImported(vehicle, NOTHING_LISTED);

/** The seven channels, by id: the rules the console's stock page uses. */
export const CHANNEL_RULES: Readonly<Record<string, ChannelRule>> = {
  gomotor: { notImported: notImportedInGomotor, price: CASH_PRICE },
  grupoliva: { notImported: notImportedInGrupoliva, price: CASH_PRICE },
  aramis: { notImported: notImportedInAramis, price: ARAMIS_PRICE },
  wallapop: { notImported: notImportedIfAvailable, price: FEED_PRICE },
  cnet: { notImported: notImportedIfAvailable, price: CASH_PRICE },
  'oferta-de-coches': { notImported: notImportedIfAvailable, price: FEED_PRICE },
  motoreto: { notImported: notImportedInMotoreto, price: FEED_PRICE },
};

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

export interface Drift {
  channel: string;
  idv: string;
  kind: DriftKind;
  listingId?: string;
  /** The stock's value and the listing's, where there are two (prices, euros). */
  stock?: number;
  listed?: number;
  message: string;
  /** 'SEAT LEON', when the vehicle is in the stock. */
  vehicle?: string;
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

export interface ChannelCounts {
  id: string;
  label: string;
  listed: number;
  eligible: number;
  drifts: number;
}

export interface ConsistencyReport {
  channels: ChannelCounts[];
  drifts: Drift[];
}

/** 'Wallapop', or 'Coches.net (cuenta 5)' for a listing of one of its places. */
const whereOf = (label: string, ref: ListingRef) => (ref.place ? `${label} (${ref.place})` : label);

export const driftMessages = {
  reservado: (where: string) => `Reservado en stock y publicado en ${where}`,
  vendido: (where: string) => `Vendido (ya no está en el stock) y publicado en ${where}`,
  precio: (where: string, listed: number | null, stock: number | null) =>
    `Precio en ${where} ${formatEuros(listed, 'sin precio')}, en stock ${formatEuros(stock, 'sin precio')}`,
  duplicado: (where: string, times: number) => `Publicado ${times} veces en ${where}`,
  pendiente: (where: string) => `Pendiente de publicar en ${where}`,
} as const;

/** Two prices are the same to the cent. */
export const samePrice = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.round(a * 100) === Math.round(b * 100);

export const vehicleName = (v: Pick<StockVehicle, 'marca' | 'modelo'>): string =>
  [v.marca, v.modelo].filter(Boolean).join(' ');

/** The listings of each idv, in the order given. */
export function byIdv(listings: readonly ListingRef[]): Map<string, ListingRef[]> {
  const grouped = new Map<string, ListingRef[]>();
  for (const ref of listings) {
    const same = grouped.get(ref.idv);
    if (same) same.push(ref);
    else grouped.set(ref.idv, [ref]);
  }
  return grouped;
}

/**
 * The drifts of one idv's listings on one channel (reserved, sold, duplicated, price); the
 * first listing is the one a duplicate fix keeps.
 */
export function listingDrifts(
  channel: Pick<ChannelInput, 'id' | 'label' | 'rule'>,
  idv: string,
  refs: readonly ListingRef[],
  vehicle: StockVehicle | undefined,
): Drift[] {
  const drifts: Drift[] = [];
  const { id, label } = channel;
  const name = vehicle ? vehicleName(vehicle) : undefined;
  const base = (kind: DriftKind, ref: ListingRef | undefined, message: string): Drift => ({
    channel: id,
    idv,
    kind,
    ...(ref ? { listingId: ref.listingId } : {}),
    message,
    ...(name ? { vehicle: name } : {}),
  });
  if (!vehicle) {
    for (const ref of refs)
      drifts.push(base('vendido', ref, driftMessages.vendido(whereOf(label, ref))));
    return drifts;
  }
  if (vehicle.reservado) {
    for (const ref of refs) {
      drifts.push(base('reservado', ref, driftMessages.reservado(whereOf(label, ref))));
    }
    return drifts;
  }
  if (refs.length > 1) {
    const places = [...new Set(refs.map((ref) => ref.place).filter(Boolean))];
    const where = places.length ? `${label} (${places.join(', ')})` : label;
    drifts.push(base('duplicado', refs[1], driftMessages.duplicado(where, refs.length)));
  }
  const stockPrice = channel.rule.price.stock(vehicle);
  for (const ref of refs) {
    if (ref.manual || samePrice(ref.price, stockPrice)) continue;
    drifts.push({
      ...base('precio', ref, driftMessages.precio(whereOf(label, ref), ref.price, stockPrice)),
      ...(stockPrice !== null ? { stock: stockPrice } : {}),
      ...(ref.price !== null ? { listed: ref.price } : {}),
    });
  }
  return drifts;
}

/** A pending drift: the channel's rule takes the vehicle and the channel does not list it. */
export const pendingDrift = (
  channel: Pick<ChannelInput, 'id' | 'label'>,
  vehicle: StockVehicle,
): Drift => ({
  channel: channel.id,
  idv: String(vehicle.idv),
  kind: 'pendiente',
  message: driftMessages.pendiente(channel.label),
  vehicle: vehicleName(vehicle),
});

const KIND_ORDER = new Map(DRIFT_KINDS.map((kind, i) => [kind, i]));

/** idvs in numeric order when they are digits (shorter first), else as text. */
export const compareIdv = (a: string, b: string): number =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;

const compareDrifts = (a: Drift, b: Drift): number =>
  compareIdv(a.idv, b.idv) ||
  (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0) ||
  (a.listingId ?? '').localeCompare(b.listingId ?? '');

/**
 * Every channel's counts and drifts: the stock read once into a map, each channel's
 * listings grouped by idv once, then one pass over the stock for 'pending'. Drifts come
 * by channel (in the order given), then idv.
 */
export function consistencyReport(
  stock: readonly StockVehicle[],
  channels: readonly ChannelInput[],
): ConsistencyReport {
  const inStock = new Map<string, StockVehicle>();
  for (const v of stock) inStock.set(String(v.idv), v);
  const counts: ChannelCounts[] = [];
  const drifts: Drift[] = [];
  for (const channel of channels) {
    const own: Drift[] = [];
    const listed = byIdv(channel.listings);
    for (const groups of [listed, byIdv(channel.elsewhere ?? [])]) {
      for (const [idv, refs] of groups) {
        for (const drift of listingDrifts(channel, idv, refs, inStock.get(idv))) own.push(drift);
      }
    }
    let eligible = 0;
    for (const v of stock) {
      if (!isEligible(channel.rule, v)) continue;
      eligible++;
      if (!listed.has(String(v.idv))) own.push(pendingDrift(channel, v));
    }
    own.sort(compareDrifts);
    for (const drift of own) drifts.push(drift);
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
