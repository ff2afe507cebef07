// A server killed in the middle of its work (`kill -9`) and started again (server/recovery.ts,
// server/processOwner.ts): the WordPress export it was running is closed as failed and a new
// one is accepted at once, the bulk lock its run held is free, and the partial files of the
// upload it was receiving are removed. A live server's locks are never taken from it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, utimes, writeFile, mkdir } from 'node:fs/promises';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Collection } from '../../server/db/index';
import {
  LOCKS,
  isLocked,
  keepLock,
  releaseLocksOfDeadProcesses,
  takeLock,
  type LockRecord,
} from '../../server/locks';
import { WORDPRESS_EXPORTS, type WordpressExportRun } from '../../server/motos/collections';
import { EXPORT_LOCK } from '../../server/motos/wordpressExport';
import { BULK_PROCESS_ID, PROCESSES } from '../../server/ownSites/processLock';
import {
  ADMIN,
  TEST_SECRET,
  client,
  signIn,
  startTestApp,
  tempDir,
  testStoreEnv,
  type Client,
  type TestApp,
} from './helpers';

interface Status {
  running: boolean;
  last: WordpressExportRun | null;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FAILED = 'Exportación a WordPress fallida: el servidor se detuvo durante la exportación';

/** The partial files under a folder, as relative paths. */
async function partialFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true });
  return entries.filter((path) => /(^|\/)\.[^/]+\.part$/.test(path));
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A WordPress import trigger that holds every request until told: the export stays running. */
function slowWordpress() {
  const held: ServerResponse[] = [];
  let holding = true;
  const server: Server = createServer((req, res) => {
    req.resume();
    if (holding) held.push(res);
    else res.end('ok');
  });
  return {
    held,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/import`;
    },
    answerAll() {
      holding = false;
      for (const res of held.splice(0)) res.end('ok');
    },
    async close() {
      this.answerAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const statusOf = async (api: Client) =>
  (await api.get<Status>('/api/motos/wordpress-export/status')).body;

describe('a server killed with kill -9 mid-work, then started again', () => {
  const wordpress = slowWordpress();
  let dataDir: string;
  let child: ChildProcess | undefined;
  let restarted: TestApp | undefined;
  let killedRunId: string;

  /** Starts the server as its own process and leaves it mid-work: killed with SIGKILL. */
  const startAndKill = async () => {
    const wordpressExportUrl = await wordpress.start();
    dataDir = await tempDir();
    const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_SECRET,
        SEED_DEMO: 'true',
        SEED_MOTOS: '10',
        LOG_LEVEL: 'silent',
        WORDPRESS_EXPORT_URL: wordpressExportUrl,
        ...(await testStoreEnv(dataDir)),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let output = '';
    const base = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const port = /listo en http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (port) resolve(`127.0.0.1:${port}`);
      });
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.once('exit', (code) => reject(new Error(`El servidor salió (${code}):\n${output}`)));
    });
    const [host, port] = base.split(':') as [string, string];
    const call = (method: string, path: string, token?: string, body?: unknown) =>
      fetch(`http://${base}${path}`, {
        method,
        headers: {
          ...(token ? { 'x-access-token': token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const signin = await call('POST', '/api/signin', undefined, ADMIN);
    const { accessToken } = (await signin.json()) as { accessToken: string };

    // 1. An export under way: WordPress has the file and has not answered.
    const launched = await call('POST', '/api/motos/wordpress-export', accessToken);
    expect(launched.status).toBe(202);
    killedRunId = ((await launched.json()) as { runId: string }).runId;
    await expect.poll(() => wordpress.held.length, { timeout: 20_000 }).toBe(1);
    // 2. A bulk run of the GOmotor dashboard holding the bulk lock.
    const run = await call('POST', '/gomotor-api/vehicles/bulk-runs', accessToken, {
      action: 'enableCounter',
      mode: 'activate',
      total: 3,
    });
    expect(run.status).toBe(201);
    // 3. An upload half received: its partial file is on disk.
    const boundary = 'limite-de-prueba';
    const upload = request({
      host,
      port: Number(port),
      method: 'POST',
      path: '/api/files/upload-csv',
      headers: {
        'x-access-token': accessToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(200_000),
      },
    });
    upload.on('error', () => undefined);
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\nidv;marca\r\n${'100001;SEAT\r\n'.repeat(5000)}`,
    );
    await expect.poll(() => partialFiles(dataDir), { timeout: 20_000 }).toHaveLength(1);

    server.kill('SIGKILL');
    await new Promise((resolve) =>
      server.exitCode !== null ? resolve(null) : server.once('exit', resolve),
    );
    upload.destroy();
  };

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await restarted?.close();
    await wordpress.close();
  });

  it('frees what the dead process held: the export is failed and a new one runs, the bulk lock is free, partial files go', async () => {
    await startAndKill();
    wordpress.answerAll();
    restarted = await startTestApp({
      dataDir,
      wordpressExportUrl: `http://127.0.0.1:1/import`,
      // Partial files not written since the start are removed after twice this.
      requestTimeoutMs: 1000,
    });
    const api = client(restarted.app, (await signIn(restarted.app, ADMIN)).accessToken);

    const status = await statusOf(api);
    expect(status.running).toBe(false);
    expect(status.last).toMatchObject({
      _id: killedRunId,
      running: false,
      ok: false,
      message: FAILED,
    });
    const again = await api.post<{ runId: string }>('/api/motos/wordpress-export');
    expect(again.status, JSON.stringify(again.body)).toBe(202);

    expect((await api.get('/api/process/bulk')).body).toMatchObject({ active: false });
    const run = await api.post('/gomotor-api/vehicles/bulk-runs', {
      action: 'destacar',
      mode: 'activate',
      total: 1,
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);

    await expect.poll(() => partialFiles(dataDir), { timeout: 10_000 }).toEqual([]);
  }, 180_000);
});

