// `npm run db:copy`: every collection of a SQLite data folder into a PostgreSQL
// database, in insertion order. Safe to re-run: a document already there is overwritten by
// its SQLite version, none is duplicated. The tables get their `_id`, order and document
// here; the indexed columns and indexes are added (and filled) by the PostgreSQL store when
// the server first opens each collection, from the collection's declaration, as for a new
// database. Sealed fields are copied sealed: the servers need the same SECRETS_KEY.
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

export interface CopyProgress {
  table: string;
  copied: number;
  total: number;
}

interface CopiedTable {
  table: string;
  /** Documents in SQLite. */
  source: number;
  /** Documents in PostgreSQL after the copy (more if it held others before). */
  target: number;
}

/** Rows read and written per statement. */
const CHUNK = 2000;
const TABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

export async function copySqliteToPostgres(
  sqliteFile: string,
  postgresUrl: string,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopiedTable[]> {
  const source = new BetterSqlite3(sqliteFile, { readonly: true, fileMustExist: true });
  const target = new pg.Client({ connectionString: postgresUrl });
  await target.connect();
  try {
    // A collection's table has `_id` and `doc` columns (sqlite.ts); anything else is not one.
    const tables = (
      source
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
        )
        .all() as { name: string }[]
    )
      .map((row) => row.name)
      .filter((name) => {
        if (!TABLE.test(name)) return false;
        const columns = (
          source.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]
        ).map((column) => column.name);
        return columns.includes('_id') && columns.includes('doc');
      });
    const report: CopiedTable[] = [];
    for (const table of tables) {
      const total = (source.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number })
        .n;
      await target.query(
        `CREATE TABLE IF NOT EXISTS "${table}" (_id text PRIMARY KEY,
          seq bigint GENERATED ALWAYS AS IDENTITY, doc jsonb NOT NULL)`,
      );
      const read = source.prepare(
        `SELECT _id, doc FROM "${table}" WHERE rowid > ? ORDER BY rowid LIMIT ${CHUNK}`,
      );
      const rowid = source.prepare(`SELECT rowid AS r FROM "${table}" WHERE _id = ?`);
      let copied = 0;
      let after = 0;
      onProgress({ table, copied, total });
      for (;;) {
        const rows = read.all(after) as { _id: string; doc: string }[];
        if (!rows.length) break;
        await target.query('BEGIN');
        try {
          await target.query(
            `INSERT INTO "${table}" (_id, doc)
              SELECT e ->> 'id', (e ->> 'doc')::jsonb
              FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, n) ORDER BY n
            ON CONFLICT (_id) DO UPDATE SET doc = EXCLUDED.doc`,
            [JSON.stringify(rows.map((row) => ({ id: row._id, doc: row.doc })))],
          );
          await target.query('COMMIT');
        } catch (error) {
          await target.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
        copied += rows.length;
        after = (rowid.get(rows[rows.length - 1]!._id) as { r: number }).r;
        onProgress({ table, copied, total });
      }
      const counted = await target.query(`SELECT COUNT(*)::int AS n FROM "${table}"`);
      report.push({ table, source: total, target: (counted.rows[0] as { n: number }).n });
    }
    return report;
  } finally {
    source.close();
    await target.end();
  }
}
