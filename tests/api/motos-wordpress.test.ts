// 'Importar a WordPress' (docs/API.md "# Motos"): one run at a time (the lock), a CSV holding
// exactly the published motos, a log entry, a notification and a live event per run; with
// WORDPRESS_EXPORT_URL the file goes to that trigger with the key (a fake WordPress on a free port
// here), without it the reference API plays WordPress.
import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Moto } from '../../src/domain/motos/types';
import type { Notification } from '../../src/domain/types';
import { openDatabase } from '../../server/db/index';
import { WORDPRESS_EXPORTS, type WordpressExportRun } from '../../server/motos/collections';
import {
  ADMIN,
  client,
  expectError,
  signIn,
  startTestApp,
  watchResourceChanges,
  type Client,
  type TestApp,
} from './helpers';

interface Status {
  running: boolean;
  last: WordpressExportRun | null;
}

const LAUNCHED = 'Se ha lanzado la exportación de motos a WordPress';

async function finished(api: Client, runId: string): Promise<WordpressExportRun> {
  let status: Status | undefined;
  await expect
    .poll(
      async () => {
        status = (await api.get<Status>('/api/motos/wordpress-export/status')).body;
        return status.last?._id === runId && !status.last.running && !status.running;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return status?.last as WordpressExportRun;
}

const launch = async (api: Client) => {
  const answer = await api.post<{ message: string; runId: string }>('/api/motos/wordpress-export');
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  expect(answer.body.message).toBe(LAUNCHED);
  return answer.body.runId;
};

const csvRows = (text: string) =>
  parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

describe('without WORDPRESS_EXPORT_URL: the reference API plays WordPress', () => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  }, 60_000); // a loaded machine starts the app slowly
  afterAll(() => t.close());

  it('before any export the last file is a Spanish 404', async () => {
    expectError(
      await api.get('/api/motos/wordpress-export/last'),
      404,
      'Todavía no se ha hecho ninguna exportación a WordPress',
    );
    expect((await api.get<Status>('/api/motos/wordpress-export/status')).body).toEqual({
      running: false,
      last: null,
    });
  });

  it('the export holds exactly the published motos, after publishing and unpublishing some', async () => {
    const all = (await api.get<Moto[]>('/api/motos')).body;
    const hidden = all.find((m) => m.publicar) as Moto;
    const shown = all.find((m) => !m.publicar) as Moto;
    expect((await api.put(`/api/motos/${hidden.idv}`, { publicar: false })).status).toBe(200);
    expect(
      (await api.put(`/api/motos/${shown.idv}`, { publicar: true, precioVenta: 4321.5 })).status,
    ).toBe(200);
    const published = (await api.get<Moto[]>('/api/motos')).body.filter((m) => m.publicar);

    const run = await finished(api, await launch(api));
    expect(run).toMatchObject({
      ok: true,
      count: published.length,
      message: `Exportación a WordPress: ${published.length} motos`,
      target: 'referencia',
      user: ADMIN.email,
    });
    expect(run.importedAt).toEqual(expect.any(String));
    expect(run.file).toMatch(/^motos-wordpress-\d{8}-\d{6}-[0-9a-f]{6}\.csv$/);
    // Kept owner-only under DATA_DIR, as everything the server writes there.
    expect(statSync(join(t.dataDir, 'exports/wordpress', run.file ?? '')).mode & 0o777).toBe(0o600);

    const file = await api.get<string>('/api/motos/wordpress-export/last');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${run.file}"`);
    const rows = csvRows(file.body);
    expect(rows.map((r) => r.idv).sort()).toEqual(published.map((m) => m.idv).sort());
    expect(rows.map((r) => r.idv)).not.toContain(hidden.idv);
    const row = rows.find((r) => r.idv === shown.idv);
    expect(row).toMatchObject({
      precioVenta: '4321.5',
      publicar: '1',
      marca: shown.marca,
      post_status: 'publish',
    });
    expect(row?.reservado).toMatch(/^[01]$/);
    const photo = rows.find((r) => r.imagenes !== '');
    expect(photo?.imagen_principal).toMatch(/^https?:\/\/[^/]+\/api\/uploads\/images\/.+\.jpg$/);
  });

  it('a second export while one runs is refused (409) and changes nothing; one log entry and one notification per run', async () => {
    const runsBefore = (await api.get<WordpressExportRun[]>('/api/motos/wordpress-export/runs'))
      .body.length;
    const first = await launch(api);
    const second = await api.post('/api/motos/wordpress-export');
    expectError(
      second,
      409,
      'Ya hay una exportación de motos a WordPress en curso; espere a que termine',
    );
    const run = await finished(api, first);
    const runs = (await api.get<WordpressExportRun[]>('/api/motos/wordpress-export/runs')).body;
    expect(runs).toHaveLength(runsBefore + 1);
    expect(runs[0]?._id).toBe(first);
    const notes = (await api.get<Notification[]>('/api/notifications')).body;
    expect(notes.filter((n) => n.text === run.message && n.site === 'wordpress')).toHaveLength(
      runsBefore + 1,
    );
    // Free again once done.
    await finished(api, await launch(api));
  });

  it('announces the run live: resource:changed of motos-wordpress-exports at launch and at the end', async () => {
    const { socket, changes } = await watchResourceChanges(t.app, ADMIN);
    try {
      const runId = await launch(api);
      await finished(api, runId);
      await expect
        .poll(() =>
          changes
            .filter((c) => c.resource === 'motos-wordpress-exports' && c.ids.includes(runId))
            .map((c) => c.action),
        )
        .toEqual(['create', 'update']);
    } finally {
      socket.close();
    }
  });

  const malformed: [string, string, unknown][] = [
    ['a body', '/api/motos/wordpress-export', { motos: ['70001'] }],
    ['a list body', '/api/motos/wordpress-export', [1]],
    ['a query parameter', '/api/motos/wordpress-export?force=1', undefined],
    ['a text body', '/api/motos/wordpress-export', '"todo"'],
    ['invalid JSON', '/api/motos/wordpress-export', '{"a":'],
  ];
  it.each(malformed)(
    'refuses %s with a Spanish 400 and launches nothing',
    async (_name, url, body) => {
      const before = (await api.get<WordpressExportRun[]>('/api/motos/wordpress-export/runs')).body
        .length;
      expectError(await api.post(url, body), 400);
      expect(
        (await api.get<WordpressExportRun[]>('/api/motos/wordpress-export/runs')).body,
      ).toHaveLength(before);
    },
  );

  it.each([
    '/api/motos/wordpress-export/status?x=1',
    '/api/motos/wordpress-export/last?file=../../jwt-secret',
    '/api/motos/wordpress-export/runs?limit=5',
  ])('GET %s: unknown query parameters are refused', async (url) =>
    expectError(await api.get(url), 400, /no está permitido/),
  );
});

