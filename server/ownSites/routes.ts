// The sale stock API of the own sites (docs/API.md "Own sites"):
// one plugin, configured per site (sites.ts), plus the bulk process record. Bulk operations
// run under the process lock (processLock.ts): a second one at the same time is a 409.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard.js';
import type { ServerContext } from '../context.js';
import { notFound } from '../errors.js';
import { VEHICLE_BODY_LIMIT } from '../limits.js';
import { OWN_SITE_DASHBOARD_FIELDS } from '../../src/domain/ownSites/dashboardFields.js';
import { ListBodies } from '../listBodies.js';
import { jsonArrayInSlices } from '../db/slices.js';
import {
  fieldsQuery,
  idParams,
  jsonWithRaw,
  requestedFields,
  sendJson,
  streamedJson,
  type IdParams,
} from '../schemas.js';
import { logPage, logQuery, type LogQuery } from './log.js';
import {
  BULK_PROCESS_ID,
  acquire,
  listProcesses,
  readProcess,
  release,
  underLock,
} from './processLock.js';
import { SaleStock, type BulkField, type UpdateBody } from './saleStock.js';
import { SALE_VEHICLE_FIELDS, type PriceKind } from './saleVehicle.js';
import {
  PRICE_UPDATES,
  bulkCreateBody,
  bulkPriceBody,
  bulkUpdateBody,
  createBody,
  idOrIdvParams,
  listQuery,
  processBody,
  processParams,
  selectionBody,
  updateBody,
} from './schemas.js';
import { OWN_SITES, type OwnSite } from './sites.js';
import { readFeed } from './webFeed.js';
import { imageRoutes, removeImage, storeImage } from './images.js';
import { sendPage } from '../paging.js';

const VEHICLE_FIELD_NAMES = new Set([...Object.keys(SALE_VEHICLE_FIELDS), '_id', 'publishedAt']);

/** A `?fields=` of the sale stock, each one a sale vehicle's field (else 400). */
const saleFields = (fields: string | undefined, site: OwnSite) =>
  requestedFields(fields, VEHICLE_FIELD_NAMES, `los vehículos de ${site.label}`);

const who = (request: FastifyRequest) => currentUser(request).email;

// How the history names the changes of the bulk actions and of the syncs with the stock.
const BULK = { audit: { action: 'bulk' } } as const;
const SYNC = { audit: { action: 'sync' } } as const;

interface Selection {
  dataSelection: string[];
}

const priceKind = (update: (typeof PRICE_UPDATES)[number]): PriceKind =>
  update === 'contado' || update === 'precios.0.valor' ? 'contado' : 'financiado';

/** What a site's routes share: the site, its stock, its address and how a bulk run is locked. */
interface SiteScope {
  context: ServerContext;
  site: OwnSite;
  stock: SaleStock;
  base: string;
  bulk: <T>(request: FastifyRequest, action: string, work: () => Promise<T>) => Promise<T>;
}

async function siteRoutes(app: FastifyInstance, context: ServerContext, site: OwnSite) {
  const scope: SiteScope = {
    context,
    site,
    stock: new SaleStock(context, site),
    base: `/${site.id}`,
    bulk: (request, action, work) =>
      underLock(context, `${site.label}: ${action}`, who(request), work),
  };
  // Grupo Oliva's list, create, delete, update-db and bulk-create are its channel's routes.
  if (!site.servedByChannel) stockRoutes(app, scope);
  vehicleRoutes(app, scope);
  bulkRoutes(app, scope);
}

