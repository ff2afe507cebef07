// The marketplace's rate limit (spec 2 §4, §9: one call per 4,000 ms per account; issue 10
// §1): a write to an account sooner than `paceMs` after the previous one is a 429 that says
// how long to wait. Reads are not paced. Per account: the four accounts never wait on each other.
import { PaceError } from './labels.js';

export class AccountPacer {
  private readonly lastWrite = new Map<number, number>();

  constructor(
    private readonly paceMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes the account's turn, or throws the 429 with the seconds left (rounded up). */
  take(account: number): void {
    if (this.paceMs <= 0) return;
    const now = this.now();
    const last = this.lastWrite.get(account);
    if (last !== undefined && now - last < this.paceMs) {
      const seconds = Math.max(1, Math.ceil((this.paceMs - (now - last)) / 1000));
      throw new PaceError(
        `Demasiadas peticiones a Coches.net para la cuenta ${account}; espere ${seconds} s`,
        seconds,
      );
    }
    this.lastWrite.set(account, now);
  }
}
