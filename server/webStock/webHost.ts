// The operations of the GOmotor web host on its rows (docs/API.md "GOmotor web host"): the gomotor
// channel's listings. Single edits write a log entry and a notification (ownSites/log.ts, site
// gomotor) unless they belong to a bulk run (bulkRuns.ts); bulk operations are atomic: every new
// row is computed first (a refusal throws before any write), then only those rows are written, in
// one transaction, and only if none changed meanwhile.
import type { ServerContext } from '../context.js';
import { CAMPAIGNS } from '../db/collections.js';
import { ID_PATTERN, type Collection } from '../db/index.js';
import { badRequest, notFound } from '../errors.js';
import { writeLog, type LogChange, type LogKind, type LogMessage } from '../ownSites/log.js';
import { fieldUpdateLog, webSyncText } from '../ownSites/messages.js';
import { SaleStock } from '../ownSites/saleStock.js';
import { pickSelected, readSelected, writeAsRead } from '../ownSites/selection.js';
import { GOMOTOR_SITE } from '../ownSites/sites.js';
import type { BulkRun, BulkRuns } from './bulkRuns.js';
import { pushedRow, sameRow, webListings, type WebListing } from './rows.js';
import type { BulkUpdateField, WebUpdate } from './schemas.js';
import { readWebSettings } from './settings.js';

type Ctx = Pick<ServerContext, 'db' | 'events' | 'config'>;

export const LABEL = 'GOmotor';
const NOT_FOUND = `Vehículo no encontrado en ${LABEL}`;
const ID = new RegExp(ID_PATTERN);

/** The one field a PUT body changes, its path as logged, and the new row. */
interface Edit {
  field: string;
  apply: (row: WebListing) => WebListing;
  newValue: (row: WebListing) => unknown;
  oldValue: (row: WebListing) => unknown;
}

export class WebHost {
  readonly listings: Collection<WebListing>;

  constructor(
    private readonly ctx: Ctx,
    private readonly runs: BulkRuns,
  ) {
    this.listings = ctx.db.collection(webListings);
  }

  changed(action: 'create' | 'update' | 'delete', ids: string[]): void {
    if (ids.length) this.ctx.events.changed(this.listings.name, action, ids);
  }

  log(kind: LogKind, user: string, message: Omit<LogMessage, 'id'>, changes?: LogChange[]) {
    return writeLog(this.ctx, { site: 'gomotor', siteLabel: LABEL, kind, user, message, changes });
  }

  /** `:id` is the listing's _id or its idv: either finds it. */
  async find(idOrIdv: string): Promise<WebListing> {
    const found =
      (await this.listings.get(idOrIdv)) ?? (await this.listings.findOne('idv', idOrIdv));
    if (!found) throw notFound(NOT_FOUND);
    return found;
  }

  /** Checks the body's value against the campaigns and settings; the edit it makes. */
  private async edit(body: WebUpdate): Promise<Edit> {
    if ('$set' in body) {
      const set = body.$set;
      if ('marketing.counter' in set) {
        const wanted = set['marketing.counter'];
        const counter = wanted ? await this.activeCampaign(wanted._id) : null;
        return this.marketingEdit('counter', counter);
      }
      const text = set['marketing.disclaimerMessage'];
      if (text !== null) {
        const { disclaimerMessages } = await readWebSettings(this.ctx);
        if (!disclaimerMessages.includes(text)) {
          throw badRequest(
            "El campo 'marketing.disclaimerMessage' debe ser uno de los textos de los ajustes de la web",
          );
        }
      }
      return this.marketingEdit('disclaimerMessage', text);
    }
    const [field, value] = Object.entries(body)[0] as [keyof WebListing, unknown];
    return {
      field,
      apply: (row) => ({ ...row, [field]: value }),
      newValue: () => value,
      oldValue: (row) => row[field] ?? null,
    };
  }

  private marketingEdit(key: 'counter' | 'disclaimerMessage', value: unknown): Edit {
    return {
      field: `marketing.${key}`,
      apply: (row) => ({ ...row, marketing: { ...row.marketing, [key]: value } }),
      newValue: () => value,
      oldValue: (row) => row.marketing?.[key] ?? null,
    };
  }

  /** A counter is chosen among the active campaigns; stored as the campaign is. */
  private async activeCampaign(id: string) {
    const campaign = await this.ctx.db.collection(CAMPAIGNS).get(id);
    if (!campaign) {
      throw badRequest(`La campaña '${id}' del campo 'marketing.counter' no existe`);
    }
    if (!campaign.active) {
      throw badRequest(`La campaña «${campaign.name}» no está activa: no se puede asignar`);
    }
    return campaign;
  }

