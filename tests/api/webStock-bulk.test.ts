// docs/API.md "GOmotor web host": the web host's bulk operations — bulk-update (atomic),
// bulk-update-wp and the web sync (marketing and discount kept), sync-manually, algolia/sync — and
// the bulk runs that make the per-vehicle PUTs / DELETEs of /gomotor ONE action: under the bulk
// lock, one log entry and one notification per run.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRecord } from '../../server/db/collections';
import type { LogEntry } from '../../server/ownSites/log';
import type { ProcessRecord } from '../../server/ownSites/processLock';
import type { SaleVehicle } from '../../server/ownSites/saleVehicle';
import type { WebListing } from '../../server/webStock/rows';
import {
  ADMIN,
  MISSING_ID,
  SALES,
  SPANISH,
  client,
  expectError,
  signIn,
  startTestApp,
  type Answer,
  type Client,
  type MalformedCase,
  type TestApp,
  watchResourceChanges,
} from './helpers';

let t: TestApp;
let api: Client;
let sales: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  sales = client(t.app, (await signIn(t.app, SALES)).accessToken);
});
afterAll(() => t.close());
// A test that fails half-way must not leave the lock held for the next ones.
afterEach(async () => {
  await api.put('/api/process/bulk', { active: false });
});

const rows = async () => (await api.get<WebListing[]>('/gomotor-api/vehicles')).body;
const saleStock = async () => (await api.get<SaleVehicle[]>('/api/gomotor')).body;
const lock = async () => (await api.get<ProcessRecord>('/api/process/bulk')).body;
const logTotal = async () =>
  Number((await api.get('/api/gomotor/log?_start=0&_end=1')).headers['x-total-count']);
const newestLog = async () =>
  (await api.get<LogEntry[]>('/api/gomotor/log?_start=0&_end=1')).body[0]!;
const notifications = async () =>
  (await api.get<{ text: string; site: string; action: string; severity: string }[]>(
    '/api/notifications?_start=0&_end=5',
  )) as Answer<{ text: string; site: string; action: string; severity: string }[]>;
const notificationTotal = async () => Number((await notifications()).headers['x-total-count']);
const activeCampaign = async () =>
  (await api.get<CampaignRecord[]>('/api/campaigns')).body.find((c) => c.active)!;

/** Each case answers 400 with its message and leaves the rows as they were. */
async function expectRefused(
  send: (payload: unknown) => Promise<Answer>,
  cases: readonly MalformedCase[],
) {
  const before = await rows();
  for (const c of cases) {
    const answer = await send(c.payload);
    expect(answer.status, `${c.name}: ${JSON.stringify(answer.body)}`).toBe(400);
    expectError(answer, 400, c.message);
  }
  expect(await rows()).toEqual(before);
}

