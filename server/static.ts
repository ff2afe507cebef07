// Serves the built console and falls back to index.html for console routes, so a reload on
// /dashboard or /quiter/U97 works. API paths get JSON 404s instead.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, MESSAGES } from './errors.js';
import fp from 'fastify-plugin';

const NOT_CONSOLE = ['/api', '/socket.io', '/gomotor-api', '/provider-api', '/demo-images'];

const NO_BUILD_TEXT =
  'Multipublicador: la API está en marcha, pero la consola no está compilada.\n' +
  'Ejecute `npm run build` (o `npm start`, que compila y arranca) y vuelva a cargar esta página.\n';

/**
 * A path no file and no console route can have: a '.' or '..' segment, a dotfile, an empty
 * segment ('//'), a NUL or a backslash, written plainly or %-encoded: a 404, never a 403 that
 * says it exists.
 */
function isUnservablePath(url: string): boolean {
  const raw = url.split('?')[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return (
    /(^|[/\\])\./.test(path) || path.includes('//') || path.includes('\0') || path.includes('\\')
  );
}

/** The route @fastify/static declares for the built files: whatever no other route takes. */
const FILES_ROUTE = '/*';

/** Not under the API's or the sockets' prefixes: the built console's files and routes. */
function isConsolePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !NOT_CONSOLE.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function isConsoleRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (!isConsolePath(path)) return false;
  // A missing asset (e.g. an old /assets/index-abc.js) is a 404, not the app shell.
  return !/\.[A-Za-z0-9]{1,8}$/.test(path);
}

export const consolePlugin = fp<{ staticDir: string }>(async (app, { staticDir }) => {
  const hasConsole = existsSync(join(staticDir, 'index.html'));

  app.addHook('onRequest', async (request, reply) => {
    // API routes answer their own 400s and 404s (their parameters have schemas). A request
    // that reached the files' route is no API route's: under an API prefix, or a path no file
    // can have, it is a 404 here, before the file server refuses it with a 403.
    const toFiles = request.routeOptions.url === FILES_ROUTE;
    const unservable = (toFiles || isConsolePath(request.url)) && isUnservablePath(request.url);
    if (unservable || (toFiles && !isConsolePath(request.url))) {
      return reply.code(404).send(errorBody(MESSAGES[404]));
    }
  });

  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // A dotfile that slipped into the build is not served (and not confirmed with a 403).
      dotfiles: 'ignore',
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
