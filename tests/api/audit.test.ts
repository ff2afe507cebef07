// The history's routes (docs/API.md "Audit trail"): one vehicle's history for anyone signed
// in, the whole log for administrators only (filtered, paged, exported to CSV with every
// formula neutralised), entries no request can change or delete, the live event, and the
// pruning after the retention period.
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../../src/domain/format';
import { dayIn, pruneAudit } from '../../server/audit/query';
import { AUDIT, type AuditEntry } from '../../server/audit/types';
import { openSqlite } from '../../server/db/sqlite';
import type { ResourceChange } from '../../server/realtime';
import { getGroupStock } from '../../server/stock/groupStock';
import {
  ADMIN,
  MISSING_ID,
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  tempDir,
  watchResourceChanges,
  type Client,
  type TestApp,
} from './helpers';

const WALLAPOP = '/api/publishing/api/v1/wallapop/vehicles';
const READ_ONLY = 'El historial no se puede modificar';

let t: TestApp;
let api: Client;
let staff: Client;
let salesId: string;
const stock = getGroupStock({});
/** The vehicles this file changes: published on Wallapop, then one repriced in the stock. */
const cars = stock.filter((v) => !v.reservado).slice(-3);

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  const sales = await signIn(t.app, SALES);
  staff = client(t.app, sales.accessToken);
  salesId = sales.id;
  const listed = new Set(
    (await api.get<{ idv: string }[]>(`${WALLAPOP}?fields=idv`)).body.map((l) => l.idv),
  );
  for (const [i, { _id: _stockId, ...v }] of cars.entries()) {
    // The first by staff, the others by the administrator.
    if (!listed.has(v.idv)) expect((await (i ? api : staff).post(WALLAPOP, v)).status).toBe(201);
  }
  await api.patch(`/api/publishing/api/v1/quiter/${cars[0]!.idv}`, { precio: 1000 });
});
afterAll(() => t.close());

