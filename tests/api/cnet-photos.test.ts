// Photos of a manual car on account 5 ('Fotos del vehículo': png, jpg, webp; docs/API.md "#
// Coches.net" › "Photos of a manual car"): the console uploads each one to the generic POST
// /api/upload, and the listing it creates on account 5 carries the URLs answered, which the
// marketplace then fetches without a token.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, SALES, client, signIn, startTestApp, upload, type TestApp } from './helpers';
import { validListing, type ListingAnswer } from './cnetFixtures';

const UPLOAD = '/api/upload';
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: 4096, cnetPaceMs: 0 });
  token = (await signIn(t.app, ADMIN)).accessToken;
});
afterAll(() => t.close());

const listingsOf5 = async () =>
  (await client(t.app, token).get<ListingAnswer[]>('/api/cnet/api/vehicles?account=5')).body;

describe('a manual car with uploaded photos', () => {
  it('uploads two PNGs; the listing on account 5 carries them, main first, served publicly', async () => {
    const urls: string[] = [];
    for (const name of ['Frontal MINI.png', 'Lateral MINI.png']) {
      const res = await upload(
        t.app,
        token,
        { filename: name, contentType: 'image/png', content: PNG },
        UPLOAD,
      );
      expect(res.status).toBe(201);
      urls.push((res.body as { url: string }).url);
    }
    expect(urls[0]).toMatch(/^\/api\/uploads\/images\/[a-z0-9-]+\.png$/);
    const photos = urls.map((url, index) => ({
      url: `http://127.0.0.1${url}`,
      main: index === 0,
      order: index + 1,
    }));
    const created = await client(t.app, token).post<ListingAnswer>(
      '/api/cnet/api/vehicles?account=5',
      { ...validListing('990500'), offerType: 1, certified: 0, photos },
    );
    expect(created.status).toBe(201);
    expect(created.body.photos).toEqual(photos);
    expect((await listingsOf5()).find((l) => l.id === created.body.id)?.photos).toEqual(photos);

    const served = await t.app.inject({ method: 'GET', url: urls[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
  });

  it('a commercial user may upload them too', async () => {
    const sales = (await signIn(t.app, SALES)).accessToken;
    const res = await upload(
      t.app,
      sales,
      { filename: 'trasera.png', contentType: 'image/png', content: PNG },
      UPLOAD,
    );
    expect(res.status).toBe(201);
  });

  it('what is not an image is refused by its bytes, whatever its name, with a Spanish message', async () => {
    for (const part of [
      { filename: 'foto.png', contentType: 'image/png', content: 'esto no es una imagen' },
      {
        filename: 'foto.svg',
        contentType: 'image/svg+xml',
        content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      },
      { filename: 'ficha.pdf', contentType: 'application/pdf', content: '%PDF-1.4\n' },
    ]) {
      const res = await upload(t.app, token, part, UPLOAD);
      expect(res.status, part.filename).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/imagen|imágenes/);
    }
  });

  it('needs a session', async () => {
    const res = await upload(
      t.app,
      undefined,
      { filename: 'a.png', contentType: 'image/png', content: PNG },
      UPLOAD,
    );
    expect(res.status).toBe(401);
  });
});
