// SQLite adapter of the repository (better-sqlite3, WAL). One table per collection:
// `_id TEXT PRIMARY KEY, doc TEXT NOT NULL` plus one real, indexed column per declared field.
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS, runMigrations, type Migration } from './migrations.js';
import { openSqliteFile } from './sqliteFile.js';
import {
  auditedCollections,
  identifier,
  jsonPath,
  batchChanges,
  replaced,
  StoreCollection,
  withId,
  type Audit,
} from './adapter.js';
import {
  arrayInSlices,
  inSlices,
  PreparedLists,
  projection,
  type Row,
  type SliceRow,
  type SqlValue,
} from './sqliteLists.js';
import { ConflictError, DuplicateKeyError } from './types.js';
import type {
  Collection,
  CollectionSpec,
  Database,
  Doc,
  DocChange,
  DocFields,
  ListOptions,
  NewDoc,
  WriteAuditor,
  WriteBatch,
} from './types.js';

interface SqliteOptions {
  file: string;
  migrations?: readonly Migration[];
  /** Key of the collections' sealed fields (config.secretsKey); required only if one has any. */
  secretsKey?: string;
  /** Records the writes it names in its own collection, in the writes' transactions. */
  auditor?: WriteAuditor;
}

export { LIST_SLICE } from './sqliteLists.js';

function toColumn(value: unknown): SqlValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return null;
}

