// PostgreSQL adapter of the repository, chosen by DATABASE_URL: the same
// contract and semantics as sqlite.ts, for a group that runs several API servers on one
// database. One table per collection:
//
//   _id text PRIMARY KEY, seq bigint identity (insertion order), doc jsonb,
//   one generated column per declared field (the field's scalar value as jsonb, NULL when
//   absent or not a scalar), a b-tree (unique where declared) index on each.
//
// Generated columns keep the indexed values true to the document without write code, and
// jsonb equality is by value, so the optimistic check of writeBatch compares the document
// read with the one stored whatever key order or spacing the store gives back. Every
// method is one transaction; `apply` reads its row FOR UPDATE, so concurrent changes to one
// document queue instead of losing one another. Schema work: postgresStore.ts.
import {
  auditedCollections,
  identifier,
  batchChanges,
  replaced,
  StoreCollection,
  withId,
  type Audit,
} from './adapter.js';
import {
  duplicateKeyOf,
  ensureTable,
  PostgresStore,
  type PostgresOptions,
  type Query,
} from './postgresStore.js';
import { ConflictError } from './types.js';
import type {
  Collection,
  CollectionSpec,
  Database,
  Doc,
  DocChange,
  DocFields,
  ListOptions,
  NewDoc,
  WriteBatch,
} from './types.js';

/** Rows per INSERT of insertMany / writeBatch (one jsonb array parameter each). */
const CHUNK = 2000;