describe('POST /gomotor-api/vehicles/bulk-update', () => {
  const bulkUpdate = (payload: unknown) => api.post('/gomotor-api/vehicles/bulk-update', payload);

  it('sets precioReserva / publicacionManual of a selection, logs it (bulk) and notifies', async () => {
    const picked = (await rows()).slice(0, 3);
    const notes = await notificationTotal();
    const answer = await bulkUpdate({
      dataSelection: picked.map((r) => r._id),
      update: 'precioReserva',
      value: 750,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ count: 3, updateIdvs: picked.map((r) => r.idv) });
    const after = await rows();
    for (const row of picked) {
      expect(after.find((r) => r._id === row._id)).toEqual({ ...row, precioReserva: 750 });
    }
    const entry = await newestLog();
    expect(entry).toMatchObject({ site: 'gomotor', kind: 'bulk', user: ADMIN.email });
    expect(entry.message).toMatchObject({ key: 'precioReserva', value: 750, numUpdates: 3 });
    expect(await notificationTotal()).toBe(notes + 1);

    const manual = await bulkUpdate({
      dataSelection: [picked[0]!._id],
      update: 'publicacionManual',
      value: !picked[0]!.publicacionManual,
    });
    expect(manual.body).toMatchObject({ count: 1 });
    expect((await rows()).find((r) => r._id === picked[0]!._id)!.publicacionManual).toBe(
      !picked[0]!.publicacionManual,
    );
  });

  it('is atomic: an unknown _id in the selection changes nothing (404 naming it)', async () => {
    const before = await rows();
    const answer = await bulkUpdate({
      dataSelection: [before[0]!._id, MISSING_ID, before[1]!._id],
      update: 'precioReserva',
      value: 900,
    });
    expectError(answer, 404, new RegExp(MISSING_ID));
    expect(await rows()).toEqual(before);
  });

  it('refuses malformed bodies: 400, nothing changed', async () => {
    const [a, b] = await rows();
    const ids = [a!._id, b!._id];
    await expectRefused(bulkUpdate, [
      { name: 'empty', payload: {}, message: /dataSelection|obligatorio/ },
      { name: 'not JSON', payload: '{"dataSelection": [', message: /JSON/ },
      {
        name: 'empty selection',
        payload: { dataSelection: [], update: 'precioReserva', value: 300 },
        message: /al menos 1/,
      },
      {
        name: 'repeated ids',
        payload: { dataSelection: [a!._id, a!._id], update: 'precioReserva', value: 300 },
        message: SPANISH,
      },
      {
        name: 'bad id',
        payload: { dataSelection: ['x'], update: 'precioReserva', value: 300 },
        message: /identificador/,
      },
      {
        name: 'other field',
        payload: { dataSelection: ids, update: 'featuredHome', value: true },
        message: /precioReserva, publicacionManual/,
      },
      {
        name: 'reserve under 300',
        payload: { dataSelection: ids, update: 'precioReserva', value: 299 },
        message: /300/,
      },
      {
        name: 'reserve as text',
        payload: { dataSelection: ids, update: 'precioReserva', value: '500' },
        message: /entero/,
      },
      {
        name: 'manual as text',
        payload: { dataSelection: ids, update: 'publicacionManual', value: 'true' },
        message: /booleano/,
      },
      {
        name: 'no value',
        payload: { dataSelection: ids, update: 'publicacionManual' },
        message: /value|obligatorio/,
      },
      {
        name: 'extra field',
        payload: { dataSelection: ids, update: 'publicacionManual', value: true, active: true },
        message: /'active'|no está permitido/,
      },
    ]);
  });

  it('waits for no one: a held lock is a 409 and nothing changes', async () => {
    const before = await rows();
    await api.put('/api/process/bulk', { active: true });
    const answer = await bulkUpdate({
      dataSelection: [before[0]!._id],
      update: 'precioReserva',
      value: 1500,
    });
    expectError(answer, 409, /acción masiva en curso/);
    expect(await rows()).toEqual(before);
  });
});

