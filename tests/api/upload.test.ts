// POST /api/upload (docs/API.md "# Motos"): images only by content, size-limited, names with paths
// refused, a sharp thumbnail beside each photo, served without a token; a photo's file goes when no
// moto refers to it any more.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MESSAGES } from '../../src/domain/imageUpload';
import type { Moto } from '../../src/domain/motos/types';
import { motoThumbnailUrl } from '../../src/domain/motos/types';
import { motoUpdateBody } from '../../src/domain/motos/update';
import {
  ADMIN,
  client,
  expectError,
  signIn,
  startTestApp,
  upload,
  type Answer,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
let api: Client;
let token: string;
const UPLOAD_MAX = 64 * 1024;

beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: UPLOAD_MAX });
  token = (await signIn(t.app, ADMIN)).accessToken;
  api = client(t.app, token);
}, 60_000); // a loaded machine starts the app slowly
afterAll(() => t.close());

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

const imagesFolder = () => join(t.dataDir, 'uploads/images');
const storedNames = () =>
  existsSync(imagesFolder())
    ? readdirSync(imagesFolder()).filter(
        (n) => /^[a-z0-9-]+\.(jpg|png|webp)$/.test(n) && !n.startsWith('demo-'),
      )
    : [];

interface Uploaded {
  filename: string;
  url: string;
  thumbnailUrl: string;
}

const send = (filename: string, content: Buffer | string, contentType = 'image/png') =>
  upload(t.app, token, { filename, content, contentType }, '/api/upload');

describe('POST /api/upload', () => {
  it('stores a PNG, answers its name and addresses, serves it and a 320 px WebP thumbnail', async () => {
    const answer = await send('Yamaha MT-07 lateral.png', await png());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const body = answer.body as Uploaded;
    expect(body.filename).toMatch(/^yamaha-mt-07-lateral-\d+-[0-9a-f]{6}\.png$/);
    expect(body.url).toBe(`/api/uploads/images/${body.filename}`);
    expect(body.thumbnailUrl).toBe(`/api/uploads/images/thumbs/${body.filename}.webp`);
    expect(motoThumbnailUrl(body.url)).toBe(body.thumbnailUrl);

    const photo = await t.app.inject({ method: 'GET', url: body.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const thumb = await t.app.inject({ method: 'GET', url: body.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(thumb.rawPayload.length).toBeLessThan(photo.rawPayload.length);
  });

  it('keeps photos and thumbnails owner-only (0600 in 0700 folders), as the rest of DATA_DIR', async () => {
    const body = (await send('permisos.png', await png())).body as Uploaded;
    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(join(imagesFolder(), body.filename))).toBe(0o600);
    expect(mode(join(imagesFolder(), 'thumbs', `${body.filename}.webp`))).toBe(0o600);
    expect(mode(imagesFolder())).toBe(0o700);
    expect(mode(join(imagesFolder(), 'thumbs'))).toBe(0o700);
  });

  it('the demo motos photos are real JPEGs with thumbnails', async () => {
    const list = (await api.get<Moto[]>('/api/motos')).body;
    const url = list.find((m) => m.recursos.length > 0)?.recursos[0]?.url ?? '';
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
    const thumb = await t.app.inject({ method: 'GET', url: motoThumbnailUrl(url) });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
  });

  const refused: [string, () => Promise<Answer>, number, RegExp | string][] = [
    [
      'a text file named .png',
      () => send('foto.png', 'no soy una imagen, solo texto'),
      400,
      IMAGE_UPLOAD_MESSAGES.notImage,
    ],
    [
      'an SVG',
      () =>
        send(
          'foto.svg',
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          'image/svg+xml',
        ),
      400,
      IMAGE_UPLOAD_MESSAGES.notImage,
    ],
    [
      'a PNG header with garbage',
      () =>
        send(
          'rota.png',
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(200, 7),
          ]),
        ),
      400,
      IMAGE_UPLOAD_MESSAGES.notImage,
    ],
    [
      'a name going up folders',
      async () => send('../../jwt-secret.png', await png()),
      400,
      /nombre del fichero no es válido/,
    ],
    [
      'a name with a folder',
      async () => send('fotos/moto.png', await png()),
      400,
      /nombre del fichero no es válido/,
    ],
    [
      'a Windows path',
      async () => send('C:\\fotos\\moto.png', await png()),
      400,
      /nombre del fichero no es válido/,
    ],
    [
      'an encoded path',
      async () => send('%2e%2e%2fmoto.png', await png()),
      400,
      /nombre del fichero no es válido/,
    ],
    [
      'a hidden name',
      async () => send('.htaccess.png', await png()),
      400,
      /nombre del fichero no es válido/,
    ],
    [
      'another field name',
      async () =>
        upload(
          t.app,
          token,
          { field: 'foto', filename: 'a.png', content: await png(), contentType: 'image/png' },
          '/api/upload',
        ),
      400,
      IMAGE_UPLOAD_MESSAGES.noFile,
    ],
    [
      'JSON instead of a file',
      () => api.post('/api/upload', { file: 'a.png' }),
      400,
      IMAGE_UPLOAD_MESSAGES.noFile,
    ],
    [
      'a file over the limit',
      async () => send('grande.png', Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX, 1)])),
      413,
      IMAGE_UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX),
    ],
  ];
  it.each(refused)('refuses %s and keeps nothing', async (_name, call, status, message) => {
    const before = storedNames();
    expectError(await call(), status, message);
    expect(storedNames()).toEqual(before);
    expect(readdirSync(imagesFolder()).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('without a token: 401 and nothing stored', async () => {
    const before = storedNames();
    expectError(
      await upload(
        t.app,
        undefined,
        { filename: 'a.png', content: await png(), contentType: 'image/png' },
        '/api/upload',
      ),
      401,
    );
    expect(storedNames()).toEqual(before);
  });

  it.each([
    '/api/uploads/images/..%2F..%2Fjwt-secret',
    '/api/uploads/images/%2e%2e%2fjwt-secret',
    '/api/uploads/images/thumbs/..%2F..%2F..%2Fjwt-secret',
    '/api/uploads/images/thumbs/x.svg.webp',
    '/api/uploads/images/..%5c..%5cjwt-secret',
  ])('GET %s never serves a file outside the photos', async (url) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(answer.statusCode);
    expect(answer.body).not.toMatch(/[A-Za-z0-9_-]{40,}/);
  });
});

