// The {filter, update} styles of PUT /api/motos/{id} (src/domain/motos/update.ts): what the console
// builds (motoUpdateBody) is what the server reads (parseMotoUpdate), each style does exactly its
// change (applyMotoUpdate), and anything else is refused in Spanish.
import { describe, expect, it } from 'vitest';
import type { Moto } from '../../src/domain/motos/types';
import { motoThumbnailUrl, MOTO_COLUMNS } from '../../src/domain/motos/types';
import {
  applyMotoUpdate,
  motoUpdateBody,
  parseMotoUpdate,
  removedPhotoUrls,
  type MotoUpdate,
} from '../../src/domain/motos/update';
import type { VehicleResource } from '../../src/domain/types';
import { photoResource } from '../motoFixtures';

const ID = '65a1b2c3d4e5f60718293a4b';

const photo = (nombre: string, main: boolean, order: number): VehicleResource => ({
  _id: `id-${nombre}`,
  ...photoResource(nombre, main, order),
});

const moto = (): Moto => ({
  _id: ID,
  idv: '40123',
  marca: 'YAMAHA',
  modelo: 'MT-07',
  tipo: 'VO',
  reservado: '0',
  publicar: false,
  precioVenta: 6990,
  km: 12000,
  fechaMatriculacion: '2021-03-15T00:00:00.000Z',
  precios: [],
  equipamiento: [{ tipo: 'Serie', descripcion: 'ABS' }],
  recursos: [photo('a.jpg', true, 1), photo('b.jpg', false, 2)],
});

const roundTrip = (update: MotoUpdate) => {
  const parsed = parseMotoUpdate(JSON.parse(JSON.stringify(motoUpdateBody(update, ID))));
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};

describe('motoUpdateBody ↔ parseMotoUpdate: the five styles', () => {
  it('a partial field is the field alone', () => {
    expect(motoUpdateBody({ field: { precioVenta: 7490 } }, ID)).toEqual({ precioVenta: 7490 });
    expect(roundTrip({ field: { km: 15000 } })).toEqual({ update: { field: { km: 15000 } } });
  });

  it('push, set propiedades, pull and replace carry the filter on _id', () => {
    const pushed = {
      nombre: 'c.jpg',
      url: '/api/uploads/images/c.jpg',
      tipo: 'IMAGEN' as const,
      propiedades: [],
    };
    expect(motoUpdateBody({ push: pushed }, ID)).toEqual({
      filter: { _id: ID },
      update: { $push: { recursos: pushed } },
    });
    expect(roundTrip({ push: pushed })).toEqual({ update: { push: pushed }, filterId: ID });

    const props = [
      { nombre: 'EsFotoPrincipal' as const, valor: true },
      { nombre: 'OrdenFoto' as const, valor: 2 },
    ];
    expect(
      motoUpdateBody({ setResourceProps: { nombre: 'b.jpg', propiedades: props } }, ID),
    ).toEqual({
      filter: { _id: ID, 'recursos.nombre': 'b.jpg' },
      update: { $set: { 'recursos.$.propiedades': props } },
    });
    expect(roundTrip({ setResourceProps: { nombre: 'b.jpg', propiedades: props } }).update).toEqual(
      {
        setResourceProps: { nombre: 'b.jpg', propiedades: props },
      },
    );

    expect(motoUpdateBody({ pull: 'a.jpg' }, ID)).toEqual({
      filter: { _id: ID },
      update: { $pull: { recursos: { nombre: 'a.jpg' } } },
    });
    expect(roundTrip({ pull: 'a.jpg' }).update).toEqual({ pull: 'a.jpg' });

    const { _id: _drop, ...document } = moto();
    const replaced = roundTrip({ replace: moto() });
    expect(motoUpdateBody({ replace: moto() }, ID)).toEqual({
      filter: { _id: ID },
      update: document,
    });
    expect(replaced).toEqual({ update: { replace: document }, filterId: ID });
  });
});

describe("motoUpdateBody never sends react-admin's record id", () => {
  it('a partial field or a replace built from a console record', () => {
    const record = { ...moto(), id: '40123' };
    expect(motoUpdateBody({ field: { km: 1, id: '40123' } as never }, ID)).toEqual({ km: 1 });
    const body = motoUpdateBody({ replace: record }, ID) as { update: Record<string, unknown> };
    expect(body.update).not.toHaveProperty('id');
    expect(body.update).not.toHaveProperty('_id');
    expect(body.update.idv).toBe('40123');
  });
});

