// npm run bench — prints performance figures. Figures, never assertions.
// Runs the production build (npm start's server) on a free port and a temporary data folder,
// and measures cold loads in headless Chromium on loopback.
import {
  launchBrowser,
  startServer,
  DEMO_ADMIN,
  type RunningServer,
} from '../tests/e2e/harness.js';
import { cochesNetFigures, printCochesNetFigures } from './cochesNet.js';
import { consistencyFigures, printConsistencyFigures } from './consistency.js';
import { databaseFigures, printDatabaseFigures } from './databases.js';
import { aramisFigures, printAramisFigures } from './aramis.js';
import { feedsFigures, printFeedsFigures } from './feeds.js';
import { limitsFigures, printLimitsFigures } from './limits.js';
import { loadFigures, printLoadFigures } from './load.js';
import { loginPageFigures, printLoginPageFigures } from './login.js';
import { motosFigures, printMotosFigures } from './motos.js';
import { motosPageFigures, printMotosPageFigures } from './motosPage.js';
import { ownSitesFigures, printOwnSitesFigures } from './ownSites.js';
import { printWebStockFigures, webStockFigures } from './webStock.js';
import { navigationFigures, printNavigationFigures } from './navigation.js';
import { median, rssMb } from './stats.js';
import { pdfFigures, printPdfFigures } from './pdf.js';
import { printRentingFigures, rentingFigures } from './renting.js';
import { printRentingPageFigures, rentingPageFigures } from './rentingPage.js';
import { printStockFigures, stockFigures } from './stock.js';
import { printTypedAddressFigures, typedAddressFigures } from './typedAddress.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function dashboardFigures(server: RunningServer) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const browser = await launchBrowser({ motion: true });
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/correo|e-mail|email/i).fill(DEMO_ADMIN.email);
    await page.getByLabel(/contraseña/i).fill(DEMO_ADMIN.password);
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.MuiChip-label')].filter((c) =>
          ['Correcto', 'Error'].includes(c.textContent ?? ''),
        ).length >= 9,
      undefined,
      { timeout: 60000 },
    );
    times.push(performance.now() - t0);
    await browser.close();
  }
  return { times };
}

