// Fixing drifts the way staff would (docs/API.md "Channel consistency"): a reserved or sold
// car's listing, and all but the first of a duplicate, are removed; a listing's price is
// brought to the stock's; a pending vehicle is published as the send panel publishes it.
// Each write goes through the channel's own store (or the Coches.net marketplace, waiting
// its pace), so events, caches and the history follow as for a person's action; each is
// named in the history as a consistency fix, all of one request under one run id. A drift
// that is no longer there is skipped and said so; one run leaves one notification.
import { setTimeout as sleep } from 'node:timers/promises';
import { listingFromVehicle } from '../../src/domain/cochesNet/listing.js';
import { formatEuros } from '../../src/domain/format.js';
import { samePrice, type ListingRef } from '../../src/domain/consistency.js';
import { type Drift, type DriftKind } from '../../src/domain/consistency/types.js';
import type { StockVehicle } from '../../src/domain/types.js';
import { withAudit } from '../audit/scope.js';
import type { MarketplaceClient } from '../cnet/client.js';
import { PaceError } from '../cnet/labels.js';
import { CNET_LISTINGS, type StoredListing } from '../cnet/referenceMarketplace.js';
import type { ServerContext } from '../context.js';
import { newId } from '../db/index.js';
import { HttpError } from '../errors.js';
import { notify } from '../syncRecords.js';
import { findStockVehicle } from '../stock/groupStock.js';
import type { AccountRef, ConsistencyChannel } from './channels.js';
import type { ComputedReport, ConsistencyService } from './service.js';

const NONE: readonly ListingRef[] = [];

/** A report's listings by id, made once per listing array (not once per item fixed). */
const indexes = new WeakMap<readonly ListingRef[], ReadonlyMap<string, ListingRef>>();
function byListingId<R extends ListingRef>(refs: readonly R[]): ReadonlyMap<string, R> {
  let index = indexes.get(refs);
  if (!index) indexes.set(refs, (index = new Map(refs.map((ref) => [ref.listingId, ref]))));
  return index as ReadonlyMap<string, R>;
}

export interface FixItem {
  channel: string;
  idv: string;
  kind: DriftKind;
}

export interface FixOutcome {
  fixed: number;
  failed: (FixItem & { error: string })[];
  skipped: (FixItem & { reason: string })[];
}

export const NO_LONGER = 'Ya no hay discrepancia';

/** What one write did: changed something, or found nothing left to change. */
type Done = 'done' | 'gone';

const SUFFIX = '(corrección de coherencia)';

const where = (channel: ConsistencyChannel, ref?: ListingRef) =>
  ref?.place ? `${channel.label} (${ref.place})` : channel.label;

const removalMessage = (kind: DriftKind, place: string) =>
  ({
    reservado: `Retirado de ${place}: reservado en stock ${SUFFIX}`,
    vendido: `Retirado de ${place}: ya no está en el stock ${SUFFIX}`,
    duplicado: `Retirado de ${place}: estaba publicado más de una vez ${SUFFIX}`,
  })[kind as 'reservado' | 'vendido' | 'duplicado'];

export class DriftFixer {
  constructor(
    private readonly context: ServerContext,
    private readonly service: ConsistencyService,
    private readonly marketplace: MarketplaceClient | undefined,
  ) {}

  /**
   * Fixes `items` one after the other against the report as it is now; `auto` names the
   * notification of an automatic run.
   */
  async fix(items: readonly FixItem[], options: { auto?: boolean } = {}): Promise<FixOutcome> {
    const report = await this.service.report();
    const drifts = new Map<string, Drift[]>();
    for (const drift of report.drifts) {
      const key = `${drift.channel}|${drift.idv}|${drift.kind}`;
      drifts.set(key, [...(drifts.get(key) ?? []), drift]);
    }
    const runId = newId();
    const outcome: FixOutcome = { fixed: 0, failed: [], skipped: [] };
    for (const item of items) {
      const found = drifts.get(`${item.channel}|${item.idv}|${item.kind}`) ?? [];
      const channel = this.service.channel(item.channel);
      if (!found.length || !channel) {
        outcome.skipped.push({ ...item, reason: NO_LONGER });
        continue;
      }
      try {
        const done = await withAudit({ action: 'fix', runId }, () =>
          this.fixOne(channel, item, found, report),
        );
        if (done.includes('done')) outcome.fixed++;
        else outcome.skipped.push({ ...item, reason: NO_LONGER });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        outcome.failed.push({ ...item, error: message });
      }
    }
    if (outcome.fixed || outcome.failed.length) await this.notifyRun(outcome, options.auto);
    return outcome;
  }

  private async notifyRun(outcome: FixOutcome, auto = false): Promise<void> {
    const parts = [`${outcome.fixed} ${outcome.fixed === 1 ? 'corregida' : 'corregidas'}`];
    if (outcome.failed.length) parts.push(`${outcome.failed.length} con error`);
    if (outcome.skipped.length) parts.push(`${outcome.skipped.length} sin discrepancia ya`);
    await notify(this.context, {
      text: `${auto ? 'Corrección automática' : 'Coherencia de canales'}: ${parts.join(', ')}`,
      severity: outcome.failed.length ? 'error' : 'success',
      action: 'fix',
      site: 'consistency',
    });
  }

