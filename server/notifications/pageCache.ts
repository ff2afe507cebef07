// The inbox pages asked for, kept as their JSON until the notifications change: every console's
// bell asks for the same page (the first ten unread) again and again, and each would otherwise
// read, parse and serialise the unread ones. Any change to the collection (a resource:changed
// event) drops them; a page read while a change happened is answered but not kept; requests for
// a page that arrive while it is being read share that read (sharedRead.ts, keyed by the
// version, so a read under way when the notifications change is not shared by later callers).
// A kept page is also never older than MAX_AGE_MS. Used only where one server writes the store (SQLite): on
// PostgreSQL a console may hear of another server's change before its own server does
// (notifications/routes.ts).
import type { EventBus } from '../realtime.js';
import { sharedRead } from '../sharedRead.js';

/** Pages kept (distinct filters, sorts and ranges). */
const MAX_PAGES = 32;
export const MAX_AGE_MS = 2_000;

export interface CachedPage {
  /** The page's rows as JSON text. */
  json: string;
  total: number;
}

interface Held extends CachedPage {
  at: number;
}

export class NotificationPages {
  private version = 0;
  private readonly pages = new Map<string, Held>();
  /** The reads under way, by version and key. */
  private readonly reading = new Map<string, Promise<Held>>();
  private readonly unsubscribe: () => void;

  constructor(resource: string, events: Pick<EventBus, 'subscribe'>) {
    this.unsubscribe = events.subscribe((change) => {
      if (change.resource !== resource) return;
      this.version++;
      this.pages.clear();
    });
  }

  /** The page under `key`, kept, or made by `read` (and kept if nothing changed meanwhile). */
  async page(
    key: string,
    read: () => Promise<{ items: readonly unknown[]; total: number }>,
  ): Promise<CachedPage> {
    const now = Date.now();
    const held = this.pages.get(key);
    if (held && now - held.at < MAX_AGE_MS) return held;
    const version = this.version;
    return sharedRead(this.reading, `${version}:${key}`, async () => {
      const { items, total } = await read();
      const page: Held = { json: JSON.stringify(items), total, at: now };
      if (version === this.version) {
        this.pages.delete(key);
        if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
        this.pages.set(key, page);
      }
      return page;
    });
  }

  close(): void {
    this.unsubscribe();
  }
}
