// /coches-net?cuenta=N reads the account as the route renders (the page must be usable cold in
// 1.5 s with 5,000 listings); the page's first load takes that answer once, if fresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAheadAccount, takeReadAhead } from '../../src/resources/cochesNet/readAhead';

const served = () => {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify([{ id: 'L1', internalReference: '100001' }]), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return urls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reading the account of the address ahead', () => {
  it('asks once for ?cuenta=N; the page takes that answer once', async () => {
    const urls = served();
    readAheadAccount('?cuenta=5');
    readAheadAccount('?cuenta=5'); // the route rendered again while its code loads
    expect(urls).toHaveLength(1);
    // The table's summary of each listing (LISTING_SUMMARY_FIELDS), as the page's own load.
    expect(urls[0]).toMatch(/\/cnet\/api\/vehicles\?account=5&fields=id,internalReference,/);
    expect(await takeReadAhead(5)).toEqual([{ id: 'L1', internalReference: '100001' }]);
    expect(takeReadAhead(5)).toBeUndefined();
  });

  it('reads the own database for cuenta=0 and nothing without a valid account', () => {
    const urls = served();
    readAheadAccount('');
    readAheadAccount('?cuenta=cinco');
    readAheadAccount('?cuenta=-1');
    expect(urls).toEqual([]);
    readAheadAccount('?cuenta=0');
    expect(urls[0]).toMatch(/\/cnet\/vehicles$/);
    expect(takeReadAhead(1)).toBeUndefined();
    void takeReadAhead(0);
  });

  it('an answer older than 10 s is not used', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    served();
    readAheadAccount('?cuenta=6');
    vi.setSystemTime(Date.now() + 10_001);
    expect(takeReadAhead(6)).toBeUndefined();
  });
});
