// docs/API.md "Aramis Francia" (the panel, its supplier stock vehicles and the supplier stock
// service's calls): the panel's paged list, edit (PUT / PATCH), delete, the supplier CSV,
// 'Actualizar stock' and 'Eliminar stock', each with auth, malformed bodies, and the log entry
// + notification the three buttons leave.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARAMIS_RECORD_FIELDS, isAramisEligible, toAramisRecord } from '../../src/domain/aramis';
import type { Notification } from '../../src/domain/types';
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

type Listing = Record<string, unknown> & { _id: string; vehicle_id: string };

/** schemas/feeds/aramis.json: the CSV as csv-parse reads it back, one object per row. */
const validCsv = new Ajv({ allErrors: true, strict: true }).compile(
  JSON.parse(readFileSync(new URL('../../schemas/feeds/aramis.json', import.meta.url), 'utf8')),
);
const csvRecords = (text: string) =>
  parse(text, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];

const PANEL = '/api/aramis-francia';
const V1 = '/api/publishing/api/v1/aramis/vehicles';
const UPDATE_STOCK = `${V1}/update-stock`;
const DROP = `${V1}/drop`;
const stock = getGroupStock({});
const eligible = stock.filter(isAramisEligible);

let t: TestApp;
let api: Client;
let anonymous: Client;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, ADMIN)).accessToken;
  api = client(t.app, token);
  anonymous = client(t.app);
});
afterAll(() => t.close());

const everyListing = async (): Promise<Listing[]> => {
  const res = await api.get<Listing[]>(`${V1}/`);
  expect(res.status).toBe(200);
  return res.body;
};

