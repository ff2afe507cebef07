// The marketplace behind the Coches.net routes (docs/API.md "# Coches.net"): the reference
// marketplace in our database (referenceMarketplace.ts), or the real one over HTTP
// (httpMarketplace.ts) when CNET_API_URL and CNET_API_KEY are set. Either answers our Spanish
// HttpErrors (404, 409, 422, 429 PaceError, 502).
import type { MarketplaceListing as Listing } from '../../src/domain/cochesNet/listing.js';
import type { Config } from '../config.js';
import { pickFields } from '../schemas.js';

/**
 * A listing as the console sends it (listingSchema.ts): the fields the schema requires, any of the
 * others; id and creation, when sent back as read, are ignored.
 */
export type ListingBody = Pick<Listing, 'internalReference' | 'offerType'> &
  Partial<Omit<Listing, 'creation'>> & { creation?: Partial<Listing['creation']> };

/** A listing as the marketplace answers it: its id and creation {date, daysFrom}. */
export type MarketplaceListing = ListingBody & {
  id: string;
  creation: Listing['creation'];
};

export interface RemovedListing {
  id: string;
  /** '' when the marketplace does not say. */
  internalReference: string;
  title?: string;
}

export interface RemoveOutcome {
  removed: string[];
  /** The ones the marketplace refused, with its status and our Spanish message. */
  failed: { id: string; status: number; message: string }[];
}

export interface Brand {
  id: number;
  name: string;
}

export interface MarketplaceClient {
  list(account: number): Promise<MarketplaceListing[]>;
  /** list(account) already serialised (only `fields`, if named), when the client keeps it so. */
  listJson?(account: number, fields?: readonly string[]): Promise<string>;
  create(account: number, listing: ListingBody): Promise<MarketplaceListing>;
  update(account: number, id: string, listing: ListingBody): Promise<MarketplaceListing>;
  /** Answers what the marketplace says of the listing removed. */
  remove(account: number, id: string): Promise<RemovedListing>;
  /**
   * update-account's deletion: the reference marketplace removes them all in one transaction
   * (or none: ConflictError); the real one, one call each (it has no batch call), so some may
   * be refused while the others go.
   */
  removeMany(account: number, ids: readonly string[]): Promise<RemoveOutcome>;
  brands(account: number, categoryId: number): Promise<Brand[]>;
}

/** Where the marketplace is: the real one when both URL and key are configured. */
export const usesRealMarketplace = (config: Pick<Config, 'cnetApiUrl' | 'cnetApiKey'>) =>
  Boolean(config.cnetApiUrl && config.cnetApiKey);

/** 'Coches.net (cuenta 6)': how messages name an account's marketplace. */
export const onAccount = (account: number) => `Coches.net (cuenta ${account})`;

/** The listing with only `fields` (those it has). */
export const pick = pickFields;
