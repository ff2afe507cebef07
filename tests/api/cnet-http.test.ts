// docs/API.md "# Coches.net" real marketplace: with CNET_API_URL and CNET_API_KEY the routes
// call the marketplace over HTTP with the key (never answered to the browser) and word its
// errors in Spanish. Here the marketplace is a small fake server on a free local port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpMarketplace } from '../../server/cnet/httpMarketplace';
import { getGroupStock } from '../../server/stock/groupStock';
import {
  ADMIN,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type TestApp,
} from './helpers';
import { validListing } from './cnetFixtures';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

let fake: Server;
let fakeUrl: string;
let seen: Seen[] = [];
/** What the fake answers next (one per call); default 200 with an echo. */
let replies: Reply[] = [];

function answer(req: IncomingMessage, res: ServerResponse, raw: string) {
  const body = raw ? (JSON.parse(raw) as unknown) : undefined;
  seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
  const reply = replies.shift() ?? {
    status: 200,
    body:
      req.method === 'GET'
        ? [
            {
              ...validListing('100001'),
              id: 'cn-1',
              creation: { date: '2026-11-01', daysFrom: 22 },
            },
          ]
        : { ...(body as object), id: 'cn-2', creation: { date: '2026-11-23', daysFrom: 0 } },
  };
  res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
  res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
}

let t: TestApp;
let api: Client;
const KEY = 'clave-secreta-de-coches-net-123';
/** A vehicle still for sale: update-account keeps its listing. */
const available = () => getGroupStock(t.config).find((v) => !v.reservado)!.idv;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => answer(req, res, raw));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  t = await startTestApp({ cnetApiUrl: fakeUrl, cnetApiKey: KEY, cnetPaceMs: 0 });
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen = [];
  replies = [];
});