class PostgresCollection<T extends Doc>
  extends StoreCollection<T, PostgresCollection<Doc>>
  implements Collection<T>
{
  private ready: Promise<void> | null = null;

  constructor(
    private readonly store: PostgresStore,
    private readonly spec: CollectionSpec<T>,
    secretsKey?: string,
    audit?: Audit<PostgresCollection<Doc>>,
  ) {
    super(spec, secretsKey, audit);
    for (const field of this.fields) identifier(field);
  }

  /** The table, its generated columns and indexes, and sealed plain text: once, at first use. */
  whenReady(): Promise<void> {
    this.ready ??= this.store
      .migrations()
      .then(() =>
        this.store.schemaWork((query) => ensureTable(query, this.table, this.spec.indexes ?? [])),
      )
      .then(() => this.sealStoredPlainText())
      .catch((error: unknown) => {
        this.ready = null;
        throw error;
      });
    return this.ready;
  }

  /** Plain text left in a sealed field (a copy from before sealing) is sealed on first open. */
  private async sealStoredPlainText(): Promise<void> {
    if (!this.sealedFields.length) return;
    await this.store.transaction(async (query) => {
      const condition = this.sealedFields
        .map((_, i) => `jsonb_typeof(doc -> $${i + 1}) = 'string'`)
        .join(' OR ');
      const plain = await query(`SELECT doc FROM ${this.table} WHERE ${condition} FOR UPDATE`, [
        ...this.sealedFields,
      ]);
      for (const row of plain.rows as { doc: T }[]) await this.write(query, row.doc);
    });
  }

  /** Runs `work` in one transaction once the schema is there; unique violations translated. */
  private async run<R>(work: (query: Query) => Promise<R>): Promise<R> {
    await this.whenReady();
    try {
      return await this.store.transaction(work);
    } catch (error) {
      throw duplicateKeyOf(error, this.table, this.name);
    }
  }

  /**
   * `run`, with the changes `work` reports appended as audit entries in its transaction when
   * this write is recorded; the auditor is told once it has committed.
   */
  private async audited<R>(
    work: (query: Query, changes: DocChange[]) => Promise<R>,
    recording = this.auditing(),
  ): Promise<R> {
    if (!recording || !this.audit) return this.run((query) => work(query, []));
    const { auditor } = this.audit;
    const target = this.audit.target();
    await target.whenReady();
    let entries: Doc[] = [];
    const result = await this.run(async (query) => {
      const changes: DocChange[] = [];
      const value = await work(query, changes);
      if (changes.length) {
        entries = await target.add(query, auditor.entries(this.name, changes));
      }
      return value;
    });
    if (entries.length) auditor.written(entries);
    return result;
  }

  private async write(query: Query, doc: T): Promise<T> {
    const stored = this.seal(doc);
    await query(`UPDATE ${this.table} SET doc = $2 WHERE _id = $1`, [
      stored._id,
      JSON.stringify(stored),
    ]);
    return stored;
  }

  /**
   * Inserts in chunks of one jsonb array each (10,000 seeded vehicles are five statements);
   * the audit's target adds its entries through this, in the audited write's transaction.
   */
  async add(query: Query, docs: readonly NewDoc<T>[]): Promise<T[]> {
    const stored = docs.map((doc) => this.stored(doc));
    for (let start = 0; start < stored.length; start += CHUNK) {
      const chunk = stored.slice(start, start + CHUNK);
      await query(
        `INSERT INTO ${this.table} (_id, doc)
          SELECT e ->> '_id', e FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, n)
          ORDER BY n`,
        [JSON.stringify(chunk)],
      );
    }
    return stored;
  }

  /**
   * ` WHERE …` of the filters, their values added to `params` as the jsonb the generated
   * columns hold (booleans stay booleans).
   */
  private where(filters: ListOptions<T>['where'], params: unknown[]): string {
    return this.whereClause(filters, (value) => {
      params.push(JSON.stringify(value));
      return `$${params.length}::jsonb`;
    });
  }

  /** The SELECT of `options` giving one text column `doc` (a projection with `fields`). */
  private selectSql(
    options: ListOptions<T>,
    fields: readonly string[] | undefined,
    params: unknown[],
  ): string {
    let column = 'doc::text';
    if (fields?.length) {
      const pairs = fields.map((field) => {
        params.push(field, field.split('.'));
        return `$${params.length - 1}::text, doc #> $${params.length}::text[]`;
      });
      // Absent or null fields are left out, as SQLite's json_patch does.
      column = `jsonb_strip_nulls(jsonb_build_object(${pairs.join(', ')}))::text`;
    }
    const where = this.where(options.where, params);
    const orderAndLimit = this.orderAndLimit(
      options,
      // SQLite orders NULL first ascending; PostgreSQL last unless told.
      (field, direction) =>
        `${field === '_id' ? '_id COLLATE "C"' : identifier(field)} ${direction} NULLS ${
          direction === 'ASC' ? 'FIRST' : 'LAST'
        }`,
      'seq',
    );
    return `SELECT ${column} AS doc FROM ${this.table}${where}${orderAndLimit}`;
  }

  async list(options: ListOptions<T> = {}): Promise<T[]> {
    return JSON.parse(await this.listJson(options)) as T[];
  }

  async listJson(options: ListOptions<T> = {}, fields?: readonly string[]): Promise<string> {
    await this.whenReady();
    const params: unknown[] = [];
    const sql = this.selectSql(options, fields, params);
    // The array is put together by PostgreSQL from the stored text: nothing is parsed here.
    const result = await this.store.pool.query(
      `SELECT COALESCE(string_agg(doc, ',' ORDER BY n), '') AS docs
        FROM (SELECT doc, row_number() OVER () AS n FROM (${sql}) s) t`,
      params,
    );
    return `[${(result.rows[0] as { docs: string }).docs}]`;
  }

  async *listJsonChunks(fields?: readonly string[]): AsyncGenerator<string> {
    // PostgreSQL puts the array together in one answer: one chunk.
    yield await this.listJson({}, fields);
  }

  async get(id: string): Promise<T | null> {
    await this.whenReady();
    const result = await this.store.pool.query(
      `SELECT doc::text AS doc FROM ${this.table} WHERE _id = $1`,
      [id],
    );
    const row = result.rows[0] as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    return JSON.parse(await this.getManyJson(ids)) as T[];
  }

  async getManyJson(ids: readonly string[]): Promise<string> {
    if (!ids.length) return '[]';
    await this.whenReady();
    const result = await this.store.pool.query(
      `SELECT COALESCE(string_agg(doc::text, ',' ORDER BY seq), '') AS docs
        FROM ${this.table} WHERE _id = ANY($1::text[])`,
      [ids],
    );
    return `[${(result.rows[0] as { docs: string }).docs}]`;
  }

  async ids(): Promise<string[]> {
    await this.whenReady();
    const result = await this.store.pool.query(`SELECT _id FROM ${this.table} ORDER BY seq`);
    return (result.rows as { _id: string }[]).map((row) => row._id);
  }

  async count(): Promise<number> {
    await this.whenReady();
    const result = await this.store.pool.query(`SELECT COUNT(*)::int AS n FROM ${this.table}`);
    return (result.rows[0] as { n: number }).n;
  }

  async insert(doc: NewDoc<T>): Promise<T> {
    const [stored] = await this.insertMany([doc]);
    return stored as T;
  }

  async insertMany(docs: readonly NewDoc<T>[]): Promise<T[]> {
    if (!docs.length) return [];
    return this.audited(async (query, changes) => {
      const stored = await this.add(query, docs);
      for (const after of stored) changes.push({ before: null, after });
      return stored;
    });
  }

  /** The document as stored, locked until the transaction ends; null when absent. */
  private async readForUpdate(query: Query, id: string): Promise<T | null> {
    const result = await query(
      `SELECT doc::text AS doc FROM ${this.table} WHERE _id = $1 FOR UPDATE`,
      [id],
    );
    const row = result.rows[0] as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async replace(id: string, fields: DocFields<T>): Promise<T | null> {
    return this.audited(async (query, changes) => {
      const before = await this.readForUpdate(query, id);
      if (!before) return null;
      const after = await this.write(query, withId<T>(id, fields));
      changes.push({ before, after });
      return after;
    });
  }

  async apply(id: string, change: (doc: T) => T): Promise<T | null> {
    return this.audited(async (query, changes) => {
      const current = await this.readForUpdate(query, id);
      if (!current) return null;
      const after = await this.write(query, withId<T>(id, change(current)));
      changes.push({ before: current, after });
      return after;
    });
  }

  async delete(id: string): Promise<boolean> {
    return (await this.deleteMany([id])).length > 0;
  }

  async deleteMany(ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const auditing = this.auditing();
    return this.audited(async (query, changes) => {
      const result = await query(
        `DELETE FROM ${this.table} WHERE _id = ANY($1::text[])
          RETURNING _id, ${auditing ? 'doc::text' : 'NULL'} AS doc`,
        [ids],
      );
      const rows = result.rows as { _id: string; doc: string | null }[];
      const deleted = new Map(rows.map((row) => [row._id, row.doc]));
      // In the order asked, once each (as SQLite's one-by-one deletes answer).
      const gone = [...new Set(ids)].filter((id) => deleted.has(id));
      if (auditing) {
        for (const id of gone) {
          changes.push({ before: JSON.parse(deleted.get(id) ?? 'null') as Doc, after: null });
        }
      }
      return gone;
    }, auditing);
  }

  async replaceWhere(
    filters: NonNullable<ListOptions<T>['where']>,
    docs: readonly NewDoc<T>[],
  ): Promise<{ created: T[]; deleted: string[] }> {
    const auditing = this.auditing();
    return this.audited(async (query, changes) => {
      const params: unknown[] = [];
      const where = this.where(filters, params);
      const removed = await query(
        `DELETE FROM ${this.table} WHERE _id IN (SELECT _id FROM ${this.table}${where}
          ORDER BY seq) RETURNING _id, seq, ${auditing ? 'doc::text' : 'NULL'} AS doc`,
        params,
      );
      const rows = (removed.rows as { _id: string; seq: string; doc: string | null }[]).sort(
        (a, b) => Number(a.seq) - Number(b.seq),
      );
      const created = docs.length ? await this.add(query, docs) : [];
      return replaced(rows, created, auditing ? changes : null);
    }, auditing);
  }

  async writeBatch(batch: WriteBatch<T>): Promise<{ put: T[]; removed: string[]; added: T[] }> {
    const { put = [], remove = [], add = [] } = batch;
    return this.audited(async (query, changes) => {
      const read = [...put.map((p) => p.before), ...remove];
      if (read.length) {
        // Locks the rows, then compares each as read with its stored value (jsonb: by value).
        const stale = await query(
          `WITH read AS (SELECT e ->> '_id' AS id, e AS doc
              FROM jsonb_array_elements($1::jsonb) AS e),
            locked AS (SELECT t._id, t.doc FROM ${this.table} t
              WHERE t._id IN (SELECT id FROM read) FOR UPDATE)
          SELECT read.id FROM read LEFT JOIN locked ON locked._id = read.id
            WHERE locked.doc IS DISTINCT FROM read.doc`,
          [JSON.stringify(read)],
        );
        const ids = (stale.rows as { id: string }[]).map((row) => row.id);
        if (ids.length) throw new ConflictError(this.name, ids);
      }
      const written = put.map(({ before, after }) => this.seal(withId<T>(before._id, after)));
      for (let start = 0; start < written.length; start += CHUNK) {
        await query(
          `UPDATE ${this.table} t SET doc = e FROM jsonb_array_elements($1::jsonb) AS e
            WHERE t._id = e ->> '_id'`,
          [JSON.stringify(written.slice(start, start + CHUNK))],
        );
      }
      const removed = remove.map((doc) => doc._id);
      if (removed.length) {
        await query(`DELETE FROM ${this.table} WHERE _id = ANY($1::text[])`, [removed]);
      }
      const added = add.length ? await this.add(query, add) : [];
      changes.push(...batchChanges(put, written, remove, added));
      return { put: written, removed, added };
    });
  }
}

/** The repository on PostgreSQL; the schema is made (or brought up to date) at first use. */
export function openPostgres(options: PostgresOptions): Database {
  const store = new PostgresStore(options);
  let closed = false;
  const collection = auditedCollections<PostgresCollection<Doc>>(
    options.auditor,
    (spec, audit) => new PostgresCollection(store, spec, options.secretsKey, audit),
  );
  return {
    postgres: { pool: store.pool, ready: () => store.migrations() },
    collection,
    async close() {
      if (closed) return;
      closed = true;
      await store.pool.end();
    },
  };
}
