// The built console and its SPA fallback, and the demo photos.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  tempDir,
  type TestApp,
} from './helpers';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1234.js"></script></body></html>';

describe('with a built console', () => {
  let t: TestApp;
  let token: string;
  let salesToken: string;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await tempDir('multipublicador-dist-');
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), INDEX);
    await writeFile(join(staticDir, 'assets', 'app-1234.js'), 'console.log("consola")');
    t = await startTestApp({ staticDir });
    token = (await signIn(t.app, ADMIN)).accessToken;
    salesToken = (await signIn(t.app, SALES)).accessToken;
  });
  afterAll(async () => {
    await t.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/login',
    '/dashboard',
    '/quiter/U97',
    '/mi-cuenta',
    '/stock-general-quiter/100123',
    '/settings/wallapop?x=1',
  ])('GET %s returns the console shell', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves built assets as files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('consola');
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers JSON 404s (not the shell) for API paths, missing assets and other methods', async () => {
    expectError(await client(t.app, token).get('/api/unknown'), 404, 'No encontrado');
    expectError(await client(t.app).get('/api/unknown'), 401, 'Sesión no válida o caducada');
    expectError(await client(t.app).get('/assets/old-999.js'), 404, 'No encontrado');
    expectError(await client(t.app).post('/dashboard', {}), 404, 'No encontrado');
    expectError(await client(t.app, token).get('/gomotor-api/unknown'), 404, 'No encontrado');
  });

  /** GET over a real connection, the path sent as written (inject and URLs resolve '..'). */
  const rawGet = async (path: string, accessToken?: string) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const headers = accessToken ? { 'x-access-token': accessToken } : {};
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  // docs/API.md: a path no route and no file can have is a 404, never the file server's 403.
  it.each([
    '//api/users',
    '///api/users',
    '/api//users',
    '//',
    '//dashboard',
    '/dashboard//x',
    '/api/x/%2e%2e',
    '/api/x/%2E%2E/users',
    '/api/x/..',
    '/api/gomotor/vehicles/%00',
    '/api/renting/vehicles/%2e%2e/x',
    '/gomotor-api/x/%2e%2e',
    '/provider-api/x/%00',
    '/assets/%2e%2e/index.html',
    '/./dashboard',
  ])('GET %s answers 404 with a token, and never 403', async (path) => {
    for (const who of [token, salesToken]) {
      const { status, body } = await rawGet(path, who);
      expect(status, `${path}: ${body}`).toBe(404);
      expect(JSON.parse(body)).toEqual({ error: 'No encontrado', message: 'No encontrado' });
    }
    // Without one: a 401 under the API's prefixes, a 404 anywhere else.
    expect([401, 404]).toContain((await rawGet(path)).status);
  });
});

describe('without a built console', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says in Spanish to run npm run build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build');
    expect(res.body).toContain('consola no está compilada');
    expectError(await client(t.app).get('/dashboard'), 404, 'No encontrado');
  });

  it('serves demo photos as SVG without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo-images/100009-2.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Foto 2');
    expectError(await client(t.app).get('/demo-images/..%2Fjwt-secret'), 400, /parámetro 'file'/);
  });
});
