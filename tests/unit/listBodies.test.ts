// A large list's kept answer (server/listBodies.ts): the same text until its collection
// changes — here or, on PostgreSQL, on another server (a `remote` change, maybe `all`) — and
// never kept from a read that raced with a change.
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonArrayOf } from '../../server/db/slices';
import { ListBodies, REWARM_DELAY_MS } from '../../server/listBodies';
import { createEventBus } from '../../server/realtime';

const fakeCollection = (name = 'motos') => {
  let rows: object[] = [{ _id: 'a', km: 1 }];
  const reads: (readonly string[] | undefined)[] = [];
  let pause: Promise<void> | null = null;
  return {
    collection: {
      name,
      // The rows as read when the read starts, two to a chunk (as SQLite's slices).
      listJsonChunks: (fields?: readonly string[]) => {
        reads.push(fields);
        const items = rows.map((row) => JSON.stringify(row));
        return jsonArrayOf(
          (async function* () {
            await pause;
            for (let i = 0; i < items.length; i += 2) yield items.slice(i, i + 2).join(',');
          })(),
        );
      },
    },
    reads,
    set: (next: object[]) => (rows = next),
    hold: () => {
      let release = () => undefined as void;
      pause = new Promise((resolve) => (release = resolve));
      return () => {
        pause = null;
        release();
      };
    },
  };
};

afterEach(() => vi.useRealTimers());

describe('the kept answer of a large list', () => {
  it('reads once per projection until its collection changes, then reads again', async () => {
    const events = createEventBus();
    const { collection, reads, set } = fakeCollection();
    const bodies = new ListBodies(collection, events);
    expect(await (await bodies.body()).text()).toBe('[{"_id":"a","km":1}]');
    await bodies.body();
    await bodies.body(['km', '_id']);
    await bodies.body(['_id', 'km']);
    expect(reads).toEqual([undefined, ['km', '_id']]);

    set([{ _id: 'a', km: 2 }]);
    events.changed('otra-coleccion', 'update', ['x']);
    expect(await (await bodies.body()).text()).toContain('"km":1');
    events.changed('motos', 'update', ['a']);
    expect(await (await bodies.body()).text()).toContain('"km":2');
    bodies.close();
  });

  it("hears another server's changes, one naming no ids ('all') too", async () => {
    const events = createEventBus();
    const { collection, set } = fakeCollection();
    const bodies = new ListBodies(collection, events);
    await bodies.body();
    set([{ _id: 'b' }]);
    events.deliver({ resource: 'motos', action: 'update', ids: [], remote: true, all: true });
    expect(await (await bodies.body()).text()).toBe('[{"_id":"b"}]');
    bodies.close();
  });

  it('answers a read that raced with a change but does not keep it', async () => {
    const events = createEventBus();
    const { collection, reads, set, hold } = fakeCollection();
    const bodies = new ListBodies(collection, events);
    const release = hold();
    const racing = bodies.body();
    set([{ _id: 'a', km: 3 }]);
    events.changed('motos', 'update', ['a']);
    release();
    expect(await (await racing).text()).toContain('"km":1');
    expect(await (await bodies.body()).text()).toContain('"km":3');
    expect(reads).toHaveLength(2);
    bodies.close();
  });

  it('requests that arrive while an answer is read share that read', async () => {
    const events = createEventBus();
    const { collection, reads, hold } = fakeCollection();
    const bodies = new ListBodies(collection, events);
    const release = hold();
    const first = bodies.body(['_id']);
    const second = bodies.body(['_id']);
    const other = bodies.body(['km']);
    release();
    expect(await (await first).text()).toBe(await (await second).text());
    await other;
    expect(reads).toEqual([['_id'], ['km']]);
    bodies.close();
  });

  it('a read under way when the collection changes is not shared by later requests', async () => {
    const events = createEventBus();
    const { collection, reads, set, hold } = fakeCollection();
    const bodies = new ListBodies(collection, events);
    const release = hold();
    const racing = bodies.body();
    set([{ _id: 'a', km: 4 }]);
    events.changed('motos', 'update', ['a']);
    const later = bodies.body();
    release();
    expect(await (await racing).text()).toContain('"km":1');
    expect(await (await later).text()).toContain('"km":4');
    expect(reads).toHaveLength(2);
    bodies.close();
  });

  it('a failed read is not shared once it has failed: the next request reads again', async () => {
    const events = createEventBus();
    const { collection, reads } = fakeCollection();
    const failing = {
      name: collection.name,
      listJsonChunks: vi.fn(collection.listJsonChunks).mockImplementationOnce(async function* () {
        yield* [];
        throw new Error('disco');
      }),
    };
    const bodies = new ListBodies(failing, events);
    await expect(bodies.body()).rejects.toThrow('disco');
    expect(await (await bodies.body()).text()).toBe('[{"_id":"a","km":1}]');
    expect(failing.listJsonChunks).toHaveBeenCalledTimes(2);
    expect(reads).toHaveLength(1);
    bodies.close();
  });

  it('gzips a large answer once, and makes the warm projections ready again once changes pause', async () => {
    vi.useFakeTimers();
    const events = createEventBus();
    const { collection, reads, set } = fakeCollection();
    set(Array.from({ length: 2_000 }, (_, i) => ({ _id: `id-${i}`, km: i })));
    const bodies = new ListBodies(collection, events, [['_id']]);
    const body = await bodies.body(['_id']);
    await body.zipped;
    const zipped = body.gzip!;
    expect(gunzipSync(zipped).toString()).toBe(await body.text());
    // Only the gzip is held once it is made.
    expect(body.heldBytes).toBe(zipped.length);
    expect(await bodies.body(['_id'])).toBe(body);

    events.changed('motos', 'update', ['a']);
    events.changed('motos', 'update', ['a']);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REWARM_DELAY_MS);
    expect(reads).toEqual([['_id'], ['_id']]);
    bodies.close();
    events.changed('motos', 'update', ['a']);
    await vi.advanceTimersByTimeAsync(REWARM_DELAY_MS);
    expect(reads).toHaveLength(2);
  });
});
