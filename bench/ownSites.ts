// Issue 8 §5, server side: the own sites' sale stock at 10,000 group vehicles — reading
// GOmotor's whole sale stock, a bulk update and a bulk price change of 1,000 vehicles, and
// update-db (a first run after edits, then one that changes nothing).
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import { median } from './stats.js';

const STOCK_VEHICLES = 10_000;
const SELECTION = 1000;

export interface OwnSitesFigures {
  saleStock: number;
  readMs: number[];
  bulkUpdateMs: number[];
  bulkPriceMs: number[];
  updateDbMs: number[];
}

export async function ownSitesFigures(runs: number): Promise<OwnSitesFigures> {
  const server = await startServer({ SEED_VEHICLES: String(STOCK_VEHICLES) });
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const { accessToken } = (await signin.json()) as { accessToken: string };
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
}
