// GET /api/app-config (docs/API.md "Console configuration"): what the console
// shows that comes from the server's configuration rather than from its bundle — the fatal
// banner's contact address ({email}), the first of ADMIN_EMAILS. Only values a
// signed-in user may see; behind the token, as that address is the administrator's
// sign-in name.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';

export interface AppConfig {
  /** Who to contact when the console fails ('Contacte con el administrador'). */
  contact: string;
}

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

export const appConfigRoutes: FastifyPluginAsync<ServerContext> = async (app, { config }) => {
  const answer: AppConfig = { contact: config.adminEmails[0] ?? '' };
  app.get('/app-config', { schema: { querystring: noQuery } }, async () => answer);
};
