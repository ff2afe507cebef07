// A channel's listings (docs/API.md "Channels"): publish, retire, reconcile with the group
// stock. Keeps the listing keys in memory because the stock page reads every channel's keys
// (`?fields=idv`) to count what is not imported: with 10,000 vehicles, parsing
// every listing document for that would cost most of the page's time budget.
import { listingsResourceOf } from '../../src/domain/channelListings.js';
import type { StockVehicle } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import {
  DuplicateKeyError,
  type Collection,
  type CollectionSpec,
  type IndexSpec,
} from '../db/index.js';
import { conflict } from '../errors.js';
import { sharedRead } from '../sharedRead.js';
import type { ChangeAction } from '../realtime.js';
import { pickFields } from '../schemas.js';
import { recordSync } from '../syncRecords.js';
import { findStockVehicle } from '../stock/groupStock.js';

export type ListingKeyField = 'idv' | 'vehicle_id';

/** A published vehicle: the create body (without any stock _id) plus its own _id and date. */
export type Listing<B> = Omit<B, '_id'> & { _id: string; publishedAt: string };

interface ListingStoreOptions<B extends object> {
  id: string;
  label: string;
  key: Extract<keyof B, ListingKeyField>;
  /** Whether a stock vehicle belongs on this channel; a sync retires the rest. */
  eligible: (vehicle: StockVehicle) => boolean;
}

export const listingCollection = <B extends object>(
  id: string,
  key: Extract<keyof B, ListingKeyField>,
): CollectionSpec<Listing<B>> => ({
  name: listingsResourceOf(id),
  indexes: [{ field: key as unknown as IndexSpec<Listing<B>>['field'], unique: true }],
});

export interface SyncOutcome<B> {
  message: string;
  count: number;
  retired: Listing<B>[];
}

/** '1 vehículo', '3 vehículos'. */
export const vehicleCount = (n: number) => `${n} ${n === 1 ? 'vehículo' : 'vehículos'}`;

