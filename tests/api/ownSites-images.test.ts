// Photos uploaded from the edit page are stored by the API, added to the vehicle's recursos and
// served under /api/uploads/images/gomotorcars/, without a token.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MESSAGES } from '../../src/domain/imageUpload';
import type { SaleVehicle } from '../../server/ownSites/saleVehicle';
import { nextPhotoOrder } from '../../src/domain/ownSites/images';
import { photoOrder } from '../../src/domain/photoOrder';
import {
  ADMIN,
  MISSING_ID,
  client,
  expectError,
  signIn,
  startTestApp,
  upload,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
let api: Client;
let token: string;

let PNG: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, ADMIN)).accessToken;
  api = client(t.app, token);
  PNG = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe.each(['gomotor', 'grupoliva'])('POST /api/%s/:id/images', (site) => {
  it('stores the photo, adds it to recursos and serves it without a token', async () => {
    const [v] = (await api.get<SaleVehicle[]>(`/api/${site}`)).body;
    const res = await upload(
      t.app,
      token,
      { filename: '../../foto.png', content: PNG, contentType: 'image/png' },
      `/api/${site}/${v!._id}/images`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const vehicle = (res.body as { vehicle: SaleVehicle }).vehicle;
    const added = vehicle.recursos!.at(-1)!;
    expect(vehicle.recursos!.length).toBe((v!.recursos ?? []).length + 1);
    expect(added.url).toMatch(/^\/api\/uploads\/images\/gomotorcars\/[a-z0-9-]+\.png$/);
    // One OrdenFoto convention (1-based): the upload's order is the console's next order.
    expect(added.propiedades).toEqual([
      { nombre: 'EsFotoPrincipal', valor: (v!.recursos ?? []).length === 0 },
      { nombre: 'OrdenFoto', valor: nextPhotoOrder(v!.recursos ?? []) },
    ]);
    const served = await t.app.inject({ method: 'GET', url: added.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 8,
      height: 6,
    });
  });

  it('orders uploads 1, 2, … on a vehicle without photos, as the edit page numbers them', async () => {
    const [v] = (await api.get<SaleVehicle[]>(`/api/${site}`)).body;
    const url = `/api/${site}/${v!._id}`;
    expect((await api.put(url, { filter: { _id: v!._id }, update: { recursos: [] } })).status).toBe(
      200,
    );
    const orders: number[] = [];
    let recursos: SaleVehicle['recursos'] = [];
    for (let i = 0; i < 3; i++) {
      const expected = nextPhotoOrder(recursos ?? []);
      const res = await upload(
        t.app,
        token,
        { filename: `f${i}.png`, content: PNG, contentType: 'image/png' },
        `${url}/images`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      recursos = (res.body as { vehicle: SaleVehicle }).vehicle.recursos;
      const added = recursos!.at(-1)!;
      expect(photoOrder(added)).toBe(expected);
      orders.push(photoOrder(added));
    }
    expect(orders).toEqual([1, 2, 3]);
    // The first upload is the main photo, the others are not.
    expect(recursos!.map((r) => r.propiedades[0])).toEqual([
      { nombre: 'EsFotoPrincipal', valor: true },
      { nombre: 'EsFotoPrincipal', valor: false },
      { nombre: 'EsFotoPrincipal', valor: false },
    ]);
  });

  it('refuses what is not an image, a missing vehicle, and no token', async () => {
    const [v] = (await api.get<SaleVehicle[]>(`/api/${site}`)).body;
    const url = `/api/${site}/${v!._id}/images`;
    expectError(
      await upload(
        t.app,
        token,
        { filename: 'x.png', content: 'no soy una imagen', contentType: 'image/png' },
        url,
      ),
      400,
      IMAGE_UPLOAD_MESSAGES.notImage,
    );
    expectError(
      await upload(t.app, token, { filename: 'x.png', content: PNG, field: 'foto' }, url),
      400,
      IMAGE_UPLOAD_MESSAGES.noFile,
    );
    expectError(
      await upload(
        t.app,
        token,
        { filename: 'x.png', content: PNG },
        `/api/${site}/${MISSING_ID}/images`,
      ),
      404,
    );
    expectError(await upload(t.app, undefined, { filename: 'x.png', content: PNG }, url), 401);
    expect((await api.get<SaleVehicle[]>(`/api/${site}/${v!._id}`)).body[0]).toEqual(v);
    expectError(await api.get('/api/uploads/images/gomotorcars/no-existe.png'), 404);
    expectError(await api.get('/api/uploads/images/gomotorcars/..%2Fsecrets-key.png'), 400);
  });
});
