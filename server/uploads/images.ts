// The generic photo upload (POST upload, multipart 'file'; the image's URL is under the host's
// /uploads/images/): images only, decoded and kept re-encoded by the one image pipeline
// (server/imageUploads.ts), stored under DATA_DIR/uploads/images/ with a name the server builds
// from the client's (a name carrying a path is refused), a 320 px WebP thumbnail made by sharp
// beside it (thumbs/<name>.webp) so the motos' table and sheet never download the full photo, and
// both removed once no moto refers to them any more (server/motos/photos.ts).
import { chmod, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../config.js';
import { IMAGE_UPLOAD_MESSAGES } from '../../src/domain/imageUpload.js';
import { OWNER_ONLY_FILE } from '../db/permissions.js';
import { badRequest } from '../errors.js';
import {
  imageSlug,
  removeStoredImage,
  STORED_IMAGE_NAME,
  storeUploadedImage,
  storedImageOf,
  uniquePart,
  type ImageStore,
} from '../imageUploads.js';

export const UPLOAD_STORE: ImageStore = {
  folder: 'uploads/images',
  urlBase: '/api/uploads/images',
  notFound: 'Imagen no encontrada',
};

export const THUMBNAIL_FOLDER = `${UPLOAD_STORE.folder}/thumbs`;
/** Wide enough for the sheet's gallery tiles at 2× (table cells use less). */
const THUMBNAIL_WIDTH = 320;

/** The thumbnail of a stored photo: `<name>.webp`. */
export const THUMBNAIL_NAME = /^[a-z0-9-]{1,120}\.(jpg|png|webp)\.webp$/;

export interface UploadedImage {
  filename: string;
  url: string;
  thumbnailUrl: string;
}

export const uploadedImage = (filename: string): UploadedImage => ({
  filename,
  url: `${UPLOAD_STORE.urlBase}/${filename}`,
  thumbnailUrl: `${UPLOAD_STORE.urlBase}/thumbs/${filename}.webp`,
});

/** The stored name behind an upload URL (`/api/uploads/images/<name>`), or undefined. */
export const uploadedFileName = (url: string): string | undefined =>
  storedImageOf(UPLOAD_STORE, url) ?? undefined;

/** A client file name that names a folder ('../x.jpg', 'C:\\x.jpg', '.hidden') is refused. */
function checkClientFileName(name: string): void {
  if (/[/\\]|\.\.|^\.|\0/.test(name) || /%2e|%2f|%5c/i.test(name)) {
    throw badRequest(
      `El nombre del fichero no es válido: no puede contener rutas ('/', '\\' o '..')`,
    );
  }
}

/** Writes the WebP thumbnail of a stored photo (owner-only, as the photo). */
export async function makeThumbnail(
  config: Pick<Config, 'dataDir'>,
  filename: string,
  source?: Buffer,
): Promise<void> {
  const folder = join(config.dataDir, THUMBNAIL_FOLDER);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const target = join(folder, `${filename}.webp`);
  await sharp(source ?? join(config.dataDir, UPLOAD_STORE.folder, filename))
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toFile(target);
  await chmod(target, OWNER_ONLY_FILE);
}

/** Removes a stored photo and its thumbnail (names checked: nothing outside the folder). */
export async function removeUploadedImage(config: Config, filename: string): Promise<void> {
  if (!STORED_IMAGE_NAME.test(filename)) return;
  await removeStoredImage(config, UPLOAD_STORE, filename);
  await rm(join(config.dataDir, THUMBNAIL_FOLDER, `${filename}.webp`), { force: true });
}

/**
 * Stores the request's multipart `file` and its thumbnail. 400: no file, a name with a path,
 * or not an image; 413 too large (bytes or pixels). A refusal keeps nothing.
 */
export async function storeUpload(request: FastifyRequest, config: Config): Promise<UploadedImage> {
  const filename = await storeUploadedImage(request, config, UPLOAD_STORE, (ext, clientName) => {
    checkClientFileName(clientName);
    const base = clientName.replace(/\.[^.]*$/, '');
    return `${imageSlug(base, 'foto')}-${Date.now()}-${uniquePart()}.${ext}`;
  });
  try {
    await makeThumbnail(config, filename);
  } catch {
    await removeUploadedImage(config, filename);
    throw badRequest(IMAGE_UPLOAD_MESSAGES.notImage);
  }
  return uploadedImage(filename);
}
