// docs/API.md "Group stock (the Quiter side)": the group stock, the stock database (GET/POST
// /quiter), the general database (/vehiculos) and sync records.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAILING_PORTAL, PORTALS } from '../../src/domain/portals';
import type { Notification, QuiterFeed, StockVehicle } from '../../src/domain/types';
import type { StockRecord, VehicleRecord } from '../../server/db/collections';
import { GENERAL_DB_DRIFT, NEVER_SAVED_PORTALS } from '../../server/seed/stockDatabases';
import type { SyncRecord } from '../../server/syncRecords';
import { findStockVehicle, getGroupStock, getGroupStockJson } from '../../server/stock/groupStock';
import {
  SALES,
  SPANISH,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type TestApp,
  watchResourceChanges,
} from './helpers';

const STOCK = '/api/publishing/api/v1/quiter';

let t: TestApp;
let api: Client;
let anonymous: Client;
beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, SALES)).accessToken);
  anonymous = client(t.app);
});
afterAll(() => t.close());

const feedOf = async (portalId: string) =>
  (await api.get<QuiterFeed>(`/api/quiter/${portalId}`)).body.vehiculos ?? [];

describe('auth', () => {
  it.each([
    ['GET', STOCK],
    ['GET', '/api/quiter'],
    ['GET', '/api/quiter?portalId=U97'],
    ['POST', '/api/quiter'],
    ['POST', '/api/quiter?portalId=U97'],
    ['GET', '/api/vehiculos'],
    ['GET', '/api/vehiculos/100001'],
    ['GET', '/api/records/syncs/quiter'],
  ] as const)('%s %s needs a session', async (method, url) => {
    expectError(await anonymous.call(method, url), 401, 'Sesión no válida o caducada');
  });
});

