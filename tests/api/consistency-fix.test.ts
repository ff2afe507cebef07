// Fixing drifts (docs/API.md "Channel consistency"): each kind fixed the way staff would,
// through the channel (the listing removed, repriced or published; Coches.net accounts at
// their pace), a fix of a drift no longer there skipped and said so, a refusal reported,
// one notification per run, the history's entries — and the automatic removal of reserved
// and sold listings an administrator may turn on, made by 'Sistema'.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashPrice } from '../../src/domain/stock';
import type { Notification, StockVehicle } from '../../src/domain/types';
import { CHANNELS } from '../../server/channels';
import { getGroupStock } from '../../server/stock/groupStock';
import { validListing } from './cnetFixtures';
import {
  ADMIN,
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type TestApp,
} from './helpers';

interface Drift {
  channel: string;
  idv: string;
  kind: string;
  listingId?: string;
}
interface FixAnswer {
  fixed: number;
  failed: { channel: string; idv: string; kind: string; error: string }[];
  skipped: { channel: string; idv: string; kind: string; reason: string }[];
}
interface Entry {
  user: { id: string; email: string; name: string };
  action: string;
  entity: string;
  channel?: string;
  idv?: string;
  runId?: string;
  message: string;
  changes?: { field: string; before: unknown; after: unknown }[];
}

const PACE_MS = 300;
const WALLAPOP = '/api/publishing/api/v1/wallapop/vehicles';
const MOTORETO = '/api/publishing/api/v1/motoreto/vehicles';
const STOCK = '/api/publishing/api/v1/quiter';

let t: TestApp;
let api: Client;
let staff: Client;
const stock = getGroupStock({});
const taken = new Set<string>();

beforeAll(async () => {
  t = await startTestApp({ cnetPaceMs: PACE_MS });
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  staff = client(t.app, (await signIn(t.app, SALES)).accessToken);
  // Nothing on the Coches.net accounts is picked: their listings drift on their own.
  for (const account of [1, 5, 6, 7]) {
    const listed = await api.get<{ internalReference: string }[]>(
      `/api/cnet/api/vehicles?account=${account}&fields=internalReference`,
    );
    for (const l of listed.body) taken.add(l.internalReference);
  }
});
afterAll(() => t.close());

const drifts = async (query: string) =>
  (await api.get<{ drifts: Drift[] }>(`/api/consistency${query}`)).body.drifts;
