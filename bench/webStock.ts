// Issue 9 §5: the web stock dashboard /gomotor at 10,000 web rows — reading them, /gomotor
// usable cold in a browser (every tile and card counted; a Chromium without a test driver,
// ./plainChromium.ts) and a tile click; then a counter, a campaign price and a disclaimer on
// 500 vehicles end to end: the console's own plan and runner (src/domain/webStock: one
// server bulk run, one PUT per vehicle with 6 in flight, 'i de n' progress, finish with the
// failures) against the server over HTTP, each action timed from the run's start to its log
// entry written; and the same three actions through the page as staff run them (choose,
// fill, Aplicar acción, Aceptar, until each success message, the rows read again after
// each as spec 3 §4 asks). Figures, never assertions.
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import {
  WEB_BULK_ACTIONS,
  WEB_STOCK_FIELDS,
  runWebBulkPlan,
  webBulkPlan,
  type RunProgress,
  type WebBulkActionId,
  type WebBulkInput,
  type WebRunApi,
} from '../src/domain/webStock/index.js';
import { launchPlainChromium } from './plainChromium.js';
import { median } from './stats.js';

/** Group vehicles that give GOmotor a sale stock of more than 10,000 available vehicles. */
const SEED_VEHICLES = 18_000;
const WEB_ROWS = 10_000;
const SELECTION = 500;

export interface WebStockFigures {
  rows: number;
  readMs: number[];
  /** Navigation start → every tile and card of /gomotor counted, each load in a new browser. */
  usableMs: number[];
  /** A tile click → its first table page shown. */
  tileClickMs: number[];
  /** Counter + campaign price + disclaimer on SELECTION vehicles, one after the other. */
  threeActionsMs: number[];
  /** The same through the page: each action chosen, filled, confirmed, until its message. */
  threeActionsUiMs: number[];
  /** Distinct 'i de n' texts the page showed during its last action. */
  uiProgressShown: number;
  /** Progress reports of the last run of each action (an 'i de n' per vehicle). */
  progressSteps: number;
  failed: number;
}

const NAME_SHIM = 'globalThis.__name ??= (target) => target;';

/** In the page: waits (frame by frame) for the 'Stock total' tile; ms since navigation. */
const whenCounted = () =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      if (document.querySelector('[data-card="resumen.total"]'))
        return setTimeout(() => resolve(performance.now()), 0);
      if (performance.now() - started > 30_000) return reject(new Error('no tiles'));
      requestAnimationFrame(check);
    };
    check();
  });

/** In the page: clicks a tile, answers ms until the table shows its first page. */
const timeTile = (cardId: string) =>
  new Promise<number>((resolve, reject) => {
    const card = document.querySelector<HTMLElement>(`[data-card="${cardId}"]`);
    const count = ((card?.getAttribute('aria-label') ?? '').split(': ')[1] ?? '').replace(
      /\D/g,
      '',
    );
    if (!card) return reject(new Error(`no tile ${cardId}`));
    const t0 = performance.now();
    card.click();
    const check = () => {
      const shown = document.querySelector('.MuiTablePagination-displayedRows')?.textContent;
      const rows = document.querySelectorAll('table tbody tr').length;
      const total = / de ([\d.\s]+)$/.exec(shown ?? '')?.[1]?.replace(/\D/g, '');
      if (rows > 0 && total === count) return setTimeout(() => resolve(performance.now() - t0), 0);
      if (performance.now() - t0 > 10_000) return reject(new Error(`tile ${cardId} no table`));
      requestAnimationFrame(check);
    };
    check();
  });

/** react-admin's store key of the dashboard's selection (localStorageStore 'Multipublicador'). */
const SELECTION_KEY = 'RaStoreMultipublicador.gomotor.selectedIds';

/**
 * In the page: selects the ids (as another tab would, through the store), then runs each
 * action of the 'Acciones' panel as staff do — choose it, fill it, 'Aplicar acción',
 * 'Aceptar' — until its success message; answers the total ms and the 'i de n' texts seen.
 */
