// The browser's idle moments, played by a test (unit or integration): `requestIdleCallback` queues the task and
// `cancelIdleCallback` takes it back out, as in a browser. Undo with vi.unstubAllGlobals().
import { vi } from 'vitest';

export interface FakeIdle {
  /** The tasks waiting for an idle moment, in order. */
  readonly waiting: number;
  /** Runs the first waiting task (one idle moment); false when none waits. */
  runNext(): boolean;
  /** Runs every task waiting now. */
  runAll(): void;
}

/** Stubs both idle functions; with `never`, idle moments never come (nothing is queued). */
export const fakeIdle = ({ never = false } = {}): FakeIdle => {
  const tasks = new Map<number, () => void>();
  let last = 0;
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    last += 1;
    if (!never) tasks.set(last, task);
    return last;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => tasks.delete(handle));
  const runNext = () => {
    const first = tasks.entries().next();
    if (first.done) return false;
    const [handle, task] = first.value;
    tasks.delete(handle);
    task();
    return true;
  };
  return {
    get waiting() {
      return tasks.size;
    },
    runNext,
    // Only those waiting now: a task may queue another, for a later idle moment.
    runAll: () => {
      for (let waiting = tasks.size; waiting > 0 && runNext(); waiting--);
    },
  };
};
