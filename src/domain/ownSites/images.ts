// The images panel of the own-site edit page (the vehicle's `recursos`): the main-photo flag and
// order of each image, and the name of a new one. Reading and writing a photo's flag and order is
// ../photoOrder.ts: one 1-based OrdenFoto for the whole product.
import type { ResourceProperty, VehicleResource } from '../types.js';
import {
  isMainPhoto,
  nextPhotoOrder,
  orderOrPosition,
  orderedPhotos,
  photoOrder,
  photoProperties,
} from '../photoOrder.js';

export { isMainPhoto, nextPhotoOrder, orderOrPosition, orderedPhotos, photoOrder, photoProperties };

/** The images panel is 800 px high and scrolls. */
export const IMAGE_PANEL_HEIGHT_PX = 800;

/** One image property update (filter: vehicle _id and the image's _id). */
export interface ImagePropertiesUpdate {
  imageId: string;
  propiedades: ResourceProperty[];
}

/**
 * Making one image the main photo: one vehicle has one main photo, so the previous main one loses
 * its flag. Only the images whose flag changes are returned (each is one update).
 */
export const mainPhotoUpdates = (
  recursos: readonly VehicleResource[],
  imageId: string,
): ImagePropertiesUpdate[] => {
  if (!recursos.some((r) => r._id === imageId)) return [];
  return recursos.flatMap((r, i) => {
    const main = r._id === imageId;
    return isMainPhoto(r) === main
      ? []
      : [{ imageId: r._id, propiedades: photoProperties(main, orderOrPosition(r, i)) }];
  });
};

/** The update that gives one image a new order (its flag kept); order is a whole number ≥ 1. */
export const photoOrderUpdate = (
  photo: VehicleResource,
  order: number,
): ImagePropertiesUpdate | null =>
  Number.isInteger(order) && order >= 1
    ? { imageId: photo._id, propiedades: photoProperties(isMainPhoto(photo), order) }
    : null;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A new image's name is built from brand, model and the file's last-modified time:
 * 'peugeot-208-1732350000000.jpg' (the file's extension kept, lower case).
 */
export const newImageName = (
  marca: string,
  modelo: string,
  file: { name: string; lastModified: number },
): string => {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  const base = [slug(marca), slug(modelo), String(Math.trunc(file.lastModified))]
    .filter(Boolean)
    .join('-');
  return ext ? `${base}.${ext}` : base;
};
