// The main photo of an offer PDF as bytes pdfkit embeds: always a JPEG made here by sharp, so
// pdfkit never sees a file it cannot read. A photo of ours is read from the renting folder and
// decoded whole; a demo photo (/demo-images/…svg) is drawn from its SVG; a photo elsewhere on
// the web is not fetched (the server does not call addresses a form typed). Whatever cannot be
// read — a file gone from disk, bytes that do not decode, an address that is not ours — gives
// no photo: the PDF shows a framed 'Sin foto' instead, never an error.
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import type { Config } from '../config.js';
import { demoImageSvg } from '../demoImages/svg.js';
import { photoPath, storedPhotoName } from './files.js';

const DEMO_PHOTO = /^\/demo-images\/([0-9]{1,12})-([0-9]{1,3})\.svg$/;

/** Widest photo embedded: the page's frame is 280 pt wide, so 1,200 px is print quality. */
const MAX_SIDE = 1200;

/** Photos made recently, by source (a vehicle's offers for four audiences share one). */
const cache = new Map<string, Buffer>();
const CACHE_BYTES = 16 * 1024 * 1024;
let cachedBytes = 0;

function remember(key: string, jpeg: Buffer): Buffer {
  cache.set(key, jpeg);
  cachedBytes += jpeg.length;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.length;
  }
  return jpeg;
}

/** A JPEG on white, upright (EXIF orientation applied), at most MAX_SIDE px a side. */
const toJpeg = (input: string | Buffer): Promise<Buffer> =>
  sharp(input, { failOn: 'warning' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();

async function readPhoto(config: Config, url: string): Promise<Buffer | string> {
  const demo = DEMO_PHOTO.exec(url);
  if (demo) {
    const key = `demo:${demo[1]}-${demo[2]}`;
    return (
      cache.get(key) ??
      remember(key, await toJpeg(Buffer.from(demoImageSvg(demo[1] ?? '', Number(demo[2])))))
    );
  }
  const name = storedPhotoName(url);
  if (!name) return 'no es una foto guardada en el servidor';
  const path = photoPath(config, name);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return 'el fichero no existe';
  // The same name with another size or date is another file: read again.
  const key = `${name}:${info.size}:${info.mtimeMs}`;
  return cache.get(key) ?? remember(key, await toJpeg(path));
}

/**
 * JPEG bytes of the photo at `url`, or null when there is none the server can read; `skipped`
 * hears why (for the log).
 */
export async function photoBytes(
  config: Config,
  url: string | undefined,
  skipped: (reason: string) => void = () => undefined,
): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const read = await readPhoto(config, url);
    if (typeof read !== 'string') return read;
    skipped(read);
  } catch (error) {
    skipped(`no se puede leer como imagen (${(error as Error).message})`);
  }
  return null;
}
