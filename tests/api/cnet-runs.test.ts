// docs/API.md "# Coches.net": the action history and its notifications, update-account's two
// steps, the per-account pace of writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionRecordBody, actionSummary } from '../../src/domain/cochesNet/results';
import type { Notification } from '../../src/domain/types';
import { findStockVehicle } from '../../server/stock/groupStock';
import { AccountPacer } from '../../server/cnet/pace';
import { openDatabase } from '../../server/db/index';
import {
  ADMIN,
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  tempDir,
  type Client,
  type MalformedCase,
  type TestApp,
  watchResourceChanges,
} from './helpers';
import { validListing, type ListingAnswer } from './cnetFixtures';

const VEHICLES = '/api/cnet/api/vehicles';
const ACTIONS = '/api/cnet/api/actions';

interface ActionRecord {
  _id: string;
  type: string;
  account: { value: number; key: string };
  user: string;
  createdAt: string;
  responses: { _id: string; createdAt: string; status: number; idv: string; message: string }[];
}

let t: TestApp;
let api: Client;
let token: string;
const newestNotification = async () =>
  (await api.get<Notification[]>('/api/notifications')).body[0]!;

beforeAll(async () => {
  t = await startTestApp({ cnetPaceMs: 0 });
  token = (await signIn(t.app, SALES)).accessToken;
  api = client(t.app, token);
});
afterAll(() => t.close());

describe('action records', () => {
  const run = {
    type: 'create',
    account: { value: 1, key: 'Tests DEMO' },
    data: [
      { status: 200, idv: '100001', message: 'Vehículo creado correctamente: SEAT Ibiza' },
      { status: 200, idv: '100002', message: 'Vehículo creado correctamente: SEAT León' },
      { status: 200, idv: '100003', message: 'Vehículo creado correctamente: Kia Ceed' },
      { status: 422, idv: '100004', message: 'Este vehículo no tiene fotos.' },
    ],
  };

  it('POST records a run (201) with its user and dated results, and notifies', async () => {
    const res = await api.post<ActionRecord>(ACTIONS, run);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      type: 'create',
      account: { value: 1, key: 'Tests DEMO' },
      user: 'comercial@multipublicador.local',
    });
    expect(
      res.body.responses.map(({ status, idv, message }) => ({ status, idv, message })),
    ).toEqual(run.data);
    for (const response of res.body.responses) {
      expect(response._id).toMatch(/^[0-9a-f]{24}$/);
      expect(response.createdAt).toBe(res.body.createdAt);
    }
    expect(await newestNotification()).toMatchObject({
      text: 'Coches.net (Tests DEMO): 3 vehículos enviados, 1 con error',
      severity: 'error',
      site: 'cnet',
      reading: false,
    });
    // What the console posts (src/domain/cochesNet/results.ts): the account as {value, key}.
    const allGood = await api.post<ActionRecord>(
      ACTIONS,
      actionRecordBody('delete', { value: 6, key: 'Oliva Motor Tarragona' }, [
        { status: 200, idv: '100001', message: 'Vehículo eliminado correctamente' },
      ]),
    );
    expect(allGood.status).toBe(201);
    expect(await newestNotification()).toMatchObject({
      text: 'Coches.net (Oliva Motor Tarragona): 1 vehículo eliminado',
      severity: 'success',
    });
  });

  it('GET lists the runs newest first, all or of one account', async () => {
    const posted = (await api.post<ActionRecord>(ACTIONS, { ...run, type: 'update' })).body;
    const all = (await api.get<ActionRecord[]>(ACTIONS)).body;
    expect(all[0]).toEqual(posted);
    const dates = all.map((a) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // The demo history has runs on every account.
    expect(new Set(all.map((a) => a.account.value))).toEqual(new Set([1, 5, 6, 7]));
    const ofSeven = (await api.get<ActionRecord[]>(`${ACTIONS}?account=7`)).body;
    expect(ofSeven.length).toBeGreaterThan(0);
    expect(ofSeven.every((a) => a.account.value === 7)).toBe(true);
    expectError(await api.get(`${ACTIONS}?account=0`), 400);
  });

  it('POST refuses malformed bodies with a Spanish 400 naming the field, recording nothing', async () => {
    const before = (await api.get<ActionRecord[]>(ACTIONS)).body.length;
    const item = run.data[0]!;
    const cases: MalformedCase[] = [
      { name: 'bad JSON', payload: '{"type": ', message: /JSON válido/ },
      {
        name: 'no data',
        payload: { type: 'create', account: 1 },
        message: /'Vehículos' es obligatorio/,
      },
      {
        name: 'empty data',
        payload: { ...run, data: [] },
        message: /'Vehículos' debe contener al menos 1 elemento/,
      },
      {
        name: 'server-only type',
        payload: { ...run, type: 'update-account' },
        message: /'Tipo' debe ser uno de: create, update, delete/,
      },
      {
        name: 'account as text',
        payload: { ...run, account: 'uno' },
        message: /'Cuenta' debe ser un objeto/,
      },
      {
        name: 'account number as text',
        payload: { ...run, account: { value: '1' } },
        message: /'Cuenta › Número' debe ser un número entero/,
      },
      {
        name: 'account without value',
        payload: { ...run, account: { key: 'Tests DEMO' } },
        message: /'Cuenta › Número' es obligatorio/,
      },
      {
        name: 'own database',
        payload: { ...run, account: { value: 0, key: 'Base de datos' } },
        message: /'Cuenta' debe ser una cuenta de Coches.net/,
      },
      {
        name: 'unknown account',
        payload: { ...run, account: { value: 3, key: 'Reus' } },
        message: /'Cuenta' debe ser una cuenta de Coches.net/,
      },
      {
        name: 'result without idv',
        payload: { ...run, data: [{ status: 200, message: 'ok' }] },
        message: /'Vehículos nº 1 › IDV' es obligatorio/,
      },
      {
        name: 'status as text',
        payload: { ...run, data: [{ ...item, status: '200' }] },
        message: /'Vehículos nº 1 › Estado' debe ser un número entero/,
      },
      {
        name: 'too many results',
        payload: { ...run, data: Array.from({ length: 5001 }, () => item) },
        message: /no puede contener más de 5000 elementos/,
      },
    ];
    for (const c of cases) expectError(await api.post(ACTIONS, c.payload), 400, c.message);
    expect((await api.get<ActionRecord[]>(ACTIONS)).body.length).toBe(before);
    // 5,000 results, the most a run records, are taken.
    const big = await api.post(ACTIONS, { ...run, data: Array.from({ length: 5000 }, () => item) });
    expect(big.status).toBe(201);
  });
});

