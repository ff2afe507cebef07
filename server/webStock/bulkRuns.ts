// Bulk runs of the /gomotor dashboard (docs/API.md "GOmotor web host"): the
// console makes a bulk action one PUT / DELETE per vehicle (bounded concurrency, 'i de n'
// progress). A run makes those requests ONE action: it holds the bulk process lock from start
// to finish (processLock.ts, 409 for anyone else meanwhile), each request with `?run=` is
// recorded in it instead of writing its own log entry, and finishing writes one log entry
// (kind 'bulk') and one notification for the whole run.
import type { ServerContext } from '../context.js';
import type { CollectionSpec } from '../db/index.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { vehicleCount } from '../channels/listingStore.js';
import { writeLog, type LogChange } from '../ownSites/log.js';
import {
  BULK_PROCESS_ID,
  PROCESSES,
  acquire,
  effective,
  release,
} from '../ownSites/processLock.js';
import type { RunAction, RunMode } from './schemas.js';

export interface BulkRun {
  _id: string;
  action: RunAction;
  mode: RunMode;
  total: number;
  user: string;
  status: 'open' | 'finished';
  startedAt: string;
  /** The process record's startedAt when this run took it: the lock is still ours if equal. */
  lockStartedAt: string;
  finishedAt: string | null;
}

/** One vehicle changed (or deleted) by a request of a run. */
interface RunChange extends LogChange {
  _id: string;
  runId: string;
  deleted: boolean;
}

const BULK_RUNS: CollectionSpec<BulkRun> = { name: 'gomotor-bulk-runs' };
const BULK_RUN_CHANGES: CollectionSpec<RunChange> = {
  name: 'gomotor-bulk-run-changes',
  indexes: [{ field: 'runId' }],
};

/** The names of the actions, as the log and the notification say them. */
const RUN_LABELS: Record<RunAction, string> = {
  enableCounter: 'Asignar contador',
  destacar: 'Destacar home',
  enableDiscount: 'Aplicar precio campaña',
  enableDisclaimer: 'Aplicar disclaimer',
  deleteCar: 'Eliminar vehículo',
  ActivarManual: 'Activar edición manual',
};

/** What each action changes on a vehicle ('delete' = the DELETE route). */
const RUN_FIELDS: Record<RunAction, string> = {
  enableCounter: 'marketing.counter',
  destacar: 'featuredHome',
  enableDiscount: 'discount',
  enableDisclaimer: 'marketing.disclaimerMessage',
  deleteCar: 'delete',
  ActivarManual: 'publicacionManual',
};

type Ctx = Pick<ServerContext, 'db' | 'events'>;

const SITE = { site: 'gomotor', siteLabel: 'GOmotor' } as const;

export class BulkRuns {
  private readonly runs;
  private readonly changes;

  constructor(private readonly ctx: Ctx) {
    this.runs = ctx.db.collection(BULK_RUNS);
    this.changes = ctx.db.collection(BULK_RUN_CHANGES);
  }

  /** Takes the bulk lock (409 when held) and opens the run. */
  async start(action: RunAction, mode: RunMode, total: number, user: string): Promise<BulkRun> {
    const lock = await acquire(this.ctx, `GOmotor web: ${RUN_LABELS[action]}`, user);
    try {
      await this.closeAbandoned();
      const now = new Date().toISOString();
      const run = await this.runs.insert({
        action,
        mode,
        total,
        user,
        status: 'open',
        startedAt: now,
        lockStartedAt: lock.startedAt ?? now,
        finishedAt: null,
      });
      this.ctx.events.changed(BULK_RUNS.name, 'create', [run._id]);
      return run;
    } catch (error) {
      await release(this.ctx);
      throw error;
    }
  }

  /** One read per request of a run: the record exists, the run's start wrote it. */
  private async holdsLock(run: BulkRun): Promise<boolean> {
    const record = await this.ctx.db.collection(PROCESSES).get(BULK_PROCESS_ID);
    if (!record) return false;
    const lock = effective(record);
    return lock.active && lock.user === run.user && lock.startedAt === run.lockStartedAt;
  }

