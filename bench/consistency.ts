// The channel consistency report at 10,000 vehicles × 7 channels (goal: ≤ 150 ms) and a bulk
// fix of 100 drifts, server side. The API is built in this process (server/app.ts, a
// temporary data folder) and called without a network (Fastify's inject), so the figures are
// the server's own time. Each channel is filled to 9,500 of the 10,000 stock vehicles
// straight into its collection (the fill is not what is measured), then a new server is
// started over that data and timed: the first report (every channel's listings read), the
// report again after one change (the one pass over stock and listings: what every change
// costs), the report answered from memory, the one-pass function alone, the update of the
// report after one vehicle changed alone, and fixes of 100 drifts — in one request and as the
// console sends them, ten at a time. Each figure is printed with its goal, if any, and what
// it was before the report was kept up to date by changed idvs (a quiet 2-core machine).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  consistencyReport,
  type ChannelInput,
  type ListingRef,
} from '../src/domain/consistency.js';
import { stockDiff, updateReport } from '../src/domain/consistency/update.js';
import type { StockVehicle } from '../src/domain/types.js';
import { buildApp } from '../server/app.js';
import { rulesOf } from '../server/consistency/channels.js';
import { CHANNELS } from '../server/channels/index.js';
import { listingCollection } from '../server/channels/listingStore.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/index.js';
import { getGroupStock } from '../server/stock/groupStock.js';
import { DEMO_ADMIN } from '../tests/e2e/harness.js';
import { median } from './stats.js';

export const BENCH_CONSISTENCY_VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
/** Each channel lists this share of the stock (the rest gives pending drifts). */
const LISTED_SHARE = 0.95;
const FIX_ITEMS = 100;
const FIX_CHUNK = 10;
/** A server staff work on has been up a while: its listings are read in the background. */
const SETTLE_MS = 8_000;

export interface ConsistencyFigures {
  vehicles: number;
  listings: number;
  drifts: number;
  reportBytes: number;
  /** The first report of a new server: every channel's listings read, then the pass. */
  coldMs: number;
  /** The first report of a server up SETTLE_MS: the listings were read in the background. */
  settledMs: number;
  /** The report after one change: the changed listing read again, then the one pass. */
  afterChangeMs: number[];
  afterChangeCpuMs: number[];
  /** The report with nothing changed: answered from memory. */
  warmMs: number[];
  /** consistencyReport alone over the same numbers, in memory (a stock it has not seen). */
  passMs: number[];
  passCpuMs: number[];
  /** updateReport alone after one vehicle of the stock changed, in memory. */
  updateMs: number[];
  updateCpuMs: number[];
  /** 100 drifts fixed in one request, and in requests of 10 (as the console sends them). */
  fixOneRequestMs: number;
  fixOneRequestCpuMs: number;
  fixChunksMs: number;
  fixed: number;
}

/** Tops every channel up to LISTED_SHARE of the stock, straight into its collection. */
async function fill(dataDir: string, secretsKey: string, stock: readonly StockVehicle[]) {
  const db = openDatabase(dataDir, { secretsKey });
  try {
    const count = Math.floor(stock.length * LISTED_SHARE);
    const publishedAt = new Date().toISOString();
    for (const channel of CHANNELS) {
      const own = channel.listings;
      if (!own) continue;
      const listings = db.collection(
        listingCollection<Record<string, unknown>>(channel.id, own.key as never),
      );
      const listed = new Set((await listings.list()).map((l) => String(l[own.key])));
      const missing = stock.slice(0, count).filter((v) => !listed.has(v.idv));
      await listings.insertMany(
        missing.map((v) => ({ ...(own.publishBody(v) as Record<string, unknown>), publishedAt })),
      );
    }
  } finally {
    await db.close();
  }
}

/** CPU time of this process since `from` (ms): the machine's other work is not counted. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/**
 * The pass alone, over listings shaped as the server keeps them, each run over a stock it has
 * not read yet (as after a change); then the update of its report after one vehicle changed.
 * Wall and CPU times of each.
 */