describe('update-account', () => {
  it('first lists what it would delete (reserved or sold), then deletes exactly that', async () => {
    const before = (await api.get<ListingAnswer[]>(`${VEHICLES}?account=5`)).body;
    const first = await api.get<{ vehicles: ListingAnswer[] }>(
      '/api/cnet/update-account?account=5',
    );
    expect(first.status).toBe(200);
    const stale = first.body.vehicles;
    expect(stale.length).toBeGreaterThan(0);
    for (const listing of stale) {
      const vehicle = findStockVehicle(t.config, listing.internalReference);
      expect(!vehicle || vehicle.reservado, listing.internalReference).toBe(true);
    }
    const kept = before.filter((l) => !stale.some((s) => s.id === l.id));
    for (const listing of kept) {
      expect(findStockVehicle(t.config, listing.internalReference)?.reservado).toBe(false);
    }
    // The first step changes nothing.
    expect((await api.get(`${VEHICLES}?account=5`)).body).toEqual(before);
    const asked = await api.get('/api/cnet/update-account?account=5&confirm=false');
    expect(asked.body).toEqual(first.body);

    const done = await api.get<{ message: string; vehicles: ListingAnswer[] }>(
      '/api/cnet/update-account?account=5&confirm=true',
    );
    expect(done.status).toBe(200);
    expect(done.body.vehicles.map((l) => l.id).sort()).toEqual(stale.map((l) => l.id).sort());
    expect((await api.get<ListingAnswer[]>(`${VEHICLES}?account=5`)).body).toEqual(kept);
    const [record] = (await api.get<ActionRecord[]>(`${ACTIONS}?account=5`)).body;
    expect(record).toMatchObject({
      type: 'update-account',
      account: { value: 5, key: 'Grupo Oliva' },
    });
    expect(record!.responses.map((r) => r.idv).sort()).toEqual(
      stale.map((l) => l.internalReference).sort(),
    );
    expect((await newestNotification()).text).toBe(
      actionSummary(
        'update-account',
        'Grupo Oliva',
        stale.map(() => ({ status: 200 })),
      ),
    );
    // Nothing left to delete; other accounts untouched.
    expect((await api.get('/api/cnet/update-account?account=5')).body).toEqual({ vehicles: [] });
    expect(
      (await api.get<{ vehicles: unknown[] }>('/api/cnet/update-account?account=6')).body.vehicles
        .length,
    ).toBeGreaterThan(0);
  });

  it('has no HEAD twin that would delete unseen', async () => {
    const before = (await api.get<ListingAnswer[]>(`${VEHICLES}?account=6`)).body;
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/cnet/update-account?account=6&confirm=true',
      headers: { 'x-access-token': token },
    });
    expect(head.statusCode).toBe(404);
    expect((await api.get(`${VEHICLES}?account=6`)).body).toEqual(before);
  });

  it('refuses account 0, unknown accounts and a bad confirm flag', async () => {
    expectError(await api.get('/api/cnet/update-account?account=0&confirm=true'), 400);
    expectError(await api.get('/api/cnet/update-account?account=4'), 404);
    expectError(await api.get('/api/cnet/update-account'), 400, /'account' es obligatorio/);
    expectError(await api.get('/api/cnet/update-account?account=5&confirm=si'), 400, /'confirm'/);
  });
});

