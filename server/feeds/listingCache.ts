// A feed of 10,000 vehicles must be written within 1 s. Reading and parsing every listing (~0.4 s)
// and writing every element (~0.45 s) cost about that on their own, so a channel's feed keeps, for
// each listing, the element it writes in the file — and of the listing only what the files read
// outside it (`kept`) — and keeps them current: every write to a channel's listings emits
// resource:changed (listingStore.ts; the wallapop account move too), and the listings an event
// names are read and written again in the background a moment later (one read for all the changes
// gathered meanwhile). A generation then only puts the elements together and writes those of what
// changed since.
//
// Everything is read and written once in the background after the server is up (`warm`, in its
// turn among the start's caches: RequestActivity.inBackground); a whole read goes a slice at a time
// and gives way to the requests being answered. A cache's reads run one after the other, and a
// generation's read comes after every change made before it was asked for: it never misses one.
// Without an element function (or `kept`: the Aramis CSV) the cache keeps the listings whole and
// the files are written from them. The elements name the server's one public address
// (server/publicOrigin.ts), the same for every generation whoever asks.
//
// A channel with more listings than usual (server/usualSize.ts) keeps nothing: each generation
// reads its listings and writes every element, and the memory is free again after it.
import type { Collection, Doc } from '../db/index.js';
import { readInSlices } from '../db/slices.js';
import type { EventBus } from '../realtime.js';
import { signal, type Signal } from '../signal.js';
import { USUAL_SIZE } from '../usualSize.js';
import type { ElementMemo } from './xml.js';

/** After a change, the changed listings are read again this much later (changes gathered). */
export const CATCH_UP_MS = 100;
/** Listings read at a time. */
export const READ_SLICE = 500;
function pick<L>(doc: object, fields: readonly string[] | undefined): L {
  if (!fields) return doc as L;
  const source = doc as Record<string, unknown>;
  const picked: Record<string, unknown> = { _id: source._id };
  for (const field of fields) if (source[field] != null) picked[field] = source[field];
  return picked as L;
}

interface ListingCacheOptions<L> {
  /** The top-level fields the feed reads (ListingFeed.fields); default every field. */
  fields?: readonly string[];
  /**
   * The fields the feed reads of a listing outside its element (ListingFeed.kept): all a
   * listing keeps once its element is written. Without them, listings are kept whole.
   */
  kept?: readonly string[];
  /** Resolves when background work may go on (RequestActivity.quiet). */
  giveWay?: () => Promise<void>;
  /**
   * A listing's element as the files write it (ListingFeed.element): with `kept`, each
   * listing read is written at once and only its element and kept fields are held.
   */
  element?: (listing: L, origin: string) => string;
  /** The address the elements make photo addresses absolute against (publicOrigin.ts). */
  origin?: () => string;
  /** The most listings kept (default the usual size); more are read for each generation. */
  holdUpTo?: number;
}

/** What one generation writes from (ListingCache.generation). */
interface FeedListings<L> {
  listings: L[];
  memo: ElementMemo;
}

export class ListingCache<L extends Doc> {
  private docs: Map<string, L> | null = null;
  private readonly elements = new Map<string, string>();
  /** Listings changed since they were read. */
  private changed = new Set<string>();
  /** Counts the changes that named no listing (everything is read again after one). */
  private epoch = 0;
  /** The reads, one after the other. */
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** Generations waiting for this cache's listings. */
  private waiting = 0;
  private onAsked: Signal | null = null;
  /** More listings than it keeps, as of the last whole read: nothing is held. */
  private large = false;
  private readonly unsubscribe: () => void;

  private readonly fields?: readonly string[];
  private readonly kept?: readonly string[];
  private readonly giveWay?: () => Promise<void>;
  private readonly element?: (listing: L, origin: string) => string;
  private readonly origin: () => string;
  private readonly holdUpTo: number;

  constructor(
    private readonly collection: Pick<Collection<L>, 'name' | 'ids' | 'getMany'>,
    events: Pick<EventBus, 'subscribe'>,
    options: ListingCacheOptions<L> = {},
  ) {
    this.fields = options.fields;
    this.kept = options.kept;
    this.giveWay = options.giveWay;
    this.element = options.element;
    this.origin = options.origin ?? (() => '');
    this.holdUpTo = options.holdUpTo ?? USUAL_SIZE;
    this.unsubscribe = events.subscribe((change) => {
      if (change.resource !== collection.name) return;
      if (change.all) {
        // Another server changed more listings than it could name: everything is read again.
        this.forgetAll();
        this.elements.clear();
      } else if (!this.large) {
        for (const id of change.ids) {
          this.changed.add(id);
          this.elements.delete(id);
        }
      }
      // Kept current only once read (a cache nobody warmed or read stays empty).
      if (this.docs || change.all) this.catchUpLater(CATCH_UP_MS);
    });
  }

  /**
   * Reads every listing, unless read already (the start's background work: a generation asked
   * for sooner reads for itself). A channel larger than usual only counts its listings.
   */
  async warm(): Promise<void> {
    if (!this.closed && !this.docs) await this.catchUp();
  }

