// The main photo of an offer PDF as bytes pdfkit embeds (JPEG or PNG). A photo of ours is read
// from the renting folder (WebP converted by sharp); a demo photo (/demo-images/…svg) is drawn
// from its SVG by sharp; a photo elsewhere on the web is not fetched (the server does not
// call addresses a form typed), and the PDF shows a framed 'Sin foto'.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Config } from '../config.js';
import { demoImageSvg } from '../routes/demo-images.js';
import { fileExists, photoPath, storedPhotoName } from './files.js';

const DEMO_PHOTO = /^\/demo-images\/([0-9]{1,12})-([0-9]{1,3})\.svg$/;

/** Demo photos drawn once per process (a few dozen, ~40 kB each). */
const demoCache = new Map<string, Buffer>();
const DEMO_CACHE_MAX = 200;

async function demoPhoto(idv: string, photo: number): Promise<Buffer> {
  const key = `${idv}-${photo}`;
  const cached = demoCache.get(key);
  if (cached) return cached;
  const jpeg = await sharp(Buffer.from(demoImageSvg(idv, photo)))
    .jpeg({ quality: 82 })
    .toBuffer();
  if (demoCache.size >= DEMO_CACHE_MAX) demoCache.delete(demoCache.keys().next().value ?? '');
  demoCache.set(key, jpeg);
  return jpeg;
}

/** JPEG or PNG bytes of the photo at `url`, or null when there is none the server can read. */
export async function photoBytes(config: Config, url: string | undefined): Promise<Buffer | null> {
  if (!url) return null;
  const demo = DEMO_PHOTO.exec(url);
  if (demo) return demoPhoto(demo[1] ?? '', Number(demo[2]));
  const name = storedPhotoName(url);
  if (!name) return null;
  const path = photoPath(config, name);
  if (!(await fileExists(path))) return null;
  if (name.endsWith('.jpg')) return readFile(path);
  // pdfkit takes JPEG and PNG only (WebP converted), and decodes a PNG itself, slowly: both
  // become a JPEG on white at most 1,200 px wide, plenty for the page.
  return sharp(path)
    .resize({ width: 1200, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
}
