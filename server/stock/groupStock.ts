// The in-memory group stock: the reference API plays the external Quiter system (GET
// /publishing/api/v1/quiter and GET /quiter/{portalId}; docs/API.md "Group stock"). Generated once
// per (seed, count) and cached with its JSON text, so even the 10,000-vehicle benchmark stock is
// answered without generating or serialising it again.
import { gzip } from 'node:zlib';
import { DEMO_FAILING_PORTAL } from '../../src/domain/portals.js';
import type { QuiterFeed, StockVehicle } from '../../src/domain/types.js';
import type { Config } from '../config.js';
import { generateStock } from '../seed/stock.js';
import { portalSlice } from './portals.js';

/** Vehicles in the group stock when SEED_VEHICLES is not set. */
const DEFAULT_GROUP_VEHICLES = 600;
/** Seed of the group stock: the same vehicles on every machine and every run. */
const GROUP_STOCK_SEED = 20261101;

type StockConfig = Pick<Config, 'seedVehicles'>;

interface CachedStock {
  vehicles: StockVehicle[];
  byIdv: Map<string, StockVehicle>;
  json?: string;
  /** The JSON as bytes, and gzipped once in the background (node's thread pool). */
  body?: StockBody;
  /** Projections (`?fields=`), by their field list: the stock page asks for the same one. */
  projections: Map<string, StockBody>;
  /** Each portal's feed ({vehiculos} or {tipoError, mensajeError}) as bytes, and gzipped. */
  feeds: Map<string, StockBody>;
}

const cache = new Map<number, CachedStock>();

const groupStockSize = (config: StockConfig): number =>
  config.seedVehicles ?? DEFAULT_GROUP_VEHICLES;

function generated(config: StockConfig): CachedStock {
  const count = groupStockSize(config);
  let entry = cache.get(count);
  if (!entry) {
    const vehicles = generateStock(GROUP_STOCK_SEED, count);
    entry = {
      vehicles,
      byIdv: new Map(vehicles.map((v) => [v.idv, v])),
      feeds: new Map(),
      projections: new Map(),
    };
    // Test runs build stocks of several sizes; keep only the latest few.
    if (cache.size >= 4) cache.delete(cache.keys().next().value as number);
    cache.set(count, entry);
  }
  return entry;
}

/**
 * What the stock system's own users changed since (a vehicle reserved, repriced or sold):
 * the reference API plays that system, so a test or a demo changes it through the API
 * (server/stock/stockChanges.ts). Kept per server configuration, so two servers in one
 * process (the tests) each have their own.
 */
export interface StockChange {
  /** The idv. */
  _id: string;
  reservado?: boolean;
  /** The new cash price (precios[0] and precioVenta). */
  precio?: number;
  /** Gone from the stock. */
  vendido?: boolean;
  at: string;
}

interface Overlay {
  changes: ReadonlyMap<string, StockChange>;
  /** The stock with the changes, made on first read after they change. */
  made?: { from: CachedStock; stock: CachedStock };
}

const overlays = new WeakMap<object, Overlay>();

/** The changes `config`'s server reads the stock with from now on (all of them). */
export function setStockChanges(config: StockConfig, changes: readonly StockChange[]): void {
  overlays.set(config, { changes: new Map(changes.map((change) => [change._id, change])) });
}

function changed(vehicle: StockVehicle, change: StockChange): StockVehicle | null {
  if (change.vendido) return null;
  const copy = { ...vehicle };
  if (change.reservado !== undefined) copy.reservado = change.reservado;
  if (change.precio !== undefined) {
    copy.precioVenta = change.precio;
    copy.precios = vehicle.precios.map((price, i) =>
      i === 0 ? { ...price, valor: change.precio! } : price,
    );
    if (!copy.precios.length) copy.precios = [{ tipo: 'VENTA', valor: change.precio }];
  }
  return copy;
}

function cached(config: StockConfig): CachedStock {
  const from = generated(config);
  const overlay = overlays.get(config);
  if (!overlay?.changes.size) return from;
  if (overlay.made?.from === from) return overlay.made.stock;
  const vehicles = from.vehicles.flatMap((v) => {
    const change = overlay.changes.get(v.idv);
    return change ? (changed(v, change) ?? []) : [v];
  });
  const stock: CachedStock = {
    vehicles,
    byIdv: new Map(vehicles.map((v) => [v.idv, v])),
    feeds: new Map(),
    projections: new Map(),
  };
  overlay.made = { from, stock };
  return stock;
}

/** A vehicle of the generated stock, before any change (the changes route checks idvs). */
export const generatedVehicle = (config: StockConfig, idv: string): StockVehicle | undefined =>
  generated(config).byIdv.get(idv);

