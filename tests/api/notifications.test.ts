// docs/API.md "Notifications": the notification records, read and unread, and their calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS } from '../../server/db/collections';
import { openDatabase } from '../../server/db';
import type { Notification } from '../../src/domain/types';
import {
  ADMIN,
  MISSING_ID,
  SALES,
  SPANISH,
  client,
  expectError,
  signIn,
  startTestApp,
  tempDir,
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';

let t: TestApp;
let api: Client;
let token: string;
const list = async () => (await api.get<Notification[]>('/api/notifications')).body;

beforeAll(async () => {
  t = await startTestApp();
  // Any signed-in user may use notifications: the non-administrator drives these tests.
  token = (await signIn(t.app, SALES)).accessToken;
  api = client(t.app, token);
});
afterAll(() => t.close());

describe('reading', () => {
  it('lists the seeded notifications, newest first, with mixed severities and read states', async () => {
    const res = await api.get<Notification[]>('/api/notifications');
    expect(res.status).toBe(200);
    const items = res.body;
    expect(items).toHaveLength(25);
    const times = items.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.filter((n) => !n.reading)).toHaveLength(10);
    expect(new Set(items.map((n) => n.severity))).toEqual(
      new Set(['success', 'info', 'error', 'warning']),
    );
    expect(items.map((n) => n.text)).toContain(
      'Wallapop: 3 anuncios eliminados por estar reservados',
    );
    for (const n of items) {
      expect(n).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        action: expect.any(String),
        site: expect.any(String),
      });
    }
  });
});