async function main() {
  // npm run bench -- --db postgres: stock and own-site figures on SQLite and PostgreSQL.
  const db = process.argv.indexOf('--db');
  if (db >= 0 && process.argv[db + 1] === 'postgres') {
    return printDatabaseFigures(await databaseFigures(RUNS));
  }
  // BENCH_ONLY=stock prints only the Stock Quiter figures.
  if (process.env.BENCH_ONLY === 'stock') return printStockFigures(await stockFigures(RUNS));
  // BENCH_ONLY=limits: 20 concurrent maximal bulk bodies, RSS and /api/health.
  if (process.env.BENCH_ONLY === 'limits') return printLimitsFigures(await limitsFigures());
  // BENCH_ONLY=load: 50 connections for 15 s through the reads staff make all day.
  if (process.env.BENCH_ONLY === 'load') return printLoadFigures(await loadFigures());
  // BENCH_ONLY=ownSites: the sale stock API at 10,000 vehicles (server side).
  if (process.env.BENCH_ONLY === 'ownSites') {
    return printOwnSitesFigures(await ownSitesFigures(RUNS));
  }
  // BENCH_ONLY=webStock: /gomotor at 10,000 web rows and three actions on 500.
  if (process.env.BENCH_ONLY === 'webStock') {
    return printWebStockFigures(await webStockFigures(RUNS));
  }
  // BENCH_ONLY=cochesNet: /coches-net with an account of 5,000 listings.
  if (process.env.BENCH_ONLY === 'cochesNet') {
    return printCochesNetFigures(await cochesNetFigures(RUNS));
  }
  // BENCH_ONLY=motos: the moto stock at 5,000 — list, inline edit, WordPress export,
  // then /motos usable cold with those 5,000 in the browser (and what staff do next there).
  if (process.env.BENCH_ONLY === 'motos') {
    printMotosFigures(await motosFigures(RUNS));
    return printMotosPageFigures(await motosPageFigures(RUNS));
  }
  // BENCH_ONLY=renting: offer PDFs, a 2,000-row CSV import, the 2,000-vehicle list,
  // then /stock-renting usable cold with those 2,000 in the browser.
  if (process.env.BENCH_ONLY === 'renting') {
    printRentingFigures(await rentingFigures(RUNS));
    return printRentingPageFigures(await rentingPageFigures(RUNS));
  }
  // BENCH_ONLY=pdf: /api/health while waves of 20 offer PDFs are made at once.
  if (process.env.BENCH_ONLY === 'pdf') return printPdfFigures(await pdfFigures());
  // BENCH_ONLY=aramis: the Aramis Francia panel with 5,000 rows, cold.
  if (process.env.BENCH_ONLY === 'aramis') return printAramisFigures(await aramisFigures(RUNS));
  // BENCH_ONLY=feeds: the feed files of 10,000 vehicles per channel, server side.
  if (process.env.BENCH_ONLY === 'feeds') return printFeedsFigures(await feedsFigures(RUNS));
  // BENCH_ONLY=consistency: the consistency report at 10,000 vehicles × 7 channels and a fix
  // of 100 drifts, server side.
  if (process.env.BENCH_ONLY === 'consistency') {
    return printConsistencyFigures(await consistencyFigures(RUNS));
  }
  // BENCH_ONLY=login: the sign-in page opened cold (./login.ts).
  if (process.env.BENCH_ONLY === 'login') {
    const server = await startServer();
    try {
      return printLoginPageFigures(await loginPageFigures(server, RUNS));
    } finally {
      await server.stop();
    }
  }
  // BENCH_ONLY=navigation: the clicks-to-data figures only (./navigation.ts).
  if (process.env.BENCH_ONLY === 'navigation') {
    return printNavigationFigures(await navigationFigures(RUNS));
  }
  // BENCH_ONLY=typed: typed addresses to the page's data, signed in (./typedAddress.ts).
  if (process.env.BENCH_ONLY === 'typed') {
    return printTypedAddressFigures(await typedAddressFigures(RUNS));
  }
  const starts: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await startServer();
    starts.push(s.startMs);
    rss.push(rssMb(s.pid));
    await s.stop();
  }
  const server = await startServer();
  const login = await loginPageFigures(server, RUNS);
  const dash = await dashboardFigures(server);
  const rssAfter = rssMb(server.pid);
  await server.stop();

  const f = (n: number) => n.toFixed(0);
  console.log('\nMultipublicador — benchmark (production build, headless Chromium, loopback)');
  console.log(`runs per figure: ${RUNS} (medians)`);
  console.log(
    `Sign-in to dashboard with nine cards: ${f(median(dash.times))} ms   [${dash.times.map(f).join(', ')}]`,
  );
  console.log(`Server cold start: ${f(median(starts))} ms   [${starts.map(f).join(', ')}]`);
  console.log(
    `Server RSS after start: ${median(rss).toFixed(1)} MB; after the browser runs: ${rssAfter.toFixed(1)} MB`,
  );
  printLoginPageFigures(login);

  printNavigationFigures(await navigationFigures(RUNS));
  printTypedAddressFigures(await typedAddressFigures(RUNS));
  printStockFigures(await stockFigures(RUNS));
  printLimitsFigures(await limitsFigures());
  printOwnSitesFigures(await ownSitesFigures(RUNS));
  printWebStockFigures(await webStockFigures(RUNS));
  printMotosFigures(await motosFigures(RUNS));
  printMotosPageFigures(await motosPageFigures(RUNS));
  printRentingFigures(await rentingFigures(RUNS));
  printRentingPageFigures(await rentingPageFigures(RUNS));
  printPdfFigures(await pdfFigures());
  printFeedsFigures(await feedsFigures(RUNS));
  printConsistencyFigures(await consistencyFigures(RUNS));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
