// The in-memory group stock: the reference API plays the external Quiter system (GET
// /publishing/api/v1/quiter and GET /quiter/{portalId}; docs/API.md "Group stock"). Generated once
// per (seed, count) and cached with its answers as bytes, so even the 10,000-vehicle benchmark
// stock is answered without generating or serialising it again. A started server makes it in
// the background, a slice at a time (warmGroupStock): its start does not wait for 100,000
// vehicles to be made.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DEMO_FAILING_PORTAL } from '../../src/domain/portals.js';
import type { QuiterFeed, StockVehicle } from '../../src/domain/types.js';
import type { Config } from '../config.js';
import { stockVehicles, type MadeVehicle } from '../seed/stock.js';
import { leanVehicle } from './leanVehicle.js';
import { pickFields } from '../schemas.js';
import { HeldAnswer } from '../heldAnswer.js';
import { jsonArrayOf } from '../db/slices.js';
import { portalSlice } from './portals.js';
import { USUAL_SIZE } from '../usualSize.js';

/** Vehicles in the group stock when SEED_VEHICLES is not set. */
const DEFAULT_GROUP_VEHICLES = 600;
/** Seed of the group stock: the same vehicles on every machine and every run. */
const GROUP_STOCK_SEED = 20261101;

type StockConfig = Pick<Config, 'seedVehicles'>;

interface CachedStock {
  vehicles: StockVehicle[];
  byIdv: Map<string, StockVehicle>;
  /** The whole answer, gzipped once in the background (heldAnswer.ts). */
  body?: HeldAnswer;
  /** Projections (`?fields=`), by their field list: the stock page asks for the same one. */
  projections: Map<string, HeldAnswer>;
  /** Each portal's feed ({vehiculos} or {tipoError, mensajeError}), gzipped. */
  feeds: Map<string, HeldAnswer>;
}

const cache = new Map<number, CachedStock>();
/** Stocks being made a slice at a time: the vehicles so far and the generator of the rest. */
const making = new Map<number, { vehicles: StockVehicle[]; rest: Iterator<MadeVehicle> }>();
/** Vehicles made between two turns of the event loop while a stock is made in the background. */
const VEHICLES_PER_SLICE = 2_000;

const groupStockSize = (config: StockConfig): number =>
  config.seedVehicles ?? DEFAULT_GROUP_VEHICLES;

function started(count: number) {
  let partial = making.get(count);
  if (!partial) {
    partial = { vehicles: [], rest: stockVehicles(GROUP_STOCK_SEED, count) };
    making.set(count, partial);
  }
  return partial;
}

/** Makes up to `limit` more vehicles of the stock; true once it is whole. */
function makeMore(count: number, limit: number): boolean {
  const partial = started(count);
  for (let i = 0; i < limit; i++) {
    const next = partial.rest.next();
    if (next.done) return true;
    partial.vehicles.push(leanVehicle(next.value));
  }
  return false;
}

