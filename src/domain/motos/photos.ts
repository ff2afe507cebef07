// The moto sheet's photos panel (issue 12 §2; spec 1 §3 recursos propiedades): which
// property updates (update.ts style 3, one per photo, by its nombre) a main-photo click or a
// new order makes, and what a freshly uploaded photo is pushed as (style 2). The one
// OrdenFoto convention of the product is ../photoOrder.ts (1-based, main photo first).
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

/** Spec 3 §9 / issue 12 §2: the photos panel is 800 px high and scrolls. */
export const PHOTO_PANEL_HEIGHT_PX = 800;

export interface PhotoPropsUpdate {
  nombre: string;
  propiedades: ResourceProperty[];
}

/**
 * Making one photo the main one: the server clears the others' flag (update.ts, one main
 * photo), so a single update of that photo, its order kept.
 */
export const mainPhotoUpdate = (
  recursos: readonly VehicleResource[],
  nombre: string,
): PhotoPropsUpdate | null => {
  const index = recursos.findIndex((r) => r.nombre === nombre);
  if (index < 0 || isMainPhoto(recursos[index])) return null;
  return { nombre, propiedades: photoProperties(true, orderOrPosition(recursos[index], index)) };
};

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
 * photos) and the others follow, as the updates of those whose order changes.
 */
export const photoOrderFieldUpdates = (
  recursos: readonly VehicleResource[],
  nombre: string,
  order: number,
): PhotoPropsUpdate[] => {
  const shown = orderedPhotos(recursos);
  const from = shown.findIndex((r) => r.nombre === nombre);
  if (from < 0 || !Number.isInteger(order) || order < 1) return [];
  return photoOrderUpdates(recursos, movePhoto(shown, from, Math.min(order, shown.length) - 1));
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
