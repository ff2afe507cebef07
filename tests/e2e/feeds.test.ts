// A feed opened from a channel card: on 'Stock Quiter', a staff member (not the administrator)
// generates Motoreto's XML from its card's menu, sees when it was generated and how many vehicles
// it holds, opens it in a new tab and downloads it (valid against its schema); then empties one
// Wallapop account behind a confirmation naming the count.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readValidFeed } from '../unit/feedsValidation';
import {
  DEMO_STAFF,
  SCREENSHOT_DIR,
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
  session = await openSession(DEMO_STAFF);
  ({ server, browser, page } = session);
});
afterAll(() => closeSession(session));

const card = (label: string): Locator => page.getByRole('region', { name: label, exact: true });
const feedButton = (label: string): Locator =>
  card(label).getByRole('button', { name: `XML de ${label}: abrir, descargar o generar` });
const menu = (): Locator => page.getByRole('menu');
const toast = (text: RegExp): Locator => page.getByText(text);

const listingCount = async (path: string): Promise<number> => {
  const api = await apiAs(server.url, DEMO_STAFF);
  return ((await (await api(`${path}?fields=idv`)).json()) as unknown[]).length;
};

describe('a feed opened from a channel card', () => {
  let published = 0;

  it('generates Motoreto’s XML from its card and says when and how many', async () => {
    published = await listingCount('/publishing/api/v1/motoreto/vehicles');
    await page.goto(`${server.url}/stock-general-quiter`);
    await feedButton('Motoreto').click();
    await menu().getByText('Aún no se ha generado').waitFor();
    await screenshot(page, 'feeds-01-menu-sin-generar');
    await menu().getByRole('menuitem', { name: 'Generar XML de Motoreto' }).click();
    const done = new RegExp(`^XML de Motoreto generado: 1 fichero, ${published} vehículos$`);
    await toast(done).waitFor();

    await feedButton('Motoreto').click();
    const open = menu().getByRole('menuitem', { name: 'Abrir motoreto.xml' });
    await open.waitFor();
    await expect
      .poll(() => open.textContent())
      .toMatch(
        new RegExp(`${published} vehículos · .+ · generado el \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d`),
      );
    await screenshot(page, 'feeds-02-menu-generado');
  });

  it('opens the file in a new tab: the XML with one anuncio per vehicle', async () => {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      menu().getByRole('menuitem', { name: 'Abrir motoreto.xml' }).click(),
    ]);
    await tab.waitForURL(/^blob:/);
    await tab.waitForLoadState();
    // Chromium's XML viewer shows the tree and keeps the document it read beside it.
    const xml = await tab.evaluate(() => {
      const source = document.getElementById('webkit-xml-viewer-source-xml');
      return source?.firstElementChild
        ? new XMLSerializer().serializeToString(source.firstElementChild)
        : '';
    });
    await tab.getByText('This XML file does not appear to have any style information').waitFor();
    const doc = readValidFeed('motoreto', xml);
    expect(doc.motoreto!.anuncio).toHaveLength(published);
    // Only the top of the tree: the whole file is a few thousand lines.
    await tab.screenshot({ path: path.join(SCREENSHOT_DIR, 'feeds-03-xml-abierto.png') });
    await tab.close();
  });

  it('downloads it as motoreto.xml, valid against schemas/feeds/motoreto.json', async () => {
    await feedButton('Motoreto').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu().getByRole('menuitem', { name: 'Descargar motoreto.xml' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('motoreto.xml');
    const xml = await readFile((await download.path())!, 'utf8');
    expect(readValidFeed('motoreto', xml).motoreto!['@_total']).toBe(String(published));
  });

  it('empties one Wallapop account behind a confirmation that names the count', async () => {
    await feedButton('Wallapop').click();
    await menu().getByRole('menuitem', { name: 'Generar XML de Wallapop' }).click();
    await toast(/^XML de Wallapop generado: 3 ficheros, [\d.]+ vehículos$/).waitFor();
    await feedButton('Wallapop').click();
    const drop = menu().getByRole('menuitem', {
      name: /^Eliminar anuncios de Joaquín Oliva Tarragona/,
    });
    await drop.waitFor();
    const count = Number(
      /([\d.]+) vehículos?/.exec((await drop.textContent()) ?? '')![1]!.replace(/\./g, ''),
    );
    expect(count).toBeGreaterThan(0);
    await screenshot(page, 'feeds-04-menu-wallapop');
    await drop.click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        `Se eliminarán ${count} vehículos de Joaquín Oliva Tarragona. Esta acción no se puede deshacer.`,
      )
      .waitFor();
    await screenshot(page, 'feeds-05-confirmar-eliminar');
    const before = await listingCount('/publishing/api/v1/wallapop/vehicles');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await toast(
      new RegExp(`^Wallapop \\(Joaquín Oliva Tarragona\\): ${count} vehículos eliminados$`),
    ).waitFor();
    expect(await listingCount('/publishing/api/v1/wallapop/vehicles')).toBe(before - count);
    await screenshot(page, 'feeds-06-eliminados');
  });

  it('left no console error or warning', () => {
    expect(browser.problems).toEqual([]);
  });
});