function generated(config: StockConfig): CachedStock {
  const count = groupStockSize(config);
  let entry = cache.get(count);
  if (!entry) {
    // What a background making has not done yet is made now.
    makeMore(count, Infinity);
    const { vehicles } = started(count);
    making.delete(count);
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

/** The group stock as GET /publishing/api/v1/quiter answers it (tests compare with it). */
export const getGroupStockJson = (config: StockConfig): string =>
  JSON.stringify(getGroupStock(config));

/**
 * The answer of GET /publishing/api/v1/quiter: 44 MB of JSON for the 10,000-vehicle benchmark
 * stock, 5.5 MB gzipped. Made on its first read (the console reads projections and single
 * vehicles) and gzipped once, off the event loop.
 */
export function getGroupStockBody(config: StockConfig): HeldAnswer {
  const entry = cached(config);
  if (entry.body) return entry.body;
  if (!usual(entry)) return plainBody(JSON.stringify(entry.vehicles));
  entry.body = stockBody(JSON.stringify(entry.vehicles));
  return entry.body;
}

/** Stocks up to the usual size keep their answer and feeds once made, and have the feeds made ahead. */
const usual = (entry: CachedStock) => entry.vehicles.length <= USUAL_SIZE;

/** An answer sent as it is, never gzipped (made for one read). */
const plainBody = (json: string) => new HeldAnswer(json, { zip: false });

/** zlib's default level: the stock's answers are made once, at start. */
const STOCK_GZIP_LEVEL = 6;

/** An answer kept: gzipped once (even a small feed), then held gzipped. */
const stockBody = (json: string) => new HeldAnswer(json, { zip: true, level: STOCK_GZIP_LEVEL });

/** Projections kept per stock; more distinct field lists than this are not cached. */
const MAX_PROJECTIONS = 8;

const projectionKey = (fields: readonly string[]) => [...new Set(fields)].sort().join(',');

/** `vehicles[from, to)` with only the fields `key` names, as JSON array items (no brackets). */
function projectedItems(
  vehicles: readonly StockVehicle[],
  key: string,
  from: number,
  to: number,
): string {
  const names = key.split(',');
  const items: string[] = [];
  for (let i = from; i < Math.min(to, vehicles.length); i++) {
    items.push(JSON.stringify(pickFields(vehicles[i] as object, names)));
  }
  return items.join(',');
}

function keepProjection(entry: CachedStock, key: string, body: HeldAnswer): HeldAnswer {
  if (entry.projections.size < MAX_PROJECTIONS) entry.projections.set(key, body);
  return body;
}

/**
 * The group stock with only `fields` of each vehicle (`?fields=`, docs/API.md "Group
 * stock"): the Stock Quiter page reads the fields its table, filters and rules use — a
 * tenth of the whole answer. Field names are checked by the route.
 */
export function getGroupStockProjection(
  config: StockConfig,
  fields: readonly string[],
): HeldAnswer {
  const entry = cached(config);
  const key = projectionKey(fields);
  return (
    entry.projections.get(key) ??
    keepProjection(
      entry,
      key,
      stockBody(`[${projectedItems(entry.vehicles, key, 0, entry.vehicles.length)}]`),
    )
  );
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
export function portalFeedBody(config: StockConfig, portalId: string): HeldAnswer | null {
  const entry = cached(config);
  let body = entry.feeds.get(portalId);
  if (body === undefined) {
    const feed = portalFeed(config, portalId);
    if (!feed) return null;
    if (!usual(entry)) return plainBody(JSON.stringify(feed));
    body = stockBody(JSON.stringify(feed));
    entry.feeds.set(portalId, body);
  }
  return body;
}

export interface StockWarming {
  /** The projection the stock page reads. */
  fields: readonly string[];
  /** The portals whose feeds the dashboard reads right after every sign-in. */
  portalIds: readonly string[];
  /** Resolves when the server may go on (no request being answered): between two slices. */
  giveWay: () => Promise<void>;
}

/**
 * Makes the stock, the stock page's projection and (for a stock of a usual size) the portals'
 * feeds ahead of their first read, a slice at a time with the requests answered in between:
 * a server with 100,000 vehicles answers at once and has them ready seconds later (the feeds
 * of a larger stock than usual are made for each read).
 */
export async function warmGroupStock(config: StockConfig, warming: StockWarming): Promise<void> {
  const count = groupStockSize(config);
  while (!cache.has(count) && !makeMore(count, VEHICLES_PER_SLICE)) {
    await nextTurn();
    await warming.giveWay();
  }
  const entry = cached(config);
  const key = projectionKey(warming.fields);
  if (!entry.projections.has(key)) {
    // Gzipped as its slices are made: the projection's text (63 MB at 100,000) is never whole.
    const step = VEHICLES_PER_SLICE * 5;
    const slices = async function* () {
      for (let from = 0; from < entry.vehicles.length; from += step) {
        await nextTurn();
        await warming.giveWay();
        yield projectedItems(entry.vehicles, key, from, from + step);
      }
    };
    const body = await HeldAnswer.fromChunks(jsonArrayOf(slices()), {
      level: STOCK_GZIP_LEVEL,
    });
    if (!entry.projections.has(key)) keepProjection(entry, key, body);
  }
  if (!usual(entry)) return;
  for (const portalId of warming.portalIds) {
    await nextTurn();
    await warming.giveWay();
    await portalFeedBody(config, portalId)?.zipped;
  }
}
