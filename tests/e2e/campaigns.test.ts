// In the browser: create, edit, deactivate and delete a campaign and watch its countdown tick
// (Chromium, fresh data folder). The campaign is created in /campaigns (campaign names), edited
// there, deactivated in the CountDown Maker (/contadores, countdown names) — one collection — where
// its card ticks every second, then deleted; a demo campaign that vehicles carry is refused with
// the server's 409, shown to the user. Screenshots; no console errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCountdownDateTime } from '../../src/domain/format';
import { toPickerValue } from '../../src/domain/campaigns';
import {
  DEMO_ADMIN,
  apiAs,
  closeSession,
  openSession,
  screenshot,
  type BrowserSession,
  type E2eSession,
  type RunningServer,
} from './harness';

let session: E2eSession;
let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession(DEMO_ADMIN);
  ({ server, browser, page } = session);
});
afterAll(() => closeSession(session));

const HOUR = 3600 * 1000;
const NAME = 'Semana del híbrido e2e';
const RENAMED = 'Semana del híbrido';
// Started an hour ago, ends in two days: a running countdown (the browser runs in the
// machine's zone; the dates are typed as Madrid's wall clock).
const start = formatCountdownDateTime(Date.now() - HOUR);
const end = formatCountdownDateTime(Date.now() + 48 * HOUR);

const openMenuEntry = async (entry: string) => {
  const group = page.getByRole('group', { name: 'Campañas' });
  if (!(await group.isVisible())) await page.getByRole('menuitem', { name: 'Campañas' }).click();
  await group.getByText(entry, { exact: true }).click();
};
const row = (name: string) => page.getByRole('row').filter({ hasText: name });
const card = (name: string) => page.getByRole('article', { name: `Contador ${name}` });

