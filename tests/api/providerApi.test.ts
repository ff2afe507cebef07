// docs/API.md "# Vehicle-data provider": the /api/provider-api routes with the reference provider
// (no PROVIDER_* configured) — the catalogue calls the form's cascade makes, the vehicle created
// and kept, the images checked by their bytes; every route behind the token and refusing malformed
// input with a Spanish 400.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueItem,
  CreatedProviderVehicle,
  ProviderVehicle,
  ProviderVersion,
} from '../../src/domain/providerForm/vehicle';
import {
  SALES,
  SPANISH,
  client,
  expectError,
  signIn,
  startTestApp,
  upload,
  type Client,
  type TestApp,
} from './helpers';

const BASE = '/api/provider-api';
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1×1 JPEG. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

let t: TestApp;
let token: string;
let api: Client;
let anonymous: Client;

beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: 4096 });
  token = (await signIn(t.app, SALES)).accessToken;
  api = client(t.app, token);
  anonymous = client(t.app);
});
afterAll(() => t.close());

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const list = async <T = CatalogueItem>(path: string, params: Record<string, string | number>) => {
  const res = await api.get<T[]>(`${BASE}/${path}?${qs(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const byName = <T extends CatalogueItem>(items: T[], name: string): T => {
  const found = items.find((item) => item.name === name);
  expect(found, `${name} in ${items.map((i) => i.name).join(', ')}`).toBeDefined();
  return found!;
};

/** Walks the cascade as the form does: BMW 2022 diesel X1 SUV 5 doors manual sDrive18d. */
async function x1Vehicle(): Promise<ProviderVehicle> {
  const models = await list('Models', { brand: 7, categoryId: 1, fuelType: 1, year: 2022 });
  const model = byName(models, 'X1').id;
  const bodyType = byName(await list('BodyTypes', { brand: 7, model, year: 2022 }), 'SUV').id;
  const doors = byName(await list('Doors', { brand: 7, model, year: 2022 }), '5 puertas').id;
  const versions = await list<ProviderVersion>('Versions', {
    bodytype: bodyType,
    numdoors: doors,
    fueltype: 1,
    brand: 7,
    model,
    year: 2022,
    categoryId: 1,
  });
  const version = versions.find((v) => v.name === 'X1 sDrive18d' && v.transmission === 2)!;
  expect(version).toBeDefined();
  return {
    brand: 7,
    year: 2022,
    fuelType: 1,
    model,
    taxes: 0.21,
    price: 29_925.62,
    warranty: 24,
    bodyType,
    doors,
    transmission: 2,
    version: version.id,
    location: 43,
    environmentalLabel: 'C',
    color: { colorId: 4, metalized: true, additionalColor: 'Alpine White' },
    features: ['Navegador', 'Sensores de aparcamiento'],
    stock: true,
    metallic: true,
    images: [],
  };
}

describe("catalogue calls (the form's cascade)", () => {
  it('Models: the BMW and MINI models of a fuel and year', async () => {
    const diesel = await list('Models', { brand: 7, categoryId: 1, fuelType: 1, year: 2022 });
    const names = diesel.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Serie 1', 'Serie 3', 'X1', 'X3', 'X5']));
    // Electric-only models are not diesel.
    expect(names).not.toContain('iX3');
    const electric = await list('Models', { brand: 7, categoryId: 1, fuelType: 3, year: 2022 });
    expect(electric.map((m) => m.name)).toEqual(expect.arrayContaining(['iX3', 'i4', 'iX']));
    // The i4 came in 2022.
    const electric2021 = await list('Models', { brand: 7, categoryId: 1, fuelType: 3, year: 2021 });
    expect(electric2021.map((m) => m.name)).not.toContain('i4');
    const mini = await list('Models', { brand: 222, categoryId: 1, fuelType: 2, year: 2021 });
    expect(mini.map((m) => m.name)).toEqual(
      expect.arrayContaining(['MINI 3 puertas', 'MINI 5 puertas', 'MINI Cabrio', 'MINI Clubman']),
    );
    expect(await list('Models', { brand: 7, categoryId: 2, fuelType: 1, year: 2022 })).toEqual([]);
  });

  it('BodyTypes and Doors: what the model is sold as', async () => {
    const models = await list('Models', { brand: 7, categoryId: 1, fuelType: 2, year: 2022 });
    const serie4 = byName(models, 'Serie 4').id;
    const bodies = await list('BodyTypes', { brand: 7, model: serie4, year: 2022 });
    expect(bodies.map((b) => b.name).sort()).toEqual(['Cabrio', 'Coupé']);
    const doors = await list('Doors', { brand: 7, model: serie4, year: 2022 });
    expect(doors).toEqual([
      { id: 2, name: '2 puertas' },
      { id: 5, name: '5 puertas' },
    ]);
  });

  it('Versions: of the body type, doors and fuel, each with its gearbox and power', async () => {
    const models = await list('Models', { brand: 222, categoryId: 1, fuelType: 2, year: 2022 });
    const mini3 = byName(models, 'MINI 3 puertas').id;
    const versions = await list<ProviderVersion>('Versions', {
      bodytype: 2,
      numdoors: 3,
      fueltype: 2,
      brand: 222,
      model: mini3,
      year: 2022,
      categoryId: 1,
    });
    const cooperS = versions.filter((v) => v.name === 'MINI Cooper S 3 puertas');
    expect(cooperS.map((v) => v.transmission).sort()).toEqual([1, 2]);
    expect(cooperS[0]!.powerCv).toBe(178);
    // The electric Cooper SE is not a petrol version.
    expect(versions.map((v) => v.name)).not.toContain('MINI Cooper SE 3 puertas');
    expect(Object.keys(cooperS[0]!).sort()).toEqual(['id', 'name', 'powerCv', 'transmission']);
  });
});

describe('POST /api/provider-api/Vehicles', () => {
  it('creates the vehicle, answers 201 and keeps it (GET lists it, newest first)', async () => {
    const vehicle = await x1Vehicle();
    const res = await api.post<CreatedProviderVehicle>(`${BASE}/Vehicles`, vehicle);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.providerId).toMatch(/^REF-[0-9A-F]{10}$/);
    expect(res.body.createdBy).toBe(SALES.email);
    expect(res.body.vehicle).toEqual(vehicle);
    const kept = await api.get<CreatedProviderVehicle[]>(`${BASE}/Vehicles`);
    expect(kept.status).toBe(200);
    expect(kept.body[0]).toEqual(res.body);
  });

  it('is refused (422, Spanish) when the version does not belong to the choices', async () => {
    const vehicle = await x1Vehicle();
    expectError(
      await api.post(`${BASE}/Vehicles`, { ...vehicle, transmission: 1 }),
      422,
      'El proveedor de datos rechaza el vehículo: la versión no tiene el cambio elegido',
    );
    expectError(await api.post(`${BASE}/Vehicles`, { ...vehicle, doors: 3 }), 422, /puertas/);
    expectError(await api.post(`${BASE}/Vehicles`, { ...vehicle, brand: 222 }), 422, /marca/);
  });

  it('takes images uploaded before, and refuses one that is not stored', async () => {
    const up = await upload(
      t.app,
      token,
      { filename: 'X1 frontal.png', contentType: 'image/png', content: PNG },
      `${BASE}/images`,
    );
    expect(up.status).toBe(201);
    const { url } = up.body as { url: string };
    expect(url).toMatch(/^\/api\/provider-api\/images\/\d+-x1-frontal-[0-9a-f]{6}\.png$/);
    const vehicle = { ...(await x1Vehicle()), images: [url] };
    const res = await api.post<CreatedProviderVehicle>(`${BASE}/Vehicles`, vehicle);
    expect(res.status).toBe(201);
    expect(res.body.vehicle.images).toEqual([url]);
    expectError(
      await api.post(`${BASE}/Vehicles`, {
        ...vehicle,
        images: ['/api/provider-api/images/1-no-existe-abcdef.png'],
      }),
      422,
      /no existe/,
    );
  });

  const malformed: { name: string; body: (v: ProviderVehicle) => unknown; message: RegExp }[] = [
    { name: 'not JSON', body: () => '{"brand": 7,', message: /JSON/ },
    { name: 'a list', body: (v) => [v], message: /objeto/ },
    {
      name: 'no brand',
      body: ({ brand: _brand, ...rest }) => rest,
      message: /'Marca'.*obligatorio/,
    },
    { name: 'a brand of no option', body: (v) => ({ ...v, brand: 8 }), message: /'Marca'/ },
    { name: 'the year as text', body: (v) => ({ ...v, year: '2022' }), message: /'Año'/ },
    {
      name: 'a negative price',
      body: (v) => ({ ...v, price: -5 }),
      message: /'Precio al contado'/,
    },
    {
      name: 'a 14th colour group',
      body: (v) => ({ ...v, color: { ...v.color, colorId: 14 } }),
      message: /'Color › Grupo de color'/,
    },
    {
      name: 'a bad chassis number',
      body: (v) => ({ ...v, chassisNumber: 'WBA123' }),
      message: /'Número de bastidor'/,
    },
    {
      name: 'six images',
      body: (v) => ({
        ...v,
        images: [1, 2, 3, 4, 5, 6].map((n) => `/api/provider-api/images/1-foto-${n}.png`),
      }),
      message: /'Imágenes'/,
    },
    {
      name: 'an image elsewhere',
      body: (v) => ({ ...v, images: ['https://evil.example/x.png'] }),
      message: /'Imágenes nº 1'/,
    },
    {
      name: 'an unknown field',
      body: (v) => ({ ...v, token: 'x' }),
      message: /'token' no está permitido/,
    },
    { name: 'no colour', body: ({ color: _c, ...rest }) => rest, message: /'Color'.*obligatorio/ },
  ];

  it.each(malformed)('refuses $name with a Spanish 400', async ({ body, message }) => {
    const before = (await api.get<unknown[]>(`${BASE}/Vehicles`)).body.length;
    const res = await api.post(`${BASE}/Vehicles`, body(await x1Vehicle()));
    expectError(res, 400, message);
    expect((res.body as { error: string }).error).toMatch(SPANISH);
    expect((await api.get<unknown[]>(`${BASE}/Vehicles`)).body.length).toBe(before);
  });
});

describe('catalogue calls refuse malformed queries', () => {
  const routes: { path: string; valid: Record<string, string | number> }[] = [
    { path: 'Models', valid: { brand: 7, categoryId: 1, fuelType: 1, year: 2022 } },
    { path: 'BodyTypes', valid: { brand: 7, model: 708, year: 2022 } },
    { path: 'Doors', valid: { brand: 7, model: 708, year: 2022 } },
    {
      path: 'Versions',
      valid: {
        bodytype: 6,
        numdoors: 5,
        fueltype: 1,
        brand: 7,
        model: 708,
        year: 2022,
        categoryId: 1,
      },
    },
  ];
  const cases = routes.flatMap(({ path, valid }) => {
    const first = Object.keys(valid)[0]!;
    const without = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== first));
    return [
      { path, name: 'a missing parameter', query: without, message: new RegExp(`'${first}'`) },
      { path, name: 'a word for a number', query: { ...valid, [first]: 'BMW' }, message: /'/ },
      { path, name: 'a negative number', query: { ...valid, year: -2022 }, message: /'year'/ },
      { path, name: 'an empty value', query: { ...valid, year: '' }, message: /'year'/ },
      { path, name: 'a huge number', query: { ...valid, year: '12345678901' }, message: /'year'/ },
      { path, name: 'an unknown parameter', query: { ...valid, token: 'x' }, message: /'token'/ },
    ];
  });

  it.each(cases)('$path: $name is a Spanish 400', async ({ path, query, message }) => {
    const res = await api.get(`${BASE}/${path}?${qs(query)}`);
    expectError(res, 400, message);
    expect((res.body as { error: string }).error).toMatch(SPANISH);
  });
});

describe('POST /api/provider-api/images', () => {
  const stored = async () =>
    readdir(join(t.dataDir, 'uploads', 'images', 'provider')).catch(() => [] as string[]);

  it('stores a JPEG by its bytes and serves it without a token', async () => {
    const up = await upload(
      t.app,
      token,
      { filename: 'trasera.jpg', contentType: 'image/jpeg', content: JPEG },
      `${BASE}/images`,
    );
    expect(up.status).toBe(201);
    const { url } = up.body as { url: string };
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  const refused = [
    {
      name: 'a text file named .png',
      filename: 'foto.png',
      content: 'no soy una imagen',
      status: 400,
    },
    {
      name: 'an SVG',
      filename: 'logo.svg',
      content: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      status: 400,
    },
    { name: 'a GIF', filename: 'anim.gif', content: Buffer.from('GIF89a......'), status: 400 },
    { name: 'another field', filename: 'foto.png', content: PNG, field: 'imagen', status: 400 },
    {
      name: 'an image too large',
      filename: 'grande.png',
      content: Buffer.concat([PNG, Buffer.alloc(8192)]),
      status: 413,
    },
  ];

  it.each(refused)('refuses $name', async ({ filename, content, field, status }) => {
    const before = (await stored()).length;
    const res = await upload(
      t.app,
      token,
      { filename, content, field, contentType: 'image/png' },
      `${BASE}/images`,
    );
    expectError(res, status);
    expect((res.body as { error: string }).error).toMatch(/imagen|imágenes|tamaño/i);
    expect((await stored()).filter((f) => !f.startsWith('.')).length).toBe(before);
  });

  it('refuses a JSON body instead of a file', async () => {
    expectError(await api.post(`${BASE}/images`, { file: 'x.png' }), 400, /imagen/);
  });
});

describe('auth', () => {
  const protectedCalls: [string, string][] = [
    ['GET', `${BASE}/Models?${qs({ brand: 7, categoryId: 1, fuelType: 1, year: 2022 })}`],
    ['GET', `${BASE}/BodyTypes?${qs({ brand: 7, model: 708, year: 2022 })}`],
    ['GET', `${BASE}/Doors?${qs({ brand: 7, model: 708, year: 2022 })}`],
    [
      'GET',
      `${BASE}/Versions?${qs({ bodytype: 6, numdoors: 5, fueltype: 1, brand: 7, model: 708, year: 2022, categoryId: 1 })}`,
    ],
    ['GET', `${BASE}/Vehicles`],
    ['POST', `${BASE}/Vehicles`],
    ['POST', `${BASE}/images`],
  ];

  it.each(protectedCalls)('%s %s needs a session', async (method, url) => {
    expectError(await anonymous.call(method as 'GET', url), 401);
    expectError(await client(t.app, 'token-falso').call(method as 'GET', url), 401);
  });

  it('there is no Login route: the server signs in to the provider itself', async () => {
    const res = await api.post(`${BASE}/Login`, { username: 'a', password: 'b' });
    expect(res.status).toBe(404);
  });
});

describe('at its own base, /provider-api, as under /api', () => {
  const OWN = '/provider-api';
  const models = qs({ brand: 7, categoryId: 1, fuelType: 1, year: 2022 });

  it('answers the catalogue, creates and lists vehicles the same', async () => {
    const own = await api.get<CatalogueItem[]>(`${OWN}/Models?${models}`);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toEqual((await api.get(`${BASE}/Models?${models}`)).body);
    const created = await api.post<CreatedProviderVehicle>(`${OWN}/Vehicles`, await x1Vehicle());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await api.get<CreatedProviderVehicle[]>(`${OWN}/Vehicles`)).body[0]).toEqual(
      created.body,
    );
    expect((await api.get<CreatedProviderVehicle[]>(`${BASE}/Vehicles`)).body[0]).toEqual(
      created.body,
    );
    expectError(await api.get(`${OWN}/Models?${qs({ brand: 'x' })}`), 400);
    expectError(await api.get(`${OWN}/Desconocida`), 404);
  });

  it('takes an image there, served without a token', async () => {
    const up = await upload(
      t.app,
      token,
      { filename: 'frontal.png', contentType: 'image/png', content: PNG },
      `${OWN}/images`,
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const { url } = up.body as { url: string };
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it.each([
    ['GET', `${OWN}/Models?${models}`],
    ['GET', `${OWN}/Vehicles`],
    ['POST', `${OWN}/Vehicles`],
    ['POST', `${OWN}/images`],
  ])('%s %s needs a session', async (method, url) => {
    expectError(await anonymous.call(method as 'GET', url), 401);
    expectError(await client(t.app, 'token-falso').call(method as 'GET', url), 401);
  });
});
