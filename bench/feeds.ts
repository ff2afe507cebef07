// The feed files for 10,000 vehicles each, target ≤ 1 s server-side. The API is built in this
// process (server/app.ts, a temporary data folder) and called without a network (Fastify's inject),
// so the figures are the server's own time. Once the server has been up a few seconds, Wallapop,
// Motoreto and Oferta de coches are filled to 10,000 listings through their POST route, then each
// channel's generation call (update-xml-files, create-xml) is timed — it reads the listings, builds
// the XML, writes the files, records and notifies — and the largest served file read back. Last, a
// new server process over the same data generates each feed the moment it is up (its listings not
// read yet) and a few seconds later (read in the background). PUBLIC_URL is set, as a deployment
// sets it for its feeds. Figures only, no assertions.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { getGroupStock } from '../server/stock/groupStock.js';
import { DEMO_ADMIN } from '../tests/e2e/harness.js';
import type { FeedRunAnswer } from '../src/domain/feeds/types.js';
import { median } from './stats.js';

const execFileAsync = promisify(execFile);

export const BENCH_FEED_VEHICLES = 10_000;
/**
 * The address marketplaces reach the server at, as a deployment configures it (without it a
 * feed's photo addresses would name whoever asked: config.ts PUBLIC_URL).
 */
export const BENCH_PUBLIC_URL = 'https://multipublicador.example.com';
// Enough group stock that each channel can list 10,000 distinct vehicles.
const STOCK_VEHICLES = 10_500;
const FILL_IN_FLIGHT = 8;
/**
 * How long a server is up before the fills, and a restarted one before the "a few seconds
 * later" generation: the time it reads its feeds' listings in the background (a server staff
 * work on has long been up; the moment after a start is measured on its own).
 */
const SETTLE_MS = 5_000;

const V1 = '/publishing/api/v1';
const FEEDS = [
  {
    label: 'Wallapop (one XML per account)',
    list: `${V1}/wallapop/vehicles`,
    generate: `${V1}/wallapop/vehicles/update-xml-files`,
  },
  {
    label: 'Motoreto',
    list: `${V1}/motoreto/vehicles`,
    generate: `${V1}/motoreto/vehicles/create-xml`,
  },
  {
    label: 'Oferta de coches',
    list: `${V1}/oferta-de-coches/vehicles`,
    generate: `${V1}/oferta-de-coches/vehicles/create-xml`,
  },
];

export interface FeedFigures {
  label: string;
  vehicles: number;
  files: number;
  bytes: number;
  fillMs: number;
  /** The first generation after the fill: every listing's element written. */
  coldMs: number;
  coldCpuMs: number;
  /** The first generation the moment a restarted server is up: every listing read and written. */
  restartMs: number;
  /** The first generation once a restarted server has been up SETTLE_MS. */
  restartSettledMs: number;
  /** The heap that server holds after it (every feed's listings, this feed's elements…). */
  restartHeapMb: number;
  /** The next ones (nothing changed but what the changes below did). */
  generateMs: number[];
  generateCpuMs: number[];
  /** After 100 listings published and 100 retired. */
  changedMs: number[];
  readMs: number[];
}

/** One generation by a new server process over `dataDir`, `waitMs` after it is up. */
async function restarted(
  dataDir: string,
  path: string,
  waitMs: number,
): Promise<{ ms: number; heapMb: number }> {
  const script = fileURLToPath(new URL('./feedsRestart.ts', import.meta.url));
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      ...process.execArgv,
      '--expose-gc',
      script,
      dataDir,
      String(STOCK_VEHICLES),
      path,
      String(waitMs),
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as { ms: number; heapMb: number };
}

