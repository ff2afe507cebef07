// The GOmotor sale stock's web sync writing the web host (ownSites/saleStock.ts webSync;
// docs/API.md "GOmotor web host"): the selection, or the whole available stock, becomes web
// rows (rows.ts pushedRow: refreshed, marketing and discount kept). Only the rows that change
// are written, all or nothing, and only if none was edited since read (a PUT of /gomotor
// meanwhile): then 409 and nothing is written, instead of losing that edit.
import type { ServerContext } from '../context.js';
import { ConflictError, type NewDoc } from '../db/index.js';
import { conflict } from '../errors.js';
import { vehicleCount } from '../channels/listingStore.js';
import type { SaleVehicle } from '../ownSites/saleVehicle.js';
import { pushedRow, sameRow, webListings, type WebListing } from './rows.js';

type Ctx = Pick<ServerContext, 'db' | 'events'>;

/**
 * With `selection` (sale stock _ids), those vehicles only: available ones pushed, reserved
 * ones taken off; without, the web becomes the whole available stock (the rest taken off).
 */
export async function writeWebRows(
  ctx: Ctx,
  stock: readonly SaleVehicle[],
  selection?: ReadonlySet<string>,
): Promise<void> {
  const host = ctx.db.collection(webListings);
  const listed = await host.list();
  const byIdv = new Map(listed.map((row) => [row.idv, row]));
  const kept = new Set<string>();
  const put: { before: WebListing; after: WebListing }[] = [];
  const add: NewDoc<WebListing>[] = [];
  const publishedAt = new Date().toISOString();
  for (const vehicle of stock) {
    if (selection && !selection.has(vehicle._id)) continue;
    if (vehicle.reservado) continue;
    const before = byIdv.get(vehicle.idv);
    const after = pushedRow(vehicle, before, publishedAt);
    if (!before) add.push(after);
    else {
      kept.add(before._id);
      if (!sameRow(before, after)) put.push({ before, after });
    }
  }
  const saleIdByIdv = new Map(stock.map((v) => [v.idv, v._id]));
  const inScope = (row: WebListing) => !selection || selection.has(saleIdByIdv.get(row.idv) ?? '');
  const remove = listed.filter((row) => !kept.has(row._id) && inScope(row));
  try {
    const written = await host.writeBatch({ put, remove, add });
    const changed = (action: 'create' | 'update' | 'delete', ids: string[]) => {
      if (ids.length) ctx.events.changed(host.name, action, ids);
    };
    changed(
      'update',
      written.put.map((row) => row._id),
    );
    changed('delete', written.removed);
    changed(
      'create',
      written.added.map((row) => row._id),
    );
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const idvById = new Map(listed.map((row) => [row._id, row.idv]));
    const idvs = error.ids.map((id) => idvById.get(id) ?? id);
    throw conflict(
      `Mientras se sincronizaba la web, otra persona cambió ${vehicleCount(idvs.length)} (${idvs.slice(0, 10).join(', ')}); no se ha cambiado nada. Vuelva a intentarlo.`,
    );
  }
}
