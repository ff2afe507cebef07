// docs/API.md "# Coches.net": the reference marketplace's accounts and listings per account
// with their fields and limits.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { validListing, type ListingAnswer } from './cnetFixtures';

const ACCOUNTS = '/api/publishing/api/v1/coches-net/accounts';
const VEHICLES = '/api/cnet/api/vehicles';

interface Account {
  _id: string;
  key: string;
  value: number;
  webDescription: string;
  marketingImage: string;
}

let t: TestApp;
let api: Client;
const listings = async (account: number) =>
  (await api.get<ListingAnswer[]>(`${VEHICLES}?account=${account}`)).body;

beforeAll(async () => {
  t = await startTestApp({ cnetPaceMs: 0 });
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
});
afterAll(() => t.close());

describe('accounts', () => {
  it('lists the four marketplace accounts by value with their settings', async () => {
    const res = await api.get<Account[]>(ACCOUNTS);
    expect(res.status).toBe(200);
    expect(res.body.map((a) => [a.value, a.key])).toEqual([
      [1, 'Tests DEMO'],
      [5, 'Grupo Oliva'],
      [6, 'Oliva Motor Tarragona'],
      [7, 'Oliva Motor Girona'],
    ]);
    for (const account of res.body) {
      expect(Object.keys(account).sort()).toEqual(
        ['_id', 'key', 'marketingImage', 'value', 'webDescription'].sort(),
      );
    }
  });

  it('PATCH changes webDescription and marketingImage only', async () => {
    const [, general] = (await api.get<Account[]>(ACCOUNTS)).body;
    const res = await api.patch<Account>(`${ACCOUNTS}/${general!._id}`, {
      webDescription: 'Concesionario oficial con garantía',
      marketingImage: 'https://www.grupoliva.example/banner.jpg',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      ...general,
      webDescription: 'Concesionario oficial con garantía',
      marketingImage: 'https://www.grupoliva.example/banner.jpg',
    });
    const cleared = await api.patch<Account>(`${ACCOUNTS}/${general!._id}`, { marketingImage: '' });
    expect(cleared.body.marketingImage).toBe('');
    expect(cleared.body.webDescription).toBe('Concesionario oficial con garantía');
  });

  it('PATCH refuses malformed bodies with a Spanish 400 naming the field, changing nothing', async () => {
    const before = (await api.get<Account[]>(ACCOUNTS)).body;
    const id = before[0]!._id;
    const cases: MalformedCase[] = [
      { name: 'empty', payload: {}, message: /al menos un campo/ },
      { name: 'not an object', payload: '[1]', message: /objeto JSON/ },
      { name: 'bad JSON', payload: '{"webDescription": ', message: /JSON válido/ },
      { name: 'key is not editable', payload: { key: 'Otra' }, message: /'key' no está permitido/ },
      {
        name: 'number description',
        payload: { webDescription: 5 },
        message: /'Descripción web' debe ser una cadena/,
      },
      {
        name: 'image not a web address',
        payload: { marketingImage: 'javascript:alert(1)' },
        message: /'Imagen de marketing'/,
      },
    ];
    for (const c of cases) {
      const res = await api.patch(`${ACCOUNTS}/${id}`, c.payload);
      expectError(res, 400, c.message);
      expect((res.body as { error: string }).error, c.name).toMatch(SPANISH);
    }
    expect((await api.get<Account[]>(ACCOUNTS)).body).toEqual(before);
    expectError(await api.patch(`${ACCOUNTS}/${MISSING_ID}`, { webDescription: 'x' }), 404);
  });
});

