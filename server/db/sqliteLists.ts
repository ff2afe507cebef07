// The SQLite adapter's list reads: their prepared statements, the projection of `?fields=`,
// and a whole collection read a slice at a time.
import type BetterSqlite3 from 'better-sqlite3';
import { jsonPath } from './adapter.js';
import { joinChunks, jsonArrayOf } from './slices.js';

export type SqlValue = string | number | null;
export type Row = { doc: string };
/** A row of listJson's slices: the document and where it is in insertion order. */
export type SliceRow = Row & { rowid: number };

/** List statements kept prepared per collection. */
const MAX_LIST_STATEMENTS = 64;
/**
 * Documents listJson reads at a time in insertion order (a few ms each): between two slices the
 * server answers other requests, where one read of 60,000 vehicles held it for seconds.
 */
export const LIST_SLICE = 500;

/** Lists' statements, prepared once per SQL text (the same few lists are asked all day). */
export class PreparedLists {
  private readonly statements = new Map<string, BetterSqlite3.Statement<SqlValue[], Row>>();

  constructor(private readonly db: BetterSqlite3.Database) {}

  prepared<R extends Row = Row>(sql: string): BetterSqlite3.Statement<SqlValue[], R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      // Field lists and filters vary little; past this many, the oldest is prepared again.
      if (this.statements.size >= MAX_LIST_STATEMENTS) {
        this.statements.delete(this.statements.keys().next().value!);
      }
      statement = this.db.prepare<SqlValue[], Row>(sql);
      this.statements.set(sql, statement);
    }
    // The SQL text chose the row's columns (every list selects `doc`).
    return statement as BetterSqlite3.Statement<SqlValue[], R>;
  }
}

/**
 * The selected column: the document, or with `fields` an object of those fields only (a dotted
 * one under its dotted name), built by SQLite (json_patch onto '{}' drops the null ones, so an
 * absent field stays absent). `_id` is read from its own column: a `?fields=_id` does not parse
 * the documents (65,000 of them at 100,000 vehicles: 400 ms against 40).
 */
export function projection(fields: readonly string[] | undefined): {
  column: string;
  params: SqlValue[];
} {
  if (!fields?.length) return { column: 'doc', params: [] };
  return {
    column: `json_patch('{}', json_object(${fields.map((field) => (field === '_id' ? '?, _id' : '?, doc -> ?')).join(', ')}))`,
    params: fields.flatMap((field) => (field === '_id' ? [field] : [field, jsonPath(field)])),
  };
}

/**
 * The documents `readAfter` gives, LIST_SLICE at a time in insertion order (at most `limit`),
 * each slice as its documents' text joined by commas; other requests run between two slices.
 */
export async function* sliceParts(
  readAfter: (rowid: number, limit: number) => SliceRow[],
  limit?: number,
): AsyncGenerator<string> {
  let left = limit === undefined ? Infinity : Math.max(0, Math.floor(limit));
  let after = Number.MIN_SAFE_INTEGER;
  while (left > 0) {
    const size = Math.min(LIST_SLICE, left);
    const rows = readAfter(after, size);
    if (rows.length) yield rows.map((row) => row.doc).join(',');
    if (rows.length < size) break;
    left -= rows.length;
    after = rows[rows.length - 1].rowid;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The JSON array of the documents `readAfter` gives, read as sliceParts reads them, in chunks. */
export function arrayInSlices(
  readAfter: (rowid: number, limit: number) => SliceRow[],
  limit?: number,
): AsyncGenerator<string> {
  return jsonArrayOf(sliceParts(readAfter, limit));
}

/** The same array's text whole. */
export const inSlices = (
  readAfter: (rowid: number, limit: number) => SliceRow[],
  limit?: number,
): Promise<string> => joinChunks(arrayInSlices(readAfter, limit));
