// Campaign icons (issue 9 §1: "icon a URL or an uploaded image"): POST
// /api/publishing/api/v1/campaign/icon stores one image under
// DATA_DIR/uploads/images/campaigns/ with a name the server builds, and answers its path, which
// a campaign's iconUrl / campaignImage may then hold. The content must be a PNG, JPEG or WebP
// by its first bytes (a text file named .png is refused); SVG is not taken, since it can carry
// script. Served without a token, as any image an <img> loads.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { OWNER_ONLY_FILE } from '../db/permissions.js';
import { badRequest, HttpError, notFound } from '../errors.js';

export const ICON_FOLDER = join('uploads', 'images', 'campaigns');
/** Where the stored icons are served from (the path a campaign holds). */
export const ICON_URL_BASE = '/api/uploads/images/campaigns';

const FILE_NAME = /^[a-z0-9-]{1,120}\.(jpg|png|webp)$/;

const KINDS = [
  {
    ext: 'png',
    type: 'image/png',
    magic: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'jpg',
    type: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'webp',
    type: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const ICON_MESSAGES = {
  noFile: 'No se ha recibido ningún icono (campo file)',
  notImage: 'El icono debe ser una imagen PNG, JPEG o WebP',
  tooLarge: 'El icono supera el tamaño máximo',
  notFound: 'Icono no encontrado',
} as const;

/** The stored file named by an icon path of ours, or null when the text is not one. */
export function parseIconPath(path: string): string | null {
  const prefix = `${ICON_URL_BASE}/`;
  if (!path.startsWith(prefix)) return null;
  const file = path.slice(prefix.length);
  return FILE_NAME.test(file) ? file : null;
}

export async function isStoredIcon(dataDir: string, file: string): Promise<boolean> {
  const info = await stat(join(dataDir, ICON_FOLDER, file)).catch(() => null);
  return info?.isFile() ?? false;
}

const slug = (text: string) =>
  text
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'icono';

const fileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', pattern: FILE_NAME.source } },
} as const;

/** The multipart `file` of the request stored as an icon; its path. */
async function storeIcon(request: FastifyRequest, config: Config): Promise<string> {
  let upload;
  try {
    upload = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest(ICON_MESSAGES.noFile);
    }
    throw error;
  }
  if (!upload || upload.fieldname !== 'file') {
    upload?.file.resume();
    throw badRequest(ICON_MESSAGES.noFile);
  }
  const folder = join(config.dataDir, ICON_FOLDER);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const partial = join(folder, `.upload-${randomBytes(8).toString('hex')}.part`);
  try {
    await pipeline(upload.file, createWriteStream(partial, { flags: 'wx', mode: OWNER_ONLY_FILE }));
    if (upload.file.truncated) throw new HttpError(413, ICON_MESSAGES.tooLarge);
    const head = Buffer.alloc(12);
    const handle = await open(partial);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    await handle.close();
    const kind = KINDS.find((k) => bytesRead >= 12 && k.magic(head));
    if (!kind) throw badRequest(ICON_MESSAGES.notImage);
    const name = `${Date.now()}-${slug(upload.filename)}-${randomBytes(3).toString('hex')}.${kind.ext}`;
    await rename(partial, join(folder, name));
    return `${ICON_URL_BASE}/${name}`;
  } catch (error) {
    await rm(partial, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, ICON_MESSAGES.tooLarge);
    }
    throw error;
  }
}

/**
 * Registers multipart (scoped to the calling plugin), the upload route and the public icon
 * route. `uploadPath` is where the console posts an icon.
 */
export async function iconRoutes(
  app: FastifyInstance,
  config: Config,
  uploadPath: string,
): Promise<void> {
  const folder = join(config.dataDir, ICON_FOLDER);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.post(uploadPath, async (request, reply) => {
    const url = await storeIcon(request, config);
    request.log.info({ icon: url }, 'campaign icon stored');
    return reply.code(201).send({ url });
  });

  app.get<{ Params: { file: string } }>(
    '/uploads/images/campaigns/:file',
    { schema: { params: fileParams }, config: { public: true } },
    async (request, reply) => {
      const { file } = request.params;
      const kind = KINDS.find((k) => file.endsWith(`.${k.ext}`));
      if (!kind || !(await isStoredIcon(config.dataDir, file))) {
        throw notFound(ICON_MESSAGES.notFound);
      }
      return reply
        .type(kind.type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(folder, file)));
    },
  );
}