describe('marketplace listings', () => {
  it('lists an account with the marketplace listing fields and creation.daysFrom', async () => {
    const rows = await listings(1);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(typeof row.id).toBe('string');
      expect(typeof row.internalReference).toBe('string');
      expect([0, 1, 2]).toContain(row.offerType);
      expect(row.price).toHaveProperty('priceValue');
      expect(row.information).toHaveProperty('private');
      expect(Number.isInteger(row.creation.daysFrom)).toBe(true);
      expect(row.creation.daysFrom).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps listings per account', async () => {
    const general = (await listings(5)).map((l) => l.id);
    const demo = new Set((await listings(1)).map((l) => l.id));
    expect(general.length).toBeGreaterThan(0);
    expect(general.filter((id) => demo.has(id))).toEqual([]);
  });

  it('refuses account 0, an unknown account and a missing one', async () => {
    expectError(await api.get(`${VEHICLES}?account=0`), 400, /base de datos propia/);
    expectError(await api.get(`${VEHICLES}?account=3`), 404, /cuenta 3/);
    expectError(await api.get(VEHICLES), 400, /'account' es obligatorio/);
    expectError(await api.get(`${VEHICLES}?account=uno`), 400, /'account'/);
    expectError(await api.post(`${VEHICLES}?account=0`, validListing('990000')), 400);
  });

  it('POST creates (201), GET shows it, a second POST of the idv is a 409', async () => {
    const res = await api.post<ListingAnswer>(`${VEHICLES}?account=6`, validListing('990001'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ...validListing('990001'), creation: { daysFrom: 0 } });
    expect((await listings(6)).find((l) => l.id === res.body.id)).toEqual(res.body);
    // Another account may hold the same vehicle.
    expect((await api.post(`${VEHICLES}?account=7`, validListing('990001'))).status).toBe(201);
    expectError(
      await api.post(`${VEHICLES}?account=6`, validListing('990001')),
      409,
      'El vehículo 990001 ya está publicado en Coches.net (cuenta 6)',
    );
  });

  it('answers 422 with the marketplace reasons for an incomplete listing, creating nothing', async () => {
    const before = await listings(6);
    const noPhoto = { ...validListing('990002'), photos: [] };
    const res = await api.post(`${VEHICLES}?account=6`, noPhoto);
    expectError(res, 422, /foto/i);
    const noPrice = {
      ...validListing('990003'),
      price: { ...validListing('990003').price, priceValue: null },
    };
    expectError(await api.post(`${VEHICLES}?account=6`, noPrice), 422, /precio/i);
    expect(await listings(6)).toEqual(before);
  });

  const malformedListings = (): MalformedCase[] => [
    { name: 'bad JSON', payload: '{"internalReference": ', message: /JSON válido/ },
    { name: 'an array', payload: '[]', message: /objeto JSON/ },
    {
      name: 'no internal reference',
      payload: (({ internalReference: _r, ...rest }) => rest)(validListing('990004')),
      message: /'Referencia interna \(IDV\)' es obligatorio/,
    },
    {
      name: 'price as text',
      payload: {
        ...validListing('990004'),
        price: { ...validListing('990004').price, priceValue: 'caro' },
      },
      message: /'Precio › Precio al contado' debe ser un número/,
    },
    {
      name: 'unknown offer type',
      payload: { ...validListing('990004'), offerType: 7 },
      message: /'Tipo de oferta' debe ser uno de: 0, 1, 2/,
    },
    {
      name: 'unknown field',
      payload: { ...validListing('990004'), descuento: 500 },
      message: /'descuento' no está permitido/,
    },
    {
      name: 'unknown price field',
      payload: {
        ...validListing('990004'),
        price: { ...validListing('990004').price, value: 1 },
      },
      message: /'Precio › value' no está permitido/,
    },
    {
      name: 'photo without address',
      payload: { ...validListing('990004'), photos: [{ order: 1 }] },
      message: /'Fotos nº 1 › Dirección' es obligatorio/,
    },
  ];

  it('POST refuses malformed bodies with a Spanish 400 naming the field, creating nothing', async () => {
    const before = await listings(6);
    for (const c of malformedListings()) {
      const res = await api.post(`${VEHICLES}?account=6`, c.payload);
      expectError(res, 400, c.message);
    }
    expect(await listings(6)).toEqual(before);
  });

  it('PUT replaces a listing, keeping its id and creation date', async () => {
    const created = (await api.post<ListingAnswer>(`${VEHICLES}?account=5`, validListing('990010')))
      .body;
    const changed = {
      ...validListing('990010'),
      price: { ...validListing('990010').price, priceValue: 17990 },
    };
    const res = await api.put<ListingAnswer>(`${VEHICLES}/${created.id}?account=5`, changed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.price.priceValue).toBe(17990);
    expect(res.body.id).toBe(created.id);
    expect(res.body.creation).toEqual(created.creation);
    // The console sends the listing back as read: id and creation are accepted and kept.
    const asRead = await api.put<ListingAnswer>(`${VEHICLES}/${created.id}?account=5`, res.body);
    expect(asRead.status, JSON.stringify(asRead.body)).toBe(200);
    expect(asRead.body).toEqual(res.body);
  });

  it('PUT refuses malformed bodies (400), incomplete listings (422), unknown ids (404)', async () => {
    const created = (await api.post<ListingAnswer>(`${VEHICLES}?account=5`, validListing('990011')))
      .body;
    const before = await listings(5);
    for (const c of malformedListings()) {
      expectError(await api.put(`${VEHICLES}/${created.id}?account=5`, c.payload), 400, c.message);
    }
    expectError(
      await api.put(`${VEHICLES}/${created.id}?account=5`, {
        ...validListing('990011'),
        photos: [],
      }),
      422,
      /foto/i,
    );
    // Found in another account only: not this account's listing.
    expectError(await api.put(`${VEHICLES}/${created.id}?account=6`, validListing('990011')), 404);
    expectError(await api.put(`${VEHICLES}/${MISSING_ID}?account=5`, validListing('990011')), 404);
    expect(await listings(5)).toEqual(before);
  });

  it('DELETE removes a listing (then 404)', async () => {
    const created = (await api.post<ListingAnswer>(`${VEHICLES}?account=7`, validListing('990020')))
      .body;
    const res = await api.delete<{ message: string; id: string }>(
      `${VEHICLES}/${created.id}?account=7`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: `Vehículo eliminado de Coches.net (cuenta 7): ${created.title}`,
      id: created.id,
      internalReference: '990020',
    });
    expect((await listings(7)).some((l) => l.id === created.id)).toBe(false);
    expectError(await api.delete(`${VEHICLES}/${created.id}?account=7`), 404);
    expectError(await api.delete(`${VEHICLES}/${created.id}?account=0`), 400);
  });
});

