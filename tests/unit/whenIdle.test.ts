// whenIdle: the task runs at the browser's idle moment (or after a short wait where the
// browser cannot say), and its cancel keeps it from running at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('without idle callbacks: runs after a short wait, or never once cancelled', () => {
    vi.useFakeTimers();
    const kept = vi.fn();
    const dropped = vi.fn();
    whenIdle(kept);
    const cancel = whenIdle(dropped);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });

  it("with idle callbacks: queues the task there, and cancels through the same page's pair", () => {
    const queued = new Map<number, () => void>();
    let next = 0;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      queued.set(++next, task);
      return next;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => queued.delete(handle));
    const kept = vi.fn();
    whenIdle(kept);
    const cancel = whenIdle(vi.fn());
    expect(queued.size).toBe(2);
    // The page's globals may have changed since (a test undoing its stubs): it still cancels.
    vi.unstubAllGlobals();
    cancel();
    expect(queued.size).toBe(1);
    for (const task of queued.values()) task();
    expect(kept).toHaveBeenCalledOnce();
  });
});
