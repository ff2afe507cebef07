// A feed reads again only the listings a change event named, and writes again only their elements
// (server/feeds/listingCache.ts); it keeps itself current in the background, and what it answers is
// always current.
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../server/db/index';
import { CATCH_UP_MS, ListingCache, READ_SLICE } from '../../server/feeds/listingCache';
import { createEventBus } from '../../server/realtime';

interface Row {
  _id: string;
  marca: string;
  extra?: string;
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fakeCollection = (rows: Row[]) => {
  const store = new Map(rows.map((r) => [r._id, r]));
  /** `all`: reads of every id (a whole read); `byId`: the size of each read by id. */
  const reads = { all: 0, byId: [] as number[] };
  let gate: Promise<unknown> = Promise.resolve();
  const collection = {
    name: 'motoreto-vehicles',
    ids: async () => {
      reads.all++;
      return [...store.keys()];
    },
    getMany: async (ids: readonly string[]) => {
      reads.byId.push(ids.length);
      const wanted = new Set(ids);
      const found = [...store.values()].filter((row) => wanted.has(row._id));
      await gate;
      return found;
    },
  } as unknown as Pick<Collection<Row>, 'name' | 'ids' | 'getMany'>;
  /** Holds every read by id until the returned function is called. */
  const hold = () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { collection, store, reads, hold };
};

const brands = (rows: readonly Row[]) => rows.map((r) => r.marca);

/** The sizes of the reads by id that read `n` listings a slice at a time. */
const slices = (n: number) =>
  Array.from({ length: Math.ceil(n / READ_SLICE) }, (_, i) =>
    Math.min(READ_SLICE, n - i * READ_SLICE),
  );

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
    const cache = new ListingCache(collection, events, { fields: ['marca'] });
    expect((await cache.read()).slice(0, 2)).toEqual([
      { _id: 'a', marca: 'BMW' },
      { _id: 'b', marca: 'MINI' },
    ]);
    expect(await cache.read()).toHaveLength(20);
    expect(reads).toEqual({ all: 1, byId: [20] });

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
    // The three named listings, in one read.
    expect(reads).toEqual({ all: 1, byId: [20, 3] });
    await cache.close();
  });

  it('reads a whole collection a slice at a time', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ _id: `r${i}`, marca: 'BMW' }));
    const { collection, reads } = fakeCollection(rows);
    const cache = new ListingCache(collection, createEventBus());
    expect((await cache.read()).map((r) => r._id)).toEqual(rows.map((r) => r._id));
    expect(reads).toEqual({ all: 1, byId: slices(2_500) });
    await cache.close();
  });

  it("reads everything again after another server's change too large to name its ids", async () => {
    const { collection, store, reads } = fakeCollection([{ _id: 'a', marca: 'BMW' }]);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    await cache.read();
    store.set('a', { _id: 'a', marca: 'MINI' });
    events.deliver({ resource: 'motoreto-vehicles', action: 'update', ids: [], all: true });
    expect(await cache.read()).toEqual([{ _id: 'a', marca: 'MINI' }]);
    expect(reads.all).toBe(2);
    await cache.close();
  });

  it('writes an element again only for a changed listing, always for the one address', async () => {
    const { collection, store } = fakeCollection([{ _id: 'a', marca: 'BMW' }]);
    const events = createEventBus();
    let renders = 0;
    const cache = new ListingCache(collection, events, {
      kept: [],
      element: (row, origin) => `<m o="${origin}">${row.marca}#${++renders}</m>`,
      origin: () => 'http://a',
    });
    const write = async () => {
      const { listings, memo } = await cache.generation();
      return listings.map((row) => memo(row, () => 'sin escribir'));
    };
    expect(await write()).toEqual(['<m o="http://a">BMW#1</m>']);
    expect(await write()).toEqual(['<m o="http://a">BMW#1</m>']);
    store.set('a', { _id: 'a', marca: 'BMW M' });
    events.changed('motoreto-vehicles', 'update', ['a']);
    expect(await write()).toEqual(['<m o="http://a">BMW M#2</m>']);
    await cache.close();
  });
});

