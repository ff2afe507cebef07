// Own sites, server side: the own sites' sale stock at 10,000 group vehicles — reading GOmotor's
// whole sale stock, a bulk update and a bulk price change of 1,000 vehicles, and update-db (a first
// run after edits, then one that changes nothing). In the browser (a Chromium without a test
// driver, ./plainChromium.ts): /stock-gomotor usable cold (every card counted) and a card click
// (the table shows that card's first page).
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import { launchPlainChromium } from './plainChromium.js';
import { median } from './stats.js';
import { NAME_SHIM, timeCard, whenCounted } from './dashboardTiming.js';

// The figures are for a sale stock of 10,000: GOmotor sells the group's VO, about two thirds
// of it, so the group stock is seeded half as large again.
const STOCK_VEHICLES = 15_300;
const SELECTION = 1000;

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
}

export async function ownSitesFigures(runs: number): Promise<OwnSitesFigures> {
  const server = await startServer({ SEED_VEHICLES: String(STOCK_VEHICLES) });
  try {
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
    };
    let ids: string[] = [];
    for (let i = 0; i < runs; i++) {
      const read = await call('GET', '/gomotor');
      figures.readMs.push(read.ms);
      const stock = JSON.parse(read.text) as { _id: string }[];
      figures.saleStock = stock.length;
      ids = stock.slice(0, SELECTION).map((v) => v._id);
    }
    for (let i = 0; i < runs; i++) {
      const update = { dataSelection: ids, update: 'vehiculosHome', value: i % 2 === 0 };
      figures.bulkUpdateMs.push((await call('POST', '/gomotor/bulk-update', update)).ms);
      const price = { dataSelection: ids, update: 'contado', value: i % 2 === 0 ? 500 : -500 };
      figures.bulkPriceMs.push((await call('POST', '/gomotor/bulk-update-price', price)).ms);
      figures.updateDbMs.push((await call('GET', '/gomotor/update-db')).ms);
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
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printOwnSitesFigures(f: OwnSitesFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  console.log(`\nOwn sites (${STOCK_VEHICLES} group vehicles; GOmotor sale stock ${f.saleStock})`);
  console.log(`GET /api/gomotor (whole sale stock): ${ms(f.readMs)}`);
  console.log(`bulk-update of ${SELECTION}: ${ms(f.bulkUpdateMs)}   [target ≤ 1000 ms]`);
  console.log(`bulk-update-price of ${SELECTION}: ${ms(f.bulkPriceMs)}   [target ≤ 1000 ms]`);
  console.log(`update-db: ${ms(f.updateDbMs)}   [target ≤ 3000 ms]`);
  console.log(
    `/stock-gomotor usable (cards counted), cold: ${ms(f.usableMs)}   [target ≤ 1500 ms]`,
  );
  console.log(`card click, table shown: ${ms(f.cardClickMs)}   [target ≤ 100 ms]`);
  console.log(`card click, table already shown: ${ms(f.cardSwitchMs)}   [target ≤ 100 ms]`);
}
