// Own sites, server side: the own sites' sale stock at 10,000 group vehicles — reading GOmotor's
// whole sale stock, a bulk update and a bulk price change of 1,000 vehicles, and update-db (a first
// run after edits, then one that changes nothing). In the browser (a Chromium without a test
// driver, ./plainChromium.ts): /stock-gomotor usable cold (every card counted) and a card click
// (the table shows that card's first page).
//
// With BENCH_VEHICLES=100000 the group has 100,000 vehicles (a sale stock over 60,000): the
// sale stock is read as the dashboard reads it (its fields), not whole (300 MB).
import { DEMO_ADMIN, startServer, untilReady } from '../tests/e2e/harness.js';
import { OWN_SITE_DASHBOARD_FIELDS } from '../src/domain/ownSites/dashboardFields.js';
import { launchPlainChromium } from './plainChromium.js';
import { median, peaksByStep, rssMb } from './stats.js';
import { NAME_SHIM, timeCard, whenCounted } from './dashboardTiming.js';

const LARGE_VEHICLES = Number(process.env.BENCH_VEHICLES ?? 0);
/** The goals at 100,000 group vehicles are the large stock's (issue 24 §3). */
const LARGE = LARGE_VEHICLES >= 100_000;
// The usual figures are for a sale stock of 10,000: GOmotor sells the group's VO, about two
// thirds of it, so the group stock is seeded half as large again.
const STOCK_VEHICLES = LARGE ? LARGE_VEHICLES : 15_300;
const SELECTION = 1000;
const GOALS = {
  bulk: LARGE ? '[goal at 100,000: ≤ 1,000 ms]' : '[target ≤ 1000 ms]',
  usable: LARGE ? '[goal at 100,000: ≤ 3,000 ms]' : '[target ≤ 1500 ms]',
};

export interface OwnSitesFigures {
  saleStock: number;
  readMs: number[];
  bulkUpdateMs: number[];
  bulkPriceMs: number[];
  updateDbMs: number[];
  /** Navigation start → every card of /stock-gomotor counted, each load in a new browser. */
  usableMs: number[];
  /** A card click → its first table page shown (the table folded, then already shown). */
  cardClickMs: number[];
  cardSwitchMs: number[];
  /** The server's RSS after the figures, and the most it held (MB). */
  rssMb: number;
  peakRssMb: number;
  /** The most it held during each step (MB), in order: where the peak comes from. */
  peaksByStep: [string, number][];
}

export async function ownSitesFigures(runs: number): Promise<OwnSitesFigures> {
  // Seeding a large stock takes minutes (as in ./stock.ts).
  process.env.E2E_SERVER_START_MS ??= String(30_000 + 5 * STOCK_VEHICLES);
  const server = await startServer({ SEED_VEHICLES: String(STOCK_VEHICLES) });
  const steps = peaksByStep(server.pid);
  try {
    // Measured on a server that has made its start caches, as staff find it (as ./stock.ts).
    await untilReady(server.url);
    steps.end('start (seeding included)');
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const signedIn = (await signin.json()) as { accessToken: string };
    const { accessToken } = signedIn;
    const call = async (method: string, path: string, body?: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          'x-access-token': accessToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return { ms: performance.now() - t0, text };
    };
    const figures: OwnSitesFigures = {
      saleStock: 0,
      readMs: [],
      bulkUpdateMs: [],
      bulkPriceMs: [],
      updateDbMs: [],
      usableMs: [],
      cardClickMs: [],
      cardSwitchMs: [],
      rssMb: 0,
      peakRssMb: 0,
      peaksByStep: steps.peaks,
    };
    let ids: string[] = [];
    for (let i = 0; i < runs; i++) {
      const read = await call(
        'GET',
        LARGE ? `/gomotor?fields=${OWN_SITE_DASHBOARD_FIELDS.join(',')}` : '/gomotor',
      );
      figures.readMs.push(read.ms);
      const stock = JSON.parse(read.text) as { _id: string }[];
      figures.saleStock = stock.length;
      ids = stock.slice(0, SELECTION).map((v) => v._id);
    }
    steps.end('reads');
    for (let i = 0; i < runs; i++) {
      const update = { dataSelection: ids, update: 'vehiculosHome', value: i % 2 === 0 };
      figures.bulkUpdateMs.push((await call('POST', '/gomotor/bulk-update', update)).ms);
      const price = { dataSelection: ids, update: 'contado', value: i % 2 === 0 ? 500 : -500 };
      figures.bulkPriceMs.push((await call('POST', '/gomotor/bulk-update-price', price)).ms);
      steps.end(`bulk actions ${i + 1}`);
      // As the console asks it: the ids of the sale stock, not the whole of it.
      figures.updateDbMs.push((await call('GET', '/gomotor/update-db?fields=_id')).ms);
      steps.end(`update-db ${i + 1}`);
    }

    // The dashboard in a browser, each run a new one (no cached code or answer).
    const session = JSON.stringify(signedIn);
    for (let i = 0; i < runs; i++) {
      const chromium = await launchPlainChromium();
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(`localStorage.setItem('usuario', ${JSON.stringify(session)});`);
        await page.goto(`${server.url}/stock-gomotor`);
        figures.usableMs.push(await page.evaluate(whenCounted, undefined));
        // As staff do: the click comes a moment after the cards show (the page builds the
        // folded table while the browser is idle).
        await new Promise((resolve) => setTimeout(resolve, 1000));
        figures.cardClickMs.push(await page.evaluate(timeCard, 'resumen.reservados'));
        figures.cardSwitchMs.push(await page.evaluate(timeCard, 'combustible.diesel'));
      } finally {
        await chromium.close();
      }
      steps.end(`dashboard load ${i + 1}`);
    }
    figures.rssMb = rssMb(server.pid);
    figures.peakRssMb = Math.max(...steps.peaks.map(([, mb]) => mb));
    return figures;
  } finally {
    await server.stop();
  }
}

export function printOwnSitesFigures(f: OwnSitesFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  console.log(`\nOwn sites (${STOCK_VEHICLES} group vehicles; GOmotor sale stock ${f.saleStock})`);
  console.log(
    `GET /api/gomotor (${LARGE ? "the dashboard's fields" : 'whole sale stock'}): ${ms(f.readMs)}`,
  );
  console.log(`bulk-update of ${SELECTION}: ${ms(f.bulkUpdateMs)}   ${GOALS.bulk}`);
  console.log(`bulk-update-price of ${SELECTION}: ${ms(f.bulkPriceMs)}   ${GOALS.bulk}`);
  console.log(
    `update-db (as the console asks it, ?fields=_id): ${ms(f.updateDbMs)}   [target ≤ 3000 ms]`,
  );
  console.log(`/stock-gomotor usable (cards counted), cold: ${ms(f.usableMs)}   ${GOALS.usable}`);
  console.log(`card click, table shown: ${ms(f.cardClickMs)}   [target ≤ 100 ms]`);
  console.log(`card click, table already shown: ${ms(f.cardSwitchMs)}   [target ≤ 100 ms]`);
  console.log(
    `Server RSS after these figures: ${f.rssMb.toFixed(0)} MB, at most ${f.peakRssMb.toFixed(0)} MB${LARGE ? '   [goal ≤ 1 GB]' : ''}`,
  );
  const steps = f.peaksByStep.map(([step, mb]) => `${step} ${mb.toFixed(0)}`).join(', ');
  console.log(`  at most, by step (MB): ${steps}`);
}