describe('web syncs keep the web-side marketing and discount', () => {
  /** A row with a counter and a discount put by the web host, and its sale stock vehicle. */
  async function decorated(index: number) {
    const sale = new Map((await saleStock()).map((v) => [v.idv, v]));
    const row = (await rows()).filter((r) => sale.get(r.idv) && !sale.get(r.idv)!.reservado)[
      index
    ]!;
    const campaign = await activeCampaign();
    await api.put(`/gomotor-api/algolia/vehicles/${row._id}`, {
      $set: { 'marketing.counter': { _id: campaign._id } },
    });
    const discount = { active: true, price: 9990, financedPrice: 8990 };
    await api.put(`/gomotor-api/algolia/vehicles/${row._id}`, { discount });
    return { row, vehicle: sale.get(row.idv)!, campaign, discount };
  }

  async function editSale(vehicle: SaleVehicle, update: Partial<SaleVehicle>) {
    const answer = await api.put(`/api/gomotor/${vehicle._id}`, {
      filter: { _id: vehicle._id },
      update,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  it('bulk-update-wp pushes the selection again from the sale stock', async () => {
    const { row, vehicle, campaign, discount } = await decorated(0);
    await editSale(vehicle, {
      vehiculosHome: !row.featuredHome,
      precioReserva: 650,
      garantia: 36,
      tipoCarroceriaWeb: 'Revisar',
    });
    const notes = await notificationTotal();
    const answer = await api.post<{ updateIdvs: string[]; deleteIDVs: string[] }>(
      '/gomotor-api/vehicles/bulk-update-wp',
      { dataSelection: [row._id] },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ updateIdvs: [row.idv], deleteIDVs: [], createIDVs: [] });
    const after = (await rows()).find((r) => r._id === row._id)!;
    expect(after).toMatchObject({
      featuredHome: !row.featuredHome,
      precioReserva: 650,
      garantia: 36,
      warranty: 36,
      bodyType: null,
      marketing: { counter: campaign, disclaimerMessage: row.marketing.disclaimerMessage },
      discount,
    });
    expect((await newestLog()).kind).toBe('webSync');
    expect(await notificationTotal()).toBe(notes + 1);
  });

  it('bulk-update-wp removes a row whose vehicle the sale stock no longer has', async () => {
    const { row, vehicle } = await decorated(1);
    expect((await api.delete(`/api/gomotor/${vehicle._id}`)).status).toBe(200);
    const answer = await api.post('/gomotor-api/vehicles/bulk-update-wp', {
      dataSelection: [row._id],
    });
    expect(answer.body).toMatchObject({ updateIdvs: [], deleteIDVs: [row.idv] });
    expect((await rows()).some((r) => r._id === row._id)).toBe(false);
  });

  it('the sale stock web sync (woocommerce-sync) refreshes rows and keeps marketing and discount', async () => {
    const { row, vehicle, campaign, discount } = await decorated(2);
    await editSale(vehicle, { vehiculosHome: !row.featuredHome, publicacionManual: true });
    expect((await api.get('/api/gomotor/woocommerce-sync')).status).toBe(200);
    const after = (await rows()).find((r) => r.idv === row.idv)!;
    expect(after).toMatchObject({
      _id: row._id,
      featuredHome: !row.featuredHome,
      publicacionManual: true,
      marketing: { counter: campaign },
      discount,
    });
  });

  it('bulk-update-wp refuses malformed bodies and a held lock: nothing changed', async () => {
    const [a] = await rows();
    const wp = (payload: unknown) => api.post('/gomotor-api/vehicles/bulk-update-wp', payload);
    await expectRefused(wp, [
      { name: 'empty', payload: {}, message: /dataSelection|obligatorio/ },
      { name: 'not JSON', payload: '[', message: /JSON/ },
      { name: 'empty selection', payload: { dataSelection: [] }, message: /al menos 1/ },
      { name: 'not a list', payload: { dataSelection: a!._id }, message: /lista/ },
      { name: 'bad id', payload: { dataSelection: ['100001'] }, message: /identificador/ },
      {
        name: 'extra field',
        payload: { dataSelection: [a!._id], all: true },
        message: /no está permitido/,
      },
    ]);
    const before = await rows();
    expectError(await wp({ dataSelection: [MISSING_ID] }), 404, new RegExp(MISSING_ID));
    await api.put('/api/process/bulk', { active: true });
    expectError(await wp({ dataSelection: [a!._id] }), 409, /acción masiva en curso/);
    expect(await rows()).toEqual(before);
  });
});

describe('GET /gomotor-api/vehicles/sync-manually (ACTUALIZAR DDBB)', () => {
  it('runs update-db, writes the available sale stock to the web, answers data.vehicles', async () => {
    const logs = await logTotal();
    const answer = await api.get<{ message: string; data: { vehicles: WebListing[] } }>(
      '/gomotor-api/vehicles/sync-manually',
    );
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.message).toMatch(/Base de datos actualizada.*Sincronización web/);
    const after = await rows();
    expect(answer.body.data.vehicles).toEqual(after);
    const available = (await saleStock()).filter((v) => !v.reservado).map((v) => v.idv);
    expect(after.map((r) => r.idv).sort()).toEqual(available.sort());
    for (const row of after) expect(row).toHaveProperty('marketing.counter');
    // update-db and the web sync: one entry each.
    expect(await logTotal()).toBe(logs + 2);
    expect((await lock()).active).toBe(false);
  });

  it('?fields= answers the rows with those fields only, as the list does', async () => {
    const answer = await api.get<{ message: string; data: { vehicles: WebListing[] } }>(
      '/gomotor-api/vehicles/sync-manually?fields=_id,idv',
    );
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.message).toMatch(/Base de datos actualizada.*Sincronización web/);
    expect(answer.body.data.vehicles).toEqual((await rows()).map(({ _id, idv }) => ({ _id, idv })));
  });

  it('refuses unknown parameters and fields, and a held lock', async () => {
    const before = await rows();
    const logs = await logTotal();
    expectError(await api.get('/gomotor-api/vehicles/sync-manually?todo=1'), 400, /'todo'/);
    expectError(
      await api.get('/gomotor-api/vehicles/sync-manually?fields=idv,secreto'),
      400,
      /'secreto' no existe en los vehículos de GOmotor/,
    );
    expect(await logTotal()).toBe(logs);
    await api.put('/api/process/bulk', { active: true });
    expectError(await api.get('/gomotor-api/vehicles/sync-manually'), 409, /acción masiva/);
    expect(await rows()).toEqual(before);
  });
});

