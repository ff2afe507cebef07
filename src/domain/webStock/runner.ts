// The per-vehicle updates of a bulk action run with bounded concurrency, report 'i de n' progress,
// and a failure names the vehicles it failed on. The run is opened and closed on the server so that
// it holds the bulk lock and writes ONE log entry and ONE notification. No React, no fetch: the API
// is given.
import { formatInteger } from '../format.js';
import {
  bulkActionName,
  bulkFailureMessage,
  bulkSuccessMessage,
  vehicleCountLabel,
} from '../ownSites/bulkActions.js';
import type {
  BulkMode,
  PlannedVehicle,
  WebBulkAction,
  WebBulkPlan,
  WebVehicleUpdate,
} from './bulkActions.js';

/**
 * Six requests in flight: the browser's per-host limit over HTTP/1.1, and the server's pace.
 * Over HTTP/2 (production behind TLS) the browser would send more at once, but the server does
 * not keep a better pace: `BENCH_ONLY=webStock`, 1,500 PUTs from Node, 2.1 s at 6 in flight
 * and 2.2 s at 12; through the page, HTTP/2 and HTTP/1.1 within noise of each other.
 */
export const RUN_CONCURRENCY = 6;

export interface RunProgress {
  done: number;
  total: number;
}

/** 'i de n'. */
export const progressLabel = ({ done, total }: RunProgress): string =>
  `${formatInteger(done)} de ${formatInteger(total)}`;

export interface ItemFailure<T> {
  item: T;
  message: string;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error);

/**
 * Runs `work` on every item with at most `concurrency` at a time, in order of the list;
 * `onProgress` after each one ends. A failing item does not stop the others.
 */
export const runEach = async <T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  options: { concurrency?: number; onProgress?: (p: RunProgress) => void } = {},
): Promise<ItemFailure<T>[]> => {
  const concurrency = Math.max(1, options.concurrency ?? RUN_CONCURRENCY);
  const failures: { index: number; failure: ItemFailure<T> }[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      try {
        await work(item);
      } catch (error) {
        failures.push({ index, failure: { item, message: messageOf(error) } });
      }
      done++;
      options.onProgress?.({ done, total: items.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return failures.sort((a, b) => a.index - b.index).map((f) => f.failure);
};

/** The web host calls a run makes (the data provider gives them). */
export interface WebRunApi {
  startRun: (body: { action: string; mode: BulkMode; total: number }) => Promise<{ _id: string }>;
  putVehicle: (id: string, body: WebVehicleUpdate, runId: string) => Promise<unknown>;
  deleteVehicle: (id: string, runId: string) => Promise<unknown>;
  finishRun: (
    runId: string,
    failed: { idv: string; message: string }[],
  ) => Promise<{ message?: string; updated?: number }>;
  bulk: (
    operation: 'bulk-update' | 'bulk-update-wp',
    body: unknown,
  ) => Promise<{
    count?: number;
    createIDVs?: string[];
    updateIdvs?: string[];
    deleteIDVs?: string[];
  }>;
}

export interface RunResult {
  /** Vehicles changed. */
  changed: number;
  failed: { idv: string; message: string }[];
  /**
   * A per-vehicle run's answers: each PUT's `vehicle` as the host stored it, each DELETE's vehicle
   * _id. Whoever holds the rows updates them from these (as a page reload would: the server's state
   * after the action). Absent for a bulk call, whose answer names no stored rows.
   */
  stored?: { updated: unknown[]; removed: string[] };
}

/** The vehicle a PUT answered (`{message, vehicle}`, docs/API.md), if it names one. */
const answeredVehicle = (answer: unknown): unknown => {
  const vehicle = (answer as { vehicle?: unknown } | null)?.vehicle;
  return typeof vehicle === 'object' && vehicle !== null && '_id' in vehicle ? vehicle : null;
};

/** A bulk call's count: `count`, or a web sync's created, updated and removed listings. */
const bulkCount = (answer: Awaited<ReturnType<WebRunApi['bulk']>>, fallback: number): number =>
  typeof answer.count === 'number'
    ? answer.count
    : answer.createIDVs || answer.updateIdvs || answer.deleteIDVs
      ? (answer.createIDVs?.length ?? 0) +
        (answer.updateIdvs?.length ?? 0) +
        (answer.deleteIDVs?.length ?? 0)
      : fallback;

/**
 * Runs a plan: a bulk call, or a server run of one PUT / DELETE per vehicle with bounded
 * concurrency. A refused start (409: another bulk action holds the lock) throws and nothing
 * changes; per-vehicle failures are collected, reported to the run and returned.
 */
export const runWebBulkPlan = async (
  plan: WebBulkPlan,
  api: WebRunApi,
  options: { concurrency?: number; onProgress?: (p: RunProgress) => void } = {},
): Promise<RunResult> => {
  const total = plan.vehicles.length;
  if (plan.kind === 'bulk') {
    options.onProgress?.({ done: 0, total });
    const answer = await api.bulk(plan.operation, plan.body);
    options.onProgress?.({ done: total, total });
    return { changed: bulkCount(answer, total), failed: [] };
  }
  const run = await api.startRun({ action: plan.action, mode: plan.mode, total });
  options.onProgress?.({ done: 0, total });
  const update = plan.update;
  const stored = { updated: [] as unknown[], removed: [] as string[] };
  let answered = true;
  const failures = await runEach<PlannedVehicle>(
    plan.vehicles,
    async (v) => {
      if (!update) {
        await api.deleteVehicle(v._id, run._id);
        stored.removed.push(v._id);
        return;
      }
      const vehicle = answeredVehicle(await api.putVehicle(v._id, update, run._id));
      if (vehicle) stored.updated.push(vehicle);
      else answered = false;
    },
    options,
  );
  const failed = failures.map((f) => ({ idv: f.item.idv, message: f.message }));
  await api.finishRun(run._id, failed);
  // A PUT whose answer named no vehicle leaves the stored state unknown: no `stored` then.
  return { changed: total - failed.length, failed, ...(answered ? { stored } : {}) };
};

/** How many vehicle names a failure message lists before '… y N más'. */
const NAMED_FAILURES = 10;

/** What a run tells the user ('Asignar contador: 3 vehículos actualizados'). */
export const runSuccessMessage = (
  chosen: WebBulkAction,
  changed: number,
  mode: BulkMode = 'activate',
): string => bulkSuccessMessage(chosen, changed, mode);

/**
 * A failure names the vehicles it failed on: 'Asignar contador: 2 vehículos actualizados, 1 con
 * error: 1234 (Vehículo no encontrado en GOmotor)'.
 */
export const runFailureMessage = (
  chosen: WebBulkAction,
  result: RunResult,
  mode: BulkMode = 'activate',
): string => {
  const named = result.failed
    .slice(0, NAMED_FAILURES)
    .map((f) => `${f.idv} (${f.message})`)
    .join(', ');
  const more = result.failed.length - NAMED_FAILURES;
  return `${bulkActionName(chosen, mode)}: ${vehicleCountLabel(result.changed)} ${
    result.changed === 1 ? 'actualizado' : 'actualizados'
  }, ${formatInteger(result.failed.length)} con error: ${named}${
    more > 0 ? ` y ${formatInteger(more)} más` : ''
  }`;
};

/** A run that could not start or a bulk call refused: nothing changed. */
export const runRefusedMessage = (
  chosen: WebBulkAction,
  serverMessage?: string,
  mode: BulkMode = 'activate',
): string => bulkFailureMessage(chosen, serverMessage, mode);
