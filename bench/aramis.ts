// The Aramis Francia panel with 5,000 rows, usable within 1 s cold. The supplier stock is filled
// through the API (5,000 records, 8 POSTs in flight); then the panel's page read on the server
// (first page, a sort, a search) and the page in a fresh Chromium each run (nothing cached, no test
// driver): navigation → the first 10 rows and 'de 5.000' shown; then the next page, a sort by
// 'Precio Aramis' and a search, each click → its rows shown. Figures only, no assertions.
import { toAramisRecord } from '../src/domain/aramis.js';
import { getGroupStock } from '../server/stock/groupStock.js';
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import { NAME_SHIM } from './dashboardTiming.js';
import { launchPlainChromium } from './plainChromium.js';
import { median } from './stats.js';

export const BENCH_ARAMIS_ROWS = 5000;
const FILL_IN_FLIGHT = 8;

export interface AramisFigures {
  rows: number;
  fillMs: number;
  firstPageColdMs: number;
  firstPageMs: number[];
  sortedPageMs: number[];
  searchMs: number[];
  usableMs: number[];
  nextPageMs: number[];
  sortClickMs: number[];
  searchTypedMs: number[];
  /** /notificaciones usable cold in the same way: the console's own cost on this machine. */
  referenceMs: number[];
}

/** In the page: waits frame by frame for 10 rows and '… de 5.000'; ms since navigation. */
const whenUsable = (total: string) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      const shown = document.querySelector('.MuiTablePagination-displayedRows')?.textContent;
      const of = / de ([\d.\s]+)$/.exec(shown ?? '')?.[1]?.replace(/\D/g, '');
      const rows = document.querySelectorAll('table tbody tr').length;
      if (of === total && rows === 10) return setTimeout(() => resolve(performance.now()), 0);
      if (performance.now() - started > 60_000) return reject(new Error(`not usable: ${shown}`));
      requestAnimationFrame(check);
    };
    check();
  });

/** In the page: waits for at least `rows` table rows and the pagination; ms since navigation. */
const whenRows = (rows: number) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      const paged = document.querySelector('.MuiTablePagination-displayedRows');
      if (paged && document.querySelectorAll('table tbody tr').length >= rows) {
        return setTimeout(() => resolve(performance.now()), 0);
      }
      if (performance.now() - started > 60_000) return reject(new Error('no rows'));
      requestAnimationFrame(check);
    };
    check();
  });

/**
 * In the page: clicks what `selector` finds (the n-th match) or types `text` into it, and
 * answers ms until the first row's text changes and 10 rows (or `rows`) are shown.
 */
