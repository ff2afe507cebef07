// whenIdle: the task runs at the browser's idle moment (or after a short wait where the
// browser cannot say), and its cancel keeps it from running at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/whenIdle';
import { fakeIdle } from '../fakeIdle';

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
    const idle = fakeIdle();
    const kept = vi.fn();
    whenIdle(kept);
    const cancel = whenIdle(vi.fn());
    expect(idle.waiting).toBe(2);
    // The page's globals may have changed since (a test undoing its stubs): it still cancels.
    vi.unstubAllGlobals();
    cancel();
    expect(idle.waiting).toBe(1);
    idle.runAll();
    expect(kept).toHaveBeenCalledOnce();
  });
});
