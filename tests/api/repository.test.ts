// The repository contract (server/db/types.ts) on both stores: the same file, parameterised —
// SQLite in a temporary folder, PostgreSQL a real server started here (tests/postgres.ts). Each
// test opens a new, empty database.
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/postgres';
import { openSecret, type SealedValue } from '../../server/db/secretBox';
import { LIST_SLICE, openSqlite } from '../../server/db/sqlite';
import {
  ConflictError,
  DuplicateKeyError,
  type Database,
  type Doc,
  type DocChange,
  type WriteAuditor,
} from '../../server/db/types';
import { startPostgres, type TestPostgres } from '../postgres';
import { tempDir } from './helpers';
import { ACCOUNTS, CARS, KEY, car, type Car } from './repositoryFixtures';

/** One store under test: opens (and reopens) the same database. */
interface Store {
  name: string;
  /** A new, empty database; `open` then opens it (again). */
  create(): Promise<void>;
  open(secretsKey?: string, auditor?: WriteAuditor): Database;
  /** Writes a document as a version before sealing would have (plain text), bypassing the adapter. */
  writeRaw(collection: string, doc: object): Promise<void>;
  cleanup(): Promise<void>;
}

let postgres: TestPostgres | null = null;

const sqliteStore = (): Store => {
  let dir = '';
  return {
    name: 'SQLite',
    async create() {
      dir = await tempDir('multipublicador-repo-');
    },
    open: (secretsKey, auditor) =>
      openSqlite({ file: join(dir, 'test.sqlite'), secretsKey, auditor }),
    async writeRaw(collection, doc) {
      const { default: BetterSqlite3 } = await import('better-sqlite3');
      const raw = new BetterSqlite3(join(dir, 'test.sqlite'));
      const { _id, ...rest } = doc as { _id: string };
      raw
        .prepare(`INSERT INTO "${collection.replace(/-/g, '_')}" (_id, doc) VALUES (?, ?)`)
        .run(_id, JSON.stringify({ _id, ...rest }));
      raw.close();
    },
    async cleanup() {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
};

const postgresStore = (): Store => {
  let url = '';
  return {
    name: 'PostgreSQL',
    async create() {
      url = await postgres!.createDatabase();
    },
    open: (secretsKey, auditor) => openPostgres({ url, secretsKey, auditor }),
    async writeRaw(collection, doc) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { _id } = doc as { _id: string };
      await client.query(
        `INSERT INTO "${collection.replace(/-/g, '_')}" (_id, doc) VALUES ($1, $2)`,
        [_id, JSON.stringify(doc)],
      );
      await client.end();
    },
    async cleanup() {},
  };
};

describe.each([sqliteStore(), postgresStore()])('$name', (store) => {
  let db: Database;
  beforeAll(async () => {
    if (store.name === 'PostgreSQL') postgres ??= await startPostgres();
  }, 120_000);
  afterAll(async () => {
    if (store.name === 'PostgreSQL') {
      await postgres?.stop();
      postgres = null;
    }
  }, 60_000);
  beforeEach(async () => {
    await store.create();
    db = store.open();
  });
  afterEach(async () => {
    await db.close();
    await store.cleanup();
  });

  describe('collections', () => {
    it('stores nested documents with 24-hex ids and reads them back', async () => {
      const cars = db.collection(CARS);
      const stored = await cars.insert(car('100'));
      expect(stored._id).toMatch(/^[0-9a-f]{24}$/);
      expect(await cars.get(stored._id)).toEqual(stored);
      expect(await cars.findOne('idv', '100')).toEqual(stored);
      expect(await cars.findOne('idv', '999')).toBeNull();
      expect(await cars.get('ffffffffffffffffffffffff')).toBeNull();
      expect(await cars.count()).toBe(1);
    });

    it('lists in insertion order, sorted by an indexed field, filtered and limited', async () => {
      const cars = db.collection(CARS);
      await cars.insertMany([car('1', 500), car('2', 100, true), car('3', 300), car('4', 100)]);
      expect((await cars.list()).map((c) => c.idv)).toEqual(['1', '2', '3', '4']);
      expect((await cars.list({ sort: { field: 'km' } })).map((c) => c.idv)).toEqual([
        '2',
        '4',
        '3',
        '1',
      ]);
      expect(
        (await cars.list({ sort: { field: 'km', direction: 'desc' } })).map((c) => c.idv),
      ).toEqual(['1', '3', '4', '2']);
      expect((await cars.list({ where: { reservado: true } })).map((c) => c.idv)).toEqual(['2']);
      expect((await cars.list({ where: { km: 100 }, limit: 1 })).map((c) => c.idv)).toEqual(['2']);
      await expect(cars.list({ where: { marca: 'SEAT' } as never })).rejects.toThrow(/not indexed/);
    });

    it('getMany reads the given ids that exist, ids lists them all, in insertion order', async () => {
      const cars = db.collection(CARS);
      expect(await cars.getMany([])).toEqual([]);
      const [one, two, three] = await cars.insertMany([car('1'), car('2'), car('3')]);
      const many = await cars.getMany([three!._id, 'ffffffffffffffffffffffff', one!._id]);
      expect(many).toEqual([one, three]);
      expect(await cars.getMany([two!._id, two!._id])).toEqual([two]);
      // The same documents as stored text, not parsed.
      expect(await cars.getManyJson([])).toBe('[]');
      const text = await cars.getManyJson([three!._id, 'ffffffffffffffffffffffff', one!._id]);
      expect(JSON.parse(text)).toEqual([one, three]);
      await cars.delete(two!._id);
      expect(await cars.ids()).toEqual([one!._id, three!._id]);
    });

    it('listJson answers the same documents as list, as one JSON array text', async () => {
      const cars = db.collection(CARS);
      expect(await cars.listJson()).toBe('[]');
      await cars.insertMany([car('1', 500), car('2', 100, true), car('3', 300)]);
      for (const options of [
        {},
        { where: { reservado: false } },
        { sort: { field: 'km' } },
      ] as const)
        expect(JSON.parse(await cars.listJson(options))).toEqual(await cars.list(options));
    });

    it('listJson of more documents than one slice: every one, in order, limit and filter kept', async () => {
      const cars = db.collection(CARS);
      // SQLite reads a whole collection LIST_SLICE at a time; the answer is the same.
      const n = LIST_SLICE * 2 + 7;
      await cars.insertMany(Array.from({ length: n }, (_, i) => car(String(i), i, i % 3 === 0)));
      for (const options of [
        {},
        { limit: LIST_SLICE },
        { limit: LIST_SLICE + 1 },
        { limit: 0 },
        { where: { reservado: true } },
        { where: { reservado: true }, limit: LIST_SLICE - 1 },
      ] as const) {
        const listed = await cars.list(options);
        expect(JSON.parse(await cars.listJson(options))).toEqual(listed);
        expect(JSON.parse(await cars.listJson(options, ['idv']))).toEqual(
          listed.map(({ idv }) => ({ idv })),
        );
      }
      expect(JSON.parse(await cars.listJson()).map((c: { idv: string }) => c.idv)).toEqual(
        Array.from({ length: n }, (_, i) => String(i)),
      );
    });

    it("listJsonChunks gives listJson's text a chunk at a time", async () => {
      const cars = db.collection(CARS);
      const partsOf = async (fields?: readonly string[]) => {
        const parts: string[] = [];
        for await (const part of cars.listJsonChunks(fields)) parts.push(part);
        return parts;
      };
      expect((await partsOf()).join('')).toBe('[]');
      const n = LIST_SLICE * 2 + 7;
      await cars.insertMany(Array.from({ length: n }, (_, i) => car(String(i), i, i % 3 === 0)));
      for (const fields of [undefined, ['idv', 'km']]) {
        expect((await partsOf(fields)).join('')).toBe(await cars.listJson({}, fields));
      }
      // SQLite's chunks are its slices between the brackets (PostgreSQL answers at once).
      if (store.name === 'SQLite') expect(await partsOf()).toHaveLength(5);
    });

    it('updates a partial set, replaces, applies a change, deletes', async () => {
      const cars = db.collection(CARS);
      const { _id } = await cars.insert(car('7', 10));
      expect(await cars.update(_id, { km: 20, marca: undefined })).toMatchObject({
        _id,
        km: 20,
        marca: 'SEAT',
      });
      expect(await cars.findOne('idv', '7')).toMatchObject({ km: 20 });
      expect((await cars.list({ where: { km: 20 } })).length).toBe(1);
      expect(await cars.replace(_id, car('8', 0))).toEqual({ _id, ...car('8', 0) });
      expect(await cars.findOne('idv', '7')).toBeNull();
      const pushed = await cars.apply(_id, (doc) => ({
        ...doc,
        _id: 'ignored',
        precios: [...doc.precios, { valor: 9000 }],
      }));
      expect(pushed?._id).toBe(_id);
      expect(pushed?.precios).toHaveLength(2);
      expect(await cars.update('ffffffffffffffffffffffff', { km: 1 })).toBeNull();
      expect(await cars.replace('ffffffffffffffffffffffff', car('9'))).toBeNull();
      expect(await cars.delete(_id)).toBe(true);
      expect(await cars.delete(_id)).toBe(false);
    });

    it('deleteMany returns the ids that existed', async () => {
      const cars = db.collection(CARS);
      const [a, b] = await cars.insertMany([car('1'), car('2'), car('3')]);
      expect(await cars.deleteMany([a!._id, b!._id, 'ffffffffffffffffffffffff', a!._id])).toEqual([
        a!._id,
        b!._id,
      ]);
      expect(await cars.count()).toBe(1);
    });

    it('reports a duplicate unique field as DuplicateKeyError', async () => {
      const cars = db.collection(CARS);
      const first = await cars.insert(car('1'));
      const second = await cars.insert(car('2'));
      await expect(cars.insert(car('1'))).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(cars.update(second._id, { idv: '1' })).rejects.toMatchObject({
        field: 'idv',
        collection: 'demo-cars',
      });
      await expect(cars.insert({ ...car('3'), _id: first._id })).rejects.toMatchObject({
        field: '_id',
      });
      expect(await cars.get(second._id)).toMatchObject({ idv: '2' });
    });
  });

  describe('transactions', () => {
    it('insertMany is all or nothing', async () => {
      const cars = db.collection(CARS);
      await cars.insert(car('1'));
      await expect(
        cars.insertMany([car('2'), car('3'), car('1'), car('4')]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await cars.list()).map((c) => c.idv)).toEqual(['1']);
    });

    it('replaceWhere swaps the matching documents for new ones, all or nothing', async () => {
      const cars = db.collection(CARS);
      const [kept] = await cars.insertMany([
        car('1', 0, true),
        car('2', 0, false),
        car('3', 0, false),
      ]);
      const { created, deleted } = await cars.replaceWhere({ reservado: false }, [
        car('4'),
        car('2', 9),
      ]);
      expect(deleted).toHaveLength(2);
      expect(created.map((c) => c.idv)).toEqual(['4', '2']);
      expect((await cars.list()).map((c) => `${c.idv}:${c.km}`)).toEqual(['1:0', '4:0', '2:9']);

      // A failing insert (idv 1 is kept and unique) leaves everything as it was.
      const before = await cars.list();
      await expect(
        cars.replaceWhere({ reservado: false }, [car('5'), car(kept.idv)]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await cars.list()).toEqual(before);
      await expect(cars.replaceWhere({ marca: 'SEAT' } as never, [])).rejects.toThrow(
        "'marca' is not indexed",
      );
    });

    it('writeBatch writes only what changed, all or nothing, and refuses a stale batch', async () => {
      const cars = db.collection(CARS);
      const [a, b, c] = await cars.insertMany([car('1', 1), car('2', 2), car('3', 3)]);
      const result = await cars.writeBatch({
        put: [{ before: a, after: { ...a, km: 10 } }],
        remove: [b],
        add: [car('4', 4)],
      });
      expect(result.put.map((x) => x.km)).toEqual([10]);
      expect(result.removed).toEqual([b._id]);
      expect(result.added.map((x) => x.idv)).toEqual(['4']);
      expect((await cars.list()).map((x) => `${x.idv}:${x.km}`)).toEqual(['1:10', '3:3', '4:4']);

      // Another writer changed car 3 after the batch read it: nothing of the batch is written,
      // and that writer's change stays (no lost update).
      const stale = (await cars.get(c._id))!;
      await cars.update(c._id, { km: 33 });
      await expect(
        cars.writeBatch({
          put: [
            { before: (await cars.get(a._id))!, after: { ...a, km: 11 } },
            { before: stale, after: { ...stale, km: 300 } },
          ],
        }),
      ).rejects.toMatchObject({ name: 'ConflictError', ids: [c._id] });
      expect((await cars.list()).map((x) => `${x.idv}:${x.km}`)).toEqual(['1:10', '3:33', '4:4']);

      // A removed document that is gone already is a conflict too; a failing add undoes all.
      await expect(cars.writeBatch({ remove: [b] })).rejects.toBeInstanceOf(ConflictError);
      const before = await cars.list();
      await expect(
        cars.writeBatch({
          put: [{ before: before[0]!, after: { ...before[0]!, km: 12 } }],
          add: [car('1')],
        }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await cars.list()).toEqual(before);
    });

    it('apply writes nothing when the change throws', async () => {
      const cars = db.collection(CARS);
      const stored = await cars.insert(car('1', 5));
      await expect(
        cars.apply(stored._id, () => {
          throw new Error('filtro no válido');
        }),
      ).rejects.toThrow('filtro no válido');
      expect(await cars.get(stored._id)).toEqual(stored);
    });
  });

  describe('an auditor', () => {
    /** Records writes to the cars: one entry per change, `idv: before → after` by km. */
    const auditorOf = (told: Doc[][]): WriteAuditor & { on: boolean } => ({
      on: true,
      into: { name: 'demo-audit', indexes: [{ field: 'idv' as never }] },
      records(collection) {
        return this.on && collection === CARS.name;
      },
      entries: (_collection, changes: readonly DocChange[]) =>
        changes.map(({ before, after }) => {
          const km = (doc: Doc | null) => (doc ? String((doc as Car).km) : '-');
          return { idv: ((after ?? before) as Car).idv, change: `${km(before)}→${km(after)}` };
        }),
      written: (entries) => void told.push([...entries]),
    });
    const entriesOf = async (audited: Database) =>
      (await audited.collection({ name: 'demo-audit' }).list()).map(
        (e) =>
          `${(e as never as { idv: string }).idv}:${(e as never as { change: string }).change}`,
      );

    it('appends the entries of every kind of write in its transaction, and is told after', async () => {
      await db.close();
      const told: Doc[][] = [];
      const auditor = auditorOf(told);
      db = store.open(undefined, auditor);
      const cars = db.collection(CARS);
      const one = await cars.insert(car('1', 1));
      const [two, three] = await cars.insertMany([car('2', 2), car('3', 3)]);
      await cars.update(one._id, { km: 10 });
      await cars.replace(two!._id, car('2', 20));
      await cars.apply(three!._id, (doc) => ({ ...doc, km: 30 }));
      await cars.delete(one._id);
      expect(await cars.delete(one._id)).toBe(false);
      const [four, five] = await cars.insertMany([car('4', 4, true), car('5', 5, true)]);
      await cars.deleteMany([four!._id, 'ffffffffffffffffffffffff']);
      await cars.writeBatch({
        put: [{ before: (await cars.get(two!._id))!, after: { ...two!, km: 21 } }],
        remove: [(await cars.get(five!._id))!],
        add: [car('6', 6)],
      });
      const [six] = await cars.list({ where: { idv: '6' } });
      await cars.replaceWhere({ km: 6 }, [{ ...car('6', 60), _id: six!._id }, car('7', 7)]);
      expect(await entriesOf(db)).toEqual([
        '1:-→1',
        '2:-→2',
        '3:-→3',
        '1:1→10',
        '2:2→20',
        '3:3→30',
        '1:10→-',
        '4:-→4',
        '5:-→5',
        '4:4→-',
        '2:20→21',
        '5:5→-',
        '6:-→6',
        '6:6→60',
        '7:-→7',
      ]);
      // Told once per write, after its commit, with the entries as stored.
      expect(told).toHaveLength(10);
      expect(told[0]![0]).toMatchObject({ idv: '1', _id: expect.any(String) });
    });

    it('writes no entry for a write that fails, nor when it does not record', async () => {
      await db.close();
      const told: Doc[][] = [];
      const auditor = auditorOf(told);
      db = store.open(undefined, auditor);
      const cars = db.collection(CARS);
      const one = await cars.insert(car('1', 1));
      await expect(cars.insertMany([car('2'), car('1')])).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(
        cars.apply(one._id, () => {
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      const stale = { ...one, km: 99 };
      await expect(cars.writeBatch({ remove: [stale] })).rejects.toBeInstanceOf(ConflictError);
      auditor.on = false;
      await cars.update(one._id, { km: 2 });
      await cars.insert(car('8'));
      expect(await entriesOf(db)).toEqual(['1:-→1']);
      expect(told).toHaveLength(1);
    });
  });

  describe('concurrency and reopening', () => {
    it('50 parallel changes to one document lose no update', async () => {
      const cars = db.collection(CARS);
      const { _id } = await cars.insert(car('1', 0));
      await Promise.all(
        Array.from({ length: 50 }, () => cars.apply(_id, (doc) => ({ ...doc, km: doc.km + 1 }))),
      );
      expect((await cars.get(_id))?.km).toBe(50);
    });

    it('keeps the data when reopened; a field declared later is indexed with its old rows', async () => {
      const cars = db.collection(CARS);
      await cars.insertMany([car('1', 1), car('2', 2)]);
      await db.close();
      db = store.open();
      const withBrand = db.collection<Car>({
        name: 'demo-cars',
        indexes: [...CARS.indexes!, { field: 'marca' }],
      });
      expect((await withBrand.list({ where: { marca: 'SEAT' } })).map((c) => c.idv)).toEqual([
        '1',
        '2',
      ]);
    });

    it('projects top-level fields, leaving absent and null ones out', async () => {
      const cars = db.collection(CARS);
      await cars.insertMany([car('1', 5), { ...car('2', 6), marca: null as never }]);
      expect(JSON.parse(await cars.listJson({}, ['idv', 'marca']))).toEqual([
        { idv: '1', marca: 'SEAT' },
        { idv: '2' },
      ]);
      // The id, alone or among others (SQLite reads it from its column).
      const ids = (await cars.list()).map(({ _id }) => _id);
      expect(JSON.parse(await cars.listJson({}, ['_id']))).toEqual(ids.map((_id) => ({ _id })));
      expect(JSON.parse(await cars.listJson({}, ['idv', '_id']))).toEqual(
        ids.map((_id, i) => ({ idv: String(i + 1), _id })),
      );
    });

    it('projects a nested field under its dotted name', async () => {
      const listings = db.collection<{ _id: string; listing: object }>({ name: 'demo-listings' });
      await listings.insertMany([
        { listing: { internalReference: '7', price: { priceValue: 9900 }, photos: ['a'] } },
        { listing: { internalReference: '8' } },
      ]);
      const fields = ['listing.internalReference', 'listing.price.priceValue'];
      expect(JSON.parse(await listings.listJson({}, fields))).toEqual([
        { 'listing.internalReference': '7', 'listing.price.priceValue': 9900 },
        { 'listing.internalReference': '8' },
      ]);
    });
  });

  describe('sealed fields', () => {
    it('stores text written to a sealed field sealed, and reads back only the sealed form', async () => {
      await db.close();
      db = store.open(KEY);
      const accounts = db.collection(ACCOUNTS);
      const stored = await accounts.insert({ name: 'a', secret: 'clave-en-claro' });
      expect(stored.secret).toEqual({ sealed: expect.stringMatching(/^v1\./) });
      expect(await accounts.get(stored._id)).toEqual(stored);
      const kept = await accounts.update(stored._id, { name: 'b' });
      expect(kept?.secret).toEqual(stored.secret);
      expect(openSecret((kept?.secret as SealedValue).sealed, KEY)).toBe('clave-en-claro');
      expect((await accounts.update(stored._id, { secret: '' }))?.secret).toBeUndefined();
      expect(() => store.open().collection(ACCOUNTS)).toThrow(/secrets key/);
    });

    it('seals plain text left by a version before sealing when the collection is opened', async () => {
      await db.close();
      db = store.open(KEY);
      await db.collection(ACCOUNTS).count();
      await store.writeRaw('demo-accounts', {
        _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        name: 'antigua',
        secret: 'vieja-clave',
      });
      await db.close();
      db = store.open(KEY);
      const [account] = await db.collection(ACCOUNTS).list();
      expect(account?.secret).toEqual({ sealed: expect.stringMatching(/^v1\./) });
      expect(openSecret((account?.secret as SealedValue).sealed, KEY)).toBe('vieja-clave');
    });
  });
});
