// The account update: the listings an account should
// no longer show — the vehicle is reserved or gone from the group stock — are first listed,
// then, confirmed, deleted together and recorded as one action with its notification.
import type { ServerContext } from '../context.js';
import { ConflictError } from '../db/index.js';
import { conflict } from '../errors.js';
import { findStockVehicle } from '../stock/groupStock.js';
import type { CnetAccount } from './accounts.js';
import { recordAction, type ActionRecord } from './actions.js';
import type { MarketplaceClient, MarketplaceListing } from './client.js';

export const staleListings = (
  config: ServerContext['config'],
  listings: readonly MarketplaceListing[],
): MarketplaceListing[] =>
  listings.filter((listing) => {
    const vehicle = findStockVehicle(config, listing.internalReference);
    return !vehicle || vehicle.reservado;
  });

const titleOf = (listing: MarketplaceListing) => listing.title || listing.internalReference;

/** Deletes `stale` and records the run: one result per listing, deleted or refused. */
export async function confirmUpdate(
  context: Pick<ServerContext, 'db' | 'events'>,
  marketplace: MarketplaceClient,
  run: { account: CnetAccount; user: string; stale: readonly MarketplaceListing[] },
): Promise<{ vehicles: MarketplaceListing[]; record: ActionRecord }> {
  const { account, stale } = run;
  let outcome;
  try {
    outcome = await marketplace.removeMany(
      account.value,
      stale.map((listing) => listing.id),
    );
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw conflict(
      'Mientras se actualizaba la cuenta, otra persona cambió alguno de sus vehículos: no se ha eliminado ninguno; vuelva a intentarlo',
    );
  }
  const gone = new Set(outcome.removed);
  const refused = new Map(outcome.failed.map((failure) => [failure.id, failure]));
  const results = stale.flatMap((listing) => {
    const idv = listing.internalReference;
    const failure = refused.get(listing.id);
    if (failure) return [{ status: failure.status, idv, message: failure.message }];
    if (!gone.has(listing.id)) return [];
    return [{ status: 200, idv, message: `Vehículo eliminado correctamente: ${titleOf(listing)}` }];
  });
  const record = await recordAction(context, {
    type: 'update-account',
    account,
    user: run.user,
    results,
  });
  return { vehicles: stale.filter((listing) => gone.has(listing.id)), record };
}
