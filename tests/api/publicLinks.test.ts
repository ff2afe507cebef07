// The addresses the server writes into files others fetch from — the three XML feeds, the
// Aramis CSV and the WordPress export — name PUBLIC_URL, or without it the address the server
// was started on; never the Host or X-Forwarded-Host of the request that asked for them, even
// behind a trusted proxy.
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedRunAnswer } from '../../src/domain/feeds/types';
import type { WordpressExportRun } from '../../server/motos/collections';
import { loadConfig } from '../../server/config';
import { ADMIN, signIn, startTestApp, tempDir, TEST_SECRET, type TestApp } from './helpers';

const V1 = '/api/publishing/api/v1';
const GENERATIONS = [
  `${V1}/wallapop/vehicles/update-xml-files`,
  `${V1}/motoreto/vehicles/create-xml`,
  `${V1}/oferta-de-coches/vehicles/create-xml`,
];
const EVIL = 'evil.example';
/** What a hostile client (or a proxy passing its headers on) sends. */
const HOSTILE = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

async function hostileCall(t: TestApp, token: string, method: 'GET' | 'POST', url: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...HOSTILE, 'x-access-token': token },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** The written files of every feed and the WordPress export, each asked with a hostile Host. */
async function writtenFiles(t: TestApp): Promise<Record<string, string>> {
  const token = (await signIn(t.app, ADMIN)).accessToken;
  const plain = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
  const files: Record<string, string> = {};
  for (const path of GENERATIONS) {
    const run = (await hostileCall(t, token, 'GET', path)).json<FeedRunAnswer>();
    for (const info of run.files) files[info.file] = (await plain(`/api${info.path}`)).body;
  }
  files['aramis-francia.csv'] = (
    await hostileCall(t, token, 'GET', '/api/aramis-francia/csv')
  ).body;
  const { runId } = (await hostileCall(t, token, 'POST', '/api/motos/wordpress-export')).json<{
    runId: string;
  }>();
  await expect
    .poll(
      async () => {
        const status = (await plain('/api/motos/wordpress-export/status')).json<{
          last: WordpressExportRun | null;
        }>();
        return status.last?._id === runId && !status.last.running;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  files.wordpress = (await plain('/api/motos/wordpress-export/last')).body;
  return files;
}

/** Every absolute address in a file. */
const addresses = (text: string) => text.match(/https?:\/\/[^\s"'<>|;,]+/g) ?? [];

describe.each([
  { name: 'with PUBLIC_URL', publicUrl: 'https://coches.grupo.example' },
  // Started on a free port: the address it was started on, as main.ts prints it.
  { name: 'without PUBLIC_URL', publicUrl: undefined },
])('links $name', ({ publicUrl }) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp({ seedVehicles: 60, publicUrl, trustProxy: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = publicUrl ?? `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => t.close());

  it('name the public address whatever Host the request that generates them sends', async () => {
    const files = await writtenFiles(t);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['motoreto.xml', 'aramis-francia.csv', 'wordpress']),
    );
    let photos = 0;
    for (const [file, text] of Object.entries(files)) {
      expect(text, file).not.toContain(EVIL);
      const ours = addresses(text).filter(
        (url) => url.includes('/api/') || url.includes('/demo-images/'),
      );
      for (const url of ours) expect(url.startsWith(`${origin}/`), `${file}: ${url}`).toBe(true);
      photos += ours.length;
    }
    expect(photos).toBeGreaterThan(100);
  });
});

describe('PUBLIC_URL', () => {
  it('is an http(s) address, kept without its trailing slash', async () => {
    const dataDir = await tempDir();
    const load = (value: string) =>
      loadConfig({ PUBLIC_URL: value }, { dataDir, jwtSecret: TEST_SECRET });
    expect(load('https://grupo.example/multipublicador/').publicUrl).toBe(
      'https://grupo.example/multipublicador',
    );
    for (const bad of ['grupo.example', 'ftp://grupo.example', 'https://grupo.example/?x=1']) {
      expect(() => load(bad), bad).toThrow(/^PUBLIC_URL debe ser una dirección http/);
    }
    await rm(dataDir, { recursive: true, force: true });
  });
});
