// The vehicles that carry a campaign (issue 9 §1): each keeps a COPY of it — the own sites'
// sale stock (GOmotor's collection, Grupo Oliva's listings) in `campana` (spec 3 §3.1), the
// GOmotor web host's listings in `marketing.counter` (spec 3 §3.2). A campaign is matched by
// its `_id` in either place, in any of the three collections.
//
// Deleting a carried campaign is refused (routes answer 409 with the count): clearing it from
// the vehicles and deleting it would span four collections, and the repository has no
// transaction across collections. An edit refreshes the copies, each collection in one
// transaction (writeBatch) that touches only the carriers and is refused if one of them
// changed since it was read — then they are read again — so an edit made meanwhile is never
// overwritten; a repeated PUT completes a refresh a failure interrupted.
import type { ServerContext } from '../context.js';
import { ConflictError, type Collection, type CollectionSpec } from '../db/index.js';
import { OWN_SITES } from '../ownSites/sites.js';
import type { StoredCampaign } from './views.js';

type Ctx = Pick<ServerContext, 'db' | 'events'>;

interface Carrying {
  _id: string;
  campana?: { _id?: unknown } | null;
  marketing?: { counter?: { _id?: unknown } | null; [field: string]: unknown } | null;
}

/** Every collection whose vehicles may carry a campaign copy. */
export function carryingCollections(): CollectionSpec<Carrying>[] {
  const specs = OWN_SITES.flatMap((site) =>
    site.webHost ? [site.collection, site.webHost] : [site.collection],
  );
  return specs as unknown as CollectionSpec<Carrying>[];
}

const carries = (vehicle: Carrying, id: string) =>
  vehicle.campana?._id === id || vehicle.marketing?.counter?._id === id;

/** The ids of the collection's vehicles that carry campaign `id` (only those fields are read). */
async function carrierIds(collection: Collection<Carrying>, id: string): Promise<string[]> {
  const json = await collection.listJson({}, ['_id', 'campana', 'marketing']);
  return (JSON.parse(json) as Carrying[]).filter((v) => carries(v, id)).map((v) => v._id);
}

/** How many vehicles carry campaign `id`, all collections together. */
export async function countCarriers(ctx: Ctx, id: string): Promise<number> {
  let count = 0;
  for (const spec of carryingCollections()) {
    count += (await carrierIds(ctx.db.collection(spec), id)).length;
  }
  return count;
}

/** The vehicle with each copy of `campaign` replaced by the campaign as stored now. */
function withFreshCopies(vehicle: Carrying, campaign: StoredCampaign): Carrying {
  const next = { ...vehicle };
  if (vehicle.campana?._id === campaign._id) next.campana = { ...campaign };
  if (vehicle.marketing?.counter?._id === campaign._id) {
    next.marketing = { ...vehicle.marketing, counter: { ...campaign } };
  }
  return next;
}

/** Attempts at a collection's refresh when vehicles change between its read and its write. */
const REFRESH_ATTEMPTS = 5;

/** One collection's carriers refreshed in one transaction; the ids written. */
async function refreshCollection(
  collection: Collection<Carrying>,
  campaign: StoredCampaign,
): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const put: { before: Carrying; after: Carrying }[] = [];
    for (const id of await carrierIds(collection, campaign._id)) {
      const before = await collection.get(id);
      if (!before) continue;
      const after = withFreshCopies(before, campaign);
      if (JSON.stringify(after) !== JSON.stringify(before)) put.push({ before, after });
    }
    if (!put.length) return [];
    try {
      return (await collection.writeBatch({ put })).put.map((v) => v._id);
    } catch (error) {
      // A vehicle changed since it was read: nothing was written; read them again.
      if (!(error instanceof ConflictError) || attempt >= REFRESH_ATTEMPTS) throw error;
    }
  }
}

/**
 * Refreshes every copy of the campaign the vehicles carry (name, dates, colours, image,
 * active: the whole stored campaign), each collection in one transaction. Returns how many
 * vehicles changed.
 */
export async function refreshCopies(ctx: Ctx, campaign: StoredCampaign): Promise<number> {
  let refreshed = 0;
  for (const spec of carryingCollections()) {
    const collection = ctx.db.collection(spec);
    const changed = await refreshCollection(collection, campaign);
    ctx.events.changed(collection.name, 'update', changed);
    refreshed += changed.length;
  }
  return refreshed;
}
