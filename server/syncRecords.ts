// Sync records (GET /records/syncs/{dbName}, newest `createdAt` first) and the
// notification every sync leaves behind, which reaches the bell live through FromAPI.
import { isSyncOfPortal } from '../src/domain/portals.js';
import type { Notification, Severity } from '../src/domain/types.js';
import type { ServerContext } from './context.js';
import { NOTIFICATIONS } from './db/collections.js';
import type { CollectionSpec } from './db/index.js';

export interface SyncRecord {
  _id: string;
  /** The database or channel synchronised: 'quiter', 'gomotor', 'wallapop', … */
  dbName: string;
  createdAt: string;
  message: string;
  count: number;
  /** Extra counters of the sync result (numOfNews, numOfExist, deleted, …). */
  details?: Record<string, unknown>;
}

export const SYNCS: CollectionSpec<SyncRecord> = {
  name: 'syncs',
  indexes: [{ field: 'dbName' }, { field: 'createdAt' }],
};

type Ctx = Pick<ServerContext, 'db' | 'events'>;

/**
 * GET /records/syncs/{dbName}: the records of one database, newest first; with `portalId`,
 * only the 'quiter' saves that saved that portal (the portal page shows its own
 * last sync; the rule is the console's, domain/portals.ts).
 */
export async function listSyncs(
  { db }: Pick<ServerContext, 'db'>,
  dbName: string,
  portalId?: string,
): Promise<SyncRecord[]> {
  const records = await db.collection(SYNCS).list({
    where: { dbName },
    sort: { field: 'createdAt', direction: 'desc' },
  });
  return portalId ? records.filter((record) => isSyncOfPortal(record, portalId)) : records;
}

export async function notify(
  { db, events }: Ctx,
  n: { text: string; severity: Severity; action?: string; site?: string },
): Promise<Notification> {
  const created = await db.collection(NOTIFICATIONS).insert({
    text: n.text,
    severity: n.severity,
    action: n.action ?? '',
    site: n.site ?? '',
    reading: false,
    createdAt: new Date().toISOString(),
  });
  events.changed(NOTIFICATIONS.name, 'create', [created._id]);
  return created;
}

/** Writes the sync record and its notification. */
export async function recordSync(
  ctx: Ctx,
  sync: {
    dbName: string;
    message: string;
    count: number;
    site?: string;
    severity?: Severity;
    details?: Record<string, unknown>;
  },
): Promise<SyncRecord> {
  const record = await ctx.db.collection(SYNCS).insert({
    dbName: sync.dbName,
    createdAt: new Date().toISOString(),
    message: sync.message,
    count: sync.count,
    ...(sync.details ? { details: sync.details } : {}),
  });
  ctx.events.changed(SYNCS.name, 'create', [record._id]);
  await notify(ctx, {
    text: sync.message,
    severity: sync.severity ?? 'success',
    action: 'sync',
    site: sync.site ?? sync.dbName,
  });
  return record;
}
