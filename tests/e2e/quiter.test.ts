// Walk-through of the Quiter side: a portal's detail and its save to the stock database, the import
// files (JSON download), a vehicle's data sheet and the CSV list and upload.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  screenshot,
  closeSession,
  openSession,
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

const figure = (label: string) =>
  page.getByRole('group', { name: label }).locator('p').first().textContent();

describe('Quiter screens', () => {
  it('opens a never-saved portal from the dashboard and saves it to the database', async () => {
    // U257 (GOmotor Ofertas) is seeded as never saved: 0 vehicles in the stock database.
    await page.goto(`${server.url}/dashboard`);
    const card = page.locator('.MuiCard-root', { hasText: 'U257' });
    await card.getByRole('link', { name: /ver detalle/i }).click();
    await page.waitForURL(/\/quiter\/U257$/);
    await page.getByText('Online').waitFor();
    const sent = Number(await figure('Vehículos enviados por Quiter'));
    expect(sent).toBeGreaterThan(0);
    expect(await figure('Vehículos en la base de datos de stock')).toBe('0');
    await screenshot(page, '10-portal-detalle');
    await page.getByRole('button', { name: 'Guardar en base de datos' }).click();
    await expect
      .poll(async () => Number(await figure('Vehículos en la base de datos de stock')))
      .toBe(sent);
  });

  it('shows the failing portal as offline', async () => {
    await page.goto(`${server.url}/quiter/U341`);
    await page.getByText('Offline').waitFor();
    await screenshot(page, '11-portal-offline');
  });

  it('downloads an import file as file.json', async () => {
    await page.goto(`${server.url}/json-quiter`);
    await page.getByLabel('Fichero').click();
    await page.getByRole('option', { name: 'gomotor-general' }).click();
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, '12-json-quiter');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('file.json');
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'mp-dl-')), 'file.json');
    await download.saveAs(saved);
    const body = JSON.parse(readFileSync(saved, 'utf8')) as { vehiculos: { idv: string }[] };
    expect(body.vehiculos.length).toBeGreaterThan(0);
  });

  it('keeps the chosen import file and its page in the address, through a reload and back from a sheet', async () => {
    await page.goto(`${server.url}/json-quiter`);
    await page.getByLabel('Fichero').click();
    await page.getByRole('option', { name: 'gomotor-general' }).click();
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await page.waitForURL(/\/json-quiter\?fichero=gomotor-general&page=2$/);
    await page.getByText('11-20 de').waitFor();
    const firstIdv = () => page.locator('tbody tr').first().locator('td').first().textContent();
    const onPage2 = await firstIdv();

    await page.reload();
    await page.getByText('11-20 de').waitFor();
    expect(await firstIdv()).toBe(onPage2);

    // Enter on a focused row opens its sheet; back shows the same file and page.
    await page.locator('tbody tr').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/stock-general-quiter\/[^/?]+$/);
    await page.goBack();
    await page.getByText('11-20 de').waitFor();
    expect(page.url()).toMatch(/\?fichero=gomotor-general&page=2$/);
    expect(await firstIdv()).toBe(onPage2);
  });

  it('opens a vehicle data sheet', async () => {
    const api = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const { accessToken } = (await api.json()) as { accessToken: string };
    const stock = (await (
      await fetch(`${server.url}/api/publishing/api/v1/quiter`, {
        headers: { 'x-access-token': accessToken },
      })
    ).json()) as { idv: string; marca: string; recursos: unknown[] }[];
    const withPhotos = stock.find((v) => v.recursos.length > 2)!;
    await page.goto(`${server.url}/stock-general-quiter/${withPhotos.idv}`);
    await page.getByText('Campos sin valor:').waitFor();
    await page.locator('img').first().waitFor();
    await screenshot(page, '13-ficha-vehiculo');
    const withoutPhotos = stock.find((v) => v.recursos.length === 0)!;
    await page.goto(`${server.url}/stock-general-quiter/${withoutPhotos.idv}`);
    await page.getByText('Este vehículo no tiene fotos').waitFor();
  });

  it('uploads a CSV and refuses another kind of file', async () => {
    await page.goto(`${server.url}/subir-csv`);
    await page.getByText('Lista de ficheros CSV en el servidor').first().waitFor();
    const dir = mkdtempSync(path.join(tmpdir(), 'mp-csv-'));
    const csv = path.join(dir, 'precios-noviembre.csv');
    writeFileSync(csv, 'idv;precio\n1001;15990\n');
    const txt = path.join(dir, 'notas.txt');
    writeFileSync(txt, 'no soy un csv');
    const input = page.getByTestId('csv-file-input');
    await input.setInputFiles(txt);
    await page.getByText('Solo se admiten ficheros .csv').waitFor();
    await input.setInputFiles(csv);
    await page.getByText('Fichero subido correctamente').waitFor();
    await page
      .getByText(/precios-noviembre\.csv/)
      .first()
      .waitFor();
    await screenshot(page, '14-ficheros-csv');
  });

  it('left no console error or warning', () => {
    expect(browser.problems).toEqual([]);
  });
});