describe('parseMotoUpdate refuses every other shape, naming the part', () => {
  const refused: [string, unknown, RegExp][] = [
    ['not an object', [1, 2], /objeto JSON/],
    ['empty', {}, /al menos un campo/],
    ['idv in a partial', { idv: '1' }, /IDV.*no se puede modificar/],
    ['_id in a partial', { _id: ID }, /no se puede modificar/],
    ['filter without update', { filter: { _id: ID } }, /'update' debe ser un objeto/],
    [
      'extra key beside filter',
      { filter: { _id: ID }, update: {}, km: 1 },
      /'km' no está permitido/,
    ],
    [
      'filter without _id',
      { filter: {}, update: { $pull: { recursos: { nombre: 'a' } } } },
      /filter\._id/,
    ],
    [
      'filter on another field',
      { filter: { _id: ID, marca: 'X' }, update: {} },
      /filtro por 'marca'/,
    ],
    [
      '$inc',
      { filter: { _id: ID }, update: { $inc: { km: 1 } } },
      /operador '\$inc' no está permitido/,
    ],
    ['$unset', { filter: { _id: ID }, update: { $unset: { recursos: 1 } } }, /\$unset/],
    [
      '$set on a field',
      { filter: { _id: ID }, update: { $set: { precioVenta: 1 } } },
      /ruta 'precioVenta' no está permitida/,
    ],
    [
      '$push onto equipamiento',
      { filter: { _id: ID }, update: { $push: { equipamiento: {} } } },
      /ruta 'equipamiento'/,
    ],
    [
      'two operators',
      { filter: { _id: ID }, update: { $push: { recursos: {} }, $pull: { recursos: {} } } },
      /un solo operador/,
    ],
    [
      'operator mixed with fields',
      { filter: { _id: ID }, update: { $push: { recursos: {} }, km: 1 } },
      /un solo operador/,
    ],
    [
      '$set without the photo filter',
      { filter: { _id: ID }, update: { $set: { 'recursos.$.propiedades': [] } } },
      /recursos\.nombre.*obligatorio/,
    ],
    [
      'photo filter with $pull',
      {
        filter: { _id: ID, 'recursos.nombre': 'a' },
        update: { $pull: { recursos: { nombre: 'a' } } },
      },
      /solo se admite con \$set/,
    ],
    [
      '$pull by url',
      { filter: { _id: ID }, update: { $pull: { recursos: { url: 'x' } } } },
      /\{nombre\}/,
    ],
    [
      '$push of a list',
      { filter: { _id: ID }, update: { $push: { recursos: [] } } },
      /debe ser una foto/,
    ],
  ];
  it.each(refused)('%s', (_name, body, message) => {
    const parsed = parseMotoUpdate(body);
    expect(parsed).toHaveProperty('error');
    expect((parsed as { error: string }).error).toMatch(message);
  });
});

describe('applyMotoUpdate does exactly the style’s change', () => {
  it('a partial field changes that field only; _id and idv stay', () => {
    const after = applyMotoUpdate(moto(), { field: { precioVenta: 7490 } });
    expect(after).toEqual({ ...moto(), precioVenta: 7490 });
  });

  it('push appends a photo with an id; a new main photo clears the old one', () => {
    const pushed = applyMotoUpdate(
      moto(),
      {
        push: {
          nombre: 'c.jpg',
          url: '/api/uploads/images/c.jpg',
          tipo: 'IMAGEN',
          propiedades: [
            { nombre: 'EsFotoPrincipal', valor: true },
            { nombre: 'OrdenFoto', valor: 3 },
          ],
        },
      },
      () => 'new-id',
    );
    expect(pushed.recursos.map((r) => [r._id, r.nombre, r.propiedades[0]?.valor])).toEqual([
      ['id-a.jpg', 'a.jpg', false],
      ['id-b.jpg', 'b.jpg', false],
      ['new-id', 'c.jpg', true],
    ]);
  });

  it('set propiedades changes that photo; making it main clears the others', () => {
    const after = applyMotoUpdate(moto(), {
      setResourceProps: {
        nombre: 'b.jpg',
        propiedades: [
          { nombre: 'EsFotoPrincipal', valor: true },
          { nombre: 'OrdenFoto', valor: 1 },
        ],
      },
    });
    expect(after.recursos).toEqual([photo('a.jpg', false, 1), photo('b.jpg', true, 1)]);
    const reordered = applyMotoUpdate(moto(), {
      setResourceProps: {
        nombre: 'b.jpg',
        propiedades: [
          { nombre: 'EsFotoPrincipal', valor: false },
          { nombre: 'OrdenFoto', valor: 0 },
        ],
      },
    });
    expect(reordered.recursos).toEqual([photo('a.jpg', true, 1), photo('b.jpg', false, 0)]);
  });

  it('pull removes that photo, and its url is reported as removed', () => {
    const after = applyMotoUpdate(moto(), { pull: 'a.jpg' });
    expect(after.recursos).toEqual([photo('b.jpg', false, 2)]);
    expect(removedPhotoUrls(moto(), after)).toEqual(['/api/uploads/images/a.jpg']);
  });

  it('replace keeps the stored _id and idv and fills the lists', () => {
    const after = applyMotoUpdate(moto(), {
      replace: { idv: '40123', marca: 'HONDA', modelo: 'PCX 125', tipo: 'VN', _id: 'other' },
    });
    expect(after).toEqual({
      _id: ID,
      idv: '40123',
      marca: 'HONDA',
      modelo: 'PCX 125',
      tipo: 'VN',
      reservado: '',
      publicar: false,
      precios: [],
      equipamiento: [],
      recursos: [],
    });
    expect(removedPhotoUrls(moto(), after)).toHaveLength(2);
  });
});

describe('moto columns and thumbnails', () => {
  it('the 18 stock columns in order', () => {
    expect(MOTO_COLUMNS[0]).toBe('idv');
    expect(MOTO_COLUMNS.at(-1)).toBe('publicar');
    expect(MOTO_COLUMNS).toHaveLength(18);
  });
  it('an uploaded photo has a webp thumbnail; another host’s photo is itself', () => {
    expect(motoThumbnailUrl('/api/uploads/images/yamaha-mt-07-1a2b3c.jpg')).toBe(
      '/api/uploads/images/thumbs/yamaha-mt-07-1a2b3c.jpg.webp',
    );
    expect(motoThumbnailUrl('https://fotos.example/x.jpg')).toBe('https://fotos.example/x.jpg');
    expect(motoThumbnailUrl('/api/uploads/images/../x.jpg')).toBe('/api/uploads/images/../x.jpg');
  });
});
