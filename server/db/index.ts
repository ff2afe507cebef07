import { join } from 'node:path';
import { restrictDataFolder } from './permissions.js';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';
import type { Database, WriteAuditor } from './types.js';

export * from './types.js';
export { newId, ID_PATTERN } from './ids.js';
export { isSealed, openSecret, type SealedValue } from './secretBox.js';

export const DATABASE_FILE = 'multipublicador.sqlite';

/**
 * The store configuration chooses: PostgreSQL when `databaseUrl` is given (DATABASE_URL),
 * else the embedded SQLite file in the data folder (the default).
 */
export function openDatabase(
  dataDir: string,
  options: { secretsKey?: string; databaseUrl?: string; auditor?: WriteAuditor } = {},
): Database {
  restrictDataFolder(dataDir);
  const { secretsKey, auditor } = options;
  if (options.databaseUrl) {
    return openPostgres({ url: options.databaseUrl, secretsKey, auditor });
  }
  return openSqlite({ file: join(dataDir, DATABASE_FILE), secretsKey, auditor });
}
