// The one table of image uploads: every route that takes an image (ROUTES) and the good and
// bad files each must answer alike (imageCases). A new image route adds one line to ROUTES
// and inherits every case (tests/api/imageRoutes.test.ts walks them all).
import sharp from 'sharp';
import { IMAGE_UPLOAD_MESSAGES, type ImageFormat } from '../../src/domain/imageUpload';
import type { Config } from '../../server/config';
import { FILE_MESSAGES } from '../../server/renting/files';
import type { Client } from './helpers';

type Body = Record<string, unknown> & {
  url?: string;
  data?: { url?: string };
  vehicle?: { recursos?: { url: string }[] };
};

/** One route that takes an image. */
export interface ImageRoute {
  name: string;
  /** Where to post, found with the session's client (a vehicle's id, …). */
  path: (api: Client) => Promise<string>;
  /** Whose session posts. */
  as: 'admin' | 'sales';
  /** Form fields sent beside the file. */
  fields?: Record<string, string>;
  /** Folders under DATA_DIR the route writes to: a refused file leaves each as it was. */
  folders: string[];
  /** The status of a kept image. */
  created: number;
  /** The address of the kept image, read from the answer. */
  keptUrl: (body: Body) => string | undefined;
  /** The record the upload changes: a refused file leaves it as it was. */
  entity?: (api: Client, path: string) => Promise<unknown>;
  /** A route that takes other files too names the missing one otherwise. */
  noFile?: string;
}

const firstVehicleImages = (site: string) => async (api: Client) => {
  const [vehicle] = (await api.get<{ _id: string }[]>(`/api/${site}`)).body;
  return `/api/${site}/${vehicle!._id}/images`;
};
const vehicleOf = async (api: Client, path: string) =>
  (await api.get(path.replace(/\/images$/, ''))).body;

export const ROUTES: ImageRoute[] = [
  {
    name: 'POST /api/upload (motos, Coches.net)',
    path: async () => '/api/upload',
    as: 'admin',
    folders: ['uploads/images', 'uploads/images/thumbs'],
    created: 201,
    keptUrl: (body) => body.url,
  },
  {
    name: 'POST /api/gomotor/:id/images',
    path: firstVehicleImages('gomotor'),
    as: 'admin',
    folders: ['uploads/images/gomotorcars'],
    created: 201,
    keptUrl: (body) => body.vehicle?.recursos?.at(-1)?.url,
    entity: vehicleOf,
  },
  {
    name: 'POST /api/grupoliva/:id/images',
    path: firstVehicleImages('grupoliva'),
    as: 'admin',
    folders: ['uploads/images/gomotorcars'],
    created: 201,
    keptUrl: (body) => body.vehicle?.recursos?.at(-1)?.url,
    entity: vehicleOf,
  },
  {
    name: 'POST /api/publishing/api/v1/campaign/icon',
    path: async () => '/api/publishing/api/v1/campaign/icon',
    as: 'sales',
    folders: ['uploads/images/campaigns'],
    created: 201,
    keptUrl: (body) => body.url,
  },
  {
    name: 'POST /api/provider-api/images',
    path: async () => '/api/provider-api/images',
    as: 'admin',
    folders: ['uploads/images/provider'],
    created: 201,
    keptUrl: (body) => body.url,
  },
  {
    name: 'POST /api/renting/upload (a photo)',
    path: async () => '/api/renting/upload',
    as: 'admin',
    folders: ['uploads/images/renting', 'renting/imports'],
    created: 200,
    keptUrl: (body) => body.data?.url,
    noFile: FILE_MESSAGES.noFile,
  },
];

/** The limits a refusal's message names. */
export type Limits = Pick<Config, 'uploadMaxBytes' | 'uploadMaxPixels'>;

export interface ImageCase {
  name: string;
  filename: string;
  contentType: string;
  content: Buffer;
  /** The multipart field (default `file`). */
  field?: string;
  /** Kept: what the stored copy is (re-encoded, upright, without metadata). */
  kept?: { format: ImageFormat; width: number; height: number };
  /** Refused: the status and exact message, and nothing stored. */
  refused?: { status: number; message: (limits: Limits, route: ImageRoute) => string };
}

const notImage = { status: 400, message: () => IMAGE_UPLOAD_MESSAGES.notImage };

/** Bytes that do not compress: a PNG of them is large, and one cut short is cut mid-pixels. */
function noise(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(width * height * 3);
  for (let i = 0, x = 12345; i < bytes.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } });
const noisy = () => sharp(noise(200, 150), { raw: { width: 200, height: 150, channels: 3 } });
const cutShort = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6));

