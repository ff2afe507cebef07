// The web stock dashboard /gomotor at 10,000 web rows — reading them, /gomotor usable cold in a
// browser (every tile and card counted; a Chromium without a test driver, ./plainChromium.ts) and a
// tile click; then a counter, a campaign price and a disclaimer on 500 vehicles end to end: the
// console's own plan and runner (src/domain/webStock: one server bulk run, one PUT per vehicle with
// 6 in flight, 'i de n' progress, finish with the failures) against the server from Node (HTTPS
// over HTTP/1.1, one connection per request in flight), each action timed from the run's start to
// its log entry written, at the runner's concurrency and at twice it; and the same three actions
// through the page as staff run them (choose, fill, Aplicar acción, Aceptar, until each success
// message, the rows then showing what the server stored). The server runs behind TLS with HTTP/2 as
// in production. Figures, never assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import { selfSignedCertificate } from '../tests/tls.js';
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
import { RUN_CONCURRENCY } from '../src/domain/webStock/runner.js';
import { launchPlainChromium } from './plainChromium.js';
import { median } from './stats.js';
import { NAME_SHIM, timeCard, whenCounted } from './dashboardTiming.js';

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
  /** How the page reached the API (HTTPS as production runs it: 'h2' for HTTP/2). */
  protocol: string;
  /** Counter + campaign price + disclaimer on SELECTION vehicles, one after the other. */
  threeActionsMs: number[];
  /** The same with twice the requests in flight: whether the server keeps pace with more. */
  threeActionsWiderMs: number[];
  /** The same through the page: each action chosen, filled, confirmed, until its message. */
  threeActionsUiMs: number[];
  /** Of which 'Aceptar' → the success message, the three runs themselves. */
  threeRunsUiMs: number[];
  /** The same through the page with HTTP/2 off in the browser (HTTPS over HTTP/1.1). */
  threeActionsUiH1Ms: number[];
  protocolH1: string;
  /** Distinct 'i de n' texts the page showed during its last action. */
  uiProgressShown: number;
  /** Progress reports of the last run of each action (an 'i de n' per vehicle). */
  progressSteps: number;
  failed: number;
}

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
  new Promise<{ ms: number; runsMs: number; progress: number; protocol: string }>(
    (resolve, reject) => {
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
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          input,
          value,
        );
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const button = (text: string) =>
        [...document.querySelectorAll<HTMLButtonElement>('button')].find(
          (b) => b.textContent === text && !b.disabled,
        );
      const run = async () => {
        const seen = new Set<string>();
        let runsMs = 0;
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
          const accepted = performance.now();
          seen.clear();
          const done = new RegExp(`^${action.label}: [\\d.]+ vehículos actualizados`);
          await until(() => {
            const status = document.querySelector('[role="status"][aria-live="polite"]');
            if (status?.textContent) seen.add(status.textContent);
            return [
              ...document.querySelectorAll('.MuiSnackbarContent-message, [role="alert"]'),
            ].some((m) => done.test(m.textContent ?? ''));
          }, `${action.label} done`);
          runsMs += performance.now() - accepted;
        }
        // The protocol of the run's PUTs (the first ones: the timing buffer holds 250 entries).
        const put = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('/algolia/vehicles/')) as PerformanceResourceTiming;
        return {
          ms: performance.now() - t0,
          runsMs,
          progress: seen.size,
          protocol: put?.nextHopProtocol,
        };
      };
      run().then(resolve, reject);
    },
  );

/** The concurrency tried against the runner's own (RUN_CONCURRENCY). */
const WIDER = RUN_CONCURRENCY * 2;