function passFigures(
  stock: readonly StockVehicle[],
  runs: number,
): Pick<ConsistencyFigures, 'passMs' | 'passCpuMs' | 'updateMs' | 'updateCpuMs'> {
  const count = Math.floor(stock.length * LISTED_SHARE);
  const rules = rulesOf(CHANNELS);
  const inputs: ChannelInput[] = CHANNELS.map((channel) => {
    const rule = rules[channel.id]!;
    const listings: ListingRef[] = stock.slice(0, count).map((v, i) => ({
      listingId: `${channel.id}-${i}`,
      idv: v.idv,
      // One in twenty repriced since.
      price: i % 20 === 0 ? 1 : rule.price.stock(v),
    }));
    return { id: channel.id, label: channel.label, rule, listings };
  });
  const figures = { passMs: [], passCpuMs: [], updateMs: [], updateCpuMs: [] } as Pick<
    ConsistencyFigures,
    'passMs' | 'passCpuMs' | 'updateMs' | 'updateCpuMs'
  >;
  let before = [...stock];
  let report = consistencyReport(before, inputs);
  for (let i = 0; i < runs; i++) {
    const fresh = [...stock];
    let c0 = process.cpuUsage();
    let t0 = performance.now();
    report = consistencyReport(fresh, inputs);
    figures.passMs.push(performance.now() - t0);
    figures.passCpuMs.push(cpuSince(c0));
    before = fresh;
    // One vehicle reserved, as the stock system does.
    const after = [...before];
    after[i * 7] = { ...after[i * 7]!, reservado: !after[i * 7]!.reservado };
    const byIdv = new Map(after.map((v) => [v.idv, v]));
    c0 = process.cpuUsage();
    t0 = performance.now();
    const diff = stockDiff(before, after, 500)!;
    const changes = inputs.map(() => diff.idvs);
    updateReport(report, { vehicles: after, diff, find: (idv) => byIdv.get(idv) }, inputs, changes);
    figures.updateMs.push(performance.now() - t0);
    figures.updateCpuMs.push(cpuSince(c0));
  }
  return figures;
}