export class ListingStore<B extends object> {
  readonly listings: Collection<Listing<B>>;
  /** _id → key, in the collection's order; null until first needed or after a foreign change. */
  private keysById: Map<string, string> | null = null;
  /** Bumped by every change, so a load that raced with one is redone. */
  private version = 0;
  /** The reads of the keys under way, by the version they read. */
  private readonly keysReading = new Map<number, Promise<Map<string, string>>>();
  /** The last keys-only answer, with the version of the keys it was made from. */
  private keptKeys: { version: number; fields: string; json: string } | null = null;
  private emitting = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly context: Pick<ServerContext, 'config' | 'db' | 'events'>,
    private readonly options: ListingStoreOptions<B>,
  ) {
    this.listings = context.db.collection(listingCollection<B>(options.id, options.key));
    // A change made by other code (it must emit resource:changed too) drops the cached keys.
    this.unsubscribe = context.events.subscribe((change) => {
      if (change.resource !== this.listings.name || this.emitting) return;
      this.version++;
      this.keysById = null;
    });
  }

  close(): void {
    this.unsubscribe();
  }

  keyOf(doc: object): string {
    return String((doc as Record<string, unknown>)[this.options.key]);
  }

  private async keys(): Promise<Map<string, string>> {
    while (!this.keysById) {
      const version = this.version;
      // Callers that ask while the keys are read share that read (../sharedRead.ts).
      const keys = await sharedRead(this.keysReading, version, () => this.readKeys());
      if (version === this.version) this.keysById = keys;
    }
    return this.keysById;
  }

  /**
   * Only `_id` and the key of each listing, projected by the database: 50,000 whole listings
   * parsed here would hold a server's start for seconds.
   */
  private async readKeys(): Promise<Map<string, string>> {
    const key: string = this.options.key;
    const docs = JSON.parse(await this.listings.listJson({}, ['_id', key])) as { _id: string }[];
    return new Map(docs.map((doc) => [doc._id, this.keyOf(doc)]));
  }

  /** Loads the key cache ahead of the first read; a failure only means a cold first read. */
  async warm(): Promise<void> {
    await this.keys().catch(() => undefined);
  }

  private emit(action: ChangeAction, ids: string[]): void {
    this.version++;
    this.emitting = true;
    try {
      this.context.events.changed(this.listings.name, action, ids);
    } finally {
      this.emitting = false;
    }
  }

  private added(created: Listing<B>[]): void {
    for (const doc of created) this.keysById?.set(doc._id, this.keyOf(doc));
    this.emit(
      'create',
      created.map((doc) => doc._id),
    );
  }

  private removed(ids: string[]): void {
    for (const id of ids) this.keysById?.delete(id);
    this.emit('delete', ids);
  }

  /** Only the key fields (`_id`, the key) are asked for: answered from the keys in memory. */
  private keysOnly(fields?: readonly string[]): fields is readonly string[] {
    return !!fields && fields.every((field) => field === '_id' || field === this.options.key);
  }

  private keyRows(keys: Map<string, string>, fields: readonly string[]): object[] {
    const key = this.options.key;
    return Array.from(keys, ([_id, value]) => pickFields({ _id, [key]: value }, fields));
  }

  /**
   * A keys-only list (`?fields=idv,_id`, which consoles ask for all day) as JSON, kept until the
   * listings change; null for any other list.
   */
  async keysJson(fields?: readonly string[]): Promise<string | null> {
    if (!this.keysOnly(fields)) return null;
    const asked = fields.join(',');
    const kept = this.keptKeys;
    if (kept?.version === this.version && kept.fields === asked) return kept.json;
    const keys = await this.keys();
    // Made from the keys as they are now, and kept under the version they belong to.
    const json = JSON.stringify(this.keyRows(keys, fields));
    this.keptKeys = { version: this.version, fields: asked, json };
    return json;
  }

  /** Every listing, or only the given top-level fields of each (`?fields=`). */
  async list(fields?: readonly string[]): Promise<object[]> {
    if (this.keysOnly(fields)) return this.keyRows(await this.keys(), fields);
    const docs = await this.listings.list();
    return fields ? docs.map((doc) => pickFields(doc, fields)) : docs;
  }

  private toListing(body: B, publishedAt: string): Omit<Listing<B>, '_id'> {
    const { _id: _stockId, ...fields } = body as B & { _id?: unknown };
    return { ...fields, publishedAt } as unknown as Omit<Listing<B>, '_id'>;
  }

  /** One listing; 409 when the channel already has that key (docs/API.md "Channels"). */
  async publish(body: B): Promise<Listing<B>> {
    try {
      const created = await this.listings.insert(this.toListing(body, new Date().toISOString()));
      this.added([created]);
      return created;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      throw conflict(`El vehículo ${this.keyOf(body)} ya está publicado en ${this.options.label}`);
    }
  }

  /**
   * Publishes the bodies whose key is not on the channel yet, all in one transaction; the
   * others (and repeats within the batch) come back as `existing` keys, in request order.
   */
  async publishMany(bodies: readonly B[]): Promise<{ created: Listing<B>[]; existing: string[] }> {
    for (let attempt = 1; ; attempt++) {
      const listed = new Set((await this.keys()).values());
      const existing: string[] = [];
      const fresh: B[] = [];
      for (const body of bodies) {
        const key = this.keyOf(body);
        if (listed.has(key)) existing.push(key);
        else {
          listed.add(key);
          fresh.push(body);
        }
      }
      const publishedAt = new Date().toISOString();
      try {
        const created = await this.listings.insertMany(
          fresh.map((body) => this.toListing(body, publishedAt)),
        );
        this.added(created);
        return { created, existing };
      } catch (error) {
        // Another request published one of them meanwhile: nothing was written; look again.
        if (!(error instanceof DuplicateKeyError) || attempt >= 3) throw error;
        this.keysById = null;
      }
    }
  }

  /** Deletes one listing by _id; false when there is none. */
  async retire(id: string): Promise<boolean> {
    if (!(await this.listings.delete(id))) return false;
    this.removed([id]);
    return true;
  }

  /** Changes one listing (its key stays); null when there is none. */
  async update(
    id: string,
    change: (listing: Listing<B>) => Listing<B>,
  ): Promise<Listing<B> | null> {
    const updated = await this.listings.apply(id, (listing) => ({
      ...change(listing),
      [this.options.key]: (listing as Record<string, unknown>)[this.options.key],
    }));
    if (updated) this.emit('update', [id]);
    return updated;
  }

  /** Deletes these listings (a drop); answers the ids that existed. */
  async retireMany(ids: readonly string[]): Promise<string[]> {
    const deleted = await this.listings.deleteMany(ids);
    if (deleted.length) this.removed(deleted);
    return deleted;
  }

  /**
   * The channel's sync (docs/API.md "Channels"): retires the listings whose vehicle is reserved,
   * gone from the group stock or no longer eligible for this channel, then writes
   * the sync record and its notification.
   */
  async sync(): Promise<SyncOutcome<B>> {
    const { config } = this.context;
    const stale = Array.from(await this.keys())
      .filter(([, key]) => {
        const vehicle = findStockVehicle(config, key);
        return !vehicle || !this.options.eligible(vehicle);
      })
      .map(([id]) => id);
    const docs: Listing<B>[] = [];
    for (const id of stale) {
      const doc = await this.listings.get(id);
      if (doc) docs.push(doc);
    }
    const deleted = new Set(await this.listings.deleteMany(stale));
    this.removed([...deleted]);
    const retired = docs.filter((doc) => deleted.has(doc._id));
    const count = retired.length;
    const message = `${this.options.label} sincronizado: ${vehicleCount(count)} ${count === 1 ? 'retirado' : 'retirados'}`;
    await recordSync(this.context, {
      dbName: this.options.id,
      site: this.options.id,
      message,
      count,
      details: { deleted: count, idvs: retired.map((doc) => this.keyOf(doc)) },
    });
    return { message, count, retired };
  }
}
