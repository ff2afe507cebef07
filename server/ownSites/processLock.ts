// The bulk process record: one record with a
// fixed id whose `active` flag says a bulk action is running. It is a real lock: taking it is
// one transaction that refuses while another run holds it (409), every run releases it when
// it ends or fails, and it expires, so a crash never leaves the panel disabled for good. A run
// records the server process running it: when that process is dead (`kill -9`, then a restart
// on the same machine), the restarted server frees the lock at once (processOwner.ts).
import type { ServerContext } from '../context.js';
import { DuplicateKeyError, type CollectionSpec } from '../db/index.js';
import { conflict } from '../errors.js';
import { THIS_PROCESS, isDeadOwner, type ProcessOwner } from '../processOwner.js';

export interface ProcessRecord {
  _id: string;
  active: boolean;
  /** What runs and on which site: 'gomotor: bulk-update'. */
  action: string;
  user: string;
  startedAt: string | null;
  /** After this instant an active record no longer holds (a crashed run). */
  expiresAt: string | null;
  /** The server process running it; null when taken by hand (PUT /process) or free. */
  owner?: ProcessOwner | null;
}

/** The record as the API answers it: which process runs it is the servers' business. */
type PublicProcessRecord = Omit<ProcessRecord, 'owner'>;

export const PROCESSES: CollectionSpec<ProcessRecord> = { name: 'processes' };

/** The fixed id of the bulk process record (docs/API.md). */
export const BULK_PROCESS_ID = 'bulk';

/** Longer than any bulk run (10,000 vehicles take about a second), short enough after a crash. */
export const LOCK_TTL_MS = 5 * 60 * 1000;

type Ctx = Pick<ServerContext, 'db' | 'events'>;

const idle = (id: string): ProcessRecord => ({
  _id: id,
  active: false,
  action: '',
  user: '',
  startedAt: null,
  expiresAt: null,
  owner: null,
});

const publicRecord = ({ owner: _owner, ...record }: ProcessRecord): PublicProcessRecord => record;

/** The record as it holds now: an expired active record reads as inactive. */
export const effective = (record: ProcessRecord, now = Date.now()): ProcessRecord =>
  record.active && record.expiresAt && Date.parse(record.expiresAt) <= now
    ? { ...record, active: false }
    : record;

async function ensure(ctx: Ctx, id: string): Promise<void> {
  const processes = ctx.db.collection(PROCESSES);
  if (await processes.get(id)) return;
  await processes.insert(idle(id)).catch((error: unknown) => {
    if (!(error instanceof DuplicateKeyError)) throw error;
  });
}

export async function readProcess(ctx: Ctx, id = BULK_PROCESS_ID): Promise<PublicProcessRecord> {
  await ensure(ctx, id);
  const record = await ctx.db.collection(PROCESSES).get(id);
  return publicRecord(effective(record ?? idle(id)));
}

export async function listProcesses(ctx: Ctx): Promise<PublicProcessRecord[]> {
  await ensure(ctx, BULK_PROCESS_ID);
  return (await ctx.db.collection(PROCESSES).list()).map((record) =>
    publicRecord(effective(record)),
  );
}

const busyMessage = (record: ProcessRecord) =>
  `Ya hay una acción masiva en curso (${record.action}, iniciada por ${record.user}); espere a que termine`;

/**
 * Takes the lock in one transaction; 409 while another unexpired run holds it. `owner` is the
 * process running the work (null for a lock taken by hand, which only its expiry frees).
 */
export async function acquire(
  ctx: Ctx,
  action: string,
  user: string,
  id = BULK_PROCESS_ID,
  owner: ProcessOwner | null = THIS_PROCESS,
): Promise<ProcessRecord> {
  await ensure(ctx, id);
  const now = Date.now();
  const taken = await ctx.db.collection(PROCESSES).apply(id, (record) => {
    if (effective(record, now).active) throw conflict(busyMessage(record));
    return {
      ...record,
      active: true,
      action,
      user,
      startedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + LOCK_TTL_MS).toISOString(),
      owner,
    };
  });
  ctx.events.changed(PROCESSES.name, 'update', [id]);
  return taken ?? idle(id);
}

export async function release(ctx: Ctx, id = BULK_PROCESS_ID): Promise<void> {
  await ctx.db.collection(PROCESSES).replace(id, { ...idle(id) });
  ctx.events.changed(PROCESSES.name, 'update', [id]);
}

/**
 * Frees the bulk lock when the process that took it is dead (processOwner.ts); answers
 * whether it did. Called on start: the run it was doing ended with that process.
 */
export async function releaseIfOwnerDead(ctx: Ctx, id = BULK_PROCESS_ID): Promise<boolean> {
  let freed = false;
  await ctx.db.collection(PROCESSES).apply(id, (record) => {
    freed = effective(record).active && isDeadOwner(record.owner);
    return freed ? { ...idle(id) } : record;
  });
  if (freed) ctx.events.changed(PROCESSES.name, 'update', [id]);
  return freed;
}

/** Runs `work` under the bulk lock; the lock is released whether it succeeds or throws. */
export async function underLock<T>(
  ctx: Ctx,
  action: string,
  user: string,
  work: () => Promise<T>,
): Promise<T> {
  await acquire(ctx, action, user);
  try {
    return await work();
  } finally {
    await release(ctx);
  }
}
