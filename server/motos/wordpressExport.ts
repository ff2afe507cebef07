// 'Importar a WordPress': the group's website gets an export file, then an import trigger
// address that contains a secret {key}. POST
// /api/motos/wordpress-export launches one run in the background and answers at once; a
// second launch while one runs is a 409. A run writes the CSV of every moto with `publicar`
// true under DATA_DIR/exports/wordpress/, then:
//   - with WORDPRESS_EXPORT_URL set: POSTs the file to it, WORDPRESS_IMPORT_KEY as the
//     address's `import_key` (the key never leaves the server: not answered, not logged);
//   - without: the reference API plays WordPress — it keeps the file and records the import.
// Either way the run is a log entry (motos-wordpress-exports), a notification
// ('Exportación a WordPress: N motos') and a live event (resource:changed of that collection).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../context.js';
import { OWNER_ONLY_FILE } from '../db/permissions.js';
import { conflict } from '../errors.js';
import { isLocked, keepLock, releaseLock, takeLock } from '../locks.js';
import { notify } from '../syncRecords.js';
import { MOTOS, WORDPRESS_EXPORTS, type WordpressExportRun } from './collections.js';
import { wordpressCsv } from './wordpressCsv.js';

const EXPORT_FOLDER = 'exports/wordpress';
/** Files kept: the last export is the one the console opens; a few before it for support. */
const KEPT_EXPORTS = 10;
const EXPORT_FILE = /^motos-wordpress-\d{8}-\d{6}-[0-9a-f]{6}\.csv$/;
/** The trigger gets this long to answer before the run counts as failed. */
const TRIGGER_TIMEOUT_MS = 30_000;

export const EXPORT_MESSAGES = {
  launched: 'Se ha lanzado la exportación de motos a WordPress',
  busy: 'Ya hay una exportación de motos a WordPress en curso; espere a que termine',
  noExport: 'Todavía no se ha hecho ninguna exportación a WordPress',
  done: (count: number) => `Exportación a WordPress: ${count} ${count === 1 ? 'moto' : 'motos'}`,
  failed: (reason: string) => `Exportación a WordPress fallida: ${reason}`,
};

type Ctx = Pick<ServerContext, 'db' | 'events' | 'config'>;

/**
 * The export's lock in the database (server/locks.ts): one export at a time across every API
 * server. The run renews it every third of its expiry while it works, so a run as long as it
 * needs keeps it, and a server that died mid-run blocks the others for a minute at most —
 * not at all once it is started again on its machine (it frees its dead self's locks).
 */
export const EXPORT_LOCK = 'wordpress-export';
const EXPORT_LOCK_TTL_MS = 60 * 1000;

/** Why a run still marked as running was closed: its server stopped before it ended. */
const INTERRUPTED_REASON = 'el servidor se detuvo durante la exportación';

const stamp = (date: Date) =>
  date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The trigger's address with the key (never logged: errors name the host only). */
const triggerUrl = (url: string, key: string | undefined) => {
  const address = new URL(url);
  if (key) address.searchParams.set('import_key', key);
  return address;
};

/** Sends the file to WordPress's import trigger; a sentence saying why not, or null. */
async function callTrigger(
  config: Ctx['config'],
  csv: string,
  file: string,
): Promise<string | null> {
  const url = config.wordpressExportUrl as string;
  let host = 'WordPress';
  try {
    const address = triggerUrl(url, config.wordpressImportKey);
    host = address.host;
    const answer = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8', 'x-export-file': file },
      body: csv,
      signal: AbortSignal.timeout(TRIGGER_TIMEOUT_MS),
    });
    await answer.arrayBuffer().catch(() => undefined);
    return answer.ok ? null : `WordPress (${host}) ha respondido ${answer.status}`;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError') return `WordPress (${host}) no ha respondido a tiempo`;
    return `No se ha podido contactar con WordPress (${host})`;
  }
}

async function pruneOldExports(folder: string): Promise<void> {
  const names = (await readdir(folder)).filter((n) => EXPORT_FILE.test(n)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - KEPT_EXPORTS))) {
    await rm(join(folder, name), { force: true });
  }
}

export interface WordpressExporter {
  /** Starts a run (409 while one runs); answers its id at once. */
  launch(user: string, origin: string): Promise<{ runId: string }>;
  status(): Promise<{ running: boolean; last: WordpressExportRun | null }>;
  /** The last run that wrote a file, or null. */
  lastWithFile(): Promise<WordpressExportRun | null>;
  /** Resolves when no run is under way (the app waits for it on close). */
  idle(): Promise<void>;
}

