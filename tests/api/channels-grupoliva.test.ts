// docs/API.md "Channels", grupoliva row (the "{product}" calls): the bulk create 'Enviar'
// uses, answered with numOfNews / numOfExist / existIDVs, and update-db's retired vehicles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchesWithin } from '../../src/domain/sendQueue';
import type { StockVehicle } from '../../src/domain/types';
import { getGroupStock } from '../../server/stock/groupStock';
import {
  ADMIN,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';

const LIST = '/api/grupoliva';
const BULK = '/api/grupoliva/bulk-create';

interface BulkAnswer {
  message: string;
  numOfNews: number;
  numOfExist: number;
  existIDVs: string[];
}

let t: TestApp;
let api: Client;
const stock = getGroupStock({});

const listedIdvs = async () =>
  (await api.get<{ idv: string }[]>(`${LIST}?fields=idv`)).body.map((l) => l.idv);

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
});
afterAll(() => t.close());

describe('POST /api/grupoliva/bulk-create', () => {
  it('creates only the new vehicles and names the ones already published', async () => {
    const listed = new Set(await listedIdvs());
    const published = stock.filter((v) => listed.has(v.idv)).slice(0, 2);
    const fresh = stock.filter((v) => !v.reservado && !listed.has(v.idv)).slice(0, 3);
    const repeated = fresh[0]!;
    const data: StockVehicle[] = [published[0]!, ...fresh, published[1]!, repeated];

    const res = await api.post<BulkAnswer>(BULK, { data });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      message: 'Grupo Oliva: 3 vehículos publicados, 3 ya existían',
      numOfNews: 3,
      numOfExist: 3,
      existIDVs: [published[0]!.idv, published[1]!.idv, repeated.idv],
    });
    const after = await listedIdvs();
    expect(after.length).toBe(listed.size + 3);
    expect(after.slice(-3)).toEqual(fresh.map((v) => v.idv));

    const again = await api.post<BulkAnswer>(BULK, { data: fresh });
    expect(again.body).toMatchObject({
      message: 'Grupo Oliva: 0 vehículos publicados, 3 ya existían',
      numOfNews: 0,
      numOfExist: 3,
    });
    expect(await listedIdvs()).toEqual(after);
  });

  it('takes the whole stock in the requests the console sends, never in one body', async () => {
    const listed = new Set(await listedIdvs());
    const fresh = stock.filter((v) => !listed.has(v.idv));
    expect(JSON.stringify(stock).length).toBeGreaterThan(2_000_000);
    // One body of the whole stock is beyond the vehicle body limit (server/limits.ts)…
    expectError(await api.post(BULK, { data: stock }), 413, 'La petición es demasiado grande');
    // …the console sends it in requests of at most 200,000 bytes.
    let numOfNews = 0;
    let numOfExist = 0;
    for (const batch of batchesWithin(stock, 200_000)) {
      const res = await api.post<BulkAnswer>(BULK, { data: batch });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      numOfNews += res.body.numOfNews;
      numOfExist += res.body.numOfExist;
    }
    expect({ numOfNews, numOfExist }).toEqual({
      numOfNews: fresh.length,
      numOfExist: stock.length - fresh.length,
    });
    expect((await listedIdvs()).length).toBe(listed.size + fresh.length);
  });

  const minimal = (idv: string) => ({ idv, marca: 'SEAT', modelo: 'Ibiza', tipo: 'VO' });
  const cases: MalformedCase[] = [
    { name: 'no data', payload: {}, message: /^El campo 'Vehículos' es obligatorio$/ },
    {
      name: 'an empty list',
      payload: { data: [] },
      message: /^El campo 'Vehículos' debe contener al menos 1 elemento$/,
    },
    {
      name: 'data not a list',
      payload: { data: minimal('990001') },
      message: /^El campo 'Vehículos' debe ser una lista$/,
    },
    {
      name: 'one malformed vehicle among good ones',
      payload: { data: [minimal('990001'), { ...minimal('990002'), km: 'mucho' }] },
      message: /^El campo 'Vehículos nº 2 › Kilómetros' debe ser un número entero$/,
    },
    {
      name: 'an extra property',
      payload: { data: [minimal('990001')], canal: 'grupoliva' },
      message: /^El campo 'canal' no está permitido$/,
    },
    {
      name: 'more than 2000 vehicles',
      payload: { data: Array.from({ length: 2001 }, (_, i) => minimal(String(900000 + i))) },
      message: /^El campo 'Vehículos' no puede contener más de 2000 elementos$/,
    },
    { name: 'invalid JSON', payload: '{"data": [', message: /no es un JSON válido/ },
  ];
  it.each(cases)('refuses $name (400) and publishes nothing', async ({ payload, message }) => {
    const before = await listedIdvs();
    expectError(await api.post(BULK, payload), 400, message);
    expect(await listedIdvs()).toEqual(before);
  });

  it('needs a token', async () => {
    expectError(await client(t.app).post(BULK, { data: [minimal('990001')] }), 401);
  });
});

describe('GET /api/grupoliva/update-db', () => {
  it('answers the retired listings as vehicles', async () => {
    const reserved = stock.filter((v) => v.reservado).slice(0, 2);
    await api.post(BULK, { data: reserved });
    const res = await api.get<{ message: string; count: number; vehicles: StockVehicle[] }>(
      '/api/grupoliva/update-db',
    );
    expect(res.status).toBe(200);
    // Both reserved vehicles, plus whatever stale listings the demo seed left.
    expect(res.body.count).toBe(res.body.vehicles.length);
    expect(res.body.vehicles.map((v) => v.idv)).toEqual(
      expect.arrayContaining(reserved.map((v) => v.idv)),
    );
    expect(res.body.message).toBe(
      `Grupo Oliva sincronizado: ${res.body.count} vehículos retirados`,
    );
    const idvs = new Set(await listedIdvs());
    for (const v of reserved) expect(idvs.has(v.idv)).toBe(false);
  });
});
