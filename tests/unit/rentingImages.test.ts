// The renting form's image flow and the stored name of an upload.
import { describe, expect, it } from 'vitest';
import {
  coverPhoto,
  newPhoto,
  photoFileName,
  uploadFileName,
  withMainPhoto,
  withPhotoOrder,
} from '../../src/domain/renting/images';

describe('renting photos', () => {
  it('names an upload from its last-modified time and name, the first space a dash', () => {
    expect(uploadFileName({ name: 'foto del coche.jpg', lastModified: 1700000000000 })).toBe(
      '1700000000000-foto-del coche.jpg',
    );
  });

  it('adds an upload with main-photo false and an empty order', () => {
    expect(newPhoto('a.jpg', '/api/uploads/images/renting/a.jpg')).toEqual({
      nombre: 'a.jpg',
      url: '/api/uploads/images/renting/a.jpg',
      tipo: 'IMAGEN',
      propiedades: [
        { nombre: 'EsFotoPrincipal', valor: false },
        { nombre: 'OrdenFoto', valor: '' },
      ],
    });
    expect(photoFileName(newPhoto('x', '/api/uploads/images/renting/17-a%20b.jpg'))).toBe(
      '17-a b.jpg',
    );
  });

  it('keeps one main photo, orders by whole numbers, and shows the main one on the card', () => {
    const photos = [newPhoto('a', '/a'), newPhoto('b', '/b'), newPhoto('c', '/c')];
    const ordered = withPhotoOrder(withPhotoOrder(photos, 2, '1'), 1, '2');
    expect(coverPhoto(ordered)?.nombre).toBe('c');
    expect(withPhotoOrder(ordered, 0, '1,5')).toEqual(ordered);
    const main = withMainPhoto(withMainPhoto(ordered, 0), 1);
    expect(main.map((p) => p.propiedades[0].valor)).toEqual([false, true, false]);
    expect(main[2].propiedades[1].valor).toBe(1);
    expect(coverPhoto(main)?.nombre).toBe('b');
    expect(coverPhoto([])).toBeUndefined();
  });
});