export function wordpressExporter(ctx: Ctx): WordpressExporter {
  const runs = ctx.db.collection(WORDPRESS_EXPORTS);
  const folder = join(ctx.config.dataDir, EXPORT_FOLDER);
  // This server's run under way, taken synchronously before any await so two launches here
  // never both pass; across servers the database lock (EXPORT_LOCK) decides.
  let current: Promise<void> | null = null;

  const finish = async (runId: string, result: Partial<WordpressExportRun>) => {
    await runs.update(runId, { ...result, running: false, finishedAt: new Date().toISOString() });
    ctx.events.changed(WORDPRESS_EXPORTS.name, 'update', [runId]);
  };

  const run = async (runId: string, startedAt: Date, origin: string) => {
    const target = ctx.config.wordpressExportUrl ? 'wordpress' : 'referencia';
    try {
      const published = await ctx.db.collection(MOTOS).list({ where: { publicar: true } });
      const csv = wordpressCsv(published, origin);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = `motos-wordpress-${stamp(startedAt)}-${runId.slice(-6)}.csv`;
      await writeFile(join(folder, file), csv, { mode: OWNER_ONLY_FILE });
      await pruneOldExports(folder);
      const refused = target === 'wordpress' ? await callTrigger(ctx.config, csv, file) : null;
      const count = published.length;
      const message = refused ? EXPORT_MESSAGES.failed(refused) : EXPORT_MESSAGES.done(count);
      await finish(runId, {
        ok: !refused,
        count,
        file,
        message,
        importedAt: refused ? null : new Date().toISOString(),
      });
      await notify(ctx, {
        text: message,
        severity: refused ? 'error' : 'success',
        action: 'export',
        site: 'wordpress',
      });
    } catch (error) {
      const message = EXPORT_MESSAGES.failed((error as Error).message || 'error interno');
      await finish(runId, { ok: false, message }).catch(() => undefined);
      await notify(ctx, {
        text: message,
        severity: 'error',
        action: 'export',
        site: 'wordpress',
      }).catch(() => undefined);
    }
  };

  return {
    async launch(user, origin) {
      if (current) throw conflict(EXPORT_MESSAGES.busy);
      let release!: () => void;
      current = new Promise<void>((resolve) => (release = resolve));
      const holder = randomBytes(8).toString('hex');
      let locked = false;
      let stopKeeping = () => {};
      try {
        locked = (await takeLock(ctx.db, EXPORT_LOCK, holder, EXPORT_LOCK_TTL_MS)).taken;
        if (!locked) throw conflict(EXPORT_MESSAGES.busy);
        stopKeeping = keepLock(ctx.db, EXPORT_LOCK, holder, EXPORT_LOCK_TTL_MS);
        // With the lock taken no other run can be going on: one still marked as running
        // is a dead server's.
        await closeRunsMarkedRunning(ctx);
        const startedAt = new Date();
        const created = await runs.insert({
          startedAt: startedAt.toISOString(),
          finishedAt: null,
          user,
          running: true,
          ok: null,
          count: 0,
          file: null,
          message: EXPORT_MESSAGES.launched,
          target: ctx.config.wordpressExportUrl ? 'wordpress' : 'referencia',
          importedAt: null,
        });
        ctx.events.changed(WORDPRESS_EXPORTS.name, 'create', [created._id]);
        // In the background: the answer does not wait for the file nor for WordPress.
        setImmediate(() => {
          void run(created._id, startedAt, origin)
            .finally(() => {
              stopKeeping();
              return releaseLock(ctx.db, EXPORT_LOCK, holder).catch(() => undefined);
            })
            .finally(() => {
              current = null;
              release();
            });
        });
        return { runId: created._id };
      } catch (error) {
        stopKeeping();
        if (locked) await releaseLock(ctx.db, EXPORT_LOCK, holder).catch(() => undefined);
        current = null;
        release();
        throw error;
      }
    },

    async status() {
      const newest = async () =>
        (await runs.list({ sort: { field: 'startedAt', direction: 'desc' }, limit: 1 }))[0];
      let last = await newest();
      // Running here or on another server.
      const running = current !== null || (await isLocked(ctx.db, EXPORT_LOCK));
      // Marked as running with nobody holding the lock: its server died (the lock expired).
      if (!running && last?.running && (await closeInterruptedRuns(ctx))) last = await newest();
      return { running, last: last ?? null };
    },

    async lastWithFile() {
      const recent = await runs.list({
        sort: { field: 'startedAt', direction: 'desc' },
        limit: 20,
      });
      return recent.find((r) => r.file && EXPORT_FILE.test(r.file)) ?? null;
    },

    idle: () => current ?? Promise.resolve(),
  };
}

/** Where a run's file is, or null when its name is not one this module writes. */
export const exportFilePath = (config: Ctx['config'], file: string): string | null =>
  EXPORT_FILE.test(file) ? join(config.dataDir, EXPORT_FOLDER, file) : null;

/**
 * Closes as failed every run still marked as running that started before `before` (a run a
 * server launches after that moment is its own, alive); answers whether there was one.
 */
async function closeRunsMarkedRunning(ctx: Ctx, before = new Date()): Promise<boolean> {
  const runs = ctx.db.collection(WORDPRESS_EXPORTS);
  const stale = (await runs.list({ where: { running: true } })).filter(
    (run) => Date.parse(run.startedAt) < before.getTime(),
  );
  for (const run of stale) {
    await runs.update(run._id, {
      running: false,
      ok: false,
      finishedAt: new Date().toISOString(),
      message: EXPORT_MESSAGES.failed(INTERRUPTED_REASON),
    });
    ctx.events.changed(WORDPRESS_EXPORTS.name, 'update', [run._id]);
  }
  return stale.length > 0;
}

/**
 * Runs a dead server left marked as running are closed as failed, so the status never shows
 * a run nothing is doing. On start (after server/recovery.ts freed the locks of this server's
 * dead previous process) and whenever the status finds the lock free. Answers whether one was.
 */
export async function closeInterruptedRuns(ctx: Ctx): Promise<boolean> {
  const checked = new Date();
  // A run another server is doing now holds the lock: it is not interrupted.
  if (await isLocked(ctx.db, EXPORT_LOCK)) return false;
  return closeRunsMarkedRunning(ctx, checked);
}
