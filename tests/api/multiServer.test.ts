// Two API servers on one database: what is "one at a time" holds across them. In the api project
// both apps share one SQLite file; in api-pg one PostgreSQL database, where live events and session
// ends also cross servers (the socket.io PostgreSQL adapter).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceChange } from '../../server/realtime';
import { validListing } from './cnetFixtures';
import {
  ADMIN,
  SALES,
  TEST_STORE,
  client,
  expectError,
  signIn,
  startTestApp,
  tempDir,
  type TestApp,
} from './helpers';

let a: TestApp;
let b: TestApp;
/** A WordPress import trigger that answers after a while: an export holds its lock meanwhile. */
let wordpress: Server;
const heldImports: ServerResponse[] = [];
let holdImports = true;
/** From now on WordPress answers at once, and the imports it held are answered. */
const answerWordpress = () => {
  holdImports = false;
  for (const response of heldImports.splice(0)) response.end('ok');
};
beforeAll(async () => {
  wordpress = createServer((request, response) => {
    request.resume();
    if (holdImports) heldImports.push(response);
    else response.end('ok');
  });
  await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve));
  const wordpressExportUrl = `http://127.0.0.1:${(wordpress.address() as AddressInfo).port}/import`;
  const dataDir = await tempDir();
  const config = { dataDir, signinRateLimit: 10, signinAccountLimit: 4, wordpressExportUrl };
  a = await startTestApp(config);
  // The second server finds the demo data the first one seeded.
  b = await startTestApp(config);
});
afterAll(async () => {
  answerWordpress();
  await b?.app.close();
  await a?.close();
  wordpress?.closeAllConnections();
  await new Promise((resolve) => wordpress?.close(resolve));
});

const wrong = (email: string) => ({ email, password: 'no-es-la-clave' });

/** One admin session on each server, from an address of their own (sign-ins per address are limited here). */
const adminOn = async (app: TestApp) => {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/signin',
    remoteAddress: '192.0.2.50',
    payload: ADMIN,
  });
  expect(res.statusCode, res.body).toBe(200);
  return client(app.app, res.json<{ accessToken: string }>().accessToken);
};
let admins: Promise<{ onA: ReturnType<typeof client>; onB: ReturnType<typeof client> }> | null =
  null;
const adminsOnBoth = () =>
  (admins ??= (async () => ({ onA: await adminOn(a), onB: await adminOn(b) }))());