describe('one vehicle’s history', () => {
  it('is read by anyone signed in, newest first, paged', async () => {
    const idv = cars[0]!.idv;
    const answer = await staff.get<AuditEntry[]>(`/api/audit?idv=${idv}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-total-count']).toBe(String(answer.body.length));
    expect(answer.body.map((e) => [e.entity, e.action])).toEqual([
      ['stock', 'create'],
      ['listing', 'publish'],
    ]);
    expect(answer.body[1]).toMatchObject({
      user: { id: salesId, email: SALES.email },
      channel: 'wallapop',
      idv,
      message: 'Publicado en Wallapop',
    });
    expect(answer.body.every((e) => e.idv === idv)).toBe(true);
    const second = await staff.get<AuditEntry[]>(`/api/audit?idv=${idv}&_start=1&_end=2`);
    expect(second.body).toEqual([answer.body[1]]);
    expect(second.headers['x-total-count']).toBe('2');
    const oldest = await staff.get<AuditEntry[]>(`/api/audit?idv=${idv}&_order=ASC`);
    expect(oldest.body).toEqual([...answer.body].reverse());
    const one = await staff.get<AuditEntry>(`/api/audit/${answer.body[0]!._id}`);
    expect(one.body).toEqual(answer.body[0]);
    expectError(await staff.get(`/api/audit/${MISSING_ID}`), 404, /historial/);
  });
});

describe('the whole log', () => {
  it('is for administrators only', async () => {
    expectError(await staff.get('/api/audit'), 403);
    expectError(await staff.get('/api/audit?channel=wallapop'), 403);
    expectError(await staff.get('/api/audit/export'), 403);
    expect((await api.get('/api/audit')).status).toBe(200);
  });

  it('filters by user, channel, entity, days and text', async () => {
    const all = (await api.get<AuditEntry[]>('/api/audit?_end=500')).body;
    const total = (await api.get('/api/audit')).headers['x-total-count'];
    expect(Number(total)).toBe(all.length);
    const mine = (await api.get<AuditEntry[]>(`/api/audit?user=${salesId}`)).body;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.user.id === salesId)).toBe(true);
    expect(
      (await api.get<AuditEntry[]>(`/api/audit?user=${SALES.email.toUpperCase()}`)).body,
    ).toEqual(mine);
    const stockChanges = (await api.get<AuditEntry[]>('/api/audit?entity=stock')).body;
    expect(stockChanges.map((e) => e.idv)).toEqual([cars[0]!.idv]);
    const wallapop = (await api.get<AuditEntry[]>('/api/audit?channel=wallapop&entity=listing'))
      .body;
    expect(wallapop.length).toBe(all.filter((e) => e.channel === 'wallapop').length);
    // Days are the business time zone's (Madrid's day starts an hour or two before UTC's).
    const today = dayIn(BUSINESS_TIME_ZONE)(new Date().toISOString());
    expect(
      (await api.get<AuditEntry[]>(`/api/audit?from=${today}&to=${today}&_end=500`)).body.length,
    ).toBe(all.length);
    expect((await api.get<AuditEntry[]>('/api/audit?to=2020-01-01')).body).toEqual([]);
    const text = (await api.get<AuditEntry[]>('/api/audit?q=PUBLICADO%20en%20wallapop')).body;
    expect(text.length).toBeGreaterThan(0);
    expect(text.every((e) => e.message === 'Publicado en Wallapop')).toBe(true);
  });

  it('refuses parameters it does not know and pages too large', async () => {
    expectError(await api.get('/api/audit?usuario=x'), 400, /'usuario' no está permitido/);
    expectError(await api.get('/api/audit?entity=coche'), 400);
    expectError(await api.get('/api/audit?from=ayer'), 400);
    expectError(await api.get('/api/audit?_end=501'), 400, /entradas del historial/);
    expectError(await api.get('/api/audit?_start=5&_end=2'), 400);
  });

  it('exports to CSV, every cell a spreadsheet would run neutralised', async () => {
    // A user whose name a spreadsheet would read as a formula.
    const users = (
      await api.get<
        { _id: string; email: string; name: string; lastname: string; telephone: string }[]
      >('/api/users')
    ).body;
    const sales = users.find((u) => u.email === SALES.email)!;
    const renamed = await api.put(`/api/users/${sales._id}`, {
      id: sales._id,
      name: '=HYPERLINK("http://x")',
      lastname: 'Martín',
      telephone: sales.telephone,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const [{ _id: _stockId, ...v }] = stock.filter((x) => !x.reservado).slice(-4, -3);
    expect((await staff.post(WALLAPOP, v)).status).toBe(201);
    const csv = await api.get<string>(`/api/audit/export?user=${salesId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="historial-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Fecha;Usuario;Correo;Acción;Entidad;Canal;IDV;Registro;Ejecución;Mensaje;Cambios',
    );
    expect(lines).toHaveLength(
      1 + (await api.get<AuditEntry[]>(`/api/audit?user=${salesId}`)).body.length,
    );
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://x"") Martín";`);
    expect(lines[1]).toContain(';Publicación;Anuncio de un canal;wallapop;');
    expectError(await api.get('/api/audit/export?_start=0'), 400);
  });
});

describe('entries cannot be changed or deleted', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'POST'] as const)('%s answers 405', async (method) => {
    const [entry] = (await api.get<AuditEntry[]>('/api/audit?_end=1')).body;
    for (const url of ['/api/audit', `/api/audit/${entry!._id}`]) {
      for (const who of [api, staff]) {
        const answer = await who.call(method, url, { message: 'cambiado' });
        expectError(answer, 405, READ_ONLY);
        expect(answer.headers.allow).toBe('GET');
      }
    }
    expect((await api.get<AuditEntry>(`/api/audit/${entry!._id}`)).body).toEqual(entry);
  });
});

describe('live', () => {
  let socket: Socket | undefined;
  let changes: ResourceChange[] = [];
  afterAll(() => socket?.disconnect());

  it('tells open lists of each new entry', async () => {
    ({ socket, changes } = await watchResourceChanges(t.app, ADMIN));
    await api.patch(`/api/publishing/api/v1/quiter/${cars[1]!.idv}`, { reservado: true });
    const [entry] = (await api.get<AuditEntry[]>(`/api/audit?idv=${cars[1]!.idv}`)).body;
    for (let waited = 0; waited < 2000; waited += 20) {
      if (changes.some((c) => c.resource === 'audit')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(changes.find((c) => c.resource === 'audit')).toEqual({
      resource: 'audit',
      action: 'create',
      ids: [entry!._id],
    });
  });
});

describe('retention', () => {
  it('prunes only the entries older than the retention period', async () => {
    const dir = await tempDir('multipublicador-audit-');
    const db = openSqlite({ file: join(dir, 'audit.sqlite') });
    try {
      const entries = db.collection(AUDIT);
      const now = new Date('2026-11-01T10:00:00Z');
      const day = 86_400_000;
      const entry = (daysAgo: number): Omit<AuditEntry, '_id'> => ({
        at: new Date(now.getTime() - daysAgo * day).toISOString(),
        user: { id: 'system', email: '', name: 'Sistema' },
        action: 'fix',
        entity: 'listing',
        message: `hace ${daysAgo} días`,
      });
      await entries.insertMany([entry(900), entry(731), entry(729), entry(1)]);
      // Over a thousand old ones are pruned a slice at a time.
      await entries.insertMany(Array.from({ length: 1200 }, () => entry(800)));
      expect((await pruneAudit(entries, 730, now)).length).toBe(1202);
      expect((await entries.list()).map((e) => e.message)).toEqual([
        'hace 729 días',
        'hace 1 días',
      ]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