/** The tag of the GPS block in a little-endian EXIF (0x8825, a LONG): a GPS position is there. */
export const hasGpsBlock = (exif: Buffer | undefined): boolean =>
  Boolean(exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])));

/**
 * A valid PNG declaring 64 megapixels (above the 50 allowed by default) that weighs a few tens
 * of KB: one grey level compresses to almost nothing.
 */
const bomb = () => solid(8000, 8000).toColourspace('b-w').png({ compressionLevel: 9 }).toBuffer();

let built: Promise<ImageCase[]> | undefined;

/** The cases, built once per test file (`limits.uploadMaxBytes` sizes the too-large one). */
export function imageCases(limits: Limits): Promise<ImageCase[]> {
  built ??= buildCases(limits);
  return built;
}

async function buildCases(limits: Limits): Promise<ImageCase[]> {
  // Each carries EXIF, which the kept copy must not.
  const camera = { IFD0: { Make: 'Camara', Copyright: 'Concesionario' } };
  const png = await solid(64, 48, 4).png().withExif(camera).toBuffer();
  const jpeg = await solid(64, 48).jpeg().withExif(camera).toBuffer();
  const webp = await solid(64, 48, 4).webp().withExif(camera).toBuffer();
  // A phone photo: held sideways (orientation 6) with the place it was taken in its EXIF.
  const phone = await solid(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefono', Model: 'X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  return [
    {
      name: 'a JPEG',
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      content: jpeg,
      kept: { format: 'jpeg', width: 64, height: 48 },
    },
    {
      name: 'a PNG with transparency',
      filename: 'foto.png',
      contentType: 'image/png',
      content: png,
      kept: { format: 'png', width: 64, height: 48 },
    },
    {
      name: 'a WebP',
      filename: 'foto.webp',
      contentType: 'image/webp',
      content: webp,
      kept: { format: 'webp', width: 64, height: 48 },
    },
    {
      name: 'a sideways phone JPEG with its GPS position',
      filename: 'movil.jpg',
      contentType: 'image/jpeg',
      content: phone,
      kept: { format: 'jpeg', width: 48, height: 64 },
    },
    {
      name: 'a JPEG header followed by text',
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      content: Buffer.concat([jpeg.subarray(0, 4), Buffer.from('esto es texto, no una foto\n')]),
      refused: notImage,
    },
    {
      name: 'a PNG header followed by text',
      filename: 'foto.png',
      contentType: 'image/png',
      content: Buffer.concat([png.subarray(0, 8), Buffer.from('esto es texto, no una foto\n')]),
      refused: notImage,
    },
    {
      name: 'a PNG cut short',
      filename: 'cortada.png',
      contentType: 'image/png',
      content: cutShort(await noisy().png().toBuffer()),
      refused: notImage,
    },
    {
      name: 'a JPEG cut short',
      filename: 'cortada.jpg',
      contentType: 'image/jpeg',
      content: cutShort(await noisy().jpeg().toBuffer()),
      refused: notImage,
    },
    {
      name: 'a text file named .jpg',
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      content: Buffer.from('hola, no soy una imagen'),
      refused: notImage,
    },
    {
      name: 'an SVG',
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      content: Buffer.from(svg),
      refused: notImage,
    },
    {
      name: 'a GIF',
      filename: 'anim.gif',
      contentType: 'image/gif',
      content: await solid(16, 16).gif().toBuffer(),
      refused: notImage,
    },
    {
      name: 'an empty file',
      filename: 'vacia.png',
      contentType: 'image/png',
      content: Buffer.alloc(0),
      refused: notImage,
    },
    {
      name: 'a file over UPLOAD_MAX_BYTES',
      filename: 'grande.png',
      contentType: 'image/png',
      content: Buffer.concat([png, Buffer.alloc(limits.uploadMaxBytes, 1)]),
      refused: { status: 413, message: (l) => IMAGE_UPLOAD_MESSAGES.tooLarge(l.uploadMaxBytes) },
    },
    {
      name: 'a decompression bomb',
      filename: 'bomba.png',
      contentType: 'image/png',
      content: await bomb(),
      refused: {
        status: 413,
        message: (l) => IMAGE_UPLOAD_MESSAGES.tooManyPixels(l.uploadMaxPixels),
      },
    },
    {
      name: 'an image in another field',
      filename: 'foto.png',
      contentType: 'image/png',
      content: png,
      field: 'foto',
      refused: {
        status: 400,
        message: (_l, route) => route.noFile ?? IMAGE_UPLOAD_MESSAGES.noFile,
      },
    },
  ];
}
