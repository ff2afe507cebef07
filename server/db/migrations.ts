// Schema changes that cannot be derived from collection declarations (renames, data fixes).
// Tables, indexed columns and indexes of declared collections are created by the adapter.
// Applied versions are recorded in SQLite's user_version, each in its own transaction.
import type BetterSqlite3 from 'better-sqlite3';
import { checkMigrationOrder } from './adapter.js';

export interface Migration {
  version: number;
  description: string;
  up(db: BetterSqlite3.Database): void;
}

/** Append only; versions 1, 2, 3… in order. */
export const MIGRATIONS: readonly Migration[] = [];

export function schemaVersion(db: BetterSqlite3.Database): number {
  return Number(db.pragma('user_version', { simple: true }));
}

export function runMigrations(
  db: BetterSqlite3.Database,
  migrations: readonly Migration[],
): number {
  checkMigrationOrder(migrations);
  const current = schemaVersion(db);
  for (const migration of migrations.filter((m) => m.version > current)) {
    db.transaction(() => {
      migration.up(db);
      // PRAGMA does not accept bound parameters; version is a checked integer.
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return schemaVersion(db);
}
