// The moto stock API (docs/API.md "# Motos"): every route needs the token, the demo stock (about
// 150 motos of the group brands), create/read/delete, and PUT in each of its five styles
// (src/domain/motos/update.ts) — each applied whole — while malformed bodies are refused in Spanish
// naming the field and change nothing.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Moto } from '../../src/domain/motos/types';
import { motoUpdateBody } from '../../src/domain/motos/update';
import {
  ADMIN,
  client,
  expectError,
  signIn,
  SPANISH,
  startTestApp,
  watchResourceChanges,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
}, 60_000); // a loaded machine starts the app slowly
afterAll(() => t.close());

const motos = async () => (await api.get<Moto[]>('/api/motos')).body;
const moto = async (idv: string) => (await api.get<Moto>(`/api/motos/${idv}`)).body;
const withPhotos = async (min: number) => {
  const found = (await motos()).find((m) => m.recursos.length >= min);
  if (!found) throw new Error(`no moto with ${min} photos`);
  return found;
};

describe('every moto route needs the token', () => {
  const routes: [string, string][] = [
    ['GET', '/api/motos'],
    ['GET', '/api/motos/70001'],
    ['POST', '/api/motos'],
    ['PUT', '/api/motos/70001'],
    ['DELETE', '/api/motos/70001'],
    ['POST', '/api/motos/wordpress-export'],
    ['GET', '/api/motos/wordpress-export/status'],
    ['GET', '/api/motos/wordpress-export/last'],
    ['GET', '/api/motos/wordpress-export/runs'],
    ['POST', '/api/upload'],
  ];
  it.each(routes)('%s %s → 401', async (method, url) => {
    const answer = await client(t.app).call(
      method as 'GET',
      url,
      method === 'GET' || method === 'DELETE' ? undefined : {},
    );
    expectError(answer, 401, 'Sesión no válida o caducada');
  });

  it('nothing was deleted or changed without a token', async () => {
    expect((await api.get('/api/motos/70001')).status).toBe(200);
  });
});

describe('GET /api/motos: the demo stock', () => {
  it('about 150 motos of the group brands, VN and VO, reserved as 1/0, photos for most', async () => {
    const list = await motos();
    expect(list.length).toBeGreaterThanOrEqual(140);
    expect(list.length).toBeLessThanOrEqual(160);
    const brands = new Set(list.map((m) => m.marca));
    for (const brand of ['YAMAHA', 'HONDA', 'BMW', 'KAWASAKI', 'VESPA'])
      expect(brands).toContain(brand);
    expect(new Set(list.map((m) => m.tipo))).toEqual(new Set(['VN', 'VO']));
    expect(new Set(list.map((m) => m.reservado))).toEqual(new Set(['1', '0']));
    expect(list.filter((m) => m.reservado === '1').length).toBeGreaterThan(5);
    const withPhoto = list.filter((m) => m.recursos.length > 0).length;
    expect(withPhoto / list.length).toBeGreaterThan(0.7);
    expect(withPhoto).toBeLessThan(list.length); // some without: 'Este vehículo no tiene fotos'
    // Some of the '0'-default fields left empty on purpose.
    for (const field of [
      'garantia',
      'pvpPublicacion',
      'pvoNuevo',
      'potenciaCv',
      'anyoModelo',
    ] as const) {
      expect(
        list.some((m) => m[field] === null),
        field,
      ).toBe(true);
    }
    expect(list.some((m) => m.color === '')).toBe(true);
    // Scooters to trail and sport, and a few published, a few not.
    expect(list.some((m) => m.carroceria === 'SCOOTER')).toBe(true);
    expect(list.some((m) => m.carroceria === 'TRAIL')).toBe(true);
    expect(list.some((m) => m.carroceria === 'SPORT')).toBe(true);
    expect(list.some((m) => m.publicar) && list.some((m) => !m.publicar)).toBe(true);
    // A VO has its ISO registration date; a VN none.
    const vo = list.find((m) => m.tipo === 'VO');
    expect(vo?.fechaMatriculacion).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(list.find((m) => m.tipo === 'VN')?.fechaMatriculacion).toBeNull();
  });

  it('answers gzipped when asked, and only the fields asked with ?fields=', async () => {
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/motos',
      headers: {
        'x-access-token': (await signIn(t.app, ADMIN)).accessToken,
        'accept-encoding': 'gzip',
      },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(zipped.rawPayload).toString()) as Moto[];
    expect(list.length).toBe((await motos()).length);

    const few = await api.get<Record<string, unknown>[]>('/api/motos?fields=_id,idv,precioVenta');
    expect(few.status).toBe(200);
    expect(Object.keys(few.body[0] ?? {}).sort()).toEqual(['_id', 'idv', 'precioVenta']);
    expectError(await api.get('/api/motos?fields=idv,inventado'), 400, /inventado/);
    expectError(await api.get('/api/motos?pagina=2'), 400, /no está permitido/);
  });

  it('GET /api/motos/{idv} and by _id; 404 and malformed ids', async () => {
    const first = (await motos())[0] as Moto;
    expect((await moto(first.idv))._id).toBe(first._id);
    expect((await moto(first._id)).idv).toBe(first.idv);
    expectError(await api.get('/api/motos/99999999'), 404, 'No se ha encontrado la moto');
    expectError(await api.get('/api/motos/..%2F..%2Fetc'), 400, SPANISH);
    expectError(await api.get(`/api/motos/${'9'.repeat(41)}`), 400, SPANISH);
  });
});

