// GET /api/quiter/:portalId (spec 1 §7; docs/API.md "Quiter portals"): the stock feed of one
// portal. With QUITER_URL the real system answers; without it, the deterministic demo feed.
import type { FastifyPluginAsync } from 'fastify';
import type { QuiterFeed } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import { portalFeed } from '../seed/stock.js';

const UPSTREAM_TIMEOUT_MS = 20_000;

const portalParams = {
  type: 'object',
  additionalProperties: false,
  required: ['portalId'],
  properties: { portalId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } },
} as const;

/** An error answer readable both as a Quiter error and as an API error. */
const quiterError = (status: number, tipoError: string, mensajeError: string) =>
  new HttpError(status, mensajeError, { tipoError, mensajeError });

async function forward(quiterUrl: string, portalId: string): Promise<unknown> {
  const unreachable = (detail: string) =>
    quiterError(
      502,
      'ERROR_COMUNICACION',
      `No se ha podido consultar Quiter para el portal ${portalId}: ${detail}`,
    );
  let response: Response;
  try {
    response = await fetch(`${quiterUrl}/${encodeURIComponent(portalId)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    const timeout = (error as Error).name === 'TimeoutError';
    throw unreachable(timeout ? 'tiempo de espera agotado' : 'sin conexión');
  }
  // Never pass Quiter's own 401/403 through: the console would take them for its session.
  if (!response.ok) throw unreachable(`respuesta ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw unreachable('la respuesta no es JSON');
  }
}

export const quiterRoutes: FastifyPluginAsync<ServerContext> = async (app, { config }) => {
  app.get<{ Params: { portalId: string } }>(
    '/quiter/:portalId',
    { schema: { params: portalParams } },
    async (request): Promise<unknown> => {
      const { portalId } = request.params;
      if (config.quiterUrl) return forward(config.quiterUrl, portalId);
      const feed: QuiterFeed | null = portalFeed(portalId);
      if (!feed) throw quiterError(404, 'PORTAL_DESCONOCIDO', `El portal '${portalId}' no existe`);
      return feed;
    },
  );
};
