// Browser walk-through of the Coches.net publisher /coches-net (Chromium, fresh data folder, the
// reference marketplace paced at 200 ms): load an account, filter by each review tile, send 3
// vehicles and watch the progress and the coloured results, find the run in 'Ver Acciones', edit
// the account's settings, the account update dialog, a manual car on account 5 with two uploaded
// photos; screenshots at 1366×768 and 390 px; no console errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  launchBrowser,
  screenshot,
  signIn,
  startServer,
  type BrowserSession,
  type RunningServer,
} from './harness';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
/** Vehicles of the send the marketplace refused (their 4xx is logged by the browser). */
let refusedSends = 0;

beforeAll(async () => {
  server = await startServer({ CNET_PACE_MS: '200' });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, DEMO_ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const table = (): Locator => page.getByRole('table', { name: 'Vehículos de Coches.net' });
const bodyRows = (): Locator => table().locator('tbody tr');
const tile = (label: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${label}: `) });
const tileCount = async (label: string): Promise<number> =>
  Number(((await tile(label).getAttribute('aria-label')) ?? '').split(': ')[1].replace(/\./g, ''));

const chooseAccount = async (name: RegExp, loaded: string) => {
  await page.getByLabel('Cuenta de Coches.net').click();
  await page.getByRole('option', { name }).click();
  await page.getByText(loaded).first().waitFor();
};

describe('/coches-net publisher', () => {
  it('opens from the menu and loads an account with its tiles', async () => {
    await page.getByRole('menuitem', { name: 'Webs Externas' }).click();
    await page.getByRole('group', { name: 'Webs Externas' }).getByText('Coches.net').click();
    await page.waitForURL(/\/coches-net$/);
    await chooseAccount(/Tests DEMO/, 'Vehículos cargados correctamente');
    expect(await tileCount('Total')).toBeGreaterThan(0);
    expect(await bodyRows().count()).toBe(Math.min(10, await tileCount('Total')));
    await screenshot(page, 'coches-net-account');
  });

  it('filters by each review tile; clicking it again clears the filter', async () => {
    const total = await tileCount('Total');
    for (const label of ['Precios', 'Garantías', 'Color']) {
      const count = await tileCount(label);
      expect(count, label).toBeGreaterThan(0);
      await tile(label).click();
      await expect.poll(() => bodyRows().count()).toBe(Math.min(10, count));
      expect(await tile(label).getAttribute('aria-pressed')).toBe('true');
      if (label === 'Color') await screenshot(page, 'coches-net-color-review');
      await tile(label).click();
      await expect.poll(() => bodyRows().count()).toBe(Math.min(10, total));
    }
  });

  it('sends 3 vehicles of the own database with progress and coloured results', async () => {
    await chooseAccount(
      /Base de datos propia/,
      'Se han cargado los vehículos de la base de datos correctamente',
    );
    for (const index of [0, 1, 2]) await bodyRows().nth(index).getByRole('checkbox').check();
    await page.getByText('3 vehículos seleccionados').waitFor();
    await page.getByLabel('Cuenta de destino').click();
    await page.getByRole('option', { name: /Oliva Motor Girona/ }).click();
    await page.getByRole('button', { name: 'Enviar a Coches.net' }).click();
    const progress = page.getByRole('status', { name: 'Progreso del envío' });
    // Vehicles the console refuses itself (the marketplace's 422 pre-checked) take no pause,
    // so the run may already be further on.
    await progress.getByText(/^Exportando vehículo: [123] de 3$/).waitFor();
    expect(await progress.getByRole('progressbar').count()).toBe(1);
    await screenshot(page, 'coches-net-sending');
    await progress.getByText('Exportando vehículo: 3 de 3').waitFor({ timeout: 30000 });
    await page.getByText(/^Coches\.net \(Oliva Motor Girona\): /).waitFor({ timeout: 30000 });
    const statuses = await table()
      .locator('[data-status]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-status')));
    expect(statuses).toHaveLength(3);
    for (const status of statuses)
      expect(['success', 'info', 'warning', 'error']).toContain(status);
    refusedSends = statuses.filter((status) => status !== 'success').length;
    await screenshot(page, 'coches-net-sent');
  });

  it("finds the run in 'Ver Acciones' and opens its per-vehicle results", async () => {
    await page.getByRole('button', { name: 'Ver Acciones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acciones en Coches.net' });
    const newest = dialog.getByText(/Coches\.net \(/).first();
    await newest.waitFor();
    expect(await newest.textContent()).toContain('Oliva Motor Girona');
    await newest.click();
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(3);
    await screenshot(page, 'coches-net-actions');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it("edits the account's settings", async () => {
    await chooseAccount(/Tests DEMO/, 'Vehículos cargados correctamente');
    await page.getByRole('button', { name: 'Ajustes' }).click();
    const description = page.getByLabel('Descripción web');
    await description.fill('Garantía de 24 meses en todos nuestros vehículos');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes de la cuenta guardados').waitFor();
    await page.getByRole('button', { name: 'Ajustes' }).click();
    expect(await page.getByLabel('Descripción web').inputValue()).toBe(
      'Garantía de 24 meses en todos nuestros vehículos',
    );
    await page.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('updates an account in two steps', async () => {
    await chooseAccount(/Grupo Oliva/, 'Vehículos cargados correctamente');
    const before = await tileCount('Total');
    await page.getByRole('button', { name: 'Actualizar cuenta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Este proceso eliminara vehículos reservados o no disponibles')
      .waitFor();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    const heading = dialog.getByText(/^Se eliminaran? \d+ vehículos?:$/);
    await heading.waitFor();
    const doomed = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    expect(doomed).toBeGreaterThan(0);
    expect(await dialog.getByRole('listitem').count()).toBe(doomed);
    await screenshot(page, 'coches-net-update-account');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(/^Cuenta Grupo Oliva actualizada: \d+ vehículos? eliminados?$/).waitFor();
    await expect.poll(() => tileCount('Total')).toBe(before - doomed);
  });

  it('creates a car by hand on account 5', async () => {
    const before = await tileCount('Total');
    await page.getByRole('button', { name: 'Crear vehículo manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear vehículo manual' });
    const pick = async (label: string, option: string) => {
      await dialog.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await pick('Marca', 'MINI');
    await dialog.getByLabel('Modelo', { exact: true }).fill('Cooper');
    await dialog.getByLabel('Versión').fill('SE 3p');
    await pick('Año', '2022');
    await pick('Combustible', 'Eléctrico');
    await dialog.getByLabel('Carrocería').fill('Compacto');
    await pick('Puertas', '3');
    await pick('Cambio', 'Automático');
    await pick('Garantía (meses)', '24 meses');
    await pick('Color', 'Gris/plata');
    await dialog.getByLabel('Precio (€)').fill('27.890');
    await pick('Ubicación', 'Girona');
    await pick('Etiqueta medioambiental', '0');
    // Two photos chosen at once, each uploaded; the second made the main one.
    await dialog.getByLabel('Añadir fotos').setInputFiles([
      { name: 'lateral.png', mimeType: 'image/png', buffer: PNG },
      { name: 'frontal.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const photos = dialog.getByRole('list', { name: 'Fotos elegidas' }).getByRole('listitem');
    await expect.poll(() => photos.getByText('Subida').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Mover antes: frontal.png' }).click();
    await expect.poll(() => photos.first().getAttribute('aria-label')).toBe('Foto 1: frontal.png');
    expect(await dialog.getByRole('img', { name: 'Foto 2: lateral.png' }).isVisible()).toBe(true);
    await screenshot(page, 'coches-net-manual-car');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('La base de datos se ha actualizado.').waitFor();
    await expect.poll(() => tileCount('Total')).toBe(before + 1);
    // The listing carries the uploaded photos' public URLs, main first, served as images.
    const served = await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('usuario') ?? '{}') as { accessToken: string })
        .accessToken;
      const listings = (await (
        await fetch('/api/cnet/api/vehicles?account=5', { headers: { 'x-access-token': token } })
      ).json()) as { title: string; photos: { url: string; main: boolean; order: number }[] }[];
      const mini = listings.find((l) => l.title === 'MINI Cooper SE 3p');
      const first = mini ? await fetch(mini.photos[0]!.url) : null;
      return { photos: mini?.photos, type: first?.headers.get('content-type') };
    });
    expect(served.photos).toEqual([
      {
        url: expect.stringMatching(/^http:\/\/.+\/api\/uploads\/images\/frontal-[^/]+\.png$/),
        main: true,
        order: 1,
      },
      {
        url: expect.stringMatching(/\/api\/uploads\/images\/lateral-[^/]+\.png$/),
        main: false,
        order: 2,
      },
    ]);
    expect(served.type).toBe('image/png');
  });

  it('edits a listing from its row and comes back to the account', async () => {
    await bodyRows().first().getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/coches-net\/[^/?]+\?cuenta=5$/);
    const warranty = page.getByRole('textbox', { name: 'Garantía (meses)' });
    await warranty.fill('36');
    await screenshot(page, 'coches-net-edit');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Vehículo actualizado con éxito').waitFor();
    await page.waitForURL(/\/coches-net\?cuenta=5$/);
    await page.getByText('Vehículos cargados correctamente').first().waitFor();
    expect(await page.getByLabel('Cuenta de Coches.net').textContent()).toContain('Grupo Oliva');
  });

  it('asks before leaving the page during a run', async () => {
    await chooseAccount(
      /Base de datos propia/,
      'Se han cargado los vehículos de la base de datos correctamente',
    );
    for (const index of [3, 4]) await bodyRows().nth(index).getByRole('checkbox').check();
    await page.getByLabel('Cuenta de destino').click();
    await page.getByRole('option', { name: /Oliva Motor Tarragona/ }).click();
    await page.getByRole('button', { name: 'Enviar a Coches.net' }).click();
    const cancel = page.getByRole('button', { name: 'Cancelar' });
    await cancel.waitFor();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const ask = page.getByRole('dialog', { name: 'Hay un envío a Coches.net en curso' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Quedarse' }).click();
    expect(new URL(page.url()).pathname).toBe('/coches-net');
    await page.getByText(/^Coches\.net \(Oliva Motor Tarragona\): /).waitFor({ timeout: 30000 });
    const statuses = await table()
      .locator('[data-status]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-status')));
    expect(statuses).toHaveLength(2);
    refusedSends += statuses.filter((status) => status !== 'success').length;
  });

  it('is usable at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/coches-net`);
    await chooseAccount(/Grupo Oliva/, 'Vehículos cargados correctamente');
    await tile('Garantías').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
    await screenshot(page, 'coches-net-390');
    // A vehicle the marketplace refuses (e.g. 409, already listed on the account) is a result
    // of the run, shown in its row; Chromium logs its 4xx answer, nothing else may be logged.
    const refusal = /Failed to load resource: the server responded with a status of 4(0[09]|22|29)/;
    expect(browser.problems.filter((p) => !refusal.test(p))).toEqual([]);
    const logged = browser.problems.filter((p) => refusal.test(p));
    expect(logged.length, `${refusedSends} refused: ${logged.join('; ')}`).toBeLessThanOrEqual(
      refusedSends,
    );
  });
});
