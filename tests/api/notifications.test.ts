// docs/API.md "Notifications" (spec 1 §3, §4, §7).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';

let t: TestApp;
let api: Client;
const list = async () => (await api.get<Notification[]>('/api/notifications')).body;

beforeAll(async () => {
  t = await startTestApp();
  // Any signed-in user may use notifications: the non-administrator drives these tests.
  api = client(t.app, (await signIn(t.app, SALES)).accessToken);
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
      message: /^El campo 'text' es obligatorio$/,
    },
    {
      name: 'wrong severity',
      payload: { text: 'a', severity: 'grave' },
      message: /^El campo 'severity' debe ser uno de: success, info, error, warning$/,
    },
    {
      name: 'extra property',
      payload: { text: 'a', severity: 'info', reading: true },
      message: /^El campo 'reading' no está permitido$/,
    },
    {
      name: 'empty text',
      payload: { text: '', severity: 'info' },
      message: /^El campo 'text' no puede estar vacío$/,
    },
    {
      name: 'wrong type',
      payload: { text: 42, severity: 'info' },
      message: /^El campo 'text' debe ser una cadena de texto$/,
    },
    {
      name: 'too long',
      payload: { text: 'x'.repeat(1001), severity: 'info' },
      message: /'text' no puede tener más de 1000 caracteres/,
    },
    { name: 'invalid JSON', payload: '{"text": "a", severity}', message: /no es un JSON válido/ },
  ];
  it.each(createCases)('POST /api/notifications: $name', async ({ payload, message }) => {
    expectError(await api.post('/api/notifications', payload), 400, message);
    expect(await list()).toEqual(snapshot);
  });

  const readingCases: MalformedCase[] = [
    { name: 'missing reading', payload: {}, message: /^El campo 'reading' es obligatorio$/ },
    {
      name: 'string instead of boolean',
      payload: { reading: 'true' },
      message: /^El campo 'reading' debe ser booleano/,
    },
    {
      name: 'number instead of boolean',
      payload: { reading: 1 },
      message: /^El campo 'reading' debe ser booleano/,
    },
    {
      name: 'extra property',
      payload: { reading: true, text: 'cambiado' },
      message: /^El campo 'text' no está permitido$/,
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
    { name: 'missing ids', payload: {}, message: /^El campo 'ids' es obligatorio$/ },
    {
      name: 'empty list',
      payload: { ids: [] },
      message: /^El campo 'ids' debe contener al menos 1 elemento$/,
    },
    {
      name: 'not a list',
      payload: { ids: MISSING_ID },
      message: /^El campo 'ids' debe ser una lista$/,
    },
    {
      name: 'wrong id inside',
      payload: { ids: [MISSING_ID, 'abc'] },
      message: /^El campo 'ids\[1\]' no es un identificador válido/,
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