describe('written as it is read', () => {
  const element = (row: Row, origin: string) => `<m o="${origin}">${row.marca}</m>`;

  it('holds only the element and kept fields of each listing, written in the background', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({ _id: `r${i}`, marca: 'BMW', extra: 'x' }));
    const { collection, store } = fakeCollection(rows);
    const events = createEventBus();
    const cache = new ListingCache(collection, events, {
      kept: ['extra'],
      element,
      origin: () => 'http://a',
    });
    await cache.warm();
    store.set('r1', { _id: 'r1', marca: 'MINI', extra: 'y' });
    events.changed('motoreto-vehicles', 'update', ['r1']);
    await later(CATCH_UP_MS + 50);

    let renders = 0;
    const { listings, memo } = await cache.generation();
    expect(listings).toEqual([
      { _id: 'r0', extra: 'x' },
      { _id: 'r1', extra: 'y' },
      { _id: 'r2', extra: 'x' },
    ]);
    const written = listings.map((row) => memo(row, () => `#${++renders}`));
    expect(written).toEqual([
      '<m o="http://a">BMW</m>',
      '<m o="http://a">MINI</m>',
      '<m o="http://a">BMW</m>',
    ]);
    expect(renders).toBe(0);
    await cache.close();
  });

  it('without an element function, listings are kept whole and written by the files', async () => {
    const rows = [{ _id: 'a', marca: 'BMW', extra: 'cuenta-1' }];
    const { collection } = fakeCollection(rows);
    const cache = new ListingCache(collection, createEventBus(), { kept: ['extra'] });
    const { listings, memo } = await cache.generation();
    expect(listings).toEqual(rows);
    expect(listings.map((row) => memo(row, () => `<m>${row.marca}</m>`))).toEqual(['<m>BMW</m>']);
    await cache.close();
  });

  it('a change while the files are written: this generation writes the element it had', async () => {
    const { collection, store } = fakeCollection([
      { _id: 'a', marca: 'BMW' },
      { _id: 'b', marca: 'MINI' },
    ]);
    const events = createEventBus();
    const cache = new ListingCache(collection, events, {
      kept: [],
      element,
      origin: () => 'http://a',
    });
    const first = await cache.generation();
    // 'a' changes after the read, before its element is asked for, and is read again in the
    // background meanwhile.
    store.set('a', { _id: 'a', marca: 'BMW M' });
    events.changed('motoreto-vehicles', 'update', ['a']);
    await later(CATCH_UP_MS + 50);
    const written = (g: typeof first) => g.listings.map((row) => g.memo(row, () => '#'));
    expect(written(first)).toEqual(['<m o="http://a">BMW</m>', '<m o="http://a">MINI</m>']);
    expect(written(await cache.generation())).toEqual([
      '<m o="http://a">BMW M</m>',
      '<m o="http://a">MINI</m>',
    ]);
    await cache.close();
  });
});

describe('kept current in the background', () => {
  it('is read whole when warmed (once), and reads what changes shortly after, unasked', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ _id: `r${i}`, marca: 'BMW' }));
    const { collection, store, reads } = fakeCollection(rows);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    expect(reads.all).toBe(0);
    await cache.warm();
    await cache.warm();
    expect(reads).toEqual({ all: 1, byId: [10] });

    store.set('r1', { _id: 'r1', marca: 'MINI' });
    events.changed('motoreto-vehicles', 'update', ['r1']);
    store.set('n', { _id: 'n', marca: 'SEAT' });
    events.changed('motoreto-vehicles', 'create', ['n']);
    expect(reads.byId).toEqual([10]);
    await later(CATCH_UP_MS + 50);
    // Both changes gathered in one read, before any generation asked.
    expect(reads.byId).toEqual([10, 2]);
    expect(brands(await cache.read())).toEqual([...Array(10).fill('BMW'), 'SEAT'].with(1, 'MINI'));
    expect(reads.byId).toEqual([10, 2]);
    await cache.close();
  });

  it('a read asked for while one is under way still sees every change made before it', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ _id: `r${i}`, marca: 'BMW' }));
    const { collection, store, hold } = fakeCollection(rows);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    await cache.read();

    const release = hold();
    store.set('r1', { _id: 'r1', marca: 'MINI' });
    events.changed('motoreto-vehicles', 'update', ['r1']);
    await later(CATCH_UP_MS + 30); // the background read of r1 is under way, held
    store.set('r2', { _id: 'r2', marca: 'SEAT' });
    events.changed('motoreto-vehicles', 'update', ['r2']);
    const reading = cache.read();
    release();
    expect(brands(await reading).slice(0, 3)).toEqual(['BMW', 'MINI', 'SEAT']);
    await cache.close();
  });

  it('reads again when everything changed during a whole read', async () => {
    const { collection, store, reads, hold } = fakeCollection([{ _id: 'a', marca: 'BMW' }]);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    const release = hold();
    const reading = cache.read();
    await later(5); // the ids are read, the documents held
    store.set('a', { _id: 'a', marca: 'MINI' });
    events.deliver({ resource: 'motoreto-vehicles', action: 'update', ids: [], all: true });
    release();
    expect(await reading).toEqual([{ _id: 'a', marca: 'MINI' }]);
    expect(reads.all).toBe(2);
    await cache.close();
  });

  it('reads in the background only when requests give way; a generation does not wait', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ _id: `r${i}`, marca: 'BMW' }));
    const { collection, reads } = fakeCollection(rows);
    let letGo = () => {};
    let busy = new Promise<void>((resolve) => (letGo = resolve));
    const cache = new ListingCache(collection, createEventBus(), { giveWay: () => busy });
    void cache.warm();
    await later(20);
    // Requests in flight: the ids are read, no slice of listings yet.
    expect(reads).toEqual({ all: 1, byId: [] });
    letGo();
    busy = new Promise<void>((resolve) => (letGo = resolve));
    await later(10);
    expect(reads.byId).toEqual([READ_SLICE]);
    // A generation asks: the rest is read without waiting.
    expect(await cache.read()).toHaveLength(2_500);
    expect(reads.byId).toEqual(slices(2_500));
    letGo();
    await cache.close();
  });

  it('stops reading when closed', async () => {
    const { collection, reads } = fakeCollection([{ _id: 'a', marca: 'BMW' }]);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    await cache.close();
    await cache.warm();
    expect(reads.all).toBe(0);
  });
});

