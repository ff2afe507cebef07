import type { FastifyPluginAsync } from 'fastify';
import type { RequestActivity } from '../requestActivity.js';

/**
 * GET /api/health, public: `ready` once the caches a start makes in the background are made
 * (the stock, the channels' keys, the report's listings): a balancer or a benchmark may wait
 * for it; the server answers every route before it too.
 */
export const healthRoutes: FastifyPluginAsync<{ activity: RequestActivity }> = async (
  app,
  { activity },
) => {
  app.get('/health', { config: { public: true } }, async () => ({
    status: 'ok',
    ready: !activity.warming,
  }));
};
