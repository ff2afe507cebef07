// The GOmotor web host's routes beyond the channel's list / create / sync (docs/API.md "GOmotor web
// host"), registered on the gomotor channel's plugin, under /gomotor-api. Bulk operations run under
// the bulk process lock (409 while held).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withAudit } from '../audit/scope.js';
import { currentUser } from '../auth/guard.js';
import type { ServerContext } from '../context.js';
import { VEHICLE_BODY_LIMIT } from '../limits.js';
import { underLock } from '../ownSites/processLock.js';
import { SaleStock } from '../ownSites/saleStock.js';
import { idOrIdvParams } from '../ownSites/schemas.js';
import { GOMOTOR_SITE } from '../ownSites/sites.js';
import { jsonArrayInSlices } from '../db/slices.js';
import {
  fieldsQuery,
  idParams,
  jsonWithRaw,
  sendJson,
  streamedJson,
  type IdParams,
} from '../schemas.js';
import { writeAlgoliaIndex } from './algolia.js';
import { webRowFields } from './rows.js';
import { BulkRuns } from './bulkRuns.js';
import {
  bulkUpdateBody,
  runFinishBody,
  runQuery,
  runStartBody,
  selectionBody,
  webUpdateBody,
  type BulkUpdateField,
  type RunAction,
  type RunMode,
  type RunQuery,
  type WebUpdate,
} from './schemas.js';
import { readWebSettings } from './settings.js';
import { LABEL, WebHost } from './webHost.js';

const who = (request: FastifyRequest) => currentUser(request).email;

// How the history names the changes of the bulk actions and of the syncs with the sale stock.
const BULK = { audit: { action: 'bulk' } } as const;
const SYNC = { audit: { action: 'sync' } } as const;

/** A change made as part of a bulk run: its history entry carries the run's id. */
const inRun = <T>(run: string | undefined, work: () => Promise<T>): Promise<T> =>
  run ? withAudit({ action: 'bulk', runId: run }, work) : work();

interface Selection {
  dataSelection: string[];
}

export async function webStockRoutes(app: FastifyInstance, context: ServerContext) {
  const runs = new BulkRuns(context);
  const host = new WebHost(context, runs);
  const bulk = <T>(request: FastifyRequest, action: string, work: () => Promise<T>) =>
    underLock(context, `${LABEL} web: ${action}`, who(request), work);

  // A list whose first item has disclaimerMessages.
  app.get('/settings', async () => [await readWebSettings(context)]);

  app.put<{ Params: { id: string }; Querystring: RunQuery; Body: WebUpdate }>(
    '/algolia/vehicles/:id',
    { schema: { params: idOrIdvParams, querystring: runQuery, body: webUpdateBody } },
    async (request) => {
      const { id } = request.params;
      const { run } = request.query;
      const vehicle = await inRun(run, () => host.update(id, request.body, who(request), run));
      return { message: 'Vehículo actualizado con éxito', vehicle };
    },
  );

  // By _id only, as every channel's delete (docs/API.md "Channels").
  app.delete<{ Params: IdParams; Querystring: RunQuery }>(
    '/algolia/vehicles/:id',
    { schema: { params: idParams, querystring: runQuery } },
    async (request) => {
      const { run } = request.query;
      const removed = await inRun(run, () => host.remove(request.params.id, who(request), run));
      return { message: `Vehículo eliminado de ${LABEL}`, _id: removed._id };
    },
  );

  app.post<{ Body: Selection & { update: BulkUpdateField; value: unknown } }>(
    '/vehicles/bulk-update',
    { schema: { body: bulkUpdateBody }, bodyLimit: VEHICLE_BODY_LIMIT, config: BULK },
    async (request) => {
      const { dataSelection, update, value } = request.body;
      return bulk(request, 'bulk-update', () =>
        host.bulkUpdate(dataSelection, update, value, who(request)),
      );
    },
  );

  app.post<{ Body: Selection }>(
    '/vehicles/bulk-update-wp',
    { schema: { body: selectionBody }, bodyLimit: VEHICLE_BODY_LIMIT, config: SYNC },
    async (request) =>
      bulk(request, 'bulk-update-wp', () =>
        host.pushFromSaleStock(request.body.dataSelection, who(request)),
      ),
  );

  // 'ACTUALIZAR DDBB' on /gomotor (answers data.vehicles): the sale stock's
  // update-db, then its available stock written to the web (as woocommerce-sync does).
  app.get<{ Querystring: { fields?: string } }>(
    '/vehicles/sync-manually',
    { config: SYNC, schema: { querystring: fieldsQuery } },
    async (request, reply) => {
      const fields = webRowFields(request.query.fields);
      const { message, ids } = await bulk(request, 'sync-manually', async () => {
        const sale = new SaleStock(context, GOMOTOR_SITE);
        const updated = await sale.updateDb(who(request));
        const synced = await sale.webSync(undefined, who(request));
        const message = `${updated.message}. ${synced.message}`;
        return { message, ids: fields ? [] : await host.listings.ids() };
      });
      // The rows as stored, not parsed and serialised again, streamed a slice at a time (tens
      // of thousands of vehicles; with `?fields=`, as the list projects them): a row changed
      // meanwhile is sent as it is now.
      return sendJson(
        reply,
        streamedJson(
          (vehicles) => jsonWithRaw({ message }, { data: jsonWithRaw({}, { vehicles }) }),
          fields ? host.listings.listJsonChunks(fields) : jsonArrayInSlices(host.listings, ids),
        ),
      );
    },
  );

  // 'Sincronización Web' on /gomotor: the web's search index rebuilt from the rows.
  app.get('/vehicles/algolia/sync', async (request) => {
    const count = await writeAlgoliaIndex(context.config.dataDir, await host.listings.list());
    const message = `Índice de búsqueda de la web reconstruido: ${count} ${count === 1 ? 'vehículo' : 'vehículos'}`;
    await host.log('webSync', who(request), {
      type: 'Sincronización web',
      text: message,
      numUpdates: count,
    });
    return { message, count };
  });

  app.post<{ Body: { action: RunAction; mode: RunMode; total: number } }>(
    '/vehicles/bulk-runs',
    { schema: { body: runStartBody } },
    async (request, reply) => {
      const { action, mode, total } = request.body;
      return reply.code(201).send(await runs.start(action, mode, total, who(request)));
    },
  );

  app.post<{ Params: IdParams; Body: { failed: { idv: string; message: string }[] } }>(
    '/vehicles/bulk-runs/:id/finish',
    { schema: { params: idParams, body: runFinishBody }, bodyLimit: VEHICLE_BODY_LIMIT },
    async (request) => runs.finish(request.params.id, request.body.failed, who(request)),
  );
}
