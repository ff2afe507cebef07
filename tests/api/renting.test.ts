// The renting API: vehicles and providers, and the rules their bodies follow.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentingProvider, RentingVehicle } from '../../src/domain/renting/types';
import {
  ADMIN,
  client,
  expectError,
  MISSING_ID,
  SPANISH,
  signIn,
  startTestApp,
  watchResourceChanges,
  type Client,
  type TestApp,
} from './helpers';
import { newVehicle, PROVIDER, pricedGrid } from './rentingFixtures';

/** A malformed body and the exact message (or pattern) of its 400. */
type Malformed = { name: string; payload: unknown; url?: string; message: RegExp | string };

let t: TestApp;
let api: Client;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, ADMIN)).accessToken;
  api = client(t.app, token);
  // Building the app seeds every demo stock: slow on a busy machine.
}, 60_000);
afterAll(() => t.close());

const list = async () => (await api.get<RentingVehicle[]>('/api/renting/vehicles')).body;

/** Sends each case and checks a Spanish 400 and that the stock did not change. */
async function refuses(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  cases: Malformed[],
): Promise<void> {
  const before = await list();
  for (const c of cases) {
    const answer = await api.call(method, c.url ?? url, c.payload);
    expectError(answer, 400, c.message);
    expect((answer.body as { error: string }).error, c.name).toMatch(SPANISH);
  }
  expect(await list()).toEqual(before);
}

describe('renting: auth', () => {
  it('every route needs the token', async () => {
    const anonymous = client(t.app);
    const calls: [string, string][] = [
      ['GET', '/api/renting/vehicles'],
      ['POST', '/api/renting/vehicles'],
      ['GET', `/api/renting/vehicles/${MISSING_ID}`],
      ['PUT', `/api/renting/vehicles/${MISSING_ID}`],
      ['DELETE', `/api/renting/vehicles/${MISSING_ID}`],
      ['GET', '/api/renting/providers'],
      ['POST', '/api/renting/upload'],
      ['POST', '/api/renting/delete-image'],
      ['POST', '/api/renting/download-pdf'],
      ['GET', '/api/renting/pdf/oferta-1.pdf'],
      ['POST', '/api/renting/download-csv'],
      ['GET', '/api/renting/csv/renting-1.csv'],
      ['POST', '/api/renting/utils/import-csv'],
    ];
    for (const [method, url] of calls) {
      expectError(
        await anonymous.call(method as 'GET', url, {}),
        401,
        'Sesión no válida o caducada',
      );
    }
  });
});

describe('renting: query strictness', () => {
  it('every route refuses an unknown query parameter', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/renting/vehicles'],
      ['POST', '/api/renting/vehicles'],
      ['GET', `/api/renting/vehicles/${MISSING_ID}`],
      ['PUT', `/api/renting/vehicles/${MISSING_ID}`],
      ['DELETE', `/api/renting/vehicles/${MISSING_ID}`],
      ['GET', '/api/renting/providers'],
      ['POST', '/api/renting/upload'],
      ['POST', '/api/renting/delete-image'],
      ['POST', '/api/renting/download-pdf'],
      ['GET', '/api/renting/pdf/oferta-1.pdf'],
      ['POST', '/api/renting/download-csv'],
      ['GET', '/api/renting/csv/renting-1.csv'],
      ['POST', '/api/renting/utils/import-csv'],
      ['GET', '/api/uploads/images/renting/foto.png'],
    ];
    for (const [method, url] of calls) {
      expectError(
        await api.call(method as 'GET', `${url}?orden=1`),
        400,
        "El parámetro de consulta 'orden' no está permitido",
      );
    }
  });
});