describe('POST and DELETE /api/motos', () => {
  const body = {
    idv: '99001',
    marca: 'YAMAHA',
    modelo: 'XSR 700',
    tipo: 'VN',
    precioVenta: 8499.99,
    km: 0,
    reservado: '0',
    publicar: true,
    fechaMatriculacion: null,
    equipamiento: [{ tipo: 'Serie', descripcion: 'ABS' }],
  };

  it('creates a moto (201), refuses its idv twice (409), deletes it, then 404', async () => {
    const before = (await motos()).length;
    const created = await api.post<Moto>('/api/motos', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, recursos: [], precios: [] });
    expect(created.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect((await moto('99001')).modelo).toBe('XSR 700');
    expectError(await api.post('/api/motos', body), 409, "Ya existe una moto con el IDV '99001'");
    expect((await motos()).length).toBe(before + 1);

    const deleted = await api.delete<Moto>('/api/motos/99001');
    expect(deleted.status).toBe(200);
    expect(deleted.body.idv).toBe('99001');
    expectError(await api.get('/api/motos/99001'), 404);
    expectError(await api.delete('/api/motos/99001'), 404);
    expect((await motos()).length).toBe(before);
  });

  const malformed: [string, unknown, RegExp, string?][] = [
    ['not JSON', '{"idv": ', /JSON válido/],
    ['a list', '[1]', /objeto JSON/],
    ['without idv', { ...body, idv: undefined }, /El campo 'IDV' es obligatorio/, 'idv'],
    ['km as text', { ...body, km: '12.000' }, /'Kilómetros' debe ser un número/, 'km'],
    [
      '3 decimals',
      { ...body, precioVenta: 8499.999 },
      /'Precio de venta' debe tener como máximo 2 decimales/,
      'precioVenta',
    ],
    ['reservado as boolean', { ...body, reservado: true }, /'Reservado'/, 'reservado'],
    [
      'a date not ISO',
      { ...body, fechaMatriculacion: '15/03/2021' },
      /'Fecha de matriculación' debe ser una fecha ISO/,
      'fechaMatriculacion',
    ],
    [
      'an impossible date',
      { ...body, fechaMatriculacion: '2021-02-30' },
      /no es una fecha válida/,
      'fechaMatriculacion',
    ],
    [
      'an unknown field',
      { ...body, precioOferta: 1 },
      /'precioOferta' no está permitido/,
      'precioOferta',
    ],
    ['tipo VX', { ...body, tipo: 'VX' }, /'Tipo' debe ser uno de: VN, VO/, 'tipo'],
    [
      'a javascript: photo',
      { ...body, recursos: [{ nombre: 'a.jpg', url: 'javascript:alert(1)' }] },
      /'Fotos nº 1 › Dirección'/,
    ],
    [
      'equipment type Opcional-X',
      { ...body, equipamiento: [{ tipo: 'Opcional-X', descripcion: 'x' }] },
      /Equipamiento nº 1 › Tipo/,
    ],
  ];
  it.each(malformed)(
    'refuses %s with a Spanish 400 and creates nothing',
    async (_name, payload, message, field) => {
      const before = (await motos()).length;
      const answer = await api.post<{ field?: string }>('/api/motos', payload);
      expectError(answer, 400, message);
      if (field) expect(answer.body.field).toBe(field);
      expect((await motos()).length).toBe(before);
      expect((await api.get('/api/motos/99001')).status).toBe(404);
    },
  );
});

