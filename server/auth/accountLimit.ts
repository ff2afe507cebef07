// Sign-in limit per account (issue 7 §1; docs/API.md "Auth"): after SIGNIN_ACCOUNT_LIMIT
// failures on one e-mail, from any address, that e-mail is refused for a while. The per-address
// limit (SIGNIN_RATE_LIMIT) alone lets an attacker with many addresses keep guessing one
// account. Unknown e-mails are counted the same way, so the answer never tells whether an
// account exists. Kept in memory: a restart forgets the failures (one process serves the API).
import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors.js';

export const ACCOUNT_LOCKED_MESSAGE =
  'Demasiados intentos fallidos para esta cuenta. Inténtelo de nuevo en unos minutos.';

/** Failures are counted within this window, and a locked e-mail waits this long. */
export const ACCOUNT_LOCK_MS = 15 * 60 * 1000;

/** E-mails tracked at most; beyond it the oldest entries are forgotten. */
const MAX_TRACKED = 10_000;

export interface AccountLimiter {
  /** While the e-mail is locked: sets Retry-After on the reply and throws the 429. */
  check(email: string, reply: FastifyReply): void;
  /** A wrong password for this e-mail (sign-in, or the current password of a change). */
  fail(email: string): void;
  /** The right password: the e-mail's failures are forgotten. */
  succeed(email: string): void;
}

interface Entry {
  failures: number;
  windowStartMs: number;
  lockedUntilMs: number;
}

export function createAccountLimiter(limit: number, windowMs = ACCOUNT_LOCK_MS): AccountLimiter {
  const entries = new Map<string, Entry>();
  const keyOf = (email: string) => email.trim().toLowerCase();
  const current = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.lockedUntilMs <= now && now - entry.windowStartMs >= windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    check(email, reply) {
      const now = Date.now();
      const entry = current(keyOf(email), now);
      if (entry && entry.lockedUntilMs > now) {
        reply.header('retry-after', Math.ceil((entry.lockedUntilMs - now) / 1000));
        throw new HttpError(429, ACCOUNT_LOCKED_MESSAGE);
      }
    },
    fail(email) {
      const now = Date.now();
      const key = keyOf(email);
      let entry = current(key, now);
      if (!entry) {
        if (entries.size >= MAX_TRACKED) entries.delete(entries.keys().next().value!);
        entry = { failures: 0, windowStartMs: now, lockedUntilMs: 0 };
        entries.set(key, entry);
      }
      entry.failures += 1;
      if (entry.failures >= limit) entry.lockedUntilMs = now + windowMs;
    },
    succeed(email) {
      entries.delete(keyOf(email));
    },
  };
}
