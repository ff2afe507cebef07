// Countdowns refresh every second, and every countdown reads one shared clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSecond, subscribeToSeconds } from '../../src/resources/campaigns/secondClock';

describe('the shared second clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T14:02:33.250Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs one timer however many countdowns listen, and none when nobody does', () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribeToSeconds(a);
    const stopB = subscribeToSeconds(b);
    expect(vi.getTimerCount()).toBe(1);
    stopA();
    expect(vi.getTimerCount()).toBe(1);
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells every listener once per second, just after the whole second', () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribeToSeconds(a);
    const stopB = subscribeToSeconds(b);
    vi.advanceTimersByTime(760);
    expect(a).toHaveBeenCalledTimes(1);
    expect(new Date(currentSecond()).toISOString()).toBe('2026-11-23T14:02:34.005Z');
    vi.advanceTimersByTime(3000);
    expect(a).toHaveBeenCalledTimes(4);
    expect(b).toHaveBeenCalledTimes(4);
    expect(new Date(currentSecond()).toISOString()).toBe('2026-11-23T14:02:37.005Z');
    stopA();
    stopB();
  });
});