  /**
   * The open run a request with `?run=` belongs to, checked before anything changes: 400 when
   * there is no such run or it does not change `field`; 409 when it has finished, was started
   * by someone else, or its lock has expired (after 5 minutes).
   */
  async openRun(runId: string, user: string, field: string): Promise<BulkRun> {
    const run = await this.runs.get(runId);
    if (!run) throw badRequest(`La acción masiva '${runId}' no existe`);
    if (run.status !== 'open') throw conflict('La acción masiva ya ha terminado');
    if (run.user !== user) {
      throw conflict(`La acción masiva la inició ${run.user}; solo esa persona puede continuarla`);
    }
    if (RUN_FIELDS[run.action] !== field) {
      throw badRequest(
        `La acción masiva '${RUN_LABELS[run.action]}' no cambia '${field === 'delete' ? 'eliminar' : field}'`,
      );
    }
    if (!(await this.holdsLock(run))) {
      throw conflict('La acción masiva ha caducado (más de 5 minutos); vuelva a lanzarla');
    }
    return run;
  }

  async record(run: BulkRun, change: LogChange, deleted = false): Promise<void> {
    await this.changes.insert({ ...change, runId: run._id, deleted });
  }

  /**
   * Closes the run (409 if it was closed already), releases its lock if it still holds it,
   * and writes its one log entry and notification.
   */
  async finish(
    runId: string,
    failed: readonly { idv: string; message: string }[],
    user: string,
  ): Promise<{ message: string; updated: number; failed: number }> {
    const closed = await this.close(runId, (run) => {
      if (run.user !== user) {
        throw conflict(`La acción masiva la inició ${run.user}; solo esa persona puede terminarla`);
      }
    });
    if (!closed) throw notFound('Acción masiva no encontrada');
    if (await this.holdsLock(closed)) await release(this.ctx);
    return this.report(closed, failed, false);
  }

  /**
   * Runs still open when a new one takes the lock lost theirs (a closed tab, 5 minutes
   * passed): their changes were made, so they are logged now, as interrupted.
   */
  private async closeAbandoned(): Promise<void> {
    const open = (await this.runs.list()).filter((run) => run.status === 'open');
    for (const run of open) {
      const closed = await this.close(run._id).catch(() => null);
      if (closed) await this.report(closed, [], true);
    }
  }

  /** Marks an open run finished in one transaction (409 if it is not open); null if unknown. */
  private async close(runId: string, check?: (run: BulkRun) => void): Promise<BulkRun | null> {
    const closed = await this.runs.apply(runId, (run) => {
      if (run.status !== 'open') throw conflict('La acción masiva ya ha terminado');
      check?.(run);
      return { ...run, status: 'finished', finishedAt: new Date().toISOString() };
    });
    if (closed) this.ctx.events.changed(BULK_RUNS.name, 'update', [runId]);
    return closed;
  }

  /** The run's one log entry (kind 'bulk') and notification, from its recorded changes. */
  private async report(
    run: BulkRun,
    failed: readonly { idv: string; message: string }[],
    interrupted: boolean,
  ): Promise<{ message: string; updated: number; failed: number }> {
    const recorded = await this.changes.list({ where: { runId: run._id } });
    const deleteIDVs = [...new Set(recorded.filter((c) => c.deleted).map((c) => c.idv))];
    const updateIdvs = [...new Set(recorded.filter((c) => !c.deleted).map((c) => c.idv))];
    const updated = run.action === 'deleteCar' ? deleteIDVs.length : updateIdvs.length;
    const verb = run.action === 'deleteCar' ? 'eliminado' : 'actualizado';
    const label = `${RUN_LABELS[run.action]}${run.mode === 'deactivate' ? ' (desactivar)' : ''}`;
    const message = `${label}: ${vehicleCount(updated)} ${verb}${updated === 1 ? '' : 's'}, ${failed.length} con error${interrupted ? ' (interrumpida: no se terminó)' : ''}`;
    const changes: LogChange[] = [
      ...failed.map((f) => ({ idv: f.idv, field: 'error', oldValue: null, newValue: f.message })),
      ...recorded.map(({ idv, field, oldValue, newValue }) => ({ idv, field, oldValue, newValue })),
    ];
    await writeLog(this.ctx, {
      ...SITE,
      kind: 'bulk',
      user: run.user,
      level: failed.length || interrupted ? 'error' : 'info',
      message: {
        type: 'Acción masiva',
        text: message,
        key: run.action,
        value: run.mode,
        numUpdates: updateIdvs.length,
        updateIdvs,
        ...(deleteIDVs.length ? { numDeleted: deleteIDVs.length, deleteIDVs } : {}),
      },
      changes,
    });
    await this.changes.deleteMany(recorded.map((c) => c._id));
    return { message, updated, failed: failed.length };
  }
}