describe('GET /gomotor-api/vehicles/algolia/sync (Sincronización Web)', () => {
  it('writes one index record per available row, logs it and notifies', async () => {
    const all = await rows();
    const notes = await notificationTotal();
    const answer = await api.get<{ message: string; count: number }>(
      '/gomotor-api/vehicles/algolia/sync',
    );
    expect(answer.status).toBe(200);
    const available = all.filter((r) => !r.reserved);
    expect(answer.body.count).toBe(available.length);
    const index = JSON.parse(
      await readFile(join(t.dataDir, 'feeds', 'gomotor-algolia.json'), 'utf8'),
    ) as Record<string, unknown>[];
    expect(index.map((r) => r.objectID)).toEqual(available.map((r) => r._id));
    const withCounter = available.find((r) => r.marketing.counter && r.discount.active);
    if (withCounter) {
      expect(index.find((r) => r.objectID === withCounter._id)).toMatchObject({
        idv: withCounter.idv,
        counter: { name: withCounter.marketing.counter!.name },
        discount: { price: withCounter.discount.price },
        featured: withCounter.featuredHome,
      });
    }
    expect(await newestLog()).toMatchObject({ kind: 'webSync', site: 'gomotor' });
    expect(await notificationTotal()).toBe(notes + 1);
    expectError(await api.get('/gomotor-api/vehicles/algolia/sync?x=1'), 400, /'x'/);
  });
});

