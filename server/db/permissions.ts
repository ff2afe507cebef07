// The data folder and what it holds (database, WAL, secrets, uploaded CSVs) are
// readable by the server's user only. Modes are set with chmod after creating, so they do not
// depend on the process umask, and files left wider by an older version are narrowed on start.
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

export const OWNER_ONLY_FOLDER = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Files the server keeps at the top of the data folder besides the database. */
const SECRET_FILES = ['jwt-secret', 'secrets-key'] as const;

/** SQLite's companions of a database file in WAL mode (and a rollback journal, if any). */
const SQLITE_SUFFIXES = ['', '-wal', '-shm', '-journal'] as const;

/** chmod, ignoring a file that does not exist (yet). */
function chmodIfPresent(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates the folder (and its parents) when missing; the folder itself ends up 0700. */
export function ownerOnlyFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: OWNER_ONLY_FOLDER });
  chmodSync(path, OWNER_ONLY_FOLDER);
}

/** An existing file narrowed to 0600 (nothing when it does not exist). */
export function ownerOnlyFile(path: string): void {
  chmodIfPresent(path, OWNER_ONLY_FILE);
}

/** Creates an empty file 0600 unless it exists, then narrows it to 0600 either way. */
export function createOwnerOnlyFile(path: string): void {
  closeSync(openSync(path, 'a', OWNER_ONLY_FILE));
  chmodSync(path, OWNER_ONLY_FILE);
}

/** The database file and its WAL companions, 0600. */
export function ownerOnlySqliteFiles(file: string): void {
  for (const suffix of SQLITE_SUFFIXES) ownerOnlyFile(`${file}${suffix}`);
}

/** The data folder 0700 and the secrets the configuration keeps in it 0600. */
export function restrictDataFolder(dataDir: string): void {
  ownerOnlyFolder(dataDir);
  for (const name of SECRET_FILES) ownerOnlyFile(join(dataDir, name));
}