describe('PUT /api/motos/{id}: the five styles, each whole', () => {
  it('a partial field (by idv, then by _id) changes that field only and answers the stored moto', async () => {
    const before = await moto('70002');
    const answer = await api.put<Moto>(
      '/api/motos/70002',
      motoUpdateBody({ field: { precioVenta: 7490.5 } }, before._id),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...before, precioVenta: 7490.5 });
    expect(await moto('70002')).toEqual({ ...before, precioVenta: 7490.5 });
    const byId = await api.put<Moto>(`/api/motos/${before._id}`, {
      km: 15000,
      reservado: '1',
      publicar: false,
    });
    expect(byId.body).toEqual({
      ...before,
      precioVenta: 7490.5,
      km: 15000,
      reservado: '1',
      publicar: false,
    });
  });

  it('push a photo, make it the main one (the old main loses the flag), then pull it', async () => {
    const target = await withPhotos(1);
    const photo = {
      nombre: 'nueva-foto.jpg',
      url: '/api/uploads/images/nueva-foto.jpg',
      tipo: 'IMAGEN' as const,
      propiedades: [
        { nombre: 'EsFotoPrincipal' as const, valor: false },
        { nombre: 'OrdenFoto' as const, valor: target.recursos.length + 1 },
      ],
    };
    const pushed = await api.put<Moto>(
      `/api/motos/${target.idv}`,
      motoUpdateBody({ push: photo }, target._id),
    );
    expect(pushed.status).toBe(200);
    expect(pushed.body.recursos).toHaveLength(target.recursos.length + 1);
    const added = pushed.body.recursos.at(-1);
    expect(added).toMatchObject(photo);
    expect(added?._id).toMatch(/^[0-9a-f]{24}$/);

    const main = await api.put<Moto>(
      `/api/motos/${target.idv}`,
      motoUpdateBody(
        {
          setResourceProps: {
            nombre: 'nueva-foto.jpg',
            propiedades: [
              { nombre: 'EsFotoPrincipal', valor: true },
              { nombre: 'OrdenFoto', valor: 1 },
            ],
          },
        },
        target._id,
      ),
    );
    expect(main.status).toBe(200);
    const mains = main.body.recursos
      .filter((r) => r.propiedades[0]?.valor === true)
      .map((r) => r.nombre);
    expect(mains).toEqual(['nueva-foto.jpg']);

    const pulled = await api.put<Moto>(
      `/api/motos/${target.idv}`,
      motoUpdateBody({ pull: 'nueva-foto.jpg' }, target._id),
    );
    expect(pulled.status).toBe(200);
    expect(pulled.body.recursos.map((r) => r.nombre)).toEqual(target.recursos.map((r) => r.nombre));
    expect((await moto(target.idv)).recursos).toHaveLength(target.recursos.length);
  });

  it('replace: the whole document, _id and idv kept', async () => {
    const before = await moto('70003');
    const { _id, ...document } = before;
    const next = {
      ...document,
      modelo: 'Modelo sustituido',
      equipamiento: [{ tipo: 'Extras' as const, descripcion: 'Baúl' }],
    };
    const answer = await api.put<Moto>(
      '/api/motos/70003',
      motoUpdateBody({ replace: { ...next, _id } }, _id),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...before, ...next });
    expect(await moto('70003')).toEqual({ ...before, ...next });
  });

  it('announces each change as resource:changed for motos', async () => {
    const { socket, changes } = await watchResourceChanges(t.app, ADMIN);
    try {
      const target = await moto('70004');
      await api.put(`/api/motos/${target.idv}`, { km: 1234 });
      await expect
        .poll(() => changes.find((c) => c.resource === 'motos'))
        .toMatchObject({
          resource: 'motos',
          action: 'update',
          ids: [target._id],
        });
    } finally {
      socket.close();
    }
  });

  describe('malformed bodies: a Spanish 400 naming the part, and the moto unchanged', () => {
    const cases: [string, (m: Moto) => unknown, RegExp][] = [
      [
        'an unknown operator',
        (m) => ({ filter: { _id: m._id }, update: { $inc: { km: 1 } } }),
        /operador '\$inc' no está permitido/,
      ],
      [
        '$set on another path',
        (m) => ({ filter: { _id: m._id }, update: { $set: { precioVenta: 1 } } }),
        /ruta 'precioVenta' no está permitida/,
      ],
      [
        '$push onto equipamiento',
        (m) => ({
          filter: { _id: m._id },
          update: { $push: { equipamiento: { descripcion: 'x' } } },
        }),
        /ruta 'equipamiento'/,
      ],
      [
        'a filter on another moto',
        () => ({
          filter: { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
          update: { $pull: { recursos: { nombre: 'x' } } },
        }),
        /'filter\._id' no corresponde/,
      ],
      [
        'a filter on a field',
        (m) => ({ filter: { _id: m._id, marca: 'BMW' }, update: { km: 1 } }),
        /filtro por 'marca' no está permitido/,
      ],
      [
        '3 decimals',
        () => ({ precioVenta: 100.123 }),
        /'Precio de venta' debe tener como máximo 2 decimales/,
      ],
      [
        'a date not ISO',
        () => ({ fechaMatriculacion: '2021/03/15' }),
        /'Fecha de matriculación' debe ser una fecha ISO/,
      ],
      ['an unknown field', () => ({ precioOferta: 100 }), /'precioOferta' no está permitido/],
      ['changing the idv', () => ({ idv: '1' }), /'IDV' no se puede modificar/],
      [
        'a replace with another idv',
        (m) => ({ filter: { _id: m._id }, update: { ...m, _id: undefined, idv: '123' } }),
        /'IDV' no se puede modificar/,
      ],
      [
        'a replace without marca',
        (m) => ({ filter: { _id: m._id }, update: { idv: m.idv, modelo: 'x', tipo: 'VO' } }),
        /'Marca' es obligatorio/,
      ],
      [
        'a pushed photo without url',
        (m) => ({ filter: { _id: m._id }, update: { $push: { recursos: { nombre: 'x.jpg' } } } }),
        /'Fotos › Dirección' es obligatorio/,
      ],
      [
        'a pushed photo named as one it has',
        (m) => ({
          filter: { _id: m._id },
          update: { $push: { recursos: { ...m.recursos[0], _id: undefined } } },
        }),
        /ya tiene una foto llamada/,
      ],
      [
        '$set on a photo it lacks',
        (m) =>
          motoUpdateBody({ setResourceProps: { nombre: 'no-existe.jpg', propiedades: [] } }, m._id),
        /no tiene ninguna foto llamada 'no-existe\.jpg'/,
      ],
      [
        '$set with a third property',
        (m) =>
          motoUpdateBody(
            {
              setResourceProps: {
                nombre: m.recursos[0]?.nombre ?? '',
                propiedades: [
                  { nombre: 'EsFotoPrincipal', valor: true },
                  { nombre: 'OrdenFoto', valor: 1 },
                  { nombre: 'OrdenFoto', valor: 2 },
                ],
              },
            },
            m._id,
          ),
        /Propiedades.*no puede contener más de 2/,
      ],
      [
        '$pull of a photo it lacks',
        (m) => motoUpdateBody({ pull: 'no-existe.jpg' }, m._id),
        /no tiene ninguna foto/,
      ],
      ['an empty body', () => ({}), /al menos un campo/],
      ['a list', () => [{ km: 1 }], /objeto JSON/],
    ];
    it.each(cases)('%s', async (_name, bodyOf, message) => {
      const target = await withPhotos(1);
      const answer = await api.put(
        `/api/motos/${target.idv}`,
        JSON.parse(JSON.stringify(bodyOf(target))),
      );
      expectError(answer, 400, message);
      expect(await moto(target.idv)).toEqual(target);
    });

    it('a moto that does not exist is a 404', async () => {
      expectError(await api.put('/api/motos/99999999', { km: 1 }), 404);
    });
  });
});

