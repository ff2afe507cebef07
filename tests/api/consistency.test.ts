// The channel consistency report (docs/API.md "Channel consistency"): every channel's
// counts, every kind of drift made through the API as a real group makes it (a car
// published, then reserved, repriced or sold in the stock system; the same car on two
// Coches.net accounts), the filters, one vehicle's place on every channel, and the live
// event that tells open pages to read it again.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { isEligible } from '../../src/domain/consistency/channelRules';
import { formatEuros } from '../../src/domain/format';
import { cashPrice } from '../../src/domain/stock';
import type { StockVehicle } from '../../src/domain/types';
import { CHANNELS } from '../../server/channels';
import type { ResourceChange } from '../../server/realtime';
import { getGroupStock } from '../../server/stock/groupStock';
import { validListing } from './cnetFixtures';
import {
  ADMIN,
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  watchResourceChanges,
  type Client,
  type TestApp,
} from './helpers';
import { rulesOf } from '../../server/consistency/channels';

/** The registry's channel rules, by id. */
const CHANNEL_RULES = rulesOf(CHANNELS);

interface Drift {
  channel: string;
  idv: string;
  kind: string;
  listingId?: string;
  stock?: number;
  listed?: number;
  message: string;
  vehicle?: string;
}
interface Report {
  generatedAt: string;
  channels: { id: string; label: string; listed: number; eligible: number; drifts: number }[];
  drifts: Drift[];
}

const WALLAPOP = '/api/publishing/api/v1/wallapop/vehicles';
const STOCK = '/api/publishing/api/v1/quiter';

let t: TestApp;
let api: Client;
let staff: Client;
const stock = getGroupStock({});

beforeAll(async () => {
  t = await startTestApp({ cnetPaceMs: 50 });
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  staff = client(t.app, (await signIn(t.app, SALES)).accessToken);
});
afterAll(() => t.close());

