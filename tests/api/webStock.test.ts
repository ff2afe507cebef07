// docs/API.md "GOmotor web host": the web stock rows are the gomotor channel's listings, each with
// the web row fields; GET /settings; the partial PUT a /gomotor edit makes, with its limited $set
// paths, an active counter and a disclaimer of the settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockVehicle } from '../../src/domain/types';
import type { CampaignRecord } from '../../server/db/collections';
import type { LogEntry } from '../../server/ownSites/log';
import { getGroupStock } from '../../server/stock/groupStock';
import type { WebListing } from '../../server/webStock/rows';
import { OFFER_TYPES, WEB_BODY_TYPES, WEB_FUELS } from '../../src/domain/webStock/row';
import {
  ADMIN,
  MISSING_ID,
  SPANISH,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
});
afterAll(() => t.close());

const rows = async () => (await api.get<WebListing[]>('/gomotor-api/vehicles')).body;
const settings = async () =>
  (await api.get<{ _id: string; disclaimerMessages: string[] }[]>('/gomotor-api/settings')).body;
const campaigns = async () => (await api.get<CampaignRecord[]>('/api/campaigns')).body;
const newestLog = async () =>
  (await api.get<LogEntry[]>('/api/gomotor/log?_start=0&_end=1')).body[0]!;
const notificationCount = async () =>
  Number((await api.get('/api/notifications?_start=0&_end=1')).headers['x-total-count']);
const put = (id: string, body: unknown, query = '') =>
  api.put<{ message: string; vehicle: WebListing }>(
    `/gomotor-api/algolia/vehicles/${id}${query}`,
    body,
  );

const WEB_ROW_FIELDS = [
  'reserved',
  'featuredHome',
  'fuel',
  'bodyType',
  'offerType',
  'warranty',
  'marketing',
  'discount',
  'precioReserva',
  'publicacionManual',
] as const;

function expectWebRow(row: WebListing) {
  for (const field of WEB_ROW_FIELDS) expect(row, `${row.idv}: ${field}`).toHaveProperty(field);
  expect(typeof row.reserved).toBe('boolean');
  expect(typeof row.featuredHome).toBe('boolean');
  expect([null, 'gasolina', 'diesel', 'electrico', 'hibrido']).toContain(row.fuel);
  expect([
    null,
    'compacto',
    'berlina',
    'familiar',
    'monovolumen',
    'cabrio',
    'coupe',
    'furgoneta',
    'suv-4x4',
  ]).toContain(row.bodyType);
  expect(['KM0', 'Ocasión']).toContain(row.offerType);
  expect(Number.isInteger(row.warranty) && row.warranty >= 0).toBe(true);
  expect(Object.keys(row.marketing).sort()).toEqual(['counter', 'disclaimerMessage']);
  expect(Object.keys(row.discount).sort()).toEqual(['active', 'financedPrice', 'price']);
  expect(typeof row.discount.active).toBe('boolean');
  expect(Number.isInteger(row.precioReserva) && row.precioReserva >= 300).toBe(true);
  expect(typeof row.publicacionManual).toBe('boolean');
}

