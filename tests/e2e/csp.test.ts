// The Content-Security-Policy breaks no page. Every console route is visited in Chromium with the
// policy the server sends; a violation (the `securitypolicyviolation` event, or Chromium's 'Refused
// to …' console error) fails the test, photos must load, the live socket must deliver a
// notification to the bell, and the console's screens, uploads and downloads keep working. An
// inline script injected on purpose is refused, which shows the policy is enforced, not merely
// sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  apiAs,
  closeSession,
  DEMO_ADMIN,
  openSession,
  screenshot,
  signIn,
  type BrowserSession,
  type E2eSession,
  type RunningServer,
} from './harness';

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineRan?: boolean;
  }
}

let session: E2eSession;
let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let idvWithPhotos = '';

beforeAll(async () => {
  session = await openSession();
  ({ server, browser, page } = session);
  // Before any page script: collect every violation the page reports.
  await browser.context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const api = await apiAs(server.url, DEMO_ADMIN);
  const stock = (await (await api('/publishing/api/v1/quiter')).json()) as {
    idv: string;
    recursos: unknown[];
  }[];
  idvWithPhotos = stock.find((v) => v.recursos.length > 2)?.idv ?? '';
  await signIn(page, server.url, DEMO_ADMIN);
});
afterAll(() => closeSession(session));

const violations = (p: Page) => p.evaluate(() => window.__cspViolations ?? []);
const cspProblems = () =>
  browser.problems.filter((line) => /Content Security Policy|Refused to/i.test(line));

interface Route {
  name: string;
  path: () => string;
  /** Shown once the page has its data (and so has made its requests). */
  ready: (page: Page) => Locator;
}

const ROUTES: Route[] = [
  { name: 'dashboard', path: () => '/dashboard', ready: (p) => p.getByText('Correcto').first() },
  { name: 'portal-U97', path: () => '/quiter/U97', ready: (p) => p.getByText('Online') },
  { name: 'json-quiter', path: () => '/json-quiter', ready: (p) => p.getByLabel('Fichero') },
  {
    name: 'stock-general-quiter',
    path: () => '/stock-general-quiter',
    ready: (p) => p.locator('tbody tr').first(),
  },
  {
    name: 'ficha-vehiculo',
    path: () => `/stock-general-quiter/${encodeURIComponent(idvWithPhotos)}`,
    ready: (p) => p.getByText('Campos sin valor:'),
  },
  {
    name: 'subir-csv',
    path: () => '/subir-csv',
    ready: (p) => p.getByRole('button', { name: 'Subir CSV' }),
  },
  {
    name: 'mi-cuenta',
    path: () => '/mi-cuenta',
    ready: (p) => p.getByText('Teléfono'),
  },
  {
    name: 'notificaciones',
    path: () => '/notificaciones',
    ready: (p) => p.locator('tbody tr').first(),
  },
  {
    name: 'ajustes-usuarios',
    path: () => '/settings/users',
    ready: (p) => p.locator('tbody tr').first(),
  },
  {
    name: 'ajustes-wallapop',
    path: () => '/settings/wallapop',
    ready: (p) => p.getByRole('grid', { name: 'Cuentas de Wallapop' }),
  },
];

describe('Content-Security-Policy in the browser', () => {
  it('is sent with the console: own scripts only, no framing', async () => {
    const res = await page.goto(`${server.url}/dashboard`);
    const csp = (await res?.headerValue('content-security-policy')) ?? '';
    expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(await res?.headerValue('x-content-type-options')).toBe('nosniff');
  });

  it.each(ROUTES)('$name loads without a violation', async (route) => {
    const before = cspProblems().length;
    await page.goto(`${server.url}${route.path()}`);
    await route.ready(page).waitFor();
    // Let late requests (lazy chunks, the socket, photos) happen before judging.
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(cspProblems().slice(before)).toEqual([]);
  });

  it("loads the data sheet's photos", async () => {
    await page.goto(`${server.url}/stock-general-quiter/${encodeURIComponent(idvWithPhotos)}`);
    await page.locator('img').first().waitFor();
    await expect
      .poll(() =>
        page.$$eval('img', (images) => images.every((img) => img.complete && img.naturalWidth > 0)),
      )
      .toBe(true);
    expect(await page.locator('img').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
  });

  it('keeps the live socket: a notification created on the server reaches the bell', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByText('Correcto').first().waitFor();
    const badge = page.locator('.MuiBadge-badge').first();
    await expect.poll(async () => Number(await badge.textContent())).toBeGreaterThan(0);
    const before = Number(await badge.textContent());
    const api = await apiAs(server.url, DEMO_ADMIN);
    const res = await api('/notifications', {
      method: 'POST',
      body: { text: 'Comprobación de la CSP: aviso en directo', severity: 'info' },
    });
    expect(res.status).toBe(201);
    await expect.poll(async () => Number(await badge.textContent())).toBe(before + 1);
    expect(await violations(page)).toEqual([]);
    expect(cspProblems()).toEqual([]);
  });

  it('refuses an injected inline script (the policy is enforced)', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByText('Correcto').first().waitFor();
    const before = browser.problems.length;
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.appendChild(script);
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => window.__inlineRan ?? false)).toBe(false);
    // Chromium reports the refusal as a console error: expected here, and only here.
    const refused = browser.problems.slice(before);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((line) => /Content Security Policy|Refused to/i.test(line))).toBe(true);
    browser.problems.splice(before, refused.length);
  });

  it('shows the Wallapop grid and the CSV list under the policy (screenshots)', async () => {
    await page.goto(`${server.url}/settings/wallapop`);
    await page
      .getByRole('grid', { name: 'Cuentas de Wallapop' })
      .getByText('wlp-general')
      .waitFor();
    await screenshot(page, 'csp-ajustes-wallapop');
    await page.goto(`${server.url}/subir-csv`);
    await page.getByRole('button', { name: 'Subir CSV' }).waitFor();
    await screenshot(page, 'csp-subir-csv');
    expect(await violations(page)).toEqual([]);
  });

  it('ends with no console error or warning on any page', () => {
    expect(browser.problems).toEqual([]);
  });
});
