// Demo listings of a new database: each channel starts with a share of the stock
// it may show already published, plus a few stale listings so its first sync has work.
// Deterministic: one seeded random stream per channel (server/seed/random.ts).
import type { StockVehicle } from '../../src/domain/types.js';
import type { Listing } from '../channels/listingStore.js';
import type { Config } from '../config.js';
import { createRandom, hashSeed } from './random.js';

/** What a channel's demo seed may read: the seeding time and the group stock's size. */
export interface ChannelSeedOptions {
  now: Date;
  config: Pick<Config, 'seedVehicles'>;
}

interface ListingSeedOptions<B> {
  id: string;
  eligible: (vehicle: StockVehicle) => boolean;
  fromStock: (vehicle: StockVehicle) => B;
  /** Share of the eligible stock already published, 0..1. */
  seedShare: number;
}

const DAY = 86_400_000;
/** Below the group stock's first idv (100001), so never in the stock. */
const GONE_IDV_BASE = 99_000;

/**
 * The channel's demo listings, made one at a time as they are asked for (in the order, and with
 * the random stream, of one whole list): written in slices (db/slices.ts), a 100,000-vehicle seed
 * never holds every listing at once.
 */
export function* demoListings<B extends object>(
  options: ListingSeedOptions<B>,
  stock: readonly StockVehicle[],
  now: Date,
): Generator<Omit<Listing<B>, '_id'>> {
  const random = createRandom(hashSeed(`${options.id}-listings`));
  const published = stock.filter((v) => options.eligible(v) && random.chance(options.seedShare));
  // Stale on purpose: a vehicle reserved since it was published, one sold (no longer in the
  // stock) and, where the channel's rule is stricter than 'available', one it no longer takes
  // (a VN on GOmotor, a VO without deductible VAT on Aramis).
  const reserved = stock.filter((v) => v.reservado);
  const notTaken = stock.filter((v) => !v.reservado && !options.eligible(v));
  const stale: StockVehicle[] = [
    ...(reserved.length ? [random.pick(reserved)] : []),
    ...(stock.length
      ? [{ ...random.pick(stock), idv: String(GONE_IDV_BASE + random.int(0, 999)) }]
      : []),
    ...(notTaken.length ? [random.pick(notTaken)] : []),
  ];
  for (const vehicle of [...published, ...stale]) {
    const daysAgo = random.int(1, 90) + random.next();
    const publishedAt = new Date(now.getTime() - Math.round(daysAgo * DAY)).toISOString();
    yield { ...options.fromStock(vehicle), publishedAt } as unknown as Omit<Listing<B>, '_id'>;
  }
}
