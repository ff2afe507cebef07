// The sale stock of the two own sites — read, getIDV (idv or _id), update {filter, update} (fields,
// a pushed image, an image's propiedades), manual create, delete, update-db (idempotent), the web
// sync (feed and GOmotor web host) and the log every one writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/domain/types';
import type { LogEntry } from '../../server/ownSites/log';
import type { SaleVehicle } from '../../server/ownSites/saleVehicle';
import { getGroupStock } from '../../server/stock/groupStock';
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

const SITES = [
  { id: 'gomotor', label: 'GOmotor' },
  { id: 'grupoliva', label: 'Grupo Oliva' },
] as const;

const all = async (site: string) => (await api.get<SaleVehicle[]>(`/api/${site}`)).body;
const newestLog = async (site: string) =>
  (await api.get<LogEntry[]>(`/api/${site}/log?_start=0&_end=1`)).body[0]!;

describe('sale stock of both sites', () => {
  it('needs a signed-in user', async () => {
    for (const { id } of SITES) {
      expectError(await client(t.app).get(`/api/${id}/log`), 401);
      expectError(
        await client(t.app).post(`/api/${id}/bulk-delete`, { dataSelection: [MISSING_ID] }),
        401,
      );
    }
    expectError(await client(t.app).get('/api/process'), 401);
  });

  it.each(SITES)('$id: the list projects the web fields the dashboard reads', async ({ id }) => {
    const answer = await api.get<Record<string, unknown>[]>(
      `/api/${id}?fields=idv,vehiculosHome,campana,landingPages,tipoCarroceriaWeb`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.length).toBeGreaterThan(50);
    for (const vehicle of answer.body) {
      expect(
        Object.keys(vehicle).every((k) =>
          ['idv', 'vehiculosHome', 'campana', 'landingPages', 'tipoCarroceriaWeb'].includes(k),
        ),
      ).toBe(true);
    }
    expectError(await api.get(`/api/${id}?fields=idv,nope`), 400);
  });

  it.each(SITES)('$id: the demo stock has every web field the cards count', async ({ id }) => {
    const vehicles = await all(id);
    expect(vehicles.length).toBeGreaterThan(50);
    expect(vehicles.some((v) => v.tipoCarroceriaWeb === 'Revisar')).toBe(true);
    expect(vehicles.some((v) => v.campana?.name)).toBe(true);
    expect(vehicles.some((v) => (v.garantia ?? 12) < 12)).toBe(true);
    expect(
      vehicles.some((v) =>
        v.precios?.some((p, i) => (i === 0 || i === 3) && (p.valor ?? 101) <= 100),
      ),
    ).toBe(true);
    if (id === 'grupoliva') expect(vehicles.some((v) => v.landingPages?.length)).toBe(true);
    const log = await api.get<LogEntry[]>(`/api/${id}/log`);
    expect(new Set(log.body.map((e) => e.kind))).toEqual(
      new Set(['database', 'bulk', 'sync', 'webSync', 'automaticSync']),
    );
  });

  it.each(SITES)('$id: getIDV opens a vehicle by idv and by _id', async ({ id, label }) => {
    const [first] = await all(id);
    const byIdv = await api.get<SaleVehicle[]>(`/api/${id}/${first!.idv}`);
    const byId = await api.get<SaleVehicle[]>(`/api/${id}/${first!._id}`);
    expect(byIdv.body[0]!._id).toBe(first!._id);
    expect(byId.body[0]!.idv).toBe(first!.idv);
    expectError(await api.get(`/api/${id}/000000`), 404, `Vehículo no encontrado en ${label}`);
  });

  it('GOmotor: list filtered by _id and projected by fields', async () => {
    const [first] = await all('gomotor');
    const res = await api.get<object[]>(`/api/gomotor?_id=${first!._id}&fields=idv,marca`);
    expect(res.body).toEqual([{ idv: first!.idv, marca: first!.marca }]);
    expectError(await api.get('/api/gomotor?fields=nope'), 400, /nope/);
    expectError(await api.get('/api/gomotor?otro=1'), 400, /otro/);
  });

  it.each(SITES)('$id: update sets fields and logs the old and new value', async ({ id }) => {
    const [, v] = await all(id);
    const res = await api.put<{ message: string; vehicle: SaleVehicle }>(`/api/${id}/${v!._id}`, {
      filter: { _id: v!._id },
      update: { ...v, km: 12345, vehiculosHome: !v!.vehiculosHome },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Vehículo actualizado con éxito');
    expect(res.body.vehicle.km).toBe(12345);
    const entry = await newestLog(id);
    expect(entry).toMatchObject({ kind: 'database', user: ADMIN.email });
    expect(entry.message.updateIdvs).toEqual([v!.idv]);
    expect(entry.changes).toEqual(
      expect.arrayContaining([{ idv: v!.idv, field: 'km', oldValue: v!.km, newValue: 12345 }]),
    );
    const bell = await api.get<Notification[]>('/api/notifications?_start=0&_end=1');
    expect(bell.body[0]!.text).toContain(`Vehículo ${v!.idv} actualizado`);
  });

  it('update takes the vehicle fields the web adds (marketing, discount, equipment precio)', async () => {
    const [, , , , v] = await all('gomotor');
    const update = {
      ...v,
      campana: null,
      marketing: {
        counter: { _id: '6560a0000000000000000001', name: 'Black Friday', active: true },
        disclaimerMessage: null,
      },
      discount: { active: 'true', price: 9000, financedPrice: 8500 },
      equipamiento: [{ codigo: 'X1', tipo: 'Extras', descripcion: 'Techo solar', precio: 900 }],
      emisiones: { normativa: 'EURO6', valor: 120 },
    };
    const res = await api.put<{ vehicle: SaleVehicle }>(`/api/gomotor/${v!._id}`, {
      filter: { _id: v!._id },
      update,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.vehicle).toMatchObject({
      discount: update.discount,
      emisiones: update.emisiones,
    });
  });

  it('update pushes an image and sets one image’s propiedades', async () => {
    const [, , v] = await all('gomotor');
    const url = `/api/gomotor/${v!._id}`;
    const image = {
      _id: 'img-nueva',
      nombre: 'nueva.jpg',
      url: 'uploads/images/gomotorcars/nueva.jpg',
      propiedades: [],
    };
    expect(
      (await api.put(url, { filter: { _id: v!._id }, update: { $push: { recursos: image } } }))
        .status,
    ).toBe(200);
    const propiedades = [
      { nombre: 'EsFotoPrincipal', valor: true },
      { nombre: 'OrdenFoto', valor: 0 },
    ];
    const res = await api.put<{ vehicle: SaleVehicle }>(url, {
      filter: { _id: v!._id, 'recursos._id': 'img-nueva' },
      update: { $set: { 'recursos.$.propiedades': propiedades } },
    });
    expect(res.body.vehicle.recursos?.at(-1)).toEqual({ ...image, propiedades });
    expectError(
      await api.put(url, {
        filter: { _id: v!._id, 'recursos._id': 'otra' },
        update: { $set: { 'recursos.$.propiedades': propiedades } },
      }),
      404,
      'Imagen no encontrada en el vehículo',
    );
  });

  it('update refuses malformed bodies and changes nothing', async () => {
    const [, , , v] = await all('gomotor');
    const url = `/api/gomotor/${v!._id}`;
    const cases: MalformedCase[] = [
      { name: 'no filter', payload: { update: { km: 1 } }, message: /'Filtro'/ },
      {
        name: 'unknown field',
        payload: { filter: { _id: v!._id }, update: { colour: 'rojo' } },
        message: /colour/,
      },
      {
        name: 'wrong type',
        payload: { filter: { _id: v!._id }, update: { km: '1' } },
        message: SPANISH,
      },
      { name: 'empty update', payload: { filter: { _id: v!._id }, update: {} }, message: SPANISH },
      {
        name: 'reserve under 300',
        payload: { filter: { _id: v!._id }, update: { precioReserva: 299 } },
        message: /300/,
      },
      {
        name: 'other _id in filter',
        payload: { filter: { _id: MISSING_ID }, update: { km: 1 } },
        message: /no coincide/,
      },
      {
        name: 'propiedades without image',
        payload: { filter: { _id: v!._id }, update: { $set: { 'recursos.$.propiedades': [] } } },
        message: /recursos._id/,
      },
      { name: 'not JSON', payload: '{"filter":', message: SPANISH },
    ];
    for (const c of cases) {
      const res = await api.put(url, c.payload);
      expectError(res, 400, c.message);
    }
    const [other] = await all('gomotor');
    expectError(
      await api.put(url, { filter: { _id: v!._id }, update: { idv: other!.idv } }),
      409,
      `El vehículo ${other!.idv} ya existe en GOmotor`,
    );
    expect((await api.get<SaleVehicle[]>(`/api/gomotor/${v!._id}`)).body[0]).toEqual(v);
    expectError(
      await api.put(`/api/gomotor/${MISSING_ID}`, {
        filter: { _id: MISSING_ID },
        update: { km: 1 },
      }),
      404,
    );
  });

  it.each(SITES)(
    '$id: manual create needs marca and modelo, and saves whole prices',
    async ({ id }) => {
      const before = (await all(id)).length;
      const url = `/api/${id}/new-car`;
      const cases: MalformedCase[] = [
        { name: 'no modelo', payload: { marca: 'SEAT' }, message: /modelo/i },
        { name: 'no marca', payload: { modelo: 'Ibiza' }, message: /marca/i },
        { name: 'empty marca', payload: { marca: '', modelo: 'Ibiza' }, message: SPANISH },
        {
          name: 'decimal price',
          payload: { marca: 'SEAT', modelo: 'Ibiza', precios: [{ tipo: 'VENTA', valor: 9.5 }] },
          message: SPANISH,
        },
        {
          name: 'unknown field',
          payload: { marca: 'SEAT', modelo: 'Ibiza', foo: 1 },
          message: /foo/,
        },
        { name: 'array body', payload: [], message: SPANISH },
      ];
      for (const c of cases) expectError(await api.post(url, c.payload), 400, c.message);
      expect((await all(id)).length).toBe(before);
      const res = await api.post<SaleVehicle>(url, {
        marca: 'SEAT',
        modelo: 'Ibiza',
        precios: [{ tipo: 'VENTA', valor: 9990 }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        marca: 'SEAT',
        modelo: 'Ibiza',
        publicacionManual: true,
        precioReserva: 300,
      });
      expect(res.body.idv).toMatch(/^M\d{5}$/);
      expect((await all(id)).length).toBe(before + 1);
      expect((await newestLog(id)).message.createIDVs).toEqual([res.body.idv]);
    },
  );

  it('GOmotor: delete by _id, logged', async () => {
    const [v] = await all('gomotor');
    const res = await api.delete(`/api/gomotor/${v!._id}`);
    expect(res.body).toEqual({ message: 'Vehículo eliminado de GOmotor', _id: v!._id });
    expect((await all('gomotor')).some((x) => x._id === v!._id)).toBe(false);
    expect((await newestLog('gomotor')).message.deleteIDVs).toEqual([v!.idv]);
    expectError(
      await api.delete(`/api/gomotor/${v!._id}`),
      404,
      'Vehículo no encontrado en GOmotor',
    );
  });
});

describe('GET /api/gomotor/update-db', () => {
  it('adds, updates and removes from the group stock, then changes nothing', async () => {
    const vehicles = await all('gomotor');
    // Something for each case: a vehicle gone from the group stock, a changed one.
    const gone = await api.post<SaleVehicle>('/api/gomotor/bulk-create', {
      data: [{ idv: '98765', marca: 'SEAT', modelo: 'León', tipo: 'VO' }],
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const changed = vehicles.find((v) => !v.publicacionManual)!;
    await api.put(`/api/gomotor/${changed._id}`, {
      filter: { _id: changed._id },
      update: { km: 1 },
    });

    const first = await api.get<{
      createIDVs: string[];
      updateIdvs: string[];
      deleteIDVs: string[];
      vehicles: SaleVehicle[];
    }>('/api/gomotor/update-db');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.deleteIDVs).toContain('98765');
    expect(first.body.updateIdvs).toContain(changed.idv);
    const quiter = getGroupStock({}).find((v) => v.idv === changed.idv)!;
    expect(first.body.vehicles.find((v) => v.idv === changed.idv)!.km).toBe(quiter.km);
    // The earlier test deleted one: it comes back.
    expect(first.body.createIDVs.length).toBeGreaterThan(0);
    expect((await newestLog('gomotor')).message.type).toBe('Actualización DDBB');

    const snapshot = await all('gomotor');
    // The answer carries the whole sale stock after the update, as stored.
    expect(first.body.vehicles).toEqual(snapshot);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const second = await api.get<{
      createIDVs: string[];
      updateIdvs: string[];
      deleteIDVs: string[];
    }>('/api/gomotor/update-db');
    expect(second.body).toMatchObject({ createIDVs: [], updateIdvs: [], deleteIDVs: [] });
    expect(await all('gomotor')).toEqual(snapshot);
  });

  it('?fields= answers the sale stock with those fields only; an unknown one is a 400 that runs nothing', async () => {
    const before = await all('gomotor');
    const logged = (await newestLog('gomotor'))._id;
    const projected = await api.get<{ updateIdvs: string[]; vehicles: object[] }>(
      '/api/gomotor/update-db?fields=_id,idv',
    );
    expect(projected.status, JSON.stringify(projected.body)).toBe(200);
    expect(projected.body.updateIdvs).toEqual([]);
    expect(projected.body.vehicles).toEqual(before.map(({ _id, idv }) => ({ _id, idv })));
    expect((await newestLog('gomotor'))._id).not.toBe(logged);

    const last = (await newestLog('gomotor'))._id;
    for (const query of ['fields=precioSecreto', 'fields=', 'orden=idv']) {
      const refused = await api.get<{ error: string }>(`/api/gomotor/update-db?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error).toBeTruthy();
    }
    expect((await newestLog('gomotor'))._id).toBe(last);
  });
});

describe('web sync', () => {
  it('GOmotor: woocommerce-sync writes the feed and the web host, then reports nothing new', async () => {
    const res = await api.get<{
      createIDVs: string[];
      updateIdvs: string[];
      deleteIDVs: string[];
      total: number;
    }>('/api/gomotor/woocommerce-sync');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const available = (await all('gomotor')).filter((v) => !v.reservado);
    expect(res.body.total).toBe(available.length);
    expect(res.body.createIDVs.length).toBe(available.length);
    const feed = await api.get<{ sku: string; regular_price: string }[]>(
      '/api/gomotor/woocommerce-feed',
    );
    expect(feed.body.map((p) => p.sku).sort()).toEqual(available.map((v) => v.idv).sort());
    // The GOmotor web host (the channel's listings) now holds exactly the available stock.
    const host = await api.get<{ idv: string }[]>('/gomotor-api/vehicles?fields=idv');
    expect(host.body.map((l) => l.idv).sort()).toEqual(available.map((v) => v.idv).sort());
    const again = await api.get<{
      createIDVs: string[];
      updateIdvs: string[];
      deleteIDVs: string[];
    }>('/api/gomotor/woocommerce-sync');
    expect(again.body).toMatchObject({ createIDVs: [], updateIdvs: [], deleteIDVs: [] });
    expect((await newestLog('gomotor')).kind).toBe('webSync');
  });

  it('Grupo Oliva: bulk-update-wp writes the selection to the feed', async () => {
    const picked = (await all('grupoliva')).filter((v) => !v.reservado).slice(0, 3);
    const res = await api.post<{ createIDVs: string[] }>('/api/grupoliva/bulk-update-wp', {
      dataSelection: picked.map((v) => v._id),
    });
    expect(res.body.createIDVs).toEqual(picked.map((v) => v.idv));
    const feed = await api.get<{ sku: string }[]>('/api/grupoliva/woocommerce-feed');
    expect(feed.body.map((p) => p.sku)).toEqual(picked.map((v) => v.idv));
  });
});

describe('GET /api/{site}/log', () => {
  it('pages newest first with X-Total-Count and filters by kind', async () => {
    const whole = await api.get<LogEntry[]>('/api/gomotor/log');
    const page = await api.get<LogEntry[]>('/api/gomotor/log?_start=1&_end=3');
    expect(page.headers['x-total-count']).toBe(String(whole.body.length));
    expect(page.body).toEqual(whole.body.slice(1, 3));
    const stamps = whole.body.map((e) => e.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const bulk = await api.get<LogEntry[]>('/api/gomotor/log?kind=bulk');
    expect(bulk.body.every((e) => e.kind === 'bulk' && e.site === 'gomotor')).toBe(true);
    expectError(await api.get('/api/gomotor/log?_start=5&_end=1'), 400, /_end/);
    expectError(await api.get('/api/gomotor/log?kind=otro'), 400, SPANISH);
    expectError(await api.get('/api/gomotor/log?page=1'), 400, /page/);
  });
});

describe('Grupo Oliva channel routes write the site log', () => {
  it('Enviar, update-db and delete each leave an entry', async () => {
    const listed = new Set((await all('grupoliva')).map((v) => v.idv));
    const fresh = getGroupStock({})
      .filter((v) => !v.reservado && !listed.has(v.idv))
      .slice(0, 2);
    const sent = await api.post('/api/grupoliva/bulk-create', { data: [...fresh, fresh[0]] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await newestLog('grupoliva')).message).toMatchObject({
      type: 'Importación',
      newVehicles: 2,
      duplicate: 1,
      newIDVs: fresh.map((v) => v.idv),
    });
    const synced = await api.get<{ count: number }>('/api/grupoliva/update-db');
    expect((await newestLog('grupoliva')).message).toMatchObject({
      type: 'Actualización DDBB',
      numDeleted: synced.body.count,
    });
    const [one] = await all('grupoliva');
    expect((await api.delete(`/api/grupoliva/${one!._id}`)).status).toBe(200);
    expect((await newestLog('grupoliva')).message.deleteIDVs).toEqual([one!.idv]);
  });
});

describe('GET /api/grupoliva/update-db', () => {
  it('updates the listings whose vehicle changed, retires the gone ones, then changes nothing', async () => {
    const edited = (await all('grupoliva')).find(
      (v) => !v.publicacionManual && !v.reservado && getGroupStock({}).some((s) => s.idv === v.idv),
    )!;
    await api.put(`/api/grupoliva/${edited._id}`, {
      filter: { _id: edited._id },
      update: { km: 7 },
    });
    const first = await api.get<{ count: number }>('/api/grupoliva/update-db');
    expect(first.status).toBe(200);
    const quiter = getGroupStock({}).find((v) => v.idv === edited.idv)!;
    expect((await api.get<SaleVehicle[]>(`/api/grupoliva/${edited._id}`)).body[0]!.km).toBe(
      quiter.km,
    );
    expect((await newestLog('grupoliva')).message.updateIdvs).toEqual([edited.idv]);

    const snapshot = await all('grupoliva');
    const second = await api.get<{ count: number }>('/api/grupoliva/update-db');
    expect(second.body.count).toBe(0);
    expect((await newestLog('grupoliva')).message).toMatchObject({
      updateIdvs: [],
      deleteIDVs: [],
    });
    expect(await all('grupoliva')).toEqual(snapshot);
  });
});
