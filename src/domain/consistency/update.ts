// Keeping the consistency report current: after a change, only the idvs it touched are
// worked out again (every drift of an idv depends on that vehicle and that idv's listings
// alone) and merged into the previous report, which gives the same report as a whole pass.
import {
  compareDrifts,
  consistencyReport,
  type ChannelInput,
  type ConsistencyReport,
  type ListingRef,
} from '../consistency.js';
import type { StockVehicle } from '../types.js';
import { isEligible } from './channelRules.js';
import type { ChannelSummary, Drift } from './types.js';

/** What changed between two readings of the stock. */
export interface StockDiff {
  /** The idvs whose vehicle changed, went or came. */
  idvs: Set<string>;
  /** Their vehicles before and after (absent: not in that stock). */
  before: Map<string, StockVehicle>;
  after: Map<string, StockVehicle>;
}

/**
 * What differs between two readings of the stock (vehicles changed, gone or new), told apart
 * by identity: the stock is never changed in place, a changed vehicle is a new object and the
 * others are kept. One walk over both in step; null when more than `limit` differ (the whole
 * report is then worked out again).
 */
export function stockDiff(
  before: readonly StockVehicle[],
  after: readonly StockVehicle[],
  limit: number,
): StockDiff | null {
  const diff: StockDiff = { idvs: new Set(), before: new Map(), after: new Map() };
  if (before === after) return diff;
  const was = (v: StockVehicle) => {
    diff.idvs.add(String(v.idv));
    diff.before.set(String(v.idv), v);
  };
  const is = (v: StockVehicle) => {
    diff.idvs.add(String(v.idv));
    diff.after.set(String(v.idv), v);
  };
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      i++;
      j++;
    } else if (before[i + 1] === after[j]) {
      was(before[i++]!); // gone
    } else if (after[j + 1] === before[i]) {
      is(after[j++]!); // new
    } else {
      was(before[i++]!);
      is(after[j++]!);
    }
    if (diff.idvs.size > limit) return null;
  }
  while (i < before.length) was(before[i++]!);
  while (j < after.length) is(after[j++]!);
  return diff.idvs.size > limit ? null : diff;
}

/** Per channel, what changed since a report: the idvs to look at again, or 'all'. */
export type ChannelChange = ReadonlySet<string> | 'all';

/** Listings by idv, in their order, made once per array of listings (a change makes a new array). */
const listingIndexes = new WeakMap<readonly ListingRef[], Map<string, ListingRef | ListingRef[]>>();

/** The listings of `idvs`, in the order of `listings`. */
function listingsOf(listings: readonly ListingRef[], idvs: ReadonlySet<string>): ListingRef[] {
  let index = listingIndexes.get(listings);
  if (!index) {
    index = new Map();
    for (const ref of listings) {
      const same = index.get(ref.idv);
      if (same === undefined) index.set(ref.idv, ref);
      else if (Array.isArray(same)) same.push(ref);
      else index.set(ref.idv, [same, ref]);
    }
    listingIndexes.set(listings, index);
  }
  const found: ListingRef[] = [];
  for (const idv of idvs) {
    const refs = index.get(idv);
    if (refs === undefined) continue;
    if (Array.isArray(refs)) for (const ref of refs) found.push(ref);
    else found.push(refs);
  }
  return found;
}

/** The stock now, as a report update reads it. */
export interface StockNow {
  vehicles: readonly StockVehicle[];
  /** A vehicle of it by idv. */
  find: (idv: string) => StockVehicle | undefined;
  /** What changed in it since the report updated. */
  diff: StockDiff;
}

/**
 * The report after changes, from the report before them, working out again only what
 * changed: every drift of an idv hangs on that idv's vehicle and listings alone, so the
 * drifts of the changed idvs are the report of those vehicles and listings, merged in place
 * of their old ones (both in report order). A stock change names its idvs on every channel; a
 * listing change names the idvs of the listings it touched, on its channel. `previous` is the
 * unfiltered report over the same channels in the same order; `channels` holds the listings
 * now. The result is consistencyReport(stock.vehicles, channels).
 */
export function updateReport(
  previous: ConsistencyReport,
  stock: StockNow,
  channels: readonly ChannelInput[],
  changes: readonly ChannelChange[],
): ConsistencyReport {
  const same =
    previous.channels.length === channels.length &&
    previous.channels.every((c, k) => c.id === channels[k]!.id);
  if (!same) return consistencyReport(stock.vehicles, channels);
  const { diff, find } = stock;
  const after = (idv: string) => (diff.idvs.has(idv) ? diff.after.get(idv) : find(idv));
  const before = (idv: string) => (diff.idvs.has(idv) ? diff.before.get(idv) : find(idv));
  const counts: ChannelSummary[] = [];
  const drifts: Drift[] = [];
  let start = 0;
  for (let k = 0; k < channels.length; k++) {
    const channel = channels[k]!;
    const was = previous.channels[k]!;
    const change = changes[k] ?? 'all';
    const end = start + was.drifts;
    if (change === 'all') {
      const fresh = consistencyReport(stock.vehicles, [channel]);
      counts.push(fresh.channels[0]!);
      for (const d of fresh.drifts) drifts.push(d);
    } else if (!change.size) {
      counts.push({ ...was, listed: channel.listings.length });
      for (let i = start; i < end; i++) drifts.push(previous.drifts[i]!);
    } else {
      const vehicles: StockVehicle[] = [];
      let eligible = was.eligible;
      for (const idv of change) {
        const now = after(idv);
        if (now) vehicles.push(now);
        const then = before(idv);
        if (then && isEligible(channel.rule, then)) eligible--;
      }
      const part = consistencyReport(vehicles, [
        {
          ...channel,
          listings: listingsOf(channel.listings, change),
          ...(channel.elsewhere ? { elsewhere: listingsOf(channel.elsewhere, change) } : {}),
        },
      ]);
      const fresh = part.drifts;
      const from = drifts.length;
      let f = 0;
      for (let i = start; i < end; i++) {
        const d = previous.drifts[i]!;
        if (change.has(d.idv)) continue;
        while (f < fresh.length && compareDrifts(fresh[f]!, d) < 0) drifts.push(fresh[f++]!);
        drifts.push(d);
      }
      while (f < fresh.length) drifts.push(fresh[f++]!);
      counts.push({
        id: channel.id,
        label: channel.label,
        listed: channel.listings.length,
        eligible: eligible + part.channels[0]!.eligible,
        drifts: drifts.length - from,
      });
    }
    start = end;
  }
  return { channels: counts, drifts };
}