describe('bulk runs: the per-vehicle updates of /gomotor as one action', () => {
  const start = (body: unknown, who = api) =>
    who.post<{ _id: string; status: string }>('/gomotor-api/vehicles/bulk-runs', body);
  const finish = (id: string, body: unknown, who = api) =>
    who.post<{ message: string; updated: number; failed: number }>(
      `/gomotor-api/vehicles/bulk-runs/${id}/finish`,
      body,
    );
  const put = (id: string, body: unknown, run: string, who = api) =>
    who.put(`/gomotor-api/algolia/vehicles/${id}?run=${run}`, body);

  it('start → PUTs with ?run → finish writes ONE log entry and ONE notification', async () => {
    const picked = (await rows()).filter((r) => !r.marketing.counter).slice(0, 3);
    const campaign = await activeCampaign();
    const run = await start({ action: 'enableCounter', mode: 'activate', total: 4 });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body).toMatchObject({ action: 'enableCounter', status: 'open', user: ADMIN.email });
    expect(await lock()).toMatchObject({ active: true, user: ADMIN.email });
    const logs = await logTotal();
    const notes = await notificationTotal();
    for (const row of picked) {
      const answer = await put(
        row._id,
        { $set: { 'marketing.counter': { _id: campaign._id } } },
        run.body._id,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    // Recorded in the run, not logged one by one.
    expect(await logTotal()).toBe(logs);
    expect(await notificationTotal()).toBe(notes);

    const done = await finish(run.body._id, {
      failed: [{ idv: '999999', message: 'Tiempo agotado' }],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({
      message: 'Asignar contador: 3 vehículos actualizados, 1 con error',
      updated: 3,
      failed: 1,
    });
    expect(await logTotal()).toBe(logs + 1);
    expect(await notificationTotal()).toBe(notes + 1);
    const entry = await newestLog();
    expect(entry).toMatchObject({ kind: 'bulk', site: 'gomotor', level: 'error' });
    expect(entry.message).toMatchObject({
      key: 'enableCounter',
      numUpdates: 3,
      updateIdvs: picked.map((r) => r.idv),
    });
    expect(entry.changes).toContainEqual({
      idv: '999999',
      field: 'error',
      oldValue: null,
      newValue: 'Tiempo agotado',
    });
    expect(entry.changes.filter((c) => c.field === 'marketing.counter')).toHaveLength(3);
    const [note] = (await notifications()).body;
    expect(note).toMatchObject({
      text: 'GOmotor: Asignar contador: 3 vehículos actualizados, 1 con error',
      site: 'gomotor',
      action: 'bulk',
    });
    expect((await lock()).active).toBe(false);
    // Finished: neither another finish nor another PUT of it.
    expectError(await finish(run.body._id, { failed: [] }), 409, /ya ha terminado/);
    expectError(
      await put(picked[0]!._id, { $set: { 'marketing.counter': null } }, run.body._id),
      409,
      /ya ha terminado/,
    );
  });

  it('a deleteCar run records its DELETEs and logs them as deleted', async () => {
    const [a, b] = (await rows()).slice(-2);
    const run = await start({ action: 'deleteCar', mode: 'activate', total: 2 });
    for (const row of [a!, b!]) {
      const gone = await api.delete(`/gomotor-api/algolia/vehicles/${row._id}?run=${run.body._id}`);
      expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    }
    const done = await finish(run.body._id, { failed: [] });
    expect(done.body).toMatchObject({ updated: 2, failed: 0 });
    expect(done.body.message).toBe('Eliminar vehículo: 2 vehículos eliminados, 0 con error');
    expect((await newestLog()).message).toMatchObject({
      numDeleted: 2,
      deleteIDVs: [a!.idv, b!.idv],
    });
  });

  it('a run holds the lock: a second run or another bulk operation is a 409', async () => {
    const run = await start({ action: 'destacar', mode: 'deactivate', total: 10 });
    expect(run.status).toBe(201);
    expectError(
      await start({ action: 'enableDisclaimer', mode: 'activate', total: 1 }),
      409,
      /acción masiva en curso \(GOmotor web: Destacar home, iniciada por admin@/,
    );
    const [row] = await rows();
    expectError(
      await api.post('/gomotor-api/vehicles/bulk-update', {
        dataSelection: [row!._id],
        update: 'publicacionManual',
        value: true,
      }),
      409,
    );
    expect((await finish(run.body._id, { failed: [] })).status).toBe(200);
    expect((await lock()).active).toBe(false);
  });

  it('a run left unfinished (its lock expired or released) is logged when the next one starts', async () => {
    const [row] = await rows();
    const abandoned = await start({ action: 'destacar', mode: 'activate', total: 2 });
    await put(row!._id, { featuredHome: !row!.featuredHome }, abandoned.body._id);
    // The tab was closed; the lock is released by hand ('a stuck panel') or expires.
    await api.put('/api/process/bulk', { active: false });
    const logs = await logTotal();
    const next = await start({ action: 'destacar', mode: 'activate', total: 1 });
    expect(next.status).toBe(201);
    expect(await logTotal()).toBe(logs + 1);
    const entry = await newestLog();
    expect(entry).toMatchObject({ kind: 'bulk', level: 'error' });
    expect(entry.message.text).toBe(
      'Destacar home: 1 vehículo actualizado, 0 con error (interrumpida: no se terminó)',
    );
    expect(entry.message.updateIdvs).toEqual([row!.idv]);
    expectError(
      await put(row!._id, { featuredHome: row!.featuredHome }, abandoned.body._id),
      409,
      /ya ha terminado/,
    );
    expectError(await finish(abandoned.body._id, { failed: [] }), 409, /ya ha terminado/);
    expect((await finish(next.body._id, { failed: [] })).status).toBe(200);
    await api.put(`/gomotor-api/algolia/vehicles/${row!._id}`, { featuredHome: row!.featuredHome });
  });

  it('two concurrent starts: exactly one 201, the other 409', async () => {
    const answers = await Promise.all([
      start({ action: 'enableDiscount', mode: 'activate', total: 5 }),
      start({ action: 'enableDiscount', mode: 'activate', total: 5 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const opened = answers.find((a) => a.status === 201)!;
    expect((await finish(opened.body._id, { failed: [] })).status).toBe(200);
  });

  it("a PUT of a run must be the run's own field, by its user, with a known run", async () => {
    const before = await rows();
    const [row] = before;
    const run = await start({ action: 'enableDisclaimer', mode: 'activate', total: 1 });
    expectError(
      await put(row!._id, { featuredHome: true }, run.body._id),
      400,
      /no cambia 'featuredHome'/,
    );
    expectError(await put(row!._id, { featuredHome: true }, MISSING_ID), 400, /no existe/);
    expectError(await put(row!._id, { featuredHome: true }, 'abc'), 400, /run/);
    expectError(
      await put(row!._id, { $set: { 'marketing.disclaimerMessage': null } }, run.body._id, sales),
      409,
      /la inició admin@/,
    );
    expectError(
      await api.delete(`/gomotor-api/algolia/vehicles/${row!._id}?run=${run.body._id}`),
      400,
      /no cambia 'eliminar'/,
    );
    expectError(await finish(run.body._id, { failed: [] }, sales), 409, /la inició admin@/);
    expect(await rows()).toEqual(before);
    expect((await finish(run.body._id, { failed: [] })).status).toBe(200);
    expectError(await finish(MISSING_ID, { failed: [] }), 404, 'Acción masiva no encontrada');
  });

  it('refuses malformed start and finish bodies: 400, no run, lock free', async () => {
    const send = (payload: unknown) => start(payload);
    await expectRefused(send, [
      { name: 'empty', payload: {}, message: /obligatorio/ },
      { name: 'not JSON', payload: '{', message: /JSON/ },
      {
        name: 'unknown action',
        payload: { action: 'webSync', mode: 'activate', total: 1 },
        message: /enableCounter/,
      },
      {
        name: 'unknown mode',
        payload: { action: 'destacar', mode: 'on', total: 1 },
        message: /activate, deactivate/,
      },
      {
        name: 'no vehicles',
        payload: { action: 'destacar', mode: 'activate', total: 0 },
        message: /mayor o igual que 1/,
      },
      {
        name: 'too many',
        payload: { action: 'destacar', mode: 'activate', total: 5001 },
        message: /5\.000/,
      },
      {
        name: 'total as text',
        payload: { action: 'destacar', mode: 'activate', total: '3' },
        message: /entero/,
      },
      {
        name: 'extra field',
        payload: { action: 'destacar', mode: 'activate', total: 3, ids: [] },
        message: /no está permitido/,
      },
    ]);
    expect((await lock()).active).toBe(false);

    const run = await start({ action: 'destacar', mode: 'activate', total: 1 });
    const end = (payload: unknown) => finish(run.body._id, payload);
    await expectRefused(end, [
      { name: 'empty', payload: {}, message: /obligatorio/ },
      { name: 'not JSON', payload: '{"failed": ', message: /JSON/ },
      { name: 'failed not a list', payload: { failed: 'ninguno' }, message: /lista/ },
      {
        name: 'failure without message',
        payload: { failed: [{ idv: '1' }] },
        message: /obligatorio/,
      },
      {
        name: 'failure with extra',
        payload: { failed: [{ idv: '1', message: 'x', code: 1 }] },
        message: /no está permitido/,
      },
      {
        name: 'failure idv empty',
        payload: { failed: [{ idv: '', message: 'x' }] },
        message: /vacío/,
      },
    ]);
    // Still open after the refusals: it finishes once.
    expect((await lock()).active).toBe(true);
    expect((await finish(run.body._id, { failed: [] })).status).toBe(200);
    expectError(await finish('x', { failed: [] }), 400, /identificador/);
  });
});

describe('live events', () => {
  it('PUT, bulk-update and DELETE emit resource:changed gomotor-vehicles', async () => {
    const { socket, changes } = await watchResourceChanges(t.app, SALES);
    const until = (action: string, id: string) =>
      new Promise<void>((resolve) => {
        const look = () =>
          changes.some(
            (c) => c.resource === 'gomotor-vehicles' && c.action === action && c.ids.includes(id),
          )
            ? resolve()
            : setTimeout(look, 20);
        look();
      });
    try {
      const [a, b] = await rows();
      await api.put(`/gomotor-api/algolia/vehicles/${a!._id}`, { featuredHome: !a!.featuredHome });
      await until('update', a!._id);
      await api.post('/gomotor-api/vehicles/bulk-update', {
        dataSelection: [b!._id],
        update: 'precioReserva',
        value: b!.precioReserva + 100,
      });
      await until('update', b!._id);
      await api.delete(`/gomotor-api/algolia/vehicles/${b!._id}`);
      await until('delete', b!._id);
    } finally {
      socket.close();
    }
  });
});