describe('malformed addresses of GET and DELETE /api/motos/{id}: refused, nothing deleted', () => {
  const bad: [string, string, number][] = [
    ['a path going up', '..%2F..%2Fjwt-secret', 400],
    // Resolved to a path outside the API's routes: 'No encontrado'.
    ['an encoded dot-dot', '%2e%2e', 404],
    ['a space', '70001%20OR%201', 400],
    ['too long', '7'.repeat(41), 400],
    ['a quote', "70001'", 400],
    ['an unknown moto', '99999998', 404],
  ];
  it.each(bad)('%s', async (_name, id, status) => {
    const before = (await motos()).length;
    expectError(await api.get(`/api/motos/${id}`), status, SPANISH_OR_NOT_FOUND);
    expectError(await api.delete(`/api/motos/${id}`), status, SPANISH_OR_NOT_FOUND);
    expect((await motos()).length).toBe(before);
  });

  it('an unknown query parameter on DELETE is refused before anything is deleted', async () => {
    expectError(
      await api.delete('/api/motos/70001?confirmar=1'),
      400,
      /'confirmar' no está permitido/,
    );
    expect((await api.get('/api/motos/70001')).status).toBe(200);
  });
});

const SPANISH_OR_NOT_FOUND = /(parámetro|No se ha encontrado la moto|No encontrado|petición|válid)/;
