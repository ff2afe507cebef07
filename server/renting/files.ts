// The renting files on the server (photos, CSV imports and the files the server makes;
// docs/API.md "# Renting"):
//   DATA_DIR/uploads/images/renting/  photos (served public at /api/uploads/images/renting/…)
//   DATA_DIR/renting/imports/          CSVs uploaded for utils/import-csv
//   DATA_DIR/renting/pdf/, renting/csv/ offers and exports made by the server (served with a token)
// Every name is built by the server from the client's (`${lastModified}-${name}`): only
// [a-z0-9-] and the extension of what the bytes are, no path, never overwriting a file.
// Photos go through the one image pipeline of every image route (server/imageUploads.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { tooLargeMessage } from '../../src/domain/csvUpload.js';
import { IMAGE_UPLOAD_MESSAGES } from '../../src/domain/imageUpload.js';
import type { Config } from '../config.js';
import { OWNER_ONLY_FOLDER } from '../db/permissions.js';
import { badRequest } from '../errors.js';
import { keepImage } from '../imageDecode.js';
import { filePart, receivePart, uploadsImageStore } from '../imageUploads.js';
import { checkCsvFile } from '../csvContent.js';

export const RENTING_IMAGES = uploadsImageStore('renting', 'Imagen no encontrada');

export const IMPORTS_FOLDER = 'renting/imports';
export const PDF_FOLDER = 'renting/pdf';
export const CSV_FOLDER = 'renting/csv';

export const FILE_MESSAGES = {
  /** The route takes a CSV or a photo: before the part arrives it cannot say which is missing. */
  noFile: 'No se ha recibido ningún fichero (campo file)',
  badCsv: 'El fichero .csv no se puede leer como CSV (texto separado por ;)',
  emptyCsv: 'El fichero .csv está vacío',
  importNotFound: 'No se encuentra el fichero a importar: súbalo de nuevo',
  imageNotFound: 'Imagen no encontrada',
  fileNotFound: 'Fichero no encontrado o caducado: vuelva a generarlo',
} as const;

/** Made files (offers, exports) older than this are removed when the next one is made. */
const MADE_FILE_TTL_MS = 24 * 3600 * 1000;

/**
 * The stem of a stored name from the client's file name: accents dropped, lower case, only
 * [a-z0-9-] (dots, spaces and the rest become '-'), at most 100 characters.
 * '1700000000000-Mi foto.Nueva.PNG' → '1700000000000-mi-foto-nueva'.
 */
export function safeStem(clientName: string, fallback: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/\.[^.]*$/, '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-+$/, '') || fallback
  );
}

/** `stem.ext`, or `stem-1.ext`, `stem-2.ext`… when taken: an upload never overwrites. */
async function freeName(folder: string, stem: string, ext: string): Promise<string> {
  for (let n = 0; ; n++) {
    const name = n === 0 ? `${stem}.${ext}` : `${stem}-${n}.${ext}`;
    if (!(await stat(join(folder, name)).catch(() => null))) return name;
  }
}

const ensureFolder = (config: Config, folder: string) =>
  mkdir(join(config.dataDir, folder), { recursive: true, mode: OWNER_ONLY_FOLDER }).then(() =>
    join(config.dataDir, folder),
  );

export type Upload =
  { kind: 'image'; filename: string; url: string } | { kind: 'csv'; filename: string };

/**
 * POST /renting/upload: the multipart `file` is a CSV when its name ends in .csv (and its
 * content reads as one), otherwise a photo, taken as every image route takes one (decoded,
 * kept re-encoded); anything else 400, too large 413. A refusal keeps nothing.
 */
export async function storeUpload(request: FastifyRequest, config: Config): Promise<Upload> {
  const part = await filePart(request, FILE_MESSAGES.noFile);
  const isCsv = /\.csv$/i.test(part.filename);
  const folder = await ensureFolder(config, isCsv ? IMPORTS_FOLDER : RENTING_IMAGES.folder);
  const partial = await receivePart(
    part,
    folder,
    isCsv
      ? tooLargeMessage(config.uploadMaxBytes)
      : IMAGE_UPLOAD_MESSAGES.tooLarge(config.uploadMaxBytes),
  );
  if (!isCsv) {
    const filename = await keepImage(config, partial, folder, (ext) =>
      freeName(folder, safeStem(part.filename, 'foto'), ext),
    );
    return { kind: 'image', filename, url: `${RENTING_IMAGES.urlBase}/${filename}` };
  }
  try {
    const verdict = await checkCsvFile(partial);
    if (verdict === 'empty') throw badRequest(FILE_MESSAGES.emptyCsv);
    if (verdict === 'invalid') throw badRequest(FILE_MESSAGES.badCsv);
    const filename = await freeName(folder, safeStem(part.filename, 'importacion'), 'csv');
    await rename(partial, join(folder, filename));
    return { kind: 'csv', filename };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The stored photo a recurso url names (ours only), or null. */
export function storedPhotoName(url: string): string | null {
  const prefix = `${RENTING_IMAGES.urlBase}/`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return /^[a-z0-9][a-z0-9-]*\.(jpg|png|webp)$/.test(name) ? name : null;
}

export const photoPath = (config: Config, name: string) =>
  join(config.dataDir, RENTING_IMAGES.folder, name);

export async function fileExists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** Removes stored photos (names already checked). */
export async function removePhotos(config: Config, names: Iterable<string>): Promise<void> {
  for (const name of names) await rm(photoPath(config, name), { force: true });
}

/**
 * A new file of `folder` (pdf or csv made by the server) for `stem`: its absolute path and
 * its name; made files older than a day are removed on the way.
 */
export async function madeFile(
  config: Config,
  folder: typeof PDF_FOLDER | typeof CSV_FOLDER,
  stem: string,
  ext: 'pdf' | 'csv',
): Promise<{ path: string; name: string }> {
  const dir = await ensureFolder(config, folder);
  const now = Date.now();
  for (const old of await readdir(dir)) {
    const info = await stat(join(dir, old)).catch(() => null);
    if (info && now - info.mtimeMs > MADE_FILE_TTL_MS) await rm(join(dir, old), { force: true });
  }
  const name = `${safeStem(stem, ext === 'pdf' ? 'oferta' : 'renting')}-${randomBytes(4).toString('hex')}.${ext}`;
  return { path: join(dir, name), name };
}
