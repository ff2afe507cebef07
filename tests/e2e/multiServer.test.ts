// Two API servers on one PostgreSQL. A console connected to server B sees, live, a notification
// created through server A, and the bulk lock taken on A disables B's bulk panel until A releases
// it. The PostgreSQL is the e2e-pg project's, or one started here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPostgres, type TestPostgres } from '../postgres';
import {
  DEMO_ADMIN,
  apiAs,
  launchBrowser,
  postgresEnv,
  screenshot,
  signIn,
  startServer,
  type BrowserSession,
  type RunningServer,
} from './harness';

let postgres: TestPostgres | null = null;
let a: RunningServer;
let b: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  let env = await postgresEnv();
  if (!env.DATABASE_URL) {
    postgres = await startPostgres();
    env = await postgresEnv(postgres.adminUrl);
  }
  // A seeds the new database; B starts on it as it is.
  a = await startServer(env);
  b = await startServer(env);
  browser = await launchBrowser();
  page = await browser.context.newPage();
  await signIn(page, b.url, DEMO_ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await b?.stop();
  await a?.stop();
  await postgres?.stop();
});

describe('two API servers on one PostgreSQL', () => {
  it('a notification created through server A appears live in a console on server B', async () => {
    const bell = page.locator('button[aria-label^="Notificaciones:"]');
    const unread = async () =>
      Number(
        /(\d+) notificaciones sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1],
      );
    // The demo's unread ones, once the bell has read them.
    await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await unread();
    const onA = await apiAs(a.url, DEMO_ADMIN);
    const created = await onA('/notifications', {
      method: 'POST',
      body: { text: 'Creada en el servidor A', severity: 'info' },
    });
    expect(created.status).toBe(201);
    await expect.poll(unread, { timeout: 15_000 }).toBe(before + 1);
    await bell.click();
    await page
      .getByRole('list', { name: 'Notificaciones sin leer' })
      .getByText('Creada en el servidor A')
      .waitFor();
    await screenshot(page, 'multi-server-notification-from-server-a');
    await page.keyboard.press('Escape');
  });

  it('a bulk run held on server A disables the bulk panel on server B, live, until released', async () => {
    await page.goto(`${b.url}/stock-gomotor`);
    await page.locator('[data-card="resumen.total"]').waitFor();
    const toggle = page.getByRole('button', { name: 'EXPANDIR' });
    if (await toggle.count()) await toggle.click();
    const rows = page.getByRole('table', { name: 'Vehículos de GOmotor' }).locator('tbody tr');
    await rows.first().waitFor();
    await rows.first().getByRole('checkbox').check();
    const panel = page.getByRole('region', { name: 'Acciones masivas' });
    await panel.waitFor();

    const onA = await apiAs(a.url, DEMO_ADMIN);
    expect((await onA('/process/bulk', { method: 'PUT', body: { active: true } })).status).toBe(
      200,
    );
    const warning = panel.getByText(/^Hay una acción masiva en curso/);
    await warning.waitFor();
    await screenshot(page, 'multi-server-bulk-held-on-server-a');
    // And the server B itself refuses one (the lock is the database's, not a server's).
    const onB = await apiAs(b.url, DEMO_ADMIN);
    const refused = await onB('/grupoliva/woocommerce-sync');
    expect(refused.status).toBe(409);

    expect((await onA('/process/bulk', { method: 'PUT', body: { active: false } })).status).toBe(
      200,
    );
    await warning.waitFor({ state: 'detached' });
  });

  it('left no console error or warning', () => {
    expect(browser.problems).toEqual([]);
  });
});
