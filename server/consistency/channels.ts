// The channels as the consistency report reads them and its fixes write them: per channel of
// the registry, its rules (the console's, src/domain/consistency.ts), what is kept of its
// listings (listingRefs.ts) and the channel's own store to write through — the same
// ListingStore and methods its routes use. Coches.net also shows vehicles on its marketplace
// accounts; with the reference marketplace those listings are read too (duplicates across
// accounts, reserved or sold cars still online, prices), and written through it, paced.
import { type ListingRef } from '../../src/domain/consistency.js';
import { CASH_PRICE, type ChannelRule } from '../../src/domain/consistency/channelRules.js';
import { notImportedWhen } from '../../src/domain/notImported.js';
import type { ServerChannel } from '../channels/index.js';
import { ListingStore, listingCollection } from '../channels/listingStore.js';
import { usesRealMarketplace } from '../cnet/client.js';
import { CNET_LISTINGS } from '../cnet/referenceMarketplace.js';
import type { ServerContext } from '../context.js';
import type { Collection, Doc } from '../db/index.js';
import { ListingRefs, type Fields } from './listingRefs.js';

/** A listing of a Coches.net account: the account it is on. */
export type AccountRef = ListingRef & { account: number };

export interface ConsistencyChannel {
  id: string;
  label: string;
  rule: ChannelRule;
  /** Absent for a channel without listings of its own. */
  listings?: {
    refs: ListingRefs;
    store: ListingStore<object>;
    publishBody: (vehicle: Parameters<ChannelRule['notImported']>[0]) => object;
  };
  /** The Coches.net accounts' listings (the reference marketplace only). */
  accounts?: ListingRefs<AccountRef>;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A channel's rules, from its module: it takes what its listings' `eligible` accepts (the rule
 * the console's 'not imported' count uses too) and shows the price it declares. A channel
 * without listings of its own takes nothing.
 */
export const ruleOf = (channel: ServerChannel): ChannelRule => ({
  notImported: notImportedWhen(channel.listings?.eligible ?? (() => false)),
  price: channel.listings?.price ?? CASH_PRICE,
});

/** The rules of every channel of a registry, by channel id. */
export const rulesOf = (registry: readonly ServerChannel[]): Record<string, ChannelRule> =>
  Object.fromEntries(registry.map((channel) => [channel.id, ruleOf(channel)]));

/** A field of a document, whole or projected (a dotted field under its dotted name). */
function fieldAt(doc: Fields, path: string): unknown {
  if (Object.hasOwn(doc, path)) return doc[path];
  let value: unknown = doc;
  for (const part of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Fields)[part] : undefined;
  }
  return value;
}

function accountRefs(context: ServerContext): ListingRefs<AccountRef> {
  const collection = context.db.collection(CNET_LISTINGS) as unknown as Collection<Doc>;
  // Only the two values of the listing it compares, not the listing (photos, texts…).
  const fields = ['_id', 'account', 'listing.internalReference', 'listing.price.priceValue'];
  return new ListingRefs<AccountRef>(collection, fields, (doc) => {
    const price = fieldAt(doc, 'listing.price.priceValue');
    const idv = text(fieldAt(doc, 'listing.internalReference'));
    if (!idv) return null;
    return {
      listingId: String(doc._id),
      idv,
      price: typeof price === 'number' ? price : null,
      place: `cuenta ${text(doc.account)}`,
      account: Number(doc.account),
    };
  });
}

export function consistencyChannels(
  context: ServerContext,
  registry: readonly ServerChannel[],
): ConsistencyChannel[] {
  return registry.map((channel) => {
    const rule = ruleOf(channel);
    const own = channel.listings;
    const setup: ConsistencyChannel = { id: channel.id, label: channel.label, rule };
    if (own) {
      const spec = listingCollection<Record<string, unknown>>(channel.id, own.key as never);
      const collection = context.db.collection(spec) as unknown as Collection<Doc>;
      const fields = ['_id', own.key, ...rule.price.fields, 'publicacionManual'];
      const refs = new ListingRefs(collection, fields, (doc) => {
        const idv = text(doc[own.key]);
        if (!idv) return null;
        return {
          listingId: String(doc._id),
          idv,
          price: rule.price.listed(doc),
          ...(doc.publicacionManual === true ? { manual: true } : {}),
        };
      });
      const store = new ListingStore<object>(context, {
        id: channel.id,
        label: channel.label,
        key: own.key as never,
        eligible: own.eligible,
      });
      setup.listings = { refs, store, publishBody: own.publishBody };
    }
    if (channel.id === 'cnet' && !usesRealMarketplace(context.config)) {
      setup.accounts = accountRefs(context);
    }
    return setup;
  });
}
