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

/** The cash price, precios[0] (read in place: this runs for every listing of every report). */
const cash: PriceOf = (doc) => {
  const precios = doc.precios;
  return Array.isArray(precios)
    ? finite((precios[0] as { valor?: unknown } | undefined)?.valor)
    : null;
};

/** The stock vehicle's prices as a listing carries them. */
const stockPriceFields = (vehicle: StockVehicle) => ({
  precios: vehicle.precios,
  precioVenta: vehicle.precioVenta ?? null,
  pvpPublicacion: vehicle.pvpPublicacion ?? null,
});

/** The own sites and Coches.net show the cash price (Contado, precios[0]). */
export const CASH_PRICE: PriceRule = {
  listed: cash,
  stock: (v) => finite(v.precios?.[0]?.valor),
  fields: ['precios'],
  update: stockPriceFields,
};

/** The feeds of Wallapop, Motoreto and Oferta de coches: the cash price, else the PVP. */
export const FEED_PRICE: PriceRule = {
  listed: (doc) => cash(doc) ?? finite(doc.pvpPublicacion),
  stock: (v) => finite(v.precios?.[0]?.valor) ?? finite(v.pvpPublicacion),
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
// whether each rule takes it, its name — is read once per stock into compact columns, and a
// listing then costs a lookup by idv and a few reads of those. One small object per drift;
// the messages that name no value are written once per channel.

/** What the pass reads of a stock, vehicle by vehicle (by position), made once per stock. */
interface StockColumns {
  at: Map<string, number>;
  reserved: Uint8Array;
  /** By price rule: each vehicle's price, NaN for none. */
  prices: Map<PriceRule['stock'], Float64Array>;
  /** By 'not imported' rule: 1 when the rule takes the vehicle. */
  takes: Map<NotImportedRule, Uint8Array>;
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
      takes: new Map(),
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
  const takes: [NotImportedRule, Uint8Array][] = [];
  for (const { rule } of channels) {
    if (!columns.prices.has(rule.price.stock)) {
      const column = new Float64Array(n);
      columns.prices.set(rule.price.stock, column);
      prices.push([rule.price.stock, column]);
    }
    if (!columns.takes.has(rule.notImported)) {
      const column = new Uint8Array(n);
      columns.takes.set(rule.notImported, column);
      takes.push([rule.notImported, column]);
    }
  }
  if (prices.length || takes.length) {
    for (let i = 0; i < n; i++) {
      const vehicle = stock[i]!;
      for (const [price, column] of prices) column[i] = price(vehicle) ?? NaN;
      for (const [rule, column] of takes) column[i] = rule(vehicle, NOTHING_LISTED) ? 1 : 0;
    }
  }
  return columns;
}

/** The vehicle's name, written once per stock. */
const nameAt = (columns: StockColumns, stock: readonly StockVehicle[], i: number): string =>
  (columns.names[i] ??= vehicleName(stock[i]!));

/** A drift, its optional parts only when there are. */
function drift(
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

/** A pending drift: the channel's rule takes the vehicle and the channel does not list it. */
export const pendingDrift = (
  channel: Pick<ChannelInput, 'id' | 'label'>,
  vehicle: StockVehicle,
): Drift =>
  drift(
    channel.id,
    String(vehicle.idv),
    'pendiente',
    undefined,
    driftMessages.pendiente(channel.label),
    vehicleName(vehicle),
  );

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

const compareDrifts = (a: Drift, b: Drift): number =>
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
  const counts: ChannelCounts[] = [];
  const drifts: Drift[] = [];
  for (const channel of channels) {
    const own: Drift[] = [];
    const listed = listingDrifts(channel, channel.listings, stock, own);
    if (channel.elsewhere) listingDrifts(channel, channel.elsewhere, stock, own);
    const takes = columns.takes.get(channel.rule.notImported)!;
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

/** What changed between two readings of the stock. */
export interface StockDiff {
  /** The idvs whose vehicle changed, went or came. */
  idvs: Set<string>;
  /** Their vehicles before and after (absent: not in that stock). */
  before: Map<string, StockVehicle>;
  after: Map<string, StockVehicle>;
}

/**
 * What differs between two readings of the stock (vehicles changed, gone or new), told apart
 * by identity: the stock is never changed in place, a changed vehicle is a new object and the
 * others are kept. One walk over both in step; null when more than `limit` differ (the whole
 * report is then worked out again).
 */
export function stockDiff(
  before: readonly StockVehicle[],
  after: readonly StockVehicle[],
  limit: number,
): StockDiff | null {
  const diff: StockDiff = { idvs: new Set(), before: new Map(), after: new Map() };
  if (before === after) return diff;
  const was = (v: StockVehicle) => {
    diff.idvs.add(String(v.idv));
    diff.before.set(String(v.idv), v);
  };
  const is = (v: StockVehicle) => {
    diff.idvs.add(String(v.idv));
    diff.after.set(String(v.idv), v);
  };
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      i++;
      j++;
    } else if (before[i + 1] === after[j]) {
      was(before[i++]!); // gone
    } else if (after[j + 1] === before[i]) {
      is(after[j++]!); // new
    } else {
      was(before[i++]!);
      is(after[j++]!);
    }
    if (diff.idvs.size > limit) return null;
  }
  while (i < before.length) was(before[i++]!);
  while (j < after.length) is(after[j++]!);
  return diff.idvs.size > limit ? null : diff;
}

/** Per channel, what changed since a report: the idvs to look at again, or 'all'. */
export type ChannelChange = ReadonlySet<string> | 'all';

/** Listings by idv, in their order, made once per array of listings (a change makes a new array). */
const listingIndexes = new WeakMap<readonly ListingRef[], Map<string, ListingRef | ListingRef[]>>();

/** The listings of `idvs`, in the order of `listings`. */
function listingsOf(listings: readonly ListingRef[], idvs: ReadonlySet<string>): ListingRef[] {
  let index = listingIndexes.get(listings);
  if (!index) {
    index = new Map();
    for (const ref of listings) {
      const same = index.get(ref.idv);
      if (same === undefined) index.set(ref.idv, ref);
      else if (Array.isArray(same)) same.push(ref);
      else index.set(ref.idv, [same, ref]);
    }
    listingIndexes.set(listings, index);
  }
  const found: ListingRef[] = [];
  for (const idv of idvs) {
    const refs = index.get(idv);
    if (refs === undefined) continue;
    if (Array.isArray(refs)) for (const ref of refs) found.push(ref);
    else found.push(refs);
  }
  return found;
}

/** The stock now, as a report update reads it. */
export interface StockNow {
  vehicles: readonly StockVehicle[];
  /** A vehicle of it by idv. */
  find: (idv: string) => StockVehicle | undefined;
  /** What changed in it since the report updated. */
  diff: StockDiff;
}

/**
 * The report after changes, from the report before them, working out again only what
 * changed: every drift of an idv hangs on that idv's vehicle and listings alone, so the
 * drifts of the changed idvs are the report of those vehicles and listings, merged in place
 * of their old ones (both in report order). A stock change names its idvs on every channel; a
 * listing change names the idvs of the listings it touched, on its channel. `previous` is the
 * unfiltered report over the same channels in the same order; `channels` holds the listings
 * now. The result is consistencyReport(stock.vehicles, channels).
 */
export function updateReport(
  previous: ConsistencyReport,
  stock: StockNow,
  channels: readonly ChannelInput[],
  changes: readonly ChannelChange[],
): ConsistencyReport {
  const same =
    previous.channels.length === channels.length &&
    previous.channels.every((c, k) => c.id === channels[k]!.id);
  if (!same) return consistencyReport(stock.vehicles, channels);
  const { diff, find } = stock;
  const after = (idv: string) => (diff.idvs.has(idv) ? diff.after.get(idv) : find(idv));
  const before = (idv: string) => (diff.idvs.has(idv) ? diff.before.get(idv) : find(idv));
  const counts: ChannelCounts[] = [];
  const drifts: Drift[] = [];
  let start = 0;
  for (let k = 0; k < channels.length; k++) {
    const channel = channels[k]!;
    const was = previous.channels[k]!;
    const change = changes[k] ?? 'all';
    const end = start + was.drifts;
    if (change === 'all') {
      const fresh = consistencyReport(stock.vehicles, [channel]);
      counts.push(fresh.channels[0]!);
      for (const d of fresh.drifts) drifts.push(d);
    } else if (!change.size) {
      counts.push({ ...was, listed: channel.listings.length });
      for (let i = start; i < end; i++) drifts.push(previous.drifts[i]!);
    } else {
      const vehicles: StockVehicle[] = [];
      let eligible = was.eligible;
      for (const idv of change) {
        const now = after(idv);
        if (now) vehicles.push(now);
        const then = before(idv);
        if (then && isEligible(channel.rule, then)) eligible--;
      }
      const part = consistencyReport(vehicles, [
        {
          ...channel,
          listings: listingsOf(channel.listings, change),
          ...(channel.elsewhere ? { elsewhere: listingsOf(channel.elsewhere, change) } : {}),
        },
      ]);
      const fresh = part.drifts;
      const from = drifts.length;
      let f = 0;
      for (let i = start; i < end; i++) {
        const d = previous.drifts[i]!;
        if (change.has(d.idv)) continue;
        while (f < fresh.length && compareDrifts(fresh[f]!, d) < 0) drifts.push(fresh[f++]!);
        drifts.push(d);
      }
      while (f < fresh.length) drifts.push(fresh[f++]!);
      counts.push({
        id: channel.id,
        label: channel.label,
        listed: channel.listings.length,
        eligible: eligible + part.channels[0]!.eligible,
        drifts: drifts.length - from,
      });
    }
    start = end;
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
