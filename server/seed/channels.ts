// Each channel's demo data in a new database: a share of the stock it may show already
// published (plus a few stale listings, seed/listings.ts), and what else its screens need
// (Wallapop's accounts, the Coches.net publisher's database). The channel modules know
// nothing of this: a channel without a line here starts with half of what it may show.
import type { StockVehicle } from '../../src/domain/types.js';
import { aramisRecordFromStock } from '../channels/aramisRecord.js';
import { listingCollection } from '../channels/listingStore.js';
import type { ServerChannel } from '../channels/types.js';
import { vehicleListingFields } from '../channels/vehicleSchema.js';
import { WALLAPOP_ACCOUNTS } from '../channels/wallapopAccounts.js';
import type { Database } from '../db/index.js';
import { insertInSlices } from '../db/slices.js';
import { getGroupStock } from '../stock/groupStock.js';
import { seedCnet } from './cnet.js';
import { demoListings, type ChannelSeedOptions } from './listings.js';
import { demoWallapopAccounts } from './wallapop.js';

interface ChannelDemo {
  /** Share of the stock the channel may show that is already published, 0..1. */
  share: number;
  /** The listing stored for a stock vehicle, when not what 'Enviar' sends. */
  listing?: (vehicle: StockVehicle) => object;
  /** Further demo data, written after the listings. */
  extra?: (db: Database, options: ChannelSeedOptions) => Promise<void>;
}

const DEFAULT_SHARE = 0.5;

/** Demo: the Tarragona showroom's vehicles are on its own Wallapop account. */
const wallapopListing = (vehicle: StockVehicle): object =>
  /^tarragona\b/i.test(vehicle.ubicacion ?? '')
    ? { ...vehicleListingFields(vehicle), account: 'wlp-tarragona' }
    : vehicleListingFields(vehicle);

// prettier-ignore
const DEMOS: Record<string, ChannelDemo> = {
  gomotor: { share: 0.7 },
  grupoliva: { share: 0.8 },
  // The supplier records as the stock reads, not marked manual as a send marks them.
  aramis: { share: 0.5, listing: aramisRecordFromStock },
  wallapop: {
    share: 0.5,
    listing: wallapopListing,
    extra: async (db, { now }) => {
      await db.collection(WALLAPOP_ACCOUNTS).insertMany(demoWallapopAccounts(now));
    },
  },
  cnet: { share: 0.6, extra: seedCnet },
  'oferta-de-coches': { share: 0.4 },
  motoreto: { share: 0.3 },
};

/** Fills one channel's collections in a new demo database. */
export async function seedChannel(
  db: Database,
  channel: ServerChannel,
  options: ChannelSeedOptions,
): Promise<void> {
  const own = channel.listings;
  if (!own) return;
  const demo = DEMOS[channel.id] ?? { share: DEFAULT_SHARE };
  const listings = db.collection(listingCollection<object>(channel.id, own.key as never));
  const demoDocs = demoListings(
    {
      id: channel.id,
      eligible: own.eligible,
      fromStock: demo.listing ?? own.publishBody,
      seedShare: demo.share,
    },
    getGroupStock(options.config),
    options.now,
  );
  await insertInSlices(listings, demoDocs);
  await demo.extra?.(db, options);
}