export async function webStockFigures(runs: number): Promise<WebStockFigures> {
  // HTTPS with HTTP/2, as `npm start` runs behind TLS in production (bench/stock.ts too): the
  // browser's six-connections-per-host limit of HTTP/1.1 does not apply there.
  const certDir = mkdtempSync(path.join(tmpdir(), 'mp-bench-tls-'));
  const tls = selfSignedCertificate(certDir);
  // Node's fetch must accept the throw-away certificate too (this process only).
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  process.removeAllListeners('warning');
  const server = await startServer({
    SEED_VEHICLES: String(SEED_VEHICLES),
    TLS_CERT_FILE: tls.cert,
    TLS_KEY_FILE: tls.key,
  });
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
    await call('GET', '/gomotor-api/vehicles/sync-manually?fields=_id');
    const figures: WebStockFigures = {
      rows: 0,
      readMs: [],
      usableMs: [],
      tileClickMs: [],
      protocol: '',
      threeActionsMs: [],
      threeActionsWiderMs: [],
      threeActionsUiMs: [],
      threeRunsUiMs: [],
      threeActionsUiH1Ms: [],
      protocolH1: '',
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
      const chromium = await launchPlainChromium(['--ignore-certificate-errors']);
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(`localStorage.setItem('usuario', ${JSON.stringify(session)});`);
        await page.goto(`${server.url}/gomotor`);
        figures.usableMs.push(await page.evaluate(whenCounted, undefined));
        await new Promise((resolve) => setTimeout(resolve, 1000));
        figures.tileClickMs.push(await page.evaluate(timeCard, 'resumen.contador'));
      } finally {
        await chromium.close();
      }
    }

    // The three timed actions (counter, campaign price, disclaimer) on 500 vehicles, as the
    // 'Acciones' panel runs them.
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
    // Other vehicles each run: slot `n` of SELECTION rows.
    const slot = (n: number) => rows.slice(n * SELECTION, (n + 1) * SELECTION);
    const threeActions = async (selection: typeof rows, concurrency: number) => {
      const t0 = performance.now();
      for (const [id, input] of actions) {
        const action = WEB_BULK_ACTIONS.find((a) => a.id === id)!;
        const plan = webBulkPlan(action, 'activate', input, selection);
        if (!plan.ok) throw new Error(plan.message);
        const steps: RunProgress[] = [];
        const result = await runWebBulkPlan(plan.value, api, {
          concurrency,
          onProgress: (p) => steps.push(p),
        });
        figures.progressSteps = steps.length;
        figures.failed += result.failed.length;
      }
      return performance.now() - t0;
    };
    for (let i = 0; i < runs; i++) {
      figures.threeActionsMs.push(await threeActions(slot(i), RUN_CONCURRENCY));
      figures.threeActionsWiderMs.push(await threeActions(slot(runs + i), WIDER));
    }

    // The same three actions through the page, on other vehicles each run; alternately with
    // the browser's HTTP/2 and with it off (HTTP/1.1: six connections to the host at most).
    const throughPage = async (selection: typeof rows, flags: string[]) => {
      const chromium = await launchPlainChromium(['--ignore-certificate-errors', ...flags]);
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
        return result;
      } finally {
        await chromium.close();
      }
    };
    for (let i = 0; i < runs; i++) {
      const h2 = await throughPage(slot(2 * runs + i), []);
      figures.threeActionsUiMs.push(h2.ms);
      figures.threeRunsUiMs.push(h2.runsMs);
      figures.protocol = h2.protocol;
      figures.uiProgressShown = h2.progress;
      const h1 = await throughPage(slot(3 * runs + i), ['--disable-http2']);
      figures.threeActionsUiH1Ms.push(h1.ms);
      figures.protocolH1 = h1.protocol;
    }
    return figures;
  } finally {
    await server.stop();
    rmSync(certDir, { recursive: true, force: true });
  }
}

export function printWebStockFigures(f: WebStockFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  console.log(
    `\nWeb stock /gomotor (${f.rows} web rows; HTTPS, the page's PUTs over ${f.protocol})`,
  );
  console.log(`GET /gomotor-api/vehicles (dashboard fields): ${ms(f.readMs)}`);
  console.log(
    `/gomotor usable (tiles and cards counted), cold: ${ms(f.usableMs)}   [target ≤ 1500 ms]`,
  );
  console.log(`tile click, table shown: ${ms(f.tileClickMs)}`);
  console.log(
    `counter + campaign price + disclaimer on ${SELECTION} vehicles (3 runs of ${SELECTION} PUTs, ${RUN_CONCURRENCY} in flight, ${f.progressSteps} progress steps each): ${ms(f.threeActionsMs)}   [target ≤ 5000 ms]`,
  );
  console.log(
    `the same with ${WIDER} in flight (whether the server keeps pace with more): ${ms(f.threeActionsWiderMs)}`,
  );
  console.log(
    `the same through the page (choose, fill, Aplicar acción, Aceptar, until each message; ${f.uiProgressShown} 'i de n' texts seen in the last): ${ms(f.threeActionsUiMs)}   [target ≤ 5000 ms]`,
  );
  console.log(`  of which 'Aceptar' → its message, the three runs: ${ms(f.threeRunsUiMs)}`);
  console.log(
    `the same through the page with the browser's HTTP/2 off (PUTs over ${f.protocolH1}): ${ms(f.threeActionsUiH1Ms)}`,
  );
  console.log(`vehicles failed: ${f.failed}`);
}
