// Named locks in the database (issue 14 §2): what runs one at a time — the WordPress export,
// a marketplace's pace — holds across every API server on one database, not in one server's
// memory. A lock expires, so a server that crashed holding it never blocks the others for
// good. (The own sites' bulk lock is the spec's process record, server/ownSites/processLock.ts.)
import { DuplicateKeyError, type CollectionSpec, type Database } from './db/index.js';

export interface LockRecord {
  /** What is locked: 'wordpress-export', 'cnet-pace:5'. */
  _id: string;
  /** Who holds it (a run id), '' when free. */
  holder: string;
  /** When it was last taken (ms since the epoch). */
  takenAtMs: number;
  /** After this it no longer holds (ms since the epoch); 0 when free. */
  expiresAtMs: number;
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
): Promise<{ taken: boolean; record: LockRecord }> {
  const locks = db.collection(LOCKS);
  const taken = { holder, takenAtMs: now, expiresAtMs: now + ttlMs };
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

/** Frees the lock if `holder` still has it. */
export async function releaseLock(db: Database, id: string, holder: string): Promise<void> {
  await db
    .collection(LOCKS)
    .apply(id, (current) =>
      current.holder === holder ? { ...current, holder: '', expiresAtMs: 0 } : current,
    );
}

/** Whether anyone holds the lock now. */
export async function isLocked(db: Database, id: string, now = Date.now()): Promise<boolean> {
  const record = await db.collection(LOCKS).get(id);
  return record !== null && holds(record, now);
}
