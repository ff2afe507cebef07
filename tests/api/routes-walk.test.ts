// An unknown query parameter is a 400 on every route of the API, and a JSON body
// that is not UTF-8 a 400 on every route that takes a body. Walks every route the app
// registers (buildApp's route list), so a route added later is covered too.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { RegisteredRoute } from '../../server/limits';
import { ADMIN, client, expectError, MISSING_ID, signIn, tempDir, TEST_SECRET } from './helpers';

/** A valid value for each path parameter of the API. */
const PARAMS: Record<string, string> = {
  id: MISSING_ID,
  portalId: 'U97',
  idv: '100001',
  fileName: 'stock1',
  dbName: 'quiter',
  file: '100001-1.svg',
  // Feeds (docs/API.md "Feeds"): a channel id and a Wallapop accountId.
  channel: 'motoreto',
  account: 'wlp-general',
};

/** A valid value for each required query parameter (Coches.net's account, its brand category). */
const QUERY: Record<string, string> = { account: '1', categoryId: '2500' };

/** `name=value&` for each query parameter the route requires. */
const requiredQuery = (route: RegisteredRoute): string => {
  const query = route.schema?.querystring as { required?: string[] } | undefined;
  return (query?.required ?? [])
    .map((name) => {
      const value = QUERY[name];
      if (value === undefined) throw new Error(`No test value for ?${name} (${route.url})`);
      return `${name}=${value}&`;
    })
    .join('');
};

const isApi = (url: string) => /^\/(api|gomotor-api|provider-api)\//.test(url);

const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = PARAMS[name];
    if (value === undefined) throw new Error(`No test value for the parameter :${name} (${url})`);
    return value;
  });

let built: BuiltApp;
let dataDir: string;
let token: string;
let apiRoutes: RegisteredRoute[];

beforeAll(async () => {
  dataDir = await tempDir();
  const config = loadConfig(
    { SEED_DEMO: 'true' },
    {
      dataDir,
      jwtSecret: TEST_SECRET,
      staticDir: join(dataDir, 'sin-consola'),
      signinRateLimit: 1000,
    },
  );
  built = await buildApp(config);
  token = (await signIn(built.app, ADMIN)).accessToken;
  apiRoutes = built.routes.filter((r) => isApi(r.url) && r.method !== 'HEAD');
});

afterAll(async () => {
  await built.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('every API route', () => {
  it('is found by the walk', () => {
    // The channels alone have four routes each; the walk must not come back empty.
    expect(apiRoutes.length).toBeGreaterThan(40);
  });

  it('declares a query string schema that takes no unknown parameter', () => {
    const loose = apiRoutes.filter((r) => {
      const query = r.schema?.querystring as { additionalProperties?: unknown } | undefined;
      return query?.additionalProperties !== false;
    });
    expect(loose.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers an unknown query parameter with a Spanish 400 naming it', async () => {
    const api = client(built.app, token);
    const accepted: string[] = [];
    for (const route of apiRoutes) {
      // No body: a route's body schema only applies to a JSON request, so the query is checked.
      const answer = await api.call(
        route.method as 'GET',
        `${fill(route.url)}?parametroDesconocido=1`,
      );
      const message = (answer.body as { error?: string }).error ?? '';
      if (answer.status !== 400 || !message.includes("'parametroDesconocido' no está permitido")) {
        accepted.push(`${route.method} ${route.url} → ${answer.status} ${message}`);
        continue;
      }
      expectError(answer, 400);
    }
    expect(accepted).toEqual([]);
  });

  it('answers a JSON body that is not UTF-8 with a Spanish 400, before the route runs', async () => {
    const writes = apiRoutes.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(40);
    // A Latin-1 'ñ' (0xF1 then a quote), a lone continuation byte, a cut 3-byte sequence.
    const bodies = [
      Buffer.concat([Buffer.from('{"name":"Espa'), Buffer.from([0xf1]), Buffer.from('a"}')]),
      Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0x80]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]),
    ];
    const accepted: string[] = [];
    for (const route of writes) {
      for (const payload of bodies) {
        const res = await built.app.inject({
          method: route.method as 'POST',
          url: `${fill(route.url)}?${requiredQuery(route)}`,
          headers: { 'x-access-token': token, 'content-type': 'application/json' },
          payload,
        });
        const error = (res.json<{ error?: string }>() ?? {}).error;
        if (
          res.statusCode !== 400 ||
          error !== 'El cuerpo de la petición no es texto UTF-8 válido'
        ) {
          accepted.push(`${route.method} ${route.url} → ${res.statusCode} ${error}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('answers an unknown ?fields= name with a 400 wherever fields are taken', async () => {
    const api = client(built.app, token);
    const withFields = apiRoutes.filter((r) => {
      const query = r.schema?.querystring as { properties?: object } | undefined;
      return r.method === 'GET' && query?.properties && 'fields' in query.properties;
    });
    expect(withFields.length).toBeGreaterThanOrEqual(10);
    for (const route of withFields) {
      expectError(
        await api.get(`${fill(route.url)}?${requiredQuery(route)}fields=campoDesconocido`),
        400,
        /^El campo 'campoDesconocido' no existe en /,
      );
    }
  });
});
