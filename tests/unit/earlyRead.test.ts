// A large read asked for while the console loads (src/dataProvider/earlyRead.ts): the page's
// read takes it once, while fresh; a second read, or a late one, asks the server again.
import { afterEach, describe, expect, it, vi } from 'vitest';

const httpJson = vi.fn((path: string) => Promise.resolve({ path }));
vi.mock('../../src/dataProvider/http', () => ({ httpJson: (path: string) => httpJson(path) }));
const { arrivedRecordOptions, readEarly, takeEarly } =
  await import('../../src/dataProvider/earlyRead');

afterEach(() => {
  vi.useRealTimers();
  httpJson.mockClear();
});

describe('reads asked for early', () => {
  it('are taken once by the read of the same path, and asked for once', async () => {
    readEarly('/gomotor?fields=_id');
    readEarly('/gomotor?fields=_id');
    expect(httpJson).toHaveBeenCalledTimes(1);
    expect(takeEarly('/gomotor?fields=idv')).toBeUndefined();
    expect(await takeEarly('/gomotor?fields=_id')).toEqual({ path: '/gomotor?fields=_id' });
    expect(takeEarly('/gomotor?fields=_id')).toBeUndefined();
  });

  it('are not used once stale (older than 10 s)', () => {
    vi.useFakeTimers();
    readEarly('/grupoliva');
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('/grupoliva')).toBeUndefined();
  });

  it("an edit page's record that has arrived is its initial data, taken once and fresh until read again", async () => {
    const toRecord = (answer: unknown) => ({ ...(answer as object), id: 'r1' });
    const options = arrivedRecordOptions('/renting/vehicles/r1', toRecord);
    const initial = options.initialData as () => unknown;
    const staleTime = options.staleTime as (query: {
      state: { dataUpdateCount: number };
    }) => number;
    // Not asked for early: the page reads as before.
    expect(initial()).toBeUndefined();

    readEarly('/renting/vehicles/r1');
    await Promise.resolve();
    expect(initial()).toEqual({ path: '/renting/vehicles/r1', id: 'r1' });
    expect(initial()).toBeUndefined();
    expect(takeEarly('/renting/vehicles/r1')).toBeUndefined();
    expect(staleTime({ state: { dataUpdateCount: 0 } })).toBe(10_000);
    expect(staleTime({ state: { dataUpdateCount: 1 } })).toBe(0);
  });

  it("a record still on its way is left to the page's own read, which takes it", async () => {
    let answer: (value: { path: string }) => void = () => undefined;
    httpJson.mockImplementationOnce(
      () => new Promise<{ path: string }>((resolve) => (answer = resolve)),
    );
    readEarly('/gomotor/100001');
    const initial = arrivedRecordOptions('/gomotor/100001', (a) => a).initialData as () => unknown;
    expect(initial()).toBeUndefined();
    const taken = takeEarly('/gomotor/100001');
    answer({ path: 'llegó después' });
    expect(await taken).toEqual({ path: 'llegó después' });
    expect(httpJson).toHaveBeenCalledTimes(1);
  });
});
