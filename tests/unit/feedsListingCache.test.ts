// Issue 13 §5: a feed reads again only the listings a change event named, and writes again
// only their elements (server/feeds/listingCache.ts); what it answers is always current.
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../server/db/index';
import { ListingCache } from '../../server/feeds/listingCache';
import { createEventBus } from '../../server/realtime';

interface Row {
  _id: string;
  marca: string;
  extra?: string;
}

const fakeCollection = (rows: Row[]) => {
  const store = new Map(rows.map((r) => [r._id, r]));
  const reads = { list: 0, get: 0 };
  const collection = {
    name: 'motoreto-vehicles',
    list: async () => {
      reads.list++;
      return [...store.values()];
    },
    get: async (id: string) => {
      reads.get++;
      return store.get(id) ?? null;
    },
  } as unknown as Collection<Row>;
  return { collection, store, reads };
};

describe('the listing cache of a feed', () => {
  it('reads everything once, then only what a change event named', async () => {
    // Twenty listings, so three changes are not a mass change.
    const others = Array.from({ length: 18 }, (_, i) => ({ _id: `o${i}`, marca: 'SEAT' }));
    const { collection, store, reads } = fakeCollection([
      { _id: 'a', marca: 'BMW', extra: 'x' },
      { _id: 'b', marca: 'MINI' },
      ...others,
    ]);
    const events = createEventBus();
    const cache = new ListingCache(collection, events, ['marca']);
    expect((await cache.read()).slice(0, 2)).toEqual([
      { _id: 'a', marca: 'BMW' },
      { _id: 'b', marca: 'MINI' },
    ]);
    expect(await cache.read()).toHaveLength(20);
    expect(reads).toEqual({ list: 1, get: 0 });

    store.set('a', { _id: 'a', marca: 'BMW M' });
    store.delete('b');
    store.set('c', { _id: 'c', marca: 'Citroën' });
    events.changed('motoreto-vehicles', 'update', ['a']);
    events.changed('motoreto-vehicles', 'delete', ['b']);
    events.changed('motoreto-vehicles', 'create', ['c']);
    events.changed('wallapop-vehicles', 'delete', ['a']);
    expect(await cache.read()).toEqual([
      { _id: 'a', marca: 'BMW M' },
      ...others,
      { _id: 'c', marca: 'Citroën' },
    ]);
    expect(reads).toEqual({ list: 1, get: 3 });
    cache.close();
  });

  it("reads everything again after another server's change too large to name its ids", async () => {
    const { collection, store, reads } = fakeCollection([{ _id: 'a', marca: 'BMW' }]);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    await cache.read();
    store.set('a', { _id: 'a', marca: 'MINI' });
    events.deliver({ resource: 'motoreto-vehicles', action: 'update', ids: [], all: true });
    expect(await cache.read()).toEqual([{ _id: 'a', marca: 'MINI' }]);
    expect(reads).toEqual({ list: 2, get: 0 });
    cache.close();
  });

  it('writes an element again only for a changed listing or another origin', async () => {
    const { collection, store } = fakeCollection([{ _id: 'a', marca: 'BMW' }]);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    let renders = 0;
    const render = (row: Row) => () => `<m>${row.marca}#${++renders}</m>`;
    const write = async (origin: string) => {
      const memo = cache.memo(origin);
      return (await cache.read()).map((row) => memo(row, render(row)));
    };
    expect(await write('http://a')).toEqual(['<m>BMW#1</m>']);
    expect(await write('http://a')).toEqual(['<m>BMW#1</m>']);
    store.set('a', { _id: 'a', marca: 'BMW M' });
    events.changed('motoreto-vehicles', 'update', ['a']);
    expect(await write('http://a')).toEqual(['<m>BMW M#2</m>']);
    expect(await write('https://b')).toEqual(['<m>BMW M#3</m>']);
    cache.close();
  });
});

describe('after a mass change', () => {
  it('reads everything again at once instead of one listing at a time', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ _id: `r${i}`, marca: 'BMW' }));
    const { collection, store, reads } = fakeCollection(rows);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    await cache.read();
    for (const row of rows.slice(0, 5)) store.set(row._id, { ...row, marca: 'MINI' });
    events.changed('motoreto-vehicles', 'update', ['r0', 'r1', 'r2', 'r3', 'r4']);
    expect((await cache.read()).filter((r) => r.marca === 'MINI')).toHaveLength(5);
    expect(reads).toEqual({ list: 2, get: 0 });
    cache.close();
  });
});
