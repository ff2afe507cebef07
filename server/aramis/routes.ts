// The panel of Aramis Francia on the reference API (docs/API.md "Aramis Francia"): the paged list,
// one record, its edit, the supplier CSV, 'Actualizar stock', 'Eliminar stock' and their log.
// Registered by the aramis channel module (its extraRoutes), over the same listings collection the
// channel's list / create / delete / sync use.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  planAramisStockUpdate,
  type AramisListing,
  type AramisRecord,
} from '../../src/domain/aramis.js';
import type { ListingRouteContext } from '../channels/listingChannel.js';
import { vehicleCount } from '../channels/listingStore.js';
import { ConflictError, type Collection } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import { logPage, logQuery, type LogQuery } from '../ownSites/log.js';
import { pageRange, sendPage, TOTAL_HEADER } from '../paging.js';
import { idParams, type IdParams } from '../schemas.js';
import { getGroupStock } from '../stock/groupStock.js';
import { currentUser } from '../auth/guard.js';
import { ARAMIS_CSV_NAME } from './csv.js';
import { AramisListingCache } from './listingCache.js';
import { ARAMIS_LABEL, ARAMIS_SITE, logAramisRun } from './log.js';
import {
  ARAMIS_MAX_PAGE,
  ARAMIS_PAGE_SIZE,
  panelPage,
  panelQuerySchema,
  type PanelQuery,
} from './panelQuery.js';
import {
  aramisPatchBody,
  aramisPutBody,
  csvQuery,
  dropBody,
  dropQuery,
  updateStockBody,
  type DropQuery,
} from './schemas.js';

export const ARAMIS_PANEL_PATH = '/aramis-francia';
const ARAMIS_V1_PATH = '/publishing/api/v1/aramis/vehicles';

const NOT_FOUND = `Vehículo no encontrado en ${ARAMIS_LABEL}`;

const counted = (n: number, singular: string, plural: string) =>
  `${n} ${n === 1 ? singular : plural}`;

/** 'Stock actualizado: 3 añadidos, 1 actualizado, 0 eliminados'. */
const updateStockMessage = (added: number, updated: number, removed: number) =>
  `Stock actualizado: ${counted(added, 'añadido', 'añadidos')}, ${counted(updated, 'actualizado', 'actualizados')}, ${counted(removed, 'eliminado', 'eliminados')}`;

/** `Accept: application/json` without text/csv: a program asking for the run, not the file. */
const wantsJsonOnly = (accept = '') =>
  accept.includes('application/json') && !accept.includes('text/csv');

/** What the panel's routes share: the listings, and how a change is told to open pages. */
interface Panel {
  context: ListingRouteContext<AramisRecord>['context'];
  listings: Collection<AramisListing>;
  changed: (action: 'create' | 'update' | 'delete', ids: string[]) => void;
}

export async function aramisPanelRoutes(
  app: FastifyInstance,
  { context, store, feed }: ListingRouteContext<AramisRecord>,
): Promise<void> {
  if (!feed) throw new Error('Aramis Francia: its CSV is its feed (server/channels/aramis.ts)');
  // The store's collection, read as what it holds: supplier records with _id and date.
  const listings = store.listings as unknown as Collection<AramisListing>;
  const cache = new AramisListingCache(listings, context.events);
  app.addHook('onClose', async () => cache.close());
  const panel: Panel = {
    context,
    listings,
    changed: (action, ids) => {
      if (ids.length) context.events.changed(listings.name, action, ids);
    },
  };
  readRoutes(app, panel, cache, feed);
  editRoutes(app, panel);
  stockRoutes(app, panel);
}

