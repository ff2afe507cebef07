// The PostgreSQL connection pool of the repository: transactions, and the schema work
// (tables, generated columns, indexes, and the migrations no collection declaration can
// derive). Schema work runs at first use under an advisory lock: servers starting together on
// one database do it once. postgres.ts holds the collections.
import pg from 'pg';
import { checkMigrationOrder, identifier } from './adapter.js';
import { DuplicateKeyError, type WriteAuditor } from './types.js';

/** A schema change no collection declaration can derive (renames, data fixes). */
interface PostgresMigration {
  version: number;
  description: string;
  up(client: pg.PoolClient): Promise<void>;
}

/** Append only; versions 1, 2, 3… in order (the twin of migrations.ts for SQLite). */
const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 1,
    // @socket.io/postgres-adapter passes live events of more than 8,000 bytes (NOTIFY's
    // limit) through this table (server/realtime.ts).
    description: 'socket.io adapter attachments',
    async up(client) {
      await client.query(`CREATE TABLE IF NOT EXISTS socket_io_attachments (
        id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`);
    },
  },
];

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  migrations?: readonly PostgresMigration[];
  /** Key of the collections' sealed fields (config.secretsKey). */
  secretsKey?: string;
  /** Connections kept open; default 10. */
  poolSize?: number;
  /** Records the writes it names in its own collection, in the writes' transactions. */
  auditor?: WriteAuditor;
}

/** Schema work of all servers on one database takes this advisory lock (any fixed number). */
const SCHEMA_LOCK = 7_140_001;
export type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

export class PostgresStore {
  readonly pool: pg.Pool;
  private migrated: Promise<void> | null = null;

  constructor(private readonly options: PostgresOptions) {
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A server never waits forever for a connection: a clear error instead.
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection dropped by the server is replaced; without a listener it would
    // crash the process.
    this.pool.on('error', () => undefined);
  }

  /** One transaction on one connection; rolled back when `work` throws. */
  async transaction<R>(work: (query: Query, client: pg.PoolClient) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work((text, values) => client.query(text, values), client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Schema work under the advisory lock, in one transaction (released at its end). */
  schemaWork(work: (query: Query, client: pg.PoolClient) => Promise<void>): Promise<void> {
    return this.transaction(async (query, client) => {
      await query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await work(query, client);
    });
  }

  /** Pending migrations, once per process; recorded in the schema_migrations table. */
  migrations(): Promise<void> {
    this.migrated ??= this.schemaWork(async (query, client) => {
      const migrations = this.options.migrations ?? POSTGRES_MIGRATIONS;
      checkMigrationOrder(migrations);
      await query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY,
          description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = await query('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations');
      const current = Number(done.rows[0]?.v ?? 0);
      for (const migration of migrations.filter((m) => m.version > current)) {
        await migration.up(client);
        await query('INSERT INTO schema_migrations (version, description) VALUES ($1, $2)', [
          migration.version,
          migration.description,
        ]);
      }
    });
    return this.migrated;
  }
}

/**
 * The collection's table, with a generated column and an index (unique where declared) per
 * indexed field; run under the schema lock.
 */
export async function ensureTable(
  query: Query,
  table: string,
  indexes: readonly { field: string; unique?: boolean }[],
): Promise<void> {
  const bare = table.slice(1, -1);
  await query(
    `CREATE TABLE IF NOT EXISTS ${table} (_id text PRIMARY KEY,
      seq bigint GENERATED ALWAYS AS IDENTITY, doc jsonb NOT NULL)`,
  );
  await query(`CREATE INDEX IF NOT EXISTS ${identifier(`${bare}__seq`)} ON ${table} (seq)`);
  for (const index of indexes) {
    const column = identifier(index.field);
    // A declared field added later is backfilled by PostgreSQL (generated columns are
    // computed for the rows already there).
    await query(
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} jsonb GENERATED ALWAYS AS (
        CASE WHEN jsonb_typeof(doc -> '${index.field}') IN ('string', 'number', 'boolean')
        THEN doc -> '${index.field}' END) STORED`,
    );
    const unique = index.unique ? 'UNIQUE ' : '';
    await query(
      `CREATE ${unique}INDEX IF NOT EXISTS ${identifier(`${bare}_${index.field}`)}
        ON ${table} (${column})`,
    );
  }
}

/** A unique violation as the repository's DuplicateKeyError, naming the field; else `error`. */
export function duplicateKeyOf(error: unknown, table: string, collection: string): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return error;
  const bare = table.slice(1, -1);
  const field =
    constraint && constraint.startsWith(`${bare}_`) && constraint !== `${bare}_pkey`
      ? constraint.slice(bare.length + 1)
      : '_id';
  return new DuplicateKeyError(collection, field);
}