/** The list, create, delete, update-db and bulk-create of a site no channel serves. */
function stockRoutes(app: FastifyInstance, { context, site, stock, base, bulk }: SiteScope) {
  const bodies = new ListBodies(stock.vehicles, context.events, [OWN_SITE_DASHBOARD_FIELDS]);
  app.addHook('onListen', async () => void context.activity.inBackground(() => bodies.warm()));
  app.addHook('onClose', async () => bodies.close());
  app.get<{ Querystring: { _id?: string; fields?: string } }>(
    base,
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const fields = saleFields(request.query.fields, site);
      const { _id } = request.query;
      if (_id === undefined) {
        // The stored JSON as it is (10,000 vehicles are not parsed to be sent again), kept
        // until the next change; the dashboard's read is ready at start,
        // so the first visit does not wait for it.
        return bodies.send(request, reply, fields);
      }
      const vehicles = await stock.list(_id);
      if (!fields) return vehicles;
      return vehicles.map((v) =>
        Object.fromEntries(fields.filter((f) => f in v).map((f) => [f, (v as never)[f]])),
      );
    },
  );
  app.post<{ Body: Record<string, unknown> }>(
    base,
    { schema: { body: createBody }, bodyLimit: VEHICLE_BODY_LIMIT },
    async (request, reply) => reply.code(201).send(await stock.create(request.body, who(request))),
  );
  app.delete<{ Params: IdParams }>(
    `${base}/:id`,
    { schema: { params: idParams } },
    async (request) => {
      const removed = await stock.remove(request.params.id, who(request));
      return { message: `Vehículo eliminado de ${site.label}`, _id: removed._id };
    },
  );
  app.get<{ Querystring: { fields?: string } }>(
    `${base}/update-db`,
    { config: SYNC, schema: { querystring: fieldsQuery } },
    async (request, reply) => {
      const fields = saleFields(request.query.fields, site);
      const { updated, ids } = await bulk(request, 'update-db', async () => ({
        updated: await stock.updateDb(who(request)),
        ids: fields ? [] : await stock.vehicles.ids(),
      }));
      // The sale stock after the update, as stored, streamed a slice at a time (60,000 vehicles
      // are 300 MB of JSON; with `?fields=`, as the list projects it): a vehicle changed
      // meanwhile is sent as it is now.
      return sendJson(
        reply,
        streamedJson(
          (vehicles) => jsonWithRaw(updated, { vehicles }),
          fields ? stock.vehicles.listJsonChunks(fields) : jsonArrayInSlices(stock.vehicles, ids),
        ),
      );
    },
  );
  app.post<{ Body: { data: Record<string, unknown>[] } }>(
    `${base}/bulk-create`,
    { schema: { body: bulkCreateBody }, bodyLimit: VEHICLE_BODY_LIMIT },
    async (request) =>
      bulk(request, 'bulk-create', () => stock.bulkCreate(request.body.data, who(request))),
  );
}

/** One vehicle: manual create, read, edit, photo upload, and the site's log. */
function vehicleRoutes(app: FastifyInstance, { context, site, stock, base }: SiteScope) {
  // Manual create on both sites: marca and modelo required, idv optional.
  app.post<{ Body: Record<string, unknown> }>(
    `${base}/new-car`,
    { schema: { body: createBody }, bodyLimit: VEHICLE_BODY_LIMIT },
    async (request, reply) => reply.code(201).send(await stock.create(request.body, who(request))),
  );

  // getIDV: a list whose first item is the vehicle, by idv or by _id.
  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { schema: { params: idOrIdvParams } },
    async (request) => [await stock.find(request.params.id)],
  );

  app.put<{ Params: IdParams; Body: UpdateBody }>(
    `${base}/:id`,
    { schema: { params: idParams, body: updateBody }, bodyLimit: VEHICLE_BODY_LIMIT },
    async (request) => {
      const vehicle = await stock.update(request.params.id, request.body, who(request));
      return { message: 'Vehículo actualizado con éxito', vehicle };
    },
  );

  // A photo from the edit page (multipart field `file`), stored and added to recursos.
  app.post<{ Params: IdParams }>(
    `${base}/:id/images`,
    { schema: { params: idParams } },
    async (request, reply) => {
      const vehicle = await stock.vehicles.get(request.params.id);
      if (!vehicle) throw notFound(`Vehículo no encontrado en ${site.label}`);
      const image = await storeImage(request, context.config, vehicle);
      const updated = await stock
        .addImage(vehicle._id, image, who(request))
        .catch(async (error: unknown) => {
          await removeImage(context.config, image.nombre);
          throw error;
        });
      return reply.code(201).send({ message: 'Imagen subida', vehicle: updated });
    },
  );

  app.get<{ Querystring: LogQuery }>(
    `${base}/log`,
    { schema: { querystring: logQuery } },
    async (request, reply) => {
      const { items, total } = await logPage(context, site.id, request.query);
      return sendPage(reply, items, total);
    },
  );
}