const fix = async (who: Client, items: { channel: string; idv: string; kind: string }[]) => {
  const answer = await who.post<FixAnswer>('/api/consistency/fix', { items });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const history = async (idv: string) => (await api.get<Entry[]>(`/api/audit?idv=${idv}`)).body;
const listed = async (path: string) =>
  (await api.get<{ _id: string; idv: string; precios?: { valor: number }[] }[]>(`${path}`)).body;

/** The channels this file publishes to: a vehicle picked is on none of them. */
const USED = new Set(['wallapop', 'motoreto', 'aramis']);

/** An available VO with deductible VAT, on none of the channels used here nor any account. */
async function fresh(): Promise<StockVehicle> {
  for (const v of stock) {
    if (v.reservado || v.tipo !== 'VO' || !v.ivaDeducible || taken.has(v.idv)) continue;
    taken.add(v.idv);
    const place = await api.get<{ channels: { id: string; listings: unknown[] }[] }>(
      `/api/consistency/vehicles/${v.idv}`,
    );
    if (place.body.channels.every((c) => !USED.has(c.id) || c.listings.length === 0)) return v;
  }
  throw new Error('no vehicle left off the channels used');
}

async function publish(path: string, v: StockVehicle): Promise<string> {
  const { _id: _stockId, ...body } = v;
  const created = await api.post<{ _id: string }>(path, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body._id;
}

describe('each kind, fixed as staff would', () => {
  it('reservado: the listing is removed, the history says why', async () => {
    const v = await fresh();
    const id = await publish(WALLAPOP, v);
    await api.patch(`${STOCK}/${v.idv}`, { reservado: true });
    const item = { channel: 'wallapop', idv: v.idv, kind: 'reservado' };
    expect(await fix(staff, [item])).toEqual({ fixed: 1, failed: [], skipped: [] });
    expect((await listed(`${WALLAPOP}?fields=_id`)).map((l) => l._id)).not.toContain(id);
    expect(await drifts(`?channel=wallapop`)).not.toContainEqual(
      expect.objectContaining({ idv: v.idv }),
    );
    const [entry] = await history(v.idv);
    expect(entry).toMatchObject({
      user: { email: SALES.email },
      action: 'fix',
      entity: 'listing',
      channel: 'wallapop',
      idv: v.idv,
      message: 'Retirado de Wallapop: reservado en stock (corrección de coherencia)',
    });
    // Fixed once: the same fix again finds nothing to do.
    expect(await fix(staff, [item])).toEqual({
      fixed: 0,
      failed: [],
      skipped: [{ ...item, reason: 'Ya no hay discrepancia' }],
    });
  });

  it('vendido: the listing is removed', async () => {
    const v = await fresh();
    const id = await publish(MOTORETO, v);
    await api.patch(`${STOCK}/${v.idv}`, { vendido: true });
    expect(await fix(api, [{ channel: 'motoreto', idv: v.idv, kind: 'vendido' }])).toMatchObject({
      fixed: 1,
    });
    expect((await listed(`${MOTORETO}?fields=_id`)).map((l) => l._id)).not.toContain(id);
    expect((await history(v.idv))[0]!.message).toBe(
      'Retirado de Motoreto: ya no está en el stock (corrección de coherencia)',
    );
  });

  it('precio: the listing takes the stock’s price', async () => {
    const v = await fresh();
    const id = await publish(WALLAPOP, v);
    const was = cashPrice(v)!;
    await api.patch(`${STOCK}/${v.idv}`, { precio: was - 500 });
    expect(await fix(api, [{ channel: 'wallapop', idv: v.idv, kind: 'precio' }])).toMatchObject({
      fixed: 1,
    });
    const listing = (await listed(WALLAPOP)).find((l) => l._id === id)!;
    expect(listing.precios![0]!.valor).toBe(was - 500);
    const [entry] = await history(v.idv);
    expect(entry).toMatchObject({
      action: 'fix',
      changes: expect.arrayContaining([
        { field: 'precios[0].valor', label: 'Precios nº 1 › Valor', before: was, after: was - 500 },
      ]),
    });
    expect(entry!.message).toMatch(/^Precio en Wallapop corregido de .* a .*, el del stock/);
  });

  it('pendiente: the vehicle is published as the send panel publishes it', async () => {
    const v = await fresh();
    const item = { channel: 'aramis', idv: v.idv, kind: 'pendiente' };
    expect(await drifts(`?channel=aramis&kind=pendiente`)).toContainEqual(
      expect.objectContaining({ idv: v.idv }),
    );
    expect(await fix(api, [item])).toMatchObject({ fixed: 1 });
    const records = await api.get<{ vehicle_id: string; publicacion_manual: boolean }[]>(
      '/api/publishing/api/v1/aramis/vehicles/',
    );
    expect(records.body.find((r) => r.vehicle_id === v.idv)).toMatchObject({
      publicacion_manual: true,
    });
    expect((await history(v.idv))[0]).toMatchObject({ action: 'fix', channel: 'aramis' });
    // Published meanwhile: skipped.
    expect((await fix(api, [item])).skipped).toEqual([
      { ...item, reason: 'Ya no hay discrepancia' },
    ]);
  });

  it('duplicado on Coches.net accounts: all but the first removed, at the accounts’ pace', async () => {
    const cars = [await fresh(), await fresh()];
    for (const v of cars) {
      for (const account of [5, 6]) {
        const body = {
          ...validListing(v.idv),
          price: { ...validListing(v.idv).price, priceValue: cashPrice(v) },
        };
        for (;;) {
          const created = await api.post(`/api/cnet/api/vehicles?account=${account}`, body);
          if (created.status === 201) break;
          expect(created.status).toBe(429);
          await sleep(PACE_MS / 3);
        }
      }
    }
    const items = cars.map((v) => ({ channel: 'cnet', idv: v.idv, kind: 'duplicado' }));
    const started = Date.now();
    expect(await fix(api, items)).toEqual({ fixed: 2, failed: [], skipped: [] });
    // Two removals from one account: the second waited for the account's turn.
    expect(Date.now() - started).toBeGreaterThanOrEqual(PACE_MS - 50);
    for (const v of cars) {
      const place = await api.get<{ channels: { id: string; listings: { place?: string }[] }[] }>(
        `/api/consistency/vehicles/${v.idv}`,
      );
      const cnet = place.body.channels.find((c) => c.id === 'cnet')!;
      expect(cnet.listings.filter((l) => l.place).map((l) => l.place)).toEqual(['cuenta 5']);
      expect((await history(v.idv))[0]).toMatchObject({
        action: 'fix',
        entity: 'cnet',
        message:
          'Retirado de Coches.net (cuenta 6): estaba publicado más de una vez (corrección de coherencia)',
      });
    }
  });

  it('a fix the channel refuses is reported, the others done', async () => {
    const v = await fresh();
    const body = {
      ...validListing(v.idv),
      price: { ...validListing(v.idv).price, priceValue: cashPrice(v) },
    };
    expect((await api.post('/api/cnet/api/vehicles?account=7', body)).status).toBe(201);
    const w = await fresh();
    await publish(WALLAPOP, w);
    // A cash price of 0: Coches.net refuses a listing without a price.
    await api.patch(`${STOCK}/${v.idv}`, { precio: 0 });
    await api.patch(`${STOCK}/${w.idv}`, { reservado: true });
    const answer = await fix(api, [
      { channel: 'cnet', idv: v.idv, kind: 'precio' },
      { channel: 'wallapop', idv: w.idv, kind: 'reservado' },
    ]);
    expect(answer.fixed).toBe(1);
    expect(answer.failed).toEqual([
      { channel: 'cnet', idv: v.idv, kind: 'precio', error: expect.stringMatching(/precio/i) },
    ]);
    const notices = await api.get<Notification[]>('/api/notifications');
    expect(notices.body[0]).toMatchObject({
      text: 'Coherencia de canales: 1 corregida, 1 con error',
      severity: 'error',
      action: 'fix',
    });
  });

  it('gives every entry of one request one run id', async () => {
    const cars = [await fresh(), await fresh()];
    for (const v of cars) {
      await publish(WALLAPOP, v);
      await api.patch(`${STOCK}/${v.idv}`, { reservado: true });
    }
    await fix(
      api,
      cars.map((v) => ({ channel: 'wallapop', idv: v.idv, kind: 'reservado' })),
    );
    const runs = await Promise.all(cars.map(async (v) => (await history(v.idv))[0]!.runId));
    expect(runs[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(runs[1]).toBe(runs[0]);
  });

  it('refuses a malformed request', async () => {
    const url = '/api/consistency/fix';
    const item = { channel: 'wallapop', idv: '100001', kind: 'reservado' };
    expectError(await api.post(url, { items: [] }), 400);
    expectError(await api.post(url, { items: Array(501).fill(item) }), 400);
    expectError(await api.post(url, { items: [{ ...item, channel: 'tiktok' }] }), 400);
    expectError(await api.post(url, { items: [{ ...item, kind: 'roto' }] }), 400);
    expectError(await api.post(url, { items: [{ ...item, extra: 1 }] }), 400, /extra/);
    expectError(await api.post(url, {}), 400);
  });
});

describe('automatic fixes', () => {
  const SETTINGS = '/api/settings/consistency';

  it('are off for every channel until an administrator turns them on', async () => {
    const read = await api.get<{ autoFix: Record<string, boolean> }>(SETTINGS);
    expect(read.body).toEqual({
      autoFix: Object.fromEntries(CHANNELS.map((c) => [c.id, false])),
    });
    expectError(await staff.get(SETTINGS), 403);
    expectError(await staff.put(SETTINGS, { autoFix: { wallapop: true } }), 403);
    expectError(await api.put(SETTINGS, { autoFix: { tiktok: true } }), 400, /tiktok/);
    expectError(await api.put(SETTINGS, { autoFix: { wallapop: 'sí' } }), 400);
  });

  it('remove a reserved car’s listing as Sistema, on the channels turned on only', async () => {
    const saved = await api.put<{ autoFix: Record<string, boolean> }>(SETTINGS, {
      autoFix: { wallapop: true },
    });
    expect(saved.body.autoFix).toMatchObject({ wallapop: true, motoreto: false });
    expect((await api.get(SETTINGS)).body).toEqual(saved.body);
    const v = await fresh();
    const onWallapop = await publish(WALLAPOP, v);
    const onMotoreto = await publish(MOTORETO, v);
    await api.patch(`${STOCK}/${v.idv}`, { reservado: true });
    let removed = false;
    for (let waited = 0; waited < 5000 && !removed; waited += 100) {
      await sleep(100);
      removed = !(await listed(`${WALLAPOP}?fields=_id`)).some((l) => l._id === onWallapop);
    }
    expect(removed).toBe(true);
    expect((await listed(`${MOTORETO}?fields=_id`)).map((l) => l._id)).toContain(onMotoreto);
    const entry = (await history(v.idv)).find((e) => e.action === 'fix')!;
    expect(entry).toMatchObject({
      user: { id: 'system', email: '', name: 'Sistema' },
      channel: 'wallapop',
      message: 'Retirado de Wallapop: reservado en stock (corrección de coherencia)',
    });
    const notices = await api.get<Notification[]>('/api/notifications');
    expect(notices.body.map((n) => n.text)).toContain('Corrección automática: 1 corregida');
    await api.put(SETTINGS, { autoFix: {} });
  });
});
