// The photos (recursos) of the renting form: an uploaded photo joins the list with main-photo false
// and an empty order; deleting removes it (and the server file). The uploaded file is named from
// its last-modified time and its name, the first space made a dash.
import type { RentingResource } from './types.js';

export const uploadFileName = (file: { name: string; lastModified: number }): string =>
  `${file.lastModified}-${file.name.replace(' ', '-')}`;

/** The name the API's delete-image takes: the file name of the photo's URL. */
export const photoFileName = (photo: Pick<RentingResource, 'url' | 'nombre'>): string =>
  decodeURIComponent(photo.url.split('?')[0].split('/').pop() ?? '') || photo.nombre;

export const newPhoto = (nombre: string, url: string): RentingResource => ({
  nombre,
  url,
  tipo: 'IMAGEN',
  propiedades: [
    { nombre: 'EsFotoPrincipal', valor: false },
    { nombre: 'OrdenFoto', valor: '' },
  ],
});

export const isMain = (photo: RentingResource): boolean =>
  photo.propiedades?.some((p) => p.nombre === 'EsFotoPrincipal' && p.valor === true) ?? false;

/** OrdenFoto, or '' when the photo has none. */
export const orderOf = (photo: RentingResource): number | '' => {
  const order = photo.propiedades?.find((p) => p.nombre === 'OrdenFoto')?.valor;
  return typeof order === 'number' && Number.isFinite(order) ? order : '';
};

const withProperties = (photo: RentingResource, main: boolean, order: number | '') => ({
  ...photo,
  propiedades: [
    { nombre: 'EsFotoPrincipal' as const, valor: main },
    { nombre: 'OrdenFoto' as const, valor: order },
  ],
});

/** The photo at `index` becomes the only main photo. */
export const withMainPhoto = (recursos: readonly RentingResource[], index: number) =>
  recursos.map((photo, i) => withProperties(photo, i === index, orderOf(photo)));

/** Sets the order of the photo at `index` ('' or a whole number ≥ 1 typed; else unchanged). */
export const withPhotoOrder = (
  recursos: readonly RentingResource[],
  index: number,
  typed: string,
) => {
  const text = typed.trim();
  const order = text === '' ? '' : Number(text);
  if (order !== '' && !(Number.isInteger(order) && order >= 1)) return [...recursos];
  return recursos.map((photo, i) =>
    i === index ? withProperties(photo, isMain(photo), order) : photo,
  );
};

/**
 * The photo a card shows: the main one, else the lowest order, else the first of the list.
 */
export const coverPhoto = (recursos: readonly RentingResource[] | undefined) => {
  const photos = (recursos ?? []).filter((r) => typeof r?.url === 'string' && r.url !== '');
  const main = photos.find(isMain);
  if (main) return main;
  const ordered = photos
    .map((photo, index) => ({ photo, index, order: orderOf(photo) }))
    .sort(
      (a, b) =>
        (a.order === '' ? Infinity : a.order) - (b.order === '' ? Infinity : b.order) ||
        a.index - b.index,
    );
  return ordered[0]?.photo;
};
