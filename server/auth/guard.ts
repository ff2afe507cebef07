// Every route under /api (and /gomotor-api, /provider-api) needs a valid x-access-token, except
// routes declared `config: { public: true }` (sign-in, health, the public image files). Deny by
// default: a new route is protected.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { forbidden, unauthorized } from '../errors.js';
import fp from 'fastify-plugin';
import type { AuthUser } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the token hook on every protected request. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
  }
}

/** The API bases: the group's API, the GOmotor site's own host, the provider proxy. */
const API_BASES = ['/api', '/gomotor-api', '/provider-api'];

const isApiPath = (url: string): boolean =>
  API_BASES.some(
    (base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`),
  );

export const authGuardPlugin = fp<ServerContext>(async (app, { tokens }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // The matched route's pattern, not only the raw URL: the router decodes %xx escapes.
    const protectedPath = isApiPath(request.routeOptions.url ?? '') || isApiPath(request.url);
    if (!protectedPath || request.routeOptions.config.public) return;
    const user = await tokens.verify(request.headers['x-access-token']);
    if (!user) throw unauthorized();
    request.user = user;
  });
});

/** The signed-in user of a protected route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** onRequest hook for administrator-only routes (ADMIN_EMAILS, checked on the server). */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!currentUser(request).isAdmin) throw forbidden();
}
