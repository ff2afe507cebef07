// docs/API.md "# Vehicle-data provider" real provider: with PROVIDER_API_URL, PROVIDER_USER and
// PROVIDER_PASSWORD the server signs in itself (POST /Login), caches the bearer token, renews it
// once on a 401, and neither the answers to the browser nor the request log ever hold the user, the
// password or a token. The provider here is a small fake server on a free local port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import type {
  CreatedProviderVehicle,
  ProviderVehicle,
} from '../../src/domain/providerForm/vehicle';
import {
  ADMIN,
  client,
  expectError,
  signIn,
  tempDir,
  TEST_SECRET,
  type Answer,
  type Client,
} from './helpers';

const USER = 'usuario-proveedor-7731';
const PASSWORD = 'Clave-Secreta-Proveedor-2026!';

interface Seen {
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

let fake: Server;
let seen: Seen[] = [];
/** Tokens the fake has issued, in order; only the last one is valid. */
const issued: string[] = [];
/** Whether the fake takes the credentials at /Login. */
let loginWorks = true;
/** An error the fake answers to the next non-login call. */
let nextError: { status: number; body: unknown } | null = null;

const valid = () => issued[issued.length - 1];

function answer(req: IncomingMessage, res: ServerResponse, raw: string) {
  const body = raw ? (JSON.parse(raw) as unknown) : undefined;
  const url = new URL(req.url!, 'http://fake');
  seen.push({
    method: req.method!,
    path: url.pathname,
    authorization: req.headers.authorization,
    body,
  });
  const send = (status: number, payload: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  if (url.pathname === '/v3/Login') {
    const { username, password } = (body ?? {}) as Record<string, unknown>;
    if (!loginWorks || username !== USER || password !== PASSWORD) {
      return send(401, { message: `Credenciales incorrectas para ${String(username)}` });
    }
    const token = `tok-${issued.length + 1}-${Math.random().toString(36).slice(2)}`;
    issued.push(token);
    return send(200, { token });
  }
  if (req.headers.authorization !== `Bearer ${valid()}`) {
    return send(401, { message: `Token caducado: ${req.headers.authorization}` });
  }
  if (nextError) {
    const error = nextError;
    nextError = null;
    return send(error.status, error.body);
  }
  switch (url.pathname) {
    case '/v3/Models':
      return send(200, [
        { id: 701, name: 'Serie 1', internalCode: 'secreto-interno' },
        { id: '708', name: 'X1' },
        { name: 'sin id' },
      ]);
    case '/v3/BodyTypes':
      return send(200, [{ id: 6, name: 'SUV' }]);
    case '/v3/Doors':
      return send(200, [{ id: 5, name: '5 puertas' }]);
    case '/v3/Versions':
      return send(200, [{ id: 708012, name: 'X1 sDrive18d', transmission: 2, powerCv: 150 }]);
    case '/v3/Vehicles':
      return send(201, { id: 990001 });
    default:
      return send(404, { message: 'no existe' });
  }
}

const logLines: string[] = [];
let built: BuiltApp;
let dataDir: string;
let api: Client;
const answers: Answer[] = [];

/** Every answer the browser got, and the log, hold none of the secrets. */
function expectNoSecrets() {
  const texts = [...answers.map((a) => JSON.stringify(a)), ...logLines];
  expect(issued.length).toBeGreaterThan(0);
  for (const secret of [USER, PASSWORD, ...issued]) {
    const leaks = texts.filter((text) => text.includes(secret));
    expect(leaks, `'${secret}' leaked`).toEqual([]);
  }
}

const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
  const res = await api.call(method, url, body);
  answers.push(res);
  return res;
};

const VEHICLE: ProviderVehicle = {
  brand: 7,
  year: 2022,
  fuelType: 1,
  model: 708,
  taxes: 0.21,
  price: 29_925.62,
  warranty: 24,
  bodyType: 6,
  doors: 5,
  transmission: 2,
  version: 708012,
  location: 17,
  environmentalLabel: 'C',
  color: { colorId: 9, metalized: false },
  features: [],
  stock: false,
  metallic: false,
  images: [],
};

const MODELS = '/api/provider-api/Models?brand=7&categoryId=1&fuelType=1&year=2022';

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => answer(req, res, raw));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v3`;
  dataDir = await tempDir();
  const config = loadConfig(
    {
      SEED_DEMO: 'true',
      LOG_LEVEL: 'debug',
      PROVIDER_API_URL: url,
      PROVIDER_USER: USER,
      PROVIDER_PASSWORD: PASSWORD,
    },
    { dataDir, jwtSecret: TEST_SECRET, staticDir: join(dataDir, 'sin-consola') },
  );
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  built = await buildApp(config, { logStream: stream });
  api = client(built.app, (await signIn(built.app, ADMIN)).accessToken);
});

afterAll(async () => {
  await built.close();
  await rm(dataDir, { recursive: true, force: true });
  await new Promise((resolve) => fake.close(resolve));
});

beforeEach(() => {
  seen = [];
  loginWorks = true;
  nextError = null;
});

describe('the real provider, signed in by the server', () => {
  it('signs in once, then sends the cached bearer token; answers only our fields', async () => {
    const first = await call('GET', MODELS);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      { id: 701, name: 'Serie 1' },
      { id: 708, name: 'X1' },
    ]);
    await call('GET', '/api/provider-api/BodyTypes?brand=7&model=708&year=2022');
    await call('GET', '/api/provider-api/Doors?brand=7&model=708&year=2022');
    const versions = await call(
      'GET',
      '/api/provider-api/Versions?bodytype=6&numdoors=5&fueltype=1&brand=7&model=708&year=2022&categoryId=1',
    );
    expect(versions.body).toEqual([
      { id: 708012, name: 'X1 sDrive18d', transmission: 2, powerCv: 150 },
    ]);
    const logins = seen.filter((s) => s.path === '/v3/Login');
    expect(logins).toHaveLength(1);
    expect(logins[0]!.body).toEqual({ username: USER, password: PASSWORD });
    const calls = seen.filter((s) => s.path !== '/v3/Login');
    expect(calls.map((s) => s.path)).toEqual([
      '/v3/Models',
      '/v3/BodyTypes',
      '/v3/Doors',
      '/v3/Versions',
    ]);
    expect(new Set(calls.map((s) => s.authorization))).toEqual(new Set([`Bearer ${valid()}`]));
    expectNoSecrets();
  });

  it('renews the token once on a 401 and repeats the call', async () => {
    await call('GET', MODELS);
    const before = issued.length;
    // The provider expires the token: it only takes a new one from now on.
    issued.push('tok-caducado-por-el-proveedor');
    const res = await call('GET', MODELS);
    expect(res.status).toBe(200);
    expect(issued.length).toBe(before + 2);
    const paths = seen.map((s) => s.path);
    expect(paths.slice(-3)).toEqual(['/v3/Models', '/v3/Login', '/v3/Models']);
    expect(seen.filter((s) => s.path === '/v3/Login')).toHaveLength(1);
    expect(seen[seen.length - 1]!.authorization).toBe(`Bearer ${valid()}`);
    expectNoSecrets();
  });

  it('calls refused at the same time share one renewal', async () => {
    await call('GET', MODELS);
    issued.push('tok-caducado-otra-vez');
    seen = [];
    const results = await Promise.all([1, 2, 3].map(() => call('GET', MODELS)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(seen.filter((s) => s.path === '/v3/Login')).toHaveLength(1);
    expectNoSecrets();
  });

  it('creates a vehicle with the token and keeps the provider id', async () => {
    const res = await call('POST', '/api/provider-api/Vehicles', VEHICLE);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as CreatedProviderVehicle).providerId).toBe('990001');
    const sent = seen.find((s) => s.path === '/v3/Vehicles')!;
    expect(sent.body).toEqual(VEHICLE);
    expect(sent.authorization).toBe(`Bearer ${valid()}`);
    expectNoSecrets();
  });

  it("words the provider's refusal in Spanish with any secret blanked out", async () => {
    nextError = {
      status: 422,
      body: { message: `Versión no válida para ${USER} (${PASSWORD}) con ${valid()}` },
    };
    const res = await call('POST', '/api/provider-api/Vehicles', VEHICLE);
    expectError(res, 422, /^El proveedor de datos rechaza el vehículo: Versión no válida/);
    expect((res.body as { error: string }).error).toContain('[oculto]');
    nextError = { status: 500, body: { message: `fallo interno ${PASSWORD}` } };
    expectError(await call('GET', MODELS), 502, /error 500/);
    expectNoSecrets();
  });

  it('a provider that refuses the credentials is a 502 that says so, without them', async () => {
    loginWorks = false;
    issued.push('tok-que-nadie-acepta');
    const res = await call('GET', MODELS);
    expectError(res, 502, /rechazado las credenciales del servidor/);
    // One renewal tried, no loop.
    expect(seen.filter((s) => s.path === '/v3/Login')).toHaveLength(1);
    loginWorks = true;
    expect((await call('GET', MODELS)).status).toBe(200);
    expectNoSecrets();
  });

  it('the log has the requests, and no secret', () => {
    expect(logLines.some((line) => line.includes('/api/provider-api/Models'))).toBe(true);
    expect(logLines.some((line) => line.includes('provider vehicle created'))).toBe(true);
    expectNoSecrets();
  });
});

describe('configuration', () => {
  it('takes the three settings together or none', () => {
    for (const env of [
      { PROVIDER_API_URL: 'https://proveedor.example/v3' },
      { PROVIDER_USER: USER, PROVIDER_PASSWORD: PASSWORD },
    ]) {
      expect(() => loadConfig(env, { dataDir, jwtSecret: TEST_SECRET })).toThrow(ConfigError);
    }
  });
});
