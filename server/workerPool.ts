// A small pool of worker threads for CPU-heavy work the event loop must not wait on (the offer
// PDFs: a page takes tens of milliseconds of pdfkit, and twenty at once held every other
// request for seconds). At most `size` workers, each doing one task at a time; further tasks
// wait in order. Workers start on demand and end after a while idle. A worker that fails or
// dies fails only its own task; the next task starts a new one.
//
// The worker module answers each `{ id, input }` message with `{ id, ok: true, value }` or
// `{ id, ok: false, message }` (see serveTasks).
import { parentPort, Worker, type Transferable, type WorkerOptions } from 'node:worker_threads';

interface WorkerEntry {
  /** A module file, or code when `options.eval` is set. */
  filename: string | URL;
  options?: WorkerOptions;
}

interface WorkerPoolOptions {
  size: number;
  /** Tasks that may wait for a worker; one more is refused with PoolBusyError. */
  maxQueued: number;
  /** A worker idle this long ends (it starts again when needed). */
  idleMs?: number;
}

type Answer<Out> =
  { id: number; ok: true; value: Out } | { id: number; ok: false; message: string };

interface Task<In, Out> {
  id: number;
  input: In;
  transfer: readonly Transferable[];
  resolve(value: Out): void;
  reject(error: Error): void;
}

interface Slot<In, Out> {
  worker: Worker;
  task: Task<In, Out> | null;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/**
 * A worker running the module `stem` next to `base` (an import.meta.url): `stem.js` from the
 * compiled server (dist-server/), or `stem.ts` through tsx's loader when the server runs from
 * its TypeScript sources (tsx, vitest), where a bare worker could not load TypeScript.
 */
export function moduleWorker(base: string, stem: string): WorkerEntry {
  if (!base.endsWith('.ts')) return { filename: new URL(`./${stem}.js`, base) };
  const module = new URL(`./${stem}.ts`, base).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module)}); });`;
  return { filename: code, options: { eval: true } };
}

/** Thrown by run() when `maxQueued` tasks already wait. */
export class PoolBusyError extends Error {}

export class WorkerPool<In, Out> {
  private readonly slots = new Set<Slot<In, Out>>();
  private readonly queue: Task<In, Out>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: () => WorkerEntry,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** The task's result, worked out in a worker thread. */
  run(input: In, transfer: readonly Transferable[] = []): Promise<Out> {
    if (this.closed) return Promise.reject(new Error('Worker pool closed'));
    if (this.queue.length >= this.options.maxQueued) {
      return Promise.reject(new PoolBusyError('Worker pool busy'));
    }
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, transfer, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers running now (started and not ended). */
  get workers(): number {
    return this.slots.size;
  }

  /** Ends every worker; waiting and running tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('Worker pool closed'));
    await Promise.all([...this.slots].map((slot) => this.end(slot)));
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = [...this.slots].find((s) => s.task === null);
      if (!slot) {
        if (this.slots.size >= this.options.size) return;
        slot = this.start();
      }
      const task = this.queue.shift()!;
      clearTimeout(slot.idleTimer);
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, input: task.input }, [...task.transfer]);
    }
  }

  private start(): Slot<In, Out> {
    const { filename, options } = this.entry();
    const slot: Slot<In, Out> = { worker: new Worker(filename, options), task: null };
    this.slots.add(slot);
    slot.worker.on('message', (answer: Answer<Out>) => {
      const task = slot.task;
      if (!task || task.id !== answer.id) return;
      slot.task = null;
      if (answer.ok) task.resolve(answer.value);
      else task.reject(new Error(answer.message));
      this.idle(slot);
      this.dispatch();
    });
    const gone = (error: Error) => {
      if (!this.slots.delete(slot)) return;
      clearTimeout(slot.idleTimer);
      slot.task?.reject(error);
      slot.task = null;
      if (!this.closed) this.dispatch();
    };
    slot.worker.on('error', gone);
    slot.worker.on('exit', (code) => gone(new Error(`Worker exited with code ${code}`)));
    return slot;
  }

  /** An idle worker does not keep the process alive, and ends after idleMs. */
  private idle(slot: Slot<In, Out>): void {
    slot.worker.unref();
    if (this.options.idleMs === undefined) return;
    slot.idleTimer = setTimeout(() => {
      if (slot.task === null) void this.end(slot);
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private async end(slot: Slot<In, Out>): Promise<void> {
    clearTimeout(slot.idleTimer);
    this.slots.delete(slot);
    slot.task?.reject(new Error('Worker pool closed'));
    slot.task = null;
    await slot.worker.terminate();
  }
}

/**
 * The worker side: answers each task with `work(input)` (or its error's message), one at a
 * time. `transfer` names the buffers of a result to move rather than copy.
 */
export function serveTasks<In, Out>(
  work: (input: In) => Promise<Out> | Out,
  transfer: (value: Out) => Transferable[] = () => [],
): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', ({ id, input }: { id: number; input: In }) => {
    Promise.resolve()
      .then(() => work(input))
      .then(
        (value) => port.postMessage({ id, ok: true, value }, transfer(value)),
        (error: unknown) =>
          port.postMessage({
            id,
            ok: false,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
  });
}
