// One OrdenFoto convention (src/domain/photoOrder.ts): 1-based, missing order last, the main
// photo first — the server upload, the edit page's panel, the vehicle sheet and the web feed.
import { describe, expect, it } from 'vitest';
import {
  FIRST_PHOTO_ORDER,
  nextPhotoOrder,
  orderedPhotos,
  photoOrder,
  photoProperties,
  uploadedPhotoProperties,
} from '../../src/domain/photoOrder';
import * as ownSiteImages from '../../src/domain/ownSites/images';
import { storedPhotoProperties } from '../../server/ownSites/images';
import { wooProduct } from '../../server/ownSites/webFeed';
import type { SaleVehicle } from '../../server/ownSites/saleVehicle';
import type { VehicleResource } from '../../src/domain/types';

const photo = (id: string, main: boolean, order?: number): VehicleResource => ({
  _id: id,
  nombre: `${id}.jpg`,
  url: `/api/uploads/images/gomotorcars/${id}.jpg`,
  tipo: 'IMAGEN',
  propiedades:
    order === undefined
      ? [{ nombre: 'EsFotoPrincipal', valor: main }]
      : photoProperties(main, order),
});

describe('OrdenFoto: one 1-based convention', () => {
  it('the first photo is 1 and a new one goes after the last', () => {
    expect(FIRST_PHOTO_ORDER).toBe(1);
    expect(nextPhotoOrder([])).toBe(1);
    expect(nextPhotoOrder([photo('a', true, 1), photo('b', false, 2)])).toBe(3);
    expect(nextPhotoOrder([photo('a', true, 1), photo('b', false, 7)])).toBe(8);
    // A photo without an order counts where it stands (2nd → 2).
    expect(nextPhotoOrder([photo('a', true, 1), photo('b', false)])).toBe(3);
  });

  it('an uploaded photo: main when it is the first, ordered after the last', () => {
    expect(uploadedPhotoProperties([])).toEqual(photoProperties(true, 1));
    expect(uploadedPhotoProperties([photo('a', true, 1), photo('b', false, 2)])).toEqual(
      photoProperties(false, 3),
    );
    // The server's upload uses this very rule.
    expect(storedPhotoProperties([photo('a', true, 1)])).toEqual(photoProperties(false, 2));
    expect(storedPhotoProperties([])).toEqual(photoProperties(true, 1));
  });

  it('the console (edit panel) reads the same functions', () => {
    expect(ownSiteImages.nextPhotoOrder).toBe(nextPhotoOrder);
    expect(ownSiteImages.photoOrder).toBe(photoOrder);
  });

  it('the web feed orders images as the console shows them: main first, no order last', () => {
    const recursos = [
      photo('none', false),
      photo('c', false, 3),
      photo('main', true, 2),
      photo('a', false, 1),
    ];
    const product = wooProduct({
      _id: 'x',
      idv: '1',
      marca: 'SEAT',
      modelo: 'Ibiza',
      recursos,
    } as unknown as SaleVehicle);
    expect(product.images.map((i) => [i.name, i.position])).toEqual([
      ['main.jpg', 0],
      ['a.jpg', 1],
      ['c.jpg', 2],
      ['none.jpg', 3],
    ]);
    expect(orderedPhotos(recursos).map((p) => p.nombre)).toEqual(product.images.map((i) => i.name));
  });
});