describe('pace of writes per account (CNET_PACE_MS)', () => {
  it('the pacer lets one write per pace through, per account, and says how long to wait', async () => {
    // Its turns are kept in the database, so the pace is the same on every server.
    const db = openDatabase(await tempDir());
    let now = 10_000;
    const pacer = new AccountPacer(db, 4000, () => now);
    await pacer.take(1);
    now += 3001;
    await expect(pacer.take(1)).rejects.toThrow(
      'Demasiadas peticiones a Coches.net para la cuenta 1; espere 1 s',
    );
    now -= 2000;
    await expect(pacer.take(1)).rejects.toThrow('espere 3 s');
    await pacer.take(5);
    now = 14_000;
    await pacer.take(1);
    await expect(pacer.take(1)).rejects.toThrow('espere 4 s');
    const unpaced = new AccountPacer(db, 0, () => now);
    await unpaced.take(1);
    await unpaced.take(1);
    await db.close();
  });

  it('answers a second write to one account within the pace with 429 and Retry-After', async () => {
    const paced = await startTestApp({ cnetPaceMs: 60_000 });
    try {
      const asAdmin = client(paced.app, (await signIn(paced.app, ADMIN)).accessToken);
      const created = await asAdmin.post<ListingAnswer>(
        `${VEHICLES}?account=1`,
        validListing('990100'),
      );
      expect(created.status).toBe(201);
      const before = (await asAdmin.get(`${VEHICLES}?account=1`)).body;
      const again = await asAdmin.post(`${VEHICLES}?account=1`, validListing('990101'));
      expectError(again, 429, 'Demasiadas peticiones a Coches.net para la cuenta 1; espere 60 s');
      expect(again.headers['retry-after']).toBe('60');
      // A console on another origin may read it too.
      expect(again.headers['access-control-expose-headers']).toMatch(/retry-after/i);
      expectError(
        await asAdmin.put(`${VEHICLES}/${created.body.id}?account=1`, validListing('990100')),
        429,
      );
      expectError(await asAdmin.delete(`${VEHICLES}/${created.body.id}?account=1`), 429);
      expect((await asAdmin.get(`${VEHICLES}?account=1`)).body).toEqual(before);
      // Another account has its own pace; reads are not paced.
      expect((await asAdmin.post(`${VEHICLES}?account=7`, validListing('990101'))).status).toBe(
        201,
      );
      expect((await asAdmin.get(`${VEHICLES}?account=1`)).status).toBe(200);
    } finally {
      await paced.close();
    }
  });
});

describe('live events', () => {
  it('listings, accounts and runs emit resource:changed, so open screens refresh', async () => {
    const { socket, changes } = await watchResourceChanges(t.app, SALES);
    const seen = (resource: string, action: string, id: string) =>
      changes.some((c) => c.resource === resource && c.action === action && c.ids.includes(id));
    const until = (check: () => boolean) =>
      new Promise<void>((resolve) => {
        const look = () => (check() ? resolve() : setTimeout(look, 20));
        look();
      });
    try {
      const created = (
        await api.post<ListingAnswer>(`${VEHICLES}?account=7`, validListing('990200'))
      ).body;
      await until(() => seen('cnet-listings', 'create', created.id));
      await api.put(`${VEHICLES}/${created.id}?account=7`, validListing('990200'));
      await until(() => seen('cnet-listings', 'update', created.id));
      await api.delete(`${VEHICLES}/${created.id}?account=7`);
      await until(() => seen('cnet-listings', 'delete', created.id));
      const [account] = (
        await api.get<{ _id: string }[]>('/api/publishing/api/v1/coches-net/accounts')
      ).body;
      await api.patch(`/api/publishing/api/v1/coches-net/accounts/${account!._id}`, {
        webDescription: 'En directo',
      });
      await until(() => seen('cnet-accounts', 'update', account!._id));
      const run = await api.post<ActionRecord>(ACTIONS, {
        type: 'create',
        account: { value: 7 },
        data: [{ status: 200, idv: '990200', message: 'ok' }],
      });
      await until(() => seen('cnet-actions', 'create', run.body._id));
    } finally {
      socket.close();
    }
  });
});
