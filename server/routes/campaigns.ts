// GET /api/campaigns (spec 3 §7.1): the campaigns the own sites' bulk action 'Asignar campaña'
// offers (issue 8 reads them here). Creating, editing and deleting campaigns come with the
// campaigns issue; until then the list is the seeded one.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import { CAMPAIGNS } from '../db/collections.js';

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

export const campaignRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const campaigns = db.collection(CAMPAIGNS);
  app.get('/campaigns', { schema: { querystring: noQuery } }, async () => campaigns.list());
};
