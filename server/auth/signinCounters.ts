// Sign-in counters kept in the database: the per-address limit
// (SIGNIN_RATE_LIMIT, @fastify/rate-limit's store) and the per-account lock
// (SIGNIN_ACCOUNT_LIMIT, accountLimit.ts) hold across every API server on one database and
// across restarts. Each count is one `apply` on its row (a row lock on PostgreSQL, a
// transaction on SQLite), so parallel attempts on several servers are all counted.
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  DuplicateKeyError,
  type Collection,
  type CollectionSpec,
  type Database,
} from '../db/index.js';

interface CounterEntry {
  /** 'ip:<address>' or 'cuenta:<e-mail>'. */
  _id: string;
  count: number;
  windowStartMs: number;
  /** While in the future the key is refused (the account lock); 0 otherwise. */
  lockedUntilMs: number;
}

export const SIGNIN_COUNTERS: CollectionSpec<CounterEntry> = { name: 'signin-counters' };

/** How often entries whose window and lock are over are removed. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type Counters = Collection<CounterEntry>;

const isOver = (entry: CounterEntry, windowMs: number, now: number) =>
  entry.lockedUntilMs <= now && now - entry.windowStartMs >= windowMs;

/**
 * Counts one more event for `key` in its window (a new window when the last one is over);
 * `lockAt` failures lock the key for `windowMs`. Answers the entry as stored.
 */
export async function countEvent(
  counters: Counters,
  key: string,
  windowMs: number,
  lockAt = Infinity,
  now = Date.now(),
): Promise<CounterEntry> {
  const bump = (entry: CounterEntry): CounterEntry => {
    const fresh = isOver(entry, windowMs, now);
    const count = fresh ? 1 : entry.count + 1;
    return {
      ...entry,
      count,
      windowStartMs: fresh ? now : entry.windowStartMs,
      lockedUntilMs: count >= lockAt ? now + windowMs : fresh ? 0 : entry.lockedUntilMs,
    };
  };
  for (;;) {
    const counted = await counters.apply(key, bump);
    if (counted) return counted;
    try {
      return await counters.insert({
        _id: key,
        count: 1,
        windowStartMs: now,
        lockedUntilMs: 1 >= lockAt ? now + windowMs : 0,
      });
    } catch (error) {
      // Another server counted the first one at the same moment: count on its row.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

/** Removes the entries that no longer count anything (run hourly). */
async function pruneCounters(
  counters: Counters,
  windowMs: number,
  now = Date.now(),
): Promise<number> {
  const over = (await counters.list()).filter((entry) => isOver(entry, windowMs, now));
  return (await counters.deleteMany(over.map((entry) => entry._id))).length;
}

/** Prunes the counters hourly while the app runs (the longest window: the account lock). */
export function pruneSigninCounters(app: FastifyInstance, db: Database, windowMs = 15 * 60_000) {
  const counters = db.collection(SIGNIN_COUNTERS);
  const timer = setInterval(() => {
    pruneCounters(counters, windowMs).catch((error: unknown) =>
      app.log.warn({ err: error }, 'No se pudieron limpiar los contadores de acceso'),
    );
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * @fastify/rate-limit's store on the database: `store: databaseRateLimitStore(db)`. Its
 * windows are the route's `timeWindow`; the answer's ttl is what is left of the window.
 */
export function databaseRateLimitStore(db: Database) {
  const counters = db.collection(SIGNIN_COUNTERS);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The route a child store counts for ('' for the plugin's own). */
    private readonly scope: string;

    constructor(_options?: FastifyRateLimitOptions, scope = '') {
      this.scope = scope;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      countEvent(counters, `ip:${this.scope}:${key}`, timeWindow, Infinity, now).then(
        (entry) =>
          callback(null, {
            current: entry.count,
            ttl: Math.max(0, entry.windowStartMs + timeWindow - now),
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each limited route counts apart (the plugin asks one child per route, with its info). */
    child(params: {
      routeInfo?: { url?: string; method?: unknown };
      url?: string;
      method?: unknown;
    }): FastifyRateLimitStore {
      const route = params.routeInfo ?? params;
      return new DatabaseRateLimitStore(
        undefined,
        `${String(route.method ?? '')} ${route.url ?? ''}`,
      );
    }
  };
}
