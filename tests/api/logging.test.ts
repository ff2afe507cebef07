// The production log. Every request at info with a request id, every 500 with its stack, and never
// a token or a password (headers and bodies are not logged; the known secret names are redacted
// should anything log them).
import { Writable } from 'node:stream';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { CHANNELS } from '../../server/channels/index';
import { loadConfig } from '../../server/config';
import type { ServerContext } from '../../server/context';
import { defaultLogLevel, redactUrl } from '../../server/logging';
import { ADMIN, client, signIn, TEST_SECRET, tempDir } from './helpers';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { message: string; stack: string };
}

const FTP_SECRET = 'Ftp-Secreta-En-Log-2026';
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as LogLine);

// A throw-away channel gives the test its own routes: one that fails, one that tries to log
// what must never be logged (the redaction's safety net).
const testRoutes: FastifyPluginAsync<ServerContext> = async (app) => {
  app.get('/prueba-log/falla', async () => {
    throw new Error('Fallo de prueba del registro');
  });
  app.post('/prueba-log/descuidado', async (request) => {
    request.log.info({ headers: request.headers, body: request.body }, 'registro descuidado');
    return { ok: true };
  });
};

let built: BuiltApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await tempDir();
  const config = loadConfig(
    { SEED_DEMO: 'true', LOG_LEVEL: 'info' },
    { dataDir, jwtSecret: TEST_SECRET, staticDir: join(dataDir, 'sin-consola') },
  );
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  built = await buildApp(config, {
    channels: [...CHANNELS, { id: 'prueba-log', label: 'Prueba', routes: testRoutes }],
    logStream: stream,
  });
  token = (await signIn(built.app, ADMIN)).accessToken;
  const api = client(built.app, token);
  await api.get('/api/notifications');
  await api.post('/api/publishing/api/v1/wallapop/accounts', {
    accountId: 'wlp-log',
    name: 'Log',
    ftp_password: FTP_SECRET,
  });
  await api.get('/api/prueba-log/falla');
  // A token in the address, as a link, a download or a socket client may put it.
  for (const url of [
    `/api/notifications?token=${token}`,
    `/api/notifications?page=2&access_token=${token}&x=1`,
    `/api/notifications?X-Access-Token=${token}`,
    `/api/notifications?%74oken=${token}`,
    `/api/notifications?jwt=${token}`,
    `/?auth=${token}`,
    `/socket.io/?EIO=4&transport=polling&token=${token}`,
  ]) {
    await built.app.inject({ method: 'GET', url });
  }
  await api.post('/api/prueba-log/descuidado', {
    password: ADMIN.password,
    currentPassword: 'Actual-Clave-2026',
    ftp_password: FTP_SECRET,
  });
});
afterAll(async () => {
  await built.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('request log', () => {
  it('logs every request at info with its request id, method, url and status', () => {
    const completed = entries().filter((e) => e.msg === 'request completed');
    const urls = entries()
      .filter((e) => e.msg === 'incoming request')
      .map((e) => e.req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/signin',
        '/api/notifications',
        '/api/publishing/api/v1/wallapop/accounts',
        '/api/prueba-log/falla',
      ]),
    );
    expect(completed.length).toBeGreaterThanOrEqual(5);
    for (const entry of completed) {
      expect(entry.level).toBe(30);
      expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry.res?.statusCode).toBeGreaterThanOrEqual(200);
    }
    expect(new Set(completed.map((e) => e.reqId)).size).toBe(completed.length);
  });

  it('logs a 500 with its stack, under the request id of that request', () => {
    const failure = entries().find((e) => e.err?.message === 'Fallo de prueba del registro');
    expect(failure?.level).toBe(50);
    expect(failure?.err?.stack).toMatch(/Error: Fallo de prueba del registro\n\s+at /);
    const incoming = entries().find(
      (e) => e.msg === 'incoming request' && e.req?.url === '/api/prueba-log/falla',
    );
    expect(failure?.reqId).toBe(incoming?.reqId);
  });

  it('never holds a token or a password, even where a route logs headers and body', () => {
    const text = lines.join('\n');
    expect(text).toContain('registro descuidado');
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]!);
    expect(text).not.toContain(FTP_SECRET);
    expect(text).not.toContain('Actual-Clave-2026');
    expect(text).not.toMatch(/"password":"demo"/);
    expect(text).not.toContain(TEST_SECRET);
  });

  it('hides a token given in the query string, and keeps the rest of the address', () => {
    const text = lines.join('\n');
    expect(text).not.toContain(token.split('.')[1]!);
    const urls = entries()
      .filter((e) => e.msg === 'incoming request')
      .map((e) => e.req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/notifications?token=[oculto]',
        '/api/notifications?page=2&access_token=[oculto]&x=1',
        '/api/notifications?X-Access-Token=[oculto]',
        '/api/notifications?%74oken=[oculto]',
        '/api/notifications?jwt=[oculto]',
        '/?auth=[oculto]',
      ]),
    );
  });

  it('redacts only the parameters that carry a credential', () => {
    expect(redactUrl('/api/motos?page=2&fields=_id,idv')).toBe('/api/motos?page=2&fields=_id,idv');
    expect(redactUrl('/api/x?import_key=abc&api_key=d&apikey=e&password=f&sig=g')).toBe(
      '/api/x?import_key=[oculto]&api_key=[oculto]&apikey=[oculto]&password=[oculto]&sig=[oculto]',
    );
    expect(redactUrl('/api/x?token')).toBe('/api/x?token=[oculto]');
    expect(redactUrl('/api/x?%E0%A4%A=1&token=t')).toBe('/api/x?%E0%A4%A=1&token=[oculto]');
  });

  it('is on at info when started for production, off in tests unless asked', () => {
    expect(defaultLogLevel({})).toBeUndefined();
    expect(defaultLogLevel({ NODE_ENV: 'production' })).toBe('info');
    expect(defaultLogLevel({ NODE_ENV: 'production', LOG_LEVEL: 'warn' })).toBe('warn');
    expect(defaultLogLevel({}, { main: true })).toBe('info');
    expect(defaultLogLevel({ LOG_LEVEL: 'silent' }, { main: true })).toBe('silent');
  });
});
