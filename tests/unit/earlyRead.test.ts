// A large read asked for while the console loads (src/dataProvider/earlyRead.ts): the page's
// read takes it once, while fresh; a second read, or a late one, asks the server again.
import { afterEach, describe, expect, it, vi } from 'vitest';

const httpJson = vi.fn((path: string) => Promise.resolve({ path }));
vi.mock('../../src/dataProvider/http', () => ({ httpJson: (path: string) => httpJson(path) }));
const { readEarly, takeEarly } = await import('../../src/dataProvider/earlyRead');

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
});