describe('with WORDPRESS_EXPORT_URL: the file goes to the trigger with the key', () => {
  const KEY = 'clave-secreta-de-importacion';
  let wordpress: Server;
  let received: { url: string; type: string; body: string }[] = [];
  let answerStatus = 200;
  let t: TestApp;
  let api: Client;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  beforeAll(async () => {
    wordpress = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({
          url: request.url ?? '',
          type: String(request.headers['content-type']),
          body,
        });
        response.statusCode = answerStatus;
        response.end(answerStatus === 200 ? 'import triggered' : 'error');
      });
    });
    await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve));
    const port = (wordpress.address() as AddressInfo).port;
    t = await startTestApp(
      {},
      {
        WORDPRESS_EXPORT_URL: `http://127.0.0.1:${port}/wp-load.php?import_id=7&action=trigger`,
        WORDPRESS_IMPORT_KEY: KEY,
      },
    );
    api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  }, 60_000); // a loaded machine starts the app slowly
  afterEach(() => {
    received = [];
    answerStatus = 200;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => wordpress.close(resolve));
  });

  it('POSTs the CSV of the published motos with import_key; the run is ok and never shows the key', async () => {
    const published = (await api.get<Moto[]>('/api/motos')).body.filter((m) => m.publicar);
    const run = await finished(api, await launch(api));
    expect(run).toMatchObject({ ok: true, count: published.length, target: 'wordpress' });
    expect(received).toHaveLength(1);
    const call = received[0] as { url: string; type: string; body: string };
    const url = new URL(call.url, 'http://wordpress');
    expect(url.pathname).toBe('/wp-load.php');
    expect(url.searchParams.get('import_key')).toBe(KEY);
    expect(url.searchParams.get('import_id')).toBe('7');
    expect(call.type).toMatch(/^text\/csv/);
    expect(
      csvRows(call.body)
        .map((r) => r.idv)
        .sort(),
    ).toEqual(published.map((m) => m.idv).sort());
    const everything = JSON.stringify([
      (await api.get('/api/motos/wordpress-export/status')).body,
      (await api.get('/api/motos/wordpress-export/runs')).body,
      (await api.get('/api/notifications')).body,
      (await api.get('/api/app-config')).body,
    ]);
    expect(everything).not.toContain(KEY);
  });

  it('a WordPress error fails the run: its message, an error notification, and the lock is free', async () => {
    answerStatus = 500;
    const run = await finished(api, await launch(api));
    expect(run.ok).toBe(false);
    expect(run.importedAt).toBeNull();
    expect(run.message).toMatch(
      /^Exportación a WordPress fallida: WordPress \(127\.0\.0\.1:\d+\) ha respondido 500$/,
    );
    expect(run.message).not.toContain(KEY);
    const notes = (await api.get<Notification[]>('/api/notifications')).body;
    expect(notes.find((n) => n.text === run.message)?.severity).toBe('error');
    answerStatus = 200;
    expect((await finished(api, await launch(api))).ok).toBe(true);
  });
});

