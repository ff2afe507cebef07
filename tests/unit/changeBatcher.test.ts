// server/realtime.ts createChangeBatcher: live events without a storm (docs/API.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeBatcher, type ResourceChange } from '../../server/realtime';

let emitted: ResourceChange[];
let batcher: ReturnType<typeof createChangeBatcher>;

beforeEach(() => {
  vi.useFakeTimers();
  emitted = [];
  batcher = createChangeBatcher((change) => emitted.push(change), 100);
});
afterEach(() => {
  batcher.close();
  vi.useRealTimers();
});

const change = (resource: string, action: ResourceChange['action'], ...ids: string[]) => ({
  resource,
  action,
  ids,
});

describe('createChangeBatcher', () => {
  it('emits the first change after a quiet spell at once', () => {
    batcher.push(change('gomotor-vehicles', 'create', 'a'));
    expect(emitted).toEqual([change('gomotor-vehicles', 'create', 'a')]);
  });

  it('gathers the changes of a burst into one event at the end of the window', () => {
    for (const id of ['a', 'b', 'c', 'd']) batcher.push(change('gomotor-vehicles', 'create', id));
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(emitted).toEqual([
      change('gomotor-vehicles', 'create', 'a'),
      change('gomotor-vehicles', 'create', 'b', 'c', 'd'),
    ]);
  });

  it('keeps the order of different actions and never merges across them', () => {
    batcher.push(change('users', 'create', '1'));
    batcher.push(change('users', 'update', '1'));
    batcher.push(change('users', 'update', '2'));
    batcher.push(change('users', 'delete', '1'));
    vi.advanceTimersByTime(100);
    expect(emitted).toEqual([
      change('users', 'create', '1'),
      change('users', 'update', '1', '2'),
      change('users', 'delete', '1'),
    ]);
  });

  it('batches each collection on its own', () => {
    batcher.push(change('a-vehicles', 'create', '1'));
    batcher.push(change('b-vehicles', 'create', '2'));
    batcher.push(change('a-vehicles', 'create', '3'));
    expect(emitted.map((c) => c.resource)).toEqual(['a-vehicles', 'b-vehicles']);
    vi.advanceTimersByTime(100);
    expect(emitted.at(-1)).toEqual(change('a-vehicles', 'create', '3'));
  });

  it('after a quiet window the next change is immediate again', () => {
    batcher.push(change('syncs', 'create', '1'));
    vi.advanceTimersByTime(100); // nothing held: the window closes
    vi.advanceTimersByTime(100);
    batcher.push(change('syncs', 'create', '2'));
    expect(emitted).toHaveLength(2);
  });

  it('a long burst is emitted once per window, never later than the window', () => {
    for (let t = 0; t < 10; t++) {
      batcher.push(change('syncs', 'create', String(t)));
      vi.advanceTimersByTime(30);
    }
    // 300 ms of changes: the first at once, then one event per 100 ms window.
    expect(emitted.length).toBeGreaterThanOrEqual(3);
    expect(emitted.length).toBeLessThanOrEqual(4);
    vi.advanceTimersByTime(100);
    expect(emitted.flatMap((c) => c.ids)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('does not alter the pushed change objects', () => {
    const first = change('syncs', 'create', '1');
    const second = change('syncs', 'create', '2');
    batcher.push(first);
    batcher.push(second);
    batcher.push(change('syncs', 'create', '3'));
    expect(second.ids).toEqual(['2']);
  });
});
