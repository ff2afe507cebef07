// What the consistency report keeps of one collection of listings — id, idv, price — read
// once (a projection of those fields) and then kept current from the collection's change
// events: the listings an event names are read again when the report is next needed (one
// read for all the changes gathered meanwhile). A report at 10,000 vehicles × 7 channels
// then costs one pass in memory, not 70,000 documents read and parsed. Each reading also says
// which idvs changed since the one before (the report works out only those again).
import type { ListingRef } from '../../src/domain/consistency.js';
import type { Collection, Doc } from '../db/index.js';
import type { ResourceChange } from '../realtime.js';

export type Fields = Readonly<Record<string, unknown>>;

/** Every listing as the report reads it, and the idvs whose listings changed since the last. */
export interface RefsReading<R extends ListingRef = ListingRef> {
  list: readonly R[];
  /** 'all' after a reading of the whole collection. */
  changed: ReadonlySet<string> | 'all';
}

export class ListingRefs<R extends ListingRef = ListingRef> {
  private refs: Map<string, R> | null = null;
  private loading = false;
  /** Counts the changes that named no listing (everything is read again after one). */
  private epoch = 0;
  /** Listings changed since they were read (created, updated or deleted). */
  private stale = new Set<string>();
  /** The reads, one after the other. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The listings as an array, until the next change. */
  private list: R[] | null = null;
  /** The idvs of the listings changed since the last `reading` (all of them at first). */
  private touched: Set<string> | 'all' = 'all';

  constructor(
    readonly collection: Collection<Doc>,
    /** The top-level fields `toRef` reads (with `_id`). */
    private readonly fields: readonly string[],
    private readonly toRef: (doc: Fields) => R | null,
  ) {}

  /** A change to the collection: what it names is read again before the next report. */
  changed(change: ResourceChange): void {
    if (!this.refs && !this.loading) return; // the first read will see it
    if (change.all) {
      this.epoch++;
      this.refs = null;
      this.stale.clear();
      return;
    }
    for (const id of change.ids) this.stale.add(id);
  }

  /** Every listing as the report reads it, up to date with every change told so far. */
  async current(): Promise<readonly R[]> {
    return (await this.read(false)).list;
  }

  /**
   * Every listing, and the idvs changed since the last call (for the one reader that keeps a
   * report current), both taken at the same moment.
   */
  reading(): Promise<RefsReading<R>> {
    return this.read(true);
  }

  private read(take: boolean): Promise<RefsReading<R>> {
    const run = this.queue.then(async () => {
      await this.catchUp();
      this.list ??= [...this.refs!.values()];
      const changed = this.touched;
      if (take) this.touched = new Set();
      return { list: this.list, changed };
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One listing as last read (after `current`). */
  get(listingId: string): R | undefined {
    return this.refs?.get(listingId);
  }

  private add(into: Map<string, R>, doc: Fields): void {
    const ref = this.toRef(doc);
    if (ref) into.set(ref.listingId, ref);
    else into.delete(String(doc._id));
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      if (!this.refs) {
        this.loading = true;
        const epoch = this.epoch;
        try {
          const docs = JSON.parse(await this.collection.listJson({}, this.fields)) as Fields[];
          const refs = new Map<string, R>();
          for (const doc of docs) this.add(refs, doc);
          if (epoch !== this.epoch) continue;
          this.refs = refs;
          this.list = null;
          this.touched = 'all';
        } finally {
          this.loading = false;
        }
      }
      if (!this.stale.size) return;
      const ids = [...this.stale];
      this.stale.clear();
      let docs: Doc[];
      try {
        docs = await this.collection.getMany(ids);
      } catch (error) {
        for (const id of ids) this.stale.add(id); // read again next time
        throw error;
      }
      // A change naming no listing meanwhile: everything is read again.
      const refs = this.refs;
      if (!refs) continue;
      const found = new Set<string>();
      const touch = (ref: R | undefined) => {
        if (ref && this.touched !== 'all') this.touched.add(ref.idv);
      };
      for (const doc of docs) {
        found.add(doc._id);
        touch(refs.get(doc._id));
        this.add(refs, doc as unknown as Fields);
        touch(refs.get(doc._id));
      }
      for (const id of ids) {
        if (found.has(id)) continue;
        touch(refs.get(id));
        refs.delete(id);
      }
      this.list = null;
    }
  }
}
