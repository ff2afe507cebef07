// The API under load: 50 connections asking for 15 s, each in turn through the mix of reads
// staff make all day (the bell's unread notifications, the Wallapop keys, a portal's feed, the
// GOmotor rows' projection, one vehicle's data sheet, the health check), with a signed-in
// token, against the built server in a process of its own. A small load generator on node:http
// with a keep-alive agent: one request loop per connection, each latency timed with
// process.hrtime. Figures, never assertions.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { DEMO_STAFF, startServer, type RunningServer } from '../tests/e2e/harness.js';
import { median, percentile, rssMb } from './stats.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
/** Not counted: the server's code is compiled and the connections opened first. */
const WARM_UP_SECONDS = 2;

/** The console's own calls, as its data provider writes them. */
const mixPaths = (idv: string): string[] => [
  // The bell: the first ten unread, newest first.
  '/api/notifications?_start=0&_end=10&_sort=createdAt&_order=DESC&reading=false',
  '/api/publishing/api/v1/wallapop/vehicles?fields=idv,_id',
  '/api/quiter/U97',
  '/api/gomotor?fields=idv,modelo',
  `/api/vehiculos/${encodeURIComponent(idv)}`,
  '/api/health',
];
const LIGHT_PATHS = [
  '/api/health',
  '/api/notifications?_start=0&_end=10&_sort=createdAt&_order=DESC&reading=false',
];

/** The server's CPU time so far (user + system, ms): what a request costs it, whatever the load. */
const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

interface Answer {
  status: number;
  ms: number;
}

/** One GET on the agent's connections (options made once per path); status 0 for a socket error. */
function get(options: http.RequestOptions): Promise<Answer> {
  const t0 = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
  return new Promise((resolve) => {
    const req = http.get(options, (res) => {
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: ms() }));
      res.on('error', () => resolve({ status: 0, ms: ms() }));
      res.resume();
    });
    req.on('error', () => resolve({ status: 0, ms: ms() }));
  });
}

export interface LoadRound {
  label: string;
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
  /** Latencies per path (shortened), to see which request costs what. */
  byPath: Map<string, number[]>;
  statuses: Record<number, number>;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** Server CPU time per answered request (ms). */
  cpuPerRequestMs: number;
}

/** CONNECTIONS loops for `seconds`, each asking the paths in turn from its own starting place. */
async function load(
  server: RunningServer,
  token: string,
  paths: readonly string[],
  seconds: number,
): Promise<Omit<LoadRound, 'label' | 'rssBeforeMb' | 'rssAfterMb' | 'cpuPerRequestMs'>> {
  const base = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // What a signed-in console sends: its token, and that it takes compressed answers.
  const headers = { 'x-access-token': token, 'accept-encoding': 'gzip, deflate, br' };
  const options = paths.map((path) => ({
    path,
    request: { agent, host: base.hostname, port: base.port, path, headers },
  }));
  const latencies: number[] = [];
  const byPath = new Map<string, number[]>(paths.map((p) => [p, []]));
  const statuses: Record<number, number> = {};
  let errors = 0;
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  const loop = async (start: number) => {
    for (let k = start; performance.now() < until; k++) {
      const { path, request } = options[k % options.length]!;
      const { status, ms } = await get(request);
      latencies.push(ms);
      byPath.get(path)?.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status > 299) errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => loop(i)));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  return { requests: latencies.length, seconds: elapsed, latencies, errors, byPath, statuses };
}

async function round(
  server: RunningServer,
  token: string,
  label: string,
  paths: readonly string[],
): Promise<LoadRound> {
  await load(server, token, paths, WARM_UP_SECONDS);
  const rssBeforeMb = rssMb(server.pid);
  const cpuBefore = cpuMs(server.pid);
  const figures = await load(server, token, paths, SECONDS);
  const cpuPerRequestMs = (cpuMs(server.pid) - cpuBefore) / figures.requests;
  return { label, ...figures, rssBeforeMb, rssAfterMb: rssMb(server.pid), cpuPerRequestMs };
}

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STAFF),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** An idv of the demo data's general database (read once, before the timing). */
async function someIdv(server: RunningServer, token: string): Promise<string> {
  const res = await fetch(`${server.url}/api/vehiculos?fields=idv`, {
    headers: { 'x-access-token': token },
  });
  const rows = (await res.json()) as { idv: string }[];
  const idv = rows[Math.floor(rows.length / 2)]?.idv;
  if (!idv) throw new Error('La base general de la demo no tiene vehículos');
  return idv;
}

/** Against a server started here, or one given (a profiled server, say). */
export async function loadFigures(given?: RunningServer): Promise<LoadRound[]> {
  const server = given ?? (await startServer());
  try {
    const token = await signIn(server);
    const idv = await someIdv(server, token);
    return [
      await round(server, token, 'The mix (six reads in turn)', mixPaths(idv)),
      await round(server, token, '/health + notifications alone', LIGHT_PATHS),
    ];
  } finally {
    if (!given) await server.stop();
  }
}

/** Each round's previous figure and goal. */
const BEFORE = [
  '[before: 1,009 req/s at p99 123 ms; goal ≥ 2,000 req/s at p99 ≤ 50 ms, 0 errors]',
  '[before: 2,833 req/s at p99 29 ms]',
];

export function printLoadFigures(rounds: readonly LoadRound[]): void {
  const f = (n: number) => n.toFixed(n < 10 ? 1 : 0);
  console.log(
    `\nThe API under load: ${CONNECTIONS} keep-alive connections for ${SECONDS} s, signed in (demo data); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  rounds.forEach((r, i) => {
    console.log(
      `${r.label}: ${(r.requests / r.seconds).toFixed(0)} req/s, p50 ${f(median(r.latencies))} ms, p99 ${f(percentile(r.latencies, 0.99))} ms, ${r.errors} errors (${r.requests} requests)   ${BEFORE[i] ?? ''}`,
    );
    const statuses = Object.entries(r.statuses)
      .map(([status, n]) => `${n}× ${status === '0' ? 'socket error' : status}`)
      .join(', ');
    console.log(`  answers: ${statuses}`);
    console.log(
      `  server RSS: ${r.rssBeforeMb.toFixed(1)} MB before, ${r.rssAfterMb.toFixed(1)} MB after; server CPU ${(r.cpuPerRequestMs * 1000).toFixed(0)} µs per request`,
    );
    for (const [path, ms] of r.byPath) {
      console.log(
        `  ${path.split('?')[0]}: p50 ${f(median(ms))} ms, p99 ${f(percentile(ms, 0.99))} ms`,
      );
    }
  });
}
