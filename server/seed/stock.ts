// The deterministic group stock (docs/API.md "Group stock"): the
// vehicles of the group's five dealers, as the dealer system (Quiter) holds them. The same seed
// and count always give the same vehicles, and a longer stock starts with the shorter one.
import type { StockVehicle } from '../../src/domain/types.js';
import { DEALER_SHARES, type DealerShare } from './dealers.js';
import { createRandom, type Random } from './random.js';
import { generateVehicle } from './vehicle.js';

interface StockOptions {
  /** Dealers the vehicles belong to, with their weights. Default: the whole group. */
  dealers?: readonly DealerShare[];
  /** idv of the first vehicle; the next ones grow by small random steps. Default 100000. */
  firstIdv?: number;
}

function pickDealer(random: Random, dealers: readonly DealerShare[], total: number): DealerShare {
  let roll = random.next() * total;
  for (const share of dealers) {
    roll -= share.weight;
    if (roll < 0) return share;
  }
  return dealers[dealers.length - 1] as DealerShare;
}

/** A vehicle of a stock with where the random stream stood when it was made (vehicleAgain). */
export interface MadeVehicle {
  vehicle: StockVehicle;
  state: number;
}

function dealerShares(options: StockOptions) {
  const dealers = options.dealers ?? DEALER_SHARES;
  return { dealers, total: dealers.reduce((sum, share) => sum + share.weight, 0) };
}

/** The next vehicle of the stream, whose idv step has just been drawn. */
function nextVehicle(
  random: Random,
  idv: number,
  { dealers, total }: ReturnType<typeof dealerShares>,
): StockVehicle {
  const share = pickDealer(random, dealers, total);
  return generateVehicle(random, String(idv), share.dealer, random.chance(share.newShare));
}

/**
 * `count` vehicles from `seed`, one at a time; idv grow with the order of entry into stock. A
 * caller can stop between two and go on later (the server makes a large stock in slices).
 */
export function* stockVehicles(
  seed: number,
  count: number,
  options: StockOptions = {},
): Generator<MadeVehicle, void, undefined> {
  const random = createRandom(seed);
  const shares = dealerShares(options);
  let idv = options.firstIdv ?? 100000;
  for (let i = 0; i < count; i++) {
    const state = random.state();
    idv += random.int(1, 9);
    yield { vehicle: nextVehicle(random, idv, shares), state };
  }
}

/** The vehicle made from `state` (MadeVehicle's) again, the same in every field. */
export function vehicleAgain(state: number, idv: string, options: StockOptions = {}): StockVehicle {
  const random = createRandom(state);
  random.int(1, 9); // the idv's step, drawn before the vehicle
  return nextVehicle(random, Number(idv), dealerShares(options));
}

/** `count` vehicles from `seed` (stockVehicles, all at once). */
export function generateStock(
  seed: number,
  count: number,
  options: StockOptions = {},
): StockVehicle[] {
  const vehicles: StockVehicle[] = [];
  for (const { vehicle } of stockVehicles(seed, count, options)) vehicles.push(vehicle);
  return vehicles;
}
