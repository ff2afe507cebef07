// The manual car's photos ('Fotos del vehículo': at most 5, png / jpg / webp): chosen files become
// uploads with progress, removed or reordered, and the payload of the manual car carries the
// uploaded ones' absolute URLs in the order shown (the first main).
import { describe, expect, it } from 'vitest';
import {
  addPhotos,
  manualCarPayload,
  manualPhotosProblem,
  movePhoto,
  photoFailed,
  photoProgress,
  photoUploaded,
  publicPhotoUrl,
  removePhoto,
  uploadedPhotoUrls,
  type ManualPhoto,
} from '../../src/domain/cochesNet';

const file = (name: string, type = 'image/png', size = 2048) => ({ name, type, size });
let n = 0;
const keyOf = () => `k${++n}`;

const three = (): ManualPhoto[] =>
  addPhotos([], [file('a.png'), file('b.jpg', 'image/jpeg'), file('c.webp', 'image/webp')], keyOf)
    .photos;

describe('manual car photos', () => {
  it('adds image files as pending uploads and refuses the others by name', () => {
    const { photos, refused } = addPhotos(
      [],
      [file('frontal.png'), file('ficha.pdf', 'application/pdf'), file('lateral.JPG', '')],
      keyOf,
    );
    expect(photos.map((p) => [p.name, p.progress, p.url, p.error])).toEqual([
      ['frontal.png', 0, undefined, undefined],
      ['lateral.JPG', 0, undefined, undefined],
    ]);
    expect(new Set(photos.map((p) => p.key)).size).toBe(2);
    expect(refused).toEqual(['ficha.pdf no es una imagen PNG, JPEG o WebP']);
  });

  it('tracks each upload: progress, its URL, or its failure', () => {
    let photos = three();
    const [a, b, c] = photos.map((p) => p.key);
    photos = photoProgress(photos, a!, 0.5);
    photos = photoUploaded(photos, b!, '/api/uploads/images/1-b-abcdef.jpg');
    photos = photoFailed(photos, c!, 'La foto supera el tamaño máximo');
    expect(photos.map((p) => [p.progress, p.url ?? null, p.error ?? null])).toEqual([
      [0.5, null, null],
      [1, '/api/uploads/images/1-b-abcdef.jpg', null],
      [0, null, 'La foto supera el tamaño máximo'],
    ]);
    // An answer for a photo removed meanwhile changes nothing.
    expect(photoUploaded(removePhoto(photos, a!), a!, '/x.png')).toEqual(removePhoto(photos, a!));
  });

  it('moves a photo earlier or later and removes one', () => {
    const photos = three();
    const names = (list: ManualPhoto[]) => list.map((p) => p.name);
    expect(names(movePhoto(photos, 2, -1))).toEqual(['a.png', 'c.webp', 'b.jpg']);
    expect(names(movePhoto(photos, 0, 1))).toEqual(['b.jpg', 'a.png', 'c.webp']);
    expect(movePhoto(photos, 0, -1)).toBe(photos);
    expect(movePhoto(photos, 2, 1)).toBe(photos);
    expect(names(removePhoto(photos, photos[1]!.key))).toEqual(['a.png', 'c.webp']);
  });

  it('blocks saving while uploads run, after a failure, or beyond 5 photos', () => {
    let photos = three();
    expect(manualPhotosProblem(photos)).toBe('Espere a que terminen de subirse las fotos');
    photos = photos.map((p, i) => ({
      ...p,
      progress: 1,
      url: `/api/uploads/images/${i}.png`,
    }));
    expect(manualPhotosProblem(photos)).toBe('');
    const failed = photoFailed(
      photos,
      photos[0]!.key,
      'La foto debe ser una imagen PNG, JPEG o WebP',
    );
    expect(manualPhotosProblem(failed)).toBe('Elimine las fotos que no se han podido subir: a.png');
    const seven = addPhotos(
      photos,
      [1, 2, 3, 4].map((i) => file(`${i}.png`)),
      keyOf,
    ).photos.map((p) => ({ ...p, progress: 1, url: `/u/${p.key}.png` }));
    expect(manualPhotosProblem(seven)).toBe('Solo se permiten 5 imágenes, por favor elimina 2');
    expect(manualPhotosProblem([])).toBe('');
  });

  it('the payload carries the uploaded photos, absolute, in the order shown', () => {
    const photos = movePhoto(
      three().map((p, i) => ({ ...p, progress: 1, url: `/api/uploads/images/${i}.png` })),
      1,
      -1,
    );
    const urls = uploadedPhotoUrls(photos, '/api', 'https://consola.oliva.es/coches-net?cuenta=5');
    expect(urls).toEqual([
      'https://consola.oliva.es/api/uploads/images/1.png',
      'https://consola.oliva.es/api/uploads/images/0.png',
      'https://consola.oliva.es/api/uploads/images/2.png',
    ]);
    expect(manualCarPayload({ photos: urls }).photos).toEqual([
      { url: urls[0], main: true, order: 1 },
      { url: urls[1], main: false, order: 2 },
      { url: urls[2], main: false, order: 3 },
    ]);
  });

  it('a photo URL is resolved against the API host, not the page, when the API is elsewhere', () => {
    expect(
      publicPhotoUrl(
        '/api/uploads/images/1.png',
        'https://api.oliva.es/api',
        'https://consola.oliva.es/coches-net',
      ),
    ).toBe('https://api.oliva.es/api/uploads/images/1.png');
    expect(publicPhotoUrl('https://cdn.oliva.es/f.jpg', '/api', 'http://localhost/')).toBe(
      'https://cdn.oliva.es/f.jpg',
    );
  });
});
