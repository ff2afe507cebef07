// The consistency report kept current (docs/API.md "Channel consistency"): computed from the
// group stock and what listingRefs keeps of each channel's listings, held until the stock or
// a channel's listings change, then made again from the one before for the idvs they touched
// (updateReport), and announced to open pages — `resource:changed` for
// 'consistency' — a moment after a change (changes gathered: one event for a burst), well
// within 2 s. The same moment runs the automatic fixes an administrator has turned on.
import {
  consistencyReport,
  type ChannelInput,
  type ConsistencyReport,
} from '../../src/domain/consistency.js';
import {
  stockDiff,
  updateReport,
  type ChannelChange,
} from '../../src/domain/consistency/update.js';
import type { StockVehicle } from '../../src/domain/types.js';
import type { ServerChannel } from '../channels/index.js';
import { CNET_LISTINGS } from '../cnet/referenceMarketplace.js';
import type { ServerContext } from '../context.js';
import type { ResourceChange } from '../realtime.js';
import { findStockVehicle, getGroupStock } from '../stock/groupStock.js';
import { STOCK_CHANGES } from '../stock/stockChanges.js';
import { consistencyChannels, type AccountRef, type ConsistencyChannel } from './channels.js';
import type { ListingRefs, RefsReading } from './listingRefs.js';

/** The resource open pages hear about. */
export const CONSISTENCY_RESOURCE = 'consistency';
/** A change is announced this long after the last one of a burst… */
export const QUIET_MS = 300;
/** …and never later than this after the first. */
export const MAX_WAIT_MS = 1000;

/**
 * More changed idvs than this (on one channel) and the channel is worked out whole: past a
 * few hundred, picking them out costs about what the whole pass does.
 */
export const INCREMENTAL_LIMIT = 500;

const NO_LISTINGS: RefsReading = { list: [], changed: new Set() };

export interface ComputedReport extends ConsistencyReport {
  generatedAt: string;
  /** Tells reports apart (with generatedAt): the answers' ETag. */
  generation: number;
  /** What the report was computed from, channel by channel (one vehicle's view reads it). */
  inputs: (ChannelInput & { accounts?: readonly AccountRef[] })[];
}

export class ConsistencyService {
  readonly channels: ConsistencyChannel[];
  /** Counts the changes heard: a report computed at an older count is out of date. */
  private changes = 0;
  private computed: { at: number; report: Promise<ComputedReport> } | null = null;
  /** The last report made and the stock it was made from: the next one starts from it. */
  private base: { stock: readonly StockVehicle[]; report: ComputedReport } | null = null;
  /** Reports are made one after the other, each from the one before. */
  private making: Promise<unknown> = Promise.resolve();
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstChangeAt = 0;
  private readonly sources = new Map<string, Pick<ListingRefs, 'changed'>[]>();
  private readonly unsubscribe: () => void;
  private closed = false;
  /** Called a moment after changes, once they are announced (the automatic fixes). */
  onSettled: (() => void) | null = null;

  constructor(
    private readonly context: ServerContext,
    registry: readonly ServerChannel[],
  ) {
    this.channels = consistencyChannels(context, registry);
    for (const channel of this.channels) {
      if (channel.listings)
        this.watch(channel.listings.refs.collection.name, channel.listings.refs);
      if (channel.accounts) this.watch(CNET_LISTINGS.name, channel.accounts);
    }
    this.sources.set(STOCK_CHANGES.name, []);
    this.unsubscribe = context.events.subscribe((change) => this.heard(change));
  }

  private watch(resource: string, refs: Pick<ListingRefs, 'changed'>): void {
    const known = this.sources.get(resource) ?? [];
    known.push(refs);
    this.sources.set(resource, known);
  }

  private heard(change: ResourceChange): void {
    const refs = this.sources.get(change.resource);
    if (!refs) return;
    for (const source of refs) source.changed(change);
    this.changes++;
    // Another server's change is announced by that server (its consoles and ours hear it).
    if (!change.remote) this.announceSoon();
  }

  private announceSoon(): void {
    const now = Date.now();
    if (this.timer) clearTimeout(this.timer);
    else this.firstChangeAt = now;
    const wait = Math.max(0, Math.min(QUIET_MS, this.firstChangeAt + MAX_WAIT_MS - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.context.events.changed(CONSISTENCY_RESOURCE, 'update', ['report']);
      this.onSettled?.();
    }, wait);
  }

  /**
   * Reads every channel's listings in the background (server/requestActivity.ts), one channel
   * at a time and each when no request is being answered, so the first report (a page, the
   * dashboard's charts) finds them read.
   */
  warm(): void {
    for (const channel of this.channels) {
      for (const refs of [channel.listings?.refs, channel.accounts]) {
        if (!refs) continue;
        void this.context.activity.inBackground(async () => {
          if (!this.closed) await refs.current();
        });
      }
    }
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    for (const channel of this.channels) channel.listings?.store.close();
  }

  /** The report as of every change heard so far. */
  report(): Promise<ComputedReport> {
    const at = this.changes;
    if (this.computed?.at !== at) {
      const report = this.making.then(() => this.compute());
      this.making = report.catch(() => undefined);
      this.computed = { at, report };
      // A failed computation is not kept.
      report.catch(() => {
        if (this.computed?.report === report) this.computed = null;
      });
    }
    return this.computed!.report;
  }

  /**
   * The report as of now: from the last one, only the idvs that changed since (a stock change
   * names its vehicles on every channel, a listing change its listings' idvs on its channel);
   * the whole pass for the first report, after a failed one, or when too much changed.
   */
  private async compute(): Promise<ComputedReport> {
    const base = this.base;
    // Until this one is made, the changes it takes are in no report: a failure starts afresh.
    this.base = null;
    const readings = await Promise.all(
      this.channels.map(async (channel) => ({
        own: channel.listings ? await channel.listings.refs.reading() : NO_LISTINGS,
        accounts: channel.accounts ? await channel.accounts.reading() : undefined,
      })),
    );
    const inputs = this.channels.map((channel, k) => ({
      id: channel.id,
      label: channel.label,
      rule: channel.rule,
      listings: readings[k]!.own.list,
      ...(channel.accounts ? { elsewhere: readings[k]!.accounts!.list } : {}),
    }));
    const stock = getGroupStock(this.context.config);
    let report: ConsistencyReport;
    if (!base) {
      report = consistencyReport(stock, inputs);
    } else {
      const diff = stockDiff(base.stock, stock, INCREMENTAL_LIMIT);
      const changes = readings.map(({ own, accounts }): ChannelChange => {
        if (!diff || own.changed === 'all' || accounts?.changed === 'all') return 'all';
        const idvs = new Set([...diff.idvs, ...own.changed, ...(accounts?.changed ?? [])]);
        return idvs.size > INCREMENTAL_LIMIT ? 'all' : idvs;
      });
      report = diff
        ? updateReport(
            base.report,
            { vehicles: stock, diff, find: (idv) => findStockVehicle(this.context.config, idv) },
            inputs,
            changes,
          )
        : consistencyReport(stock, inputs);
    }
    const made: ComputedReport = {
      generatedAt: new Date().toISOString(),
      generation: ++this.generation,
      ...report,
      inputs,
    };
    this.base = { stock, report: made };
    return made;
  }

  channel(id: string): ConsistencyChannel | undefined {
    return this.channels.find((channel) => channel.id === id);
  }
}