function isUniqueViolation(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

class SqliteCollection<T extends Doc>
  extends StoreCollection<T, SqliteCollection<Doc>>
  implements Collection<T>
{
  private readonly statements;
  private readonly lists: PreparedLists;

  constructor(
    private readonly db: BetterSqlite3.Database,
    spec: CollectionSpec<T>,
    secretsKey?: string,
    audit?: Audit<SqliteCollection<Doc>>,
  ) {
    super(spec, secretsKey, audit);
    this.lists = new PreparedLists(db);
    this.ensureSchema(spec);
    const columns = ['_id', 'doc', ...this.fields].map(identifier);
    const sets = ['doc', ...this.fields].map((c) => `${identifier(c)} = ?`).join(', ');
    this.statements = {
      get: db.prepare<[string], Row>(`SELECT doc FROM ${this.table} WHERE _id = ?`),
      getMany: db.prepare<[string], Row>(
        `SELECT doc FROM ${this.table} WHERE _id IN (SELECT value FROM json_each(?)) ORDER BY rowid`,
      ),
      ids: db.prepare<[], { _id: string }>(`SELECT _id FROM ${this.table} ORDER BY rowid`),
      count: db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${this.table}`),
      insert: db.prepare<SqlValue[]>(
        `INSERT INTO ${this.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      ),
      replace: db.prepare<SqlValue[]>(`UPDATE ${this.table} SET ${sets} WHERE _id = ?`),
      delete: db.prepare<[string]>(`DELETE FROM ${this.table} WHERE _id = ?`),
    };
    this.sealStoredPlainText();
  }

  /** Plain text left in a sealed field by a version before sealing is sealed on first open. */
  private sealStoredPlainText(): void {
    if (!this.sealedFields.length) return;
    const plain = this.db.prepare<string[], { _id: string; doc: string }>(
      `SELECT _id, doc FROM ${this.table} WHERE ${this.sealedFields
        .map(() => `json_type(doc, ?) = 'text'`)
        .join(' OR ')}`,
    );
    const paths = this.sealedFields.map(jsonPath);
    const sealed = this.db.transaction(() => {
      const rows = plain.all(...paths);
      for (const row of rows) this.write(withId<T>(row._id, JSON.parse(row.doc) as object));
      return rows.length;
    })();
    // The sealed pages overwrite the plain ones now (secure_delete); the WAL is emptied.
    if (sealed) this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  private ensureSchema(spec: CollectionSpec<T>): void {
    const table = this.table;
    this.db.transaction(() => {
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${table} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
      const existing = new Set(
        (this.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
          (c) => c.name,
        ),
      );
      for (const index of spec.indexes ?? []) {
        const column = identifier(index.field);
        if (!existing.has(index.field)) {
          this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column}`);
          this.db.exec(`UPDATE ${table} SET ${column} = json_extract(doc, '$.${index.field}')`);
        }
        const indexName = identifier(`${table.slice(1, -1)}_${index.field}`);
        const unique = index.unique ? 'UNIQUE ' : '';
        this.db.exec(`CREATE ${unique}INDEX IF NOT EXISTS ${indexName} ON ${table} (${column})`);
      }
    })();
  }

  private values(doc: T): SqlValue[] {
    const record = doc as unknown as Record<string, unknown>;
    return [JSON.stringify(doc), ...this.fields.map((f) => toColumn(record[f]))];
  }

  private translate(error: unknown): unknown {
    if (!isUniqueViolation(error)) return error;
    const match = /UNIQUE constraint failed: [^.]+\.(\w+)/.exec(error.message);
    return new DuplicateKeyError(this.name, match?.[1] ?? '_id');
  }

  private read(id: string): T | null {
    const row = this.statements.get.get(id);
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  /** Appends the entries of `changes` (inside the write's transaction); answers them. */
  private record(changes: readonly DocChange[]): Doc[] {
    if (!this.audit || !changes.length) return [];
    const entries = this.audit.auditor.entries(this.name, changes);
    const target = this.audit.target();
    return entries.map((entry) => target.add(entry));
  }

  /**
   * Runs `work` in one transaction; the changes it reports become audit entries in that
   * transaction when this write is recorded, and the auditor is told once it has committed.
   */
  private audited<R>(work: (changes: DocChange[]) => R, recording = this.auditing()): R {
    const [result, entries] = this.db.transaction(() => {
      const changes: DocChange[] = [];
      const value = work(changes);
      return [value, recording ? this.record(changes) : []] as const;
    })();
    if (entries.length) this.audit?.auditor.written(entries);
    return result;
  }

  /** Writes the document (sealed fields sealed) and returns it as stored. */
  private write(doc: T): T {
    const stored = this.seal(doc);
    try {
      this.statements.replace.run(...this.values(stored), doc._id);
    } catch (error) {
      throw this.translate(error);
    }
    return stored;
  }

  /** Inserts one document (the audit's target adds its entries through this). */
  add(doc: NewDoc<T>): T {
    const stored = this.stored(doc);
    try {
      this.statements.insert.run(stored._id, ...this.values(stored));
    } catch (error) {
      throw this.translate(error);
    }
    return stored;
  }

  /** ` WHERE …` for equality filters on indexed fields ('' for none), and its parameters. */
  private where(filters: ListOptions<T>['where']): { sql: string; params: SqlValue[] } {
    const params: SqlValue[] = [];
    const sql = this.whereClause(filters, (value) => {
      params.push(toColumn(value));
      return '?';
    });
    return { sql, params };
  }

  /** The stored JSON text of the documents `options` selects, in their order (`projection`). */
  private select(options: ListOptions<T>, fields?: readonly string[]): string[] {
    const { sql: where, params: whereParams } = this.where(options.where);
    const { column, params: projected } = projection(fields);
    const orderAndLimit = this.orderAndLimit(
      options,
      (field, direction) => `${identifier(field)} ${direction}`,
      'rowid',
    );
    const rows = this.lists
      .prepared(`SELECT ${column} AS doc FROM ${this.table}${where}${orderAndLimit}`)
      .all(...projected, ...whereParams);
    return rows.map((row) => row.doc);
  }

  /** select's documents in insertion order after rowid `after`, at most `limit` of them. */
  private selectAfter(
    filters: ListOptions<T>['where'],
    fields: readonly string[] | undefined,
    after: number,
    limit: number,
  ): SliceRow[] {
    const { sql: where, params: whereParams } = this.where(filters);
    const { column, params: projected } = projection(fields);
    const sql =
      `SELECT rowid, ${column} AS doc FROM ${this.table}` +
      `${where ? `${where} AND` : ' WHERE'} rowid > ? ORDER BY rowid LIMIT ?`;
    return this.lists.prepared<SliceRow>(sql).all(...projected, ...whereParams, after, limit);
  }

  async list(options: ListOptions<T> = {}): Promise<T[]> {
    return this.select(options).map((doc) => JSON.parse(doc) as T);
  }

  async listJson(options: ListOptions<T> = {}, fields?: readonly string[]): Promise<string> {
    // Sorted: read at once; in insertion order (a whole collection): a slice at a time.
    if (options.sort) return `[${this.select(options, fields).join(',')}]`;
    return inSlices(
      (after, limit) => this.selectAfter(options.where, fields, after, limit),
      options.limit,
    );
  }

  listJsonChunks(fields?: readonly string[]): AsyncIterable<string> {
    return arrayInSlices((after, limit) => this.selectAfter(undefined, fields, after, limit));
  }

  async get(id: string): Promise<T | null> {
    return this.read(id);
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    return JSON.parse(await this.getManyJson(ids)) as T[];
  }

  async getManyJson(ids: readonly string[]): Promise<string> {
    if (!ids.length) return '[]';
    return `[${this.statements.getMany
      .all(JSON.stringify(ids))
      .map((row) => row.doc)
      .join(',')}]`;
  }

  async ids(): Promise<string[]> {
    return this.statements.ids.all().map((row) => row._id);
  }

  async count(): Promise<number> {
    return this.statements.count.get()?.n ?? 0;
  }

  async insert(doc: NewDoc<T>): Promise<T> {
    if (!this.auditing()) return this.add(doc);
    return this.audited((changes) => {
      const stored = this.add(doc);
      changes.push({ before: null, after: stored });
      return stored;
    }, true);
  }

  async insertMany(docs: readonly NewDoc<T>[]): Promise<T[]> {
    if (!this.auditing()) return this.db.transaction(() => docs.map((doc) => this.add(doc)))();
    return this.audited(
      (changes) =>
        docs.map((doc) => {
          const stored = this.add(doc);
          changes.push({ before: null, after: stored });
          return stored;
        }),
      true,
    );
  }

  async replace(id: string, fields: DocFields<T>): Promise<T | null> {
    return this.audited((changes) => {
      const before = this.read(id);
      if (!before) return null;
      const after = this.write(withId<T>(id, fields));
      changes.push({ before, after });
      return after;
    });
  }

  async apply(id: string, change: (doc: T) => T): Promise<T | null> {
    return this.audited((changes) => {
      const current = this.read(id);
      if (!current) return null;
      const after = this.write(withId<T>(id, change(current)));
      changes.push({ before: current, after });
      return after;
    });
  }

  async delete(id: string): Promise<boolean> {
    if (!this.auditing()) return this.statements.delete.run(id).changes > 0;
    return this.audited((changes) => {
      const before = this.read(id);
      if (!before || this.statements.delete.run(id).changes === 0) return false;
      changes.push({ before, after: null });
      return true;
    }, true);
  }

  async replaceWhere(
    filters: NonNullable<ListOptions<T>['where']>,
    docs: readonly NewDoc<T>[],
  ): Promise<{ created: T[]; deleted: string[] }> {
    const { sql: where, params } = this.where(filters);
    const auditing = this.auditing();
    const select = this.db.prepare<SqlValue[], { _id: string; doc: string | null }>(
      `SELECT _id, ${auditing ? 'doc' : 'NULL AS doc'} FROM ${this.table}${where} ORDER BY rowid`,
    );
    return this.audited((changes) => {
      const rows = select.all(...params);
      for (const row of rows) this.statements.delete.run(row._id);
      const created = docs.map((doc) => this.add(doc));
      return replaced(rows, created, auditing ? changes : null);
    }, auditing);
  }

  async writeBatch(batch: WriteBatch<T>): Promise<{ put: T[]; removed: string[]; added: T[] }> {
    const { put = [], remove = [], add = [] } = batch;
    const auditing = this.auditing();
    return this.audited((changes) => {
      // What was read is what is stored, to the character (documents are stored as
      // JSON.stringify wrote them, and parse → stringify gives the same text back).
      const stale = [...put.map((p) => p.before), ...remove]
        .filter((doc) => this.statements.get.get(doc._id)?.doc !== JSON.stringify(doc))
        .map((doc) => doc._id);
      if (stale.length) throw new ConflictError(this.name, stale);
      const written = {
        put: put.map(({ before, after }) => this.write(withId<T>(before._id, after))),
        removed: remove.map((doc) => {
          this.statements.delete.run(doc._id);
          return doc._id;
        }),
        added: add.map((doc) => this.add(doc)),
      };
      if (auditing) changes.push(...batchChanges(put, written.put, remove, written.added));
      return written;
    }, auditing);
  }

  async deleteMany(ids: readonly string[]): Promise<string[]> {
    if (!this.auditing()) {
      return this.db.transaction(() =>
        ids.filter((id) => this.statements.delete.run(id).changes > 0),
      )();
    }
    return this.audited(
      (changes) =>
        ids.filter((id) => {
          const before = this.read(id);
          if (!before || this.statements.delete.run(id).changes === 0) return false;
          changes.push({ before, after: null });
          return true;
        }),
      true,
    );
  }
}

export function openSqlite(options: SqliteOptions): Database {
  const db = openSqliteFile(options.file);
  runMigrations(db, options.migrations ?? MIGRATIONS);
  const collection = auditedCollections<SqliteCollection<Doc>>(
    options.auditor,
    (spec, audit) => new SqliteCollection(db, spec, options.secretsKey, audit),
  );
  return {
    collection,
    async close() {
      if (db.open) db.close();
    },
  };
}
