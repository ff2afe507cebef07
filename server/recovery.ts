// What a server killed mid-work (`kill -9`, a crash) leaves behind, put right when it starts
// again: the locks its dead process held (the WordPress export's, a marketplace's pace) and
// the own sites' bulk lock are freed (processOwner.ts says which holders are dead; a live
// server's locks are never touched), and the partial files of uploads and feed writes it was
// streaming (hidden `.….part` files) are removed. The runs themselves are closed as failed by
// their modules (the WordPress export: motos/wordpressExport.ts closeInterruptedRuns).
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from './context.js';
import { releaseLocksOfDeadProcesses } from './locks.js';
import { releaseIfOwnerDead } from './ownSites/processLock.js';

/** A partial file: `.upload-<hex>.part` (uploads), `.<name>.<hex>.part` (feeds). */
const PARTIAL_FILE = /^\..+\.part$/;

/** Every partial file under `folder`, with when it was last written. */
async function partialFiles(folder: string): Promise<{ path: string; mtimeMs: number }[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found: { path: string; mtimeMs: number }[] = [];
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await partialFiles(path)));
    else if (entry.isFile() && PARTIAL_FILE.test(entry.name)) {
      const info = await stat(path).catch(() => null);
      if (info) found.push({ path, mtimeMs: info.mtimeMs });
    }
  }
  return found;
}

/** Removes the partial files under `dataDir` last written before `beforeMs`; answers them. */
async function removePartialFiles(dataDir: string, beforeMs: number): Promise<string[]> {
  const stale = (await partialFiles(dataDir)).filter((file) => file.mtimeMs < beforeMs);
  await Promise.all(stale.map((file) => rm(file.path, { force: true })));
  return stale.map((file) => file.path);
}

interface Recovery {
  /** Stops the second sweep of partial files (the app is closing). */
  stop(): void;
}

/**
 * Run on start, before any route can take a lock or write a file. Partial files: another
 * server sharing the data folder may be writing one right now, and no request lasts longer
 * than the request timeout; so those not written for twice that are removed at once, and the
 * others once that much time has passed, if not written since this start.
 */
export async function recoverInterruptedWork(
  context: Pick<ServerContext, 'db' | 'events' | 'config'>,
  log: FastifyBaseLogger,
): Promise<Recovery> {
  const started = Date.now();
  const settleMs = 2 * context.config.requestTimeoutMs;
  const locks = await releaseLocksOfDeadProcesses(context.db);
  const bulk = await releaseIfOwnerDead(context);
  const removed = await removePartialFiles(context.config.dataDir, started - settleMs);
  if (locks.length || bulk || removed.length) {
    log.warn(
      { locks, bulkLock: bulk, partialFiles: removed.length },
      'Trabajo interrumpido de un proceso anterior: bloqueos liberados y ficheros parciales borrados',
    );
  }
  const later = setTimeout(() => {
    removePartialFiles(context.config.dataDir, started).catch((error: unknown) =>
      log.error({ err: error }, 'No se han podido borrar los ficheros parciales'),
    );
  }, settleMs);
  later.unref();
  return { stop: () => clearTimeout(later) };
}
