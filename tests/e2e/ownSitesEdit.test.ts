// The own-site edit page's web fields in Chromium (fresh data folder): the campaign picker
// (active campaigns only, an inactive own campaign kept and marked), the campaign prices with
// 'Estado' Activado by default, the counter and the disclaimer read from the web host's
// settings, saved to the API; screenshots at 1366×768 and 390 px; no console errors.
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
    const [vehicle] = await json<SaleVehicle[]>('/gomotor');
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

    // Campaign prices: Activado by default.
    await expect.poll(() => select('Estado').textContent()).toBe('Activado');
    await page.getByLabel('Precio campaña contado').fill('18990');
    await page.getByLabel('Precio campaña financiado').fill('17990');
    // Counter from the active campaigns; disclaimer from GET /gomotor-api/settings.
    expect(await select('Disclaimer').textContent()).toBe('Selecciona un mensaje');
    const counterOptions = await optionTexts('Contador');
    expect(counterOptions).toEqual([
      'Sin contador',
      ...[...active].sort((a, b) => a!.localeCompare(b!)),
    ]);
    await select('Contador').click();
    await page.getByRole('option', { name: counterOptions[1] }).click();
    const disclaimers = (await optionTexts('Disclaimer')).slice(1);
    expect(disclaimers.length).toBeGreaterThan(0);
    await select('Disclaimer').click();
    await page.getByRole('option', { name: disclaimers[0] }).click();
    await select('Disclaimer').scrollIntoViewIfNeeded();
    await screenshot(page, 'h8-edit-marketing-1366');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Vehículo actualizado con éxito').first().waitFor();
    const [saved] = await json<SaleVehicle[]>(`/gomotor/${vehicle!._id}`);
    expect(saved!.campana).toMatchObject({ _id: inactive._id, active: false });
    expect(saved!.discount).toEqual({ active: true, price: 18990, financedPrice: 17990 });
    expect(saved!.marketing).toMatchObject({
      counter: { name: counterOptions[1] },
      disclaimerMessage: disclaimers[0],
    });

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
});