describe('the routes against the real marketplace', () => {
  it('lists, creates, updates and deletes through it with the key', async () => {
    const listed = await api.get<{ id: string }[]>('/api/cnet/api/vehicles?account=6');
    expect(listed.status).toBe(200);
    expect(listed.body.map((l) => l.id)).toEqual(['cn-1']);
    const created = await api.post('/api/cnet/api/vehicles?account=6', validListing('100002'));
    expect(created.status).toBe(201);
    const updated = await api.put('/api/cnet/api/vehicles/cn-2?account=6', validListing('100002'));
    expect(updated.status).toBe(200);
    replies = [{ status: 200, body: { ...validListing('100002'), id: 'cn-2' } }];
    const removed = await api.delete('/api/cnet/api/vehicles/cn-2?account=6');
    expect(removed).toMatchObject({
      status: 200,
      body: { id: 'cn-2', internalReference: '100002' },
    });
    replies = [{ status: 200, body: [{ id: 7, name: 'BMW' }] }];
    expect((await api.get('/api/cnet/api/brands?categoryId=2500&account=5')).body).toEqual([
      { id: 7, name: 'BMW' },
    ]);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v1/accounts/6/vehicles',
      'POST /v1/accounts/6/vehicles',
      'PUT /v1/accounts/6/vehicles/cn-2',
      'DELETE /v1/accounts/6/vehicles/cn-2',
      'GET /v1/brands?categoryId=2500',
    ]);
    expect(seen.every((s) => s.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(seen[1]!.body).toEqual(validListing('100002'));
    for (const res of [listed, created, updated, removed]) {
      expect(JSON.stringify(res.body)).not.toContain(KEY);
    }
  });

  it('still refuses malformed bodies itself, before calling the marketplace', async () => {
    expectError(
      await api.post('/api/cnet/api/vehicles?account=6', { ...validListing('1'), offerType: 9 }),
      400,
      /'Tipo de oferta'/,
    );
    expectError(await api.get('/api/cnet/api/vehicles?account=0'), 400);
    expect(seen).toEqual([]);
  });

  it('words the marketplace errors in Spanish: 422, 429 with Retry-After, 404, 409', async () => {
    replies = [{ status: 422, body: { message: 'El campo kilometers es obligatorio' } }];
    expectError(
      await api.post('/api/cnet/api/vehicles?account=6', validListing('100003')),
      422,
      'Coches.net rechaza el vehículo: El campo kilometers es obligatorio',
    );
    replies = [{ status: 429, body: {}, headers: { 'retry-after': '7' } }];
    const paced = await api.put('/api/cnet/api/vehicles/cn-2?account=6', validListing('100003'));
    expectError(paced, 429, 'Demasiadas peticiones a Coches.net para la cuenta 6; espere 7 s');
    expect(paced.headers['retry-after']).toBe('7');
    expect(paced.headers['access-control-expose-headers']).toMatch(/retry-after/i);
    // Retry-After may also be an HTTP date instead of seconds: the seconds until then.
    const at = new Date(Date.now() + 20_000).toUTCString();
    replies = [{ status: 429, body: {}, headers: { 'retry-after': at } }];
    const dated = await api.put('/api/cnet/api/vehicles/cn-2?account=6', validListing('100003'));
    expect(dated.status).toBe(429);
    expect(Number(dated.headers['retry-after'])).toBeGreaterThanOrEqual(19);
    expect(Number(dated.headers['retry-after'])).toBeLessThanOrEqual(20);
    replies = [{ status: 404, body: { error: 'Not Found' } }];
    expectError(
      await api.delete('/api/cnet/api/vehicles/cn-9?account=6'),
      404,
      'Vehículo no encontrado en Coches.net (cuenta 6)',
    );
    replies = [{ status: 409, body: { message: 'Duplicated internalReference' } }];
    expectError(await api.post('/api/cnet/api/vehicles?account=6', validListing('100003')), 409);
  });

  it('answers 502 for a refused key, a marketplace failure or no marketplace at all', async () => {
    replies = [{ status: 401, body: { message: 'invalid api key' } }];
    expectError(await api.get('/api/cnet/api/vehicles?account=5'), 502, /clave de acceso/);
    replies = [{ status: 503, body: 'Service Unavailable' }];
    expectError(await api.get('/api/cnet/api/vehicles?account=5'), 502, /error 503/);
    const nowhere = new HttpMarketplace({ baseUrl: 'http://127.0.0.1:1', apiKey: KEY });
    await expect(nowhere.list(5)).rejects.toMatchObject({
      statusCode: 502,
      message: 'No se ha podido conectar con Coches.net; inténtelo más tarde',
    });
  });

  it('update-account deletes one by one, recording the ones the marketplace refused', async () => {
    const sold = (id: string, idv: string) => ({
      ...validListing(idv),
      id,
      title: `Vendido ${idv}`,
    });
    const listing = [
      sold('cn-a', '1'),
      sold('cn-b', '2'),
      { ...validListing(available()), id: 'cn-c' },
    ];
    replies = [{ status: 200, body: listing }];
    const first = await api.get<{ vehicles: { id: string }[] }>(
      '/api/cnet/update-account?account=7',
    );
    expect(first.body.vehicles.map((v) => v.id)).toEqual(['cn-a', 'cn-b']);
    replies = [
      { status: 200, body: listing },
      { status: 200, body: listing[0] },
      { status: 404, body: { message: 'not found' } },
    ];
    const done = await api.get<{ vehicles: { id: string }[] }>(
      '/api/cnet/update-account?account=7&confirm=true',
    );
    expect(done.status).toBe(200);
    expect(done.body.vehicles.map((v) => v.id)).toEqual(['cn-a']);
    expect(seen.slice(1).map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v1/accounts/7/vehicles',
      'DELETE /v1/accounts/7/vehicles/cn-a',
      'DELETE /v1/accounts/7/vehicles/cn-b',
    ]);
    const [record] = (
      await api.get<
        { type: string; responses: { status: number; idv: string; message: string }[] }[]
      >('/api/cnet/api/actions?account=7')
    ).body;
    expect(record!.type).toBe('update-account');
    expect(record!.responses.map(({ status, idv, message }) => ({ status, idv, message }))).toEqual(
      [
        { status: 200, idv: '1', message: 'Vehículo eliminado correctamente: Vendido 1' },
        { status: 404, idv: '2', message: 'Vehículo no encontrado en Coches.net (cuenta 7)' },
      ],
    );
  });

  it('waits out a 429 of the marketplace during update-account and tries again', async () => {
    const waits: number[] = [];
    const marketplace = new HttpMarketplace({
      baseUrl: fakeUrl,
      apiKey: KEY,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    replies = [
      { status: 200, body: {} },
      { status: 429, body: {}, headers: { 'retry-after': '3' } },
      { status: 200, body: {} },
    ];
    const outcome = await marketplace.removeMany(6, ['cn-a', 'cn-b']);
    expect(outcome).toEqual({ removed: ['cn-a', 'cn-b'], failed: [] });
    expect(waits).toEqual([3000]);
    expect(seen.map((s) => s.url)).toEqual([
      '/v1/accounts/6/vehicles/cn-a',
      '/v1/accounts/6/vehicles/cn-b',
      '/v1/accounts/6/vehicles/cn-b',
    ]);
  });
});
