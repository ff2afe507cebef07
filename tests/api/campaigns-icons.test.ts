// Campaign icons (an icon is a URL or an uploaded image; docs/API.md "Campaigns"): POST
// /api/publishing/api/v1/campaign/icon takes one image that decodes (kept re-encoded), and the path
// it answers is an icon a campaign may carry; served without a token. The good and bad files every
// image route shares are in imageRoutes.test.ts.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MESSAGES } from '../../src/domain/imageUpload';
import {
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  upload,
  type Client,
  type TestApp,
} from './helpers';

const ICON = '/api/publishing/api/v1/campaign/icon';
const FOLDER = join('uploads', 'images', 'campaigns');
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([
    0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0,
  ]),
]);

let t: TestApp;
let token: string;
let api: Client;
beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: 4096 });
  token = (await signIn(t.app, SALES)).accessToken;
  api = client(t.app, token);
});
afterAll(() => t.close());

const stored = async () => readdir(join(t.dataDir, FOLDER)).catch(() => [] as string[]);

describe('POST /api/publishing/api/v1/campaign/icon', () => {
  it('stores a real PNG, serves it without a token, and a campaign may carry it', async () => {
    const res = await upload(
      t.app,
      token,
      {
        filename: 'Rayo Naranja.png',
        contentType: 'image/png',
        content: PNG,
      },
      ICON,
    );
    expect(res.status).toBe(201);
    const { url } = res.body as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/images\/campaigns\/\d+-rayo-naranja-[0-9a-f]{6}\.png$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });

    const created = await api.post<{ iconUrl: string; _id: string }>(
      '/api/publishing/api/v1/campaign',
      {
        name: 'Con icono subido',
        startDate: '2026-12-01T08:00:00Z',
        endDate: '2026-12-02T08:00:00Z',
        iconUrl: url,
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.iconUrl).toBe(url);
    expect(
      (await api.get<{ campaignImage: string }>(`/api/campaigns/${created.body._id}`)).body,
    ).toMatchObject({ campaignImage: url });
  });

  it('takes a WebP too, named by its content', async () => {
    const res = await upload(
      t.app,
      token,
      { filename: 'icono', contentType: 'application/octet-stream', content: WEBP },
      ICON,
    );
    expect(res.status).toBe(201);
    expect((res.body as { url: string }).url).toMatch(/-icono-[0-9a-f]{6}\.webp$/);
  });

  it('refuses a text file named .png, an SVG and an empty file; nothing is stored', async () => {
    const before = await stored();
    for (const part of [
      { filename: 'rayo.png', contentType: 'image/png', content: 'esto no es una imagen' },
      {
        filename: 'rayo.svg',
        contentType: 'image/svg+xml',
        content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      },
      { filename: 'vacio.png', contentType: 'image/png', content: '' },
    ]) {
      expectError(await upload(t.app, token, part, ICON), 400, IMAGE_UPLOAD_MESSAGES.notImage);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a body without the file field, a JSON body, and a file over the limit', async () => {
    const before = await stored();
    expectError(
      await upload(t.app, token, { field: 'imagen', filename: 'a.png', content: PNG }, ICON),
      400,
      IMAGE_UPLOAD_MESSAGES.noFile,
    );
    expectError(await api.post(ICON, { iconUrl: 'x' }), 400, IMAGE_UPLOAD_MESSAGES.noFile);
    expectError(
      await upload(
        t.app,
        token,
        {
          filename: 'grande.png',
          contentType: 'image/png',
          content: Buffer.concat([PNG, Buffer.alloc(8192)]),
        },
        ICON,
      ),
      413,
      'La imagen supera el tamaño máximo (4 KB)',
    );
    expect(await stored()).toEqual(before);
  });

  it('needs a session', async () => {
    expectError(
      await upload(
        t.app,
        undefined,
        { filename: 'a.png', contentType: 'image/png', content: PNG },
        ICON,
      ),
      401,
    );
  });
});

describe('GET /api/uploads/images/campaigns/:file', () => {
  it('is 404 for an icon never stored and 400 for a name that is not one of ours', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/images/campaigns/1-nada-abcdef.png',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Icono no encontrado' });
    for (const name of ['..%2F..%2Fmultipublicador.sqlite', 'x.svg', '.upload-1.part']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/uploads/images/campaigns/${name}`,
      });
      expect(res.statusCode, name).toBe(400);
    }
  });
});
