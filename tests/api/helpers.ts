// Test harness: the real app on a fresh temporary data folder, driven with app.inject.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { expect, inject } from 'vitest';
import type { Session } from '../../src/domain/types';
import { buildApp } from '../../server/app';
import { loadConfig, type Config, type Env } from '../../server/config';
import { LIVE_BATCH_MS, type ResourceChange } from '../../server/realtime';
import { createDatabase, databaseName } from '../postgres';
import { TEST_CONFIG, TEST_SECRET, TEST_SECRETS_KEY } from './testConfig';

export { TEST_SECRET };
export const ADMIN = { email: 'admin@multipublicador.local', password: 'demo' };
export const SALES = { email: 'comercial@multipublicador.local', password: 'demo' };
export const MISSING_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function tempDir(prefix = 'multipublicador-api-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** The test project's store: none for SQLite (the data folder's file), or a new PostgreSQL database. */
export const TEST_STORE: 'sqlite' | 'postgres' = inject('postgresAdminUrl') ? 'postgres' : 'sqlite';

/** The database of each data folder: an app started again on the same folder finds its data. */
const databases = new Map<string, string>();

/**
 * In the api-pg project (tests/postgresGlobalSetup.ts), each data folder gets a new
 * database (a restart on the same folder reopens it, as SQLite reopens the folder's file):
 * a copy of the seeded template when `seeded`, else an empty one.
 */
async function testDatabase(dataDir: string, seeded = false): Promise<Partial<Config>> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return {};
  const known = databases.get(dataDir);
  if (known) return { databaseUrl: known, secretsKey: TEST_SECRETS_KEY };
  const template = seeded ? inject('seedTemplate')?.databaseUrl : undefined;
  const url = await createDatabase(
    adminUrl,
    'mp_api',
    undefined,
    template ? databaseName(template) : undefined,
  );
  databases.set(dataDir, url);
  return { databaseUrl: url, secretsKey: TEST_SECRETS_KEY };
}

/** Settings that change what the demo seed writes: an app given one seeds its own data. */
const SEED_SETTINGS: readonly (keyof Config)[] = [
  'seedDemo',
  'seedVehicles',
  'seedMotos',
  'secretsKey',
  'databaseUrl',
];

const isEmptyFolder = async (dir: string) =>
  readdir(dir).then(
    (entries) => entries.length === 0,
    () => true,
  );

/**
 * Whether an app may start on a copy of the seeded template instead of seeding: the plain
 * demo data (no environment, no seed setting), on a new folder and a new database.
 */
async function startsFromTemplate(overrides: Partial<Config>, env: Env): Promise<boolean> {
  if (!inject('seedTemplate')) return false;
  if (Object.keys(env).length > 0 || SEED_SETTINGS.some((key) => key in overrides)) return false;
  if (!overrides.dataDir) return true;
  return !databases.has(overrides.dataDir) && (await isEmptyFolder(overrides.dataDir));
}

/**
 * The environment a command-line tool needs to work on a data folder's store (its
 * PostgreSQL database in api-pg, with the secrets that mode wants configured).
 */
export async function testStoreEnv(dataDir: string): Promise<Record<string, string>> {
  const { databaseUrl, secretsKey } = await testDatabase(dataDir);
  return databaseUrl
    ? { DATABASE_URL: databaseUrl, SECRETS_KEY: secretsKey ?? '', JWT_SECRET: TEST_SECRET }
    : {};
}

/**
 * Builds the app with demo data (a copy of the seeded template where it can), a fixed
 * secret and a generous sign-in limit.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  env: Env = {},
): Promise<TestApp> {
  const seeded = await startsFromTemplate(overrides, env);
  const dataDir = overrides.dataDir ?? (await tempDir());
  const template = inject('seedTemplate');
  if (seeded && template) await cp(template.dataDir, dataDir, { recursive: true });
  const config = loadConfig(
    { SEED_DEMO: 'true', ...env },
    {
      ...TEST_CONFIG,
      dataDir,
      staticDir: join(dataDir, 'sin-consola'),
      ...(await testDatabase(overrides.dataDir ?? dataDir, seeded)),
      ...overrides,
    },
  );
  const built = await buildApp(config);
  return {
    app: built.app,
    config,
    dataDir,
    close: async () => {
      await built.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(
  app: FastifyInstance,
  who: { email: string; password: string },
): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/signin', payload: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Session>();
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A small client bound to one token. `payload` strings are sent raw as JSON text. */
export function client(app: FastifyInstance, token?: string) {
  const call = async <T = unknown>(
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = {};
    if (token) headers['x-access-token'] = token;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await app.inject({
      method,
      url,
      headers,
      payload:
        payload === undefined
          ? undefined
          : typeof payload === 'string'
            ? payload
            : JSON.stringify(payload),
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return {
      status: res.statusCode,
      body: (isJson ? res.json() : res.body) as T,
      headers: res.headers,
    };
  };
  return {
    get: <T = unknown>(url: string) => call<T>('GET', url),
    post: <T = unknown>(url: string, payload?: unknown) => call<T>('POST', url, payload),
    put: <T = unknown>(url: string, payload?: unknown) => call<T>('PUT', url, payload),
    patch: <T = unknown>(url: string, payload?: unknown) => call<T>('PATCH', url, payload),
    delete: <T = unknown>(url: string, payload?: unknown) => call<T>('DELETE', url, payload),
    call,
  };
}

export type Client = ReturnType<typeof client>;

/** A token signed like ours but with another secret, or already expired. */
export async function foreignToken(options: {
  secret?: string;
  expiredSecondsAgo?: number;
  sub?: string;
  email?: string;
}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ email: options.email ?? ADMIN.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.sub ?? MISSING_ID)
    .setIssuedAt(now - 3600);
  jwt.setExpirationTime(
    options.expiredSecondsAgo !== undefined ? now - options.expiredSecondsAgo : now + 3600,
  );
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_SECRET));
}

