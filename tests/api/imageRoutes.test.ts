// Every route that takes an image answers the same table of good and bad files alike
// (tests/api/imageUploadTable.ts): a good JPEG, PNG or WebP is kept re-encoded, upright and
// without metadata, and served without a token; a file that does not decode, an empty one, one
// too large in bytes or in pixels, is refused with the same status and words on every route,
// leaving its folders and its record exactly as they were.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_MAX_PIXELS } from '../../server/config';
import { demoPhotosReady } from '../../server/seed/motos';
import {
  ADMIN,
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  upload,
  type Client,
  type TestApp,
} from './helpers';
import { hasGpsBlock, imageCases, ROUTES, type ImageRoute, type Limits } from './imageUploadTable';

const LIMITS: Limits = { uploadMaxBytes: 256 * 1024, uploadMaxPixels: DEFAULT_UPLOAD_MAX_PIXELS };
const CASES = await imageCases(LIMITS);

let t: TestApp;
const sessions = {} as Record<ImageRoute['as'], { token: string; api: Client }>;
const paths = new Map<ImageRoute, string>();

beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: LIMITS.uploadMaxBytes });
  // The demo motos' photos are drawn into uploads/images after the start: wait for them.
  await demoPhotosReady(t.dataDir);
  for (const [as, who] of [
    ['admin', ADMIN],
    ['sales', SALES],
  ] as const) {
    const { accessToken } = await signIn(t.app, who);
    sessions[as] = { token: accessToken, api: client(t.app, accessToken) };
  }
}, 60_000);
afterAll(() => t.close());

/** Every entry of the route's folders, hidden partial files included. */
const folders = (route: ImageRoute) =>
  Promise.all(
    route.folders.map(async (folder) =>
      (await readdir(join(t.dataDir, folder)).catch(() => [] as string[])).sort(),
    ),
  );

async function pathOf(route: ImageRoute): Promise<string> {
  const known = paths.get(route);
  if (known) return known;
  const path = await route.path(sessions[route.as].api);
  paths.set(route, path);
  return path;
}

it('runs with the default pixel limit, on files that carry what must go', async () => {
  expect(t.config.uploadMaxPixels).toBe(DEFAULT_UPLOAD_MAX_PIXELS);
  for (const c of CASES.filter((k) => k.kept)) {
    expect((await sharp(c.content).metadata()).exif, c.name).toBeDefined();
  }
  const phone = CASES.find((c) => c.name.includes('GPS'))!;
  const meta = await sharp(phone.content).metadata();
  expect(meta.orientation).toBe(6);
  expect(hasGpsBlock(meta.exif)).toBe(true);
  const bomb = CASES.find((c) => c.name.includes('bomb'))!;
  expect(bomb.content.length).toBeLessThan(LIMITS.uploadMaxBytes);
  const declared = await sharp(bomb.content).metadata();
  expect(declared.width! * declared.height!).toBeGreaterThan(DEFAULT_UPLOAD_MAX_PIXELS);
});

describe.each(ROUTES)('$name', (route) => {
  const send = async (c: (typeof CASES)[number]) => {
    const path = await pathOf(route);
    const { token, api } = sessions[route.as];
    const part = { filename: c.filename, contentType: c.contentType, content: c.content };
    return {
      path,
      api,
      answer: await upload(t.app, token, { ...part, field: c.field, fields: route.fields }, path),
    };
  };

  it.each(CASES.filter((c) => c.kept))('keeps $name re-encoded, without metadata', async (c) => {
    const { answer } = await send(c);
    expect(answer.status, JSON.stringify(answer.body)).toBe(route.created);
    const url = route.keptUrl(answer.body as Parameters<ImageRoute['keptUrl']>[0])!;
    expect(url).toMatch(/^\/api\/uploads\/images\/|^\/api\/provider-api\/images\//);
    expect(await folders(route).then(([own]) => own)).toContain(url.split('/').at(-1));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${c.kept!.format}`);
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual(c.kept);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
  });

  it.each(CASES.filter((c) => c.refused))('refuses $name and keeps nothing', async (c) => {
    const path = await pathOf(route);
    const { api } = sessions[route.as];
    const before = await folders(route);
    const entity = await route.entity?.(api, path);
    const { answer } = await send(c);
    expectError(answer, c.refused!.status, c.refused!.message(LIMITS, route));
    expect(await folders(route)).toEqual(before);
    if (route.entity) expect(await route.entity(api, path)).toEqual(entity);
  });
});
