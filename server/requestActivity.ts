// Work a server does in the background (the caches made ready after its start, the feed caches
// reading their listings: server/feeds/listingCache.ts) gives way to the requests being
// answered: between its slices it waits for a moment with no request in flight — never longer
// than MAX_GIVE_WAY_MS, so a busy server still gets it done. The caches made ready after a start
// take turns (inBackground): one after the other, each after the connections already waiting
// are taken in, so a server with 100,000 vehicles answers while it reads them.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signal, type Signal } from './signal.js';

export const MAX_GIVE_WAY_MS = 250;

export class RequestActivity {
  private inFlight = 0;
  private readonly counted = new WeakSet<FastifyRequest>();
  private quietNow: Signal | null = null;
  /** The background work queued so far, one piece after the other. */
  private turns: Promise<void> = Promise.resolve();
  /** Pieces of background work queued and not done. */
  private queued = 0;

  /** Counts the app's requests from their arrival to their answer (or the client leaving). */
  track(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      this.counted.add(request);
      this.inFlight++;
    });
    const finished = async (request: FastifyRequest) => {
      // A request answered after its client left ends twice (abort, then response).
      if (!this.counted.delete(request)) return;
      if (--this.inFlight > 0) return;
      this.quietNow?.resolve();
      this.quietNow = null;
    };
    app.addHook('onResponse', finished);
    app.addHook('onRequestAbort', finished);
  }

  /** Requests being answered now. */
  get busy(): number {
    return this.inFlight;
  }

  /** Resolves at the first moment no request is in flight, or MAX_GIVE_WAY_MS from now. */
  quiet(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    this.quietNow ??= signal();
    return Promise.race([this.quietNow.promise, sleep(MAX_GIVE_WAY_MS, undefined, { ref: false })]);
  }

  /**
   * Runs `work` after the background work queued before it, once the connections waiting are
   * taken in and no request is in flight (or MAX_GIVE_WAY_MS has passed). A failure only means
   * that cache is made on its first read instead.
   */
  inBackground(work: () => Promise<unknown>): Promise<void> {
    this.queued++;
    const run = this.turns.then(async () => {
      await sleep(0, undefined, { ref: false });
      await this.quiet();
      await work();
    });
    this.turns = run.catch(() => undefined).finally(() => void this.queued--);
    return this.turns;
  }

  /** Whether background work is queued or under way (the caches of a start being made). */
  get warming(): boolean {
    return this.queued > 0;
  }
}