describe('the web stock rows', () => {
  it('every gomotor listing has the web row fields, and ?fields= projects them', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThan(50);
    for (const row of all) expectWebRow(row);
    // Still the channel's listing: the Stock Quiter GOmotor card reads ?fields=idv.
    const keys = await api.get<object[]>('/gomotor-api/vehicles?fields=idv');
    expect(keys.body).toHaveLength(all.length);
    const some = await api.get<Partial<WebListing>[]>(
      '/gomotor-api/vehicles?fields=_id,marketing,discount,featuredHome',
    );
    expect(some.status).toBe(200);
    expect(Object.keys(some.body[0]!).sort()).toEqual([
      '_id',
      'discount',
      'featuredHome',
      'marketing',
    ]);
    expectError(await api.get('/gomotor-api/vehicles?fields=idv,nada'), 400, /'nada'/);
  });

  it('the demo rows carry counters, active discounts, disclaimers and review cases', async () => {
    const all = await rows();
    const texts = (await settings())[0]!.disclaimerMessages;
    const active = new Set((await campaigns()).filter((c) => c.active).map((c) => c._id));
    const withCounter = all.filter((r) => r.marketing.counter);
    expect(withCounter.length).toBeGreaterThan(3);
    for (const r of withCounter) expect(active.has(r.marketing.counter!._id)).toBe(true);
    const discounted = all.filter((r) => r.discount.active);
    expect(discounted.length).toBeGreaterThan(3);
    for (const r of discounted) expect(r.discount.price).toBeGreaterThan(0);
    const disclaimed = all.filter((r) => r.marketing.disclaimerMessage);
    expect(disclaimed.length).toBeGreaterThan(3);
    for (const r of disclaimed) expect(texts).toContain(r.marketing.disclaimerMessage);
    expect(all.some((r) => r.featuredHome)).toBe(true);
    expect(all.some((r) => r.bodyType === null)).toBe(true);
    // Every card of /gomotor's groups counts something.
    for (const body of WEB_BODY_TYPES)
      expect(
        all.some((r) => r.bodyType === body),
        body,
      ).toBe(true);
    for (const fuel of WEB_FUELS)
      expect(
        all.some((r) => r.fuel === fuel),
        fuel,
      ).toBe(true);
    for (const offer of OFFER_TYPES)
      expect(
        all.some((r) => r.offerType === offer),
        offer,
      ).toBe(true);
    expect(all.some((r) => r.warranty < 12)).toBe(true);
    expect(
      all.some((r) =>
        [r.precios?.[0]?.valor, r.precios?.[3]?.valor].some((p) => p != null && p <= 100),
      ),
    ).toBe(true);
  });

  it("a listing created by 'Enviar' (POST /gomotor-api/vehicles) gets its web row fields", async () => {
    const listed = new Set((await rows()).map((r) => r.idv));
    const stock: readonly StockVehicle[] = getGroupStock(t.config);
    const vehicle = stock.find(
      (v) => v.tipo === 'VO' && !v.reservado && !listed.has(v.idv) && v.combustible === 'DIESEL',
    )!;
    const created = await api.post<WebListing>('/gomotor-api/vehicles', {
      ...vehicle,
      garantia: 24,
      tipoVO: 'KM0 KM0 VO',
      categoria: 'BERLINA',
      carroceria: 'Berlina 4p',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectWebRow(created.body);
    expect(created.body).toMatchObject({
      idv: vehicle.idv,
      reserved: false,
      featuredHome: false,
      fuel: 'diesel',
      bodyType: 'berlina',
      offerType: 'KM0',
      warranty: 24,
      marketing: { counter: null, disclaimerMessage: null },
      discount: { active: false, price: null, financedPrice: null },
      precioReserva: 300,
      publicacionManual: false,
    });
    const read = (await rows()).find((r) => r.idv === vehicle.idv)!;
    expect(read).toEqual(created.body);
  });
});

describe('GET /gomotor-api/settings', () => {
  it('answers one item with 4–6 Spanish disclaimer texts', async () => {
    const answer = await settings();
    expect(answer).toHaveLength(1);
    expect(answer[0]!._id).toBe('web');
    const texts = answer[0]!.disclaimerMessages;
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect(texts.length).toBeLessThanOrEqual(6);
    for (const text of texts) expect(text).toMatch(/^[A-ZÁÉÍÓÚ].{20,}\.$/);
    expectError(await api.get('/gomotor-api/settings?x=1'), 400, /'x'/);
  });
});

describe('PUT /gomotor-api/algolia/vehicles/:id', () => {
  it('sets featuredHome by _id and by idv', async () => {
    const [row] = await rows();
    const on = await put(row!._id, { featuredHome: !row!.featuredHome });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.message).toBe('Vehículo actualizado con éxito');
    expect(on.body.vehicle).toEqual({ ...row, featuredHome: !row!.featuredHome });
    const back = await put(row!.idv, { featuredHome: row!.featuredHome });
    expect(back.body.vehicle).toEqual(row);
  });

  it('sets discount, precioReserva and publicacionManual', async () => {
    const row = (await rows())[1]!;
    const discount = { active: true, price: 15990, financedPrice: 14490 };
    expect((await put(row._id, { discount })).body.vehicle.discount).toEqual(discount);
    expect((await put(row._id, { precioReserva: 500 })).body.vehicle.precioReserva).toBe(500);
    const manual = await put(row._id, { publicacionManual: !row.publicacionManual });
    expect(manual.body.vehicle).toEqual({
      ...row,
      discount,
      precioReserva: 500,
      publicacionManual: !row.publicacionManual,
    });
  });

  it('sets the counter to the campaign as stored, and clears it', async () => {
    const row = (await rows()).find((r) => !r.marketing.counter)!;
    const campaign = (await campaigns()).find((c) => c.active)!;
    // Only the _id is read: a stale name in the body does not reach the stored copy.
    const set = await put(row._id, {
      $set: { 'marketing.counter': { _id: campaign._id, name: 'Nombre viejo' } },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.vehicle.marketing).toEqual({
      counter: campaign,
      disclaimerMessage: row.marketing.disclaimerMessage,
    });
    const cleared = await put(row._id, { $set: { 'marketing.counter': null } });
    expect(cleared.body.vehicle).toEqual(row);
  });

  it('sets a disclaimer of the settings, and clears it', async () => {
    const row = (await rows()).find((r) => !r.marketing.disclaimerMessage)!;
    const [text] = (await settings())[0]!.disclaimerMessages;
    const set = await put(row._id, { $set: { 'marketing.disclaimerMessage': text } });
    expect(set.body.vehicle.marketing.disclaimerMessage).toBe(text);
    const cleared = await put(row.idv, { $set: { 'marketing.disclaimerMessage': null } });
    expect(cleared.body.vehicle).toEqual(row);
  });

  it('one edit writes one log entry (database, GOmotor) and one notification', async () => {
    const row = (await rows())[2]!;
    const notes = await notificationCount();
    await put(row._id, { precioReserva: 1200 });
    const entry = await newestLog();
    expect(entry).toMatchObject({ site: 'gomotor', kind: 'database', user: ADMIN.email });
    expect(entry.message.updateIdvs).toEqual([row.idv]);
    expect(entry.changes).toEqual([
      { idv: row.idv, field: 'precioReserva', oldValue: row.precioReserva, newValue: 1200 },
    ]);
    expect(await notificationCount()).toBe(notes + 1);
  });

  it('404 for an unknown vehicle', async () => {
    expectError(
      await put(MISSING_ID, { featuredHome: true }),
      404,
      'Vehículo no encontrado en GOmotor',
    );
    expectError(
      await put('999999', { featuredHome: true }),
      404,
      'Vehículo no encontrado en GOmotor',
    );
  });

  it('refuses malformed bodies, other fields and other $set paths: 400, nothing changed', async () => {
    const before = await rows();
    const [row] = before;
    const inactive = (await campaigns()).find((c) => !c.active)!;
    const cases: MalformedCase[] = [
      { name: 'empty body', payload: {}, message: SPANISH },
      { name: 'not JSON', payload: '{"featuredHome": tru', message: /JSON/ },
      { name: 'an array', payload: [{ featuredHome: true }], message: SPANISH },
      {
        name: 'featuredHome as text',
        payload: { featuredHome: 'sí' },
        message: /Destacad|featuredHome/,
      },
      {
        name: 'two changes at once',
        payload: { featuredHome: true, publicacionManual: true },
        message: SPANISH,
      },
      { name: 'reserve under 300', payload: { precioReserva: 299 }, message: /300/ },
      { name: 'reserve not whole', payload: { precioReserva: 300.5 }, message: /entero/ },
      {
        name: 'discount without prices',
        payload: { discount: { active: true } },
        message: /price|Precio/,
      },
      {
        name: 'discount active as text',
        payload: { discount: { active: 'true', price: 1, financedPrice: 1 } },
        message: SPANISH,
      },
      {
        name: 'negative discount price',
        payload: { discount: { active: true, price: -5, financedPrice: null } },
        message: /0/,
      },
      { name: 'another field', payload: { idv: '1' }, message: /'idv'|IDV/ },
      {
        name: 'marketing whole',
        payload: { marketing: { counter: null, disclaimerMessage: null } },
        message: /marketing|Marketing/,
      },
      {
        name: '$set on another path',
        payload: { $set: { 'marketing.other': 1 } },
        message: /marketing\.other/,
      },
      {
        name: '$set on a top field',
        payload: { $set: { precioReserva: 400 } },
        message: /Importe reserva/,
      },
      {
        name: '$set on discount',
        payload: { $set: { 'discount.active': true } },
        message: /discount\.active/,
      },
      { name: 'empty $set', payload: { $set: {} }, message: SPANISH },
      {
        name: 'counter without _id',
        payload: { $set: { 'marketing.counter': { name: 'X' } } },
        message: /_id|Identificador/,
      },
      {
        name: 'counter as text',
        payload: { $set: { 'marketing.counter': 'Black Friday' } },
        message: SPANISH,
      },
      {
        name: 'counter unknown',
        payload: { $set: { 'marketing.counter': { _id: MISSING_ID } } },
        message: /no existe/,
      },
      {
        name: 'counter inactive',
        payload: { $set: { 'marketing.counter': { _id: inactive._id } } },
        message: /no está activa/,
      },
      {
        name: 'disclaimer not in settings',
        payload: { $set: { 'marketing.disclaimerMessage': 'Texto libre inventado.' } },
        message: /ajustes/,
      },
      {
        name: 'disclaimer empty',
        payload: { $set: { 'marketing.disclaimerMessage': '' } },
        message: SPANISH,
      },
    ];
    for (const c of cases) {
      const answer = await put(row!._id, c.payload);
      expect(answer.status, `${c.name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expectError(answer, 400, c.message);
    }
    expectError(await put(row!._id, { featuredHome: true }, '?otro=1'), 400, /'otro'/);
    expect(await rows()).toEqual(before);
  });

  it('needs a token (401) on every web host route', async () => {
    const anonymous = client(t.app);
    const [row] = await rows();
    for (const answer of [
      await anonymous.get('/gomotor-api/vehicles'),
      await anonymous.get('/gomotor-api/settings'),
      await anonymous.post('/gomotor-api/vehicles', {
        idv: '1',
        marca: 'A',
        modelo: 'B',
        tipo: 'VO',
      }),
      await anonymous.get('/gomotor-api/vehicles/sync'),
      await anonymous.put(`/gomotor-api/algolia/vehicles/${row!._id}`, { featuredHome: true }),
      await anonymous.delete(`/gomotor-api/algolia/vehicles/${row!._id}`),
      await anonymous.post('/gomotor-api/vehicles/bulk-update', {
        dataSelection: [row!._id],
        update: 'publicacionManual',
        value: true,
      }),
      await anonymous.post('/gomotor-api/vehicles/bulk-update-wp', { dataSelection: [row!._id] }),
      await anonymous.get('/gomotor-api/vehicles/sync-manually'),
      await anonymous.get('/gomotor-api/vehicles/algolia/sync'),
      await anonymous.post('/gomotor-api/vehicles/bulk-runs', {
        action: 'destacar',
        mode: 'activate',
        total: 1,
      }),
      await anonymous.post(`/gomotor-api/vehicles/bulk-runs/${MISSING_ID}/finish`, { failed: [] }),
    ]) {
      expectError(answer, 401);
    }
    expect((await rows())[0]).toEqual(row);
  });
});
