// Issue 13 §5: a feed of 10,000 vehicles within 1 s. Reading and parsing every listing and
// writing every element again costs more than that on its own, so a channel's feed keeps what
// it read (the fields it uses) and the element it wrote for each listing, and reads again only
// the listings a change event named (every write to a channel's listings emits
// resource:changed: listingStore.ts; the wallapop account move too). The first generation after
// a start reads everything.
import type { Collection, Doc } from '../db/index.js';
import type { EventBus } from '../realtime.js';

/** Share of the listings changed above which the next read reads them all. */
const MASS_CHANGE = 0.2;

function pick<L>(doc: object, fields: readonly string[] | undefined): L {
  if (!fields) return doc as L;
  const source = doc as Record<string, unknown>;
  const picked: Record<string, unknown> = { _id: source._id };
  for (const field of fields) if (source[field] != null) picked[field] = source[field];
  return picked as L;
}

export class ListingCache<L extends Doc> {
  private docs: Map<string, L> | null = null;
  private readonly elements = new Map<string, string>();
  private elementsOrigin: string | null = null;
  /** Listings changed since they were read; null after a change that named none. */
  private changed = new Set<string>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly collection: Collection<L>,
    events: Pick<EventBus, 'subscribe'>,
    private readonly fields?: readonly string[],
  ) {
    this.unsubscribe = events.subscribe((change) => {
      if (change.resource !== collection.name) return;
      if (change.all) {
        // Another server changed more listings than it could name: everything is read again.
        this.docs = null;
        this.elements.clear();
        return;
      }
      for (const id of change.ids) {
        this.changed.add(id);
        this.elements.delete(id);
      }
    });
  }

  close(): void {
    this.unsubscribe();
  }

  /** Every listing (the fields the feed uses), in the collection's order. */
  async read(): Promise<L[]> {
    // After a mass change (a fill, a drop) one read of everything beats one read per listing.
    if (this.docs && this.changed.size > MASS_CHANGE * Math.max(this.docs.size, 1)) {
      this.docs = null;
    }
    if (!this.docs) {
      // Changes during the read are kept for the next one (the set is new from here).
      this.changed = new Set();
      const docs = await this.collection.list();
      this.docs = new Map(docs.map((doc) => [doc._id, pick<L>(doc, this.fields)]));
      this.elements.clear();
    } else if (this.changed.size) {
      const ids = [...this.changed];
      this.changed = new Set();
      for (const id of ids) {
        // An element written from the old listing after the event (a generation running
        // meanwhile) goes too.
        this.elements.delete(id);
        const doc = await this.collection.get(id);
        if (doc) this.docs.set(id, pick<L>(doc, this.fields));
        else this.docs.delete(id);
      }
    }
    return [...this.docs.values()];
  }

  /** The element written for a listing at this origin, else `render`'s (then kept). */
  memo(origin: string): (listing: { _id?: string }, render: () => string) => string {
    if (this.elementsOrigin !== origin) {
      this.elements.clear();
      this.elementsOrigin = origin;
    }
    return (listing, render) => {
      const id = listing._id;
      if (!id) return render();
      let element = this.elements.get(id);
      if (element === undefined) {
        element = render();
        this.elements.set(id, element);
      }
      return element;
    };
  }
}
