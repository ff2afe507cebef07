// Uploaded images (vehicle photos, campaign icons; later the motos' and renting photos): one
// way to take a multipart `file`, check it is a JPEG, PNG or WebP by its first bytes (a text
// file named .png is refused; SVG is never taken, it can carry script), store it under
// DATA_DIR with a name the server builds (no client path, no overwrite, owner-only mode) and
// serve it back without a token, as any image an <img> loads.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { OWNER_ONLY_FILE } from './db/permissions.js';
import { badRequest, HttpError, notFound } from './errors.js';

/** The image kinds taken, by their first bytes. */
export const IMAGE_KINDS = [
  {
    ext: 'jpg',
    type: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'png',
    type: 'image/png',
    magic: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export type ImageExtension = (typeof IMAGE_KINDS)[number]['ext'];

/** What a stored file's name looks like (the names this module builds). */
export const STORED_IMAGE_NAME = /^[a-z0-9-]{1,120}\.(jpg|png|webp)$/;

/** One place images are kept: its folder under DATA_DIR, its public path and its words. */
export interface ImageStore {
  /** Under DATA_DIR, e.g. uploads/images/campaigns. */
  folder: string;
  /** The API path the files are served from, e.g. /api/uploads/images/campaigns. */
  urlBase: string;
  messages: { noFile: string; notImage: string; tooLarge: string; notFound: string };
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

const isMultipartError = (error: unknown, code: string) =>
  (error as { code?: string }).code === code;

/**
 * Stores the request's multipart `file` in `store`, named by `name(ext, clientFileName)`;
 * answers the stored name. 400 without a file or for what is not an image, 413 when too large.
 */
export async function storeUploadedImage(
  request: FastifyRequest,
  config: Config,
  store: ImageStore,
  name: (ext: ImageExtension, clientFileName: string) => string,
): Promise<string> {
  let upload;
  try {
    upload = await request.file();
  } catch (error) {
    if (isMultipartError(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw badRequest(store.messages.noFile);
    }
    throw error;
  }
  if (!upload || upload.fieldname !== 'file') {
    upload?.file.resume();
    throw badRequest(store.messages.noFile);
  }
  const folder = join(config.dataDir, store.folder);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const partial = join(folder, `.upload-${randomBytes(8).toString('hex')}.part`);
  try {
    await pipeline(upload.file, createWriteStream(partial, { flags: 'wx', mode: OWNER_ONLY_FILE }));
    if (upload.file.truncated) throw new HttpError(413, store.messages.tooLarge);
    const head = Buffer.alloc(12);
    const handle = await open(partial);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    await handle.close();
    const kind = IMAGE_KINDS.find((k) => bytesRead >= 3 && k.magic(head));
    if (!kind) throw badRequest(store.messages.notImage);
    const stored = name(kind.ext, upload.filename);
    await rename(partial, join(folder, stored));
    return stored;
  } catch (error) {
    await rm(partial, { force: true });
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new HttpError(413, store.messages.tooLarge);
    }
    throw error;
  }
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
     * the caller can refuse a name that carries a path (POST /api/upload, issue 12 §1).
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
        throw notFound(store.messages.notFound);
      }
      return reply
        .type(kind.type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(config.dataDir, store.folder, file)));
    },
  );
}
