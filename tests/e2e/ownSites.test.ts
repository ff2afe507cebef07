// Browser walk-through of the own sites (Chromium, fresh data folder): both stock dashboards (a
// card filters and expands the table, clicking it again clears), a bulk price change on 3 vehicles
// through the confirmation (+500 then -500 back), edit and save a vehicle, create one (missing
// modelo refused, then saved and redirected), a vehicle sent from Stock Quiter found in
// /stock-grupoliva, and a log entry for each action on the log pages (/gomotor/log, /grupoliva/log:
// cards, five tables, raw data, web actions page); screenshots of each screen; 390 px usable; no
// console errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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

const logTable = (name: string): Locator => page.getByRole('table', { name });
const bodyRows = (name: string): Locator => logTable(name).locator('tbody tr');
const logCard = (title: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${title}`) });
const cardCount = async (title: string): Promise<number> => {
  const text = (await logCard(title).locator('p').textContent()) ?? '';
  return Number(text.replace(/\./g, ''));
};

describe('Log GOmotor (/gomotor/log)', () => {
  it('opens from the menu with its four cards and the database log, newest first', async () => {
    await page.goto(`${server.url}/dashboard`);
    // The entries of 'Webs Propias' show once the group is opened.
    await page.getByRole('menuitem', { name: 'Webs Propias' }).click();
    await page.getByRole('group', { name: 'Webs Propias' }).getByText('Log GOmotor').click();
    await page.waitForURL(/\/gomotor\/log$/);
    await page.getByRole('heading', { name: 'Log GOmotor', level: 1 }).waitFor();
    for (const title of [
      'Importaciones manuales desde Stock Quiter',
      'Sincronización base de datos',
      'Actualizaciones de vehículos',
      'Sincronización Web',
    ]) {
      await expect.poll(() => cardCount(title), { timeout: 10_000 }).toBeGreaterThan(0);
    }
    await bodyRows('Log base de datos').first().waitFor();
    const dates = await bodyRows('Log base de datos').locator('td:first-child').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBeLessThanOrEqual(50);
    // dd/mm/yyyy hh:mm, newest first.
    const asTime = (d: string) => {
      const [day, month, year, hour, minute] = d.match(/\d+/g)!.map(Number);
      return Date.UTC(year, month - 1, day, hour, minute);
    };
    const times = dates.map(asTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await screenshot(page, '40-log-gomotor');
  });

  it('shows the raw data of the row chosen', async () => {
    await bodyRows('Log base de datos').first().click();
    const raw = page.getByLabel('Datos del registro');
    await raw.waitFor();
    const entry = JSON.parse((await raw.textContent()) ?? '{}') as { kind?: string };
    expect(entry.kind).toBe('database');
  });

  it('switches tables, keeping the table in the URL (a reload shows it again)', async () => {
    await page.getByRole('tab', { name: 'Log acciones masivas' }).click();
    await bodyRows('Log acciones masivas').first().waitFor();
    expect(page.url()).toMatch(/tabla=bulk/);
    await page.reload();
    await bodyRows('Log acciones masivas').first().waitFor();
    await expect
      .poll(() =>
        page.getByRole('tab', { name: 'Log acciones masivas' }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await screenshot(page, '41-log-gomotor-bulk');
  });

  it('a card shows its entries; clicking it again goes back to the tables', async () => {
    const title = 'Sincronización Web';
    const count = await cardCount(title);
    await logCard(title).click();
    await bodyRows(title).first().waitFor();
    await expect.poll(() => bodyRows(title).count()).toBe(Math.min(count, 50));
    expect(page.url()).toMatch(/tarjeta=webSync/);
    await screenshot(page, '42-log-gomotor-card');
    await logCard(title).click();
    await logTable('Log acciones masivas').waitFor();
    expect(page.url()).not.toMatch(/tarjeta=/);
  });

  it('links to the web actions page and its five sections', async () => {
    await page.getByRole('link', { name: 'Acciones web' }).click();
    await page.waitForURL(/\/gomotor\/log\/acciones-web$/);
    await page.getByRole('heading', { name: 'Acciones web de GOmotor', level: 1 }).waitFor();
    for (const section of [
      'Sincronización base de datos',
      'Importaciones manuales',
      'Sincronización Web',
      'Actualizaciones de vehículos',
      'Sincronización automática',
    ]) {
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    }
    await bodyRows('Importaciones manuales').first().waitFor();
    await screenshot(page, '43-acciones-web-gomotor');
  });
});

interface SaleVehicle {
  _id: string;
  idv: string;
  precios?: unknown;
  km?: number;
  marca?: string;
  modelo?: string;
}
// One sign-in for every read (the API limits sign-ins per account).
let apiCall: ReturnType<typeof apiAs> | undefined;
const saleStock = async (site: string): Promise<SaleVehicle[]> => {
  apiCall ??= apiAs(server.url, DEMO_ADMIN);
  const api = await apiCall;
  return (await (await api(`/${site}`)).json()) as SaleVehicle[];
};
const resultsTable = (label: string): Locator =>
  page.getByRole('table', { name: `Vehículos de ${label}` });
/** The dashboard's summary cards ('Home: 12'), pressed while active. */
const summaryCards = (): Locator => page.locator('[aria-pressed][aria-label*=": "]');

describe('Stock dashboards', () => {
  for (const [path, label, shot] of [
    ['/stock-gomotor', 'GOmotor', '30-stock-gomotor'],
    ['/stock-grupoliva', 'Grupo Oliva', '31-stock-grupoliva'],
  ] as const) {
    it(`${path}: a card filters and expands the table, clicking it again clears`, async () => {
      await page.goto(`${server.url}${path}`);
      await summaryCards().first().waitFor();
      // The cards are counted once the stock is read.
      const counted = async () => {
        for (const card of await summaryCards().all()) {
          if (/: [1-9]/.test((await card.getAttribute('aria-label')) ?? '')) return true;
        }
        return false;
      };
      await expect.poll(counted, { timeout: 15_000 }).toBe(true);
      let chosen: Locator | undefined;
      let count = 0;
      for (const card of await summaryCards().all()) {
        const n = Number(
          (await card.getAttribute('aria-label'))!.split(': ').at(-1)!.replace(/\./g, ''),
        );
        if (n > 0) {
          chosen = card;
          count = n;
          break;
        }
      }
      expect(chosen, 'a card with vehicles').toBeDefined();
      await chosen!.click();
      await expect.poll(() => chosen!.getAttribute('aria-pressed')).toBe('true');
      await resultsTable(label).locator('tbody tr').first().waitFor();
      await expect
        .poll(() => resultsTable(label).locator('tbody tr').count())
        .toBe(Math.min(count, 10));
      await screenshot(page, shot);
      await chosen!.click();
      await expect.poll(() => chosen!.getAttribute('aria-pressed')).toBe('false');
    });
  }

  it('a bulk price change on 3 vehicles: +500 then -500 back, through the confirmation', async () => {
    await page.goto(`${server.url}/stock-gomotor`);
    await summaryCards().first().waitFor();
    const toggle = page.getByRole('button', { name: 'EXPANDIR' });
    if (await toggle.count()) await toggle.click();
    const rows = resultsTable('GOmotor').locator('tbody tr');
    await rows.first().waitFor();
    for (const row of (await rows.all()).slice(0, 3)) await row.getByRole('checkbox').check();
    const before = await saleStock('gomotor');
    const applyPrice = async (amount: string) => {
      const panel = page.getByRole('region', { name: 'Acciones masivas' });
      await panel.getByLabel('Acción').click();
      await page.getByRole('option', { name: 'Modificar precio' }).click();
      await panel.getByLabel('Tipo de precio').click();
      await page.getByRole('option', { name: 'Contado' }).click();
      await panel.getByLabel('Cantidad (€)').fill(amount);
      await panel.getByRole('button', { name: 'Aplicar acción' }).click();
      const dialog = page.getByRole('dialog', { name: 'Atención' });
      await dialog.getByText('¿Seguro que quiere realizar esta acción?').waitFor();
      await screenshot(page, '32-bulk-confirmation');
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
    };
    await applyPrice('500');
    const changed = async () => {
      const now = await saleStock('gomotor');
      return now.filter((v, i) => JSON.stringify(v.precios) !== JSON.stringify(before[i]?.precios))
        .length;
    };
    await expect.poll(changed, { timeout: 15_000 }).toBe(3);
    await screenshot(page, '33-bulk-done');
    // After a run the selection clears: select the same three again.
    await rows.first().waitFor();
    const changedIds = new Set(
      (await saleStock('gomotor'))
        .filter((v, i) => JSON.stringify(v.precios) !== JSON.stringify(before[i]?.precios))
        .map((v) => v.idv),
    );
    for (const row of await rows.all()) {
      const text = (await row.textContent()) ?? '';
      if ([...changedIds].some((idv) => text.includes(idv))) {
        const box = row.getByRole('checkbox');
        if (!(await box.isChecked())) await box.check();
      }
    }
    await applyPrice('-500');
    await expect.poll(changed, { timeout: 15_000 }).toBe(0);

    await page.goto(`${server.url}/gomotor/log?tabla=bulk`);
    const newest = bodyRows('Log acciones masivas').first();
    await newest.waitFor();
    await expect.poll(() => newest.textContent()).toMatch(/precio/i);
    await screenshot(page, '34-log-bulk-price');
  });
});

describe('Edit and create a GOmotor vehicle', () => {
  it('edits the kilometres, saves, and the edit is the newest database log entry', async () => {
    const [vehicle] = await saleStock('gomotor');
    await page.goto(`${server.url}/stock-gomotor/${vehicle._id}`);
    const km = page.getByLabel('Kilómetros', { exact: true });
    await km.waitFor();
    await km.fill('12345');
    await screenshot(page, '35-edit-gomotor');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Vehículo actualizado con éxito').waitFor();
    await expect
      .poll(async () => (await saleStock('gomotor')).find((v) => v._id === vehicle._id))
      .toMatchObject({ km: 12345 });
    await page.goto(`${server.url}/gomotor/log?tabla=database`);
    const newest = bodyRows('Log base de datos').first();
    await newest.waitFor();
    await expect.poll(() => newest.textContent()).toMatch(/Edición/);
  });

  it('create: without modelo it is refused; with it, saved and back to the dashboard', async () => {
    await page.goto(`${server.url}/stock-gomotor/new-car`);
    await page
      .getByRole('heading', { name: 'Crear vehículo manual en GOmotor', level: 1 })
      .waitFor();
    await page.getByLabel(/^Marca/).fill('CUPRA');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Todos los campos con * son necesarios').waitFor();
    const before = (await saleStock('gomotor')).length;
    await page.getByLabel(/^Modelo/).fill('Born E2E');
    await screenshot(page, '36-create-gomotor');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Vehículo guardado').waitFor();
    await page.waitForURL(/\/stock-gomotor$/, { timeout: 10_000 });
    const after = await saleStock('gomotor');
    expect(after.length).toBe(before + 1);
    expect(after.some((v) => v.modelo === 'Born E2E')).toBe(true);
    await page.goto(`${server.url}/gomotor/log?tabla=database`);
    const newest = bodyRows('Log base de datos').first();
    await newest.waitFor();
    await expect.poll(() => newest.textContent()).toMatch(/Creación/);
  });
});

describe('Grupo Oliva: a vehicle sent from Stock Quiter shows in its log', () => {
  it('sends one vehicle to Grupo Oliva and finds the import first in the sync log', async () => {
    await page.goto(`${server.url}/stock-general-quiter`);
    const table = page.getByRole('table', { name: 'Vehículos del stock' });
    await table.locator('tbody tr').first().waitFor();
    // An available vehicle (a reserved one is left out by the channel's rule) that Grupo
    // Oliva's sale stock lacks.
    const onSite = new Set((await saleStock('grupoliva')).map((v) => String(v.idv)));
    let firstRow = table.locator('tbody tr').first();
    let idv = '';
    for (const row of await table.locator('tbody tr').all()) {
      const cells = (await row.locator('td').allTextContents()).map((c) => c.trim());
      if (cells.at(-1) === 'No' && !onSite.has(cells[1])) {
        firstRow = row;
        idv = cells[1];
        break;
      }
    }
    expect(idv).not.toBe('');
    await firstRow.getByRole('checkbox').check();
    await page
      .getByRole('group', { name: 'Canales de destino' })
      .getByLabel('Grupo Oliva', { exact: true })
      .check();
    await page
      .getByRole('region', { name: 'Enviar a canales' })
      .getByRole('button', { name: 'Enviar', exact: true })
      .click();
    await page.getByRole('region', { name: 'Resultado del envío' }).waitFor();

    // Grupo Oliva's sale stock is its listings: the vehicle is in /stock-grupoliva now.
    await expect
      .poll(async () => (await saleStock('grupoliva')).some((v) => String(v.idv) === idv))
      .toBe(true);
    await page.goto(`${server.url}/stock-grupoliva/${idv}`);
    await page.getByRole('heading', { name: `Editar IDV: ${idv}`, level: 1 }).waitFor();
    await screenshot(page, '37-sent-in-stock-grupoliva');

    await page.goto(`${server.url}/grupoliva/log?tabla=sync`);
    await page.getByRole('heading', { name: 'Log Grupo Oliva', level: 1 }).waitFor();
    const newest = bodyRows('Log sincronización').first();
    await newest.waitFor();
    await expect.poll(() => newest.textContent()).toMatch(/Importación/);
    await newest.click();
    const raw = (await page.getByLabel('Datos del registro').textContent()) ?? '';
    expect(raw).toContain(`"${idv}"`);
    await screenshot(page, '44-log-grupoliva-sync');
  });
});

describe('Log pages at 390 px', () => {
  it('the page is no wider than the screen; tables scroll in their card', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/gomotor/log`);
    await bodyRows('Log base de datos').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, '45-log-gomotor-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('no console errors or warnings on the way', () => {
    expect(browser.problems).toEqual([]);
  });
});
