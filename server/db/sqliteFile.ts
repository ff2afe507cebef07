// The SQLite database file: owner-only, in WAL mode, with the pragmas the server relies on.
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createOwnerOnlyFile, ownerOnlyFolder, ownerOnlySqliteFiles } from './permissions.js';

export function openSqliteFile(file: string): BetterSqlite3.Database {
  // Owner-only: created 0600 before SQLite opens it; SQLite gives -wal and -shm the database
  // file's mode, and files from before are narrowed here too.
  ownerOnlyFolder(dirname(file));
  createOwnerOnlyFile(file);
  ownerOnlySqliteFiles(file);
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  ownerOnlySqliteFiles(file);
  // SQLite's advice for WAL: commits do not wait for the disk; a power cut may lose the last
  // transactions but never corrupts the database. Each publish is one commit.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // Overwrites deleted or moved row content where that costs no extra I/O, so a value
  // replaced in place (a secret sealed on first open) does not linger in the page's free space.
  db.pragma('secure_delete = FAST');
  return db;
}