/** The bulk actions and the web syncs, each under the process lock. */
function bulkRoutes(app: FastifyInstance, { context, site, stock, base, bulk }: SiteScope) {
  app.post<{ Body: Selection & { update: BulkField; value: unknown; active?: boolean } }>(
    `${base}/bulk-update`,
    { schema: { body: bulkUpdateBody }, bodyLimit: VEHICLE_BODY_LIMIT, config: BULK },
    async (request) => {
      const { dataSelection, update, value, active } = request.body;
      return bulk(request, 'bulk-update', () =>
        stock.bulkUpdate(dataSelection, update, value, active ?? true, who(request)),
      );
    },
  );

  app.post<{ Body: Selection & { update: (typeof PRICE_UPDATES)[number]; value: number } }>(
    `${base}/bulk-update-price`,
    { schema: { body: bulkPriceBody }, bodyLimit: VEHICLE_BODY_LIMIT },
    async (request) => {
      const { dataSelection, update, value } = request.body;
      return bulk(request, 'bulk-update-price', () =>
        stock.bulkPrice(dataSelection, priceKind(update), value, who(request)),
      );
    },
  );

  app.post<{ Body: Selection }>(
    `${base}/bulk-delete`,
    { schema: { body: selectionBody }, bodyLimit: VEHICLE_BODY_LIMIT, config: BULK },
    async (request) =>
      bulk(request, 'bulk-delete', () =>
        stock.bulkDelete(request.body.dataSelection, who(request)),
      ),
  );

  // 'Sincronización Web' of a selection, and of the whole available stock.
  app.post<{ Body: Selection }>(
    `${base}/bulk-update-wp`,
    { schema: { body: selectionBody }, bodyLimit: VEHICLE_BODY_LIMIT, config: SYNC },
    async (request) =>
      bulk(request, 'bulk-update-wp', () =>
        stock.webSync(request.body.dataSelection, who(request)),
      ),
  );
  app.get(`${base}/woocommerce-sync`, { config: SYNC }, async (request) =>
    bulk(request, 'woocommerce-sync', () => stock.webSync(undefined, who(request))),
  );
  // The feed the last web sync wrote ([] before the first).
  app.get(`${base}/woocommerce-feed`, async () => readFeed(context.config.dataDir, site.id));
}

const processRoutes = (app: FastifyInstance, context: ServerContext) => {
  const known = (id: string) => {
    if (id !== BULK_PROCESS_ID) throw notFound('Proceso no encontrado');
  };
  app.get('/process', async () => listProcesses(context));
  app.get<{ Params: { id: string } }>(
    '/process/:id',
    { schema: { params: processParams } },
    async (request) => {
      known(request.params.id);
      return readProcess(context, request.params.id);
    },
  );
  // active true takes the lock by hand (409 when held); false releases it (a stuck panel).
  app.put<{ Params: { id: string }; Body: { active: boolean } }>(
    '/process/:id',
    { schema: { params: processParams, body: processBody } },
    async (request) => {
      known(request.params.id);
      // Taken by hand: no server's run, so no server's restart frees it (its expiry does).
      if (request.body.active)
        await acquire(context, 'manual', who(request), BULK_PROCESS_ID, null);
      else await release(context);
      return readProcess(context, request.params.id);
    },
  );
};

export const ownSiteRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await imageRoutes(app, context.config);
  processRoutes(app, context);
  for (const site of OWN_SITES) await siteRoutes(app, context, site);
};
