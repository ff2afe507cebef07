// The decoding half of the image upload pipeline (server/imageUploads.ts receives the file):
// an uploaded file becomes a kept image only once sharp has decoded it whole, and what is kept
// is sharp's re-encoding, turned upright by its EXIF orientation and carrying no metadata (no
// camera, no GPS position, no comments). Checked in order, each step cheaper than the next:
//   1. the first bytes say JPEG, PNG or WebP (SVG, GIF, HEIC… never reach a decoder);
//   2. sharp reads the header: the same format, and not more pixels than UPLOAD_MAX_PIXELS,
//      so a decompression bomb is refused before a single pixel is decoded;
//   3. sharp decodes every pixel (a file cut short or with text after its header fails) and
//      writes the new file, renamed into place only when whole.
import { randomBytes } from 'node:crypto';
import { chmod, link, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_UPLOAD_MESSAGES, type ImageFormat } from '../src/domain/imageUpload.js';
import type { Config } from './config.js';
import { OWNER_ONLY_FILE } from './db/permissions.js';
import { badRequest, HttpError } from './errors.js';

/** The image kinds taken, by their first bytes, with the extension they are kept under. */
export const IMAGE_KINDS = [
  {
    format: 'jpeg',
    ext: 'jpg',
    type: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    format: 'png',
    ext: 'png',
    type: 'image/png',
    magic: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    format: 'webp',
    ext: 'webp',
    type: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const satisfies readonly {
  format: ImageFormat;
  ext: string;
  type: string;
  magic: (b: Buffer) => boolean;
}[];

type ImageKind = (typeof IMAGE_KINDS)[number];
export type ImageExtension = ImageKind['ext'];

/** Re-encoding settings: photos stay sharp to the eye; PNG and WebP keep transparency. */
const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 88 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 85 }),
};

/** Tries for a free name when the one chosen was taken meanwhile (a name is never reused). */
const NAME_TRIES = 5;

const notImage = () => badRequest(IMAGE_UPLOAD_MESSAGES.notImage);

async function kindByFirstBytes(path: string): Promise<ImageKind> {
  const head = Buffer.alloc(12);
  const handle = await open(path);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const kind = IMAGE_KINDS.find((k) => bytesRead === head.length && k.magic(head));
  if (!kind) throw notImage();
  return kind;
}

/** The header's pixel count, refused above the limit; 400 when the header does not read. */
async function checkHeader(bytes: Buffer, kind: ImageKind, maxPixels: number): Promise<void> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== kind.format || !meta.width || !meta.height) throw notImage();
  if (meta.width * meta.height > maxPixels) {
    throw new HttpError(413, IMAGE_UPLOAD_MESSAGES.tooManyPixels(maxPixels));
  }
}

/**
 * Keeps the image received in `partial` (always removed) in `folder` under `name(ext)`, an
 * absolute folder on the same disk, as a decoded and re-encoded copy; answers the name kept.
 * 400 `El fichero no es una imagen válida` for what does not decode, 413 above the pixel limit:
 * nothing is then left in the folder.
 */
export async function keepImage(
  config: Pick<Config, 'uploadMaxPixels'>,
  partial: string,
  folder: string,
  name: (ext: ImageExtension) => string | Promise<string>,
): Promise<string> {
  const encoded = join(folder, `.upload-${randomBytes(8).toString('hex')}.part`);
  try {
    const kind = await kindByFirstBytes(partial);
    const bytes = await readFile(partial);
    await checkHeader(bytes, kind, config.uploadMaxPixels);
    const decoder = sharp(bytes, { failOn: 'error', limitInputPixels: config.uploadMaxPixels });
    await ENCODE[kind.format](decoder.rotate())
      .toFile(encoded)
      .catch(() => {
        throw notImage();
      });
    await chmod(encoded, OWNER_ONLY_FILE);
    for (let tries = 1; ; tries++) {
      const kept = await name(kind.ext);
      try {
        // A link, not a rename: it fails instead of replacing a file of the same name.
        await link(encoded, join(folder, kept));
        return kept;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries >= NAME_TRIES) throw error;
      }
    }
  } finally {
    await rm(partial, { force: true });
    await rm(encoded, { force: true });
  }
}
