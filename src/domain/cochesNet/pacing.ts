// The paced bulk run of the Coches.net publisher (4,000 ms between vehicles). One vehicle at a
// time; a write starts at least `pauseMs` after the previous one started (the marketplace allows
// one write per 4 s per account, and the reference API answers 429 faster); a 429 is retried after
// the wait its Retry-After asks for (capped at MAX_RETRY_WAIT_MS; the pause when it says nothing)
// instead of being lost, and the progress shows that wait; cancel stops after the current vehicle.
// The clock and timers are injected so tests drive it with fake timers and the console with the
// real ones.
import { formatInteger, formatProgress } from '../format.js';
import { NO_ANSWER_MESSAGE, type BulkAction, type VehicleResult } from './results.js';

/** The pause between vehicles in a bulk run. */
export const BULK_PAUSE_MS = 4000;
/** How many times one vehicle is sent again after a 429 before its 429 is kept. */
export const MAX_RETRIES_ON_429 = 3;
export const TOO_MANY_REQUESTS = 429;
/**
 * The longest a run waits on one 429 before sending again, whatever Retry-After says: a
 * marketplace asking for an hour would otherwise freeze the run (cancel still works) with
 * no sign of life; a minute is 15 pauses, and a still-busy account answers 429 again.
 */
export const MAX_RETRY_WAIT_MS = 60_000;

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock; reads the globals at call time, so vitest's fake timers replace them. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What one call answered: its status and message; `retryAfterMs` from a 429's Retry-After. */
export interface SendOutcome {
  status: number;
  message: string;
  retryAfterMs?: number;
  /** Answered by the console itself (a pre-check's 422), not by the marketplace. */
  local?: boolean;
}

/**
 * A 429's Retry-After header in ms: seconds ('4') or an HTTP date; undefined when absent or
 * unreadable (the run then waits its pause). `now` for the date form.
 */
export function retryAfterMs(
  header: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const text = (header ?? '').trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait before a 429 is sent again: its Retry-After within [0, cap], else the pause. */
export const retryWaitMs = (outcome: SendOutcome, pauseMs: number): number =>
  outcome.retryAfterMs === undefined || Number.isNaN(outcome.retryAfterMs)
    ? pauseMs
    : Math.min(Math.max(outcome.retryAfterMs, 0), MAX_RETRY_WAIT_MS);

/** 'Coches.net pide esperar 12 s; se reintentará el vehículo 2' (seconds rounded up). */
export const retryWaitText = (ms: number, current: number): string =>
  `Coches.net pide esperar ${formatInteger(Math.max(0, Math.ceil(ms / 1000)))} s; ` +
  `se reintentará el vehículo ${formatInteger(current)}`;

/** The verbs of the progress texts. */
const VERBS: Record<BulkAction, string> = {
  create: 'Exportando',
  update: 'Actualizando',
  delete: 'Eliminando',
};

/** 'Exportando vehículo: 3 de 10'. */
export const progressText = (action: BulkAction, current: number, total: number): string =>
  `${VERBS[action]} vehículo: ${formatProgress(current, total)}`;

/** 'Tiempo restante: 1 min 20 s', 'Tiempo restante: 8 s' (rounded up to whole seconds). */
export function timeLeftText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const text =
    minutes > 0
      ? `${formatInteger(minutes)} min${rest ? ` ${formatInteger(rest)} s` : ''}`
      : `${formatInteger(rest)} s`;
  return `Tiempo restante: ${text}`;
}

export interface RunProgress {
  action: BulkAction;
  /** The vehicle being sent, 1-based (the total when the run is over). */
  current: number;
  total: number;
  /** Vehicles with a result. */
  done: number;
  /** 'Exportando vehículo: 3 de 10'. */
  text: string;
  /** done / total, for the bar. */
  fraction: number;
  msLeft: number;
  timeLeft: string;
  /** What the run is waiting for: the pause before the next vehicle, or a 429's retry. */
  waiting: 'pause' | 'retry' | null;
  /** The wait a 429 asked for (ms; 0 unless `waiting` is 'retry'). */
  waitMs: number;
  /** retryWaitText(waitMs, current) while a 429's wait runs, else ''. */
  waitText: string;
  /** The run's results so far: the same array, growing (copy it to keep a snapshot). */
  results: readonly VehicleResult[];
}