describe('locks and files as a killed process leaves them, and those of live servers', () => {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const held = (owner: LockRecord['owner'], ttlMs = 10 * 60_000): Omit<LockRecord, '_id'> => ({
    holder: 'run-muerto',
    takenAtMs: Date.now(),
    expiresAtMs: Date.now() + ttlMs,
    owner,
  });
  const runningRun = {
    startedAt: minutesAgo(1).toISOString(),
    finishedAt: null,
    user: ADMIN.email,
    running: true,
    ok: null,
    count: 0,
    file: null,
    message: 'Se ha lanzado la exportación de motos a WordPress',
    target: 'referencia' as const,
    importedAt: null,
  };

  /** Writes a record whether or not the first start made it. */
  const put = async <T extends { _id: string }>(collection: Collection<T>, doc: T) => {
    if (await collection.get(doc._id)) await collection.replace(doc._id, doc);
    else await collection.insert(doc);
  };

  /** A data folder seeded by a first start, then `write` into its store, as left by a crash. */
  const leftBehind = async (write: (db: ReturnType<typeof openDatabase>) => Promise<void>) => {
    const first = await startTestApp();
    await first.app.close();
    const db = openDatabase(first.dataDir, first.config);
    await write(db);
    await db.close();
    return first;
  };

  it('on this machine, a dead process: released at once; old partial files removed, fresh ones once settled', async () => {
    const dead = { host: hostname(), pid: await deadPid(), instance: 'proceso-muerto' };
    let stale: WordpressExportRun | undefined;
    const first = await leftBehind(async (db) => {
      await put(db.collection(LOCKS), { _id: EXPORT_LOCK, ...held(dead) });
      stale = await db.collection(WORDPRESS_EXPORTS).insert(runningRun);
      const now = Date.now();
      await put(db.collection(PROCESSES), {
        _id: BULK_PROCESS_ID,
        active: true,
        action: 'GOmotor: bulk-update',
        user: ADMIN.email,
        startedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 5 * 60_000).toISOString(),
        owner: dead,
      });
    });
    const csv = join(first.dataDir, 'csv');
    const feeds = join(first.dataDir, 'feeds', 'motoreto');
    await mkdir(csv, { recursive: true });
    await mkdir(feeds, { recursive: true });
    await writeFile(join(csv, '.upload-0011223344556677.part'), 'idv;marca\r\n1;SEAT');
    await writeFile(join(feeds, '.motoreto.xml.a1b2c3.part'), '<ads>');
    await writeFile(join(csv, '.upload-8899aabbccddeeff.part'), 'reciente');
    for (const old of [
      join(csv, '.upload-0011223344556677.part'),
      join(feeds, '.motoreto.xml.a1b2c3.part'),
    ]) {
      await utimes(old, minutesAgo(10), minutesAgo(10));
    }
    // A file that only looks alike is not ours to remove.
    await writeFile(join(csv, 'stock.part'), 'x');

    const again = await startTestApp({ dataDir: first.dataDir, requestTimeoutMs: 1000 });
    try {
      // The fresh one may be an upload another server is receiving: kept for now.
      expect(await partialFiles(first.dataDir)).toEqual(['csv/.upload-8899aabbccddeeff.part']);
      const api = client(again.app, (await signIn(again.app, ADMIN)).accessToken);
      expect((await statusOf(api)).last).toMatchObject({
        _id: stale!._id,
        running: false,
        message: FAILED,
      });
      expect((await api.post('/api/motos/wordpress-export')).status).toBe(202);
      expect((await api.get('/api/process/bulk')).body).toMatchObject({ active: false });
      expect((await api.get('/api/process/bulk')).body).not.toHaveProperty('owner');
      await expect.poll(() => partialFiles(first.dataDir), { timeout: 10_000 }).toEqual([]);
      expect((await readdir(csv)).includes('stock.part')).toBe(true);
    } finally {
      await again.close();
    }
  }, 90_000);

  it('a live process of this machine, or a server on another: its locks and its run are left alone', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
    try {
      const alive = { host: hostname(), pid: sleeper.pid!, instance: 'otro-proceso-vivo' };
      const elsewhere = { host: 'otro-servidor', pid: await deadPid(), instance: 'remoto' };
      let live: WordpressExportRun | undefined;
      const first = await leftBehind(async (db) => {
        await put(db.collection(LOCKS), { _id: EXPORT_LOCK, ...held(alive) });
        await put(db.collection(LOCKS), { _id: 'cnet-pace:9', ...held(elsewhere) });
        live = await db.collection(WORDPRESS_EXPORTS).insert(runningRun);
      });
      const again = await startTestApp({ dataDir: first.dataDir });
      try {
        const api = client(again.app, (await signIn(again.app, ADMIN)).accessToken);
        const status = await statusOf(api);
        expect(status.running).toBe(true);
        expect(status.last).toMatchObject({ _id: live!._id, running: true });
        expect((await api.post('/api/motos/wordpress-export')).status).toBe(409);
        const db = openDatabase(first.dataDir, first.config);
        try {
          expect(await isLocked(db, 'cnet-pace:9')).toBe(true);
        } finally {
          await db.close();
        }
      } finally {
        await again.close();
      }
    } finally {
      sleeper.kill('SIGKILL');
    }
  }, 90_000);
});

describe('a lock kept by its holder', () => {
  it('stays held past its expiry while renewed, and expires once the renewals stop', async () => {
    // The test project's store (SQLite or PostgreSQL), without a running app beside it.
    const t = await startTestApp();
    await t.app.close();
    const db = openDatabase(t.dataDir, t.config);
    try {
      expect((await takeLock(db, 'prueba', 'run-1', 1000)).taken).toBe(true);
      const stop = keepLock(db, 'prueba', 'run-1', 1000);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await isLocked(db, 'prueba')).toBe(true);
      expect((await takeLock(db, 'prueba', 'run-2', 1000)).taken).toBe(false);
      // This very process is alive: a start never frees its locks.
      expect(await releaseLocksOfDeadProcesses(db)).toEqual([]);
      stop();
      await expect.poll(() => isLocked(db, 'prueba'), { timeout: 5000 }).toBe(false);
    } finally {
      await db.close();
      await t.close();
    }
  });
});
