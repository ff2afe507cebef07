// The inbox pages kept as JSON (server/notifications/pageCache.ts): the same page is read once
// until the notifications change — here or on another server (a `remote` change) — never kept
// from a read that raced with a change, and never older than MAX_AGE_MS.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_AGE_MS, NotificationPages } from '../../server/notifications/pageCache';
import { createEventBus } from '../../server/realtime';

afterEach(() => vi.useRealTimers());

const reader = () => {
  let rows = [{ _id: 'a' }];
  let reads = 0;
  let pause: Promise<void> | null = null;
  return {
    read: async () => {
      reads++;
      const items = rows;
      await pause;
      return { items, total: items.length };
    },
    reads: () => reads,
    set: (next: { _id: string }[]) => (rows = next),
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

describe('the kept inbox pages', () => {
  it('reads a page once until the notifications change, here or on another server', async () => {
    const events = createEventBus();
    const pages = new NotificationPages('notifications', events);
    const r = reader();
    expect(await pages.page('bell', r.read)).toMatchObject({ json: '[{"_id":"a"}]', total: 1 });
    await pages.page('bell', r.read);
    expect(r.reads()).toBe(1);
    await pages.page('inbox', r.read);
    expect(r.reads()).toBe(2);

    events.changed('users', 'update', ['u1']);
    await pages.page('bell', r.read);
    expect(r.reads()).toBe(2);

    r.set([{ _id: 'b' }, { _id: 'a' }]);
    events.changed('notifications', 'create', ['b']);
    expect((await pages.page('bell', r.read)).total).toBe(2);
    expect(r.reads()).toBe(3);

    r.set([]);
    events.deliver({
      resource: 'notifications',
      action: 'delete',
      ids: [],
      remote: true,
      all: true,
    });
    expect(await pages.page('bell', r.read)).toMatchObject({ json: '[]', total: 0 });
    pages.close();
  });

  it('answers but does not keep a page read while a change happened', async () => {
    const events = createEventBus();
    const pages = new NotificationPages('notifications', events);
    const r = reader();
    const release = r.hold();
    const raced = pages.page('bell', r.read);
    r.set([{ _id: 'b' }]);
    events.changed('notifications', 'create', ['b']);
    release();
    expect((await raced).json).toBe('[{"_id":"a"}]');
    expect((await pages.page('bell', r.read)).json).toBe('[{"_id":"b"}]');
    expect(r.reads()).toBe(2);
    pages.close();
  });

  it('reads a page once for the requests that arrive while it is read, not across a change', async () => {
    const events = createEventBus();
    const pages = new NotificationPages('notifications', events);
    const r = reader();
    const release = r.hold();
    const together = [pages.page('bell', r.read), pages.page('bell', r.read)];
    const other = pages.page('inbox', r.read);
    expect(r.reads()).toBe(2);
    // A change while they are read: a later request does not share the read under way.
    r.set([{ _id: 'b' }]);
    events.changed('notifications', 'create', ['b']);
    const after = pages.page('bell', r.read);
    expect(r.reads()).toBe(3);
    release();
    const [first, second] = await Promise.all(together);
    expect(second).toBe(first);
    expect(first.json).toBe('[{"_id":"a"}]');
    expect((await other).json).toBe('[{"_id":"a"}]');
    expect((await after).json).toBe('[{"_id":"b"}]');
    pages.close();
  });

  it('reads again once a kept page is MAX_AGE_MS old (a change whose notice was lost)', async () => {
    vi.useFakeTimers();
    const pages = new NotificationPages('notifications', createEventBus());
    const r = reader();
    await pages.page('bell', r.read);
    vi.advanceTimersByTime(MAX_AGE_MS - 1);
    await pages.page('bell', r.read);
    expect(r.reads()).toBe(1);
    vi.advanceTimersByTime(1);
    await pages.page('bell', r.read);
    expect(r.reads()).toBe(2);
    pages.close();
  });
});