describe('renting: demo data and reads', () => {
  it('lists the demo stock with provider names, full grids and mixed audiences', async () => {
    const vehicles = await list();
    expect(vehicles.length).toBeGreaterThanOrEqual(55);
    expect(vehicles.length).toBeLessThanOrEqual(65);
    const providers = (await api.get<RentingProvider[]>('/api/renting/providers')).body;
    expect(providers.length).toBeGreaterThanOrEqual(4);
    expect(providers.length).toBeLessThanOrEqual(6);
    const names = new Map(providers.map((p) => [p._id, p.name]));
    for (const v of vehicles) {
      expect(v.id).toBe(v._id);
      expect(v.providerName).toBe(names.get(v.provider));
      for (const grid of [v.preciosParticular, v.preciosAutonomos, v.preciosEmpresas]) {
        expect(grid).toHaveLength(18);
        expect(grid.every((e) => e.valor !== '0,00')).toBe(true);
      }
      expect(v.recursos.length).toBeGreaterThan(0);
    }
    expect(vehicles.some((v) => v.immediate_delivery)).toBe(true);
    expect(vehicles.some((v) => !v.immediate_delivery)).toBe(true);
    for (const flag of [
      'publicarParticular',
      'publicarEmpresa',
      'publicarAutonomos',
      'publicarOtros',
    ] as const) {
      expect(vehicles.some((v) => v[flag])).toBe(true);
      expect(vehicles.some((v) => !v[flag])).toBe(true);
    }
    expect(new Set(vehicles.map((v) => v.idOferta)).size).toBe(vehicles.length);
  });

  it('answers only the ?fields= asked for, gzipped when taken, and never a stale list', async () => {
    const cards = await api.get<Record<string, unknown>[]>(
      '/api/renting/vehicles?fields=_id,marca,idOferta,providerName',
    );
    expect(cards.status).toBe(200);
    expect(Object.keys(cards.body[0]!).sort()).toEqual([
      '_id',
      'idOferta',
      'marca',
      'providerName',
    ]);
    expectError(
      await api.get('/api/renting/vehicles?fields=_id,precio'),
      400,
      "El campo 'precio' no existe en los vehículos de renting",
    );
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/renting/vehicles',
      headers: { 'x-access-token': token, 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(await list());

    const { body: created } = await api.post<RentingVehicle>('/api/renting/vehicles', newVehicle());
    expect((await list()).at(-1)).toEqual(created);
    const cardsAfter = await api.get<{ _id: string }[]>(
      '/api/renting/vehicles?fields=_id,marca,idOferta,providerName',
    );
    expect(cardsAfter.body.at(-1)?._id).toBe(created._id);
    await api.put(`/api/renting/vehicles/${created._id}`, {
      filter: { _id: created._id },
      carData: { ...created, color: 'Gris Acero' },
    });
    expect((await list()).at(-1)?.color).toBe('Gris Acero');
    await api.delete(`/api/renting/vehicles/${created._id}`);
    expect((await list()).some((v) => v._id === created._id)).toBe(false);
  });

  it('providers answer _id, id and name', async () => {
    const [first] = (await api.get<RentingProvider[]>('/api/renting/providers')).body;
    expect(first).toEqual({ _id: PROVIDER._id, id: PROVIDER._id, name: PROVIDER.name });
  });

  it('reads one vehicle; an unknown one is a Spanish 404, a malformed id a 400', async () => {
    const [first] = await list();
    const one = await api.get<RentingVehicle>(`/api/renting/vehicles/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
    expectError(
      await api.get(`/api/renting/vehicles/${MISSING_ID}`),
      404,
      'Vehículo de renting no encontrado',
    );
    expectError(await api.get('/api/renting/vehicles/no-es-un-id'), 400, /parámetro 'id'/);
  });
});

describe('renting: create', () => {
  it('stores the vehicle with the next free offer id and announces the change', async () => {
    const { socket, changes } = await watchResourceChanges(t.app, ADMIN);
    try {
      const highest = Math.max(...(await list()).map((v) => v.idOferta));
      const answer = await api.post<RentingVehicle>('/api/renting/vehicles', newVehicle());
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const created = answer.body;
      expect(created.id).toBe(created._id);
      expect(created.idOferta).toBe(highest + 1);
      expect(created.providerName).toBe(PROVIDER.name);
      expect(created.preciosParticular).toEqual(pricedGrid(1099));
      expect((await api.get(`/api/renting/vehicles/${created._id}`)).body).toEqual(created);
      await expect
        .poll(() => changes.find((c) => c.resource === 'renting' && c.ids.includes(created._id)))
        .toMatchObject({ action: 'create' });
    } finally {
      socket.close();
    }
  });

  it('creates made at the same time each get their own offer id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post<RentingVehicle>('/api/renting/vehicles', newVehicle()),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.idOferta)).size).toBe(5);
  });

  it('keeps a given offer id, completes a partial grid at 0,00 and ignores providerName', async () => {
    const body = {
      ...newVehicle({ idOferta: 777001, preciosParticular: pricedGrid(10).slice(0, 2) }),
      providerName: 'Otro nombre',
    };
    const { body: created } = await api.post<RentingVehicle>('/api/renting/vehicles', body);
    expect(created.idOferta).toBe(777001);
    expect(created.providerName).toBe(PROVIDER.name);
    expect(created.preciosParticular).toHaveLength(18);
    expect(created.preciosParticular.slice(0, 2)).toEqual(pricedGrid(10).slice(0, 2));
    expect(created.preciosParticular[5]).toMatchObject({ tipo: '30000KM-36M', valor: '0,00' });
    expectError(
      await api.post('/api/renting/vehicles', newVehicle({ idOferta: 777001 })),
      409,
      'Ya existe un vehículo de renting con el ID Oferta 777001',
    );
  });

  it('refuses malformed bodies, naming the field in Spanish, and stores nothing', async () => {
    const v = newVehicle();
    const { modelo: _m, ...withoutModelo } = v;
    const { precioMinAutonomos: _p, ...withoutMin } = v;
    const badCell = pricedGrid(1);
    badCell[3] = { ...badCell[3]!, valor: '1234,50' };
    const wrongTipo = pricedGrid(1);
    wrongTipo[0] = { ...wrongTipo[0]!, tipo: '10000KM-36M' };
    const twice = pricedGrid(1);
    twice[1] = { ...twice[0]! };
    await refuses('POST', '/api/renting/vehicles', [
      { name: 'no modelo', payload: withoutModelo, message: "El campo 'Modelo' es obligatorio" },
      {
        name: 'blank marca',
        payload: { ...v, marca: '   ' },
        message: "El campo 'Marca' no puede estar vacío",
      },
      {
        name: 'empty cambio',
        payload: { ...v, cambio: '' },
        message: "El campo 'Cambio' no puede estar vacío",
      },
      {
        name: 'no min price',
        payload: withoutMin,
        message: "El campo 'Precio mínimo Autónomos' es obligatorio",
      },
      {
        name: 'blank min type',
        payload: { ...v, precioMinEmpresas: { valorMin: '1,00', tipoPrecioMin: ' ' } },
        message: "El campo 'Precio mínimo Empresa › Tipo de precio' no puede estar vacío",
      },
      {
        name: 'power as text',
        payload: { ...v, potenciaCv: '136' },
        message: "El campo 'Potencia (CV)' debe ser un número",
      },
      {
        name: 'doors negative',
        payload: { ...v, puertas: -1 },
        message: "El campo 'Puertas' debe ser mayor o igual que 0",
      },
      {
        name: 'eco label',
        payload: { ...v, etiquetaEco: 'D' },
        message: /^El campo 'Etiqueta ECO' debe ser uno de: 0 emisiones, B, C, ECO/,
      },
      {
        name: 'price not Spanish',
        payload: { ...v, preciosParticular: badCell },
        message:
          "El campo 'Precios Particulares nº 4 › Valor' debe ser un importe como 1.234,50: no negativo, con 2 decimales, hasta 10.000.000,00",
      },
      {
        name: 'tipo not its cell',
        payload: { ...v, preciosAutonomos: wrongTipo },
        message: "El campo 'Precios Autónomos nº 1 › Tipo' debe ser '5000KM-36M' (sus km y meses)",
      },
      {
        name: 'cell twice',
        payload: { ...v, preciosEmpresas: twice },
        message: "El campo 'Precios Empresa nº 2 › Tipo' está repetido en la tabla",
      },
      {
        name: 'km not a tier',
        payload: {
          ...v,
          preciosParticular: [{ tipo: '12000KM-48M', valor: '1,00', km: 12000, meses: 48 }],
        },
        message: /^El campo 'Precios Particulares nº 1 › Km\/año' debe ser uno de: 5000, 10000/,
      },
      {
        name: 'unknown field',
        payload: { ...v, precio: 1 },
        message: "El campo 'precio' no está permitido",
      },
      {
        name: 'unknown provider',
        payload: { ...v, provider: MISSING_ID },
        message: "El campo 'Proveedor' no es un proveedor de renting conocido",
      },
      {
        name: 'equipment of another list',
        payload: {
          ...v,
          equipamientoConfort: [{ tipo: 'Seguridad', descripcion: '', contenido: 'x' }],
        },
        message: /^El campo 'Equipamiento Confort nº 1 › Tipo' debe ser uno de: Confort/,
      },
      {
        name: 'script photo',
        payload: {
          ...v,
          recursos: [{ nombre: 'x', url: 'javascript:alert(1)', tipo: 'IMAGEN', propiedades: [] }],
        },
        message: "El campo 'Imágenes nº 1 › Dirección' no tiene un formato válido",
      },
      {
        name: 'main photo not boolean',
        payload: {
          ...v,
          recursos: [
            {
              nombre: 'x',
              url: '/x.png',
              tipo: 'IMAGEN',
              propiedades: [{ nombre: 'EsFotoPrincipal', valor: 1 }],
            },
          ],
        },
        message:
          "El campo 'Imágenes nº 1 › Propiedades nº 1 › Valor' debe ser booleano (true o false)",
      },
      {
        name: 'not JSON',
        payload: '{"marca": ',
        message: 'El cuerpo de la petición no es un JSON válido',
      },
      {
        name: 'not an object',
        payload: '[1]',
        message: 'El cuerpo de la petición debe ser un objeto JSON',
      },
    ]);
  });
});

describe('renting: edit and delete', () => {
  it('replaces the fields sent, keeps the ids, and announces the change', async () => {
    const { body: created } = await api.post<RentingVehicle>('/api/renting/vehicles', newVehicle());
    const grid = pricedGrid(500);
    const answer = await api.put<RentingVehicle>(`/api/renting/vehicles/${created._id}`, {
      filter: { _id: created._id },
      carData: {
        ...created,
        color: 'Rojo Elixir',
        preciosParticular: grid,
        publicarOtros: true,
        precioMinParticular: { valorMin: '', tipoPrecioMin: '' },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      ...created,
      color: 'Rojo Elixir',
      preciosParticular: grid,
      publicarOtros: true,
      precioMinParticular: { valorMin: '', tipoPrecioMin: '' },
    });
    expect((await api.get(`/api/renting/vehicles/${created._id}`)).body).toEqual(answer.body);
    // Only the four required fields are needed; the rest keeps its stored value.
    const small = await api.put<RentingVehicle>(`/api/renting/vehicles/${created._id}`, {
      filter: { _id: created._id },
      carData: { marca: 'Citroën', modelo: 'C4', color: 'Blanco', cambio: 'Manual' },
    });
    expect(small.body).toEqual({ ...answer.body, modelo: 'C4', color: 'Blanco', cambio: 'Manual' });
  });

  it('refuses malformed bodies and changes nothing', async () => {
    const { body: created } = await api.post<RentingVehicle>(
      '/api/renting/vehicles',
      newVehicle({ idOferta: 888001 }),
    );
    const url = `/api/renting/vehicles/${created._id}`;
    const carData = { ...created };
    const [other] = await list();
    await refuses('PUT', url, [
      {
        name: 'no carData',
        payload: { filter: { _id: created._id } },
        message: "El campo 'Vehículo' es obligatorio",
      },
      { name: 'no filter', payload: { carData }, message: "El campo 'Filtro' es obligatorio" },
      {
        name: 'filter of another',
        payload: { filter: { _id: MISSING_ID }, carData },
        message: "El campo 'Filtro › Identificador' debe ser el identificador de la dirección",
      },
      {
        name: 'no cambio',
        payload: { filter: { _id: created._id }, carData: { ...carData, cambio: undefined } },
        message: "El campo 'Cambio' es obligatorio",
      },
      {
        name: 'blank color',
        payload: { filter: { _id: created._id }, carData: { ...carData, color: ' ' } },
        message: "El campo 'Color' no puede estar vacío",
      },
      {
        name: 'stock negative',
        payload: { filter: { _id: created._id }, carData: { ...carData, stock: -2 } },
        message: "El campo 'Unidades' debe ser mayor o igual que 0",
      },
      {
        name: 'flag as text',
        payload: { filter: { _id: created._id }, carData: { ...carData, publicarOtros: 'sí' } },
        message: "El campo 'Publicar Otros' debe ser booleano (true o false)",
      },
      {
        name: 'extra top field',
        payload: { filter: { _id: created._id }, carData, extra: {} },
        message: "El campo 'extra' no está permitido",
      },
      { name: 'not JSON', payload: '{', message: 'El cuerpo de la petición no es un JSON válido' },
    ]);
    expectError(
      await api.put(url, {
        filter: { _id: created._id },
        carData: { ...carData, idOferta: other!.idOferta },
      }),
      409,
      `Ya existe un vehículo de renting con el ID Oferta ${other!.idOferta}`,
    );
    expectError(
      await api.put(`/api/renting/vehicles/${MISSING_ID}`, {
        filter: { _id: MISSING_ID },
        carData,
      }),
      404,
      'Vehículo de renting no encontrado',
    );
    expect((await api.get(url)).body).toEqual(created);
  });

  it('deletes with or without the documented body; then it is gone', async () => {
    const { body: a } = await api.post<RentingVehicle>('/api/renting/vehicles', newVehicle());
    const { body: b } = await api.post<RentingVehicle>('/api/renting/vehicles', newVehicle());
    await refuses('DELETE', `/api/renting/vehicles/${a._id}`, [
      {
        name: 'filter of another',
        payload: { filter: { _id: b._id }, options: {} },
        message: "El campo 'Filtro › Identificador' debe ser el identificador de la dirección",
      },
      {
        name: 'bad filter id',
        payload: { filter: { _id: 'x' }, options: {} },
        message: /^El campo 'Filtro › Identificador' no es un identificador válido/,
      },
      {
        name: 'options not empty',
        payload: { filter: { _id: a._id }, options: { force: true } },
        message: "El campo 'Opciones › force' no está permitido",
      },
      {
        name: 'unknown field',
        payload: { filter: { _id: a._id }, todo: true },
        message: "El campo 'todo' no está permitido",
      },
      {
        name: 'filter not object',
        payload: { filter: a._id },
        message: "El campo 'Filtro' debe ser un objeto",
      },
    ]);
    const gone = await api.delete(`/api/renting/vehicles/${a._id}`, {
      filter: { _id: a._id },
      options: {},
    });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ deleted: 1 });
    expect((await api.delete(`/api/renting/vehicles/${b._id}`)).body).toEqual({ deleted: 1 });
    expectError(await api.get(`/api/renting/vehicles/${a._id}`), 404);
    expectError(
      await api.delete(`/api/renting/vehicles/${a._id}`),
      404,
      'Vehículo de renting no encontrado',
    );
  });
});
