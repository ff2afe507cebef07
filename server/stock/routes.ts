// The group's databases (docs/API.md "Group stock"): the stock database
// (GET/POST /quiter), the general database (GET /vehiculos[/{idv}]) and the sync records.
import type { FastifyPluginAsync } from 'fastify';
import { PORTALS } from '../../src/domain/portals.js';
import type { ServerContext } from '../context.js';
import { QUITER_STOCK, VEHICULOS } from '../db/collections.js';
import { STOCK_VEHICLE_FIELDS } from '../channels/vehicleSchema.js';
import { notFound } from '../errors.js';
import { fieldsParam, fieldsQuery, idvParams, requestedFields, sendJson } from '../schemas.js';
import { SYNCS } from '../syncRecords.js';
import { saveAllPortals, savePortal } from './stockDatabase.js';

const portalQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { portalId: { type: 'string', enum: PORTALS.map((p) => p.portalId) } },
} as const;

const stockDbQuery = {
  ...portalQuery,
  properties: { ...portalQuery.properties, fields: fieldsParam },
} as const;

/** The fields a stored vehicle may have: the stock vehicle's, and where it was saved from. */
const DOC_FIELDS = new Set([...Object.keys(STOCK_VEHICLE_FIELDS), 'portalId', 'savedAt']);

const projection = (fields: string | undefined) =>
  requestedFields(fields, DOC_FIELDS, 'los vehículos');

const syncParams = {
  type: 'object',
  additionalProperties: false,
  required: ['dbName'],
  properties: { dbName: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' } },
} as const;

type PortalQuery = { Querystring: { portalId?: string } };

export const stockRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const stock = context.db.collection(QUITER_STOCK);
  const general = context.db.collection(VEHICULOS);
  const syncs = context.db.collection(SYNCS);

  // Whole collections answer their stored JSON as it is: no parse and re-serialise of
  // thousands of vehicles (44 MB for the 10,000 of the benchmark).

  app.get<{ Querystring: { portalId?: string; fields?: string } }>(
    '/quiter',
    { schema: { querystring: stockDbQuery } },
    async (request, reply) => {
      const { portalId, fields } = request.query;
      const text = await stock.listJson(
        portalId ? { where: { portalId } } : {},
        projection(fields),
      );
      return sendJson(reply, text);
    },
  );

  app.post<PortalQuery>('/quiter', { schema: { querystring: portalQuery } }, async (request) => {
    const { portalId } = request.query;
    return portalId ? savePortal(context, portalId) : saveAllPortals(context);
  });

  app.get<{ Querystring: { fields?: string } }>(
    '/vehiculos',
    { schema: { querystring: fieldsQuery } },
    async (request, reply) =>
      sendJson(reply, await general.listJson({}, projection(request.query.fields))),
  );

  app.get<{ Params: { idv: string } }>(
    '/vehiculos/:idv',
    { schema: { params: idvParams } },
    async (request) => {
      const vehicle = await general.findOne('idv', request.params.idv);
      if (!vehicle) throw notFound();
      return vehicle;
    },
  );

  app.get<{ Params: { dbName: string } }>(
    '/records/syncs/:dbName',
    { schema: { params: syncParams } },
    async (request) =>
      syncs.list({
        where: { dbName: request.params.dbName },
        sort: { field: 'createdAt', direction: 'desc' },
      }),
  );
};
