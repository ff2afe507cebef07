// An own site's sale stock as stored: its collection, the atomic write of a bulk operation
// (all vehicles or none, and none if one was edited meanwhile: 409), the log entry each
// operation writes (log.ts), and following the group stock and the web (update-db, web sync).
// The console's edits of the sale stock are saleStock.ts.
import type { ServerContext } from '../context.js';
import type { Collection, NewDoc } from '../db/index.js';
import { readInSlices } from '../db/slices.js';
import { findStockVehicle, getGroupStock } from '../stock/groupStock.js';
import { updateDbText, webSyncText } from './messages.js';
import { writeLog, type LogChange, type LogKind, type LogMessage } from './log.js';
import { saleDefaults, stockPart, type SaleVehicle } from './saleVehicle.js';
import { pickSelected, readSelected, writeAsRead } from './selection.js';
import type { OwnSite } from './sites.js';
import { writeFeed, type FeedOutcome } from './webFeed.js';
import { writeWebRows } from '../webStock/webSyncWriter.js';
import { sameJson as same } from '../sameJson.js';

type SaleStockContext = Pick<ServerContext, 'db' | 'events' | 'config'>;

/** `sold` with the group stock vehicle's Quiter fields, or null when it has them already. */
const withStockFields = (sold: SaleVehicle, vehicle: object): SaleVehicle | null => {
  const fresh = stockPart(vehicle);
  return same(stockPart(sold), fresh) ? null : ({ ...sold, ...fresh } as SaleVehicle);
};

export class SaleStockStore {
  readonly vehicles: Collection<SaleVehicle>;

  constructor(
    protected readonly ctx: SaleStockContext,
    readonly site: OwnSite,
  ) {
    this.vehicles = ctx.db.collection(site.collection);
  }

  protected changed(action: 'create' | 'update' | 'delete', ids: string[]): void {
    if (ids.length) this.ctx.events.changed(this.vehicles.name, action, ids);
  }

  protected log(
    kind: LogKind,
    user: string,
    message: Omit<LogMessage, 'id'>,
    changes?: LogChange[],
  ) {
    return writeLog(this.ctx, {
      site: this.site.id,
      siteLabel: this.site.label,
      kind,
      user,
      message,
      changes,
    });
  }

  /** The selected vehicles as stored now, read by id, in selection order (selection.ts). */
  protected readSelected(ids: readonly string[]): Promise<SaleVehicle[]> {
    return readSelected(this.vehicles, ids, this.site.label);
  }

  /** Every vehicle's idv, read alone (not the whole vehicles). */
  protected async idvs(): Promise<string[]> {
    const rows = JSON.parse(await this.vehicles.listJson({}, ['idv'])) as { idv?: string }[];
    return rows.map((row) => String(row.idv ?? ''));
  }

  /**
   * Writes `changed`, `removed` and `added` all or nothing (selection.ts: 409 if one of them
   * was edited since it was read) and answers `read` as it now is, with what was added.
   */
  protected async commit(
    read: readonly SaleVehicle[],
    changed: readonly SaleVehicle[],
    removed: ReadonlySet<string> = new Set(),
    added: readonly NewDoc<SaleVehicle>[] = [],
  ): Promise<SaleVehicle[]> {
    const written = await writeAsRead(this.vehicles, read, { changed, removed, added });
    const byId = new Map(written.put.map((v) => [v._id, v]));
    return [
      ...read.filter((v) => !removed.has(v._id)).map((v) => byId.get(v._id) ?? v),
      ...written.added,
    ];
  }