describe('writing', () => {
  it('creates a notification (201), shown first', async () => {
    const res = await api.post<Notification>('/api/notifications', {
      text: 'Prueba de sincronización',
      severity: 'warning',
      site: 'gomotor',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      text: 'Prueba de sincronización',
      severity: 'warning',
      reading: false,
      site: 'gomotor',
      action: '',
    });
    expect(Date.now() - Date.parse(res.body.createdAt)).toBeLessThan(10_000);
    expect((await list())[0]?._id).toBe(res.body._id);
  });

  it('refuses a body that is not UTF-8 (400) and stores nothing; UTF-8 text is kept as sent', async () => {
    const before = await list();
    const latin1 = Buffer.from('{"text":"Aviso de sincronización","severity":"info"}', 'latin1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'x-access-token': token, 'content-type': 'application/json' },
      payload: latin1,
    });
    expectError(
      { status: res.statusCode, body: res.json(), headers: res.headers },
      400,
      'El cuerpo de la petición no es texto UTF-8 válido',
    );
    const after = await list();
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('\uFFFD');
    const created = await api.post<Notification>('/api/notifications', {
      text: 'Año nuevo 🚗 ñandú',
      severity: 'info',
    });
    expect(created.body.text).toBe('Año nuevo 🚗 ñandú');
    await api.delete(`/api/notifications/${created.body._id}`);
  });

  it('marks one as read and back', async () => {
    const [first] = (await list()).filter((n) => !n.reading);
    const read = await api.put<Notification>(`/api/notifications/${first!._id}`, { reading: true });
    expect(read).toMatchObject({
      status: 200,
      body: { _id: first!._id, reading: true, text: first!.text },
    });
    expect((await list()).find((n) => n._id === first!._id)?.reading).toBe(true);
    const unread = await api.put<Notification>(`/api/notifications/${first!._id}`, {
      reading: false,
    });
    expect(unread.body.reading).toBe(false);
  });

  it('deletes one, then answers 404 for it', async () => {
    const [victim] = await list();
    const res = await api.delete(`/api/notifications/${victim!._id}`);
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Notificación eliminada', _id: victim!._id },
    });
    expect((await list()).some((n) => n._id === victim!._id)).toBe(false);
    expectError(
      await api.delete(`/api/notifications/${victim!._id}`),
      404,
      'Notificación no encontrada',
    );
    expectError(
      await api.put(`/api/notifications/${MISSING_ID}`, { reading: true }),
      404,
      'Notificación no encontrada',
    );
  });

  it('accepts a DELETE sent with an empty JSON body (console fetch helper)', async () => {
    const [victim] = await list();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${victim!._id}`,
      headers: {
        'x-access-token': (await signIn(t.app, ADMIN)).accessToken,
        'content-type': 'application/json',
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('bulk-deletes, counting only the ones that existed', async () => {
    const before = await list();
    const ids = before.slice(0, 3).map((n) => n._id);
    const res = await api.post('/api/notifications/bulk-delete', {
      ids: [...ids, MISSING_ID, ids[0]],
    });
    expect(res).toMatchObject({
      status: 200,
      body: { deletedCount: 3, message: '3 notificaciones eliminadas' },
    });
    const after = await list();
    expect(after).toHaveLength(before.length - 3);
    expect(after.some((n) => ids.includes(n._id))).toBe(false);
  });
});

describe('validation (a 4xx changes nothing)', () => {
  let snapshot: Notification[];
  let someId: string;
  beforeEach(async () => {
    snapshot = await list();
    someId = snapshot[0]!._id;
  });

  const createCases: MalformedCase[] = [
    {
      name: 'missing text',
      payload: { severity: 'info' },
      message: /^El campo 'Texto' es obligatorio$/,
    },
    {
      name: 'wrong severity',
      payload: { text: 'a', severity: 'grave' },
      message: /^El campo 'Gravedad' debe ser uno de: success, info, error, warning$/,
    },
    {
      name: 'extra property',
      payload: { text: 'a', severity: 'info', reading: true },
      message: /^El campo 'Leída' no está permitido$/,
    },
    {
      name: 'empty text',
      payload: { text: '', severity: 'info' },
      message: /^El campo 'Texto' no puede estar vacío$/,
    },
    {
      name: 'wrong type',
      payload: { text: 42, severity: 'info' },
      message: /^El campo 'Texto' debe ser una cadena de texto$/,
    },
    {
      name: 'too long',
      payload: { text: 'x'.repeat(1001), severity: 'info' },
      message: /'Texto' no puede tener más de 1000 caracteres/,
    },
    { name: 'invalid JSON', payload: '{"text": "a", severity}', message: /no es un JSON válido/ },
  ];
  it.each(createCases)('POST /api/notifications: $name', async ({ payload, message }) => {
    expectError(await api.post('/api/notifications', payload), 400, message);
    expect(await list()).toEqual(snapshot);
  });

  const readingCases: MalformedCase[] = [
    { name: 'missing reading', payload: {}, message: /^El campo 'Leída' es obligatorio$/ },
    {
      name: 'string instead of boolean',
      payload: { reading: 'true' },
      message: /^El campo 'Leída' debe ser booleano/,
    },
    {
      name: 'number instead of boolean',
      payload: { reading: 1 },
      message: /^El campo 'Leída' debe ser booleano/,
    },
    {
      name: 'extra property',
      payload: { reading: true, text: 'cambiado' },
      message: /^El campo 'Texto' no está permitido$/,
    },
    { name: 'invalid JSON', payload: '{reading: true}', message: /no es un JSON válido/ },
    {
      name: 'wrong id',
      payload: { reading: true },
      url: '/api/notifications/123',
      message: /^El parámetro 'id' no es un identificador válido/,
    },
    { name: 'null body', payload: 'null', message: /debe ser un objeto JSON/ },
  ];
  it.each(readingCases)('PUT /api/notifications/:id: $name', async ({ payload, message, url }) => {
    expectError(await api.put(url ?? `/api/notifications/${someId}`, payload), 400, message);
    expect(await list()).toEqual(snapshot);
  });

  const bulkCases: MalformedCase[] = [
    { name: 'missing ids', payload: {}, message: /^El campo 'Identificadores' es obligatorio$/ },
    {
      name: 'empty list',
      payload: { ids: [] },
      message: /^El campo 'Identificadores' debe contener al menos 1 elemento$/,
    },
    {
      name: 'not a list',
      payload: { ids: MISSING_ID },
      message: /^El campo 'Identificadores' debe ser una lista$/,
    },
    {
      name: 'wrong id inside',
      payload: { ids: [MISSING_ID, 'abc'] },
      message: /^El campo 'Identificadores nº 2' no es un identificador válido/,
    },
    {
      name: 'extra property',
      payload: { ids: [MISSING_ID], all: true },
      message: /^El campo 'all' no está permitido$/,
    },
    {
      name: 'too many',
      payload: { ids: Array(1001).fill(MISSING_ID) },
      message: /no puede contener más de 1000 elementos/,
    },
    { name: 'invalid JSON', payload: '{"ids": [', message: /no es un JSON válido/ },
  ];
  it.each(bulkCases)('POST /api/notifications/bulk-delete: $name', async ({ payload, message }) => {
    const res = await api.post('/api/notifications/bulk-delete', payload);
    expectError(res, 400, message);
    expect((res.body as { error: string }).error).toMatch(SPANISH);
    expect(await list()).toEqual(snapshot);
  });

  it('DELETE with a wrong id is a 400', async () => {
    expectError(await api.delete('/api/notifications/not-an-id'), 400, /identificador válido/);
    expect(await list()).toEqual(snapshot);
  });
});

// The list is paged, sorted and filtered on the server with react-admin's
// range/sort (json-server style), the total in X-Total-Count.
describe('paged list (?_start, _end, _sort, _order, reading, q)', () => {
  let paged: TestApp;
  let get: Client['get'];
  beforeAll(async () => {
    paged = await startTestApp();
    get = client(paged.app, (await signIn(paged.app, SALES)).accessToken).get;
  });
  afterAll(() => paged.close());

  const page = async (query: string) => {
    const res = await get<Notification[]>(`/api/notifications?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { items: res.body, total: Number(res.headers['x-total-count']), headers: res.headers };
  };

  it('answers one page, newest first, with the total of the whole list in X-Total-Count', async () => {
    const all = (await get<Notification[]>('/api/notifications')).body;
    const first = await page('_start=0&_end=10');
    expect(first.total).toBe(25);
    expect(first.items.map((n) => n._id)).toEqual(all.slice(0, 10).map((n) => n._id));
    const last = await page('_start=20&_end=30&_sort=createdAt&_order=DESC');
    expect(last.total).toBe(25);
    expect(last.items.map((n) => n._id)).toEqual(all.slice(20).map((n) => n._id));
    // A console on another origin (VITE_API_URL) may read the total too.
    expect(String(first.headers['access-control-expose-headers'])).toMatch(/X-Total-Count/i);
  });

  it('sorts on the server, by date both ways and by a text field in Spanish order', async () => {
    const oldest = await page('_start=0&_end=25&_sort=createdAt&_order=ASC');
    const times = oldest.items.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const bySite = await page('_start=0&_end=25&_sort=site&_order=DESC');
    const sites = bySite.items.map((n) => n.site ?? '');
    expect(sites).toEqual([...sites].sort((a, b) => b.localeCompare(a, 'es')));
    expect(bySite.total).toBe(25);
  });

  it('filters unread ones (reading=false) and counts them: what the bell asks for', async () => {
    const bell = await page('reading=false&_start=0&_end=3&_sort=createdAt&_order=DESC');
    expect(bell.total).toBe(10);
    expect(bell.items).toHaveLength(3);
    expect(bell.items.every((n) => !n.reading)).toBe(true);
    const read = await page('reading=true&_end=50');
    expect(read.total).toBe(15);
    expect(read.items.every((n) => n.reading)).toBe(true);
  });

  it('searches the text, site and action without case or accents (q)', async () => {
    const found = await page('q=SINCRONIZACION&_end=50');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items).toHaveLength(found.total);
    for (const n of found.items) expect(n.text.toLowerCase()).toMatch(/sincronizaci[oó]n/);
    const bySite = await page('q=wallapop&reading=false&_end=50');
    expect(bySite.items.every((n) => /wallapop/i.test(`${n.text} ${n.site}`) && !n.reading)).toBe(
      true,
    );
    expect((await page('q=ninguna-coincidencia-posible')).total).toBe(0);
  });

  it('pages of 50 when only a filter is given; never more than 200 rows per page', async () => {
    const filtered = await page('reading=true');
    expect(filtered.items).toHaveLength(15);
    expectError(
      await get('/api/notifications?_start=0&_end=201'),
      400,
      'No se pueden pedir más de 200 notificaciones a la vez',
    );
  });

  const badQueries: [string, RegExp][] = [
    ['foo=1', /^El parámetro de consulta 'foo' no está permitido$/],
    ['_start=-1&_end=10', /^El parámetro de consulta '_start' no tiene un formato válido$/],
    ['_start=0&_end=diez', /^El parámetro de consulta '_end' no tiene un formato válido$/],
    ['_start=10&_end=5', /^El parámetro de consulta '_end' debe ser mayor o igual que '_start'$/],
    ['_sort=passwordHash', /^El parámetro de consulta '_sort' debe ser uno de: /],
    ['_order=UP', /^El parámetro de consulta '_order' debe ser uno de: /],
    ['reading=quizas', /^El parámetro de consulta 'reading' debe ser uno de: true, false$/],
    [`q=${'x'.repeat(201)}`, /'q' no puede tener más de 200 caracteres/],
  ];
  it.each(badQueries)('?%s is a 400 in Spanish', async (query, message) => {
    expectError(await get(`/api/notifications?${query}`), 400, message);
  });
});

