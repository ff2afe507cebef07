// Issue 3 §6 figures: the Stock Quiter page on a database of 10,000 vehicles. Figures, never
// assertions. The API runs as `npm start` runs it, behind TLS with HTTP/2 (a throw-away
// self-signed certificate) and with CHANNEL_LATENCY_MS standing in for a marketplace's
// answer time, which loopback does not have.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { COUNTS_MEASURE } from '../src/customRoutes/stockGeneral/userTiming.js';
import { channels } from '../src/dataProvider/channels/index.js';
import { sendToChannels } from '../src/dataProvider/channels/sendToChannels.js';
import type { Http } from '../src/dataProvider/channels/types.js';
import { errorMessageOf, type HttpOptions } from '../src/dataProvider/http.js';
import { STOCK_LIST_FIELDS } from '../src/domain/stock.js';
import type { StockVehicle } from '../src/domain/types.js';
import { DEMO_ADMIN, launchBrowser, startServer } from '../tests/e2e/harness.js';
import { median } from './stats.js';

export const STOCK_VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
export const LATENCY_MS = Number(process.env.BENCH_CHANNEL_LATENCY_MS ?? 50);
const SEND_VEHICLES = 100;
/** 'Enviar' is timed this many times (different vehicles each time); the median is shown. */
const SENDS = 3;

export interface StockFigures {
  vehicles: number;
  latencyMs: number;
  protocol: string;
  /** The whole stock and the page's fields: times, JSON and gzip bytes. */
  api: Record<'whole' | 'page', { ms: number[]; json: number; gzip: number }>;
  usableMs: number[];
  /** The stock request in each load: request start / first byte / last byte (ms). */
  stockFetch: string[];
  countsMs: number[];
  filterMs: number[];
  channelFilterMs: number[];
  sendMs: number[];
  sendReports: string[];
  serialMs: number;
  serialRequests: number;
}

function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** The console's HTTP helper over Node's fetch, for driving the channel modules from here. */
const nodeHttp =
  (baseUrl: string, token: string): Http =>
  async <T>(p: string, options: HttpOptions = {}): Promise<T> => {
    const res = await fetch(`${baseUrl}${options.base ?? '/api'}${p}`, {
      method: options.method ?? 'GET',
      headers: {
        'x-access-token': token,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await res.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) throw new Error(errorMessageOf(body, res.statusText));
    return body as T;
  };

/** Clicks the element `selector` whose text starts with `text`; ms until the table changed
 * and the browser painted it (a mutation, then the next animation frame). */
const timeSwitch = (page: Page, selector: string, text: string) =>
  page.evaluate(
    ([sel, label]) =>
      new Promise<number>((resolve) => {
        const target = [...document.querySelectorAll<HTMLElement>(sel)].find((el) =>
          (el.textContent ?? '').trim().startsWith(label),
        );
        const table = document.querySelector('table')?.closest('.MuiCard-root');
        if (!target || !table) return resolve(Number.NaN);
        const t0 = performance.now();
        // No named local functions here: the bundler of `tsx` would wrap them in a helper the
        // page does not have.
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
        });
        observer.observe(table, { subtree: true, childList: true, characterData: true });
        target.click();
        setTimeout(() => {
          observer.disconnect();
          resolve(Number.NaN);
        }, 5000);
      }),
    [selector, text] as const,
  );

