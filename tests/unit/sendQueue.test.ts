// The bounded-concurrency runner behind 'Enviar' (sends run with bounded concurrency and a failing
// vehicle never stops the others).
import { describe, expect, it, vi } from 'vitest';
import {
  ABORT_MESSAGE,
  batchesWithin,
  createLimiter,
  runBounded,
  sendConcurrencyFor,
  type Task,
} from '../../src/domain/sendQueue';

/** A task whose end the test decides; records how many run at once. */
const gate = () => {
  let running = 0;
  let maxRunning = 0;
  const started: number[] = [];
  const release = new Map<number, { ok: (v: string) => void; fail: (e: unknown) => void }>();
  const task =
    (i: number): Task<string> =>
    () => {
      started.push(i);
      running++;
      maxRunning = Math.max(maxRunning, running);
      return new Promise<string>((resolve, reject) => {
        release.set(i, {
          ok: (v) => {
            running--;
            resolve(v);
          },
          fail: (e) => {
            running--;
            reject(e);
          },
        });
      });
    };
  return { task, started, release, maxRunning: () => maxRunning };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runBounded', () => {
  it('never runs more than `concurrency` tasks at once, and runs them all', async () => {
    const g = gate();
    const run = runBounded(
      Array.from({ length: 7 }, (_, i) => g.task(i)),
      { concurrency: 3 },
    );
    await flush();
    expect(g.started).toEqual([0, 1, 2]);
    for (let i = 0; i < 7; i++) {
      await flush();
      g.release.get(i)?.ok(`r${i}`);
    }
    const results = await run;
    expect(g.maxRunning()).toBe(3);
    expect(results).toHaveLength(7);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('answers in the order of the tasks, not of completion', async () => {
    const delays = [30, 5, 15, 0];
    const results = await runBounded(
      delays.map((ms, i) => () => new Promise<number>((r) => setTimeout(() => r(i), ms))),
      { concurrency: 4 },
    );
    expect(results).toEqual([0, 1, 2, 3].map((value) => ({ ok: true, value })));
  });

  it('keeps going when tasks fail, sync or async', async () => {
    const ran: number[] = [];
    const tasks: Task<number>[] = [0, 1, 2, 3, 4].map((i) => async () => {
      ran.push(i);
      if (i === 1) throw new Error('409 ya publicado');
      return i;
    });
    tasks[3] = () => {
      ran.push(3);
      throw new TypeError('sync failure');
    };
    const results = await runBounded(tasks, { concurrency: 2 });
    expect(ran.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.ok)).toEqual([true, false, true, false, true]);
    expect(results[1]).toMatchObject({ ok: false, error: { message: '409 ya publicado' } });
  });

  it('reports progress after each task with the index that settled', async () => {
    const onProgress = vi.fn();
    await runBounded(
      [10, 0, 5].map((ms) => () => new Promise((r) => setTimeout(r, ms))),
      { concurrency: 3, onProgress },
    );
    expect(onProgress.mock.calls).toEqual([
      [1, 3, 1],
      [2, 3, 2],
      [3, 3, 0],
    ]);
  });

  it('stops starting tasks once aborted, waits for those in flight', async () => {
    const g = gate();
    const controller = new AbortController();
    const run = runBounded(
      Array.from({ length: 5 }, (_, i) => g.task(i)),
      { concurrency: 2, signal: controller.signal },
    );
    await flush();
    controller.abort();
    g.release.get(0)?.ok('a');
    g.release.get(1)?.fail(new Error('b'));
    const results = await run;
    expect(g.started).toEqual([0, 1]);
    expect(results[0]).toEqual({ ok: true, value: 'a' });
    expect(results[1].ok).toBe(false);
    for (const r of results.slice(2)) {
      expect(r.ok).toBe(false);
      expect(r.ok === false && (r.error as DOMException).name).toBe('AbortError');
    }
    expect(ABORT_MESSAGE).toBe('Envío cancelado');
  });

  it('treats a concurrency below 1 as 1 and an empty list as nothing to do', async () => {
    const g = gate();
    const run = runBounded([g.task(0), g.task(1)], { concurrency: 0 });
    await flush();
    expect(g.started).toEqual([0]);
    g.release.get(0)?.ok('x');
    await flush();
    g.release.get(1)?.ok('y');
    await run;
    expect(g.maxRunning()).toBe(1);
    await expect(runBounded([], { concurrency: 6 })).resolves.toEqual([]);
  });
});

describe('batchesWithin (bulk requests of at most 200000 bytes)', () => {
  const item = (size: number) => ({ text: 'x'.repeat(size) });

  it('keeps consecutive items together while the JSON fits', () => {
    const items = Array.from({ length: 10 }, () => item(90));
    const batches = batchesWithin(items, 320);
    expect(batches.flat()).toEqual(items);
    for (const batch of batches) {
      expect(new TextEncoder().encode(JSON.stringify({ data: batch })).length).toBeLessThan(320);
    }
    expect(batches.length).toBeGreaterThan(1);
  });

  it('counts bytes, not characters, and sends an oversized item alone', () => {
    const accents = { text: 'ñ'.repeat(100) }; // 200 bytes of text
    expect(batchesWithin([accents, accents], 300)).toEqual([[accents], [accents]]);
    const big = item(1000);
    expect(batchesWithin([item(1), big, item(1)], 200)).toEqual([[item(1)], [big], [item(1)]]);
    expect(batchesWithin([], 200)).toEqual([]);
  });
});

describe('sendConcurrencyFor', () => {
  const bounds = { http1: 6, multiplexed: 24 };
  it('uses the multiplexed bound over HTTP/2 and HTTP/3', () => {
    expect(sendConcurrencyFor('h2', bounds)).toBe(24);
    expect(sendConcurrencyFor('h3', bounds)).toBe(24);
  });
  it('stays within the six connections of HTTP/1.1, and when the protocol is unknown', () => {
    expect(sendConcurrencyFor('http/1.1', bounds)).toBe(6);
    expect(sendConcurrencyFor('', bounds)).toBe(6);
    expect(sendConcurrencyFor(undefined, bounds)).toBe(6);
  });
});

describe('createLimiter', () => {
  it('runs at most `limit` calls at once, across every caller, and lets each finish', async () => {
    const limit = createLimiter(3);
    let running = 0;
    let most = 0;
    const call = (value: number) =>
      limit(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 1));
        running--;
        if (value === 4) throw new Error('falla');
        return value;
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => call(i)));
    expect(most).toBe(3);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(9);
    expect(outcomes[4]).toMatchObject({ status: 'rejected' });
  });
});