describe('with WORDPRESS_EXPORT_URL that does not answer', () => {
  let t: TestApp;
  let api: Client;
  let port = 0;
  beforeAll(async () => {
    // A free port nobody listens on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    t = await startTestApp(
      {},
      { WORDPRESS_EXPORT_URL: `http://127.0.0.1:${port}/trigger`, WORDPRESS_IMPORT_KEY: 'k' },
    );
    api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  }, 60_000); // a loaded machine starts the app slowly
  afterAll(() => t.close());

  it('the run fails saying WordPress could not be reached; the file is still kept', async () => {
    const run = await finished(api, await launch(api));
    expect(run.ok).toBe(false);
    expect(run.message).toBe(
      `Exportación a WordPress fallida: No se ha podido contactar con WordPress (127.0.0.1:${port})`,
    );
    expect((await api.get('/api/motos/wordpress-export/last')).status).toBe(200);
    expect((await api.get<Status>('/api/motos/wordpress-export/status')).body.running).toBe(false);
  });
});

describe('a run a stopped server left running', () => {
  it('is closed as failed on the next start, and a new export can be launched', async () => {
    const first = await startTestApp();
    const { dataDir, config } = first;
    await first.app.close();
    const db = openDatabase(dataDir, config);
    const stale = await db.collection(WORDPRESS_EXPORTS).insert({
      startedAt: new Date().toISOString(),
      finishedAt: null,
      user: ADMIN.email,
      running: true,
      ok: null,
      count: 0,
      file: null,
      message: LAUNCHED,
      target: 'referencia',
      importedAt: null,
    });
    await db.close();

    const again = await startTestApp({ dataDir });
    try {
      const api = client(again.app, (await signIn(again.app, ADMIN)).accessToken);
      const status = (await api.get<Status>('/api/motos/wordpress-export/status')).body;
      expect(status.running).toBe(false);
      expect(status.last).toMatchObject({
        _id: stale._id,
        running: false,
        ok: false,
        message: 'Exportación a WordPress fallida: el servidor se detuvo durante la exportación',
      });
      expect((await finished(api, await launch(api))).ok).toBe(true);
    } finally {
      await again.close();
    }
  }, 90_000);
});
