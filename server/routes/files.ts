// The CSV files on the server (spec 1 §2 /subir-csv, §7 GET /files and POST files/upload-csv;
// docs/API.md "Group stock"). Uploads are stored under DATA_DIR/csv/ with a name built by the
// server, never the client's path: no traversal, no hidden files, no overwrite.
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import { formatFileSize } from '../../src/domain/csvUpload.js';
import { badRequest, HttpError } from '../errors.js';

export const CSV_FOLDER = 'csv';
export const UPLOAD_FIELD = 'file';
export const UPLOAD_MESSAGES = {
  ok: 'Fichero subido correctamente',
  notCsv: 'Solo se admiten ficheros .csv',
  noFile: 'No se ha recibido ningún fichero',
  tooLarge: (max: string) => `El fichero supera el tamaño máximo (${max})`,
} as const;

/**
 * What browsers and systems send for a .csv: Excel on Windows says vnd.ms-excel, some systems
 * the text/x-csv or application/(x-)csv aliases, and a file of unknown type octet-stream.
 */
const CSV_TYPES = new Set([
  'text/csv',
  'application/vnd.ms-excel',
  'text/plain',
  'application/octet-stream',
  'text/x-csv',
  'application/csv',
  'application/x-csv',
]);

export interface CsvFile {
  name: string;
  /** Relative to the data folder, never the server's absolute path. */
  path: string;
  size: number;
  createdAt: string;
}

/**
 * The stored name: the last segment of the client's name (either slash), reduced to
 * [A-Za-z0-9._-] without leading dots or dot runs, prefixed with the time of upload.
 * null when the client's name does not end in .csv.
 */
export function storedCsvName(clientName: string, now = Date.now()): string | null {
  if (!/\.csv$/i.test(clientName)) return null;
  const base = clientName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .slice(0, -'.csv'.length)
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .slice(0, 100);
  return `${now}-${stem || 'fichero'}.csv`;
}

/** Reads the rest of a refused upload, so the client gets the answer instead of a reset. */
async function discard(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream).catch(() => undefined);
}

async function listCsvFiles(folder: string): Promise<CsvFile[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = await Promise.all(
    names
      .filter((name) => /\.csv$/i.test(name) && !name.startsWith('.'))
      .map(async (name) => {
        const info = await stat(join(folder, name));
        return {
          name,
          path: `${CSV_FOLDER}/${name}`,
          size: info.size,
          createdAt: info.mtime.toISOString(),
        };
      }),
  );
  return files.sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name),
  );
}

/** A free name in the folder: uploads in the same millisecond get -1, -2… */
function freeName(folder: string, name: string): string {
  let candidate = name;
  for (let n = 1; existsSync(join(folder, candidate)); n++) {
    candidate = name.replace(/\.csv$/, `-${n}.csv`);
  }
  return candidate;
}

export const fileRoutes: FastifyPluginAsync<ServerContext> = async (app, { config, events }) => {
  const folder = resolve(config.dataDir, CSV_FOLDER);
  const tooLarge = () =>
    new HttpError(413, UPLOAD_MESSAGES.tooLarge(formatFileSize(config.uploadMaxBytes)));

  // Scoped to this plugin: nowhere else in the API accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.get('/files', async () => ({ fileList: await listCsvFiles(folder) }));

  app.post('/files/upload-csv', async (request, reply) => {
    let upload;
    try {
      upload = await request.file();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(UPLOAD_MESSAGES.noFile);
      throw error;
    }
    if (!upload || upload.fieldname !== UPLOAD_FIELD) {
      if (upload) await discard(upload.file);
      throw badRequest(UPLOAD_MESSAGES.noFile);
    }
    const name = storedCsvName(upload.filename);
    const type = upload.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!name || !CSV_TYPES.has(type)) {
      await discard(upload.file);
      throw badRequest(UPLOAD_MESSAGES.notCsv);
    }

    await mkdir(folder, { recursive: true });
    // Written under a hidden temporary name (not listed), renamed once complete.
    const partial = join(folder, `.upload-${randomBytes(8).toString('hex')}.part`);
    try {
      await pipeline(upload.file, createWriteStream(partial, { flags: 'wx' }));
      if (upload.file.truncated) throw tooLarge();
    } catch (error) {
      await rm(partial, { force: true });
      const code = (error as { code?: string }).code;
      throw code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
    }
    const filename = freeName(folder, name);
    const target = resolve(folder, filename);
    // Belt and braces: the stored name has no separators, so it can only land in the folder.
    if (dirname(target) !== folder) {
      await rm(partial, { force: true });
      throw badRequest(UPLOAD_MESSAGES.notCsv);
    }
    await rename(partial, target);
    events.changed('files', 'create', [filename]);
    return reply
      .code(201)
      .send({ message: UPLOAD_MESSAGES.ok, filename, path: `${CSV_FOLDER}/${filename}` });
  });
};
