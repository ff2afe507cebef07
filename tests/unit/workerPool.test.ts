// The worker thread pool (server/workerPool.ts) that makes offer PDFs off the event loop: at
// most `size` workers, one task each, the rest waiting in order; a failing task or a dying
// worker fails only that task; a long queue is refused; closing ends everything.
import { afterEach, describe, expect, it } from 'vitest';
import { moduleWorker, PoolBusyError, WorkerPool } from '../../server/workerPool';

type Out = { input: string; threadId: number };
let pool: WorkerPool<string, Out> | undefined;

const newPool = (size: number, maxQueued = 100) =>
  (pool = new WorkerPool<string, Out>(() => moduleWorker(import.meta.url, 'workerPoolTask'), {
    size,
    maxQueued,
    idleMs: 200,
  }));

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('WorkerPool', () => {
  it('runs tasks in at most `size` worker threads, none on the main thread', async () => {
    const p = newPool(2);
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((x) => p.run(x)));
    expect(answers.map((a) => a.input)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const threads = new Set(answers.map((a) => a.threadId));
    expect(threads.size).toBe(2);
    expect(threads.has(0)).toBe(false);
  }, 30_000);

  it('a failing task rejects with its message; a dying worker fails only its task', async () => {
    const p = newPool(1);
    await expect(p.run('falla')).rejects.toThrow('La tarea ha fallado');
    const [dead, next] = await Promise.allSettled([p.run('muere'), p.run('sigue')]);
    expect(dead.status).toBe('rejected');
    expect(next).toMatchObject({ status: 'fulfilled', value: { input: 'sigue' } });
  }, 30_000);

  it('refuses a task when `maxQueued` already wait, and ends idle workers', async () => {
    const p = newPool(1, 2);
    const running = [p.run('1'), p.run('2'), p.run('3')];
    await expect(p.run('4')).rejects.toBeInstanceOf(PoolBusyError);
    await Promise.all(running);
    await expect.poll(() => p.workers, { timeout: 5_000 }).toBe(0);
    expect((await p.run('otra vez')).input).toBe('otra vez');
  }, 30_000);

  it('close fails the tasks still waiting', async () => {
    const p = newPool(1);
    const waiting = Promise.allSettled([p.run('1'), p.run('2')]);
    await p.close();
    for (const task of await waiting) expect(task.status).toBe('rejected');
    await expect(p.run('3')).rejects.toThrow();
  }, 30_000);
});