describe('two servers, one database', () => {
  it('count failed sign-ins of one account together: locked on both', async () => {
    // From a different address each time: only the account's count can stop them.
    const attempt = (app: TestApp, i: number, body: object) =>
      app.app.inject({
        method: 'POST',
        url: '/api/signin',
        remoteAddress: `198.51.100.${i}`,
        payload: body,
      });
    const email = 'comercial@multipublicador.local';
    const statuses: number[] = [];
    for (const [i, app] of [a, b, a, b].entries()) {
      statuses.push((await attempt(app, i, wrong(email))).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const [i, app] of [a, b].entries()) {
      const res = await attempt(app, 10 + i, SALES);
      expect(res.statusCode).toBe(429);
      expect(res.json<{ message: string }>().message).toMatch(/cuenta/);
    }
  });

  it('count sign-ins from one address together (SIGNIN_RATE_LIMIT)', async () => {
    const from = (app: TestApp, i: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/signin',
        remoteAddress: '203.0.113.9',
        payload: wrong(`nadie-${i}@x.es`),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from(i % 2 ? b : a, i)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await from(b, 11)).statusCode).toBe(429);
    expect((await from(a, 12)).statusCode).toBe(429);
  });

  it('refuse a bulk run on one while the other holds the lock', async () => {
    const onA = client(a.app, (await signIn(a.app, ADMIN)).accessToken);
    const onB = client(b.app, (await signIn(b.app, ADMIN)).accessToken);
    expect((await onA.put('/api/process/bulk', { active: true })).status).toBe(200);
    try {
      expectError(await onB.get('/api/grupoliva/woocommerce-sync'), 409, /acción masiva en curso/);
    } finally {
      await onA.put('/api/process/bulk', { active: false });
    }
    expect((await onB.get<{ active: boolean }>('/api/process/bulk')).body.active).toBe(false);
  });

  it('refuse a WordPress export on one while the other runs one', async () => {
    const onA = client(a.app, (await signIn(a.app, ADMIN)).accessToken);
    const onB = client(b.app, (await signIn(b.app, ADMIN)).accessToken);
    expect((await onA.post('/api/motos/wordpress-export')).status).toBe(202);
    expectError(await onB.post('/api/motos/wordpress-export'), 409, /en curso/);
    expect(
      (await onB.get<{ running: boolean }>('/api/motos/wordpress-export/status')).body.running,
    ).toBe(true);
    answerWordpress();
    await expect
      .poll(
        async () =>
          (await onB.get<{ running: boolean }>('/api/motos/wordpress-export/status')).body.running,
        { timeout: 10_000 },
      )
      .toBe(false);
    expect((await onB.post('/api/motos/wordpress-export')).status).toBe(202);
  });

  it("keep one Coches.net account's pace on both (a write on one, then on the other: 429)", async () => {
    const onA = client(a.app, (await signIn(a.app, ADMIN)).accessToken);
    const onB = client(b.app, (await signIn(b.app, ADMIN)).accessToken);
    const vehicles = '/api/cnet/api/vehicles?account=6';
    expect((await onA.post(vehicles, validListing('990601'))).status).toBe(201);
    const paced = await onB.post(vehicles, validListing('990602'));
    expectError(paced, 429, /cuenta 6; espere \d+ s/);
    expect(paced.headers['retry-after']).toBeDefined();
  });

  it.runIf(TEST_STORE === 'postgres')(
    'end a session on every server: signed out on one, refused on the other',
    async () => {
      const { accessToken } = await signIn(a.app, ADMIN);
      expect((await client(b.app, accessToken).get('/api/notifications')).status).toBe(200);
      await client(a.app, accessToken).post('/api/signout');
      expect((await client(b.app, accessToken).get('/api/notifications')).status).toBe(401);
    },
  );

  it.runIf(TEST_STORE === 'postgres')(
    'deliver a change made on one server live to a console connected to the other',
    async () => {
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const { accessToken } = await signIn(b.app, ADMIN);
      const socket: Socket = connect(
        `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`,
        {
          path: '/socket.io',
          auth: { token: accessToken },
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        },
      );
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const seen = new Promise<ResourceChange>((resolve) =>
          socket.on('resource:changed', (change: ResourceChange) => {
            if (change.resource === 'notifications') resolve(change);
          }),
        );
        const onA = client(a.app, (await signIn(a.app, ADMIN)).accessToken);
        const [first] = (await onA.get<{ _id: string }[]>('/api/notifications')).body;
        expect((await onA.put(`/api/notifications/${first!._id}`, { reading: true })).status).toBe(
          200,
        );
        expect((await seen).ids).toContain(first!._id);
      } finally {
        socket.close();
      }
    },
  );
  it.runIf(TEST_STORE === 'postgres')(
    "answer a list changed on the other server afresh (each server's kept answers hear it)",
    async () => {
      const { onA, onB } = await adminsOnBoth();
      type Moto = { _id: string; idv: string; km?: number };
      const [moto] = (await onB.get<Moto[]>('/api/motos')).body;
      const km = (moto!.km ?? 0) + 1234;
      expect((await onA.put(`/api/motos/${moto!.idv}`, { km })).status).toBe(200);
      await expect
        .poll(
          async () =>
            (await onB.get<Moto[]>('/api/motos')).body.find((m) => m._id === moto!._id)?.km,
        )
        .toBe(km);
    },
  );

  it.runIf(TEST_STORE === 'postgres')(
    'answer a list afresh after a change of more vehicles than a notice names (all read again)',
    async () => {
      const { onA, onB } = await adminsOnBoth();
      type Sale = { _id: string; vehiculosHome?: boolean };
      const list = '/api/gomotor?fields=_id,vehiculosHome';
      const before = (await onB.get<Sale[]>(list)).body;
      // ~300 ids of 24 characters do not fit one PostgreSQL notification (8,000 bytes).
      const chosen = before.slice(0, 300);
      expect(chosen.length).toBe(300);
      const value = !chosen[0]!.vehiculosHome;
      const update = { dataSelection: chosen.map((v) => v._id), update: 'vehiculosHome', value };
      expect((await onA.post('/api/gomotor/bulk-update', update)).status).toBe(200);
      const picked = new Set(update.dataSelection);
      await expect
        .poll(async () =>
          (await onB.get<Sale[]>(list)).body
            .filter((v) => picked.has(v._id))
            .every((v) => v.vehiculosHome === value),
        )
        .toBe(true);
    },
  );

  it.runIf(TEST_STORE === 'postgres')(
    "answer the bell's page afresh once a notification is read on the other server",
    async () => {
      const { onA, onB } = await adminsOnBoth();
      type Row = { _id: string };
      const bell = '/api/notifications?_start=0&_end=10&_sort=createdAt&_order=DESC&reading=false';
      const before = await onB.get<Row[]>(bell);
      const [first] = before.body;
      expect(first).toBeDefined();
      // Read twice on B: the second answer is the kept one.
      expect((await onB.get<Row[]>(bell)).body).toEqual(before.body);
      expect((await onA.put(`/api/notifications/${first!._id}`, { reading: true })).status).toBe(
        200,
      );
      await expect
        .poll(async () => (await onB.get<Row[]>(bell)).body.some((n) => n._id === first!._id))
        .toBe(false);
      const total = Number((await onB.get<Row[]>(bell)).headers['x-total-count']);
      expect(total).toBe(Number(before.headers['x-total-count']) - 1);
    },
  );
});
