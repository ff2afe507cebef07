// In the browser: the Aramis Francia panel /aramis-francia (Chromium, fresh data folder): opened
// from 'Webs Externas', 10 rows a page, a price edited in the row, the publicacion_manual switch,
// the row's edit dialog, delete and bulk delete with confirmation, 'Generar CSV' gives a CSV with
// the supplier's columns, 'Actualizar stock' says what it did and keeps the manual vehicle,
// 'Eliminar stock' names the count; screenshots; no console errors.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARAMIS_RECORD_FIELDS } from '../../src/domain/aramis';
import { formatEuros } from '../../src/domain/format';
import {
  DEMO_ADMIN,
  apiAs,
  launchBrowser,
  screenshot,
  signIn,
  startServer,
  type BrowserSession,
  type RunningServer,
} from './harness';

type Listing = Record<string, unknown> & { _id: string; vehicle_id: string };

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let api: Awaited<ReturnType<typeof apiAs>>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, DEMO_ADMIN);
  api = await apiAs(server.url, DEMO_ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = (): Locator => page.locator('table tbody tr');
const rowOf = (vehicleId: string): Locator =>
  rows().filter({ has: page.getByRole('button', { name: `Editar ${vehicleId}`, exact: true }) });

/** The panel's first page as the server sorts it (vehicle_id ascending). */
const firstPage = async (): Promise<Listing[]> =>
  (await api('/aramis-francia?_start=0&_end=10&_sort=vehicle_id&_order=ASC')).json() as Promise<
    Listing[]
  >;
const listing = async (id: string) =>
  (await api(`/aramis-francia/${id}`)).json() as Promise<Listing>;
const total = async () =>
  Number((await api('/aramis-francia?_end=1')).headers.get('x-total-count'));

describe('/aramis-francia', () => {
  it('opens from the menu with 10 rows a page', async () => {
    await page.getByRole('menuitem', { name: 'Webs Externas' }).click();
    await page.getByRole('group', { name: 'Webs Externas' }).getByText('Aramis Francia').click();
    await page.waitForURL(/\/aramis-francia$/);
    const [first] = await firstPage();
    await rowOf(String(first?.vehicle_id)).waitFor();
    expect(await rows().count()).toBe(10);
    for (const header of ['ID vehículo', 'Marca', 'Precio Aramis', 'Publicación manual']) {
      await expect.poll(() => page.getByRole('columnheader', { name: header }).count()).toBe(1);
    }
    for (const button of ['Generar CSV', 'Actualizar stock', 'Eliminar stock']) {
      expect(await page.getByRole('button', { name: button }).count()).toBe(1);
    }
    await screenshot(page, 'aramis-panel');
  });

  it('searches, filters by make and shows a hidden column from the column chooser', async () => {
    const [first] = await firstPage();
    const id = String(first?.vehicle_id);
    const make = String(first?.make_label);
    const search = page.locator('input[name="q"]');
    await search.fill(id);
    await expect.poll(() => rows().count()).toBe(1);
    await rowOf(id).waitFor();
    await search.fill('');
    await expect.poll(() => rows().count()).toBe(10);

    await page.getByRole('button', { name: 'Añadir filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Marca' }).click();
    await page.locator('input[name="make_label"]').fill(make.toLowerCase());
    const expected = Number(
      (await api(`/aramis-francia?_end=1&make_label=${encodeURIComponent(make)}`)).headers.get(
        'x-total-count',
      ),
    );
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').innerText())
      .toMatch(new RegExp(` de ${expected}$`));
    await screenshot(page, 'aramis-filtered');
    await page.getByRole('button', { name: 'Quitar este filtro' }).first().click();
    await expect.poll(() => page.locator('input[name="make_label"]').count()).toBe(0);
    await expect.poll(() => rows().count()).toBe(10);

    await page.getByRole('button', { name: 'Columnas' }).click();
    await page.getByRole('option', { name: 'Bastidor' }).getByRole('switch').click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Bastidor' }).waitFor();
    await screenshot(page, 'aramis-columns');
    // Hidden again, so the row fits as before.
    await page.getByRole('button', { name: 'Columnas' }).click();
    await page.getByRole('option', { name: 'Bastidor' }).getByRole('switch').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Bastidor' }).count()).toBe(0);
  });

  it('edits a price in the row (Spanish input) and stores it', async () => {
    const [first] = await firstPage();
    const id = String(first?.vehicle_id);
    await page.getByRole('button', { name: `Editar Precio Aramis de ${id}` }).click();
    const input = page.getByRole('textbox', { name: `Precio Aramis de ${id}` });
    await input.fill('12.345');
    await input.press('Enter');
    await page.getByText('Vehículo actualizado').first().waitFor();
    await expect.poll(async () => (await listing(String(first?._id))).precio_aramis).toBe(12345);
    await expect
      .poll(() => page.getByRole('button', { name: `Editar Precio Aramis de ${id}` }).innerText())
      .toBe(formatEuros(12345));
    await screenshot(page, 'aramis-inline-price');
  });

  it('switches publicacion_manual on in the row', async () => {
    const [first] = await firstPage();
    const id = String(first?.vehicle_id);
    const toggle = page.getByRole('switch', { name: `Publicación manual de ${id}` });
    expect(await toggle.isChecked()).toBe(first?.publicacion_manual === true);
    if (first?.publicacion_manual !== true) await toggle.click();
    await expect
      .poll(async () => (await listing(String(first?._id))).publicacion_manual)
      .toBe(true);
    await expect.poll(() => toggle.isChecked()).toBe(true);
  });

  it("edits every field in the row's dialog", async () => {
    const [, second] = await firstPage();
    const id = String(second?.vehicle_id);
    await page.getByRole('button', { name: `Editar ${id}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Acabado').fill('GT Line « édition »');
    await dialog.getByLabel('Garantía (meses)').fill('24');
    await screenshot(page, 'aramis-edit-dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const saved = await listing(String(second?._id));
        return [saved.finish_label, saved.warranty, saved.vehicle_id];
      })
      .toEqual(['GT Line « édition »', 24, id]);
    // Reopened, the dialog reads the stored record.
    await page.getByRole('button', { name: `Editar ${id}`, exact: true }).click();
    await expect.poll(() => dialog.getByLabel('Acabado').inputValue()).toBe('GT Line « édition »');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('deletes a row after confirming', async () => {
    const before = await total();
    const [, , third] = await firstPage();
    const id = String(third?.vehicle_id);
    await rowOf(id).getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`¿Eliminar el vehículo ${id} de Aramis Francia?`).waitFor();
    await screenshot(page, 'aramis-delete-confirm');
    await confirm.getByRole('button', { name: /confirmar|eliminar|aceptar/i }).click();
    await expect.poll(total).toBe(before - 1);
    await expect.poll(() => rowOf(id).count()).toBe(0);
  });

  it('deletes the selected rows in bulk after confirming', async () => {
    const before = await total();
    const page1 = await firstPage();
    const chosen = page1.slice(3, 5).map((l) => String(l.vehicle_id));
    for (const id of chosen) await rowOf(id).getByRole('checkbox').first().check();
    await page.getByText('2 elementos seleccionados').waitFor();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Eliminar 2 vehículos de Aramis Francia', { exact: true }).waitFor();
    await screenshot(page, 'aramis-bulk-delete-confirm');
    await confirm.getByRole('button', { name: /confirmar|eliminar|aceptar/i }).click();
    await expect.poll(total).toBe(before - 2);
    for (const id of chosen) await expect.poll(() => rowOf(id).count()).toBe(0);
  });

  it("'Generar CSV' gives a CSV with the supplier's columns", async () => {
    const count = await total();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('aramis-francia.csv');
    const text = await readFile(String(await download.path()), 'utf8');
    const table = parse(text, { bom: true, delimiter: ';' }) as string[][];
    expect(table[0]).toEqual([...ARAMIS_RECORD_FIELDS]);
    expect(table).toHaveLength(count + 1);
    await page.getByText(`Fichero CSV generado con ${count} vehículos`).first().waitFor();
    await screenshot(page, 'aramis-csv');
  });

  it("the Stock Quiter card's feed menu regenerates and downloads the same CSV", async () => {
    const count = await total();
    await page.goto(`${server.url}/stock-general-quiter`);
    const card = page.getByRole('region', { name: 'Aramis Francia', exact: true });
    await card
      .getByRole('button', { name: 'CSV de Aramis Francia: abrir, descargar o generar' })
      .click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Regenerar CSV de Aramis Francia' }).click();
    await page
      .getByText(`CSV de Aramis Francia generado: 1 fichero, ${count} vehículos`)
      .first()
      .waitFor();
    await card
      .getByRole('button', { name: 'CSV de Aramis Francia: abrir, descargar o generar' })
      .click();
    await screenshot(page, 'aramis-card-feed-menu');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: 'Descargar aramis-francia.csv' }).click(),
    ]);
    const text = await readFile(String(await download.path()), 'utf8');
    const table = parse(text, { bom: true, delimiter: ';' }) as string[][];
    expect(table[0]).toEqual([...ARAMIS_RECORD_FIELDS]);
    expect(table).toHaveLength(count + 1);
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/aramis-francia`);
    await rows().first().waitFor();
  });

  it("'Actualizar stock' says what it added, updated and removed, and keeps the manual one", async () => {
    const [first] = await firstPage();
    await page.getByRole('button', { name: 'Actualizar stock' }).click();
    const message = page.getByText(
      /^Stock actualizado: \d+ añadidos?, \d+ actualizados?, \d+ eliminados?$/,
    );
    await message.first().waitFor();
    // The manual one kept its price; the deleted ones are back (they are in the stock).
    expect((await listing(String(first?._id))).precio_aramis).toBe(12345);
    await screenshot(page, 'aramis-update-stock');
  });

  it("'Eliminar stock' names the count, then empties the panel", async () => {
    const count = await total();
    await page.getByRole('button', { name: 'Eliminar stock' }).click();
    const confirm = page.getByRole('dialog');
    await confirm
      .getByText(`Se eliminarán ${count.toLocaleString('es-ES')} vehículos`, { exact: false })
      .waitFor();
    await screenshot(page, 'aramis-drop-confirm');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(`Stock eliminado: ${count} vehículos`).first().waitFor();
    await expect.poll(total).toBe(0);
    await page.getByText('¡Ups! No hay datos que mostrar').waitFor();
    await screenshot(page, 'aramis-dropped');
  });

  it('logged no console errors', () => {
    expect(browser.problems).toEqual([]);
  });
});
