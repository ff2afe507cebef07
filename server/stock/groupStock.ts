// The in-memory group stock: the reference API plays the external Quiter system (spec 1 §7
// GET /publishing/api/v1/quiter and GET /quiter/{portalId}; docs/API.md "Group stock").
// Generated once per (seed, count) and cached with its JSON text, so even the 10,000-vehicle
// benchmark stock is answered without generating or serialising it again.
import { gzip } from 'node:zlib';
import { DEMO_FAILING_PORTAL } from '../../src/domain/portals.js';
import type { QuiterFeed, StockVehicle } from '../../src/domain/types.js';
import type { Config } from '../config.js';
import { generateStock } from '../seed/stock.js';
import { portalSlice } from './portals.js';

/** Vehicles in the group stock when SEED_VEHICLES is not set. */
export const DEFAULT_GROUP_VEHICLES = 600;
/** Seed of the group stock: the same vehicles on every machine and every run. */
export const GROUP_STOCK_SEED = 20261101;

type StockConfig = Pick<Config, 'seedVehicles'>;

interface CachedStock {
  vehicles: StockVehicle[];
  byIdv: Map<string, StockVehicle>;
  json?: string;
  /** The JSON as bytes, and gzipped once in the background (node's thread pool). */
  body?: StockBody;
  /** Projections (`?fields=`), by their field list: the stock page asks for the same one. */
  projections: Map<string, StockBody>;
  /** JSON text of each portal's feed ({vehiculos} or {tipoError, mensajeError}). */
  feeds: Map<string, string>;
}

const cache = new Map<number, CachedStock>();

export const groupStockSize = (config: StockConfig): number =>
  config.seedVehicles ?? DEFAULT_GROUP_VEHICLES;

function cached(config: StockConfig): CachedStock {
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
}

function stockBody(json: string): StockBody {
  const body: StockBody = { raw: Buffer.from(json) };
  gzip(body.raw, (error, zipped) => {
    if (!error) body.gzip = zipped;
  });
  return body;
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

/** portalFeed as cached JSON text, for the dashboard's nine cards. */
export function portalFeedJson(config: StockConfig, portalId: string): string | null {
  const entry = cached(config);
  let json = entry.feeds.get(portalId);
  if (json === undefined) {
    const feed = portalFeed(config, portalId);
    if (!feed) return null;
    json = JSON.stringify(feed);
    entry.feeds.set(portalId, json);
  }
  return json;
}
