// 'Enviar': sends run with bounded concurrency, not strictly one at a time, and a failing vehicle
// never stops the others. Pure: no React, no network; the tasks bring their own calls.

/** The outcome of one task: its value, or what it threw. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type Task<T> = () => Promise<T>;

export interface RunBoundedOptions {
  /** At most this many tasks run at once (at least 1). */
  concurrency: number;
  /**
   * Called after each task settles, with how many have settled, the total, and the index
   * of the task that just settled (to weigh tasks of different sizes).
   */
  onProgress?: (done: number, total: number, index: number) => void;
  /** Once aborted, no new task starts; those not started settle with the abort reason. */
  signal?: AbortSignal;
}

export const ABORT_MESSAGE = 'Envío cancelado';

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException(ABORT_MESSAGE, 'AbortError');

/**
 * Runs every task, at most `concurrency` at a time, and answers one Settled per task in the
 * order of `tasks` (not of completion). It never rejects because of a task: a throwing task
 * becomes `{ ok: false, error }` and the others go on. Tasks already running when the signal
 * aborts are awaited (a request in flight may already have published the vehicle).
 */
export const runBounded = async <T>(
  tasks: readonly Task<T>[],
  { concurrency, onProgress, signal }: RunBoundedOptions,
): Promise<Settled<T>[]> => {
  const total = tasks.length;
  const results = new Array<Settled<T>>(total);
  const limit = Math.max(1, Math.floor(concurrency) || 1);
  let next = 0;
  let done = 0;

  const settle = (index: number, outcome: Settled<T>) => {
    results[index] = outcome;
    done += 1;
    onProgress?.(done, total, index);
  };

  const worker = async () => {
    while (next < total) {
      const index = next++;
      if (signal?.aborted) {
        settle(index, { ok: false, error: abortReason(signal) });
        continue;
      }
      let outcome: Settled<T>;
      try {
        outcome = { ok: true, value: await tasks[index]() };
      } catch (error) {
        outcome = { ok: false, error };
      }
      settle(index, outcome);
    }
  };

  await Promise.all(Array.from({ length: Math.min(limit, total) }, worker));
  return results;
};

/**
 * A gate that lets at most `limit` calls run at once, whoever makes them: 'Enviar' shares one
 * between the ticked channels, so they send side by side within one bound.
 */
export const createLimiter = (limit: number) => {
  const max = Math.max(1, Math.floor(limit) || 1);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(call: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await call();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
};

/** Requests in flight for 'Enviar', by how the browser reaches the API. */
export interface SendConcurrency {
  /** HTTP/1.1: browsers open at most 6 connections per host; more would only queue. */
  http1: number;
  /** HTTP/2 or HTTP/3: one connection carries many requests at once. */
  multiplexed: number;
}

/**
 * The bound for a connection protocol as Resource Timing names it ('http/1.1', 'h2', 'h3');
 * an unknown protocol ('' for a cross-origin API without Timing-Allow-Origin) is HTTP/1.1.
 */
export const sendConcurrencyFor = (
  protocol: string | undefined,
  bounds: SendConcurrency,
): number => (/^h[23]/.test(protocol ?? '') ? bounds.multiplexed : bounds.http1);

/**
 * Splits items into consecutive batches whose JSON stays within `maxBytes` (bulk requests are sized
 * to 200000). An item larger than the limit travels alone.
 */
export const batchesWithin = <T>(items: readonly T[], maxBytes: number): T[][] => {
  const encoder = new TextEncoder();
  const batches: T[][] = [];
  let current: T[] = [];
  // The envelope `{"data":[]}` and one comma per item are counted too.
  const envelope = 16;
  let size = envelope;
  for (const item of items) {
    const itemSize = encoder.encode(JSON.stringify(item)).length + 1;
    if (current.length && size + itemSize > maxBytes) {
      batches.push(current);
      current = [];
      size = envelope;
    }
    current.push(item);
    size += itemSize;
  }
  if (current.length) batches.push(current);
  return batches;
};
