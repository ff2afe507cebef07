// The vehicles that carry a campaign: each keeps a COPY of it — the own sites' sale stock
// (GOmotor's collection, Grupo Oliva's listings) in `campana`, the GOmotor web host's listings in
// `marketing.counter`. A campaign is matched by its `_id` in either place, in any of the three
// collections.
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
import { sameJson } from '../sameJson.js';

type Ctx = Pick<ServerContext, 'db' | 'events'>;

interface Carrying {
  _id: string;
  campana?: { _id?: unknown } | null;
  marketing?: { counter?: { _id?: unknown } | null; [field: string]: unknown } | null;
}

/** Every collection whose vehicles may carry a campaign copy. */
function carryingCollections(): CollectionSpec<Carrying>[] {
  const specs = OWN_SITES.flatMap((site) =>
    site.webHost ? [site.collection, site.webHost] : [site.collection],
  );
  return specs as unknown as CollectionSpec<Carrying>[];
}

type CampaignIds = { has(id: unknown): boolean };

const carries = (vehicle: Carrying, ids: CampaignIds) =>
  ids.has(vehicle.campana?._id) || ids.has(vehicle.marketing?.counter?._id);

/** The collection's vehicles carrying one of `ids`, read as their copies only. */
async function carriers(collection: Collection<Carrying>, ids: CampaignIds): Promise<Carrying[]> {
  const json = await collection.listJson({}, ['_id', 'campana', 'marketing']);
  return (JSON.parse(json) as Carrying[]).filter((v) => carries(v, ids));
}

/** How many vehicles carry campaign `id`, all collections together. */
export async function countCarriers(ctx: Ctx, id: string): Promise<number> {
  let count = 0;
  for (const spec of carryingCollections()) {
    count += (await carriers(ctx.db.collection(spec), new Set([id]))).length;
  }
  return count;
}

type ById = ReadonlyMap<unknown, StoredCampaign>;

const same = (copy: object | null | undefined, campaign: StoredCampaign) =>
  sameJson(copy, campaign);

/**
 * The vehicle with each campaign copy it carries replaced by that campaign as stored now, or
 * null when every copy already is (only the copies are compared: a vehicle is large).
 */
function withFreshCopies(vehicle: Carrying, campaigns: ById): Carrying | null {
  const next = { ...vehicle };
  let stale = false;
  const campana = campaigns.get(vehicle.campana?._id);
  if (campana && !same(vehicle.campana, campana)) {
    next.campana = { ...campana };
    stale = true;
  }
  const counter = campaigns.get(vehicle.marketing?.counter?._id);
  if (counter && !same(vehicle.marketing?.counter, counter)) {
    next.marketing = { ...vehicle.marketing, counter: { ...counter } };
    stale = true;
  }
  return stale ? next : null;
}

/** Attempts at a collection's refresh when vehicles change between its read and its write. */
const REFRESH_ATTEMPTS = 5;

/** One collection's carriers refreshed in one transaction; the ids written. */
async function refreshCollection(
  collection: Collection<Carrying>,
  campaigns: ById,
): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const put: { before: Carrying; after: Carrying }[] = [];
    // Only the vehicles whose copies are stale are read whole.
    const stale = (await carriers(collection, campaigns)).filter((v) =>
      withFreshCopies(v, campaigns),
    );
    for (const { _id } of stale) {
      const before = await collection.get(_id);
      if (!before) continue;
      const after = withFreshCopies(before, campaigns);
      if (after) put.push({ before, after });
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
 * Refreshes every copy of the campaigns the vehicles carry (name, dates, colours, image,
 * active: the whole stored campaign), each collection in one transaction and one pass over
 * it whatever the number of campaigns. Returns how many vehicles changed.
 */
export async function refreshCopies(
  ctx: Ctx,
  campaigns: readonly StoredCampaign[],
): Promise<number> {
  const byId: ById = new Map(campaigns.map((campaign) => [campaign._id, campaign]));
  let refreshed = 0;
  for (const spec of carryingCollections()) {
    const collection = ctx.db.collection(spec);
    const changed = await refreshCollection(collection, byId);
    ctx.events.changed(collection.name, 'update', changed);
    refreshed += changed.length;
  }
  return refreshed;
}
