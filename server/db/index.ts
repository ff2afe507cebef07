import { join } from 'node:path';
import { restrictDataFolder } from './permissions.js';
import { openSqlite } from './sqlite.js';
import type { Database } from './types.js';

export * from './types.js';
export { newId, ID_PATTERN } from './ids.js';
export { isSealed, openSecret, type SealedValue } from './secretBox.js';

export const DATABASE_FILE = 'multipublicador.sqlite';

/** The embedded default store; a PostgreSQL adapter would be chosen here from configuration. */
export function openDatabase(dataDir: string, options: { secretsKey?: string } = {}): Database {
  restrictDataFolder(dataDir);
  return openSqlite({ file: join(dataDir, DATABASE_FILE), secretsKey: options.secretsKey });
}