export async function stockFigures(runs: number): Promise<StockFigures> {
  const certDir = mkdtempSync(path.join(tmpdir(), 'mp-bench-tls-'));
  const tls = selfSignedCertificate(certDir);
  // Node's fetch must accept the throw-away certificate too (this process only).
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  process.removeAllListeners('warning');
  const server = await startServer({
    SEED_VEHICLES: String(STOCK_VEHICLES),
    CHANNEL_LATENCY_MS: String(LATENCY_MS),
    TLS_CERT_FILE: tls.cert,
    TLS_KEY_FILE: tls.key,
  });
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const session = (await signin.json()) as { accessToken: string };
    const http = nodeHttp(server.url, session.accessToken);

    // 1. GET /publishing/api/v1/quiter: the whole stock, and the fields the page reads.
    const read = async (query: string) => {
      const times: number[] = [];
      let text = '';
      let gzipBytes = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/publishing/api/v1/quiter${query}`, {
          headers: { 'x-access-token': session.accessToken, 'accept-encoding': 'gzip' },
        });
        text = await res.text();
        times.push(performance.now() - t0);
        gzipBytes = Number(res.headers.get('content-length') ?? 0);
      }
      return { times, jsonBytes: Buffer.byteLength(text), gzipBytes, text };
    };
    const whole = await read('');
    const stock = JSON.parse(whole.text) as StockVehicle[];
    const listed = await read(`?fields=${STOCK_LIST_FIELDS.join(',')}`);
    const api = {
      whole: { ms: whole.times, json: whole.jsonBytes, gzip: whole.gzipBytes },
      page: { ms: listed.times, json: listed.jsonBytes, gzip: listed.gzipBytes },
    };

    // 2. In Chromium: cold loads of /stock-general-quiter with a stored session.
    const usableMs: number[] = [];
    const stockFetch: string[] = [];
    const countsMs: number[] = [];
    let filterMs: number[] = [];
    let channelFilterMs: number[] = [];
    const sendMs: number[] = [];
    const sendReports: string[] = [];
    let protocol = '';
    const sent = new Set<string>();
    for (let i = 0; i < runs; i++) {
      const browser = await launchBrowser({ extraArgs: ['--ignore-certificate-errors'] });
      try {
        const page = await browser.context.newPage();
        await page.addInitScript(
          (value) => localStorage.setItem('usuario', value),
          JSON.stringify(session),
        );
        await page.goto(`${server.url}/stock-general-quiter`);
        // Usable: the table shows its first page and the seven channel counts are there.
        await page.waitForFunction(
          (count) =>
            document.querySelectorAll('tbody tr input[type=checkbox]').length > 0 &&
            [...document.querySelectorAll('button[aria-label]')].filter((b) =>
              / no importados en /.test(b.getAttribute('aria-label') ?? ''),
            ).length === count,
          channels.length,
          { polling: 'raf', timeout: 60_000 },
        );
        usableMs.push(await page.evaluate(() => performance.now()));
        const fetchTiming = await page.evaluate(() => {
          const e = performance
            .getEntriesByType('resource')
            .find((r) => r.name.includes('/publishing/api/v1/quiter')) as
            PerformanceResourceTiming | undefined;
          return e ? [e.requestStart, e.responseStart, e.responseEnd] : [];
        });
        stockFetch.push(fetchTiming.map((x) => x.toFixed(0)).join('/'));
        const counts = await page.evaluate(
          ([name, count]) =>
            performance
              .getEntriesByName(name)
              .filter(
                (e) =>
                  ((e as PerformanceMeasure).detail as { channels?: number } | null)?.channels ===
                  count,
              )
              .map((e) => e.duration),
          [COUNTS_MEASURE, channels.length] as const,
        );
        countsMs.push(...counts.slice(-1));
        protocol = await page.evaluate(
          () =>
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
              .nextHopProtocol,
        );

        if (i === runs - 1) {
          // 3. Switching filters: the ten filter chips, then the channel count cards.
          filterMs = [];
          for (const label of ['VO', 'Disponibles', 'Diesel', 'KM0', 'Gasolina', 'VN']) {
            filterMs.push(
              await timeSwitch(page, '[aria-label="Filtros del stock"] .MuiChip-root', label),
            );
          }
          await timeSwitch(page, '[aria-label="Filtros del stock"] .MuiChip-root', 'VN');
          channelFilterMs = [];
          for (const c of channels) {
            channelFilterMs.push(
              await timeSwitch(
                page,
                `section[aria-labelledby="channel-${c.id}-title"] button[aria-pressed]`,
                '',
              ),
            );
          }

          // 4. 'Enviar' of 100 vehicles to the seven channels, as staff do it: filter on the
          // channel with the most to publish, select ten pages, tick every channel. Three
          // sends of different vehicles (one figure is noisy); the page is reloaded between
          // them with the selection cleared.
          for (let attempt = 0; attempt < SENDS; attempt++) {
            if (attempt > 0) {
              await page.evaluate(() => {
                for (const k of Object.keys(localStorage)) {
                  if (k.endsWith('stock.selectedIds')) localStorage.removeItem(k);
                }
              });
              await page.reload();
              await page
                .getByRole('button', { name: / no importados en Oferta de coches$/ })
                .waitFor();
            }
            const ofertas =
              'section[aria-labelledby="channel-oferta-de-coches-title"] button[aria-pressed]';
            await timeSwitch(page, ofertas, '');
            for (let p = 1; p <= SEND_VEHICLES / 10; p++) {
              if (p > 1) {
                await page
                  .locator('.MuiPagination-ul button', { hasText: new RegExp(`^${p}$`) })
                  .click();
                await page
                  .locator('.MuiPagination-ul button[aria-current="page"]', { hasText: String(p) })
                  .waitFor();
              }
              await page.locator('thead input[type=checkbox]').check();
            }
            // react-admin keeps the selection in its store (localStorage).
            const selectedIdvs = await page.evaluate(() => {
              const key = Object.keys(localStorage).find((k) => k.endsWith('stock.selectedIds'));
              const raw = key ? localStorage.getItem(key) : null;
              return raw ? (JSON.parse(raw) as string[]) : [];
            });
            if (selectedIdvs.length !== SEND_VEHICLES) {
              throw new Error(
                `Bench: ${selectedIdvs.length} vehicles selected, not ${SEND_VEHICLES}`,
              );
            }
            selectedIdvs.forEach((idv) => sent.add(String(idv)));
            const group = page.getByRole('group', { name: 'Canales de destino' });
            for (const c of channels) await group.getByLabel(c.label, { exact: true }).check();
            const t0 = performance.now();
            await page.getByRole('button', { name: 'Enviar' }).click();
            const report = page.getByRole('region', { name: 'Resultado del envío' });
            await report.waitFor({ timeout: 120_000 });
            sendMs.push(performance.now() - t0);
            sendReports.push((await report.locator('.MuiChip-label').allTextContents()).join(', '));
          }
        }
      } finally {
        await browser.close();
      }
    }

    // 5. The spec's legacy loop: the same channel modules, one request at a time, with
    // another 100 vehicles of the same kind (none of those sent above).
    const others = stock.filter((v) => !sent.has(v.idv) && !v.reservado).slice(0, SEND_VEHICLES);
    let serialRequests = 0;
    const counting: Http = (p, o) => {
      serialRequests++;
      return http(p, o);
    };
    const t0 = performance.now();
    await sendToChannels(others, channels, counting, { concurrency: 1 });
    const serialMs = performance.now() - t0;

    return {
      vehicles: stock.length,
      latencyMs: LATENCY_MS,
      protocol,
      api,
      usableMs,
      stockFetch,
      countsMs,
      filterMs,
      channelFilterMs,
      sendMs,
      sendReports,
      serialMs,
      serialRequests,
    };
  } finally {
    await server.stop();
    rmSync(certDir, { recursive: true, force: true });
  }
}

export function printStockFigures(s: StockFigures): void {
  const f = (n: number) => n.toFixed(0);
  const list = (xs: number[]) => `[${xs.map((x) => x.toFixed(1)).join(', ')}]`;
  console.log(
    `\nStock Quiter on ${s.vehicles} vehicles (HTTPS, ${s.protocol}; marketplace latency ${s.latencyMs} ms per channel call)`,
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  for (const [label, a] of [
    ['whole stock', s.api.whole],
    [`the page's ${STOCK_LIST_FIELDS.length} fields (?fields=)`, s.api.page],
  ] as const) {
    console.log(
      `GET /publishing/api/v1/quiter, ${label}: ${f(median(a.ms))} ms ${list(a.ms)}; ${mb(a.json)} JSON, ${mb(a.gzip)} gzip`,
    );
  }
  console.log(
    `/stock-general-quiter usable (table + seven counts), cold: ${f(median(s.usableMs))} ms ${list(s.usableMs)}   [target ≤ 1500 ms]`,
  );
  console.log(
    `  of which the stock request (start/first byte/last byte): ${s.stockFetch.join(', ')}`,
  );
  console.log(
    `Seven 'not imported' counts: ${median(s.countsMs).toFixed(1)} ms ${list(s.countsMs)}   [target ≤ 50 ms]`,
  );
  console.log(
    `Filter switch (filter chips): ${median(s.filterMs).toFixed(1)} ms ${list(s.filterMs)}   [target ≤ 100 ms]`,
  );
  console.log(
    `Filter switch (channel count cards): ${median(s.channelFilterMs).toFixed(1)} ms ${list(s.channelFilterMs)}`,
  );
  console.log(
    `'Enviar' ${SEND_VEHICLES} vehicles × ${channels.length} channels, bounded (page): ${f(median(s.sendMs))} ms ${list(s.sendMs)} (${s.sendReports.join(' / ')})   [target ≤ 5000 ms]`,
  );
  console.log(
    `Same, one request at a time (legacy loop, ${s.serialRequests} requests): ${f(s.serialMs)} ms`,
  );
  console.log(
    `Ratio: ${(s.serialMs / median(s.sendMs)).toFixed(1)}× faster (median send)   [target ≥ 10×]`,
  );
}
