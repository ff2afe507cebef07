// Renting, in the browser: /stock-renting with 2,000 renting vehicles usable cold (target ≤ 1 s) —
// navigation start to the first page shown with the whole stock counted, in the card view (the
// default) and in the list view, each load in a new Chromium without a test driver
// (./plainChromium.ts). The server is the production build (npm start's), its stock brought to
// 2,000 through the API as a console would (POST /api/renting/vehicles, copies of the demo vehicles
// with their own offer numbers). Figures, never assertions.
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import type { RentingVehicle } from '../src/domain/renting/types.js';
import { NAME_SHIM } from './dashboardTiming.js';
import { launchPlainChromium } from './plainChromium.js';
import { median } from './stats.js';

const VEHICLES = 2000;
/** Offer numbers of the bench's copies, apart from the demo's. */
const FIRST_OFFER = 500_001;
/** POSTs in flight while seeding (a browser's six connections). */
const SEED_CONCURRENCY = 6;

type View = 'cards' | 'table';

export interface RentingPageFigures {
  vehicles: number;
  seedMs: number;
  /** The demo stock's size and /stock-renting usable cold over it (card view). */
  demoVehicles: number;
  demoUsableMs: number[];
  usableMs: Record<View, number[]>;
  /** Navigation start → the console asks for the stock (its code loaded, the session checked). */
  askedMs: Record<View, number[]>;
  /** Navigation start → the whole stock's answer received (GET /api/renting/vehicles). */
  answeredMs: Record<View, number[]>;
  /** The stock's answer as it travelled (gzip when the server compresses). */
  answerBytes: number;
}

/**
 * In the page: waits (frame by frame) until the first page of the renting stock is shown —
 * cards or table rows — with the pagination counting `total`; ms since navigation start.
 */
const whenRentingShown = ({ view, total }: { view: View; total: number }) =>
  new Promise<{ shown: number; asked: number; answered: number; bytes: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const check = () => {
        const items =
          view === 'cards'
            ? document.querySelectorAll('[role="listitem"] article').length
            : document.querySelectorAll('table tbody tr').length;
        const shown =
          document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
        const counted = Number((/ de ([\d.\s]+)$/.exec(shown)?.[1] ?? '').replace(/\D/g, ''));
        if (items > 0 && counted === total)
          return setTimeout(() => {
            // When the stock's answer had arrived, and its size (Resource Timing).
            const list = performance
              .getEntriesByType('resource')
              .filter((e) => /\/api\/renting\/vehicles(\?|$)/.test(e.name))
              .pop() as PerformanceResourceTiming | undefined;
            resolve({
              shown: performance.now(),
              asked: list?.startTime ?? 0,
              answered: list?.responseEnd ?? 0,
              bytes: list?.encodedBodySize ?? 0,
            });
          }, 0);
        if (performance.now() - started > 30_000)
          return reject(new Error(`renting ${view}: ${shown}`));
        requestAnimationFrame(check);
      };
      check();
    },
  );

/** react-admin's store key of the renting view of a user (src/resources/renting/useRentingView.ts). */
const viewStoreKey = (email: string) => `RaStoreMultipublicador.stock-renting.view.${email}`;

export async function rentingPageFigures(runs: number): Promise<RentingPageFigures> {
  const server = await startServer();
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const signedIn = (await signin.json()) as { accessToken: string };
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          'x-access-token': signedIn.accessToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return text;
    };

    const session = JSON.stringify(JSON.stringify(signedIn));
    /** One cold load of /stock-renting in a new browser, in `view`, `total` vehicles counted. */
    const loadCold = async (view: View, total: number) => {
      const chromium = await launchPlainChromium();
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(
          `localStorage.setItem('usuario', ${session});` +
            `localStorage.setItem(${JSON.stringify(viewStoreKey(DEMO_ADMIN.email))}, ${JSON.stringify(JSON.stringify(view))});`,
        );
        await page.goto(`${server.url}/stock-renting`);
        return await page.evaluate(whenRentingShown, { view, total });
      } finally {
        await chromium.close();
      }
    };

    // The same page over the demo stock first: what any page of the console takes to boot on
    // this machine, against which the 2,000 vehicles' own cost reads.
    const demo = JSON.parse(await call('GET', '/renting/vehicles')) as RentingVehicle[];
    const demoUsableMs: number[] = [];
    for (let i = 0; i < runs; i++) demoUsableMs.push((await loadCold('cards', demo.length)).shown);

    // The stock to 2,000 through the API: copies of the demo vehicles.
    const t0 = performance.now();
    const missing = Math.max(0, VEHICLES - demo.length);
    let next = 0;
    const seedOne = async () => {
      while (next < missing) {
        const i = next++;
        const { _id: _ignored, id: _id, providerName: _name, ...copy } = demo[i % demo.length];
        await call('POST', '/renting/vehicles', { ...copy, idOferta: FIRST_OFFER + i });
      }
    };
    await Promise.all(Array.from({ length: SEED_CONCURRENCY }, seedOne));
    const seedMs = performance.now() - t0;
    const vehicles = (JSON.parse(await call('GET', '/renting/vehicles')) as unknown[]).length;

    const usableMs: Record<View, number[]> = { cards: [], table: [] };
    const answeredMs: Record<View, number[]> = { cards: [], table: [] };
    const askedMs: Record<View, number[]> = { cards: [], table: [] };
    let answerBytes = 0;
    for (const view of ['cards', 'table'] as const) {
      for (let i = 0; i < runs; i++) {
        const timing = await loadCold(view, vehicles);
        usableMs[view].push(timing.shown);
        answeredMs[view].push(timing.answered);
        askedMs[view].push(timing.asked);
        answerBytes = timing.bytes;
      }
    }
    return {
      vehicles,
      seedMs,
      demoVehicles: demo.length,
      demoUsableMs,
      usableMs,
      askedMs,
      answeredMs,
      answerBytes,
    };
  } finally {
    await server.stop();
  }
}

export function printRentingPageFigures(f: RentingPageFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  console.log(
    `\nRenting page (/stock-renting, ${f.vehicles} vehicles, seeded through the API in ${(f.seedMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `/stock-renting usable cold with the ${f.demoVehicles} demo vehicles, card view: ${ms(f.demoUsableMs)}`,
  );
  console.log(
    `/stock-renting usable cold, card view: ${ms(f.usableMs.cards)}   [target ≤ 1000 ms]`,
  );
  console.log(
    `/stock-renting usable cold, list view: ${ms(f.usableMs.table)}   [target ≤ 1000 ms]`,
  );
  console.log(
    `  the stock asked for at: cards ${ms(f.askedMs.cards)}, list ${ms(f.askedMs.table)}`,
  );
  console.log(
    `  the stock's answer (${(f.answerBytes / 1024).toFixed(0)} KB) had arrived at: cards ${ms(f.answeredMs.cards)}, list ${ms(f.answeredMs.table)}`,
  );
}