export interface PacedRunOptions<T> {
  action: BulkAction;
  items: readonly T[];
  idvOf: (item: T) => string;
  /** One call; a thrown error (no answer) is kept as status 0. */
  send: (item: T) => Promise<SendOutcome>;
  /**
   * The console's own answer for an item that needs no call (./bulkActions.ts: the
   * marketplace's 422 pre-checked): kept at once, without waiting for the pause.
   */
  localAnswer?: (item: T) => SendOutcome | undefined;
  pauseMs?: number;
  maxRetries?: number;
  clock?: Clock;
  onProgress?: (progress: RunProgress) => void;
}

export interface RunOutcome {
  results: VehicleResult[];
  cancelled: boolean;
}

export interface PacedRun {
  done: Promise<RunOutcome>;
  /** Stops after the current vehicle (a pending pause or retry wait ends at once). */
  cancel(): void;
}

export function startPacedRun<T>(options: PacedRunOptions<T>): PacedRun {
  const { action, items, idvOf, send } = options;
  const pauseMs = options.pauseMs ?? BULK_PAUSE_MS;
  const maxRetries = options.maxRetries ?? MAX_RETRIES_ON_429;
  const clock = options.clock ?? systemClock;
  const total = items.length;
  const results: VehicleResult[] = [];
  let cancelled = false;
  let wake: (() => void) | null = null;
  let timer: unknown = null;
  const startedAt = clock.now();

  /** Waits `ms`, or less if the run is cancelled meanwhile. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = clock.setTimeout(() => {
        wake = null;
        timer = null;
        resolve();
      }, ms);
    });

  const msLeft = (done: number): number => {
    if (done >= total) return 0;
    const perVehicle = done > 0 ? Math.max(pauseMs, (clock.now() - startedAt) / done) : pauseMs;
    return (total - done) * perVehicle;
  };

  const report = (current: number, waiting: RunProgress['waiting'], waitMs = 0) => {
    const done = results.length;
    const left = waitMs + msLeft(done);
    options.onProgress?.({
      action,
      current,
      total,
      done,
      text: progressText(action, current, total),
      fraction: total ? done / total : 1,
      msLeft: left,
      timeLeft: timeLeftText(left),
      waiting,
      waitMs,
      waitText: waiting === 'retry' ? retryWaitText(waitMs, current) : '',
      results,
    });
  };

  const callOnce = async (item: T): Promise<SendOutcome> => {
    try {
      return await send(item);
    } catch {
      return { status: 0, message: NO_ANSWER_MESSAGE };
    }
  };

  const resultOf = (idv: string, outcome: SendOutcome): VehicleResult => ({
    createdAt: new Date(clock.now()).toISOString(),
    status: outcome.status,
    idv,
    message: outcome.message,
  });

  const run = async (): Promise<RunOutcome> => {
    let lastStart = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < total && !cancelled; index++) {
      const current = index + 1;
      const idv = idvOf(items[index]);
      const answered = options.localAnswer?.(items[index]);
      if (answered) {
        report(current, null);
        results.push(resultOf(idv, answered));
        continue;
      }
      const gap = lastStart + pauseMs - clock.now();
      if (gap > 0) {
        report(current, 'pause');
        await sleep(gap);
        if (cancelled) break;
      }
      report(current, null);
      let outcome: SendOutcome;
      for (let attempt = 0; ; attempt++) {
        lastStart = clock.now();
        outcome = await callOnce(items[index]);
        if (outcome.status !== TOO_MANY_REQUESTS || attempt >= maxRetries || cancelled) break;
        const wait = retryWaitMs(outcome, pauseMs);
        report(current, 'retry', wait);
        await sleep(wait);
        if (cancelled) break;
      }
      results.push(resultOf(idv, outcome));
    }
    report(cancelled ? results.length : total, null);
    return { results, cancelled };
  };

  return {
    done: run(),
    cancel() {
      cancelled = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      const resolve = wake;
      wake = null;
      resolve?.();
    },
  };
}