  /** Stops listening; waits for a read under way (the database closes after). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.unsubscribe();
    await this.queue;
  }

  /** Every listing (the fields the feed uses), in the collection's order, as of now. */
  async read(): Promise<L[]> {
    this.waiting++;
    this.onAsked?.resolve();
    this.onAsked = null;
    try {
      for (;;) {
        if (!this.large) {
          do await this.catchUp();
          while (!this.docs && !this.large && !this.closed);
          if (!this.large) return this.docs ? [...this.docs.values()] : [];
        }
        const unkept = await this.readUnkept();
        if (unkept) return unkept;
      }
    } finally {
      this.waiting--;
    }
  }

  /**
   * What a generation writes from: every listing as of now (with an element function, its
   * kept fields) and the memo that answers each one's element.
   */
  async generation(): Promise<FeedListings<L>> {
    const listings = await this.read();
    // The elements as of the read: a change event arriving while the files are written drops
    // a listing's element, but this generation still writes it (as it was when read; the next
    // one writes it anew). A listing without one (the cache writes none) is rendered.
    const held = this.large ? new Map<string, string>() : new Map(this.elements);
    const memo: ElementMemo = (listing, render) =>
      (listing._id !== undefined ? held.get(listing._id) : undefined) ?? render();
    return { listings, memo };
  }

  /**
   * Every listing read now and not kept (a channel larger than usual), in the collection's
   * order; null once it is back to a usual size (it is then read and kept again).
   */
  private async readUnkept(): Promise<L[] | null> {
    for (;;) {
      const epoch = this.epoch;
      const ids = await this.collection.ids();
      if (ids.length <= this.holdUpTo) {
        this.large = false;
        return null;
      }
      const listings = new Map<string, L>();
      await this.readSlices(ids, listings, epoch, false, false);
      if (epoch === this.epoch || this.closed) return [...listings.values()];
    }
  }

  /**
   * What the cache holds of a listing just read: its element (written now) and kept fields
   * when it writes elements, else the listing itself.
   */
  private hold(id: string, listing: L): L {
    if (!this.element || !this.kept) return listing;
    this.elements.set(id, this.element(listing, this.origin()));
    return pick<L>(listing, this.kept);
  }

  /** Everything is read again (a full read under way is read again too). */
  private forgetAll(): void {
    this.epoch++;
    this.docs = null;
    this.changed = new Set();
  }

  /** Resolves when a generation asks for the listings. */
  private asked(): Promise<void> {
    this.onAsked ??= signal();
    return this.onAsked.promise;
  }

  private catchUpLater(delay: number): void {
    if (this.timer !== undefined || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A failed background read is tried again by the next read, which reports it.
      this.catchUp().catch(() => undefined);
    }, delay);
    this.timer.unref?.();
  }

  /** Queues a read of what changed (everything, the first time). */
  private catchUp(): Promise<void> {
    const next = this.queue.then(() => this.apply());
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Reads the listings of these ids into `into` (a listing gone is removed), a slice at a time
   * with a turn of the event loop between slices: other requests are answered meanwhile and,
   * for a whole read in the background, the requests in flight go first — until a generation
   * asks.
   */
  private async readSlices(
    ids: readonly string[],
    into: Map<string, L>,
    epoch: number,
    whole: boolean,
    keep = true,
  ): Promise<void> {
    const pause = async (index: number) => {
      if (index) await new Promise((resolve) => setImmediate(resolve));
      // A whole read in the background (at start, after everything changed) gives way; the
      // changed listings are read at once, or they would fall behind a stream of changes.
      if (whole && !this.waiting && this.giveWay) {
        await Promise.race([this.giveWay(), this.asked()]);
      }
    };
    for await (const { ids: slice, docs } of readInSlices(this.collection, ids, {
      size: READ_SLICE,
      pause,
    })) {
      // Everything changed meanwhile (another server's mass change): the read starts again.
      if (epoch !== this.epoch || this.closed) return;
      const found = new Map(docs.map((doc) => [doc._id, doc]));
      for (const id of slice) {
        const doc = found.get(id);
        if (!keep) {
          if (doc) into.set(id, pick<L>(doc, this.fields));
        } else if (doc) {
          into.set(id, this.hold(id, pick<L>(doc, this.fields)));
        } else {
          into.delete(id);
          this.elements.delete(id);
        }
      }
      if (this.closed) return;
    }
  }

  private async apply(): Promise<void> {
    if (this.closed || (this.docs && !this.changed.size)) return;
    // Changes during the read are kept for the next one (the set is new from here).
    const epoch = this.epoch;
    const ids = [...this.changed];
    this.changed = new Set();
    try {
      if (this.docs) {
        await this.readSlices(ids, this.docs, epoch, false);
        // Grown past the usual size (an import): from now on nothing is kept.
        if (this.docs.size > this.holdUpTo) {
          this.large = true;
          this.docs = null;
          this.elements.clear();
        }
      } else {
        const all = await this.collection.ids();
        this.large = all.length > this.holdUpTo;
        if (this.large) {
          this.elements.clear();
          this.changed = new Set();
          return;
        }
        const docs = new Map<string, L>();
        await this.readSlices(all, docs, epoch, true);
        // Everything changed meanwhile (another server's mass change): read again.
        if (epoch !== this.epoch) return;
        this.docs = docs;
        for (const id of this.elements.keys()) if (!docs.has(id)) this.elements.delete(id);
      }
    } catch (error) {
      if (epoch === this.epoch) for (const id of ids) this.changed.add(id);
      throw error;
    }
  }
}
