// The supplier stock parsed once and kept until it changes, so that a panel over 5,000 records
// answers each page (within 1 s cold) without parsing every record again. Any change to the
// collection emits resource:changed (docs/API.md "Channels"), which drops the copy, as ListingStore
// does with its keys; a read that raced with a change is done again, and the requests that arrive
// while the copy is read share that read (../sharedRead.ts).
import type { Collection } from '../db/index.js';
import type { EventBus } from '../realtime.js';
import type { AramisListing } from '../../src/domain/aramis.js';
import { sharedRead } from '../sharedRead.js';

export class AramisListingCache {
  private docs: AramisListing[] | null = null;
  private version = 0;
  /** The whole reads under way, by the version they read. */
  private readonly reading = new Map<number, Promise<AramisListing[]>>();
  readonly close: () => void;

  constructor(
    private readonly listings: Collection<AramisListing>,
    events: Pick<EventBus, 'subscribe'>,
  ) {
    this.close = events.subscribe((change) => {
      if (change.resource !== listings.name) return;
      this.version++;
      this.docs = null;
    });
  }

  /** Every record, in the collection's order. The array and its records are not to be changed. */
  async all(): Promise<readonly AramisListing[]> {
    for (;;) {
      if (this.docs) return this.docs;
      const version = this.version;
      const docs = await sharedRead(this.reading, version, () => this.listings.list());
      if (version === this.version) this.docs = docs;
    }
  }
}