/** The group stock. Shared between requests: never mutate it, clone a vehicle to change it. */
export const getGroupStock = (config: StockConfig): StockVehicle[] => cached(config).vehicles;

/** The group stock serialised once, as GET /publishing/api/v1/quiter answers it. */
export function getGroupStockJson(config: StockConfig): string {
  const entry = cached(config);
  entry.json ??= JSON.stringify(entry.vehicles);
  return entry.json;
}

/**
 * The answer of GET /publishing/api/v1/quiter as bytes: 44 MB of JSON for the 10,000-vehicle
 * benchmark stock, 5.5 MB gzipped. The gzip is made once, off the event loop; until it is
 * ready (or if it fails) the plain bytes are served.
 */
export function getGroupStockBody(config: StockConfig): StockBody {
  const entry = cached(config);
  entry.body ??= stockBody(getGroupStockJson(config));
  return entry.body;
}

/** The bytes of an answer, gzipped once in the background (node's thread pool). */
export interface StockBody {
  raw: Buffer;
  gzip?: Buffer;
  /** Settles once the gzip is made (off the main thread), or could not be. */
  zipped: Promise<void>;
}

function stockBody(json: string): StockBody {
  const raw = Buffer.from(json);
  const made: Pick<StockBody, 'gzip'> = {};
  const zipped = new Promise<void>((resolve) =>
    gzip(raw, (error, bytes) => {
      if (!error) made.gzip = bytes;
      resolve();
    }),
  );
  return Object.assign(made, { raw, zipped });
}

/** Projections kept per stock; more distinct field lists than this are not cached. */
const MAX_PROJECTIONS = 8;

/**
 * The group stock with only `fields` of each vehicle (`?fields=`, docs/API.md "Group
 * stock"): the Stock Quiter page reads the fields its table, filters and rules use — a
 * tenth of the whole answer. Field names are checked by the route.
 */
export function getGroupStockProjection(config: StockConfig, fields: readonly string[]): StockBody {
  const entry = cached(config);
  const key = [...new Set(fields)].sort().join(',');
  let body = entry.projections.get(key);
  if (!body) {
    const names = key.split(',');
    const json = JSON.stringify(
      entry.vehicles.map((v) => {
        const source = v as unknown as Record<string, unknown>;
        const picked: Record<string, unknown> = {};
        for (const name of names) if (Object.hasOwn(source, name)) picked[name] = source[name];
        return picked;
      }),
    );
    body = stockBody(json);
    if (entry.projections.size < MAX_PROJECTIONS) entry.projections.set(key, body);
  }
  return body;
}

/** One vehicle of the group stock, or undefined. */
export const findStockVehicle = (config: StockConfig, idv: string): StockVehicle | undefined =>
  cached(config).byIdv.get(idv);

/** The vehicles a portal sends (U341's too, though its demo feed answers an error). */
export const portalVehicles = (config: StockConfig, portalId: string): StockVehicle[] | null =>
  portalSlice(cached(config).vehicles, portalId);

/** Demo answer of GET /quiter/{portalId}; null for a portal outside the list of nine. */
export function portalFeed(config: StockConfig, portalId: string): QuiterFeed | null {
  if (portalId === DEMO_FAILING_PORTAL) {
    return {
      tipoError: 'ERROR_COMUNICACION',
      mensajeError: `El portal ${portalId} no responde (tiempo de espera agotado)`,
    };
  }
  const vehiculos = portalVehicles(config, portalId);
  return vehiculos ? { vehiculos } : null;
}

/**
 * portalFeed as cached bytes, for the dashboard's nine cards: U97's feed is 760 kB of JSON at
 * 600 vehicles (a tenth of that gzipped), asked for by every console that opens.
 */
export function portalFeedBody(config: StockConfig, portalId: string): StockBody | null {
  const entry = cached(config);
  let body = entry.feeds.get(portalId);
  if (body === undefined) {
    const feed = portalFeed(config, portalId);
    if (!feed) return null;
    body = stockBody(JSON.stringify(feed));
    entry.feeds.set(portalId, body);
  }
  return body;
}

/**
 * The feeds of `portalIds` made and gzipped ahead of their first read: the dashboard asks for
 * the nine portals right after every sign-in.
 */
export async function warmPortalFeeds(
  config: StockConfig,
  portalIds: readonly string[],
): Promise<void> {
  const bodies: StockBody[] = [];
  for (const portalId of portalIds) {
    const body = portalFeedBody(config, portalId);
    if (body) bodies.push(body);
  }
  await Promise.all(bodies.map((body) => body.zipped));
}
