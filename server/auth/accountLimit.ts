// Sign-in limit per account (docs/API.md "Auth"): after SIGNIN_ACCOUNT_LIMIT
// failures on one e-mail, from any address, that e-mail is refused for a while. The per-address
// limit (SIGNIN_RATE_LIMIT) alone lets an attacker with many addresses keep guessing one
// account. Unknown e-mails are counted the same way, so the answer never tells whether an
// account exists. Kept in the database (signinCounters.ts): every API server on
// one database counts the same failures, and a restart forgets none.
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/index.js';
import { HttpError } from '../errors.js';
import { SIGNIN_COUNTERS, countEvent } from './signinCounters.js';

const ACCOUNT_LOCKED_MESSAGE =
  'Demasiados intentos fallidos para esta cuenta. Inténtelo de nuevo en unos minutos.';

/** Failures are counted within this window, and a locked e-mail waits this long. */
const ACCOUNT_LOCK_MS = 15 * 60 * 1000;

export interface AccountLimiter {
  /** While the e-mail is locked: sets Retry-After on the reply and throws the 429. */
  check(email: string, reply: FastifyReply): Promise<void>;
  /** A wrong password for this e-mail (sign-in, or the current password of a change). */
  fail(email: string): Promise<void>;
  /** The right password: the e-mail's failures are forgotten. */
  succeed(email: string): Promise<void>;
}

export function createAccountLimiter(
  db: Database,
  limit: number,
  windowMs = ACCOUNT_LOCK_MS,
): AccountLimiter {
  const counters = db.collection(SIGNIN_COUNTERS);
  const keyOf = (email: string) => `cuenta:${email.trim().toLowerCase()}`;
  return {
    async check(email, reply) {
      const now = Date.now();
      const entry = await counters.get(keyOf(email));
      if (entry && entry.lockedUntilMs > now) {
        reply.header('retry-after', Math.ceil((entry.lockedUntilMs - now) / 1000));
        throw new HttpError(429, ACCOUNT_LOCKED_MESSAGE);
      }
    },
    async fail(email) {
      await countEvent(counters, keyOf(email), windowMs, limit);
    },
    async succeed(email) {
      await counters.delete(keyOf(email));
    },
  };
}