const runActionsInPage = (arg: {
  ids: string[];
  key: string;
  actions: { label: string; choose?: [string, string]; fill?: [string, string][] }[];
}) =>
  new Promise<{ ms: number; progress: number }>((resolve, reject) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const until = async <T>(find: () => T | null | undefined, what: string): Promise<T> => {
      const t0 = performance.now();
      for (;;) {
        const found = find();
        if (found) return found;
        if (performance.now() - t0 > 20_000) throw new Error(`no ${what}`);
        await frame();
      }
    };
    const labelled = (label: string) =>
      [...document.querySelectorAll<HTMLElement>('[role="combobox"]')].find((el) =>
        (el.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .some((id) => document.getElementById(id)?.textContent?.startsWith(label)),
      );
    const choose = async (field: string, option: string) => {
      const select = await until(() => labelled(field), field);
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      const item = await until(
        () =>
          [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
            (o) => o.textContent === option,
          ),
        option,
      );
      item.click();
      await until(() => !document.querySelector('[role="listbox"]'), 'closed menu');
    };
    const fill = (label: string, value: string) => {
      const input = [...document.querySelectorAll('input')].find((i) =>
        i.labels?.[0]?.textContent?.startsWith(label),
      );
      if (!input) throw new Error(`no field ${label}`);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const button = (text: string) =>
      [...document.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.textContent === text && !b.disabled,
      );
    const run = async () => {
      const seen = new Set<string>();
      const t0 = performance.now();
      for (const action of arg.actions) {
        const value = JSON.stringify(arg.ids);
        localStorage.setItem(arg.key, value);
        window.dispatchEvent(new StorageEvent('storage', { key: arg.key, newValue: value }));
        await until(() => labelled('Acción'), 'Acciones panel');
        await choose('Acción', action.label);
        if (action.choose) await choose(...action.choose);
        for (const [label, text] of action.fill ?? []) fill(label, text);
        (await until(() => button('Aplicar acción'), 'Aplicar acción')).click();
        (await until(() => button('Aceptar'), 'Aceptar')).click();
        seen.clear();
        const done = new RegExp(`^${action.label}: [\\d.]+ vehículos actualizados`);
        await until(() => {
          const status = document.querySelector('[role="status"][aria-live="polite"]');
          if (status?.textContent) seen.add(status.textContent);
          return [...document.querySelectorAll('.MuiSnackbarContent-message, [role="alert"]')].some(
            (m) => done.test(m.textContent ?? ''),
          );
        }, `${action.label} done`);
      }
      return { ms: performance.now() - t0, progress: seen.size };
    };
    run().then(resolve, reject);
  });

export async function webStockFigures(runs: number): Promise<WebStockFigures> {
  const server = await startServer({ SEED_VEHICLES: String(SEED_VEHICLES) });
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const signedIn = (await signin.json()) as { accessToken: string };
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          'x-access-token': signedIn.accessToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as T;
    };

    // 'ACTUALIZAR DDBB' of /gomotor writes the available sale stock to the web host.
    await call('GET', '/gomotor-api/vehicles/sync-manually');
    const figures: WebStockFigures = {
      rows: 0,
      readMs: [],
      usableMs: [],
      tileClickMs: [],
      threeActionsMs: [],
      threeActionsUiMs: [],
      uiProgressShown: 0,
      progressSteps: 0,
      failed: 0,
    };
    let rows: { _id: string; idv: string }[] = [];
    const fields = WEB_STOCK_FIELDS.join(',');
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      rows = await call<{ _id: string; idv: string }[]>(
        'GET',
        `/gomotor-api/vehicles?fields=${fields}`,
      );
      figures.readMs.push(performance.now() - t0);
    }
    figures.rows = rows.length;
    if (rows.length < WEB_ROWS)
      console.warn(`(only ${rows.length} web rows: raise SEED_VEHICLES for ${WEB_ROWS})`);

    // The dashboard in a browser, each run a new one (no cached code or answer).
    const session = JSON.stringify(signedIn);
    for (let i = 0; i < runs; i++) {
      const chromium = await launchPlainChromium();
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(`localStorage.setItem('usuario', ${JSON.stringify(session)});`);
        await page.goto(`${server.url}/gomotor`);
        figures.usableMs.push(await page.evaluate(whenCounted, undefined));
        await new Promise((resolve) => setTimeout(resolve, 1000));
        figures.tileClickMs.push(await page.evaluate(timeTile, 'resumen.contador'));
      } finally {
        await chromium.close();
      }
    }

    // The three actions of issue 9 §5 on 500 vehicles, as the 'Acciones' panel runs them.
    const campaigns = await call<{ _id: string; name: string; active: boolean }[]>(
      'GET',
      '/api/campaigns',
    );
    const counter = campaigns.find((c) => c.active);
    const [settings] = await call<{ disclaimerMessages: string[] }[]>(
      'GET',
      '/gomotor-api/settings',
    );
    if (!counter || !settings?.disclaimerMessages[0]) throw new Error('no campaign or disclaimer');
    const api: WebRunApi = {
      startRun: (body) => call('POST', '/gomotor-api/vehicles/bulk-runs', body),
      putVehicle: (id, body, runId) =>
        call('PUT', `/gomotor-api/algolia/vehicles/${encodeURIComponent(id)}?run=${runId}`, body),
      deleteVehicle: (id, runId) =>
        call('DELETE', `/gomotor-api/algolia/vehicles/${encodeURIComponent(id)}?run=${runId}`),
      finishRun: (runId, failed) =>
        call('POST', `/gomotor-api/vehicles/bulk-runs/${runId}/finish`, { failed }),
      bulk: (operation, body) => call('POST', `/gomotor-api/vehicles/${operation}`, body),
    };
    const actions: [WebBulkActionId, WebBulkInput][] = [
      ['enableCounter', { counter: { ...counter } }],
      ['enableDiscount', { discountPrice: 12990, discountFinancedPrice: 11990 }],
      ['enableDisclaimer', { disclaimer: settings.disclaimerMessages[0] }],
    ];
    for (let i = 0; i < runs; i++) {
      const selection = rows.slice(i * SELECTION, (i + 1) * SELECTION);
      const t0 = performance.now();
      for (const [id, input] of actions) {
        const action = WEB_BULK_ACTIONS.find((a) => a.id === id)!;
        const plan = webBulkPlan(action, 'activate', input, selection);
        if (!plan.ok) throw new Error(plan.message);
        const steps: RunProgress[] = [];
        const result = await runWebBulkPlan(plan.value, api, {
          onProgress: (p) => steps.push(p),
        });
        figures.progressSteps = steps.length;
        figures.failed += result.failed.length;
      }
      figures.threeActionsMs.push(performance.now() - t0);
    }

    // The same three actions through the page, on other vehicles each run.
    for (let i = 0; i < runs; i++) {
      const selection = rows.slice((runs + i) * SELECTION, (runs + i + 1) * SELECTION);
      const chromium = await launchPlainChromium();
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(`localStorage.setItem('usuario', ${JSON.stringify(session)});`);
        await page.goto(`${server.url}/gomotor`);
        await page.evaluate(whenCounted, undefined);
        const result = await page.evaluate(runActionsInPage, {
          ids: selection.map((r) => r._id),
          key: SELECTION_KEY,
          actions: [
            { label: 'Asignar contador', choose: ['Contador', counter.name] },
            {
              label: 'Aplicar precio campaña',
              fill: [
                ['Precio contado', '12990'],
                ['Precio financiado', '11990'],
              ],
            },
            {
              label: 'Aplicar disclaimer',
              choose: ['Disclaimer', settings.disclaimerMessages[0]],
            },
          ],
        });
        figures.threeActionsUiMs.push(result.ms);
        figures.uiProgressShown = result.progress;
      } finally {
        await chromium.close();
      }
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printWebStockFigures(f: WebStockFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  console.log(`\nWeb stock /gomotor (${f.rows} web rows)`);
  console.log(`GET /gomotor-api/vehicles (dashboard fields): ${ms(f.readMs)}`);
  console.log(
    `/gomotor usable (tiles and cards counted), cold: ${ms(f.usableMs)}   [target ≤ 1500 ms]`,
  );
  console.log(`tile click, table shown: ${ms(f.tileClickMs)}`);
  console.log(
    `counter + campaign price + disclaimer on ${SELECTION} vehicles (3 runs of ${SELECTION} PUTs, 6 in flight, ${f.progressSteps} progress steps each): ${ms(f.threeActionsMs)}   [target ≤ 5000 ms]`,
  );
  console.log(
    `the same through the page (choose, fill, Aplicar acción, Aceptar, until each message; ${f.uiProgressShown} 'i de n' texts seen in the last): ${ms(f.threeActionsUiMs)}   [target ≤ 5000 ms]`,
  );
  console.log(`vehicles failed: ${f.failed}`);
}
