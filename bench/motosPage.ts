// Motos, console side: /motos with 5,000 motorcycles usable ≤ 1 s cold — navigation start to the
// table's first page shown (10 rows, the pagination counting the whole stock), each load in a new
// browser (no cached code or answer) with no test driver attached (./plainChromium.ts). Then, in
// that page, what staff do next: a sort by price (the first page re-ordered), a search, the next
// page, and an inline edit round trip (a cell opened, a price typed, Enter, until 'Registro
// actualizado con éxito' shows). Figures only. The server side (GET /api/motos, PUT of one field,
// the WordPress export) is ./motos.ts.
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import { NAME_SHIM } from './dashboardTiming.js';
import { launchPlainChromium } from './plainChromium.js';
import { median } from './stats.js';

export const PAGE_BENCH_MOTOS = 5000;

export interface MotosPageFigures {
  motos: number;
  /** Navigation start → the first page of the table with the whole stock counted. */
  usableMs: number[];
  /** A click on the 'Precio de venta' header → the first page sorted by it. */
  sortMs: number[];
  /** A search typed → the table narrowed to it. */
  searchMs: number[];
  /** The next page's button → its rows. */
  nextPageMs: number[];
  /** A price cell opened, typed and Enter → 'Registro actualizado con éxito'. */
  editMs: number[];
  /** /notificaciones usable cold the same way (its first rows): the console's own cost here. */
  referenceMs: number[];
}

// ---------------------------------------------------------------- in the page (self-contained)

/** Waits frame by frame until the table shows `rows` rows and a total of `total`; ms since navigation. */
const whenTableShown = (expected: { total: number }) =>
  new Promise<number>((resolve, reject) => {
    const check = () => {
      const shown = document.querySelector('.MuiTablePagination-displayedRows')?.textContent;
      const total = / de ([\d.\s]+)$/.exec(shown ?? '')?.[1]?.replace(/\D/g, '');
      const rows = document.querySelectorAll('table tbody tr').length;
      if (rows === 10 && Number(total) === expected.total)
        return setTimeout(() => resolve(performance.now()), 0);
      if (performance.now() > 30_000) return reject(new Error('no table'));
      requestAnimationFrame(check);
    };
    check();
  });

/** Waits frame by frame until a table shows rows; ms since navigation. */
const whenRowsShown = () =>
  new Promise<number>((resolve, reject) => {
    const check = () => {
      if (document.querySelectorAll('table tbody tr').length > 0)
        return setTimeout(() => resolve(performance.now()), 0);
      if (performance.now() > 30_000) return reject(new Error('no rows'));
      requestAnimationFrame(check);
    };
    check();
  });

/** Runs one action and waits until `done` holds; ms from the action to the frame after. */
const timeAction = (step: { action: string; arg: string }) =>
  new Promise<number>((resolve, reject) => {
    const firstCell = () => document.querySelector('table tbody tr td')?.textContent ?? '';
    const before = firstCell();
    let t0 = performance.now();
    let done: () => boolean;
    if (step.action === 'sort') {
      const header = [...document.querySelectorAll<HTMLElement>('table thead th')].find(
        (th) => th.textContent?.trim() === step.arg,
      );
      header?.querySelector<HTMLElement>('span[role="button"], button')?.click();
      done = () =>
        new URLSearchParams(location.search).get('sort') !== null && firstCell() !== before;
    } else if (step.action === 'search') {
      const input = document.querySelector<HTMLInputElement>('input[name="q"]');
      if (!input) return reject(new Error('no search'));
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, step.arg);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // The idv's row first (other rows may hold the digits in another field).
      done = () => firstCell() === step.arg && location.search.includes('filter');
    } else if (step.action === 'next') {
      document.querySelector<HTMLElement>('button[aria-label="Ir a la página siguiente"]')?.click();
      done = () =>
        firstCell() !== before &&
        /^11-/.test(document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '');
    } else {
      // The inline edit: the first row's price cell, a new price, Enter.
      const cell = document.querySelector<HTMLElement>('button[data-cell="precioVenta"]');
      if (!cell) return reject(new Error('no price cell'));
      cell.click();
      const type = () => {
        const input = document.querySelector<HTMLInputElement>(
          'table tbody input[aria-label^="Precio de venta de"]',
        );
        if (!input) return requestAnimationFrame(type);
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, step.arg);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // Enter a frame later, as typing does: React has rendered the text by then. The
        // round trip is timed from the Enter.
        requestAnimationFrame(() => {
          t0 = performance.now();
          input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        });
      };
      type();
      done = () => document.body.textContent?.includes('Registro actualizado con éxito') ?? false;
    }
    const check = () => {
      if (done()) return setTimeout(() => resolve(performance.now() - t0), 0);
      if (performance.now() - t0 > 10_000) return reject(new Error(`${step.action}: not done`));
      requestAnimationFrame(check);
    };
    check();
  });