describe("an account's answer (read once per change: 5,000 listings)", () => {
  it('follows every write, on every account, and counts the days afresh', async () => {
    const ids = async (account: number) => (await listings(account)).map((l) => l.id).sort();
    const before6 = await ids(6);
    const before7 = await ids(7);
    const created = await api.post<ListingAnswer>(`${VEHICLES}?account=6`, validListing('990700'));
    expect(await ids(6)).toEqual([...before6, created.body.id].sort());
    expect(await ids(7)).toEqual(before7);

    const changed = { ...validListing('990700'), warranty: 36 };
    await api.put(`${VEHICLES}/${created.body.id}?account=6`, changed);
    expect((await listings(6)).find((l) => l.id === created.body.id)?.warranty).toBe(36);

    // Past the day a listing turns one day older, it reads so, with no write in between.
    const DAY = 24 * 60 * 60 * 1000;
    const [soonest] = (await listings(6))
      .map((l) => ({
        id: l.id,
        days: l.creation.daysFrom,
        next: Date.parse(l.creation.date) + (l.creation.daysFrom + 1) * DAY,
      }))
      .sort((a, b) => a.next - b.next);
    vi.useFakeTimers({ toFake: ['Date'], now: soonest!.next + 1000 });
    try {
      const later = (await listings(6)).find((l) => l.id === soonest!.id);
      expect(later?.creation.daysFrom).toBe(soonest!.days + 1);
    } finally {
      vi.useRealTimers();
    }

    await api.delete(`${VEHICLES}/${created.body.id}?account=6`);
    expect(await ids(6)).toEqual(before6);
  });

  it('?fields= answers only those fields of each listing (the table summary)', async () => {
    const full = await listings(5);
    const res = await api.get<Record<string, unknown>[]>(
      `${VEHICLES}?account=5&fields=id,internalReference,price,creation`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(full.length);
    expect(res.body[0]).toEqual({
      id: full[0]!.id,
      internalReference: full[0]!.internalReference,
      price: full[0]!.price,
      creation: full[0]!.creation,
    });
    // The whole answer is unchanged beside it, and a write shows in both.
    expect(await listings(5)).toEqual(full);
    const created = await api.post<ListingAnswer>(`${VEHICLES}?account=5`, validListing('990710'));
    const again = await api.get<{ id: string }[]>(`${VEHICLES}?account=5&fields=id`);
    expect(again.body.map((l) => l.id)).toContain(created.body.id);
    await api.delete(`${VEHICLES}/${created.body.id}?account=5`);
  });

  it('?fields= naming no listing field, or malformed, is a Spanish 400', async () => {
    expectError(
      await api.get(`${VEHICLES}?account=5&fields=id,password`),
      400,
      "El campo 'password' no existe en un anuncio de Coches.net",
    );
    for (const fields of ['id,,title', '', 'id;drop']) {
      const res = await api.get(`${VEHICLES}?account=5&fields=${encodeURIComponent(fields)}`);
      expectError(res, 400);
      expect((res.body as { error: string }).error).toMatch(/fields/);
    }
  });

  it('is JSON, as any answer', async () => {
    const res = await api.get(`${VEHICLES}?account=1`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Array.isArray(res.body)).toBe(true);
  });
});

describe('brands', () => {
  it('answers the car brands of category 2500', async () => {
    const res = await api.get<{ id: number; name: string }[]>(
      '/api/cnet/api/brands?categoryId=2500&account=5',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: 7, name: 'BMW' },
        { id: 222, name: 'MINI' },
      ]),
    );
    expectError(await api.get('/api/cnet/api/brands?categoryId=9&account=5'), 400, /categoryId/);
    expectError(await api.get('/api/cnet/api/brands?categoryId=2500&account=0'), 400);
  });
});

