// Uploaded images, one pipeline for every route that takes one (vehicle photos, campaign icons,
// the provider form's images, renting photos, the motos' and Coches.net photos): the multipart
// `file` is streamed to a hidden partial file under DATA_DIR, cut off at UPLOAD_MAX_BYTES, then
// decoded and kept re-encoded without metadata (server/imageDecode.ts), under a name the server
// builds (no client path, no overwrite, owner-only mode). Every route answers the same limits
// with the same words (src/domain/imageUpload.ts). The kept files are served back without a
// token, as any image an <img> loads.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MESSAGES } from '../src/domain/imageUpload.js';
import type { Config } from './config.js';
import { OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from './db/permissions.js';
import { IMAGE_KINDS, keepImage, type ImageExtension } from './imageDecode.js';
import { badRequest, HttpError, notFound } from './errors.js';

/** What a stored file's name looks like (the names this module builds). */
export const STORED_IMAGE_NAME = /^[a-z0-9-]{1,120}\.(jpg|png|webp)$/;

/** One place images are kept: its folder under DATA_DIR and its public path. */
export interface ImageStore {
  /** Under DATA_DIR, e.g. uploads/images/campaigns. */
  folder: string;
  /** The API path the files are served from, e.g. /api/uploads/images/campaigns. */
  urlBase: string;
  /** The 404 of its public route ('Imagen no encontrada', 'Icono no encontrado'). */
  notFound: string;
}

/** The store of DATA_DIR/uploads/images/{name}, served at /api/uploads/images/{name}. */
export const uploadsImageStore = (name: string, notFound: string): ImageStore => ({
  folder: `uploads/images/${name}`,
  urlBase: `/api/uploads/images/${name}`,
  notFound,
});

/** The public path of a file stored in `store`. */
export const storedImageUrl = (store: ImageStore, file: string): string =>
  `${store.urlBase}/${file}`;

/** The file of `store` a public path names (storedImageUrl's), or null when it is not one. */
export function storedImageOf(store: ImageStore, path: string): string | null {
  const prefix = `${store.urlBase}/`;
  if (!path.startsWith(prefix)) return null;
  const file = path.slice(prefix.length);
  return STORED_IMAGE_NAME.test(file) ? file : null;
}

/** 'Peugeot 208 GT' → 'peugeot-208-gt' (accents dropped, at most 40 characters). */
export const imageSlug = (text: string, fallback: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || fallback;

/** A short random part that keeps two uploads in the same millisecond apart. */
export const uniquePart = (): string => randomBytes(3).toString('hex');

/**
 * Names a stored image after the uploaded file: the time, the file's name without its
 * extension as a slug (`fallback` when nothing is left), a random part, the extension.
 */
export const nameAfterUpload =
  (fallback: string) =>
  (ext: string, clientName: string): string =>
    `${Date.now()}-${imageSlug(clientName.replace(/\.[^.]*$/, ''), fallback)}-${uniquePart()}.${ext}`;

const isMultipartError = (error: unknown, code: string) =>
  (error as { code?: string }).code === code;

/** The request's multipart part named `file`; 400 `noFile` without one. */
export async function filePart(request: FastifyRequest, noFile: string): Promise<MultipartFile> {
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if (isMultipartError(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest(noFile);
    throw error;
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(noFile);
  }
  return part;
}

/**
 * Streams `part` to a hidden partial file (`.upload-….part`) of `folder` (absolute, made
 * owner-only when missing) and answers its path; 413 `tooLarge` past UPLOAD_MAX_BYTES, with
 * the partial file removed.
 */
export async function receivePart(
  part: MultipartFile,
  folder: string,
  tooLarge: string,
): Promise<string> {
  await mkdir(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const partial = join(folder, `.upload-${randomBytes(8).toString('hex')}.part`);
  try {
    await pipeline(part.file, createWriteStream(partial, { flags: 'wx', mode: OWNER_ONLY_FILE }));
    if (part.file.truncated) throw new HttpError(413, tooLarge);
    return partial;
  } catch (error) {
    await rm(partial, { force: true });
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, tooLarge);
    throw error;
  }
}

/**
 * Keeps the request's multipart `file` in `store`, named by `name(ext, clientFileName)`, and
 * answers the kept name. 400 without a file or for what does not decode as a JPEG, PNG or
 * WebP; 413 over UPLOAD_MAX_BYTES or UPLOAD_MAX_PIXELS. A refusal keeps nothing.
 */
export async function storeUploadedImage(
  request: FastifyRequest,
  config: Config,
  store: ImageStore,
  name: (ext: ImageExtension, clientFileName: string) => string,
): Promise<string> {
  const part = await filePart(request, IMAGE_UPLOAD_MESSAGES.noFile);
  const folder = join(config.dataDir, store.folder);
  const partial = await receivePart(
    part,
    folder,
    IMAGE_UPLOAD_MESSAGES.tooLarge(config.uploadMaxBytes),
  );
  return keepImage(config, partial, folder, (ext) => name(ext, part.filename));
}

/** Whether `file` is an image stored in `store`. */
export async function isStoredImage(config: Config, store: ImageStore, file: string) {
  if (!STORED_IMAGE_NAME.test(file)) return false;
  const info = await stat(join(config.dataDir, store.folder, file)).catch(() => null);
  return info?.isFile() ?? false;
}

/** Removes a stored image (one its record refused, or one nothing refers to any more). */
export async function removeStoredImage(config: Config, store: ImageStore, file: string) {
  if (STORED_IMAGE_NAME.test(file))
    await rm(join(config.dataDir, store.folder, file), { force: true });
}

const fileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', pattern: STORED_IMAGE_NAME.source } },
} as const;

/**
 * Registers multipart (scoped to the calling plugin: one file, `UPLOAD_MAX_BYTES`) and the
 * public route serving `store`'s files at `{urlBase without /api}/:file`.
 */
export async function imageStoreRoutes(
  app: FastifyInstance,
  config: Config,
  store: ImageStore,
  options: {
    /**
     * Keep the client's file name whole ('../x.png' stays so) instead of its last part, so
     * the caller can refuse a name that carries a path (POST /api/upload).
     */
    preservePath?: boolean;
  } = {},
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
    ...(options.preservePath ? { preservePath: true } : {}),
  });
  app.get<{ Params: { file: string } }>(
    `${store.urlBase.replace(/^\/api/, '')}/:file`,
    { schema: { params: fileParams }, config: { public: true } },
    async (request, reply) => {
      const { file } = request.params;
      const kind = IMAGE_KINDS.find((k) => file.endsWith(`.${k.ext}`));
      if (!kind || !(await isStoredImage(config, store, file))) {
        throw notFound(store.notFound);
      }
      return reply
        .type(kind.type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(config.dataDir, store.folder, file)));
    },
  );
}