const report = async (query = '') => {
  const answer = await api.get<Report>(`/api/consistency${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const driftsOf = (r: Report, idv: string) => r.drifts.filter((d) => d.idv === idv);
const wallapopIdvs = async () =>
  new Set((await api.get<{ idv: string }[]>(`${WALLAPOP}?fields=idv`)).body.map((l) => l.idv));

/** Publishes a stock vehicle on Wallapop as the send panel does (the vehicle as read). */
async function publishOnWallapop(v: StockVehicle): Promise<string> {
  const { _id: _stockId, ...body } = v;
  const created = await api.post<{ _id: string }>(WALLAPOP, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body._id;
}

/** An available VO with deductible VAT (every channel takes it), not on Wallapop yet. */
async function freshVehicle(taken: Set<string>): Promise<StockVehicle> {
  const listed = await wallapopIdvs();
  const v = stock.find(
    (x) =>
      !x.reservado && x.tipo === 'VO' && x.ivaDeducible && !listed.has(x.idv) && !taken.has(x.idv),
  )!;
  taken.add(v.idv);
  return v;
}

describe('the report', () => {
  it('counts every channel of the registry, in its order', async () => {
    const r = await report();
    expect(r.channels.map((c) => c.id)).toEqual(CHANNELS.map((c) => c.id));
    expect(r.channels.map((c) => c.label)).toEqual(CHANNELS.map((c) => c.label));
    expect(Date.parse(r.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const wallapop = r.channels.find((c) => c.id === 'wallapop')!;
    expect(wallapop.listed).toBe((await wallapopIdvs()).size);
    for (const c of r.channels) {
      const eligible = stock.filter((v) => isEligible(CHANNEL_RULES[c.id]!, v)).length;
      expect(c.eligible, c.id).toBe(eligible);
      expect(c.drifts, c.id).toBe(r.drifts.filter((d) => d.channel === c.id).length);
    }
    // By channel in registry order, then idv (as numbers).
    const order = CHANNELS.map((c) => c.id);
    const keys = r.drifts.map((d) => [order.indexOf(d.channel), d.idv.length, d.idv] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2]));
    expect(keys).toEqual(sorted);
  });

  it('takes the stock page’s not-imported vehicles as pending', async () => {
    const r = await report('?channel=wallapop&kind=pendiente');
    const listed = await wallapopIdvs();
    const expected = stock.filter((v) => !v.reservado && !listed.has(v.idv)).map((v) => v.idv);
    expect(r.drifts.map((d) => d.idv)).toEqual(expected);
    expect(r.drifts[0]).toMatchObject({
      channel: 'wallapop',
      kind: 'pendiente',
      message: 'Pendiente de publicar en Wallapop',
    });
  });

  it('filters by channel and kind, counts to match; any other parameter is a 400', async () => {
    const r = await report('?kind=vendido');
    expect(r.drifts.length).toBeGreaterThan(0);
    expect(new Set(r.drifts.map((d) => d.kind))).toEqual(new Set(['vendido']));
    expect(r.channels.reduce((n, c) => n + c.drifts, 0)).toBe(r.drifts.length);
    const one = await report('?channel=motoreto&kind=pendiente');
    expect(one.channels.filter((c) => c.drifts > 0).map((c) => c.id)).toEqual(['motoreto']);
    expectError(await api.get('/api/consistency?canal=wallapop'), 400, /'canal' no está permitido/);
    expectError(await api.get('/api/consistency?kind=perdido'), 400, /kind/);
    expectError(await api.get('/api/consistency?channel=tiktok'), 400, /channel/);
  });

  it('answers a page that holds the current report 304, until the report changes', async () => {
    const { accessToken } = await signIn(t.app, ADMIN);
    const get = (url: string, etag?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-access-token': accessToken, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await get('/api/consistency?kind=precio');
    const etag = String(first.headers.etag);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await get('/api/consistency?kind=precio', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another filter is another answer.
    expect((await get('/api/consistency?kind=pendiente', etag)).statusCode).toBe(200);
    const v = stock.find((x) => !x.reservado && x.tipo === 'VO' && x.ivaDeducible)!;
    await api.patch(`${STOCK}/${v.idv}`, { precio: 54321 });
    const changed = await get('/api/consistency?kind=precio', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Report>().drifts.length).toBeGreaterThanOrEqual(
      first.json<Report>().drifts.length,
    );
    await api.patch(`${STOCK}/${v.idv}`, { precio: cashPrice(v)! });
  });

  it('sends the whole report gzipped to a client that takes gzip, the same JSON as plain', async () => {
    const { accessToken } = await signIn(t.app, ADMIN);
    const get = (gzip: boolean) =>
      t.app.inject({
        method: 'GET',
        url: '/api/consistency',
        headers: { 'x-access-token': accessToken, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
      });
    const plain = await get(false);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<Report>().drifts.length).toBeGreaterThan(0);
    const zipped = await get(true);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('is read by staff too', async () => {
    expect((await staff.get('/api/consistency')).status).toBe(200);
    expect((await staff.get('/api/consistency/vehicles/100001')).status).toBe(200);
  });
});

describe('every kind, made through the API', () => {
  const taken = new Set<string>();

  it('pending, then published: the drift goes', async () => {
    const v = await freshVehicle(taken);
    expect(driftsOf(await report('?channel=wallapop'), v.idv).map((d) => d.kind)).toEqual([
      'pendiente',
    ]);
    await publishOnWallapop(v);
    expect(driftsOf(await report('?channel=wallapop'), v.idv)).toEqual([]);
  });

  it('published, then reserved in the stock: reservado (and no longer pending anywhere)', async () => {
    const v = await freshVehicle(taken);
    const listingId = await publishOnWallapop(v);
    const changed = await api.patch<StockVehicle>(`${STOCK}/${v.idv}`, { reservado: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ idv: v.idv, reservado: true });
    // The stock routes read the changed stock too.
    const [read] = (await api.get<StockVehicle[]>(`${STOCK}?idv=${v.idv}`)).body;
    expect(read!.reservado).toBe(true);
    const all = await report();
    expect(driftsOf(all, v.idv).filter((d) => d.kind === 'pendiente')).toEqual([]);
    expect(driftsOf(await report('?channel=wallapop'), v.idv)).toEqual([
      {
        channel: 'wallapop',
        idv: v.idv,
        kind: 'reservado',
        listingId,
        message: 'Reservado en stock y publicado en Wallapop',
        vehicle: `${v.marca} ${v.modelo}`,
      },
    ]);
  });

  it('published, then sold (gone from the stock): vendido', async () => {
    const v = await freshVehicle(taken);
    const listingId = await publishOnWallapop(v);
    expect((await api.patch(`${STOCK}/${v.idv}`, { vendido: true })).body).toEqual({
      idv: v.idv,
      vendido: true,
    });
    expect((await api.get<StockVehicle[]>(`${STOCK}?idv=${v.idv}`)).body).toEqual([]);
    expect(driftsOf(await report('?channel=wallapop'), v.idv)).toEqual([
      {
        channel: 'wallapop',
        idv: v.idv,
        kind: 'vendido',
        listingId,
        message: 'Vendido (ya no está en el stock) y publicado en Wallapop',
      },
    ]);
  });

  it('published, then repriced in the stock: precio, naming both prices', async () => {
    const v = await freshVehicle(taken);
    const listingId = await publishOnWallapop(v);
    const before = cashPrice(v)!;
    await api.patch(`${STOCK}/${v.idv}`, { precio: before - 1000 });
    const drifts = driftsOf(await report('?channel=wallapop'), v.idv);
    expect(drifts).toEqual([
      {
        channel: 'wallapop',
        idv: v.idv,
        kind: 'precio',
        listingId,
        stock: before - 1000,
        listed: before,
        message: `Precio en Wallapop ${formatEuros(before)}, en stock ${formatEuros(before - 1000)}`,
        vehicle: `${v.marca} ${v.modelo}`,
      },
    ]);
  });

  it('the same car on two Coches.net accounts: duplicado', async () => {
    const online = new Set<string>();
    for (const account of [5, 6]) {
      const listed = await api.get<{ internalReference: string }[]>(
        `/api/cnet/api/vehicles?account=${account}&fields=internalReference`,
      );
      for (const l of listed.body) online.add(l.internalReference);
    }
    for (const idv of online) taken.add(idv);
    const v = await freshVehicle(taken);
    for (const account of [5, 6]) {
      const created = await api.post(`/api/cnet/api/vehicles?account=${account}`, {
        ...validListing(v.idv),
        price: { ...validListing(v.idv).price, priceValue: cashPrice(v) },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const drifts = driftsOf(await report('?channel=cnet&kind=duplicado'), v.idv);
    expect(drifts).toEqual([
      expect.objectContaining({
        kind: 'duplicado',
        message: 'Publicado 2 veces en Coches.net (cuenta 5, cuenta 6)',
      }),
    ]);
  });

  it('answers one vehicle’s place on every channel', async () => {
    const v = await freshVehicle(taken);
    const listingId = await publishOnWallapop(v);
    await api.patch(`${STOCK}/${v.idv}`, { precio: 12345 });
    const place = await api.get<{
      idv: string;
      inStock: boolean;
      reservado: boolean;
      stockPrice: number;
      channels: {
        id: string;
        eligible: boolean;
        listed: boolean;
        listings: { listingId: string; price?: number }[];
        drifts: { kind: string; message: string }[];
      }[];
    }>(`/api/consistency/vehicles/${v.idv}`);
    expect(place.status).toBe(200);
    expect(place.body).toMatchObject({
      idv: v.idv,
      inStock: true,
      reservado: false,
      stockPrice: 12345,
    });
    expect(place.body.channels.map((c) => c.id)).toEqual(CHANNELS.map((c) => c.id));
    const wallapop = place.body.channels.find((c) => c.id === 'wallapop')!;
    expect(wallapop).toMatchObject({
      eligible: true,
      listed: true,
      listings: [{ listingId, price: cashPrice(v) }],
      drifts: [{ kind: 'precio' }],
    });
    expect(place.body.channels.find((c) => c.id === 'motoreto')!.drifts).toEqual([
      { kind: 'pendiente', message: 'Pendiente de publicar en Motoreto' },
    ]);
    const gone = await api.get<{ inStock: boolean; channels: unknown[] }>(
      '/api/consistency/vehicles/1',
    );
    expect(gone.body).toMatchObject({ inStock: false });
    expectError(await api.get('/api/consistency/vehicles/..%2Fx'), 400);
  });

  it('changes the stock only for administrators, and only vehicles it has', async () => {
    expectError(await staff.patch(`${STOCK}/${stock[0]!.idv}`, { reservado: true }), 403);
    expectError(await api.patch(`${STOCK}/1`, { reservado: true }), 404, /no está en el stock/);
    expectError(await api.patch(`${STOCK}/${stock[0]!.idv}`, {}), 400);
    expectError(await api.patch(`${STOCK}/${stock[0]!.idv}`, { reservado: 'sí' }), 400);
    expectError(
      await api.patch(`${STOCK}/${stock[0]!.idv}`, { km: 5 }),
      400,
      /'Kilómetros' no está permitido/,
    );
  });
});

describe('live', () => {
  let socket: Socket | undefined;
  let changes: ResourceChange[] = [];
  afterAll(() => socket?.disconnect());

  it('tells open pages to read the report again within 2 s of a change', async () => {
    ({ socket, changes } = await watchResourceChanges(t.app, SALES));
    const v = stock.find((x) => !x.reservado && x.tipo === 'VO')!;
    const started = Date.now();
    await api.patch(`${STOCK}/${v.idv}`, { reservado: true });
    const heard = await new Promise<number>((resolve, reject) => {
      const check = setInterval(() => {
        if (changes.some((c) => c.resource === 'consistency')) {
          clearInterval(check);
          resolve(Date.now() - started);
        } else if (Date.now() - started > 3000) {
          clearInterval(check);
          reject(new Error('no consistency event within 3 s'));
        }
      }, 20);
    });
    expect(heard).toBeLessThan(2000);
    expect(changes.find((c) => c.resource === 'consistency')).toEqual({
      resource: 'consistency',
      action: 'update',
      ids: ['report'],
    });
    // A burst of changes is told once, when it settles.
    const before = changes.filter((c) => c.resource === 'consistency').length;
    const idvs = stock.filter((x) => !x.reservado).slice(0, 5);
    for (const x of idvs) await api.patch(`${STOCK}/${x.idv}`, { precio: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const told = changes.filter((c) => c.resource === 'consistency').length - before;
    expect(told).toBeGreaterThanOrEqual(1);
    expect(told).toBeLessThanOrEqual(2);
  });
});