describe('query and path parameters', () => {
  it('each route refuses malformed parameters with a Spanish 400 naming them', async () => {
    const bad: [url: string, message: RegExp][] = [
      [`${VEHICLES}?account=`, /'account'/],
      [`${VEHICLES}?account=-1`, /'account'/],
      [`${VEHICLES}?account=1&account=5`, /'account'/],
      [`${VEHICLES}?account=1&categoryId=2500`, /'categoryId' no está permitido/],
      ['/api/cnet/api/brands?account=5', /'categoryId' es obligatorio/],
      ['/api/cnet/api/brands?categoryId=2500', /'account' es obligatorio/],
      ['/api/cnet/api/brands?categoryId=coches&account=5', /'categoryId'/],
      ['/api/cnet/api/brands?categoryId=2500&account=cinco', /'account'/],
      ['/api/cnet/update-account?account=cinco', /'account'/],
      ['/api/cnet/update-account?account=5&confirm=1', /'confirm'/],
      ['/api/cnet/update-account?account=5&confirmar=true', /'confirmar' no está permitido/],
      ['/api/cnet/api/actions?account=siete', /'account'/],
      ['/api/cnet/api/actions?account=0', /base de datos propia/],
    ];
    for (const [url, message] of bad) expectError(await api.get(url), 400, message);
    const badIds = ['a%20b', 'x'.repeat(65), 'caf%C3%A9', 'a.b', 'a:b'];
    for (const id of badIds) {
      expectError(await api.delete(`${VEHICLES}/${id}?account=1`), 400, /'id'/);
      expectError(
        await api.put(`${VEHICLES}/${id}?account=1`, validListing('990030')),
        400,
        /'id'/,
      );
    }
    expectError(await api.delete(`${VEHICLES}/${MISSING_ID}`), 400, /'account' es obligatorio/);
    expectError(await api.patch(`${ACCOUNTS}/no-es-un-id`, { webDescription: 'x' }), 400, /'id'/);
  });
});

describe('without a token', () => {
  it('every Coches.net route answers 401', async () => {
    const anonymous = client(t.app);
    const calls: [string, string][] = [
      ['GET', ACCOUNTS],
      ['PATCH', `${ACCOUNTS}/${MISSING_ID}`],
      ['GET', `${VEHICLES}?account=1`],
      ['POST', `${VEHICLES}?account=1`],
      ['PUT', `${VEHICLES}/${MISSING_ID}?account=1`],
      ['DELETE', `${VEHICLES}/${MISSING_ID}?account=1`],
      ['GET', '/api/cnet/api/brands?categoryId=2500&account=1'],
      ['GET', '/api/cnet/api/actions'],
      ['POST', '/api/cnet/api/actions'],
      ['GET', '/api/cnet/update-account?account=1'],
      ['GET', `/api/cnet/vehicles/${MISSING_ID}`],
      ['PUT', `/api/cnet/vehicles/${MISSING_ID}`],
    ];
    for (const [method, url] of calls) {
      expectError(
        await anonymous.call(method as 'GET', url, method === 'GET' ? undefined : {}),
        401,
      );
    }
  });
});