  private async fixOne(
    channel: ConsistencyChannel,
    item: FixItem,
    found: readonly Drift[],
    report: ComputedReport,
  ): Promise<Done[]> {
    const vehicle = findStockVehicle(this.context.config, item.idv);
    const input = report.inputs.find((i) => i.id === channel.id);
    const own = byListingId(input?.listings ?? NONE);
    const accounts = byListingId((input?.elsewhere ?? NONE) as readonly AccountRef[]);
    const done: Done[] = [];
    switch (item.kind) {
      case 'reservado':
      case 'vendido':
        for (const drift of found) {
          done.push(await this.remove(channel, item.kind, drift.listingId!, own, accounts));
        }
        return done;
      case 'duplicado':
        for (const drift of found) {
          // All the idv's listings in the place the duplicate is (the channel's, or its accounts').
          const place = own.has(drift.listingId!) ? own : accounts;
          const copies = [...place.values()].filter((ref) => ref.idv === item.idv);
          for (const extra of copies.slice(1)) {
            done.push(await this.remove(channel, 'duplicado', extra.listingId, own, accounts));
          }
        }
        return done;
      case 'precio':
        if (!vehicle) return ['gone'];
        for (const drift of found) {
          const ref = own.get(drift.listingId!) ?? accounts.get(drift.listingId!);
          if (ref) done.push(await this.reprice(channel, ref, vehicle));
        }
        return done;
      case 'pendiente':
        if (!vehicle || !channel.listings) return ['gone'];
        return [await this.publish(channel, vehicle)];
    }
  }

  private async remove(
    channel: ConsistencyChannel,
    kind: DriftKind,
    listingId: string,
    own: ReadonlyMap<string, ListingRef>,
    accounts: ReadonlyMap<string, AccountRef>,
  ): Promise<Done> {
    const account = accounts.get(listingId);
    const message = removalMessage(kind, where(channel, account ?? own.get(listingId)));
    return withAudit({ message }, async () => {
      if (account) {
        if (!this.marketplace) return 'gone';
        return this.paced(() => this.marketplace!.remove(account.account, listingId));
      }
      return (await channel.listings?.store.retire(listingId)) ? 'done' : 'gone';
    });
  }

  private async reprice(
    channel: ConsistencyChannel,
    ref: ListingRef,
    vehicle: StockVehicle,
  ): Promise<Done> {
    const price = channel.rule.price.stock(vehicle);
    const message = `Precio en ${where(channel, ref)} corregido de ${formatEuros(ref.price, 'sin precio')} a ${formatEuros(price, 'sin precio')}, el del stock ${SUFFIX}`;
    return withAudit({ message }, async () => {
      const account = (ref as Partial<AccountRef>).account;
      if (account !== undefined) {
        const stored = await this.context.db.collection(CNET_LISTINGS).get(ref.listingId);
        if (!stored || !this.marketplace) return 'gone';
        const price = listingFromVehicle({ ...vehicle, _id: ref.listingId }).price;
        if (samePrice(stored.listing.price?.priceValue ?? null, price.priceValue)) return 'gone';
        const body = { ...stored.listing, price };
        return this.paced(() =>
          this.marketplace!.update(account, ref.listingId, body as StoredListing['listing']),
        );
      }
      const { rule } = channel;
      let already = false;
      const changed = await channel.listings?.store.update(ref.listingId, (listing) => {
        // Brought to the stock's price meanwhile: nothing to write.
        already = samePrice(rule.price.listed(listing as Record<string, unknown>), price);
        return already ? listing : { ...listing, ...rule.price.update(vehicle) };
      });
      return changed && !already ? 'done' : 'gone';
    });
  }

  private async publish(channel: ConsistencyChannel, vehicle: StockVehicle): Promise<Done> {
    const message = `Publicado en ${channel.label}: estaba pendiente ${SUFFIX}`;
    return withAudit({ message }, async () => {
      try {
        await channel.listings!.store.publish(channel.listings!.publishBody(vehicle));
        return 'done';
      } catch (error) {
        // Published meanwhile (409): nothing left to fix.
        if (error instanceof HttpError && error.statusCode === 409) return 'gone';
        throw error;
      }
    });
  }

  /**
   * A marketplace write, waiting for the account's turn when it answers that it is too soon
   * (its pace: one write per account every CNET_PACE_MS); 'gone' when the listing is gone.
   */
  private async paced(write: () => Promise<unknown>): Promise<Done> {
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        return 'done';
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return 'gone';
        if (!(error instanceof PaceError) || attempt >= 30) throw error;
        const pace = Math.max(50, this.context.config.cnetPaceMs);
        await sleep(Math.min(error.retryAfterSeconds * 1000, pace));
      }
    }
  }
}