// ----------------------------------------------------------------------------------- runs

export async function motosPageFigures(runs: number): Promise<MotosPageFigures> {
  const server = await startServer({ SEED_MOTOS: String(PAGE_BENCH_MOTOS) });
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const session = JSON.stringify(await signin.json());
    const motos = (await (
      await fetch(`${server.url}/api/motos`, {
        headers: { 'x-access-token': (JSON.parse(session) as { accessToken: string }).accessToken },
      })
    ).json()) as { idv: string }[];
    const figures: MotosPageFigures = {
      motos: motos.length,
      usableMs: [],
      sortMs: [],
      searchMs: [],
      nextPageMs: [],
      editMs: [],
      referenceMs: [],
    };
    for (let i = 0; i < runs; i++) {
      const chromium = await launchPlainChromium();
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(`localStorage.setItem('usuario', ${JSON.stringify(session)});`);
        await page.goto(`${server.url}/motos`);
        figures.usableMs.push(await page.evaluate(whenTableShown, { total: motos.length }));
        // As staff do: the next click comes a moment after the table shows.
        const pause = () => new Promise((resolve) => setTimeout(resolve, 500));
        await pause();
        figures.nextPageMs.push(await page.evaluate(timeAction, { action: 'next', arg: '' }));
        await pause();
        figures.sortMs.push(
          await page.evaluate(timeAction, { action: 'sort', arg: 'Precio de venta' }),
        );
        await pause();
        figures.editMs.push(
          await page.evaluate(timeAction, { action: 'edit', arg: String(4000 + i) }),
        );
        await pause();
        const idv = motos[(i * 997) % motos.length]!.idv;
        figures.searchMs.push(await page.evaluate(timeAction, { action: 'search', arg: idv }));
      } finally {
        await chromium.close();
      }
      // The reference: a small list of the console, cold in a new browser as well.
      const reference = await launchPlainChromium();
      try {
        await reference.page.addInitScript(NAME_SHIM);
        await reference.page.addInitScript(
          `localStorage.setItem('usuario', ${JSON.stringify(session)});`,
        );
        await reference.page.goto(`${server.url}/notificaciones`);
        figures.referenceMs.push(await reference.page.evaluate(whenRowsShown, undefined));
      } finally {
        await reference.close();
      }
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printMotosPageFigures(f: MotosPageFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  console.log(`\n/motos in the browser (${f.motos} motos)`);
  console.log(
    `usable cold (first page, whole stock counted): ${ms(f.usableMs)}   [target ≤ 1000 ms]`,
  );
  console.log(`next page: ${ms(f.nextPageMs)}`);
  console.log(`sort by price: ${ms(f.sortMs)}`);
  console.log(`search by idv, typed at once (the search box waits 500 ms): ${ms(f.searchMs)}`);
  console.log(`inline edit round trip (Enter → message): ${ms(f.editMs)}   [target ≤ 100 ms]`);
  console.log(`(reference) /notificaciones usable cold, same browser set-up: ${ms(f.referenceMs)}`);
}
