// What the moto sheet's 'Guardar' sends (only the changed fields, equipment as stored) and the
// photos panel's property updates (main photo, order by drag or by number).
import { describe, expect, it } from 'vitest';
import { changedMotoFields } from '../../src/domain/motos/changes';
import {
  firstMovablePlace,
  mainPhotoUpdates,
  movePhoto,
  orderedPhotos,
  photoOrderFieldUpdates,
  photoOrderUpdates,
  uploadedPhoto,
} from '../../src/domain/motos/photos';
import { photoProperties } from '../../src/domain/photoOrder';
import type { VehicleResource } from '../../src/domain/types';

const photo = (nombre: string, main: boolean, order: number): VehicleResource => ({
  _id: `id-${nombre}`,
  nombre,
  url: `/api/uploads/images/${nombre}`,
  tipo: 'IMAGEN',
  propiedades: photoProperties(main, order),
});

describe('the sheet sends only what changed', () => {
  const read = {
    id: '1001',
    _id: 'm1',
    idv: '1001',
    precioVenta: 9790,
    color: 'ROJO',
    fechaMatriculacion: null,
    equipamiento: [{ id: 'a', tipo: 'Serie', descripcion: 'ABS' }],
    recursos: [photo('a.jpg', true, 1)],
  };

  it('nothing changed: nothing to send', () => {
    expect(changedMotoFields({ ...read, equipamiento: [...read.equipamiento] }, read)).toEqual({});
  });

  it('a changed field, never the ids or the photos', () => {
    expect(
      changedMotoFields(
        { ...read, precioVenta: 9990.5, idv: 'x', _id: 'y', id: 'z', recursos: [] },
        read,
      ),
    ).toEqual({ precioVenta: 9990.5 });
  });

  it('a field emptied is sent as null; undefined and null are the same', () => {
    expect(changedMotoFields({ ...read, color: null }, read)).toEqual({ color: null });
    expect(changedMotoFields({ ...read, fechaMatriculacion: undefined }, read)).toEqual({});
  });

  it('a field the moto lacks is not sent for being shown (a switch off, an empty list)', () => {
    expect(
      changedMotoFields({ ...read, liquidacion: false, consumos: [], dimensiones: [] }, read),
    ).toEqual({});
    expect(changedMotoFields({ ...read, liquidacion: true }, read)).toEqual({ liquidacion: true });
    expect(
      changedMotoFields({ ...read, precios: [] }, { ...read, precios: [{ valor: 1 }] }),
    ).toEqual({ precios: [] });
  });

  it('equipment is sent whole, empty rows left out', () => {
    const rows = [...read.equipamiento, { id: 'eq-2', tipo: '', descripcion: '' }];
    expect(changedMotoFields({ ...read, equipamiento: rows }, read)).toEqual({});
    const added = [...read.equipamiento, { id: 'eq-2', tipo: 'Extras', descripcion: 'Maletas' }];
    expect(changedMotoFields({ ...read, equipamiento: added }, read)).toEqual({
      equipamiento: added,
    });
  });
});

describe('photos panel updates', () => {
  const recursos = [photo('a.jpg', true, 1), photo('b.jpg', false, 2), photo('c.jpg', false, 3)];

  it('main photo: it becomes the first of the order, the others follow without the flag', () => {
    expect(mainPhotoUpdates(recursos, 'c.jpg')).toEqual([
      { nombre: 'c.jpg', propiedades: photoProperties(true, 1) },
      { nombre: 'a.jpg', propiedades: photoProperties(false, 2) },
      { nombre: 'b.jpg', propiedades: photoProperties(false, 3) },
    ]);
    expect(mainPhotoUpdates(recursos, 'a.jpg')).toEqual([]);
    expect(mainPhotoUpdates(recursos, 'zz.jpg')).toEqual([]);
    // No main photo yet: only the one made main changes when it is already first.
    const none = [photo('a.jpg', false, 1), photo('b.jpg', false, 2)];
    expect(mainPhotoUpdates(none, 'a.jpg')).toEqual([
      { nombre: 'a.jpg', propiedades: photoProperties(true, 1) },
    ]);
    expect(firstMovablePlace(orderedPhotos(recursos))).toBe(1);
    expect(firstMovablePlace(orderedPhotos(none))).toBe(0);
  });

  it('a drag gives 1, 2, 3… top to bottom; only the photos whose order changes', () => {
    const shown = movePhoto(orderedPhotos(recursos), 2, 1);
    expect(shown.map((p) => p.nombre)).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    expect(photoOrderUpdates(recursos, shown)).toEqual([
      { nombre: 'c.jpg', propiedades: photoProperties(false, 2) },
      { nombre: 'b.jpg', propiedades: photoProperties(false, 3) },
    ]);
    expect(movePhoto(shown, 0, 9)).toEqual(shown);
  });

  it('an order typed moves the photo there (clamped to the last place)', () => {
    expect(photoOrderFieldUpdates(recursos, 'b.jpg', 9)).toEqual([
      { nombre: 'c.jpg', propiedades: photoProperties(false, 2) },
      { nombre: 'b.jpg', propiedades: photoProperties(false, 3) },
    ]);
    expect(photoOrderFieldUpdates(recursos, 'b.jpg', 0)).toEqual([]);
    expect(photoOrderFieldUpdates(recursos, 'b.jpg', 2)).toEqual([]);
    // Never before the main photo; the main photo keeps the first place.
    expect(photoOrderFieldUpdates(recursos, 'c.jpg', 1)).toEqual([
      { nombre: 'c.jpg', propiedades: photoProperties(false, 2) },
      { nombre: 'b.jpg', propiedades: photoProperties(false, 3) },
    ]);
    expect(photoOrderFieldUpdates(recursos, 'a.jpg', 3)).toEqual([]);
  });

  it('an uploaded photo is pushed after the last one, main when it is the first', () => {
    const upload = { filename: 'x.jpg', url: '/api/uploads/images/x.jpg' };
    expect(uploadedPhoto([], upload)).toEqual({
      nombre: 'x.jpg',
      url: '/api/uploads/images/x.jpg',
      tipo: 'IMAGEN',
      propiedades: photoProperties(true, 1),
    });
    expect(uploadedPhoto(recursos, upload).propiedades).toEqual(photoProperties(false, 4));
  });
});

describe('the sheet has every stock vehicle field', () => {
  it('each stock vehicle field once, the moto columns included', async () => {
    const { SHEET_FIELD_SOURCES } = await import('../../src/domain/motos/sheet');
    const { MOTO_COLUMNS } = await import('../../src/domain/motos/types');
    // The stock vehicle's fields, as the reference API's schema lists them.
    const { STOCK_VEHICLE_FIELDS } = await import('../../server/channels/vehicleSchema');
    const every = Object.keys(STOCK_VEHICLE_FIELDS).filter((f) => f !== '_id');
    expect([...SHEET_FIELD_SOURCES].sort()).toEqual([...every].sort());
    for (const column of MOTO_COLUMNS) expect(SHEET_FIELD_SOURCES).toContain(column);
    expect(new Set(SHEET_FIELD_SOURCES).size).toBe(SHEET_FIELD_SOURCES.length);
  });
});
