// The own-site edit page's web fields in Chromium (fresh data folder): the campaign picker
// (active campaigns only, an inactive own campaign kept and marked), the campaign prices with
// 'Estado' Activado by default, the counter and the disclaimer read from the web host's
// settings, saved to the API; screenshots at 1366×768 and 390 px; no console errors.
// GOmotor's counter, disclaimer and campaign prices are the vehicle's web row's (/gomotor-api):
// saved there, not in the sale stock; a vehicle not on the web says so, its inputs disabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SaleVehicle } from '../../server/ownSites/saleVehicle';
import type { Campaign } from '../../src/domain/ownSites/vehicle';
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
let api: Awaited<ReturnType<typeof apiAs>>;

beforeAll(async () => {
  session = await openSession(DEMO_ADMIN);
  ({ server, browser, page } = session);
  api = await apiAs(server.url, DEMO_ADMIN);
});
afterAll(() => closeSession(session));

const json = async <T>(path: string, init?: { method?: string; body?: unknown }) =>
  (await (await api(path, init)).json()) as T;
/** The GOmotor web host's rows (apiAs prefixes /api; the URL resolves '..' to /gomotor-api). */
const webRows = () =>
  json<{ _id: string; idv: string; marketing?: unknown; discount?: unknown }[]>(
    '/../gomotor-api/vehicles?fields=_id,idv,marketing,discount',
  );
/** A select by its label (its accessible name also holds the value shown). */
const select = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) });
const optionTexts = async (label: string) => {
  await select(label).click();
  await page.getByRole('listbox').waitFor();
  const texts = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return texts;
};

describe('GOmotor edit page: campaign, campaign prices, counter and disclaimer', () => {
  it('keeps an inactive campaign, offers only active ones, and saves what is chosen', async () => {
    const campaigns = await json<Campaign[]>('/campaigns');
    const inactive = campaigns.find((c) => c.active === false)!;
    const active = campaigns.filter((c) => c.active === true).map((c) => c.name);
    const rows = await webRows();
    const onWeb = new Set(rows.map((r) => r.idv));
    const stock = await json<SaleVehicle[]>('/gomotor');
    const vehicle = stock.find((v) => onWeb.has(v.idv));
    await api(`/gomotor/${vehicle!._id}`, {
      method: 'PUT',
      body: { filter: { _id: vehicle!._id }, update: { campana: inactive } },
    });

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${server.url}/stock-gomotor/${vehicle!.idv}`);
    await page.getByRole('heading', { name: `Editar IDV: ${vehicle!.idv}`, level: 1 }).waitFor();
    await expect.poll(() => select('Campaña').textContent()).toBe(`${inactive.name} (inactiva)`);
    const offered = await optionTexts('Campaña');
    expect(offered[0]).toBe('Sin campaña');
    expect(offered.slice(1, -1).sort()).toEqual([...active].sort());
    expect(offered.at(-1)).toBe(`${inactive.name} (inactiva)`);
    await select('Campaña').scrollIntoViewIfNeeded();
    await screenshot(page, 'h8-edit-campana-1366');

    // Campaign prices: the web row's state (every row carries one; Activado only when none).
    const held = rows.find((r) => r.idv === vehicle!.idv)!.discount as { active?: boolean };
    await expect
      .poll(() => select('Estado').textContent())
      .toBe(held?.active === false ? 'Desactivado' : 'Activado');
    await select('Estado').click();
    await page.getByRole('option', { name: 'Activado', exact: true }).click();
    await page.getByLabel('Precio campaña contado').fill('18990');
    await page.getByLabel('Precio campaña financiado').fill('17990');
    // Counter from the active campaigns; disclaimer from GET /gomotor-api/settings.
    // The row's own disclaimer is shown (the placeholder when it has none).
    const heldText = (
      rows.find((r) => r.idv === vehicle!.idv)!.marketing as { disclaimerMessage?: string | null }
    )?.disclaimerMessage;
    expect(await select('Disclaimer').textContent()).toBe(heldText || 'Selecciona un mensaje');
    const counterOptions = await optionTexts('Contador');
    expect(counterOptions).toEqual([
      'Sin contador',
      ...[...active].sort((a, b) => a!.localeCompare(b!)),
    ]);
    await select('Contador').click();
    await page.getByRole('option', { name: counterOptions[1] }).click();
    // A text other than the row's, so that it changes.
    const disclaimers = (await optionTexts('Disclaimer')).slice(1).filter((t) => t !== heldText);
    expect(disclaimers.length).toBeGreaterThan(0);
    await select('Disclaimer').click();
    await page.getByRole('option', { name: disclaimers[0] }).click();
    await select('Disclaimer').scrollIntoViewIfNeeded();
    await screenshot(page, 'h8-edit-marketing-1366');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Vehículo actualizado con éxito').first().waitFor();
    const [saved] = await json<SaleVehicle[]>(`/gomotor/${vehicle!._id}`);
    expect(saved!.campana).toMatchObject({ _id: inactive._id, active: false });
    // The web fields went to the web row (what the web shows); the sale stock kept its own.
    await expect
      .poll(async () => (await webRows()).find((r) => r.idv === vehicle!.idv)?.discount)
      .toEqual({ active: true, price: 18990, financedPrice: 17990 });
    const row = (await webRows()).find((r) => r.idv === vehicle!.idv);
    expect(row!.marketing).toMatchObject({
      counter: { name: counterOptions[1] },
      disclaimerMessage: disclaimers[0],
    });
    expect(saved!.discount ?? null).toEqual(vehicle!.discount ?? null);
    expect(saved!.marketing ?? null).toEqual(vehicle!.marketing ?? null);

    // 390 px: the page is no wider than the screen, the long disclaimer cut in its field.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: `Editar IDV: ${vehicle!.idv}`, level: 1 }).waitFor();
    await expect.poll(() => select('Disclaimer').textContent()).toBe(disclaimers[0]);
    await select('Disclaimer').scrollIntoViewIfNeeded();
    await screenshot(page, 'h8-edit-marketing-390');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(browser.problems).toEqual([]);
  });

  it('a vehicle not on the web says so, its counter, disclaimer and campaign prices disabled', async () => {
    const onWeb = new Set((await webRows()).map((r) => r.idv));
    const offWeb = (await json<SaleVehicle[]>('/gomotor')).find((v) => !onWeb.has(v.idv));
    expect(offWeb).toBeDefined();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${server.url}/stock-gomotor/${offWeb!.idv}`);
    await page.getByRole('heading', { name: `Editar IDV: ${offWeb!.idv}`, level: 1 }).waitFor();
    const note = page.getByText('Este vehículo no está publicado en la web de GOmotor', {
      exact: false,
    });
    await note.waitFor();
    for (const label of ['Contador', 'Disclaimer', 'Estado'])
      expect(await select(label).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByLabel('Precio campaña contado').isDisabled()).toBe(true);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'h8b-edit-not-on-web-1366');
    expect(browser.problems).toEqual([]);
  });
});
