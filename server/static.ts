// Serves the built console and falls back to index.html for console routes, so a reload on
// /dashboard or /quiter/U97 works (DESIGN "Base URLs"). API paths get JSON 404s instead.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, MESSAGES } from './errors.js';
import { shared } from './shared-plugin.js';

const NOT_CONSOLE = ['/api', '/socket.io', '/gomotor-api', '/provider-api', '/demo-images'];

export const NO_BUILD_TEXT =
  'Multipublicador: la API está en marcha, pero la consola no está compilada.\n' +
  'Ejecute `npm run build` (o `npm start`, que compila y arranca) y vuelva a cargar esta página.\n';

function isConsoleRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (NOT_CONSOLE.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  // A missing asset (e.g. an old /assets/index-abc.js) is a 404, not the app shell.
  return !/\.[A-Za-z0-9]{1,8}$/.test(path);
}

export const consolePlugin = shared<{ staticDir: string }>(async (app, { staticDir }) => {
  const hasConsole = existsSync(join(staticDir, 'index.html'));

  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: staticDir,
      setHeaders: (reply, file) => {
        // Hashed assets never change; the shell must be revalidated to pick up a new build.
        reply.header(
          'cache-control',
          file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  } else {
    app.get('/', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NO_BUILD_TEXT),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasConsole && isConsoleRoute(request)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send(errorBody(MESSAGES[404]));
  });
});
