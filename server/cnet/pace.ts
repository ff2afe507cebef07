// The marketplace's rate limit (one call per 4,000 ms per account): a write to an account sooner
// than `paceMs` after the previous one is a 429 that says how long to wait. Reads are not paced.
// Per account: the four accounts never wait on each other. The turn is a lock in the database
// (server/locks.ts), so every API server on one database keeps the same pace.
import type { Database } from '../db/index.js';
import { takeLock } from '../locks.js';
import { PaceError } from './labels.js';

export class AccountPacer {
  constructor(
    private readonly db: Database,
    private readonly paceMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes the account's turn, or throws the 429 with the seconds left (rounded up). */
  async take(account: number): Promise<void> {
    if (this.paceMs <= 0) return;
    const now = this.now();
    const turn = await takeLock(this.db, `cnet-pace:${account}`, 'cnet', this.paceMs, now);
    if (turn.taken) return;
    const seconds = Math.max(1, Math.ceil((turn.record.expiresAtMs - now) / 1000));
    throw new PaceError(
      `Demasiadas peticiones a Coches.net para la cuenta ${account}; espere ${seconds} s`,
      seconds,
    );
  }
}