describe('campaigns and the CountDown Maker', () => {
  it('creates a campaign in /campaigns, with the rules said in Spanish', async () => {
    await openMenuEntry('Campañas');
    await page.waitForURL(/\/campaigns$/);
    // The address changes before the page's code has arrived, while the dashboard (whose
    // charts carry tables too) is still on screen: wait for the campaigns' own table.
    await page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Nombre' }) })
      .waitFor();
    await screenshot(page, 'campaigns-list');

    await page.getByRole('link', { name: 'Nueva campaña' }).click();
    await page.waitForURL(/\/campaigns\/create$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El nombre es obligatorio').waitFor();
    await page.getByText('La fecha de inicio es obligatoria').waitFor();

    await page.getByLabel(/^Nombre/).fill(NAME);
    await page.getByLabel(/^Texto de la campaña/).fill('Hasta 3.000 € por su coche usado');
    await page.getByLabel(/^Fecha de inicio/).fill(end);
    await page.getByLabel(/^Fecha de fin/).fill(start);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('La fecha de fin debe ser posterior a la de inicio').waitFor();
    await page.getByLabel(/^Fecha de inicio/).fill(start);
    await page.getByLabel(/^Fecha de fin/).fill(end);
    await page.getByLabel(/^Color del distintivo/).fill('#0a7d3b');
    await page.getByTestId('badge-preview').getByText(NAME).waitFor();
    await screenshot(page, 'campaign-create');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await page.waitForURL(/\/campaigns$/);
    await row(NAME).getByText('Activa').waitFor();
    const api = await apiAs(server.url, DEMO_ADMIN);
    const stored = (
      (await (await api('/campaigns')).json()) as { name: string; startDate: string }[]
    ).find((c) => c.name === NAME);
    expect(formatCountdownDateTime(stored?.startDate)).toBe(start);
  });

  it('edits it in /campaigns', async () => {
    await row(NAME).getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/campaigns\/[^/]+$/);
    await expect.poll(() => page.getByLabel(/^Fecha de inicio/).inputValue()).toBe(start);
    await page.getByLabel(/^Nombre/).fill(RENAMED);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/campaigns$/);
    await row(RENAMED).waitFor();
    expect(await row(NAME).count()).toBe(0);
  });

  it('its countdown ticks every second in the CountDown Maker', async () => {
    await openMenuEntry('CountDown Maker');
    await page.waitForURL(/\/contadores$/);
    const timer = card(RENAMED).getByRole('timer');
    await timer.waitFor();
    const first = await timer.getAttribute('aria-label');
    expect(first).toMatch(/^Termina en (1 días, 22|1 días, 23) horas/);
    await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 5000 }).not.toBe(first);
    const second = await timer.getAttribute('aria-label');
    await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 5000 }).not.toBe(second);
    await screenshot(page, 'countdown-maker');
  });

  it("deactivates it in 'Editar contador' (Activada → Desactivada) and the table says Inactiva", async () => {
    await row(RENAMED)
      .getByRole('button', { name: `Editar ${RENAMED}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar contador' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Fecha de inicio/).inputValue()).toBe(start);
    expect(await dialog.getByLabel(/^Fecha de fin/).inputValue()).toBe(end);
    // The calendar button opens Chromium's date-time picker; a date picked there (its
    // zoneless value) lands in the field as MM/DD/YYYY HH:mm:ss.
    await dialog.getByRole('button', { name: 'Elegir fecha de fin en el calendario' }).click();
    await page.keyboard.press('Escape');
    const later = formatCountdownDateTime(Date.now() + 72 * HOUR);
    await dialog.locator('input[type="datetime-local"]').nth(1).fill(toPickerValue(later));
    expect(await dialog.getByLabel(/^Fecha de fin/).inputValue()).toBe(later);
    await dialog.getByLabel(/^Fecha de fin/).fill(end);
    await dialog.getByRole('switch', { name: 'Activada' }).click();
    await dialog.getByText('Desactivada').waitFor();
    await dialog.getByTestId('badge-countdown').waitFor();
    await screenshot(page, 'countdown-edit');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(RENAMED).getByText('Inactiva').waitFor();
    await card(RENAMED).getByText('Inactiva').waitFor();
  });

  it('a demo campaign that vehicles carry cannot be deleted: the 409 is shown', async () => {
    await row('Black Friday').getByRole('button', { name: 'Eliminar Black Friday' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar la campaña «Black Friday»?' });
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    const refusal = page.getByText(
      /^No se puede eliminar la campaña «Black Friday»: la llevan \d+ vehículos/,
    );
    await refusal.waitFor();
    await screenshot(page, 'countdown-delete-refused');
    await card('Black Friday').waitFor();
  });

  it("creates a counter in 'Nueva contador' with an uploaded icon", async () => {
    // A 1×1 PNG: the server checks the image by its content.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByRole('button', { name: 'Nueva contador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva contador' });
    await dialog.getByLabel(/^Nombre/).fill('Contador con icono');
    await dialog.getByLabel(/^Fecha de inicio/).fill(start);
    await dialog.getByLabel(/^Fecha de fin/).fill(end);
    await dialog
      .getByLabel('Subir icono')
      .setInputFiles({ name: 'estrella.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => dialog.getByLabel(/^Icono/).inputValue())
      .toMatch(/^\/api\/uploads\/images\/campaigns\/.+/);
    const icon = await dialog.getByLabel(/^Icono/).inputValue();
    await expect
      .poll(() => dialog.getByTestId('badge-preview').locator('img').getAttribute('src'))
      .toBe(icon);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const created = card('Contador con icono');
    await created.getByRole('timer').waitFor();
    expect(await created.locator('img').getAttribute('src')).toBe(icon);
    expect(
      await created.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(1);
    await row('Contador con icono')
      .getByRole('button', { name: 'Eliminar Contador con icono' })
      .click();
    await page
      .getByRole('dialog', { name: '¿Eliminar la campaña «Contador con icono»?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await created.waitFor({ state: 'detached' });
  });

  it('deletes the new campaign after confirmation', async () => {
    await row(RENAMED)
      .getByRole('button', { name: `Eliminar ${RENAMED}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `¿Eliminar la campaña «${RENAMED}»?` });
    await confirm.getByText('Esta acción, no se puede deshacer...').waitFor();
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await card(RENAMED).waitFor({ state: 'detached' });
    expect(await row(RENAMED).count()).toBe(0);
  });

  it('shows no console errors', () => {
    // The 409 of the refused delete is the browser's own network log line, not ours.
    const ours = browser.problems.filter((p) => !/status of 409/.test(p));
    expect(ours).toEqual([]);
  });
});
