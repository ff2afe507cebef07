// The moto sheet's photos panel (the propiedades of recursos): which property updates (update.ts
// style 3, one per photo, by its nombre) a main-photo click or a new order makes, and what a
// freshly uploaded photo is pushed as (style 2). The one OrdenFoto convention of the product is
// ../photoOrder.ts (1-based, main photo first).
import {
  isMainPhoto,
  orderOrPosition,
  orderedPhotos,
  photoProperties,
  uploadedPhotoProperties,
} from '../photoOrder.js';
import type { ResourceProperty, VehicleResource } from '../types.js';
import type { NewResource } from './update.js';

export { isMainPhoto, orderedPhotos };

/** The photos panel is 800 px high and scrolls. */
export const PHOTO_PANEL_HEIGHT_PX = 800;

export interface PhotoPropsUpdate {
  nombre: string;
  propiedades: ResourceProperty[];
}

/**
 * Making one photo the main one: shown first, it becomes the first of the order (OrdenFoto 1)
 * and the others follow it in the order they had, without the flag (the server also clears
 * the flag of the others: update.ts, one main photo). Only the photos whose flag or order
 * changes are updated, the new main photo first.
 */
export const mainPhotoUpdates = (
  recursos: readonly VehicleResource[],
  nombre: string,
): PhotoPropsUpdate[] => {
  const shown = orderedPhotos(recursos);
  const from = shown.findIndex((r) => r.nombre === nombre);
  if (from < 0 || isMainPhoto(shown[from])) return [];
  return movePhoto(shown, from, 0).flatMap((photo, i) => {
    const main = i === 0;
    const index = recursos.findIndex((r) => r.nombre === photo.nombre);
    const unchanged =
      isMainPhoto(photo) === main && orderOrPosition(recursos[index], index) === i + 1;
    return unchanged ? [] : [{ nombre: photo.nombre, propiedades: photoProperties(main, i + 1) }];
  });
};

/** The first place a photo can be moved to: the main photo keeps the first one. */
export const firstMovablePlace = (shown: readonly VehicleResource[]): number =>
  shown.length > 0 && isMainPhoto(shown[0]) ? 1 : 0;

/** Moves the photo at `from` to `to` in the shown order (a drag, or the arrows). */
export const movePhoto = <T>(shown: readonly T[], from: number, to: number): T[] => {
  if (from < 0 || from >= shown.length || to < 0 || to >= shown.length) return [...shown];
  const moved = [...shown];
  const [photo] = moved.splice(from, 1);
  moved.splice(to, 0, photo);
  return moved;
};

/**
 * The order `shown` gives (1, 2, 3… top to bottom), as the updates of the photos whose
 * OrdenFoto changes; each keeps its main-photo flag.
 */
export const photoOrderUpdates = (
  recursos: readonly VehicleResource[],
  shown: readonly VehicleResource[],
): PhotoPropsUpdate[] =>
  shown.flatMap((photo, i) => {
    const order = i + 1;
    const index = recursos.findIndex((r) => r.nombre === photo.nombre);
    if (index < 0 || orderOrPosition(recursos[index], index) === order) return [];
    return [{ nombre: photo.nombre, propiedades: photoProperties(isMainPhoto(photo), order) }];
  });

/**
 * Typing an order number for one photo: the photo goes to that place (1 … the number of
 * photos; never before the main photo, which keeps the first) and the others follow, as the
 * updates of those whose order changes.
 */
export const photoOrderFieldUpdates = (
  recursos: readonly VehicleResource[],
  nombre: string,
  order: number,
): PhotoPropsUpdate[] => {
  const shown = orderedPhotos(recursos);
  const from = shown.findIndex((r) => r.nombre === nombre);
  if (from < 0 || !Number.isInteger(order) || order < 1 || isMainPhoto(shown[from])) return [];
  const to = Math.max(Math.min(order, shown.length) - 1, firstMovablePlace(shown));
  return photoOrderUpdates(recursos, movePhoto(shown, from, to));
};

/**
 * The photo pushed after an upload: its stored name and URL, type IMAGEN, the main photo
 * when it is the moto's first, after the last one (`recursos` holds the photos pushed before
 * it in the same batch of several files).
 */
export const uploadedPhoto = (
  recursos: readonly VehicleResource[],
  upload: { filename: string; url: string },
): NewResource => ({
  nombre: upload.filename,
  url: upload.url,
  tipo: 'IMAGEN',
  propiedades: uploadedPhotoProperties(recursos),
});
