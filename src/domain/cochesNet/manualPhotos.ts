// The manual car's photos on account 5 ('Fotos del vehículo': at most 5, png / jpg / webp, 'Solo se
// permiten 5 imágenes, por favor elimina N'). Each chosen file is uploaded at once (POST
// /api/upload, docs/API.md "# Motos"); the list keeps its progress, its URL or its failure, and the
// order shown is the order sent (the first is the main photo, manualCarPayload). Pure list
// operations: the dialog holds the state.
import { isAcceptedPhoto, tooManyPhotosMessage } from './manualCar.js';

export interface ManualPhoto {
  key: string;
  /** The file's name as chosen (shown, and named in a failure). */
  name: string;
  size: number;
  /** A local preview (an object URL the dialog creates and revokes). */
  preview?: string;
  /** 0–1 of the upload. */
  progress: number;
  /** Where the server serves it (its answer's url), once uploaded. */
  url?: string;
  /** The server's message when the upload failed. */
  error?: string;
}

export interface ChosenFile {
  name: string;
  type?: string;
  size: number;
}

export const MANUAL_PHOTO_TEXTS = {
  add: 'Añadir fotos',
  hint: 'PNG, JPEG o WebP; hasta 5. La primera es la principal.',
  none: 'Sin fotos: el vehículo necesita al menos una para publicarse en Coches.net',
  main: 'Principal',
  earlier: 'Mover antes',
  later: 'Mover después',
  remove: 'Quitar',
  uploading: 'Espere a que terminen de subirse las fotos',
} as const;

export const notAPhotoMessage = (name: string): string =>
  `${name} no es una imagen PNG, JPEG o WebP`;

/** Adds the chosen image files as pending uploads; the others are refused with a message. */
export function addPhotos<F extends ChosenFile>(
  photos: readonly ManualPhoto[],
  files: readonly F[],
  keyOf: (file: F) => string,
  previewOf?: (file: F) => string,
): { photos: ManualPhoto[]; added: { key: string; file: F }[]; refused: string[] } {
  const added: { key: string; file: F }[] = [];
  const refused: string[] = [];
  const next = [...photos];
  for (const file of files) {
    if (!isAcceptedPhoto(file)) {
      refused.push(notAPhotoMessage(file.name));
      continue;
    }
    const key = keyOf(file);
    added.push({ key, file });
    next.push({ key, name: file.name, size: file.size, preview: previewOf?.(file), progress: 0 });
  }
  return { photos: next, added, refused };
}

const update = (
  photos: readonly ManualPhoto[],
  key: string,
  change: (photo: ManualPhoto) => ManualPhoto,
): ManualPhoto[] => photos.map((photo) => (photo.key === key ? change(photo) : photo));

export const photoProgress = (photos: readonly ManualPhoto[], key: string, progress: number) =>
  update(photos, key, (p) => ({ ...p, progress: Math.min(1, Math.max(0, progress)) }));

export const photoUploaded = (photos: readonly ManualPhoto[], key: string, url: string) =>
  update(photos, key, (p) => ({ ...p, progress: 1, url, error: undefined }));

export const photoFailed = (photos: readonly ManualPhoto[], key: string, error: string) =>
  update(photos, key, (p) => ({ ...p, progress: 0, url: undefined, error }));

export const removePhoto = (photos: readonly ManualPhoto[], key: string): ManualPhoto[] =>
  photos.filter((photo) => photo.key !== key);

/** Moves the photo at `index` by `delta` places; the same list when it cannot move. */
export function movePhoto(photos: ManualPhoto[], index: number, delta: number): ManualPhoto[] {
  const target = index + delta;
  if (index < 0 || index >= photos.length || target < 0 || target >= photos.length) return photos;
  const next = [...photos];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Why the form cannot be saved yet because of its photos; '' when they are ready. */
export function manualPhotosProblem(photos: readonly ManualPhoto[]): string {
  const failed = photos.filter((p) => p.error);
  if (failed.length)
    return `Elimine las fotos que no se han podido subir: ${failed.map((p) => p.name).join(', ')}`;
  if (photos.some((p) => !p.url)) return MANUAL_PHOTO_TEXTS.uploading;
  return tooManyPhotosMessage(photos.length);
}

/**
 * A served path ('/api/uploads/images/…') as the absolute URL the marketplace fetches:
 * resolved against the API's base (VITE_API_URL, itself maybe relative to the page).
 */
export const publicPhotoUrl = (url: string, apiBase: string, pageHref: string): string =>
  new URL(url, new URL(apiBase, pageHref)).href;

/** The uploaded photos' absolute URLs in the order shown (manualCarPayload's `photos`). */
export const uploadedPhotoUrls = (
  photos: readonly ManualPhoto[],
  apiBase: string,
  pageHref: string,
): string[] => photos.flatMap((p) => (p.url ? [publicPhotoUrl(p.url, apiBase, pageHref)] : []));
