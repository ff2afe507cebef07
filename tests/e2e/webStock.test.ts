// Browser walk-through of the web stock dashboard /gomotor (Chromium, fresh data folder): open it
// from the menu, filter by a tile and by a card, assign a counter, a campaign price and a
// disclaimer to 3 vehicles and watch the tiles count them, deactivate them and watch the counts go
// back; the row edit page; screenshots; 390 px usable; no console errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  DEMO_ADMIN,
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

interface WebRow {
  _id: string;
  idv: string;
  featuredHome?: boolean;
  marketing?: { counter?: { _id?: string } | null; disclaimerMessage?: string | null };
  discount?: { active?: boolean };
}

// One sign-in for every read (the API limits sign-ins per account); the web host has its own
// base, /gomotor-api, beside /api.
let token: Promise<string> | undefined;
const webRows = async (): Promise<WebRow[]> => {
  token ??= fetch(`${server.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
    .then((r) => r.json() as Promise<{ accessToken: string }>)
    .then((b) => b.accessToken);
  const answer = await fetch(`${server.url}/gomotor-api/vehicles`, {
    headers: { 'x-access-token': await token },
  });
  return (await answer.json()) as WebRow[];
};

/** The idvs of the table's page. */
const pageIdvs = async (): Promise<string[]> =>
  (await bodyRows().locator('td:nth-child(2)').allTextContents()).map((t) => t.trim());

const table = (): Locator => page.getByRole('table', { name: 'Vehículos de GOmotor web' });
const bodyRows = (): Locator => table().locator('tbody tr');
const tile = (label: string): Locator =>
  page.getByTestId('card-group-resumen').getByRole('button', { name: new RegExp(`^${label}: `) });
const countOf = async (card: Locator): Promise<number> =>
  Number(((await card.getAttribute('aria-label')) ?? '').split(': ').at(-1)!.replace(/\./g, ''));
const panel = (): Locator => page.getByRole('region', { name: 'Acciones', exact: true });

const choose = async (field: string, option: string) => {
  // A select's name is its label then its value ('Estado Activado').
  await panel()
    .getByRole('combobox', { name: new RegExp(`^${field}( |$)`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Ticks the first three rows of the table and returns their idvs. */
const selectFirstThree = async (): Promise<string[]> => {
  await bodyRows().first().waitFor();
  const idvs: string[] = [];
  for (const row of (await bodyRows().all()).slice(0, 3)) {
    await row.getByRole('checkbox').check();
    idvs.push(((await row.locator('td').nth(1).textContent()) ?? '').trim());
  }
  await panel().waitFor();
  return idvs;
};

/** Aplicar acción / Desactivar, Aceptar, and the success snackbar. */
const run = async (button: 'Aplicar acción' | 'Desactivar', done: string, shot?: string) => {
  const apply = panel().getByRole('button', { name: button });
  await expect.poll(() => apply.isEnabled(), { timeout: 10_000 }).toBe(true);
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Atención' });
  await dialog.waitFor();
  await expect.poll(() => dialog.textContent()).toContain('3 vehículos');
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByText(done).first().waitFor({ timeout: 15_000 });
};

describe('/gomotor web stock dashboard', () => {
  it('opens from the menu with its tiles, groups and reviews counted', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('menuitem', { name: 'Webs Propias' }).click();
    await page.getByRole('group', { name: 'Webs Propias' }).getByText('Gomotor web').click();
    await page.waitForURL(/\/gomotor$/);
    await expect.poll(() => countOf(tile('Stock total')), { timeout: 15_000 }).toBeGreaterThan(0);
    const total = await countOf(tile('Stock total'));
    expect((await countOf(tile('Disponibles'))) + (await countOf(tile('Reservados')))).toBe(total);
    // The seed gives some counters, discounts and disclaimers.
    expect(await countOf(tile('Contador activado'))).toBeGreaterThan(0);
    await page.getByRole('status', { name: /vehículos a revisar$/ }).waitFor();
    for (const name of ['ACTUALIZAR DDBB', 'Sincronización Web', 'EXPANDIR'])
      await page.getByRole('button', { name }).waitFor();
    await page.getByRole('link', { name: 'Ver stock en Web' }).waitFor();
    await screenshot(page, '50-gomotor-web');
  });

  it('filters by a tile and by a card', async () => {
    const counters = await countOf(tile('Contador activado'));
    await tile('Contador activado').click();
    await bodyRows().first().waitFor();
    expect(await bodyRows().count()).toBe(Math.min(10, counters));
    await expect.poll(() => tile('Contador activado').getAttribute('aria-pressed')).toBe('true');
    const shown = await pageIdvs();
    const rows = await webRows();
    expect(shown.every((idv) => rows.find((r) => r.idv === idv)?.marketing?.counter?._id)).toBe(
      true,
    );
    // The body type card with the most vehicles (more than a page of them in the demo).
    const cards = page.getByTestId('card-group-carroceria').getByRole('button');
    let chosen: Locator | undefined;
    let most = 0;
    for (const card of await cards.all()) {
      const n = await countOf(card);
      if (n > most) [chosen, most] = [card, n];
    }
    expect(chosen, 'a body type with vehicles').toBeDefined();
    const count = await countOf(chosen!);
    await chosen!.click();
    await expect.poll(() => chosen!.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => bodyRows().count()).toBe(Math.min(10, count));
    await screenshot(page, '51-gomotor-web-carroceria');
    // 'Seleccionar todo' takes every vehicle of the card, not only the page shown.
    await bodyRows().first().getByRole('checkbox').check();
    const bar = page.getByRole('toolbar', { name: 'Selección' });
    await bar.getByRole('button', { name: 'Seleccionar todo' }).click();
    await bar.getByText(`${count} vehículo${count === 1 ? '' : 's'} seleccionado`).waitFor();
    await bar.getByRole('button', { name: 'Quitar selección' }).click();
    await bar.waitFor({ state: 'detached' });
    // Clicking it again clears the filter.
    await chosen!.click();
    await expect.poll(() => chosen!.getAttribute('aria-pressed')).toBe('false');
  });

  it('assigns a counter, a campaign price and a disclaimer to 3 vehicles; the tiles count them', async () => {
    const before = {
      counter: await countOf(tile('Contador activado')),
      discount: await countOf(tile('Descuento de campaña activado')),
      disclaimer: await countOf(tile('Disclaimer activado')),
    };
    const idvs = await selectFirstThree();
    const chosen = (await webRows()).filter((r) => idvs.includes(r.idv));
    expect(chosen).toHaveLength(3);
    const had = {
      counter: chosen.filter((r) => r.marketing?.counter?._id).length,
      discount: chosen.filter((r) => r.discount?.active === true).length,
      disclaimer: chosen.filter((r) => r.marketing?.disclaimerMessage).length,
    };

    await choose('Acción', 'Asignar contador');
    await panel()
      .getByRole('combobox', { name: /^Contador( |$)/ })
      .click();
    await page.getByRole('option').first().click();
    await screenshot(page, '52-gomotor-web-acciones');
    await run(
      'Aplicar acción',
      'Asignar contador: 3 vehículos actualizados',
      '53-gomotor-web-confirmacion',
    );
    await expect
      .poll(() => countOf(tile('Contador activado')), { timeout: 10_000 })
      .toBe(before.counter + 3 - had.counter);

    await selectFirstThree();
    await choose('Acción', 'Aplicar precio campaña');
    await panel().getByRole('textbox', { name: 'Precio contado (€)' }).fill('12.990');
    await panel().getByRole('textbox', { name: 'Precio financiado (€)' }).fill('11.990');
    await run('Aplicar acción', 'Aplicar precio campaña: 3 vehículos actualizados');
    await expect
      .poll(() => countOf(tile('Descuento de campaña activado')), { timeout: 10_000 })
      .toBe(before.discount + 3 - had.discount);

    await selectFirstThree();
    await choose('Acción', 'Aplicar disclaimer');
    await panel()
      .getByRole('combobox', { name: /^Disclaimer( |$)/ })
      .click();
    await page.getByRole('option').nth(1).click();
    await run('Aplicar acción', 'Aplicar disclaimer: 3 vehículos actualizados');
    await expect
      .poll(() => countOf(tile('Disclaimer activado')), { timeout: 10_000 })
      .toBe(before.disclaimer + 3 - had.disclaimer);
    await screenshot(page, '54-gomotor-web-hecho');

    // Deactivate them: the counter and the disclaimer by 'Desactivar', the price by its state.
    await selectFirstThree();
    await choose('Acción', 'Asignar contador');
    await run('Desactivar', 'Quitar el contador: 3 vehículos actualizados');
    await expect
      .poll(() => countOf(tile('Contador activado')), { timeout: 10_000 })
      .toBe(before.counter - had.counter);

    await selectFirstThree();
    await choose('Acción', 'Aplicar disclaimer');
    await run('Desactivar', 'Quitar el disclaimer: 3 vehículos actualizados');
    await expect
      .poll(() => countOf(tile('Disclaimer activado')), { timeout: 10_000 })
      .toBe(before.disclaimer - had.disclaimer);

    await selectFirstThree();
    await choose('Acción', 'Aplicar precio campaña');
    await choose('Estado', 'Desactivado');
    await run('Aplicar acción', 'Aplicar precio campaña: 3 vehículos actualizados');
    await expect
      .poll(() => countOf(tile('Descuento de campaña activado')), { timeout: 10_000 })
      .toBe(before.discount - had.discount);
  });

  it('edits a row at /gomotor/{_id}', async () => {
    await page
      .getByRole('button', { name: 'EXPANDIR' })
      .or(page.getByRole('button', { name: 'CONTRAER' }))
      .first()
      .waitFor();
    if (await page.getByRole('button', { name: 'EXPANDIR' }).isVisible())
      await page.getByRole('button', { name: 'EXPANDIR' }).click();
    const first = bodyRows().first();
    const idv = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
    await first.getByRole('link', { name: `Ver ${idv}` }).click();
    await page.waitForURL(/\/gomotor\/[^/]+$/);
    await page.getByRole('heading', { name: `Editar IDV: ${idv}` }).waitFor();
    const featured = page.getByLabel('Destacado en la home');
    await featured.waitFor();
    await screenshot(page, '55-gomotor-web-editar');
    // Save one change: back on the dashboard, the host has it.
    const was = await featured.isChecked();
    await featured.click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/gomotor(\?.*)?$/);
    await expect
      .poll(async () => (await webRows()).find((r) => r.idv === idv)?.featuredHome, {
        timeout: 10_000,
      })
      .toBe(!was);
  });

  it('is usable at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/gomotor`);
    await expect.poll(() => countOf(tile('Stock total')), { timeout: 15_000 }).toBeGreaterThan(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, '56-gomotor-web-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('no console errors or warnings on the way', () => {
    expect(browser.problems).toEqual([]);
  });
});
