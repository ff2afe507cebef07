// Named locks in the database: what runs one at a time — the WordPress export,
// a marketplace's pace — holds across every API server on one database, not in one server's
// memory. A lock expires, so a server that crashed holding it never blocks the others for
// good; a long run renews its lock while it works (renewLock), so the expiry can be short.
// Each lock names the process holding it (processOwner.ts): on start, a server frees at once
// the locks of a dead process of its own machine — its own previous life after `kill -9` —
// and leaves every other server's alone. (The own sites' bulk lock is the bulk process
// record, server/ownSites/processLock.ts.)
import { DuplicateKeyError, type CollectionSpec, type Database } from './db/index.js';
import { THIS_PROCESS, isDeadOwner, type ProcessOwner } from './processOwner.js';

export interface LockRecord {
  /** What is locked: 'wordpress-export', 'cnet-pace:5'. */
  _id: string;
  /** Who holds it (a run id), '' when free. */
  holder: string;
  /** When it was last taken (ms since the epoch). */
  takenAtMs: number;
  /** After this it no longer holds (ms since the epoch); 0 when free. */
  expiresAtMs: number;
  /** The server process that took it (absent in locks written before owners were kept). */
  owner?: ProcessOwner | null;
}

export const LOCKS: CollectionSpec<LockRecord> = { name: 'locks' };

class Held extends Error {
  constructor(readonly record: LockRecord) {
    super('held');
  }
}

const holds = (record: LockRecord, now: number) => record.expiresAtMs > now;

/**
 * Takes the lock for `ttlMs` unless another holder has it; answers the record taken, or the
 * record that holds it (`taken: false`). One transaction: two servers never both take it.
 */
export async function takeLock(
  db: Database,
  id: string,
  holder: string,
  ttlMs: number,
  now = Date.now(),
  owner: ProcessOwner = THIS_PROCESS,
): Promise<{ taken: boolean; record: LockRecord }> {
  const locks = db.collection(LOCKS);
  const taken = { holder, takenAtMs: now, expiresAtMs: now + ttlMs, owner };
  for (;;) {
    try {
      const record = await locks.apply(id, (current) => {
        if (holds(current, now)) throw new Held(current);
        return { ...current, ...taken };
      });
      if (record) return { taken: true, record };
      return { taken: true, record: await locks.insert({ _id: id, ...taken }) };
    } catch (error) {
      if (error instanceof Held) return { taken: false, record: error.record };
      // Another server made the record at the same moment: try again on it.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

const free = (record: LockRecord): LockRecord => ({
  ...record,
  holder: '',
  expiresAtMs: 0,
  owner: null,
});

/** Frees the lock if `holder` still has it. */
export async function releaseLock(db: Database, id: string, holder: string): Promise<void> {
  await db
    .collection(LOCKS)
    .apply(id, (current) => (current.holder === holder ? free(current) : current));
}

/** Pushes the lock's expiry `ttlMs` from now while `holder` still has it; false once lost. */
async function renewLock(
  db: Database,
  id: string,
  holder: string,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  let renewed = false;
  await db.collection(LOCKS).apply(id, (current) => {
    renewed = current.holder === holder && holds(current, now);
    return renewed ? { ...current, expiresAtMs: now + ttlMs } : current;
  });
  return renewed;
}

/**
 * Keeps the lock while work goes on: renews it every third of `ttlMs` until the returned
 * function is called. If this process dies the renewals stop, and the lock expires.
 */
export function keepLock(db: Database, id: string, holder: string, ttlMs: number): () => void {
  const timer = setInterval(
    () => void renewLock(db, id, holder, ttlMs).catch(() => undefined),
    Math.max(1, Math.floor(ttlMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Frees the locks held by a dead process of this machine (processOwner.ts); answers their
 * ids. Called on start, before anything takes a lock.
 */
export async function releaseLocksOfDeadProcesses(
  db: Database,
  self: ProcessOwner = THIS_PROCESS,
  now = Date.now(),
): Promise<string[]> {
  const locks = db.collection(LOCKS);
  const released: string[] = [];
  for (const record of await locks.list()) {
    if (!holds(record, now) || !isDeadOwner(record.owner, self)) continue;
    // In one transaction: only if the same dead holder still has it.
    let freed = false;
    await locks.apply(record._id, (current) => {
      freed = current.holder === record.holder && isDeadOwner(current.owner, self);
      return freed ? free(current) : current;
    });
    if (freed) released.push(record._id);
  }
  return released;
}

/** Whether anyone holds the lock now. */
export async function isLocked(db: Database, id: string, now = Date.now()): Promise<boolean> {
  const record = await db.collection(LOCKS).get(id);
  return record !== null && holds(record, now);
}