/** The paged list, the supplier CSV, the log and one record. */
function readRoutes(
  app: FastifyInstance,
  { context, listings }: Panel,
  cache: AramisListingCache,
  feed: NonNullable<ListingRouteContext<AramisRecord>['feed']>,
) {
  app.get<{ Querystring: PanelQuery }>(
    ARAMIS_PANEL_PATH,
    { schema: { querystring: panelQuerySchema } },
    async (request, reply) => {
      const range = pageRange(request.query, {
        pageSize: ARAMIS_PAGE_SIZE,
        max: ARAMIS_MAX_PAGE,
        noun: 'vehículos',
      });
      const { items, total } = panelPage(await cache.all(), request.query, range);
      return sendPage(reply, items, total);
    },
  );

  // 'Generar CSV' (GET /aramis-francia/csv): the channel's feed written by the feed
  // framework (its file, record, log entry and notification); the answer is the file itself,
  // or the run as JSON for a caller that asks for JSON only (the channel card's menu).
  app.get<{ Querystring: { download?: '1' } }>(
    `${ARAMIS_PANEL_PATH}/csv`,
    { schema: { querystring: csvQuery }, exposeHeadRoute: false },
    async (request, reply) => {
      const run = await feed.generate(currentUser(request).email);
      if (wantsJsonOnly(request.headers.accept)) {
        return { message: run.message, count: run.count, files: run.files };
      }
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `${disposition}; filename="${ARAMIS_CSV_NAME}"`)
          .header('Cache-Control', 'no-store')
          // How many vehicles, for the console's message (a row may span lines).
          .header('Access-Control-Expose-Headers', TOTAL_HEADER)
          .header(TOTAL_HEADER, run.count)
          .send(run.contents[0] ?? '')
      );
    },
  );

  app.get<{ Querystring: LogQuery }>(
    `${ARAMIS_PANEL_PATH}/log`,
    { schema: { querystring: logQuery } },
    async (request, reply) => {
      const { items, total } = await logPage(context, ARAMIS_SITE, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get<{ Params: IdParams }>(
    `${ARAMIS_PANEL_PATH}/:id`,
    { schema: { params: idParams } },
    async (request) => {
      const listing = await listings.get(request.params.id);
      if (!listing) throw notFound(NOT_FOUND);
      return listing;
    },
  );
}

/** The inline edit (PATCH) and the whole record's edit (PUT). */
function editRoutes(app: FastifyInstance, { listings, changed }: Panel) {
  app.patch<{ Params: IdParams; Body: Partial<AramisRecord> }>(
    `${ARAMIS_PANEL_PATH}/:id`,
    { schema: { params: idParams, body: aramisPatchBody } },
    async (request) => {
      const updated = await listings.update(request.params.id, request.body);
      if (!updated) throw notFound(NOT_FOUND);
      changed('update', [updated._id]);
      return updated;
    },
  );

  app.put<{ Params: IdParams; Body: AramisRecord }>(
    `${ARAMIS_PANEL_PATH}/:id`,
    { schema: { params: idParams, body: aramisPutBody } },
    async (request) => {
      const body = request.body;
      const updated = await listings.apply(request.params.id, (listing) => {
        // vehicle_id is the idv the record stands for: another one is another vehicle.
        if (body.vehicle_id !== listing.vehicle_id) {
          throw conflict(
            `El vehicle_id de un vehículo de ${ARAMIS_LABEL} no se puede cambiar (${listing.vehicle_id})`,
          );
        }
        return { ...body, _id: listing._id, publishedAt: listing.publishedAt };
      });
      if (!updated) throw notFound(NOT_FOUND);
      changed('update', [updated._id]);
      return updated;
    },
  );
}

// How the history names the changes of the stock update and of the drop.
const SYNC = { audit: { action: 'sync' } } as const;
const BULK = { audit: { action: 'bulk' } } as const;

/** 'Actualizar stock': reconciles the supplier stock with the group stock. */
async function updateStock({ context, listings, changed }: Panel, request: FastifyRequest) {
  const plan = planAramisStockUpdate(await listings.list(), getGroupStock(context.config));
  const publishedAt = new Date().toISOString();
  let written;
  try {
    written = await listings.writeBatch({
      put: plan.update,
      remove: plan.remove,
      add: plan.add.map((record) => ({ ...record, publishedAt })),
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw conflict(
      `El stock de ${ARAMIS_LABEL} ha cambiado mientras se actualizaba: vuelve a intentarlo`,
    );
  }
  changed(
    'create',
    written.added.map((doc) => doc._id),
  );
  changed(
    'update',
    written.put.map((doc) => doc._id),
  );
  changed('delete', written.removed);
  const [added, updated, removed] = [
    written.added.length,
    written.put.length,
    written.removed.length,
  ];
  const message = updateStockMessage(added, updated, removed);
  await logAramisRun(context, request, 'update-stock', {
    text: message,
    newVehicles: added,
    numUpdates: updated,
    numDeleted: removed,
    createIDVs: written.added.map((doc) => doc.vehicle_id),
    updateIdvs: written.put.map((doc) => doc.vehicle_id),
    deleteIDVs: plan.remove.map((doc) => doc.vehicle_id),
  });
  return { message, added, updated, removed, kept: plan.kept.length };
}

/**
 * 'Eliminar stock': empties the supplier stock. `count` is the count the user confirmed: if
 * the stock has changed since, the user confirmed something else (409).
 */
async function dropStock(
  { listings, changed, context }: Panel,
  request: FastifyRequest,
  count: number | undefined,
) {
  const all = await listings.list();
  if (count !== undefined && all.length !== count) {
    throw conflict(
      `El stock de ${ARAMIS_LABEL} tiene ahora ${vehicleCount(all.length)}, no ${count}: confirma de nuevo`,
    );
  }
  let removed: string[];
  try {
    removed = (await listings.writeBatch({ remove: all })).removed;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw conflict(`El stock de ${ARAMIS_LABEL} ha cambiado: confirma de nuevo`);
  }
  changed('delete', removed);
  const message = `Stock eliminado: ${vehicleCount(removed.length)}`;
  await logAramisRun(context, request, 'drop', {
    text: message,
    numDeleted: removed.length,
    deleteIDVs: all.map((doc) => doc.vehicle_id),
  });
  return { message, count: removed.length };
}

/** 'Actualizar stock' and 'Eliminar stock', as the service's GETs and the older POSTs. */
function stockRoutes(app: FastifyInstance, panel: Panel) {
  const { listings } = panel;
  // The service's calls are GETs (.../update-stock, .../drop); POST is kept for older consoles.
  // The button sends no body; one with fields is refused by the schema.
  app.get(`${ARAMIS_V1_PATH}/update-stock`, { config: SYNC }, async (request) =>
    updateStock(panel, request),
  );
  app.post(
    `${ARAMIS_V1_PATH}/update-stock`,
    {
      schema: { body: updateStockBody },
      config: SYNC,
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => updateStock(panel, request),
  );

  // As the other channels' drops (server/feeds/drop.ts): without `?confirm=true` it only says
  // what it would remove, so a prefetch deletes nothing; `count` is the number confirmed.
  app.get<{ Querystring: DropQuery }>(
    `${ARAMIS_V1_PATH}/drop`,
    { schema: { querystring: dropQuery }, exposeHeadRoute: false, config: BULK },
    async (request) => {
      const { confirm, count } = request.query;
      if (confirm !== 'true') {
        const total = await listings.count();
        return {
          message: `Se eliminarán ${vehicleCount(total)} de ${ARAMIS_LABEL}`,
          count: total,
          confirmed: false,
        };
      }
      const dropped = await dropStock(
        panel,
        request,
        count === undefined ? undefined : Number(count),
      );
      return { ...dropped, confirmed: true };
    },
  );
  app.post<{ Body: { count: number } }>(
    `${ARAMIS_V1_PATH}/drop`,
    { schema: { body: dropBody }, config: BULK },
    async (request) => dropStock(panel, request, request.body.count),
  );
}
