// The bulk operations of the own sites — each under the process lock (a real lock: 409 while held,
// released after success or failure, expiring after a crash), each atomic (a refusal in the middle
// of the selection leaves every vehicle as it was).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCK_TTL_MS, type ProcessRecord } from '../../server/ownSites/processLock';
import type { LogEntry } from '../../server/ownSites/log';
import type { SaleVehicle } from '../../server/ownSites/saleVehicle';
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
afterEach(() => vi.useRealTimers());

const all = async (site: string) => (await api.get<SaleVehicle[]>(`/api/${site}`)).body;
const newestLog = async (site: string) =>
  (await api.get<LogEntry[]>(`/api/${site}/log?_start=0&_end=1`)).body[0]!;
const ids = (vehicles: readonly SaleVehicle[]) => vehicles.map((v) => v._id);

describe('/api/process (the process record and lock)', () => {
  it('reads the bulk record, idle by default', async () => {
    const one = await api.get<ProcessRecord>('/api/process/bulk');
    expect(one.body).toMatchObject({ _id: 'bulk', active: false });
    const list = await api.get<ProcessRecord[]>('/api/process');
    expect(list.body).toEqual([one.body]);
    expectError(await api.get('/api/process/otro'), 404, 'Proceso no encontrado');
    expectError(await api.put('/api/process/bulk', { active: 'no' }), 400, SPANISH);
    expectError(await api.put('/api/process/bulk', {}), 400, /'Estado'/);
  });

  it('a held lock refuses every bulk run with 409 until released', async () => {
    const [v] = await all('gomotor');
    const held = await api.put<ProcessRecord>('/api/process/bulk', { active: true });
    expect(held.body).toMatchObject({ active: true, user: ADMIN.email });
    expectError(
      await api.put('/api/process/bulk', { active: true }),
      409,
      /acción masiva en curso/,
    );
    const refused = await api.post('/api/gomotor/bulk-update', {
      dataSelection: [v!._id],
      update: 'vehiculosHome',
      value: !v!.vehiculosHome,
    });
    expectError(refused, 409, /^Ya hay una acción masiva en curso \(manual, iniciada por admin@/);
    expectError(await api.get('/api/grupoliva/woocommerce-sync'), 409);
    expect((await all('gomotor'))[0]).toEqual(v);
    await api.put('/api/process/bulk', { active: false });
    expect((await api.get<ProcessRecord>('/api/process/bulk')).body.active).toBe(false);
  });

  it('two concurrent bulk runs: exactly one runs, the other is a 409', async () => {
    const picked = ids((await all('gomotor')).slice(0, 50));
    const answers = await Promise.all([
      api.post('/api/gomotor/bulk-update-wp', { dataSelection: picked }),
      api.post('/api/gomotor/bulk-update-wp', { dataSelection: picked }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expectError(refused, 409, /acción masiva en curso \(GOmotor: bulk-update-wp/);
    expect((await api.get<ProcessRecord>('/api/process/bulk')).body.active).toBe(false);
  });

  it('is released after a failed run', async () => {
    expectError(
      await api.post('/api/gomotor/bulk-delete', { dataSelection: [MISSING_ID] }),
      404,
      /Vehículo no encontrado en GOmotor/,
    );
    expect((await api.get<ProcessRecord>('/api/process/bulk')).body.active).toBe(false);
  });
});

describe.each(['gomotor', 'grupoliva'])('%s bulk actions', (site) => {
  it('bulk-update: each field, activate and deactivate, logged', async () => {
    const picked = (await all(site)).slice(0, 3);
    const dataSelection = ids(picked);
    const run = async (update: string, value: unknown, active?: boolean) => {
      const res = await api.post<{ count: number }>(`/api/${site}/bulk-update`, {
        dataSelection,
        update,
        value,
        ...(active === undefined ? {} : { active }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (await all(site)).filter((v) => dataSelection.includes(v._id));
    };
    const campaign = { _id: '6560a0000000000000000009', name: 'Verano', active: true };
    expect((await run('campana', campaign)).every((v) => v.campana?.name === 'Verano')).toBe(true);
    expect((await run('campana', campaign, false)).every((v) => !v.campana?.name)).toBe(true);
    expect((await run('vehiculosHome', true)).every((v) => v.vehiculosHome)).toBe(true);
    expect((await run('publicacionManual', true)).every((v) => v.publicacionManual)).toBe(true);
    expect((await run('publicacionManual', true, false)).every((v) => !v.publicacionManual)).toBe(
      true,
    );
    expect((await run('precioReserva', 450)).every((v) => v.precioReserva === 450)).toBe(true);
    expect((await run('tipoAnuncio', 'Oferta')).every((v) => v.tipoAnuncio === 'Oferta')).toBe(
      true,
    );
    expect((await run('landingPages', [])).every((v) => v.landingPages?.length === 0)).toBe(true);
    expect((await run('landingPages', 'BMW')).every((v) => v.landingPages?.includes('BMW'))).toBe(
      true,
    );
    expect(
      (await run('landingPages', 'BMW', false)).every((v) => !v.landingPages?.includes('BMW')),
    ).toBe(true);
    const entry = await newestLog(site);
    expect(entry).toMatchObject({
      kind: 'bulk',
      user: ADMIN.email,
      message: { key: 'landingPages' },
    });
    expect(entry.changes[0]).toMatchObject({
      field: 'landingPages',
      oldValue: ['BMW'],
      newValue: [],
    });
  });

  it('bulk-update refuses malformed bodies and changes nothing', async () => {
    const before = await all(site);
    const dataSelection = ids(before.slice(0, 2));
    const url = `/api/${site}/bulk-update`;
    const cases: MalformedCase[] = [
      {
        name: 'no selection',
        payload: { update: 'vehiculosHome', value: true },
        message: /Vehículos seleccionados/,
      },
      {
        name: 'empty selection',
        payload: { dataSelection: [], update: 'vehiculosHome', value: true },
        message: SPANISH,
      },
      {
        name: 'bad id',
        payload: { dataSelection: ['x'], update: 'vehiculosHome', value: true },
        message: SPANISH,
      },
      {
        name: 'unknown field',
        payload: { dataSelection, update: 'km', value: 1 },
        message: SPANISH,
      },
      {
        name: 'reserve under 300',
        payload: { dataSelection, update: 'precioReserva', value: 299 },
        message: /300/,
      },
      {
        name: 'home not boolean',
        payload: { dataSelection, update: 'vehiculosHome', value: 'sí' },
        message: SPANISH,
      },
      {
        name: 'unknown landing page',
        payload: { dataSelection, update: 'landingPages', value: 'Seat' },
        message: SPANISH,
      },
      {
        name: 'extra property',
        payload: { dataSelection, update: 'vehiculosHome', value: true, x: 1 },
        message: /x/,
      },
      {
        name: 'repeated id',
        payload: {
          dataSelection: [dataSelection[0], dataSelection[0]],
          update: 'destacado',
          value: true,
        },
        message: SPANISH,
      },
    ];
    for (const c of cases) expectError(await api.post(url, c.payload), 400, c.message);
    expect(await all(site)).toEqual(before);
  });

  it('bulk-update-price: +500 then −500 gives the prices back', async () => {
    const before = (await all(site)).filter((v) => (v.precios?.[0]?.valor ?? 0) > 1000).slice(0, 3);
    const dataSelection = ids(before);
    const url = `/api/${site}/bulk-update-price`;
    const up = await api.post<{ count: number }>(url, {
      dataSelection,
      update: 'contado',
      value: 500,
    });
    expect(up.body.count).toBe(3);
    const raised = (await all(site)).filter((v) => dataSelection.includes(v._id));
    expect(raised.map((v) => v.precios![0]!.valor)).toEqual(
      before.map((v) => v.precios![0]!.valor! + 500),
    );
    await api.post(url, { dataSelection, update: 'contado', value: -500 });
    expect((await all(site)).filter((v) => dataSelection.includes(v._id))).toEqual(before);
    expect((await newestLog(site)).message).toMatchObject({ key: 'precios.0.valor', value: -500 });
  });

  it('bulk-update-price is atomic: one vehicle refused in the middle leaves all unchanged', async () => {
    const stock = await all(site);
    const cheap = stock.find((v) => (v.precios?.[3]?.valor ?? Infinity) <= 100)!;
    const dear = stock.filter((v) => (v.precios?.[3]?.valor ?? 0) > 5000).slice(0, 4);
    const dataSelection = [dear[0]!._id, dear[1]!._id, cheap._id, dear[2]!._id, dear[3]!._id];
    const res = await api.post(`/api/${site}/bulk-update-price`, {
      dataSelection,
      update: 'financiado',
      value: -1000,
    });
    expectError(
      res,
      400,
      new RegExp(`El precio Financiado del vehículo ${cheap.idv} quedaría negativo`),
    );
    expect(await all(site)).toEqual(stock);
    const missing = await api.post(`/api/${site}/bulk-update`, {
      dataSelection: [dear[0]!._id, MISSING_ID, dear[1]!._id],
      update: 'destacado',
      value: !dear[0]!.destacado,
    });
    expectError(missing, 404, new RegExp(MISSING_ID));
    expect(await all(site)).toEqual(stock);
  });

  it('bulk-update-price refuses malformed bodies', async () => {
    const before = await all(site);
    const dataSelection = ids(before.slice(0, 2));
    const url = `/api/${site}/bulk-update-price`;
    const cases: MalformedCase[] = [
      { name: 'zero', payload: { dataSelection, update: 'contado', value: 0 }, message: SPANISH },
      {
        name: 'decimal',
        payload: { dataSelection, update: 'contado', value: 10.5 },
        message: SPANISH,
      },
      {
        name: 'text',
        payload: { dataSelection, update: 'contado', value: '500' },
        message: SPANISH,
      },
      {
        name: 'unknown price',
        payload: { dataSelection, update: 'alquiler', value: 5 },
        message: SPANISH,
      },
      { name: 'no value', payload: { dataSelection, update: 'contado' }, message: /value/ },
    ];
    for (const c of cases) expectError(await api.post(url, c.payload), 400, c.message);
    expect(await all(site)).toEqual(before);
  });

  it('bulk-delete removes the selection, all or nothing', async () => {
    const before = await all(site);
    const gone = before.slice(-2);
    expectError(
      await api.post(`/api/${site}/bulk-delete`, { dataSelection: [...ids(gone), MISSING_ID] }),
      404,
    );
    expect(await all(site)).toEqual(before);
    for (const payload of [
      {},
      { dataSelection: 'x' },
      { dataSelection: [], x: 1 },
      { dataSelection: [1] },
      '[',
    ]) {
      expectError(await api.post(`/api/${site}/bulk-delete`, payload), 400, SPANISH);
    }
    const res = await api.post<{ count: number; deleteIDVs: string[] }>(
      `/api/${site}/bulk-delete`,
      {
        dataSelection: ids(gone),
      },
    );
    expect(res.body).toMatchObject({ count: 2, deleteIDVs: gone.map((v) => v.idv) });
    expect((await all(site)).length).toBe(before.length - 2);
    expect((await newestLog(site)).message.deleteIDVs).toEqual(gone.map((v) => v.idv));
  });

  it('bulk-update-wp refuses malformed bodies', async () => {
    for (const payload of [
      {},
      { dataSelection: [] },
      { dataSelection: ['x'] },
      { dataSelection: [MISSING_ID], y: 1 },
      'null',
    ]) {
      expectError(await api.post(`/api/${site}/bulk-update-wp`, payload), 400, SPANISH);
    }
  });
});

describe('POST /api/gomotor/bulk-create', () => {
  it('imports new idvs, counts the others, and refuses malformed bodies', async () => {
    const before = await all('gomotor');
    const fresh = { idv: '97001', marca: 'SEAT', modelo: 'Arona', tipo: 'VO' };
    const res = await api.post('/api/gomotor/bulk-create', {
      data: [fresh, { ...fresh }, { ...before[0], _id: undefined }],
    });
    expect(res.body).toMatchObject({
      numOfNews: 1,
      numOfExist: 2,
      existIDVs: ['97001', before[0]!.idv],
    });
    expect((await newestLog('gomotor')).message).toMatchObject({
      type: 'Importación',
      newIDVs: ['97001'],
    });
    const after = await all('gomotor');
    for (const payload of [
      {},
      { data: [] },
      { data: [{ idv: '1' }] },
      { data: [{ ...fresh, tipo: 'X' }] },
      { data: [{ ...fresh, foo: 1 }] },
    ]) {
      expectError(await api.post('/api/gomotor/bulk-create', payload), 400, SPANISH);
    }
    expect(await all('gomotor')).toEqual(after);
  });
});

// Last: entries written with the clock moved on would read as the newest of the log.
describe('/api/process expiry', () => {
  it('expires, so a crashed run never leaves it stuck', async () => {
    await api.put('/api/process/bulk', { active: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LOCK_TTL_MS + 1000);
    expect((await api.get<ProcessRecord>('/api/process/bulk')).body.active).toBe(false);
    const [v] = await all('gomotor');
    const res = await api.post('/api/gomotor/bulk-update', {
      dataSelection: [v!._id],
      update: 'precioReserva',
      value: 400,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await api.get<ProcessRecord>('/api/process/bulk')).body.active).toBe(false);
  });
});
