// Security headers on every answer, console and API alike, as @fastify/helmet sets them.
// The Content-Security-Policy allows only what the console loads:
// - scripts: its own files (the Vite build has no inline script; index.html neither);
// - styles: its own, plus inline ones — MUI's emotion injects <style> elements at run time
//   and React renders style attributes;
// - images: its own (the demo photos under /demo-images), data: and blob: URLs, and https
//   photos, since the real stock's photos come from the stock system's image host;
// - connections: the API on the same origin and socket.io's websocket to the same host
//   (ws:/wss: are named explicitly for browsers whose 'self' does not cover them);
// - fonts: its own and data: (it ships none today; MUI uses the system fonts);
// - nothing may frame it (frame-ancestors 'none', X-Frame-Options: DENY), no plugins, no
//   <base> or form target elsewhere. No 'upgrade-insecure-requests': a plain-HTTP deployment
//   on an intranet address must keep working; HSTS only when the server speaks HTTPS.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { Config } from './config.js';
import fp from 'fastify-plugin';

/** A Host header that is a plain host name or address with an optional port, and nothing else. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** connect-src: same origin, and the websocket URLs of the host the page was loaded from. */
function connectSources(host: string | undefined): string[] {
  if (!host || !HOST.test(host)) return ["'self'"];
  return ["'self'", `ws://${host}`, `wss://${host}`];
}

const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

type SecurityConfig = Pick<Config, 'tlsCertFile'>;

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

// @fastify/helmet hands on helmet's CSP middleware on its default export (its type
// declarations place it elsewhere, so it is typed here as used).
const { contentSecurityPolicy } = helmet as unknown as {
  contentSecurityPolicy: (options: {
    useDefaults: boolean;
    directives: typeof cspDirectives;
  }) => Middleware;
};

/** HSTS only when the server speaks HTTPS (a plain-HTTP intranet address must keep working). */
const HSTS_MAX_AGE = 15_552_000;

const cspDirectives = {
  ...CSP_DIRECTIVES,
  'connect-src': [(request: IncomingMessage) => connectSources(request.headers.host).join(' ')],
};

/**
 * The @fastify/helmet options the headers below stand for (tests/api/headers.test.ts registers
 * @fastify/helmet with them and compares its answer with ours).
 */
export const helmetOptions = (config: SecurityConfig) =>
  ({
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.tlsCertFile ? { maxAge: HSTS_MAX_AGE } : false,
    // The console loads nothing cross-origin that would need opting in.
    crossOriginEmbedderPolicy: false,
  }) as const;

/**
 * Every answer's headers, from one middleware made at start: @fastify/helmet would build
 * helmet's middleware again for every request (parsing the CSP directives each time), a
 * noticeable share of a small answer's cost under load.
 */
export const securityPlugin = fp<{ config: SecurityConfig }>(async (app, { config }) => {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
});

/**
 * The security headers helmet sets with the options above: the CSP by helmet's own middleware
 * with the directives above, the others fixed. Fastify's answers and those socket.io writes
 * itself (its polling requests never reach Fastify) both get them; tests/api/headers.test.ts
 * checks them on every kind of answer.
 */
export function securityHeaders(config: SecurityConfig): Middleware {
  const csp = contentSecurityPolicy({ useDefaults: false, directives: cspDirectives });
  const fixed = Object.entries({
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(config.tlsCertFile
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE}; includeSubDomains` }
      : {}),
  });
  // The CSP varies only with the Host header (connect-src): helmet's middleware writes it once
  // per host, and the text is reused. Hosts are the client's to choose, so only a few are kept.
  const cspByHost = new Map<string, string>();
  const cspOf = (request: IncomingMessage): string | undefined => {
    const host = request.headers.host ?? '';
    let value = cspByHost.get(host);
    if (value === undefined) {
      const writer = { setHeader: (_name: string, text: string) => (value = text) };
      csp(request, writer as unknown as ServerResponse, () => undefined);
      if (value === undefined) return undefined;
      if (cspByHost.size >= MAX_CSP_HOSTS) cspByHost.clear();
      cspByHost.set(host, value);
    }
    return value;
  };
  return (request, response, next) => {
    for (const [name, value] of fixed) response.setHeader(name, value);
    const policy = cspOf(request);
    if (policy === undefined) return csp(request, response, next);
    response.setHeader('content-security-policy', policy);
    next();
  };
}

/** Distinct Host headers whose CSP text is kept. */
const MAX_CSP_HOSTS = 32;
