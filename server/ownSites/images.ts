// Vehicle photos uploaded from the edit page (issue 8 §2 "upload (stored by the API, served
// under uploads/images/gomotorcars/…)"; spec 3 §3.1 recursos, §7.6). Stored under
// DATA_DIR/uploads/images/gomotorcars/ with a name the server builds (brand, model, time):
// no client path, no overwrite; the content must be a JPEG, PNG or WebP by its first bytes.
// Served without a token, as any image an <img> loads: it carries nothing but the photo.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { OWNER_ONLY_FILE } from '../db/permissions.js';
import { badRequest, HttpError, notFound } from '../errors.js';
import { uploadedPhotoProperties } from '../../src/domain/photoOrder.js';

export const IMAGE_FOLDER = join('uploads', 'images', 'gomotorcars');
/** The API path the stored photos are served from (recursos[].url). */
export const IMAGE_URL_BASE = '/api/uploads/images/gomotorcars';

const KINDS = [
  {
    ext: 'jpg',
    type: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'png',
    type: 'image/png',
    magic: (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const IMAGE_MESSAGES = {
  noFile: 'No se ha recibido ninguna imagen',
  notImage: 'Solo se admiten imágenes JPEG, PNG o WebP',
  tooLarge: 'La imagen supera el tamaño máximo',
} as const;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'vehiculo';

const fileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,120}\\.(jpg|png|webp)$' } },
} as const;

export interface StoredImage {
  nombre: string;
  url: string;
}

/**
 * The propiedades an uploaded photo gets: the main photo if it is the vehicle's first, and the
 * next OrdenFoto after the last one — 1-based, the product's one convention
 * (src/domain/photoOrder.ts), so the edit page's next order and the upload's agree.
 */
export const storedPhotoProperties = uploadedPhotoProperties;

/** Registers multipart (scoped to the calling plugin) and the public photo route. */
export async function imageRoutes(app: FastifyInstance, config: Config): Promise<void> {
  const folder = join(config.dataDir, IMAGE_FOLDER);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.get<{ Params: { file: string } }>(
    '/uploads/images/gomotorcars/:file',
    { schema: { params: fileParams }, config: { public: true } },
    async (request, reply) => {
      const { file } = request.params;
      const kind = KINDS.find((k) => file.endsWith(`.${k.ext}`));
      const handle = await open(join(folder, file)).catch(() => null);
      if (!handle || !kind) throw notFound('Imagen no encontrada');
      await handle.close();
      return reply
        .type(kind.type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(folder, file)));
    },
  );
}

/** Stores the multipart `file` of the request; the name is built from brand and model. */
export async function storeImage(
  request: FastifyRequest,
  config: Config,
  vehicle: { marca: string; modelo: string },
): Promise<StoredImage> {
  let upload;
  try {
    upload = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest(IMAGE_MESSAGES.noFile);
    }
    throw error;
  }
  if (!upload || upload.fieldname !== 'file') {
    if (upload) upload.file.resume();
    throw badRequest(IMAGE_MESSAGES.noFile);
  }
  const folder = join(config.dataDir, IMAGE_FOLDER);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const partial = join(folder, `.upload-${randomBytes(8).toString('hex')}.part`);
  try {
    await pipeline(upload.file, createWriteStream(partial, { flags: 'wx', mode: OWNER_ONLY_FILE }));
    if (upload.file.truncated) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
    const head = Buffer.alloc(12);
    const handle = await open(partial);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    await handle.close();
    const kind = KINDS.find((k) => bytesRead >= 4 && k.magic(head));
    if (!kind) throw badRequest(IMAGE_MESSAGES.notImage);
    const nombre = `${slug(vehicle.marca)}-${slug(vehicle.modelo)}-${Date.now()}-${randomBytes(3).toString('hex')}.${kind.ext}`;
    await rename(partial, join(folder, nombre));
    return { nombre, url: `${IMAGE_URL_BASE}/${nombre}` };
  } catch (error) {
    await rm(partial, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
    }
    throw error;
  }
}

/** Removes a stored photo whose vehicle refused it. */
export async function removeImage(config: Config, nombre: string): Promise<void> {
  await rm(join(config.dataDir, IMAGE_FOLDER, nombre), { force: true });
}