describe('a photo file goes when no moto refers to it', () => {
  const pushTo = async (moto: Moto, photo: Uploaded) =>
    api.put<Moto>(
      `/api/motos/${moto.idv}`,
      motoUpdateBody(
        {
          push: {
            nombre: photo.filename,
            url: photo.url,
            tipo: 'IMAGEN',
            propiedades: [
              { nombre: 'EsFotoPrincipal', valor: false },
              { nombre: 'OrdenFoto', valor: moto.recursos.length + 1 },
            ],
          },
        },
        moto._id,
      ),
    );
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('$pull from one of two motos keeps it; from the last removes photo and thumbnail', async () => {
    const photo = (await send('compartida.png', await png())).body as Uploaded;
    const [a, b] = (await api.get<Moto[]>('/api/motos')).body.slice(10, 12) as [Moto, Moto];
    expect((await pushTo(a, photo)).status).toBe(200);
    expect((await pushTo(b, photo)).status).toBe(200);

    expect(
      (await api.put(`/api/motos/${a.idv}`, motoUpdateBody({ pull: photo.filename }, a._id)))
        .status,
    ).toBe(200);
    expect(await served(photo.url)).toBe(200);
    expect(await served(photo.thumbnailUrl)).toBe(200);

    expect(
      (await api.put(`/api/motos/${b.idv}`, motoUpdateBody({ pull: photo.filename }, b._id)))
        .status,
    ).toBe(200);
    expect(await served(photo.url)).toBe(404);
    expect(await served(photo.thumbnailUrl)).toBe(404);
    expect(storedNames()).not.toContain(photo.filename);
  });

  it('a replace without the photo and a deleted moto remove theirs too', async () => {
    const first = (await send('sustituida.png', await png())).body as Uploaded;
    const second = (await send('borrada.png', await png())).body as Uploaded;
    const list = (await api.get<Moto[]>('/api/motos')).body;
    const replaced = (await pushTo(list[20] as Moto, first)).body;
    const { _id, ...document } = replaced;
    const without = {
      ...document,
      recursos: document.recursos.filter((r) => r.nombre !== first.filename),
    };
    expect(
      (await api.put(`/api/motos/${replaced.idv}`, motoUpdateBody({ replace: without }, _id)))
        .status,
    ).toBe(200);
    expect(await served(first.url)).toBe(404);

    const created = await api.post<Moto>('/api/motos', {
      idv: '99100',
      marca: 'VESPA',
      modelo: 'GTS 300',
      tipo: 'VO',
      recursos: [{ nombre: second.filename, url: second.url }],
    });
    expect(created.status).toBe(201);
    expect(await served(second.url)).toBe(200);
    expect((await api.delete('/api/motos/99100')).status).toBe(200);
    expect(await served(second.url)).toBe(404);
    expect(await served(second.thumbnailUrl)).toBe(404);
  });

  it('a refused update removes nothing', async () => {
    const photo = (await send('se-queda.png', await png())).body as Uploaded;
    const target = (await pushTo((await api.get<Moto[]>('/api/motos')).body[30] as Moto, photo))
      .body;
    expectError(
      await api.put(`/api/motos/${target.idv}`, {
        filter: { _id: target._id },
        update: { $pull: { recursos: { nombre: photo.filename } }, $inc: { km: 1 } },
      }),
      400,
    );
    expect(await served(photo.url)).toBe(200);
  });
});
