// `npm run db:copy`: a demo data folder copied into a real PostgreSQL answers the same through the
// API, and a second copy changes nothing.
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySqliteToPostgres, type CopyProgress } from '../../server/db/copy';
import { DATABASE_FILE } from '../../server/db/index';
import { startPostgres, type TestPostgres } from '../postgres';
import { ADMIN, client, signIn, startTestApp, type TestApp } from './helpers';

let postgres: TestPostgres;
let source: TestApp;
beforeAll(async () => {
  postgres = await startPostgres();
  source = await startTestApp();
}, 120_000);
afterAll(async () => {
  await source?.close();
  await postgres?.stop();
}, 60_000);

/** What a signed-in console reads of the main collections. */
async function snapshot(app: TestApp) {
  const api = client(app.app, (await signIn(app.app, ADMIN)).accessToken);
  const read = async (url: string) => {
    const res = await api.get<unknown[]>(url);
    expect(res.status, url).toBe(200);
    return res.body;
  };
  return {
    stock: await read('/api/publishing/api/v1/quiter'),
    gomotor: await read('/api/gomotor'),
    campaigns: await read('/api/campaigns'),
    users: await read('/api/users'),
    wallapop: await read('/api/publishing/api/v1/wallapop/vehicles'),
  };
}

describe('db:copy', () => {
  it('copies every collection with progress; the API answers the same on PostgreSQL; a re-run changes nothing', async () => {
    const before = await snapshot(source);
    // The copy reads a stopped server's file, as an operator runs it: a running one keeps
    // writing (its first consistency pass adds a table a few seconds after it starts).
    await source.app.close();
    const url = await postgres.createDatabase();
    const file = join(source.dataDir, DATABASE_FILE);

    const progress: CopyProgress[] = [];
    const report = await copySqliteToPostgres(file, url, (p) => progress.push(p));
    expect(report.length).toBeGreaterThan(10);
    for (const table of report) expect(table.target, table.table).toBe(table.source);
    const stock = report.find((t) => t.table === 'gomotor_sale_stock');
    expect(stock?.source).toBeGreaterThan(100);
    expect(progress.at(-1)).toMatchObject({ copied: report.at(-1)!.source });

    const again = await copySqliteToPostgres(file, url);
    expect(again).toEqual(report);

    const onPostgres = await startTestApp({
      databaseUrl: url,
      secretsKey: source.config.secretsKey,
    });
    try {
      expect(await snapshot(onPostgres)).toEqual(before);
      // The copy's tables gained their indexed columns when the server opened them.
      const raw = new pg.Client({ connectionString: url });
      await raw.connect();
      const columns = await raw.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`,
      );
      await raw.end();
      expect(columns.rows.map((r: { column_name: string }) => r.column_name)).toContain('email');
    } finally {
      await onPostgres.app.close();
    }
  });
});
