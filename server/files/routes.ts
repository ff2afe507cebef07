// The CSV files on the server (the /subir-csv page, GET /files and POST files/upload-csv;
// docs/API.md "Group stock"). Uploads are stored under DATA_DIR/csv/ with a name built by the
// server, never the client's path: no traversal, no hidden files, no overwrite. The content must
// read as a CSV (server/csvContent.ts), the client's name is kept for display in the database, and
// the folder and files are the owner's only (0700 / 0600).
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import type { CollectionSpec } from '../db/index.js';
import { OWNER_ONLY_FILE, ownerOnlyFile, ownerOnlyFolder } from '../db/permissions.js';
import {
  EMPTY_FILE_MESSAGE,
  formatFileSize,
  INVALID_CSV_MESSAGE,
} from '../../src/domain/csvUpload.js';
import { badRequest, HttpError } from '../errors.js';
import { checkCsvFile } from '../csvContent.js';

export const CSV_FOLDER = 'csv';
const UPLOAD_FIELD = 'file';
const UPLOAD_MESSAGES = {
  ok: 'Fichero subido correctamente',
  notCsv: 'Solo se admiten ficheros .csv',
  invalidCsv: INVALID_CSV_MESSAGE,
  empty: EMPTY_FILE_MESSAGE,
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

/** The client's name of each stored upload, for display (the stored name is the key). */
interface CsvUploadRecord {
  _id: string;
  filename: string;
  originalName: string;
  uploadedAt: string;
}

const CSV_UPLOADS: CollectionSpec<CsvUploadRecord> = {
  name: 'csv-uploads',
  indexes: [{ field: 'filename', unique: true }],
};

export interface CsvFile {
  /** The stored (safe) name. */
  name: string;
  /** The name the file had on the uploader's computer ('Stock Septiembre Año.csv'). */
  originalName: string;
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

/**
 * The client's name as shown in the list: its last segment (either slash), NFC, without
 * control or bidirectional-override characters, at most 255 characters.
 */
export function displayName(clientName: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim()
    .slice(0, 255);
}

/** Reads the rest of a refused upload, so the client gets the answer instead of a reset. */
async function discard(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream).catch(() => undefined);
}

async function listCsvFiles(
  folder: string,
  originalNames: ReadonlyMap<string, string>,
): Promise<CsvFile[]> {
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
          originalName: originalNames.get(name) ?? name,
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

/** Narrows a csv folder and files left by an older version to owner-only. */
function restrictExisting(folder: string): void {
  if (!existsSync(folder)) return;
  ownerOnlyFolder(folder);
  for (const name of readdirSync(folder)) ownerOnlyFile(join(folder, name));
}

export const fileRoutes: FastifyPluginAsync<ServerContext> = async (
  app,
  { config, db, events },
) => {
  const folder = resolve(config.dataDir, CSV_FOLDER);
  const uploads = db.collection(CSV_UPLOADS);
  restrictExisting(folder);
  const tooLarge = () =>
    new HttpError(413, UPLOAD_MESSAGES.tooLarge(formatFileSize(config.uploadMaxBytes)));

  // Scoped to this plugin: nowhere else in the API accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.get('/files', async () => {
    const records = await uploads.list();
    const names = new Map(records.map((r) => [r.filename, r.originalName]));
    return { fileList: await listCsvFiles(folder, names) };
  });

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

    ownerOnlyFolder(folder);
    // Written under a hidden temporary name (not listed), renamed once complete and checked.
    const partial = join(folder, `.upload-${randomBytes(8).toString('hex')}.part`);
    try {
      await pipeline(
        upload.file,
        createWriteStream(partial, { flags: 'wx', mode: OWNER_ONLY_FILE }),
      );
      chmodSync(partial, OWNER_ONLY_FILE);
      if (upload.file.truncated) throw tooLarge();
      const verdict = await checkCsvFile(partial);
      if (verdict === 'empty') throw badRequest(UPLOAD_MESSAGES.empty);
      if (verdict === 'invalid') throw badRequest(UPLOAD_MESSAGES.invalidCsv);
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
    const originalName = displayName(upload.filename) || filename;
    await rename(partial, target);
    // Replaces the record of a file of that name deleted by hand from the folder, if any.
    await uploads.replaceWhere({ filename }, [
      { filename, originalName, uploadedAt: new Date().toISOString() },
    ]);
    events.changed('files', 'create', [filename]);
    return reply.code(201).send({
      message: UPLOAD_MESSAGES.ok,
      filename,
      originalName,
      path: `${CSV_FOLDER}/${filename}`,
    });
  });
};