  /**
   * ACTUALIZAR DDBB: the sale stock follows the group stock — new vehicles added, changed
   * ones updated (their Quiter fields; the site's own fields stay), gone ones removed.
   * Vehicles under manual edition (publicacionManual) are left as they are.
   */
  async updateDb(user: string) {
    const stock = getGroupStock(this.ctx.config).filter(this.site.sells);
    const wanted = new Map(stock.map((v) => [v.idv, v]));
    // The sale stock is compared a slice at a time: only what changes or goes is held (at
    // 60,000 vehicles the whole of it is 300 MB of documents).
    const read: SaleVehicle[] = [];
    const updates = new Map<string, SaleVehicle>();
    const removed: SaleVehicle[] = [];
    const listed = new Set<string>();
    for await (const { docs } of readInSlices(this.vehicles, await this.vehicles.ids())) {
      for (const existing of docs) {
        listed.add(existing.idv);
        if (existing.publicacionManual) continue;
        const vehicle = wanted.get(existing.idv);
        if (!vehicle) {
          removed.push(existing);
          read.push(existing);
          continue;
        }
        const updated = withStockFields(existing, vehicle);
        if (updated) {
          read.push(existing);
          updates.set(existing.idv, updated);
        }
      }
    }
    // In the group stock's order, as the answer and the log list them.
    const changed = stock.flatMap((v) => updates.get(v.idv) ?? []);
    const added = stock
      .filter((v) => !listed.has(v.idv))
      .map((vehicle) => {
        const { _id: _stockId, ...fields } = vehicle;
        return { ...fields, ...saleDefaults(vehicle) } as NewDoc<SaleVehicle>;
      });
    const removedIds = new Set(removed.map((v) => v._id));
    const createdDocs = await this.commit(read, changed, removedIds, added);
    this.changed(
      'update',
      changed.map((v) => v._id),
    );
    this.changed('delete', [...removedIds]);
    const createIDVs = added.map((v) => v.idv);
    const fresh = new Set(createIDVs);
    this.changed(
      'create',
      createdDocs.filter((v) => fresh.has(v.idv)).map((v) => v._id),
    );
    const updateIdvs = changed.map((v) => v.idv);
    const deleteIDVs = removed.map((v) => v.idv);
    const message = updateDbText(createIDVs.length, updateIdvs.length, deleteIDVs.length);
    await this.log('database', user, {
      type: 'Actualización DDBB',
      text: message,
      newVehicles: createIDVs.length,
      numUpdates: updateIdvs.length,
      numDeleted: deleteIDVs.length,
      createIDVs,
      updateIdvs,
      deleteIDVs,
    });
    // The vehicles themselves (the answer returns them) are added by the route,
    // as stored (not parsed and serialised again).
    return { message, createIDVs, updateIdvs, deleteIDVs };
  }

  /**
   * The 'changed ones updated' step of update-db alone, for Grupo Oliva, whose channel's
   * update-db retires the gone and reserved ones (channels/grupoliva.ts): the listings whose
   * vehicle changed in the group stock get its Quiter fields, unless under manual edition.
   */
  async refreshChanged(): Promise<string[]> {
    // Compared a slice at a time, as updateDb: only the listings that change are held.
    const read: SaleVehicle[] = [];
    const changed: SaleVehicle[] = [];
    for await (const { docs } of readInSlices(this.vehicles, await this.vehicles.ids())) {
      for (const listing of docs) {
        if (listing.publicacionManual) continue;
        const vehicle = findStockVehicle(this.ctx.config, listing.idv);
        if (!vehicle) continue;
        const updated = withStockFields(listing, vehicle);
        if (!updated) continue;
        read.push(listing);
        changed.push(updated);
      }
    }
    await this.commit(read, changed);
    this.changed(
      'update',
      changed.map((v) => v._id),
    );
    return changed.map((v) => v.idv);
  }

  /**
   * Web sync: the feed file (webFeed.ts) and, for GOmotor, its web host's listings — the
   * selection, or the whole available stock (then listings no longer for sale go).
   */
  async webSync(
    ids: readonly string[] | undefined,
    user: string,
  ): Promise<FeedOutcome & { message: string }> {
    const all = await this.vehicles.list();
    const selection = ids
      ? new Set(pickSelected(all, ids, this.site.label).map((v) => v._id))
      : undefined;
    if (this.site.webHost) await this.writeWebHost(all, selection);
    const outcome = await writeFeed(this.ctx.config.dataDir, this.site.id, all, selection);
    const message = webSyncText(
      outcome.createIDVs.length,
      outcome.updateIdvs.length,
      outcome.deleteIDVs.length,
    );
    await this.log('webSync', user, {
      type: 'Sincronización web',
      text: message,
      newVehicles: outcome.createIDVs.length,
      numUpdates: outcome.updateIdvs.length,
      numDeleted: outcome.deleteIDVs.length,
      createIDVs: outcome.createIDVs,
      updateIdvs: outcome.updateIdvs,
      deleteIDVs: outcome.deleteIDVs,
    });
    return { message, ...outcome };
  }

  private async writeWebHost(all: readonly SaleVehicle[], selection?: ReadonlySet<string>) {
    // The GOmotor web host's rows (webStock/): refreshed, their marketing and discount kept.
    if (this.site.webHost) await writeWebRows(this.ctx, all, selection);
  }
}
