// What the consistency report keeps of a channel's listings: each reading says which idvs
// changed since the one before (the report works out only those again), 'all' after the
// whole collection was read.
import { describe, expect, it } from 'vitest';
import { ListingRefs, type Fields } from '../../server/consistency/listingRefs';
import type { Collection, Doc } from '../../server/db';

type Listing = Doc & { idv: string; price: number };

/** A collection in memory with just what ListingRefs reads. */
function collection(docs: Listing[]) {
  const store = new Map(docs.map((d) => [d._id, d]));
  const fake = {
    name: 'wallapop-vehicles',
    listJson: async () => JSON.stringify([...store.values()]),
    getMany: async (ids: readonly string[]) =>
      ids.flatMap((id) => (store.has(id) ? [store.get(id)!] : [])),
  } as unknown as Collection<Doc>;
  return { store, fake };
}

const refsOf = (fake: Collection<Doc>) =>
  new ListingRefs(fake, ['_id', 'idv', 'price'], (doc: Fields) => ({
    listingId: String(doc._id),
    idv: String(doc.idv),
    price: Number(doc.price),
  }));

const change = (ids: string[], all = false) => ({
  resource: 'wallapop-vehicles',
  action: 'update' as const,
  ids,
  ...(all ? { all } : {}),
});

describe('the listings the consistency report keeps', () => {
  it('says which idvs changed since the last reading', async () => {
    const { store, fake } = collection([
      { _id: 'a', idv: '1', price: 10 },
      { _id: 'b', idv: '2', price: 20 },
      { _id: 'c', idv: '3', price: 30 },
    ]);
    const refs = refsOf(fake);
    const first = await refs.reading();
    expect(first.changed).toBe('all');
    expect(first.list.map((r) => r.idv)).toEqual(['1', '2', '3']);
    // Nothing changed: the same listings, no idv.
    const same = await refs.reading();
    expect(same.list).toBe(first.list);
    expect([...(same.changed as Set<string>)]).toEqual([]);
    // Repriced, moved to another idv, removed, added.
    store.set('a', { _id: 'a', idv: '1', price: 11 });
    store.set('b', { _id: 'b', idv: '4', price: 20 });
    store.delete('c');
    store.set('d', { _id: 'd', idv: '5', price: 50 });
    refs.changed(change(['a', 'b']));
    refs.changed(change(['c', 'd']));
    // Another reader catching up meanwhile does not take the changes.
    expect((await refs.current()).map((r) => r.idv)).toEqual(['1', '4', '5']);
    const next = await refs.reading();
    expect([...(next.changed as Set<string>)].sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(next.list.map((r) => [r.listingId, r.price])).toEqual([
      ['a', 11],
      ['b', 20],
      ['d', 50],
    ]);
    expect([...((await refs.reading()).changed as Set<string>)]).toEqual([]);
  });

  it('answers all after a change that names no listing', async () => {
    const { fake } = collection([{ _id: 'a', idv: '1', price: 10 }]);
    const refs = refsOf(fake);
    await refs.reading();
    refs.changed(change([], true));
    expect((await refs.reading()).changed).toBe('all');
  });

  it('reads a listing again when its read failed', async () => {
    const { store, fake } = collection([{ _id: 'a', idv: '1', price: 10 }]);
    const refs = refsOf(fake);
    await refs.reading();
    const getMany = fake.getMany.bind(fake);
    let fail = true;
    fake.getMany = async (ids) => {
      if (fail) throw new Error('base de datos ocupada');
      return getMany(ids);
    };
    store.set('a', { _id: 'a', idv: '1', price: 12 });
    refs.changed(change(['a']));
    await expect(refs.reading()).rejects.toThrow('ocupada');
    fail = false;
    const after = await refs.reading();
    expect(after.list[0]!.price).toBe(12);
    expect([...(after.changed as Set<string>)]).toEqual(['1']);
  });
});
