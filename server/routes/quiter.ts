// The Quiter side (spec 1 §7; docs/API.md "Quiter portals" and "Group stock"): a portal's
// feed, the whole group stock and the eight import files. Large answers are cached JSON text.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ServerContext } from '../context.js';
import { getGroupStockJson, portalFeedJson } from '../stock/groupStock.js';
import { importFile } from '../stock/importFiles.js';
import { forward, unknownPortal } from '../stock/quiterFeed.js';

const portalParams = {
  type: 'object',
  additionalProperties: false,
  required: ['portalId'],
  properties: { portalId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } },
} as const;

const fileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['fileName'],
  properties: { fileName: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

export const quiterRoutes: FastifyPluginAsync<ServerContext> = async (app, { config }) => {
  // Serialised at start, not on the first request: the stock page's first load stays fast
  // even with the 10,000-vehicle benchmark stock (issue 3 §6).
  getGroupStockJson(config);

  app.get<{ Params: { portalId: string } }>(
    '/quiter/:portalId',
    { schema: { params: portalParams } },
    async (request, reply) => {
      const { portalId } = request.params;
      if (config.quiterUrl) return forward(config.quiterUrl, portalId);
      const json = portalFeedJson(config, portalId);
      if (json === null) throw unknownPortal(portalId);
      return sendJson(reply, json);
    },
  );

  app.get('/publishing/api/v1/quiter', async (_request, reply) =>
    sendJson(reply, getGroupStockJson(config)),
  );

  app.get<{ Params: { fileName: string } }>(
    '/download-json-quiter/:fileName',
    { schema: { params: fileParams } },
    async (request) => importFile(config, request.params.fileName),
  );
};
