// The Quiter side (docs/API.md "Quiter portals" and "Group stock"): a portal's
// feed, the whole group stock and the eight import files. Large answers are cached JSON text.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import { STOCK_VEHICLE_FIELDS } from '../channels/vehicleSchema.js';
import { STOCK_LIST_FIELDS } from '../../src/domain/stock.js';
import { PORTALS } from '../../src/domain/portals.js';
import { badRequest } from '../errors.js';
import { fieldsParam, requestedFields } from '../schemas.js';
import {
  findStockVehicle,
  getGroupStockBody,
  getGroupStockProjection,
  portalFeedBody,
  warmGroupStock,
} from './groupStock.js';
import { importFile } from './importFiles.js';
import { forward, unknownPortal } from './quiterFeed.js';

const portalParams = {
  type: 'object',
  additionalProperties: false,
  required: ['portalId'],
  properties: { portalId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } },
} as const;

interface StockQuery {
  fields?: string;
  idv?: string;
}

/**
 * Vehicles one `?idv=` read may name (docs/API.md "Group stock"; the console asks for 200 at
 * a time). At 40 characters per idv that is an 8 kB address, within Node's 16 kB limit.
 */
const MAX_IDVS_PER_READ = 200;
const IDV = '[A-Za-z0-9_-]{1,40}';

/** `?fields=idv,marca` (a projection) or `?idv=100001,100002` (those vehicles, whole). */
const stockQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fields: fieldsParam,
    idv: {
      type: 'string',
      // Room for one idv too many, so that it hears the count rather than the length.
      maxLength: (MAX_IDVS_PER_READ + 1) * 41,
      pattern: `^${IDV}(,${IDV})*$`,
    },
  },
} as const;

const STOCK_FIELD_NAMES = new Set(Object.keys(STOCK_VEHICLE_FIELDS));

const fileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['fileName'],
  properties: { fileName: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

export const quiterRoutes: FastifyPluginAsync<ServerContext> = async (
  app,
  { config, activity },
) => {
  // Once the server listens, the stock, the Stock Quiter page's fields and the nine portals'
  // feeds the dashboard reads right after a sign-in are made (gzipped too) in the background,
  // giving way to the requests: the first console to open finds them ready.
  if (!config.quiterUrl) {
    const warming = {
      fields: STOCK_LIST_FIELDS,
      portalIds: PORTALS.map((portal) => portal.portalId),
      giveWay: () => activity.quiet(),
    };
    app.addHook(
      'onListen',
      async () => void activity.inBackground(() => warmGroupStock(config, warming)),
    );
  }

  app.get<{ Params: { portalId: string } }>(
    '/quiter/:portalId',
    { schema: { params: portalParams } },
    async (request, reply) => {
      const { portalId } = request.params;
      if (config.quiterUrl) return forward(config.quiterUrl, portalId);
      const body = portalFeedBody(config, portalId);
      if (body === null) throw unknownPortal(portalId);
      return body.send(request, reply);
    },
  );

  app.get<{ Querystring: StockQuery }>(
    '/publishing/api/v1/quiter',
    { schema: { querystring: stockQuery } },
    async (request, reply) => {
      const { fields, idv } = request.query;
      if (idv !== undefined) {
        // Only the named vehicles, whole (what 'Enviar' sends; unknown idvs are left out).
        const wanted = idv.split(',');
        if (wanted.length > MAX_IDVS_PER_READ) {
          throw badRequest(
            `El parámetro de consulta 'idv' admite como máximo ${MAX_IDVS_PER_READ} vehículos por petición`,
          );
        }
        return wanted.flatMap((id) => findStockVehicle(config, id) ?? []);
      }
      const names = requestedFields(fields, STOCK_FIELD_NAMES, 'los vehículos del stock');
      const body = names ? getGroupStockProjection(config, names) : getGroupStockBody(config);
      return body.send(request, reply);
    },
  );

  app.get<{ Params: { fileName: string } }>(
    '/download-json-quiter/:fileName',
    { schema: { params: fileParams } },
    async (request) => importFile(config, request.params.fileName),
  );
};
