// A vehicle photo's main-photo flag and order (the propiedades of recursos): ONE convention for the
// whole product — the server's upload (server/ownSites/images.ts), the edit page's images panel
// (./ownSites/images.ts), the vehicle sheet's gallery (./vehicleSheet.ts) and the web feed's image
// order (server/ownSites/webFeed.ts).
//
// OrdenFoto is 1-based: the first photo is 1 (as the group stock's photos come, seed and
// Quiter alike), a new photo goes after the last one, and a photo without an order goes last.
// Shown, the main photo comes first, then by OrdenFoto (stable for ties).
//
// Pure, and importable by the server (NodeNext: imports carry .js).
import type { ResourceProperty, VehicleResource } from './types.js';

/** The order of the first photo. */
export const FIRST_PHOTO_ORDER = 1;

type PropertyName = ResourceProperty['nombre'];

/** propiedades item 0 is the main-photo flag, item 1 the order; named when named. */
const propertyOf = (photo: VehicleResource, name: PropertyName, index: number): unknown => {
  const props = Array.isArray(photo.propiedades) ? photo.propiedades : [];
  const named = props.find((p) => p?.nombre === name);
  return (named ?? props[index])?.valor;
};

export const isMainPhoto = (photo: VehicleResource): boolean => {
  const flag = propertyOf(photo, 'EsFotoPrincipal', 0);
  return flag === true || flag === 1 || flag === 'true' || flag === '1' || flag === 'S';
};

/** OrdenFoto as a number; photos without one go last (+∞). */
export const photoOrder = (photo: VehicleResource): number => {
  const order = propertyOf(photo, 'OrdenFoto', 1);
  const n = typeof order === 'number' ? order : Number(String(order ?? '').trim() || NaN);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/** The gallery: images only, main photo first, then by OrdenFoto (stable for ties). */
export const orderedPhotos = (recursos: readonly VehicleResource[] = []): VehicleResource[] =>
  recursos
    .filter(
      (r) => r && typeof r.url === 'string' && r.url !== '' && (r.tipo ?? 'IMAGEN') === 'IMAGEN',
    )
    .map((photo, index) => ({ photo, index, main: isMainPhoto(photo), order: photoOrder(photo) }))
    .sort(
      (a, b) =>
        Number(b.main) - Number(a.main) ||
        (a.order === b.order ? 0 : a.order < b.order ? -1 : 1) ||
        a.index - b.index,
    )
    .map(({ photo }) => photo);

/** A photo's propiedades: [EsFotoPrincipal, OrdenFoto]. */
export const photoProperties = (main: boolean, order: number): ResourceProperty[] => [
  { nombre: 'EsFotoPrincipal', valor: main },
  { nombre: 'OrdenFoto', valor: order },
];

/** A photo's order, or where it stands (1-based) when it has none. */
export const orderOrPosition = (photo: VehicleResource, index: number): number => {
  const order = photoOrder(photo);
  return Number.isFinite(order) ? order : index + FIRST_PHOTO_ORDER;
};

/** The order a new photo gets: after the last one (1 for the first). */
export const nextPhotoOrder = (recursos: readonly VehicleResource[]): number =>
  recursos.reduce((max, r, i) => Math.max(max, orderOrPosition(r, i)), FIRST_PHOTO_ORDER - 1) + 1;

/** The properties of an uploaded photo: the main one if it is the first, after the last. */
export const uploadedPhotoProperties = (recursos: readonly VehicleResource[]): ResourceProperty[] =>
  photoProperties(recursos.length === 0, nextPhotoOrder(recursos));
