// One read shared by the callers that ask while it is under way (server/sharedRead.ts), and the
// caches that use it: a read is made again once it settled, for another key, or (keyed by
// version) after the collection changed.
import { describe, expect, it, vi } from 'vitest';
import { sharedRead } from '../../server/sharedRead';
import { AramisListingCache } from '../../server/aramis/listingCache';
import { createEventBus } from '../../server/realtime';
import type { AramisListing } from '../../src/domain/aramis';

/** A read that settles when told to. */
const held = <T>() => {
  let settle: { resolve: (value: T) => void; reject: (error: Error) => void } | undefined;
  const start = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { start, settle: () => settle! };
};

describe('sharedRead', () => {
  it('callers that ask while a read is under way share it', async () => {
    const under = new Map<string, Promise<number>>();
    const { start, settle } = held<number>();
    const first = sharedRead(under, 'a', start);
    const second = sharedRead(under, 'a', start);
    expect(start).toHaveBeenCalledTimes(1);
    settle().resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
  });

  it('another key is another read', () => {
    const under = new Map<string, Promise<number>>();
    const { start } = held<number>();
    void sharedRead(under, 'a', start);
    void sharedRead(under, 'b', start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('once settled, done or failed, the next caller starts a new read', async () => {
    const under = new Map<string, Promise<number>>();
    const { start, settle } = held<number>();
    const done = sharedRead(under, 'a', start);
    settle().resolve(1);
    await done;
    const failed = sharedRead(under, 'a', start);
    settle().reject(new Error('disco'));
    await expect(failed).rejects.toThrow('disco');
    void sharedRead(under, 'a', start);
    expect(start).toHaveBeenCalledTimes(3);
    expect(under.size).toBe(1);
  });
});

describe("Aramis' supplier stock copy", () => {
  const listing = (id: string) => ({ _id: id }) as unknown as AramisListing;

  it('is read once by the requests that arrive together, and again after a change', async () => {
    const events = createEventBus();
    const list = vi.fn(async () => [listing('a')]);
    const cache = new AramisListingCache({ name: 'aramis-vehicles', list } as never, events);
    const [one, two] = await Promise.all([cache.all(), cache.all()]);
    expect(one).toBe(two);
    expect(list).toHaveBeenCalledTimes(1);
    await cache.all();
    expect(list).toHaveBeenCalledTimes(1);
    events.changed('aramis-vehicles', 'update', ['a']);
    await Promise.all([cache.all(), cache.all()]);
    expect(list).toHaveBeenCalledTimes(2);
    cache.close();
  });

  it('a read under way when the collection changes is read again, not kept', async () => {
    const events = createEventBus();
    let rows = [listing('old')];
    const { start, settle } = held<AramisListing[]>();
    const list = vi.fn(() => start());
    const cache = new AramisListingCache({ name: 'aramis-vehicles', list } as never, events);
    const racing = cache.all();
    events.changed('aramis-vehicles', 'update', ['old']);
    settle().resolve(rows);
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    rows = [listing('new')];
    settle().resolve(rows);
    expect((await racing).map((l) => l._id)).toEqual(['new']);
    cache.close();
  });
});