export async function consistencyFigures(runs: number): Promise<ConsistencyFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mp-bench-consistency-'));
  const config = loadConfig(
    { SEED_DEMO: 'true' },
    {
      dataDir,
      seedVehicles: BENCH_CONSISTENCY_VEHICLES,
      staticDir: join(dataDir, 'sin-consola'),
      signinRateLimit: 1000,
    },
  );
  const stock = getGroupStock(config);
  // The pass alone first, with no server in the process (its background work, on other
  // threads too, would count in the CPU time).
  const pass = passFigures(stock, runs);
  // A first server seeds the demo data, then each channel is filled.
  await (await buildApp(config)).close();
  await fill(dataDir, config.secretsKey, stock);
  let server = await buildApp({ ...config });
  try {
    const signIn = async () => {
      const signin = await server.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: DEMO_ADMIN,
      });
      return signin.json<{ accessToken: string }>().accessToken;
    };
    let accessToken = await signIn();
    const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const res = await server.app.inject({
        method,
        url: `/api${path}`,
        headers: { 'x-access-token': accessToken },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const ms = performance.now() - t0;
      const cpuMs = cpuSince(c0);
      if (res.statusCode >= 400) {
        throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      return { ms, cpuMs, text: res.body };
    };
    type Report = {
      channels: { listed: number }[];
      drifts: { channel: string; idv: string; kind: string }[];
    };
    const cold = await call('GET', '/consistency');
    const report = JSON.parse(cold.text) as Report;
    // Again on a server that has been up a few seconds.
    await server.close();
    server = await buildApp({ ...config });
    accessToken = await signIn();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const settled = await call('GET', '/consistency');
    const figures: ConsistencyFigures = {
      vehicles: stock.length,
      listings: report.channels.reduce((n, c) => n + c.listed, 0),
      drifts: report.drifts.length,
      reportBytes: Buffer.byteLength(cold.text),
      coldMs: cold.ms,
      settledMs: settled.ms,
      afterChangeMs: [],
      afterChangeCpuMs: [],
      warmMs: [],
      ...pass,
      fixOneRequestMs: 0,
      fixOneRequestCpuMs: 0,
      fixChunksMs: 0,
      fixed: 0,
    };
    const available = stock.filter((v) => !v.reservado);
    for (let i = 0; i < runs; i++) {
      await call('PATCH', `/publishing/api/v1/quiter/${available[i]!.idv}`, { precio: 1000 + i });
      const after = await call('GET', '/consistency');
      figures.afterChangeMs.push(after.ms);
      figures.afterChangeCpuMs.push(after.cpuMs);
      figures.warmMs.push((await call('GET', '/consistency')).ms);
    }
    // 200 drifts to fix: pending vehicles published and listings of reserved cars removed on
    // the channels without a marketplace pace.
    const fixable = (await call('GET', '/consistency')).text;
    const items = (JSON.parse(fixable) as Report).drifts
      .filter((d) => d.channel !== 'cnet' && (d.kind === 'pendiente' || d.kind === 'reservado'))
      .map(({ channel, idv, kind }) => ({ channel, idv, kind }));
    const first = items.slice(0, FIX_ITEMS);
    const second = items.slice(FIX_ITEMS, 2 * FIX_ITEMS);
    const one = await call('POST', '/consistency/fix', { items: first });
    figures.fixOneRequestMs = one.ms;
    figures.fixOneRequestCpuMs = one.cpuMs;
    figures.fixed = (JSON.parse(one.text) as { fixed: number }).fixed;
    const t0 = performance.now();
    for (let i = 0; i < second.length; i += FIX_CHUNK) {
      await call('POST', '/consistency/fix', { items: second.slice(i, i + FIX_CHUNK) });
    }
    figures.fixChunksMs = performance.now() - t0;
    return figures;
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The figures before the report was kept up to date by changed idvs (median of 5 on a quiet
 * 2-core machine, the same bench).
 */
const BEFORE = {
  coldMs: 2735,
  afterChangeMs: 326,
  warmMs: 33,
  passMs: 156,
  passCpuMs: 177,
  fixOneRequestMs: 494,
};

export function printConsistencyFigures(f: ConsistencyFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  const was = (before: number, goal?: string) =>
    `   (before: ${before} ms${goal ? `; goal ${goal}` : ''})`;
  console.log(
    `\nChannel consistency (${f.vehicles} vehicles × ${CHANNELS.length} channels: ${f.listings} listings, ${f.drifts} drifts, report ${(f.reportBytes / 1024 / 1024).toFixed(1)} MB)`,
  );
  console.log(
    `  first report of a new server (every listing read): ${f.coldMs.toFixed(0)} ms${was(BEFORE.coldMs)}`,
  );
  console.log(
    `  first report of a server up ${SETTLE_MS / 1000} s (listings read in the background): ${f.settledMs.toFixed(0)} ms`,
  );
  console.log(
    `  report after a stock change (the changed vehicle worked out again): ${ms(f.afterChangeMs)}${was(BEFORE.afterChangeMs, '≤ 150 ms')}`,
  );
  console.log(`    its CPU time: ${ms(f.afterChangeCpuMs)}`);
  console.log(`  report with nothing changed (from memory): ${ms(f.warmMs)}${was(BEFORE.warmMs)}`);
  console.log(
    `  the whole pass alone (consistencyReport, in memory, a stock not seen before): ${ms(f.passMs)}${was(BEFORE.passMs, '≤ 150 ms')}`,
  );
  console.log(`    its CPU time: ${ms(f.passCpuMs)}${was(BEFORE.passCpuMs)}`);
  console.log(
    `  the update alone after one vehicle changed (updateReport, in memory): ${ms(f.updateMs)}; CPU ${ms(f.updateCpuMs)}`,
  );
  console.log(
    `  fix of ${FIX_ITEMS} drifts in one request: ${f.fixOneRequestMs.toFixed(0)} ms, CPU ${f.fixOneRequestCpuMs.toFixed(0)} ms (${f.fixed} fixed)${was(BEFORE.fixOneRequestMs)}; in requests of ${FIX_CHUNK}: ${f.fixChunksMs.toFixed(0)} ms`,
  );
}
