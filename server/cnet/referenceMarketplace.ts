// The reference marketplace: plays Coches.net when no credentials are configured,
// answering like it would — listings kept per account, 422 for a listing it refuses (the shared
// rules, so the console's pre-check and this agree), 429 for an account called faster than its
// pace, 404/409 — so the console's handling is exercised for real.
import { listingProblems, listingProblemsMessage } from '../../src/domain/cochesNet/listing.js';
import type { ServerContext } from '../context.js';
import { DuplicateKeyError, type CollectionSpec } from '../db/index.js';
import { badRequest, conflict, HttpError, notFound } from '../errors.js';
import { CAR_BRANDS, CAR_CATEGORY } from './brands.js';
import {
  onAccount,
  pick,
  type Brand,
  type ListingBody,
  type MarketplaceClient,
  type MarketplaceListing,
  type RemovedListing,
  type RemoveOutcome,
} from './client.js';
import { AccountPacer } from './pace.js';

/** A listing as stored: its account, a per-account unique slot and the body as sent. */
export interface StoredListing {
  _id: string;
  account: number;
  /** `${account}:${internalReference}`: one listing per vehicle and account. */
  slot: string;
  createdAt: string;
  listing: Omit<ListingBody, 'id' | 'creation'>;
}

export const CNET_LISTINGS: CollectionSpec<StoredListing> = {
  name: 'cnet-listings',
  indexes: [{ field: 'account' }, { field: 'slot', unique: true }],
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const slotOf = (account: number, internalReference: string) =>
  `${account}:${internalReference}`;

/** The answer: the body plus the marketplace's id and creation (days counted now). */
export function answerOf(stored: StoredListing, now = Date.now()): MarketplaceListing {
  const created = Date.parse(stored.createdAt);
  return {
    ...stored.listing,
    id: stored._id,
    creation: {
      date: stored.createdAt,
      daysFrom: Math.max(0, Math.floor((now - created) / DAY_MS)),
    },
  };
}

/** What is kept of a body: the marketplace's own fields are never taken from the client. */
const bodyOf = (listing: ListingBody): StoredListing['listing'] => {
  const { id: _id, creation: _creation, ...fields } = listing;
  return fields;
};

const refused = (listing: ListingBody): HttpError | null => {
  const problems = listingProblems(bodyOf(listing));
  return problems.length
    ? new HttpError(422, listingProblemsMessage(problems), { problems })
    : null;
};

/** An account's answer as sent, and until when its `daysFrom` all hold. */
interface AccountAnswer {
  json: string;
  validUntil: number;
}

export class ReferenceMarketplace implements MarketplaceClient {
  private readonly pacer: AccountPacer;
  private readonly listings;
  /**
   * An account of 5,000 listings must leave /coches-net usable in 1.5 s: each account's
   * answer is read and serialised once per change, not per GET (4.8 MB of JSON took the server
   * 0.5–1 s). Any write forgets them all; `generation` keeps a read that a write overtook from
   * being remembered.
   */
  private readonly answers = new Map<string, AccountAnswer>();
  private generation = 0;

  constructor(private readonly context: Pick<ServerContext, 'config' | 'db' | 'events'>) {
    this.pacer = new AccountPacer(context.db, context.config.cnetPaceMs);
    this.listings = context.db.collection(CNET_LISTINGS);
  }

  private changed(action: 'create' | 'update' | 'delete', ids: string[]) {
    this.generation++;
    this.answers.clear();
    if (ids.length) this.context.events.changed(CNET_LISTINGS.name, action, ids);
  }

  private async ofAccount(account: number, id: string): Promise<StoredListing> {
    const stored = await this.listings.get(id);
    if (!stored || stored.account !== account) {
      throw notFound(`Vehículo no encontrado en ${onAccount(account)}`);
    }
    return stored;
  }

  private duplicate(account: number, listing: ListingBody) {
    return conflict(
      `El vehículo ${listing.internalReference} ya está publicado en ${onAccount(account)}`,
    );
  }

  async list(account: number): Promise<MarketplaceListing[]> {
    const now = Date.now();
    return (await this.listings.list({ where: { account } })).map((s) => answerOf(s, now));
  }

  /**
   * list(account) as sent (only `fields`, if named): remembered until a write, or until a
   * listing turns a day older.
   */
  async listJson(account: number, fields?: readonly string[]): Promise<string> {
    const now = Date.now();
    const key = `${account}|${fields?.join(',') ?? ''}`;
    const known = this.answers.get(key);
    if (known && now < known.validUntil) return known.json;
    const generation = this.generation;
    const stored = await this.listings.list({ where: { account } });
    let validUntil = Number.POSITIVE_INFINITY;
    const answer = stored.map((s) => {
      const listing = answerOf(s, now);
      const next = Date.parse(s.createdAt) + (listing.creation.daysFrom + 1) * DAY_MS;
      if (next < validUntil) validUntil = next;
      return fields ? pick(listing, fields) : listing;
    });
    const json = JSON.stringify(answer);
    if (generation === this.generation) this.answers.set(key, { json, validUntil });
    return json;
  }

  async create(account: number, listing: ListingBody): Promise<MarketplaceListing> {
    await this.pacer.take(account);
    const problem = refused(listing);
    if (problem) throw problem;
    try {
      const created = await this.listings.insert({
        account,
        slot: slotOf(account, listing.internalReference),
        createdAt: new Date().toISOString(),
        listing: bodyOf(listing),
      });
      this.changed('create', [created._id]);
      return answerOf(created);
    } catch (error) {
      throw error instanceof DuplicateKeyError ? this.duplicate(account, listing) : error;
    }
  }

  async update(account: number, id: string, listing: ListingBody): Promise<MarketplaceListing> {
    await this.pacer.take(account);
    const problem = refused(listing);
    if (problem) throw problem;
    try {
      const updated = await this.listings.apply(id, (current) => {
        // Another account's listing is not found on this one.
        if (current.account !== account)
          throw notFound(`Vehículo no encontrado en ${onAccount(account)}`);
        return {
          ...current,
          slot: slotOf(account, listing.internalReference),
          listing: bodyOf(listing),
        };
      });
      if (!updated) throw notFound(`Vehículo no encontrado en ${onAccount(account)}`);
      this.changed('update', [updated._id]);
      return answerOf(updated);
    } catch (error) {
      throw error instanceof DuplicateKeyError ? this.duplicate(account, listing) : error;
    }
  }

  async remove(account: number, id: string): Promise<RemovedListing> {
    await this.pacer.take(account);
    const stored = await this.ofAccount(account, id);
    if (!(await this.listings.delete(id))) {
      throw notFound(`Vehículo no encontrado en ${onAccount(account)}`);
    }
    this.changed('delete', [id]);
    return answerOf(stored);
  }

  async removeMany(account: number, ids: readonly string[]): Promise<RemoveOutcome> {
    const stored = (await Promise.all(ids.map((id) => this.listings.get(id)))).filter(
      (s): s is StoredListing => s !== null && s.account === account,
    );
    // One transaction: all of them or, if one changed meanwhile, none (ConflictError).
    const { removed } = await this.listings.writeBatch({ remove: stored });
    this.changed('delete', removed);
    return { removed, failed: [] };
  }

  async brands(_account: number, categoryId: number): Promise<Brand[]> {
    if (categoryId !== CAR_CATEGORY) {
      throw badRequest(`El parámetro de consulta 'categoryId' debe ser ${CAR_CATEGORY} (turismos)`);
    }
    return [...CAR_BRANDS];
  }
}