  /** PUT /algolia/vehicles/:id: one partial change. */
  async update(idOrIdv: string, body: WebUpdate, user: string, runId?: string) {
    const edit = await this.edit(body);
    const run = runId ? await this.runs.openRun(runId, user, edit.field) : undefined;
    let before: WebListing | null = null;
    const write = (row: WebListing) => {
      before = row;
      return edit.apply(row);
    };
    // By _id in one read-and-write; by idv, found first.
    const updated =
      (ID.test(idOrIdv) ? await this.listings.apply(idOrIdv, write) : null) ??
      (await this.listings.apply((await this.find(idOrIdv))._id, write));
    if (!updated || !before) throw notFound(NOT_FOUND);
    this.changed('update', [updated._id]);
    const change: LogChange = {
      idv: updated.idv,
      field: edit.field,
      oldValue: edit.oldValue(before),
      newValue: edit.newValue(updated),
    };
    await this.recordOrLog(run, user, change, {
      type: 'Edición',
      text: `Vehículo ${updated.idv} actualizado en la web`,
      numUpdates: 1,
      updateIdvs: [updated.idv],
    });
    return updated;
  }

  /** DELETE /algolia/vehicles/:id: the row leaves the web (and the channel). */
  async remove(idOrIdv: string, user: string, runId?: string): Promise<WebListing> {
    const run = runId ? await this.runs.openRun(runId, user, 'delete') : undefined;
    const found = await this.find(idOrIdv);
    if (!(await this.listings.delete(found._id))) throw notFound(NOT_FOUND);
    this.changed('delete', [found._id]);
    await this.recordOrLog(
      run,
      user,
      { idv: found.idv, field: 'eliminado', oldValue: false, newValue: true },
      {
        type: 'Eliminación',
        text: `Vehículo ${found.idv} eliminado de la web`,
        numDeleted: 1,
        deleteIDVs: [found.idv],
      },
    );
    return found;
  }

  private async recordOrLog(
    run: BulkRun | undefined,
    user: string,
    change: LogChange,
    message: Omit<LogMessage, 'id'>,
  ) {
    if (run) await this.runs.record(run, change, message.type === 'Eliminación');
    else await this.log('database', user, message, [change]);
  }

  /** POST /vehicles/bulk-update: precioReserva or publicacionManual of a selection, atomic. */
  async bulkUpdate(ids: readonly string[], field: BulkUpdateField, value: unknown, user: string) {
    const read = await readSelected(this.listings, ids, LABEL);
    const changes: LogChange[] = [];
    const changed: WebListing[] = [];
    for (const row of read) {
      if (sameRow(row[field], value)) continue;
      changes.push({ idv: row.idv, field, oldValue: row[field] ?? null, newValue: value });
      changed.push({ ...row, [field]: value });
    }
    await writeAsRead(this.listings, read, { changed });
    this.changed(
      'update',
      changed.map((row) => row._id),
    );
    const updateIdvs = changed.map((row) => row.idv);
    const entry = fieldUpdateLog(field, value, updateIdvs);
    await this.log('bulk', user, entry, changes);
    return { message: entry.text, count: changed.length, updateIdvs };
  }

  /**
   * POST /vehicles/bulk-update-wp: the selected rows pushed again from the GOmotor sale stock
   * (by idv): their stock fields and flags refreshed, their marketing and discount kept; a row
   * whose vehicle the sale stock no longer has, or has reserved, leaves the web.
   */
  async pushFromSaleStock(ids: readonly string[], user: string) {
    const all = await this.listings.list();
    const picked = pickSelected(all, ids, LABEL);
    const sale = new SaleStock(this.ctx, GOMOTOR_SITE);
    const byIdv = new Map((await sale.vehicles.list()).map((v) => [v.idv, v]));
    const changed: WebListing[] = [];
    const removed = new Set<string>();
    const deleteIDVs: string[] = [];
    for (const row of picked) {
      const vehicle = byIdv.get(row.idv);
      if (!vehicle || vehicle.reservado) {
        removed.add(row._id);
        deleteIDVs.push(row.idv);
        continue;
      }
      const next = pushedRow(vehicle, row);
      if (!sameRow(next, row)) changed.push(next);
    }
    await writeAsRead(this.listings, all, { changed, removed });
    this.changed(
      'update',
      changed.map((row) => row._id),
    );
    this.changed('delete', [...removed]);
    const updateIdvs = changed.map((row) => row.idv);
    const createIDVs: string[] = [];
    const total = all.length - removed.size;
    const message = webSyncText(0, updateIdvs.length, deleteIDVs.length);
    await this.log('webSync', user, {
      type: 'Sincronización web',
      text: message,
      newVehicles: 0,
      numUpdates: updateIdvs.length,
      numDeleted: deleteIDVs.length,
      createIDVs,
      updateIdvs,
      deleteIDVs,
    });
    return { message, createIDVs, updateIdvs, deleteIDVs, total };
  }
}
