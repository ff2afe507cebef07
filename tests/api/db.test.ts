// The SQLite store's own behaviour (WAL, migrations, file modes, sealed text in the file). The
// repository contract both stores keep is tests/api/repository.test.ts.
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../../server/db/index';
import { runMigrations, schemaVersion, type Migration } from '../../server/db/migrations';
import { openSecret, sealSecret, type SealedValue } from '../../server/db/secretBox';
import { openSqlite } from '../../server/db/sqlite';
import type { Database } from '../../server/db/types';
import { tempDir } from './helpers';
import { ACCOUNTS, CARS, KEY, car, type Car } from './repositoryFixtures';

let dir: string;
let file: string;
let db: Database;
beforeEach(async () => {
  dir = await tempDir('multipublicador-db-');
  file = join(dir, 'test.sqlite');
  db = openSqlite({ file });
});
afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('storage', () => {
  it('uses WAL and survives a reopen; a new index is backfilled', async () => {
    const cars = db.collection(CARS);
    await cars.insertMany([car('1', 1), car('2', 2)]);
    await db.close();

    const raw = new BetterSqlite3(file);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();

    db = openSqlite({ file });
    const withBrand = db.collection<Car>({
      name: 'demo-cars',
      indexes: [...CARS.indexes!, { field: 'marca' }],
    });
    expect((await withBrand.list({ where: { marca: 'SEAT' } })).map((c) => c.idv)).toEqual([
      '1',
      '2',
    ]);
  });

  it('runs pending migrations once, in order, each in a transaction', () => {
    const raw = new BetterSqlite3(join(dir, 'migrations.sqlite'));
    const ran: number[] = [];
    const migrations: Migration[] = [
      {
        version: 1,
        description: 'tabla',
        up: (d) => (ran.push(1), d.exec('CREATE TABLE t (x INTEGER)')),
      },
      {
        version: 2,
        description: 'datos',
        up: (d) => (ran.push(2), d.exec('INSERT INTO t VALUES (1)')),
      },
    ];
    expect(runMigrations(raw, migrations)).toBe(2);
    expect(runMigrations(raw, migrations)).toBe(2);
    expect(ran).toEqual([1, 2]);

    const failing: Migration = {
      version: 3,
      description: 'falla a medias',
      up: (d) => {
        d.exec('INSERT INTO t VALUES (2)');
        throw new Error('fallo');
      },
    };
    expect(() => runMigrations(raw, [...migrations, failing])).toThrow('fallo');
    expect(schemaVersion(raw)).toBe(2);
    expect(raw.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 1 });
    expect(() => runMigrations(raw, [migrations[1]!])).toThrow(/1\.\.n/);
    raw.close();
  });
});

// The data folder and every file in it are the owner's only, whatever the umask.
describe('permissions', () => {
  const mode = (path: string) => statSync(path).mode & 0o777;

  it('creates the database folder 0700 and the database, -wal and -shm 0600', async () => {
    await db.close();
    const folder = join(dir, 'nueva', 'datos');
    const fresh = openSqlite({ file: join(folder, 'db.sqlite') });
    await fresh.collection(CARS).insert(car('1'));
    expect(mode(folder).toString(8)).toBe('700');
    for (const suffix of ['', '-wal', '-shm']) {
      expect(mode(join(folder, `db.sqlite${suffix}`)).toString(8), suffix).toBe('600');
    }
    await fresh.close();
    db = openSqlite({ file });
  });

  it('restricts a data folder and files created before (wider modes) on open', async () => {
    await db.close();
    const folder = join(dir, 'antigua');
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o755);
    const old = new BetterSqlite3(join(folder, DATABASE_FILE));
    old.pragma('journal_mode = WAL');
    old.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1)');
    old.close();
    chmodSync(join(folder, DATABASE_FILE), 0o644);
    writeFileSync(join(folder, 'jwt-secret'), 'x', { mode: 0o644 });
    chmodSync(join(folder, 'jwt-secret'), 0o644);

    const reopened = openDatabase(folder);
    expect(mode(folder).toString(8)).toBe('700');
    expect(mode(join(folder, DATABASE_FILE)).toString(8)).toBe('600');
    expect(mode(join(folder, 'jwt-secret')).toString(8)).toBe('600');
    await reopened.close();
    db = openSqlite({ file });
  });
});

// A collection's sealed fields never reach the file in clear.
describe('sealed fields', () => {
  it('stores text written to a sealed field sealed, and reads back only the sealed form', async () => {
    await db.close();
    db = openSqlite({ file, secretsKey: KEY });
    const accounts = db.collection(ACCOUNTS);
    const stored = await accounts.insert({ name: 'a', secret: 'clave-en-claro' });
    expect(stored.secret).toEqual({ sealed: expect.stringMatching(/^v1\./) });
    expect(await accounts.get(stored._id)).toEqual(stored);
    const kept = await accounts.update(stored._id, { name: 'b' });
    expect(kept?.secret).toEqual(stored.secret);
    expect(openSecret((kept?.secret as SealedValue).sealed, KEY)).toBe('clave-en-claro');
    expect((await accounts.update(stored._id, { secret: '' }))?.secret).toBeUndefined();
    await db.close();
    expect(readFileSync(file).includes(Buffer.from('clave-en-claro'))).toBe(false);
    db = openSqlite({ file });
    expect(() => db.collection(ACCOUNTS)).toThrow(/secrets key/);
  });

  it('refuses a SECRETS_KEY that is not 32 bytes', () => {
    expect(() => sealSecret('x', 'corta')).toThrow(/SECRETS_KEY/);
  });
});
