import { describe, expect, it, vi } from 'vitest';

const getAll = vi.fn((_resource: string, _params: unknown) => Promise.resolve([{ id: 'a' }]));
vi.mock('../../src/dataProvider', () => ({ dataProvider: { getAll } }));

const { readAhead, takeReadAhead } = await import('../../src/resources/stockDashboard/readAhead');

describe('reading /gomotor ahead', () => {
  it('reads once however often the route renders, and the page takes that read once', async () => {
    const config = { resource: 'gomotor', fields: ['_id', 'idv'] };
    readAhead(config);
    // The route suspends while the page's code loads and renders again: no second read.
    readAhead(config);
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(getAll).toHaveBeenCalledWith('gomotor', { fields: ['_id', 'idv'] });
    await expect(takeReadAhead('gomotor')).resolves.toEqual([{ id: 'a' }]);
    expect(takeReadAhead('gomotor')).toBeUndefined();
    expect(takeReadAhead('stock-gomotor')).toBeUndefined();
  });

  it('does not hand over a read older than 10 s', () => {
    vi.useFakeTimers();
    try {
      readAhead({ resource: 'gomotor', fields: [] });
      vi.advanceTimersByTime(10_001);
      expect(takeReadAhead('gomotor')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