// Read notifications older than NOTIFICATION_RETENTION_DAYS are pruned at start
// and every hour; unread ones are never pruned.
describe('retention of read notifications', () => {
  const DAY = 24 * 3600 * 1000;
  const old = (days: number, reading: boolean, text: string) => ({
    text,
    severity: 'info' as const,
    reading,
    action: '',
    site: '',
    createdAt: new Date(Date.now() - days * DAY).toISOString(),
    metaData: {},
  });

  it('prunes old read ones when the server starts, keeps old unread ones', async () => {
    const dataDir = await tempDir();
    const first = await startTestApp({ dataDir });
    await first.app.close();
    // The app's own store (the folder's file, or its PostgreSQL database in api-pg).
    const db = openDatabase(dataDir, first.config);
    await db
      .collection(NOTIFICATIONS)
      .insertMany([
        old(120, true, 'antigua leída'),
        old(120, false, 'antigua sin leer'),
        old(30, true, 'reciente leída'),
      ]);
    await db.close();

    const again = await startTestApp({ dataDir, notificationRetentionDays: 90 });
    try {
      const api = client(again.app, (await signIn(again.app, SALES)).accessToken);
      const texts = (await api.get<Notification[]>('/api/notifications')).body.map((n) => n.text);
      expect(texts).not.toContain('antigua leída');
      expect(texts).toContain('antigua sin leer');
      expect(texts).toContain('reciente leída');
      expect(texts).toHaveLength(27);
    } finally {
      await again.close();
    }
  });

  it('follows the configured period (a short one prunes the older demo history)', async () => {
    const short = await startTestApp({ notificationRetentionDays: 2 });
    try {
      const api = client(short.app, (await signIn(short.app, SALES)).accessToken);
      const items = (await api.get<Notification[]>('/api/notifications')).body;
      expect(items.filter((n) => !n.reading)).toHaveLength(10);
      const read = items.filter((n) => n.reading);
      expect(read.length).toBeGreaterThan(0);
      expect(read.length).toBeLessThan(15);
      for (const n of read) expect(Date.now() - Date.parse(n.createdAt)).toBeLessThan(2 * DAY);
    } finally {
      await short.close();
    }
  });

  it('prunes again every hour while running (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const running = await startTestApp({ notificationRetentionDays: 90 });
    try {
      const signedIn = async () =>
        client(running.app, (await signIn(running.app, SALES)).accessToken);
      let api = await signedIn();
      const created = await api.post<Notification>('/api/notifications', {
        text: 'leída hace tiempo',
        severity: 'info',
      });
      await api.put(`/api/notifications/${created.body._id}`, { reading: true });
      const unread = await api.post<Notification>('/api/notifications', {
        text: 'sin leer hace tiempo',
        severity: 'info',
      });

      vi.setSystemTime(Date.now() + 91 * DAY);
      vi.advanceTimersByTime(3600 * 1000);
      api = await signedIn();
      const ids = (await api.get<Notification[]>('/api/notifications')).body.map((n) => n._id);
      expect(ids).not.toContain(created.body._id);
      expect(ids).toContain(unread.body._id);
    } finally {
      await running.close();
      vi.useRealTimers();
    }
  });
});
