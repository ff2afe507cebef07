// Demo content of the group's databases, so the portal detail page has something
// to compare: the stock database as saved a few days ago from most portals (U257 and U360
// were never saved: 0 in database), the general database with deliberate differences from
// the stock, and the sync records those saves left.
import { PORTALS } from '../../src/domain/portals.js';
import type { StockVehicle } from '../../src/domain/types.js';
import type { Config } from '../config.js';
import { QUITER_STOCK, VEHICULOS, type VehicleRecord } from '../db/collections.js';
import type { Database } from '../db/index.js';
import { insertInSlices } from '../db/slices.js';
import { SYNCS, type SyncRecord } from '../syncRecords.js';
import { getGroupStock, portalVehicles } from '../stock/groupStock.js';
import { stockRecords } from '../stock/stockDatabase.js';
import { generateStock } from './stock.js';

/** Portals whose feed was never saved into the stock database. */
export const NEVER_SAVED_PORTALS = ['U257', 'U360'];
/** Vehicles that entered each portal's feed after its last save. */
const ARRIVED_SINCE_SAVE = 2;
/** Differences between the general database and the stock. */
export const GENERAL_DB_DRIFT = { missing: 10, extra: 5, changed: 10 } as const;

const HOUR = 3_600_000;
type StockConfig = Pick<Config, 'seedVehicles'>;
type NewSync = Omit<SyncRecord, '_id'>;

/** `count` positions spread over `length` items, shifted by `offset` (0..1) of a step. */
function spread(length: number, count: number, offset: number): Set<number> {
  const n = Math.min(count, Math.floor(length / 4));
  return new Set(Array.from({ length: n }, (_, j) => Math.floor(((j + offset) * length) / n)));
}

/** The general database: the stock minus a few, plus a few sold ones, a few changed. */
function generalDatabase(stock: readonly StockVehicle[]): VehicleRecord[] {
  const missing = spread(stock.length, GENERAL_DB_DRIFT.missing, 0.5);
  const changed = spread(stock.length, GENERAL_DB_DRIFT.changed, 0.2);
  const records: VehicleRecord[] = [];
  let changes = 0;
  stock.forEach((vehicle, i) => {
    if (missing.has(i)) return;
    // Shared with the in-memory stock: only the changed ones are copied before changing.
    if (!changed.has(i)) {
      records.push(vehicle as VehicleRecord);
      return;
    }
    const record = structuredClone(vehicle) as VehicleRecord;
    // Alternately a cash price not yet updated and a reservation not yet recorded.
    if (changes++ % 2 === 0) {
      const cash = (record.precioVenta ?? 0) + 500;
      record.precioVenta = cash;
      if (record.precios[0]) record.precios[0].valor = cash;
    } else {
      record.reservado = !record.reservado;
    }
    records.push(record);
  });
  // Sold since the last update: older idv than anything in stock.
  const sold = generateStock(7, GENERAL_DB_DRIFT.extra, { firstIdv: 90000 });
  return [...(sold as VehicleRecord[]), ...records];
}

const vehicles = (n: number) => `${n} ${n === 1 ? 'vehículo' : 'vehículos'}`;

export async function seedStockDatabases(
  db: Database,
  config: StockConfig,
  now: Date,
): Promise<void> {
  const syncs: NewSync[] = [];
  const general = generalDatabase(getGroupStock(config));
  for (const days of [3, 2, 1]) {
    syncs.push({
      dbName: 'vehiculos',
      createdAt: new Date(now.getTime() - days * 24 * HOUR - 2 * HOUR).toISOString(),
      message: `Base de datos general actualizada desde Quiter: ${vehicles(general.length)}`,
      count: general.length,
    });
  }
  await insertInSlices(db.collection(VEHICULOS), general);

  const saved = PORTALS.filter((p) => !NEVER_SAVED_PORTALS.includes(p.portalId));
  // Each portal's saved records written before the next portal's are made.
  const quiterStock = db.collection(QUITER_STOCK);
  for (const [i, { portalId }] of saved.entries()) {
    const feed = (portalVehicles(config, portalId) ?? []).slice(0, -ARRIVED_SINCE_SAVE);
    const savedAt = new Date(now.getTime() - (4 - (i % 3)) * 24 * HOUR + i * HOUR).toISOString();
    syncs.push({
      dbName: 'quiter',
      createdAt: savedAt,
      message: `Guardados ${vehicles(feed.length)} del portal ${portalId} en la base de datos de stock`,
      count: feed.length,
      details: { portalId },
    });
    await insertInSlices(quiterStock, stockRecords(portalId, feed, savedAt));
  }
  syncs.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  await db.collection(SYNCS).insertMany(syncs);
}