const timeChange = ({ selector, text, rows }: { selector: string; text?: string; rows?: number }) =>
  new Promise<number>((resolve, reject) => {
    const target = document.querySelector<HTMLElement>(selector);
    if (!target) return reject(new Error(`nothing at ${selector}`));
    const firstRow = () => document.querySelector('table tbody tr')?.textContent ?? '';
    const before = firstRow();
    const t0 = performance.now();
    if (text === undefined) target.click();
    else {
      const input = target as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const check = () => {
      const count = document.querySelectorAll('table tbody tr').length;
      if (firstRow() !== before && count === (rows ?? 10)) {
        return setTimeout(() => resolve(performance.now() - t0), 0);
      }
      if (performance.now() - t0 > 30_000) return reject(new Error(`no change: ${selector}`));
      requestAnimationFrame(check);
    };
    check();
  });

export async function aramisFigures(runs: number): Promise<AramisFigures> {
  const server = await startServer();
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const session = (await signin.json()) as { accessToken: string };
    const call = async (method: string, path: string, body?: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          'x-access-token': session.accessToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return { ms: performance.now() - t0, res, text };
    };
    const total = async () =>
      Number((await call('GET', '/aramis-francia?_end=1')).res.headers.get('x-total-count'));

    // The demo supplier stock out, 5,000 records in: the group's vehicles under new ids.
    await call('POST', '/publishing/api/v1/aramis/vehicles/drop', { count: await total() });
    const stock = getGroupStock({});
    const f0 = performance.now();
    let next = 0;
    const fill = async () => {
      while (next < BENCH_ARAMIS_ROWS) {
        const i = next++;
        const vehicle = stock[i % stock.length]!;
        const record = toAramisRecord(vehicle, { manual: i % 7 === 0 });
        await call('POST', '/aramis-francia', {
          ...record,
          vehicle_id: `FR${String(i).padStart(5, '0')}`,
        });
      }
    };
    await Promise.all(Array.from({ length: FILL_IN_FLIGHT }, fill));
    const fillMs = performance.now() - f0;
    const rows = await total();

    const firstPage = '/aramis-francia?_start=0&_end=10&_sort=vehicle_id&_order=ASC';
    const firstPageColdMs = (await call('GET', firstPage)).ms;
    const figures: AramisFigures = {
      rows,
      fillMs,
      firstPageColdMs,
      firstPageMs: [],
      sortedPageMs: [],
      searchMs: [],
      usableMs: [],
      nextPageMs: [],
      sortClickMs: [],
      searchTypedMs: [],
      referenceMs: [],
    };
    for (let i = 0; i < runs; i++) {
      figures.firstPageMs.push((await call('GET', firstPage)).ms);
      figures.sortedPageMs.push(
        (await call('GET', '/aramis-francia?_start=20&_end=30&_sort=precio_aramis&_order=DESC')).ms,
      );
      figures.searchMs.push((await call('GET', '/aramis-francia?_end=10&q=golf')).ms);
    }

    const stored = JSON.stringify(JSON.stringify(session));
    for (let i = 0; i < runs; i++) {
      const chromium = await launchPlainChromium();
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(`localStorage.setItem('usuario', ${stored});`);
        await page.goto(`${server.url}/aramis-francia`);
        figures.usableMs.push(await page.evaluate(whenUsable, String(rows)));
        await new Promise((resolve) => setTimeout(resolve, 500));
        figures.nextPageMs.push(
          await page.evaluate(timeChange, { selector: 'button[aria-label="Ir a la página 2"]' }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        figures.sortClickMs.push(
          await page.evaluate(timeChange, {
            selector: 'th[class*="column-precio_aramis"] .MuiTableSortLabel-root',
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        figures.searchTypedMs.push(
          await page.evaluate(timeChange, {
            selector: 'input[name="q"]',
            text: 'FR00042',
            rows: 1,
          }),
        );
      } finally {
        await chromium.close();
      }
      const reference = await launchPlainChromium();
      try {
        await reference.page.addInitScript(NAME_SHIM);
        await reference.page.addInitScript(`localStorage.setItem('usuario', ${stored});`);
        await reference.page.goto(`${server.url}/notificaciones`);
        figures.referenceMs.push(await reference.page.evaluate(whenRows, 10));
      } finally {
        await reference.close();
      }
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printAramisFigures(f: AramisFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  console.log(`\nAramis Francia panel (${f.rows} supplier records)`);
  console.log(
    `filling the supplier stock (${FILL_IN_FLIGHT} POSTs in flight): ${f.fillMs.toFixed(0)} ms`,
  );
  console.log(`GET /api/aramis-francia first page, cold: ${f.firstPageColdMs.toFixed(0)} ms`);
  console.log(`GET /api/aramis-francia first page: ${ms(f.firstPageMs)}`);
  console.log(`GET /api/aramis-francia page 3 sorted by precio_aramis: ${ms(f.sortedPageMs)}`);
  console.log(`GET /api/aramis-francia?q=golf: ${ms(f.searchMs)}`);
  console.log(
    `/aramis-francia usable (10 rows, 'de ${f.rows}'), cold: ${ms(f.usableMs)}   [target ≤ 1000 ms]`,
  );
  console.log(`(reference) /notificaciones usable cold, same browser set-up: ${ms(f.referenceMs)}`);
  console.log(`next page click → rows shown: ${ms(f.nextPageMs)}`);
  console.log(`sort by 'Precio Aramis' click → rows shown: ${ms(f.sortClickMs)}`);
  console.log(`search typed → row shown: ${ms(f.searchTypedMs)}`);
}