export async function feedsFigures(runs: number): Promise<FeedFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mp-bench-feeds-'));
  const config = loadConfig(
    { SEED_DEMO: 'true', PUBLIC_URL: BENCH_PUBLIC_URL },
    { dataDir, seedVehicles: STOCK_VEHICLES, staticDir: join(dataDir, 'sin-consola') },
  );
  let server: Awaited<ReturnType<typeof buildApp>> | undefined = await buildApp(config);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  try {
    const signin = await server.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: DEMO_ADMIN,
    });
    const { accessToken } = signin.json<{ accessToken: string }>();
    const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      if (!server) throw new Error('No server');
      const res = await server.app.inject({
        method,
        url: `/api${path}`,
        headers: { 'x-access-token': accessToken },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const ms = performance.now() - t0;
      const used = process.cpuUsage(cpu0);
      const cpuMs = (used.user + used.system) / 1000;
      if (res.statusCode >= 400)
        throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms, cpuMs, text: res.body };
    };
    const stock = getGroupStock({ seedVehicles: STOCK_VEHICLES });
    const figures: FeedFigures[] = [];
    for (const feed of FEEDS) {
      // Fill: publish vehicles the channel lacks until it lists 10,000.
      const t0 = performance.now();
      const listed = new Set(
        (JSON.parse((await call('GET', `${feed.list}?fields=idv`)).text) as { idv: string }[]).map(
          (l) => l.idv,
        ),
      );
      const missing = stock
        .filter((v) => !listed.has(v.idv))
        .slice(0, Math.max(0, BENCH_FEED_VEHICLES - listed.size));
      let next = 0;
      await Promise.all(
        Array.from({ length: FILL_IN_FLIGHT }, async () => {
          while (next < missing.length) await call('POST', feed.list, missing[next++]);
        }),
      );
      const fillMs = performance.now() - t0;

      const figure: FeedFigures = {
        label: feed.label,
        vehicles: 0,
        files: 0,
        bytes: 0,
        fillMs,
        coldMs: 0,
        coldCpuMs: 0,
        restartMs: 0,
        restartSettledMs: 0,
        restartHeapMb: 0,
        generateMs: [],
        generateCpuMs: [],
        changedMs: [],
        readMs: [],
      };
      const cold = await call('GET', feed.generate);
      figure.coldMs = cold.ms;
      figure.coldCpuMs = cold.cpuMs;
      for (let i = 0; i < runs; i++) {
        const run = await call('GET', feed.generate);
        figure.generateMs.push(run.ms);
        figure.generateCpuMs.push(run.cpuMs);
        const answer = JSON.parse(run.text) as FeedRunAnswer;
        figure.vehicles = answer.count;
        figure.files = answer.files.length;
        figure.bytes = answer.files.reduce((n, f) => n + f.bytes, 0);
        const largest = [...answer.files].sort((a, b) => b.bytes - a.bytes)[0];
        if (largest) figure.readMs.push((await call('GET', largest.path)).ms);
      }
      // 100 listings retired and 100 others published, then a generation, each run.
      const filled = new Set(missing.map((v) => v.idv));
      const unlisted = stock.filter((v) => !listed.has(v.idv) && !filled.has(v.idv));
      for (let i = 0; i < runs; i++) {
        const listings = JSON.parse((await call('GET', `${feed.list}?fields=_id`)).text) as {
          _id: string;
        }[];
        for (const { _id } of listings.slice(0, 100)) await call('DELETE', `${feed.list}/${_id}`);
        for (const v of unlisted.splice(0, 100)) await call('POST', feed.list, v);
        figure.changedMs.push((await call('GET', feed.generate)).ms);
      }
      figures.push(figure);
    }
    // A restart, in a new process (bench/feedsRestart.ts): asked the moment the new server is
    // up, it has read nothing yet; asked a few seconds later, it has read the listings in the
    // background.
    await server.close();
    server = undefined;
    for (const [i, feed] of FEEDS.entries()) {
      figures[i]!.restartMs = (await restarted(dataDir, feed.generate, 0)).ms;
      const settled = await restarted(dataDir, feed.generate, SETTLE_MS);
      figures[i]!.restartSettledMs = settled.ms;
      figures[i]!.restartHeapMb = settled.heapMb;
    }
    return figures;
  } finally {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printFeedsFigures(figures: FeedFigures[]): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  console.log(`\nFeed files (${BENCH_FEED_VEHICLES} vehicles per channel)`);
  for (const f of figures) {
    console.log(
      `${f.label}: ${f.vehicles} vehicles, ${f.files} file(s), ${(f.bytes / 1024 / 1024).toFixed(1)} MB (filled in ${(f.fillMs / 1000).toFixed(0)} s)`,
    );
    console.log(
      `  first generation after the fill (writes every listing): ${f.coldMs.toFixed(0)} ms, CPU ${f.coldCpuMs.toFixed(0)} ms   [target ≤ 1000 ms]`,
    );
    console.log(
      `  after a restart, first generation ${SETTLE_MS / 1000} s after the server is up: ${f.restartSettledMs.toFixed(0)} ms   [target ≤ 1000 ms]; the server's heap then ${f.restartHeapMb.toFixed(0)} MB`,
    );
    console.log(
      `  after a restart, first generation the moment the server is up (reads every listing): ${f.restartMs.toFixed(0)} ms`,
    );
    console.log(
      `  generation again (read, build, write, record, notify): ${ms(f.generateMs)}   [target ≤ 1000 ms]`,
    );
    console.log(`    its CPU time: ${ms(f.generateCpuMs)}`);
    console.log(
      `  generation after 100 retired + 100 published: ${ms(f.changedMs)}   [target ≤ 1000 ms]`,
    );
    console.log(`  largest file served: ${ms(f.readMs)}`);
  }
}
