// Limits figures: 20 concurrent maximal bulk bodies (POST /grupoliva/bulk-create at the vehicle
// body limit, server/limits.ts) against the built server, while /api/health is asked in a loop.
// Prints the server's peak RSS (VmRSS of /proc/<pid>/status) and the health latencies. Targets: RSS
// ≤ 400 MB, /api/health ≤ 100 ms. Figures, never assertions.
import { spawn } from 'node:child_process';
import { VEHICLE_BODY_LIMIT } from '../server/limits.js';
import { getGroupStock } from '../server/stock/groupStock.js';
import type { StockVehicle } from '../src/domain/types.js';
import { DEMO_ADMIN, startServer, type RunningServer } from '../tests/e2e/harness.js';
import { median, percentile, rssMb } from './stats.js';

const CONCURRENT = 20;
/** Waves of CONCURRENT bodies per round: more health samples than one wave gives. */
const WAVES = Number(process.env.BENCH_LIMITS_WAVES ?? 5);
const BULK_PATH = '/api/grupoliva/bulk-create';

/**
 * `count` bodies of real stock vehicles, each as close to `maxBytes` as whole vehicles allow,
 * with idvs of their own so that every vehicle is a new listing (the heaviest path: all of
 * them are inserted).
 */
function bulkBodies(waves: number, count: number, maxBytes: number): string[][] {
  const stock: StockVehicle[] = getGroupStock({ seedVehicles: 10_000 });
  const all: string[][] = [];
  let next = 0;
  for (let w = 0; w < waves; w++) {
    all.push(wave(w));
  }
  return all;

  function wave(w: number): string[] {
    const bodies: string[] = [];
    for (let b = 0; b < count; b++) {
      const parts: string[] = [];
      let size = '{"data":[]}'.length;
      for (;;) {
        const vehicle = stock[next % stock.length] as StockVehicle;
        const json = JSON.stringify({ ...vehicle, idv: `B${w}-${b}-${next}` });
        const bytes = Buffer.byteLength(json) + 1;
        if (size + bytes > maxBytes) break;
        parts.push(json);
        size += bytes;
        next++;
      }
      bodies.push(`{"data":[${parts.join(',')}]}`);
    }
    return bodies;
  }
}

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * Asks /api/health in a loop from a process of its own, so the latencies are the server's and
 * not those of this process (busy sending the bodies). Prints a line once it is asking (a
 * busy machine takes a while to start it), then, when its stdin closes, the latencies as JSON.
 */
const HEALTH_PROBE = `
const url = process.argv[1];
const latencies = [];
let running = true;
process.stdin.on('end', () => { running = false; }).resume();
(async () => {
  // One request first, not counted: the connection and fetch itself are set up.
  await (await fetch(url + '/api/health')).arrayBuffer();
  process.stdout.write('ready\\n');
  while (running) {
    const t0 = performance.now();
    await (await fetch(url + '/api/health')).arrayBuffer();
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  process.stdout.write(JSON.stringify(latencies));
})();
`;

export function probeHealth(url: string): { ready: Promise<void>; stop(): Promise<number[]> } {
  const child = spawn(process.execPath, ['-e', HEALTH_PROBE, url], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let onReady = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('\n')) onReady();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ready,
    stop: async () => {
      child.stdin.end();
      await exited;
      return JSON.parse(output.slice(output.indexOf('\n') + 1) || '[]') as number[];
    },
  };
}

export interface LimitsRound {
  label: string;
  bodyBytes: number;
  vehiclesPerBody: number;
  statuses: Record<number, number>;
  totalMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  healthMs: number[];
  /** /api/health with nothing else going on, for comparison (the machine's own noise). */
  idleHealthMs: number[];
}

/** Fires the bodies at once; meanwhile asks /api/health in a loop and samples the RSS. */
async function round(
  server: RunningServer,
  token: string,
  label: string,
  waves: string[][],
): Promise<LimitsRound> {
  const idle = probeHealth(server.url);
  await idle.ready;
  await new Promise((r) => setTimeout(r, 500));
  const idleHealthMs = await idle.stop();
  const rssBeforeMb = rssMb(server.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid));
  }, 10);
  const probe = probeHealth(server.url);
  await probe.ready;
  const t0 = performance.now();
  const answers: number[] = [];
  for (const bodies of waves) {
    answers.push(
      ...(await Promise.all(
        bodies.map(async (body) => {
          const res = await fetch(`${server.url}${BULK_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-access-token': token },
            body,
          }).catch(() => null);
          await res?.arrayBuffer().catch(() => undefined);
          return res?.status ?? 0;
        }),
      )),
    );
  }
  const totalMs = performance.now() - t0;
  const healthMs = await probe.stop();
  clearInterval(sampler);
  rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid));
  const statuses: Record<number, number> = {};
  for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const first = waves[0]?.[0] ?? '';
  return {
    label,
    bodyBytes: Buffer.byteLength(first),
    vehiclesPerBody: (first.match(/"idv":/g) ?? []).length,
    statuses,
    totalMs,
    rssBeforeMb,
    rssPeakMb,
    healthMs,
    idleHealthMs,
  };
}

export async function limitsFigures(): Promise<LimitsRound[]> {
  const server = await startServer();
  try {
    const token = await signIn(server);
    return [
      await round(
        server,
        token,
        `${WAVES} waves of ${CONCURRENT} concurrent bulk creates at the limit`,
        bulkBodies(WAVES, CONCURRENT, VEHICLE_BODY_LIMIT - 64),
      ),
      await round(
        server,
        token,
        `${WAVES} waves of ${CONCURRENT} concurrent bulk creates 8× over the limit (refused)`,
        bulkBodies(WAVES, CONCURRENT, VEHICLE_BODY_LIMIT * 8),
      ),
    ];
  } finally {
    await server.stop();
  }
}

/** The three slowest samples, each with its position in the run ('160 ms at #3 of 106'). */
export const slowest = (xs: number[]): string =>
  xs
    .map((ms, i) => ({ ms, i }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(({ ms, i }) => `${ms.toFixed(0)} ms at #${i + 1}`)
    .join(', ');

export function printLimitsFigures(rounds: readonly LimitsRound[]): void {
  const f = (n: number) => n.toFixed(0);
  console.log('\nLimits: concurrent maximal bulk bodies against /api/grupoliva');
  for (const r of rounds) {
    // 0: the server closed the connection while a refused body was still being sent.
    const statuses = Object.entries(r.statuses)
      .map(([status, n]) => `${n}× ${status === '0' ? 'closed while sending' : status}`)
      .join(', ');
    console.log(
      `${r.label}: ${(r.bodyBytes / 1024).toFixed(0)} KB (${r.vehiclesPerBody} vehicles) each → ${statuses} in ${f(r.totalMs)} ms`,
    );
    console.log(
      `  server RSS: ${r.rssBeforeMb.toFixed(1)} MB before, peak ${r.rssPeakMb.toFixed(1)} MB  [target ≤ 400 MB]`,
    );
    console.log(
      `  /api/health during it (${r.healthMs.length} requests): median ${f(median(r.healthMs))} ms, p95 ${f(percentile(r.healthMs, 0.95))} ms, max ${f(Math.max(...r.healthMs))} ms (slowest: ${slowest(r.healthMs)})  [target ≤ 100 ms]`,
    );
    console.log(
      `  /api/health idle just before (${r.idleHealthMs.length} requests): median ${f(median(r.idleHealthMs))} ms, max ${f(Math.max(...r.idleHealthMs))} ms`,
    );
  }
}
