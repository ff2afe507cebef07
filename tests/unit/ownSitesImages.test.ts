import { describe, expect, it } from 'vitest';
import {
  IMAGE_PANEL_HEIGHT_PX,
  mainPhotoUpdates,
  newImageName,
  nextPhotoOrder,
  photoOrderUpdate,
  photoProperties,
  ROW_RELOAD_DELAY_MS,
} from '../../src/domain/ownSites';
import type { VehicleResource } from '../../src/domain/types';

const photo = (id: string, main: boolean, order: number): VehicleResource => ({
  _id: id,
  nombre: `${id}.jpg`,
  url: `/uploads/images/gomotorcars/${id}.jpg`,
  tipo: 'IMAGEN',
  propiedades: photoProperties(main, order),
});

describe('images panel of the own-site edit page', () => {
  it('uses the panel height and the row reload delay', () => {
    expect(IMAGE_PANEL_HEIGHT_PX).toBe(800);
    expect(ROW_RELOAD_DELAY_MS).toBe(1000);
  });

  it('writes the properties as [EsFotoPrincipal, OrdenFoto]', () => {
    expect(photoProperties(true, 2)).toEqual([
      { nombre: 'EsFotoPrincipal', valor: true },
      { nombre: 'OrdenFoto', valor: 2 },
    ]);
  });

  it('a new main photo takes the flag from the old one, sending only what changes', () => {
    const recursos = [photo('a', true, 1), photo('b', false, 2), photo('c', false, 3)];
    expect(mainPhotoUpdates(recursos, 'c')).toEqual([
      { imageId: 'a', propiedades: photoProperties(false, 1) },
      { imageId: 'c', propiedades: photoProperties(true, 3) },
    ]);
    expect(mainPhotoUpdates(recursos, 'a')).toEqual([]);
    expect(mainPhotoUpdates(recursos, 'zz')).toEqual([]);
  });

  it('reorders an image keeping its flag, refusing an order below 1 or with decimals', () => {
    expect(photoOrderUpdate(photo('a', true, 1), 4)).toEqual({
      imageId: 'a',
      propiedades: photoProperties(true, 4),
    });
    expect(photoOrderUpdate(photo('a', true, 1), 0)).toBeNull();
    expect(photoOrderUpdate(photo('a', true, 1), 1.5)).toBeNull();
  });

  it('puts a new image after the last one', () => {
    expect(nextPhotoOrder([])).toBe(1);
    expect(nextPhotoOrder([photo('a', true, 1), photo('b', false, 7)])).toBe(8);
  });

  it("names a new image from brand, model and the file's last-modified time", () => {
    const file = { name: 'IMG_0001.JPG', lastModified: 1732350000000 };
    expect(newImageName('PEUGEOT', '208', file)).toBe('peugeot-208-1732350000000.jpg');
    expect(newImageName('Citroën', 'C5 Aircross', { name: 'foto', lastModified: 5 })).toBe(
      'citroen-c5-aircross-5',
    );
  });
});
