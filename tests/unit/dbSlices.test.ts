import { describe, expect, it } from 'vitest';
import {
  insertInSlices,
  joinChunks,
  jsonArrayInSlices,
  jsonArrayOf,
  readInSlices,
  SLICE,
} from '../../server/db/slices';
import type { Doc } from '../../server/db/index';

type Row = Doc & { n: number };

const store = (n: number) => {
  const docs: Row[] = Array.from({ length: n }, (_, i) => ({ _id: `id${i}`, n: i }));
  const calls: string[][] = [];
  return {
    docs,
    calls,
    async getMany(ids: readonly string[]) {
      calls.push([...ids]);
      const wanted = new Set(ids);
      return docs.filter((d) => wanted.has(d._id));
    },
  };
};

const collect = async <T>(it: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of it) out.push(item);
  return out;
};

describe('readInSlices', () => {
  it.each([
    [0, 3, []],
    [1, 3, [1]],
    [3, 3, [3]],
    [7, 3, [3, 3, 1]],
  ])('%i ids, %i at a time: one getMany per slice of %j', async (n, size, sizes) => {
    const collection = store(n);
    const ids = collection.docs.map((d) => d._id);
    const slices = await collect(readInSlices(collection, ids, { size }));
    expect(collection.calls.map((c) => c.length)).toEqual(sizes);
    expect(slices.flatMap((s) => s.ids)).toEqual(ids);
    expect(slices.flatMap((s) => s.docs)).toEqual(collection.docs);
  });

  it('reads SLICE at a time by default, and an unknown id is asked but not answered', async () => {
    const collection = store(SLICE + 1);
    const ids = [...collection.docs.map((d) => d._id), 'gone'];
    const slices = await collect(readInSlices(collection, ids));
    expect(slices.map((s) => s.ids.length)).toEqual([SLICE, 2]);
    expect(slices[1].docs.map((d) => d._id)).toEqual([`id${SLICE}`]);
  });

  it('awaits the pause before each read, with the slice index', async () => {
    const collection = store(5);
    const seen: string[] = [];
    const ids = collection.docs.map((d) => d._id);
    for await (const slice of readInSlices(collection, ids, {
      size: 2,
      pause: async (index) => {
        seen.push(`pause ${index} after ${collection.calls.length} reads`);
      },
    })) {
      seen.push(`slice of ${slice.ids.length}`);
    }
    expect(seen).toEqual([
      'pause 0 after 0 reads',
      'slice of 2',
      'pause 1 after 1 reads',
      'slice of 2',
      'pause 2 after 2 reads',
      'slice of 1',
    ]);
  });

  it('stops reading when the consumer stops', async () => {
    const collection = store(10);
    for await (const slice of readInSlices(
      collection,
      collection.docs.map((d) => d._id),
      { size: 3 },
    )) {
      if (slice.ids.length) break;
    }
    expect(collection.calls).toHaveLength(1);
  });
});

describe('jsonArrayOf', () => {
  const from = (parts: string[]) =>
    (async function* () {
      yield* parts;
    })();

  it.each([
    [[], '[]'],
    [[''], '[]'],
    [['1'], '[1]'],
    [['1,2', '', '3'], '[1,2,3]'],
    [['', '{"a":1}', '{"b":2},{"c":3}'], '[{"a":1},{"b":2},{"c":3}]'],
  ])('%j: one JSON array, an empty part skipped', async (parts, text) => {
    const chunks: string[] = [];
    for await (const chunk of jsonArrayOf(from(parts))) chunks.push(chunk);
    expect(chunks.join('')).toBe(text);
    expect(chunks.every(Boolean)).toBe(true);
    expect(await joinChunks(jsonArrayOf(from(parts)))).toBe(text);
  });
});

describe('jsonArrayInSlices', () => {
  const texts = (n: number) => {
    const docs = Array.from({ length: n }, (_, i) => ({ _id: `id${i}`, n: i }));
    const calls: number[] = [];
    return {
      docs,
      calls,
      async getManyJson(ids: readonly string[]) {
        calls.push(ids.length);
        const wanted = new Set(ids);
        return JSON.stringify(docs.filter((d) => d._id !== 'id1' && wanted.has(d._id)));
      },
    };
  };

  it.each([0, 1, 2, 3, 7])(
    '%i ids, 3 at a time: one JSON array of the stored documents (a gone one left out)',
    async (n) => {
      const collection = texts(n);
      let out = '';
      for await (const chunk of jsonArrayInSlices(
        collection,
        collection.docs.map((d) => d._id),
        3,
      ))
        out += chunk;
      expect(JSON.parse(out)).toEqual(collection.docs.filter((d) => d._id !== 'id1'));
      expect(collection.calls).toEqual(
        Array.from({ length: Math.ceil(n / 3) }, (_, i) => Math.min(3, n - i * 3)),
      );
    },
  );
});

describe('insertInSlices', () => {
  const sink = () => {
    const written: number[][] = [];
    return {
      written,
      async insertMany(docs: readonly Omit<Row, '_id'>[]) {
        written.push(docs.map((d) => d.n));
        return docs.map((d) => ({ ...d, _id: String(d.n) }));
      },
    };
  };

  it.each([
    [0, 3, []],
    [3, 3, [[0, 1, 2]]],
    [7, 3, [[0, 1, 2], [3, 4, 5], [6]]],
  ])('%i documents, %i at a time: in order, one insertMany per slice', async (n, size, slices) => {
    const collection = sink();
    await insertInSlices(
      collection,
      Array.from({ length: n }, (_, n) => ({ n })),
      size,
    );
    expect(collection.written).toEqual(slices);
  });

  it('makes a generator’s documents a slice at a time (never more than one slice ahead)', async () => {
    const collection = sink();
    const made: number[] = [];
    function* docs() {
      for (let n = 0; n < 5; n++) {
        made.push(n);
        expect(made.length - collection.written.flat().length).toBeLessThanOrEqual(2);
        yield { n };
      }
    }
    await insertInSlices(collection, docs(), 2);
    expect(collection.written).toEqual([[0, 1], [2, 3], [4]]);
  });
});