describe('GET /api/publishing/api/v1/quiter (the group stock)', () => {
  it('answers the 600 vehicles as cached JSON text', async () => {
    const res = await api.get<StockVehicle[]>(STOCK);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toHaveLength(600);
    expect(getGroupStockJson(t.config)).toBe(getGroupStockJson(t.config));
    expect(JSON.stringify(res.body)).toBe(getGroupStockJson(t.config));
  });

  it('answers gzipped to a client that accepts it, and plain to one that does not', async () => {
    const token = (await signIn(t.app, SALES)).accessToken;
    const read = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: STOCK,
        headers: { 'x-access-token': token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    // The gzip is made in the background after start.
    await expect
      .poll(async () => (await read('gzip, deflate, br')).headers['content-encoding'])
      .toBe('gzip');
    const zipped = await read('gzip, deflate, br');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(getGroupStockJson(t.config));
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(getGroupStockJson(t.config));
  });

  it('answers only the asked fields of every vehicle (?fields=)', async () => {
    const res = await api.get<Record<string, unknown>[]>(`${STOCK}?fields=idv,marca,precios`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(600);
    const full = getGroupStock(t.config);
    res.body.forEach((v, i) => {
      expect(Object.keys(v).sort()).toEqual(['idv', 'marca', 'precios']);
      expect(v).toEqual({ idv: full[i].idv, marca: full[i].marca, precios: full[i].precios });
    });
  });

  it('answers the named vehicles whole (?idv=), leaving out unknown ones', async () => {
    const [a, b] = getGroupStock(t.config).slice(10, 12);
    const res = await api.get<StockVehicle[]>(`${STOCK}?idv=${b.idv},NO-EXISTE,${a.idv}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([b, a]);
  });

  it.each([
    ['a field the vehicles do not have', '?fields=idv,noExiste', /noExiste/],
    ['an inherited name', '?fields=toString', /toString/],
    ['a malformed field list', '?fields=idv;drop', SPANISH],
    ['an empty field list', '?fields=', SPANISH],
    ['a malformed idv list', '?idv=1,,2', SPANISH],
    ['an unknown parameter', '?limit=10', SPANISH],
  ])('refuses %s with a Spanish 400', async (_case, query, message) => {
    const res = await api.get(`${STOCK}${query}`);
    expectError(res, 400, message);
  });

  it('looks like a dealer group stock', () => {
    const stock = getGroupStock(t.config);
    const share = (test: (v: StockVehicle) => boolean) => stock.filter(test).length / stock.length;
    expect(share((v) => v.tipo === 'VN')).toBeGreaterThan(0.28);
    expect(share((v) => v.tipo === 'VN')).toBeLessThan(0.42);
    expect(share((v) => v.reservado)).toBeGreaterThan(0.08);
    expect(share((v) => v.reservado)).toBeLessThan(0.16);
    expect(share((v) => v.tipoVO === 'KM0 KM0 VO')).toBeGreaterThan(0.03);
    const usedVat = stock.filter((v) => v.tipo === 'VO').map((v) => v.ivaDeducible);
    expect(usedVat.filter(Boolean).length).toBeGreaterThan(usedVat.length / 2);
    expect(usedVat).toContain(false);
    expect(new Set(stock.map((v) => v.combustible))).toEqual(
      new Set(['GASOLINA', 'DIESEL', 'ELECTRICO', 'HIBRIDO', '']),
    );
    expect(new Set(stock.map((v) => v.idConcesion)).size).toBe(5);
    expect(stock.some((v) => v.recursos.length === 0)).toBe(true);
    expect(new Set(stock.map((v) => v.idv)).size).toBe(stock.length);
    expect(findStockVehicle(t.config, stock[42]!.idv)).toBe(stock[42]);
  });

  it('makes every portal feed a slice of the group stock', async () => {
    const stock = new Map(getGroupStock(t.config).map((v) => [v.idv, v]));
    for (const { portalId } of PORTALS) {
      if (portalId === DEMO_FAILING_PORTAL) continue;
      for (const v of await feedOf(portalId)) {
        expect(JSON.stringify(v)).toBe(JSON.stringify(stock.get(v.idv)));
      }
    }
    const latest = (await feedOf('U387')).map((v) => v.idv);
    expect(latest).toEqual([...stock.keys()].slice(-100));
    // U341 answers its error, but its dealer's vehicles are in the group stock.
    expect([...stock.values()].some((v) => v.idConcesion === '05')).toBe(true);
  });

  it('regenerates with SEED_VEHICLES vehicles', async () => {
    const big = await startTestApp({}, { SEED_VEHICLES: '2000' });
    try {
      const own = client(big.app, (await signIn(big.app, SALES)).accessToken);
      const stock = (await own.get<StockVehicle[]>(STOCK)).body;
      expect(stock).toHaveLength(2000);
      // A longer stock starts with the default one: same seed, same first vehicles.
      expect(JSON.stringify(stock.slice(0, 600))).toBe(getGroupStockJson({}));
      const general = (await own.get<VehicleRecord[]>('/api/vehiculos')).body;
      expect(general).toHaveLength(2000 - GENERAL_DB_DRIFT.missing + GENERAL_DB_DRIFT.extra);
    } finally {
      await big.close();
    }
    // It seeds 2,000 vehicles of its own (on PostgreSQL, beside other suites, that takes a while).
  }, 120_000);
});

describe('GET /api/quiter (the stock database)', () => {
  it('holds the seeded saves: most portals a few days ago, some never', async () => {
    const all = (await api.get<StockRecord[]>('/api/quiter')).body;
    for (const { portalId } of PORTALS) {
      const res = await api.get<StockRecord[]>(`/api/quiter?portalId=${portalId}`);
      expect(res.status).toBe(200);
      expect(res.body.every((d) => d.portalId === portalId)).toBe(true);
      expect(res.body.length).toBe(all.filter((d) => d.portalId === portalId).length);
      if (NEVER_SAVED_PORTALS.includes(portalId)) expect(res.body).toEqual([]);
      else if (portalId !== DEMO_FAILING_PORTAL) {
        // Two vehicles arrived in the feed after the save.
        expect(res.body.length).toBe((await feedOf(portalId)).length - 2);
        const age = Date.now() - Date.parse(res.body[0]!.savedAt);
        expect(age).toBeGreaterThan(24 * 3_600_000);
        expect(age).toBeLessThan(6 * 24 * 3_600_000);
      }
    }
  });

  it.each([
    ['/api/quiter?portalId=U999', /^El parámetro de consulta 'portalId' debe ser uno de: U97, /],
    ['/api/quiter?portalId=', /'portalId'/],
    ['/api/quiter?portal=U97', /^El parámetro de consulta 'portal' no está permitido$/],
  ])('refuses %s with 400 in Spanish', async (url, message) => {
    const res = await api.get(url);
    expectError(res, 400, message);
    expect((res.body as { error: string }).error).toMatch(SPANISH);
    expectError(await api.post(url), 400, message);
  });
});

describe('?fields= on the whole databases (GET /api/quiter, GET /api/vehiculos)', () => {
  const pick = (doc: object, fields: string[]) =>
    Object.fromEntries(
      Object.entries(doc).filter(([k, v]) => fields.includes(k) && v !== null && v !== undefined),
    );

  it.each([
    ['/api/quiter', ['_id', 'idv', 'portalId', 'precios', 'reservado']],
    ['/api/quiter?portalId=U97', ['idv', 'km', 'garantia']],
    ['/api/vehiculos', ['idv', 'marca', 'precios', 'fechaMatriculacion', 'garantia']],
  ])('%s answers only the asked fields, in the same order', async (url, fields) => {
    const whole = (await api.get<object[]>(url)).body;
    const sep = url.includes('?') ? '&' : '?';
    const res = await api.get<object[]>(`${url}${sep}fields=${fields.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(whole.map((doc) => pick(doc, fields)));
    expect(res.body.length).toBeGreaterThan(0);
  });

  it.each([
    ['/api/vehiculos?fields=idv,precio', /^El campo 'precio' no existe en los vehículos$/],
    ['/api/quiter?fields=idv,__proto__', /^El campo '__proto__' no existe en los vehículos$/],
    ['/api/quiter?fields=idv;drop', /'fields'/],
    ['/api/vehiculos?fields=', /'fields'/],
    ['/api/vehiculos?campos=idv', /'campos' no está permitido/],
  ])('refuses %s with 400 in Spanish', async (url, message) => {
    const res = await api.get(url);
    expectError(res, 400, message);
    expect((res.body as { error: string }).error).toMatch(SPANISH);
  });
});

describe('POST /api/quiter', () => {
  it('saves a portal: count, contents, sync record, notification and live events', async () => {
    const { socket, changes } = await watchResourceChanges(t.app, SALES);
    try {
      const feed = await feedOf('U257');
      const res = await api.post<{ message: string; count: number }>('/api/quiter?portalId=U257');
      expect(res).toMatchObject({
        status: 200,
        body: {
          count: feed.length,
          message: `Guardados ${feed.length} vehículos del portal U257 en la base de datos de stock`,
        },
      });
      const saved = (await api.get<StockRecord[]>('/api/quiter?portalId=U257')).body;
      expect(saved.map((d) => d.idv)).toEqual(feed.map((v) => v.idv));
      expect(saved[0]).toMatchObject({ portalId: 'U257', marca: feed[0]!.marca });
      expect(saved[0]!._id).not.toBe(feed[0]!._id);

      const syncs = (await api.get<SyncRecord[]>('/api/records/syncs/quiter')).body;
      expect(syncs[0]).toMatchObject({
        dbName: 'quiter',
        count: feed.length,
        message: res.body.message,
        details: { portalId: 'U257' },
      });
      const notes = (await api.get<Notification[]>('/api/notifications')).body;
      expect(notes[0]).toMatchObject({
        text: res.body.message,
        severity: 'success',
        reading: false,
      });

      await expect
        .poll(() => changes.map((c) => c.resource))
        .toEqual(expect.arrayContaining(['quiter-stock', 'syncs', 'notifications']));
      const created = changes.find((c) => c.resource === 'quiter-stock' && c.action === 'create');
      expect(created?.ids).toEqual(saved.map((d) => d._id));

      // Saving again replaces the portal's documents instead of adding to them.
      await api.post('/api/quiter?portalId=U257');
      expect((await api.get<StockRecord[]>('/api/quiter?portalId=U257')).body).toHaveLength(
        feed.length,
      );
    } finally {
      socket.close();
    }
  });

  it('answers 502 with tipoError for the failing portal and changes nothing', async () => {
    const before = (await api.get<StockRecord[]>(`/api/quiter?portalId=${DEMO_FAILING_PORTAL}`))
      .body;
    const syncs = (await api.get<SyncRecord[]>('/api/records/syncs/quiter')).body.length;
    const res = await api.post(`/api/quiter?portalId=${DEMO_FAILING_PORTAL}`);
    expectError(res, 502, /U341 no responde/);
    expect(res.body).toMatchObject({ tipoError: 'ERROR_COMUNICACION' });
    expect((await api.get(`/api/quiter?portalId=${DEMO_FAILING_PORTAL}`)).body).toEqual(before);
    expect((await api.get<SyncRecord[]>('/api/records/syncs/quiter')).body).toHaveLength(syncs);
  });

  it('saves every answering portal when no portalId is given', async () => {
    const counts = await Promise.all(PORTALS.map((p) => feedOf(p.portalId).then((f) => f.length)));
    const total = counts.reduce((a, b) => a + b, 0);
    const res = await api.post<{ message: string; count: number }>('/api/quiter', '');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: total,
      message: `Guardados ${total} vehículos de 8 portales en la base de datos de stock (sin respuesta: U341)`,
    });
    for (const [i, { portalId }] of PORTALS.entries()) {
      if (portalId === DEMO_FAILING_PORTAL) continue;
      const saved = (await api.get<StockRecord[]>(`/api/quiter?portalId=${portalId}`)).body;
      expect(saved, portalId).toHaveLength(counts[i]!);
    }
    const [latest] = (await api.get<SyncRecord[]>('/api/records/syncs/quiter')).body;
    expect(latest).toMatchObject({ count: total, details: { failed: ['U341'] } });
  });
});

describe('GET /api/vehiculos (the general database)', () => {
  it('differs from the stock on purpose: missing, extra and changed vehicles', async () => {
    const res = await api.get<VehicleRecord[]>('/api/vehiculos');
    expect(res.status).toBe(200);
    const stock = new Map(getGroupStock(t.config).map((v) => [v.idv, v]));
    const general = new Map(res.body.map((v) => [v.idv, v]));
    const missing = [...stock.keys()].filter((idv) => !general.has(idv));
    const extra = [...general.keys()].filter((idv) => !stock.has(idv));
    const changed = res.body.filter((v) => {
      const s = stock.get(v.idv);
      return s && (s.precios[0]!.valor !== v.precios[0]!.valor || s.reservado !== v.reservado);
    });
    expect(missing).toHaveLength(GENERAL_DB_DRIFT.missing);
    expect(extra).toHaveLength(GENERAL_DB_DRIFT.extra);
    expect(changed).toHaveLength(GENERAL_DB_DRIFT.changed);
    expect(changed.some((v) => v.precioVenta !== stock.get(v.idv)!.precioVenta)).toBe(true);
    // The in-memory stock was not touched by the changed copies.
    expect(getGroupStockJson(t.config)).toBe(JSON.stringify([...stock.values()]));
  });

  it('answers one vehicle by idv, 404 when absent, 400 when malformed', async () => {
    const [first] = (await api.get<VehicleRecord[]>('/api/vehiculos')).body;
    expect(await api.get(`/api/vehiculos/${first!.idv}`)).toMatchObject({
      status: 200,
      body: { idv: first!.idv, _id: first!._id },
    });
    expectError(await api.get('/api/vehiculos/999999999'), 404, 'No encontrado');
    expectError(
      await api.get('/api/vehiculos/1%3B%20DROP'),
      400,
      "El parámetro 'idv' no tiene un formato válido",
    );
  });
});

describe('GET /api/records/syncs/:dbName', () => {
  it('answers the records of one database, newest first', async () => {
    for (const dbName of ['quiter', 'vehiculos']) {
      const res = await api.get<SyncRecord[]>(`/api/records/syncs/${dbName}`);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((r) => r.dbName === dbName && typeof r.count === 'number')).toBe(true);
      const times = res.body.map((r) => r.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
    expect((await api.get('/api/records/syncs/motoreto')).body).toEqual([]);
  });

  it('refuses a malformed dbName', async () => {
    expectError(
      await api.get('/api/records/syncs/..%2Fusers'),
      400,
      "El parámetro 'dbName' no tiene un formato válido",
    );
  });
});
