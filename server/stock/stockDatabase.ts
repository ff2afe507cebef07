// Saving portal feeds into the stock database (POST /quiter; docs/API.md "Group stock"): a portal's
// previous documents are replaced, and every save leaves a sync record (dbName 'quiter') and a
// notification.
import { PORTALS } from '../../src/domain/portals.js';
import type { StockVehicle } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import { QUITER_STOCK, type StockRecord } from '../db/collections.js';
import type { NewDoc } from '../db/index.js';
import { recordSync } from '../syncRecords.js';
import { quiterError, readPortalVehicles } from './quiterFeed.js';

interface SaveResult {
  message: string;
  count: number;
}

const PORTAL_IDS = PORTALS.map((p) => p.portalId);

const vehicles = (n: number) => `${n} ${n === 1 ? 'vehículo' : 'vehículos'}`;

/** The stored form of a feed: Quiter's own _id gives way to the database's. */
export const stockRecords = (
  portalId: string,
  feed: readonly StockVehicle[],
  savedAt: string,
): NewDoc<StockRecord>[] =>
  feed.map(({ _id: _quiterId, ...vehicle }) => ({ ...vehicle, portalId, savedAt }));

/**
 * Replaces a portal's documents in one transaction: if anything fails, the portal keeps its
 * previous save whole.
 */
async function replacePortal(
  { db, events }: Pick<ServerContext, 'db' | 'events'>,
  portalId: string,
  docs: NewDoc<StockRecord>[],
): Promise<void> {
  const { created, deleted } = await db.collection(QUITER_STOCK).replaceWhere({ portalId }, docs);
  events.changed(
    QUITER_STOCK.name,
    'create',
    created.map((d) => d._id),
  );
  events.changed(QUITER_STOCK.name, 'delete', deleted);
}

/** POST /quiter?portalId=…: a portal that does not answer is a 502 and changes nothing. */
export async function savePortal(context: ServerContext, portalId: string): Promise<SaveResult> {
  const feed = await readPortalVehicles(context.config, portalId);
  const savedAt = new Date().toISOString();
  await replacePortal(context, portalId, stockRecords(portalId, feed, savedAt));
  const message = `Guardados ${vehicles(feed.length)} del portal ${portalId} en la base de datos de stock`;
  await recordSync(context, {
    dbName: 'quiter',
    message,
    count: feed.length,
    site: portalId,
    details: { portalId },
  });
  return { message, count: feed.length };
}

/**
 * POST /quiter: every portal that answers is saved; one that does not (the demo's U341)
 * keeps its previous save and is named in the message.
 */
export async function saveAllPortals(context: ServerContext): Promise<SaveResult> {
  const feeds = await Promise.allSettled(
    PORTAL_IDS.map((portalId) => readPortalVehicles(context.config, portalId)),
  );
  const savedAt = new Date().toISOString();
  const saved: Record<string, number> = {};
  const failed: string[] = [];
  for (const [i, result] of feeds.entries()) {
    const portalId = PORTAL_IDS[i] as string;
    if (result.status === 'rejected') {
      failed.push(portalId);
      continue;
    }
    await replacePortal(context, portalId, stockRecords(portalId, result.value, savedAt));
    saved[portalId] = result.value.length;
  }
  const portals = Object.keys(saved).length;
  if (portals === 0) {
    throw quiterError(
      502,
      'ERROR_COMUNICACION',
      'Ningún portal de Quiter ha respondido: no se ha guardado nada',
    );
  }
  const count = Object.values(saved).reduce((sum, n) => sum + n, 0);
  const message =
    `Guardados ${vehicles(count)} de ${portals} portales en la base de datos de stock` +
    (failed.length ? ` (sin respuesta: ${failed.join(', ')})` : '');
  await recordSync(context, {
    dbName: 'quiter',
    message,
    count,
    severity: failed.length ? 'warning' : 'success',
    details: { portals: saved, failed },
  });
  return { message, count };
}
