// Security headers on the console and the API. The CSP allows only what the console loads (its own
// scripts, no inline script; MUI/emotion's inline styles; its own and the stock's https photos; the
// API and socket.io on the same host); no framing at all.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions, securityPlugin } from '../../server/security';
import { ADMIN, signIn, startTestApp, tempDir, type TestApp } from './helpers';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1234.js"></script></body></html>';

let t: TestApp;
let token: string;
let staticDir: string;

beforeAll(async () => {
  staticDir = await tempDir('multipublicador-dist-');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX);
  await writeFile(join(staticDir, 'assets', 'app-1234.js'), 'console.log("consola")');
  t = await startTestApp({ staticDir });
  token = (await signIn(t.app, ADMIN)).accessToken;
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'consola.example:8080', ...headers } });

/** The CSP as a map of directive → sources. */
const directives = (csp: unknown): Map<string, string[]> =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('security headers', () => {
  const answers = () => [
    { what: 'the shell at /', res: get('/') },
    { what: 'the shell at /login', res: get('/login') },
    { what: 'a static asset', res: get('/assets/app-1234.js') },
    { what: 'an API answer', res: get('/api/notifications', { 'x-access-token': token }) },
    { what: 'an API error', res: get('/api/notifications') },
    { what: 'a demo photo', res: get('/demo-images/100001-1.svg') },
  ];

  it('sends nosniff, no framing, a referrer policy and a CSP on every kind of answer', async () => {
    for (const { what, res } of answers()) {
      const { headers, statusCode } = await res;
      expect(statusCode, what).toBeLessThan(500);
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['x-frame-options'], what).toBe('DENY');
      expect(headers['referrer-policy'], what).toBe('no-referrer');
      expect(directives(headers['content-security-policy']).get('frame-ancestors'), what).toEqual([
        "'none'",
      ]);
    }
  });

  it('allows only what the console loads', async () => {
    const csp = directives((await get('/login')).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // No inline script, no eval, no other host's script.
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    // MUI (emotion) injects <style> elements and React style attributes.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Its own (demo) photos, data: and blob: URLs, and the stock system's photos over https.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    // The API and socket.io on the host the console was loaded from.
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'ws://consola.example:8080',
      'wss://consola.example:8080',
    ]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Plain HTTP deployments keep working: requests are not upgraded to https.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('never lets a forged Host header add sources or directives', async () => {
    for (const host of ['evil.example;script-src *', 'a b', 'x"y']) {
      const csp = directives((await get('/login', { host })).headers['content-security-policy']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
    }
  });
});

/** A GET or POST over a real connection: socket.io answers there, not through app.inject. */
const overHttp = async (path: string, method = 'GET') => {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: 'consola.example:8080' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '1:6' : undefined);
  });
};

/** The headers helmet sets (security), by name. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const security = (headers: IncomingHttpHeaders | OutgoingHttpHeaders) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

describe("socket.io's own answers", () => {
  it('carry the same security headers as an API answer: handshake, poll and errors', async () => {
    const api = await overHttp('/api/health');
    expect(api.status).toBe(200);
    expect(api.headers['x-frame-options']).toBe('DENY');
    const handshake = await overHttp('/socket.io/?EIO=4&transport=polling');
    expect(handshake.status).toBe(200);
    const answers = [
      handshake,
      await overHttp('/socket.io/?EIO=4&transport=desconocido'),
      await overHttp('/socket.io/?EIO=4&transport=polling&sid=no-existe'),
      await overHttp('/socket.io/?EIO=4&transport=polling&sid=no-existe', 'POST'),
    ];
    for (const answer of answers) expect(security(answer.headers)).toEqual(security(api.headers));
  });
});

describe('the headers made once at start', () => {
  it('are those @fastify/helmet sets with the same options, with and without HTTPS, per host', async () => {
    for (const config of [{}, { tlsCertFile: '/tls/cert.pem' }]) {
      const withHelmet = Fastify();
      await withHelmet.register(helmet, helmetOptions(config));
      withHelmet.get('/api/health', async () => ({ status: 'ok' }));
      const ours = Fastify();
      await ours.register(securityPlugin, { config });
      ours.get('/api/health', async () => ({ status: 'ok' }));
      // Each host twice: the second answer reuses the policy written for the first.
      for (const host of ['consola.example:8080', 'otra.example', 'consola.example:8080']) {
        const headers = { host };
        const [expected, actual] = await Promise.all(
          [withHelmet, ours].map((app) => app.inject({ url: '/api/health', headers })),
        );
        expect(security(actual!.headers)).toEqual(security(expected!.headers));
        expect(actual!.headers['content-security-policy']).toContain(`ws://${host}`);
      }
      await Promise.all([withHelmet.close(), ours.close()]);
    }
  });
});
