// src/useLater.ts: a call a moment later, replaced by the next one, never run after unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLater } from '../../src/useLater';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLater', () => {
  it('runs the task once its time has passed', () => {
    const task = vi.fn();
    const { result } = renderHook(() => useLater(1000));
    result.current(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a new call replaces the one still waiting', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result } = renderHook(() => useLater(1000));
    result.current(first);
    vi.advanceTimersByTime(600);
    result.current(second);
    vi.advanceTimersByTime(600);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('never runs once the component is gone', () => {
    const task = vi.fn();
    const { result, unmount } = renderHook(() => useLater(1000));
    result.current(task);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });

  it('keeps the same function from render to render', () => {
    const { result, rerender } = renderHook(() => useLater(1000));
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