describe('after a mass change', () => {
  it('reads the changed listings by id, a slice at a time, however many', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ _id: `r${i}`, marca: 'BMW' }));
    const { collection, store, reads } = fakeCollection(rows);
    const events = createEventBus();
    const cache = new ListingCache(collection, events);
    await cache.read();
    const changed = rows.slice(0, 1_500).map((row) => row._id);
    for (const id of changed) store.set(id, { _id: id, marca: 'MINI' });
    for (const id of changed.slice(0, 10)) store.delete(id);
    events.changed('motoreto-vehicles', 'update', changed);
    const read = await cache.read();
    expect(read).toHaveLength(2_490);
    expect(read.filter((r) => r.marca === 'MINI')).toHaveLength(1_490);
    expect(reads).toEqual({ all: 1, byId: [...slices(2_500), ...slices(1_500)] });
    await cache.close();
  });
});

describe('a channel with more listings than it keeps', () => {
  const element = (row: Row) => `<m>${row.marca}</m>`;
  const rows = () => Array.from({ length: 5 }, (_, i) => ({ _id: `r${i}`, marca: 'BMW' }));

  it('keeps nothing: each generation reads every listing and writes every element', async () => {
    const { collection, store, reads } = fakeCollection(rows());
    const events = createEventBus();
    const cache = new ListingCache(collection, events, { kept: [], element, holdUpTo: 4 });
    await cache.warm();
    // Warming only counted the listings.
    expect(reads).toEqual({ all: 1, byId: [] });

    let renders = 0;
    const write = async () => {
      const { listings, memo } = await cache.generation();
      return listings.map((row) => memo(row, () => (renders++, element(row))));
    };
    expect(await write()).toEqual(Array(5).fill('<m>BMW</m>'));
    expect(renders).toBe(5);
    store.set('r1', { _id: 'r1', marca: 'MINI' });
    events.changed('motoreto-vehicles', 'update', ['r1']);
    await later(CATCH_UP_MS + 50);
    // Nothing is read in the background for a change; the next generation reads it all.
    expect(reads.byId).toEqual([5]);
    expect(await write()).toEqual([
      '<m>BMW</m>',
      '<m>MINI</m>',
      '<m>BMW</m>',
      '<m>BMW</m>',
      '<m>BMW</m>',
    ]);
    expect(renders).toBe(10);
    await cache.close();
  });

  it('stops keeping them once it grows past the usual size', async () => {
    const { collection, store, reads } = fakeCollection(rows().slice(0, 4));
    const events = createEventBus();
    const cache = new ListingCache(collection, events, { kept: [], element, holdUpTo: 4 });
    await cache.warm();
    expect(reads).toEqual({ all: 1, byId: [4] });
    store.set('n', { _id: 'n', marca: 'SEAT' });
    events.changed('motoreto-vehicles', 'create', ['n']);
    const { listings, memo } = await cache.generation();
    expect(listings.map((row) => memo(row, () => element(store.get(row._id)!)))).toEqual([
      ...Array(4).fill('<m>BMW</m>'),
      '<m>SEAT</m>',
    ]);
    // The change read, then everything read for the generation and not kept.
    expect(reads.byId).toEqual([4, 1, 5]);
    await cache.close();
  });

  it('keeps them again once it is back to a usual size', async () => {
    const { collection, store, reads } = fakeCollection(rows());
    const events = createEventBus();
    const cache = new ListingCache(collection, events, { kept: [], element, holdUpTo: 4 });
    expect(await cache.read()).toHaveLength(5);
    store.delete('r4');
    events.changed('motoreto-vehicles', 'delete', ['r4']);
    expect(await cache.read()).toEqual(['r0', 'r1', 'r2', 'r3'].map((_id) => ({ _id })));
    const before = reads.byId.length;
    const { listings, memo } = await cache.generation();
    expect(listings.map((row) => memo(row, () => '#'))).toEqual(Array(4).fill('<m>BMW</m>'));
    // Held now: a generation reads nothing more.
    expect(reads.byId).toHaveLength(before);
    await cache.close();
  });
});