/** A 4xx answer in the API's error shape, with a Spanish message. */
export function expectError(answer: Answer, status: number, message?: RegExp | string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = answer.body as { error?: unknown; message?: unknown };
  expect(typeof body.error).toBe('string');
  expect(body.message).toBe(body.error);
  if (message instanceof RegExp) expect(body.error).toMatch(message);
  else if (message !== undefined) expect(body.error).toBe(message);
}

export interface MalformedCase {
  name: string;
  /** Object bodies are serialised; strings are sent as raw JSON text. */
  payload: unknown;
  message: RegExp;
  url?: string;
}

/** Spanish words that appear in our messages and never in English defaults. */
export const SPANISH = /(campo|parámetro|petición|cuerpo|obligatorio|permitido|debe|vacío|válid)/;

export interface UploadPart {
  /** Form field name; the API expects 'file'. */
  field?: string;
  filename: string;
  contentType?: string;
  content: string | Buffer;
  /** Plain form fields sent before the file. */
  fields?: Record<string, string>;
}

/** A multipart/form-data request (POST /api/files/upload-csv) built by hand for app.inject. */
export async function upload(
  app: FastifyInstance,
  token: string | undefined,
  part: UploadPart,
  url = '/api/files/upload-csv',
): Promise<Answer> {
  const boundary = `----multipublicador${Date.now()}`;
  const fields = Object.entries(part.fields ?? {}).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    fields.join('') +
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
    `Content-Type: ${part.contentType ?? 'text/csv'}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (token) headers['x-access-token'] = token;
  const res = await app.inject({ method: 'POST', url, headers, payload });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: isJson ? res.json() : res.body, headers: res.headers };
}

/**
 * Listens on the test app (a free port) as `account` and collects every `resource:changed`
 * the console would receive; resolves once the socket is connected. Close `socket` after.
 */
export async function watchResourceChanges(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<{ socket: Socket; changes: ResourceChange[] }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { accessToken } = await signIn(app, account);
  const socket = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
    path: '/socket.io',
    auth: { token: accessToken },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const changes: ResourceChange[] = [];
  socket.on('resource:changed', (change: ResourceChange) => changes.push(change));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // Changes are announced in batches (LIVE_BATCH_MS): a batch of writes made just before this
  // watch began may still arrive, and would be taken for the test's own. Let them pass first.
  await new Promise((resolve) => setTimeout(resolve, LIVE_BATCH_MS * 2));
  changes.length = 0;
  return { socket, changes };
}
