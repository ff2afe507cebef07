// A create sent twice with one Idempotency-Key creates once (server/idempotency.ts): the
// repeat answers the first answer, a concurrent repeat waits for it, the key is the user's and
// the address's, a reused key with another body is refused, and the key is forgotten after its
// time. Keys live in the database: two servers on one store agree (in api-pg, PostgreSQL).
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RentingVehicle } from '../../src/domain/renting/types';
import {
  IDEMPOTENCY_KEYS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_TTL_MS,
  REPLAYED_HEADER,
  pruneIdempotencyKeys,
} from '../../server/idempotency';
import { openDatabase } from '../../server/db';
import { newVehicle } from './rentingFixtures';
import { ADMIN, SALES, client, signIn, startTestApp, tempDir, type TestApp } from './helpers';

let a: TestApp;
let b: TestApp;
let adminToken: string;
let salesToken: string;

beforeAll(async () => {
  const dataDir = await tempDir();
  a = await startTestApp({ dataDir });
  // A second server on the same store (the same SQLite file, or the same PostgreSQL database).
  b = await startTestApp({ dataDir });
  adminToken = (await signIn(a.app, ADMIN)).accessToken;
  salesToken = (await signIn(a.app, SALES)).accessToken;
});
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const VEHICLES = '/api/renting/vehicles';
let serial = 0;
/** A key of its own for each test. */
const newKey = () => `prueba-${Date.now()}-${++serial}-${Math.random().toString(36).slice(2)}`;

const post = (
  app: FastifyInstance,
  url: string,
  body: unknown,
  key?: string,
  token: string = adminToken,
) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'x-access-token': token,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(body),
  });

/** The renting vehicles of this model (each test creates its own model). */
const vehiclesOf = async (modelo: string) =>
  (await client(a.app, adminToken).get<RentingVehicle[]>(VEHICLES)).body.filter(
    (v) => v.modelo === modelo,
  );

describe('Idempotency-Key on a create', () => {
  it('the same key twice creates one vehicle and answers the first answer again', async () => {
    const body = newVehicle({ modelo: 'Idem una vez' });
    const key = newKey();
    const first = await post(a.app, VEHICLES, body, key);
    const again = await post(a.app, VEHICLES, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await vehiclesOf('Idem una vez')).toHaveLength(1);
  });

  it('the same key at the same time creates one vehicle: the repeats wait for the first', async () => {
    const body = newVehicle({ modelo: 'Idem a la vez' });
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => post(a.app, VEHICLES, body, key)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers.filter((x) => x.headers[REPLAYED_HEADER] === 'true')).toHaveLength(2);
    expect(await vehiclesOf('Idem a la vez')).toHaveLength(1);
  });

  it('holds across two servers on one database, at the same time and after', async () => {
    const body = newVehicle({ modelo: 'Idem dos servidores' });
    const key = newKey();
    const [onA, onB] = await Promise.all([
      post(a.app, VEHICLES, body, key),
      post(b.app, VEHICLES, body, key),
    ]);
    expect(onA.statusCode, onA.body).toBe(201);
    expect(onB.statusCode, onB.body).toBe(201);
    expect(onB.body).toBe(onA.body);
    expect((await post(b.app, VEHICLES, body, key)).body).toBe(onA.body);
    expect(await vehiclesOf('Idem dos servidores')).toHaveLength(1);
  });

  it('different keys, and no key, create a vehicle each', async () => {
    const body = newVehicle({ modelo: 'Idem claves distintas' });
    const one = await post(a.app, VEHICLES, body, newKey());
    const two = await post(a.app, VEHICLES, body, newKey());
    const three = await post(a.app, VEHICLES, body);
    for (const answer of [one, two, three]) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set([one.json()._id, two.json()._id, three.json()._id]).size).toBe(3);
    expect(await vehiclesOf('Idem claves distintas')).toHaveLength(3);
  });

  it('a key reused with another body is refused and creates nothing more', async () => {
    const key = newKey();
    const first = await post(a.app, VEHICLES, newVehicle({ modelo: 'Idem cuerpo A' }), key);
    expect(first.statusCode, first.body).toBe(201);
    const other = await post(a.app, VEHICLES, newVehicle({ modelo: 'Idem cuerpo B' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: IDEMPOTENCY_MESSAGES.otherBody });
    expect(await vehiclesOf('Idem cuerpo B')).toHaveLength(0);
    expect(await vehiclesOf('Idem cuerpo A')).toHaveLength(1);
  });

  it('the same body with its fields in another order is the same request', async () => {
    const body = newVehicle({ modelo: 'Idem orden' }) as unknown as Record<string, unknown>;
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const key = newKey();
    const first = await post(a.app, VEHICLES, body, key);
    const again = await post(a.app, VEHICLES, reversed, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await vehiclesOf('Idem orden')).toHaveLength(1);
  });

  it("is the user's and the address's: another user or another route runs anew", async () => {
    const key = newKey();
    const body = newVehicle({ modelo: 'Idem por usuario' });
    expect((await post(a.app, VEHICLES, body, key)).statusCode).toBe(201);
    const bySales = await post(a.app, VEHICLES, body, key, salesToken);
    expect(bySales.statusCode).toBe(201);
    expect(bySales.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await vehiclesOf('Idem por usuario')).toHaveLength(2);
    const car = await post(a.app, '/api/gomotor/new-car', { marca: 'SEAT', modelo: 'Idem' }, key);
    expect(car.statusCode, car.body).toBe(201);
    expect(car.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('after its time the key is forgotten: the same request creates again', async () => {
    const body = newVehicle({ modelo: 'Idem caducada' });
    const key = newKey();
    expect((await post(a.app, VEHICLES, body, key)).statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + IDEMPOTENCY_TTL_MS - 1000);
    expect((await post(a.app, VEHICLES, body, key)).headers[REPLAYED_HEADER]).toBe('true');
    expect(await vehiclesOf('Idem caducada')).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    const later = await post(a.app, VEHICLES, body, key);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await vehiclesOf('Idem caducada')).toHaveLength(2);
  });

  it('expired keys are pruned from the database', async () => {
    const key = newKey();
    expect((await post(a.app, VEHICLES, newVehicle({ modelo: 'Idem poda' }), key)).statusCode).toBe(
      201,
    );
    const db = openDatabase(a.dataDir, {
      databaseUrl: a.config.databaseUrl,
      secretsKey: a.config.secretsKey,
    });
    try {
      const keys = db.collection(IDEMPOTENCY_KEYS);
      await db.postgres?.ready();
      const before = await keys.count();
      expect(before).toBeGreaterThan(0);
      expect(await pruneIdempotencyKeys(keys, Date.now())).toBe(0);
      expect(await pruneIdempotencyKeys(keys, Date.now() + 3 * IDEMPOTENCY_TTL_MS)).toBe(before);
      expect(await keys.count()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it.each([
    ['too short', 'abc'],
    ['a space', 'clave con espacios'],
    ['a slash', 'clave/con/barras'],
    ['too long', 'x'.repeat(256)],
  ])('a malformed key (%s) is a 400 and creates nothing', async (_name, key) => {
    const body = newVehicle({ modelo: 'Idem clave mala' });
    const answer = await a.app.inject({
      method: 'POST',
      url: VEHICLES,
      headers: {
        'x-access-token': adminToken,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      payload: JSON.stringify(body),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: IDEMPOTENCY_MESSAGES.invalid });
    expect(await vehiclesOf('Idem clave mala')).toHaveLength(0);
  });
});