const page = async (query: string) => {
  const res = await api.get<Listing[]>(`${PANEL}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { rows: res.body, total: Number(res.headers['x-total-count']) };
};

const notificationsOf = async (action: string) => {
  const res = await api.get<Notification[]>('/api/notifications');
  return res.body.filter((n) => n.site === 'aramis' && n.action === action);
};

const logOf = async (type: string) => {
  const res = await api.get<{ message: { type: string; text: string } }[]>(`${PANEL}/log`);
  expect(res.status).toBe(200);
  return res.body.filter((e) => e.message.type === type);
};

/** A supplier record the stock does not hold (vehicle_id unknown to the group stock). */
const foreignRecord = (vehicle_id: string, manual: boolean) => ({
  vehicle_id,
  make_label: 'CITROËN',
  model_label: 'C4 "Shine"; édition <spéciale> & co 🚗',
  energy_label: 'Électrique',
  precio_aramis: 21500,
  publicacion_manual: manual,
});

describe('auth', () => {
  it.each([
    ['GET', PANEL],
    ['GET', `${PANEL}/${MISSING_ID}`],
    ['PUT', `${PANEL}/${MISSING_ID}`],
    ['PATCH', `${PANEL}/${MISSING_ID}`],
    ['GET', `${PANEL}/csv`],
    ['GET', `${PANEL}/log`],
    ['POST', UPDATE_STOCK],
    ['POST', DROP],
  ] as const)('%s %s needs a session', async (method, url) => {
    const res = await anonymous.call(method, url, method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
  });
});

describe('GET /api/aramis-francia (the panel, paged on the server)', () => {
  it('answers 10 rows by default and the total in X-Total-Count', async () => {
    const all = await everyListing();
    const { rows, total } = await page('');
    expect(total).toBe(all.length);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveProperty('vehicle_id');
    expect(rows[0]).toHaveProperty('_id');
  });

  it('pages, sorts by a field and filters by field, text and the manual switch', async () => {
    const all = await everyListing();
    const second = await page('?_start=10&_end=20&_sort=precio_aramis&_order=ASC');
    const byPrice = [...all]
      .map((l) => l.precio_aramis as number)
      .sort((a, b) => a - b)
      .slice(10, 20);
    expect(second.rows.map((r) => r.precio_aramis)).toEqual(byPrice);

    const make = String(all[0]?.make_label);
    const ofMake = await page(`?make_label=${encodeURIComponent(make)}&_end=100`);
    expect(ofMake.total).toBe(all.filter((l) => l.make_label === make).length);
    expect(ofMake.rows.every((r) => r.make_label === make)).toBe(true);

    const id = String(all[3]?.vehicle_id);
    const found = await page(`?q=${id}`);
    expect(found.rows.map((r) => r.vehicle_id)).toContain(id);

    const cheap = await page('?precio_aramis_lte=15000&_end=100');
    expect(cheap.total).toBe(all.filter((l) => (l.precio_aramis as number) <= 15000).length);

    const manual = await page('?publicacion_manual=true');
    expect(manual.total).toBe(all.filter((l) => l.publicacion_manual === true).length);
  });

  it('shows every change at once: a record created, edited, deleted', async () => {
    const before = (await page('')).total;
    const created = await api.post<Listing>('/api/aramis-francia', foreignRecord('FR-PAGE', false));
    expect((await page('')).total).toBe(before + 1);
    await api.patch(`${PANEL}/${created.body._id}`, { precio_aramis: 777 });
    expect((await page('?q=FR-PAGE')).rows.map((r) => r.precio_aramis)).toEqual([777]);
    await api.delete(`${PANEL}/${created.body._id}`);
    expect((await page('')).total).toBe(before);
    expect((await page('?q=FR-PAGE')).rows).toEqual([]);
  });

  it.each([
    ['?_sort=nope', /_sort/],
    ['?_end=5000', /más de 100/],
    ['?_start=20&_end=10', /_end/],
    ['?precio_aramis_lte=barato', /precio_aramis_lte/],
    ['?otro=1', /'otro' no está permitido/],
  ])('refuses %s with a Spanish 400', async (query, message) => {
    expectError(await api.get(`${PANEL}${query}`), 400, message);
  });
});

describe('GET / PUT / PATCH / DELETE /api/aramis-francia/:id', () => {
  let target: Listing;
  beforeEach(async () => {
    target = (await everyListing())[0] as Listing;
  });

  it('reads one listing, 404 when absent', async () => {
    const res = await api.get<Listing>(`${PANEL}/${target._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(target);
    expectError(await api.get(`${PANEL}/${MISSING_ID}`), 404, /no encontrado/);
  });

  it('PATCH changes the given fields only and says so to open consoles', async () => {
    const res = await api.patch<Listing>(`${PANEL}/${target._id}`, {
      precio_aramis: 12345,
      publicacion_manual: true,
      finish_label: 'GT Line',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      ...target,
      precio_aramis: 12345,
      publicacion_manual: true,
      finish_label: 'GT Line',
    });
    expect((await api.get(`${PANEL}/${target._id}`)).body).toEqual(res.body);
  });

  it('PATCH with null empties a figure', async () => {
    const res = await api.patch<Listing>(`${PANEL}/${target._id}`, { mileage: null });
    expect(res.status).toBe(200);
    expect(res.body.mileage).toBeNull();
  });

  it('PUT replaces the record, keeping _id, vehicle_id and publishedAt', async () => {
    const body = { ...foreignRecord(target.vehicle_id, true) };
    const res = await api.put<Listing>(`${PANEL}/${target._id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ...body, _id: target._id, publishedAt: target.publishedAt });
  });

  it('PUT refuses another vehicle_id with a 409', async () => {
    const res = await api.put(`${PANEL}/${target._id}`, foreignRecord('otro-1', false));
    expectError(res, 409, /vehicle_id/);
  });

  it('PUT and PATCH answer 404 for a listing that does not exist', async () => {
    expectError(await api.patch(`${PANEL}/${MISSING_ID}`, { mileage: 1 }), 404);
    expectError(await api.put(`${PANEL}/${MISSING_ID}`, foreignRecord('x', false)), 404);
  });

  const patchCases: MalformedCase[] = [
    { name: 'an empty object', payload: {}, message: /al menos|propiedad|campo/i },
    { name: 'an array', payload: [], message: SPANISH },
    { name: 'an unknown field', payload: { precio: 1 }, message: /'precio' no está permitido/i },
    { name: 'a text price', payload: { precio_aramis: '12.000' }, message: /'Precio Aramis'/ },
    {
      name: 'vehicle_id',
      payload: { vehicle_id: '9' },
      message: /'ID vehículo' no está permitido/,
    },
    { name: 'an empty make', payload: { make_label: '' }, message: /'Marca'/ },
    {
      name: 'a switch as text',
      payload: { publicacion_manual: 'sí' },
      message: /'Publicación manual'/,
    },
    { name: 'broken JSON', payload: '{"mileage": ', message: SPANISH },
  ];
  it.each(patchCases)('PATCH refuses $name', async ({ payload, message }) => {
    const res = await api.patch(`${PANEL}/${target._id}`, payload);
    expectError(res, 400, message);
  });

  const putCases: MalformedCase[] = [
    {
      name: 'no vehicle_id',
      payload: { make_label: 'A', model_label: 'B' },
      message: /'ID vehículo'/,
    },
    { name: 'no make', payload: { vehicle_id: '1', model_label: 'B' }, message: /'Marca'/ },
    {
      name: 'an unknown field',
      payload: { vehicle_id: '1', make_label: 'A', model_label: 'B', marca: 'A' },
      message: /Marca/,
    },
    {
      name: 'a text mileage',
      payload: { vehicle_id: '1', make_label: 'A', model_label: 'B', mileage: '10 km' },
      message: /'Kilómetros'/,
    },
    { name: 'a string body', payload: '"coche"', message: SPANISH },
    { name: 'null', payload: 'null', message: SPANISH },
  ];
  it.each(putCases)('PUT refuses $name', async ({ payload, message }) => {
    const res = await api.put(`${PANEL}/${target._id}`, payload);
    expectError(res, 400, message);
  });

  it('refuses an id that is not one', async () => {
    expectError(await api.get(`${PANEL}/no-es-un-id`), 400);
    expectError(await api.patch(`${PANEL}/no-es-un-id`, { mileage: 1 }), 400);
  });

  it('DELETE removes it', async () => {
    const res = await api.delete(`${PANEL}/${target._id}`);
    expect(res.status).toBe(200);
    expectError(await api.get(`${PANEL}/${target._id}`), 404);
  });
});

describe("GET /api/aramis-francia/csv (Generar CSV, the channel's feed)", () => {
  it('writes and answers every listing as the supplier CSV, with a log entry and a notification', async () => {
    const created = await api.post<Listing>('/api/aramis-francia', foreignRecord('FR-CSV-1', true));
    expect(created.status).toBe(201);
    const all = await everyListing();
    const notesBefore = (await notificationsOf('feed')).length;

    const res = await api.call<string>('GET', `${PANEL}/csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="aramis-francia\.csv"/);
    expect(Number(res.headers['x-total-count'])).toBe(all.length);
    const rows = parse(res.body, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual([...ARAMIS_RECORD_FIELDS]);
    expect(rows).toHaveLength(all.length + 1);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(validCsv(csvRecords(res.body)), JSON.stringify(validCsv.errors)).toBe(true);
    // The schema can fail: a text where a figure goes, a missing column.
    const broken = csvRecords(res.body).slice(0, 2);
    expect(validCsv([{ ...broken[0], mileage: '10 km' }])).toBe(false);
    const { chassis: _gone, ...withoutChassis } = broken[1] ?? {};
    expect(validCsv([withoutChassis])).toBe(false);

    // Texts with the separator, quotes, <, &, accents and emoji come back as they were.
    const mine = rows.find((r) => r[0] === 'FR-CSV-1');
    const column = (name: string) => ARAMIS_RECORD_FIELDS.indexOf(name as never);
    expect(mine?.[column('model_label')]).toBe('C4 "Shine"; édition <spéciale> & co 🚗');
    expect(mine?.[column('make_label')]).toBe('CITROËN');
    expect(mine?.[column('precio_aramis')]).toBe('21500');
    expect(mine?.[column('publicacion_manual')]).toBe('true');
    expect(mine?.[column('mileage')]).toBe('');

    // The same file is the channel's feed, served from the feeds folder with its record.
    const feeds = await api.get<{ file: string; count: number; path: string }[]>(
      '/api/feeds?channel=aramis',
    );
    expect(feeds.body).toMatchObject([{ file: 'aramis-francia.csv', count: all.length }]);
    const served = await api.get<string>(`/api${feeds.body[0]?.path}`);
    expect(served.status).toBe(200);
    expect(served.body).toBe(res.body);

    const notes = await notificationsOf('feed');
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes.map((n) => n.text)).toContain(
      `CSV de Aramis Francia generado: 1 fichero, ${all.length} vehículos`,
    );
  });

  it('answers the run as JSON to a caller that asks for JSON only (the channel card)', async () => {
    const inject = await t.app.inject({
      method: 'GET',
      url: `${PANEL}/csv`,
      headers: { 'x-access-token': token, accept: 'application/json' },
    });
    expect(inject.statusCode).toBe(200);
    const res = {
      body: inject.json<{ message: string; count: number; files: { file: string }[] }>(),
    };
    expect(res.body.message).toMatch(/^CSV de Aramis Francia generado: 1 fichero, \d+ vehículos$/);
    expect(res.body.files.map((f) => f.file)).toEqual(['aramis-francia.csv']);
  });

  it('?download=1 asks the browser to save it', async () => {
    const res = await api.call('GET', `${PANEL}/csv?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="aramis-francia\.csv"/,
    );
    expectError(await api.get(`${PANEL}/csv?download=si`), 400, /download/);
  });
});

describe('POST …/aramis/vehicles/update-stock (Actualizar stock)', () => {
  it('adds, rewrites and removes by the aramis rule, keeping the manual ones', async () => {
    const before = await everyListing();
    // A manual listing the stock lacks (kept), a non-manual one (removed), a listing whose
    // price was edited without the switch (rewritten), one eligible vehicle deleted (added).
    await api.post('/api/aramis-francia', foreignRecord('FR-KEEP', true));
    await api.post('/api/aramis-francia', foreignRecord('FR-GONE', false));
    const stale = before.find(
      (l) => l.publicacion_manual !== true && eligible.some((v) => v.idv === l.vehicle_id),
    ) as Listing;
    await api.patch(`${PANEL}/${stale._id}`, { precio_aramis: 1 });
    const dropped = before.find(
      (l) =>
        l._id !== stale._id &&
        l.publicacion_manual !== true &&
        eligible.some((v) => v.idv === l.vehicle_id),
    ) as Listing;
    await api.delete(`${PANEL}/${dropped._id}`);

    const listedNow = new Set((await everyListing()).map((l) => l.vehicle_id));
    const manualNow = (await everyListing()).filter((l) => l.publicacion_manual === true);
    const expectedAdded = eligible.filter((v) => !listedNow.has(v.idv)).length;
    const notesBefore = (await notificationsOf('update-stock')).length;

    const res = await api.post<{
      message: string;
      added: number;
      updated: number;
      removed: number;
      kept: number;
    }>(UPDATE_STOCK);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toBe(expectedAdded);
    expect(res.body.added).toBeGreaterThanOrEqual(1);
    expect(res.body.updated).toBeGreaterThanOrEqual(1);
    expect(res.body.removed).toBeGreaterThanOrEqual(1);
    expect(res.body.kept).toBe(manualNow.length);
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    expect(res.body.message).toBe(
      `Stock actualizado: ${plural(res.body.added, 'añadido')}, ${plural(res.body.updated, 'actualizado')}, ${plural(res.body.removed, 'eliminado')}`,
    );

    const after = await everyListing();
    const keys = new Set(after.map((l) => l.vehicle_id));
    expect(keys.has('FR-KEEP')).toBe(true);
    expect(keys.has('FR-GONE')).toBe(false);
    for (const v of eligible) expect(keys.has(v.idv)).toBe(true);
    expect(after).toHaveLength(
      eligible.filter((v) => !manualNow.some((m) => m.vehicle_id === v.idv)).length +
        manualNow.length,
    );
    const rewritten = after.find((l) => l._id === stale._id);
    const vehicle = eligible.find((v) => v.idv === stale.vehicle_id);
    expect(rewritten?.precio_aramis).toBe(
      vehicle && toAramisRecord(vehicle, { manual: false }).precio_aramis,
    );

    expect(await notificationsOf('update-stock')).toHaveLength(notesBefore + 1);
    expect((await logOf('update-stock'))[0]?.message.text).toBe(res.body.message);

    // A second run finds nothing to do.
    const again = await api.post<{ added: number; updated: number; removed: number }>(UPDATE_STOCK);
    expect(again.body).toMatchObject({ added: 0, updated: 0, removed: 0 });
  });

  it('takes no body fields', async () => {
    expectError(await api.post(UPDATE_STOCK, { todo: true }), 400, /todo/);
  });
});

describe('GET …/aramis/vehicles/update-stock and …/drop: the calls as the service takes them', () => {
  it('update-stock runs on a GET as on a POST', async () => {
    const listing = (await everyListing()).find(
      (l) => l.publicacion_manual !== true && eligible.some((v) => v.idv === l.vehicle_id),
    ) as Listing;
    await api.delete(`${PANEL}/${listing._id}`);
    const notesBefore = (await notificationsOf('update-stock')).length;
    const res = await api.get<{ message: string; added: number }>(UPDATE_STOCK);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: 1, updated: 0, removed: 0 });
    expect((await everyListing()).some((l) => l.vehicle_id === listing.vehicle_id)).toBe(true);
    expect(await notificationsOf('update-stock')).toHaveLength(notesBefore + 1);
    expectError(await api.get(`${UPDATE_STOCK}?todo=1`), 400, /todo/);
  });

  it.each([
    ['confirm=si', /confirm/],
    ['confirm=true&count=todos', /count/],
    ['confirm=true&count=-1', /count/],
    ['confirm=true&force=1', /force/],
  ])('drop refuses ?%s and removes nothing', async (query, message) => {
    const n = (await everyListing()).length;
    expectError(await api.get(`${DROP}?${query}`), 400, message);
    expect(await everyListing()).toHaveLength(n);
  });

  it('drop without confirm=true only counts; with it (and the count confirmed) it empties', async () => {
    const n = (await everyListing()).length;
    expect(n).toBeGreaterThan(0);
    const preview = await api.get(DROP);
    expect(preview.body).toEqual({
      message: `Se eliminarán ${n} vehículos de Aramis Francia`,
      count: n,
      confirmed: false,
    });
    expect(await everyListing()).toHaveLength(n);
    expectError(
      await api.get(`${DROP}?confirm=true&count=${n + 1}`),
      409,
      new RegExp(`${n} vehículos`),
    );
    expect(await everyListing()).toHaveLength(n);
    const notesBefore = (await notificationsOf('drop')).length;
    const res = await api.get(`${DROP}?confirm=true&count=${n}`);
    expect(res.body).toEqual({
      message: `Stock eliminado: ${n} vehículos`,
      count: n,
      confirmed: true,
    });
    expect(await everyListing()).toEqual([]);
    expect(await notificationsOf('drop')).toHaveLength(notesBefore + 1);
    // The stock back for what follows.
    expect((await api.get(UPDATE_STOCK)).status).toBe(200);
  });
});

describe('POST …/aramis/vehicles/drop (Eliminar stock)', () => {
  const cases: MalformedCase[] = [
    { name: 'no count', payload: {}, message: /count/ },
    { name: 'a text count', payload: { count: 'todos' }, message: /count/ },
    { name: 'a negative count', payload: { count: -1 }, message: /count/ },
    { name: 'a fractional count', payload: { count: 1.5 }, message: /count/ },
    { name: 'an unknown field', payload: { count: 1, force: true }, message: /force/ },
    { name: 'an array', payload: [1], message: SPANISH },
  ];
  it.each(cases)('refuses $name', async ({ payload, message }) => {
    expectError(await api.post(DROP, payload), 400, message);
  });

  it('refuses a count that is not the current one (the confirmation went stale)', async () => {
    const n = (await everyListing()).length;
    expectError(await api.post(DROP, { count: n + 1 }), 409, new RegExp(`${n} vehículos`));
    expect(await everyListing()).toHaveLength(n);
  });

  it('empties the supplier stock, with a log entry and a notification', async () => {
    const n = (await everyListing()).length;
    const notesBefore = (await notificationsOf('drop')).length;
    const res = await api.post<{ message: string; count: number }>(DROP, { count: n });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: `Stock eliminado: ${n} vehículos`,
      count: n,
    });
    expect(await everyListing()).toEqual([]);
    expect(await notificationsOf('drop')).toHaveLength(notesBefore + 1);
    expect((await logOf('drop'))[0]?.message.text).toBe(res.body.message);
  });
});
