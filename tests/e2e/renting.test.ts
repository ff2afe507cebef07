// Browser walk-through of the renting stock (the list, the create page and the edit page). A create
// refused without modelo, then saved and redirected after 3 s; a price grid edited (typed and
// pasted from a spreadsheet); audiences switched and seen as the card's chips and 'Generar Oferta'
// entries; an offer PDF opened; rows selected and their CSV downloaded, then imported back
// unchanged; the view kept across a reload; a card deleted; the empty stock's warning. Screenshots;
// no console errors.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RentingProvider, RentingVehicle } from '../../src/domain/renting/types';
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
  page.setDefaultTimeout(15_000);
});
afterAll(() => closeSession(session));

const json = async <T>(path: string): Promise<T> => (await (await api(path)).json()) as T;
const vehicles = () => json<RentingVehicle[]>('/renting/vehicles');
const ours = async () => (await vehicles()).find((v) => v.marca === MARCA);

const MARCA = 'Dacia';
const MODELO = 'Spring Extreme';
// A 1×1 PNG: the server checks the image by its content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
const card = () => page.getByRole('article', { name: `${MARCA} ${MODELO}` });
const snackbar = (text: string) => page.getByText(text, { exact: true });

/** Pastes `text` into an input as a spreadsheet's copy does (a paste event with the text). */
const pasteInto = (label: string, text: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

const filterCards = async (marca: string) => {
  await page.getByLabel('Marca', { exact: true }).fill(marca);
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
};

describe('renting stock', () => {
  it('opens from the menu as cards, with the seeded stock', async () => {
    await page.getByRole('menuitem', { name: 'Renting' }).click();
    await page.waitForURL(/\/stock-renting$/);
    await page.getByText('Stock de vehículos de renting').first().waitFor();
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'renting-cards');
  });

  it('refuses a create without modelo, then saves it and goes back to the stock after 3 s', async () => {
    const before = (await vehicles()).length;
    const [provider] = await json<RentingProvider[]>('/renting/providers');
    await page.getByRole('link', { name: 'Crear Vehículo' }).click();
    await page.waitForURL(/\/stock-renting\/add-vehicle$/);
    await page.getByRole('heading', { name: 'Crear vehículo de renting', exact: true }).waitFor();
    await page.getByText('Este vehículo no tiene fotos').waitFor();

    await page.getByRole('combobox', { name: 'Proveedor' }).click();
    await page.getByRole('option', { name: provider.name }).click();
    await page.getByLabel(/^Marca/).fill(MARCA);
    await page.getByLabel(/^Color/).fill('Blanco');
    await page.getByLabel(/^Cambio/).fill('Automático');
    await page.getByLabel(/^Combustible/).fill('Eléctrico');
    for (const audience of ['Particulares', 'Autónomos', 'Empresa']) {
      await page.getByLabel(new RegExp(`^Precio mínimo ${audience}`)).fill('199,5');
      await page
        .getByLabel(new RegExp(`^Tipo precio mínimo ${audience}`))
        .fill('10.000 km/año · 48 meses');
    }
    await page.getByRole('group', { name: 'Publicar para' }).getByLabel('Particular').check();
    await page.getByLabel('Imagen a subir').setInputFiles({
      name: 'spring blanco.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: /^Foto 1/ }).waitFor();

    await page.getByRole('button', { name: 'Guardar Vehículo' }).click();
    await snackbar('Todos los campos con * son necesarios 😒').waitFor();
    await screenshot(page, 'renting-create-refused');
    expect((await vehicles()).length).toBe(before);

    await page.getByLabel(/^Modelo/).fill(MODELO);
    await page.getByRole('button', { name: 'Guardar Vehículo' }).click();
    await snackbar('Vehículo guardado 😄').waitFor();
    expect(page.url()).toMatch(/\/add-vehicle$/);
    await page.waitForURL(/\/stock-renting$/, { timeout: 10_000 });

    const stored = await ours();
    expect(stored).toMatchObject({
      modelo: MODELO,
      provider: provider._id,
      publicarParticular: true,
      publicarEmpresa: false,
      precioMinAutonomos: { valorMin: '199,50', tipoPrecioMin: '10.000 km/año · 48 meses' },
    });
    expect(stored?.recursos).toHaveLength(1);
    expect(stored?.recursos[0].nombre).toMatch(/^\d+-spring-blanco\.png$/);
    expect(stored?.preciosParticular).toHaveLength(18);
  });

  it('edits a price grid, typed and pasted from a spreadsheet row', async () => {
    await filterCards(MARCA);
    // The vehicle read slowly: the page waits for the whole of it, never showing the card's
    // few fields as the form (their minimum prices, grids and equipment missing).
    await page.route(
      '**/api/renting/vehicles/*',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
      { times: 1 },
    );
    await card().getByRole('link', { name: 'Ver' }).click();
    await page.getByRole('heading', { name: `Editar ${MARCA} ${MODELO}`, exact: true }).waitFor();
    expect(await page.getByLabel(/^Precio mínimo Particulares/).inputValue()).toBe('199,50');
    await page.getByLabel('Particulares 48 meses 10.000 km', { exact: true }).fill('1234,5');
    await pasteInto('Empresa 36 meses 20.000 km', '310,00\t320,50\t330\t999\n');
    await expect
      .poll(() => page.getByLabel('Empresa 36 meses 30.000 km', { exact: true }).inputValue())
      .toBe('330,00');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await snackbar('Vehículo actualizado con éxito').waitFor();
    await screenshot(page, 'renting-edit-grid');

    const stored = await ours();
    const price = (grid: RentingVehicle['preciosParticular'] | undefined, tipo: string) =>
      grid?.find((e) => e.tipo === tipo)?.valor;
    expect(price(stored?.preciosParticular, '10000KM-48M')).toBe('1.234,50');
    expect(price(stored?.preciosEmpresas, '20000KM-36M')).toBe('310,00');
    expect(price(stored?.preciosEmpresas, '25000KM-36M')).toBe('320,50');
    expect(price(stored?.preciosEmpresas, '30000KM-36M')).toBe('330,00');
    expect(price(stored?.preciosEmpresas, '5000KM-48M')).toBe('0,00');
  });

  it("switches audiences: the 'Generar Oferta' entries and the card's chips follow", async () => {
    const offerEntries = async () => {
      await page.getByRole('button', { name: 'Generar Oferta' }).first().click();
      const entries = await page.getByRole('menuitem').allTextContents();
      await page.keyboard.press('Escape');
      return entries;
    };
    expect(await offerEntries()).toEqual(['Particular']);
    const header = page.getByRole('group', { name: 'Publicar' });
    await header.getByLabel('Profesional').check();
    await header.getByLabel('Otros').check();
    expect(await offerEntries()).toEqual(['Particular', 'Empresa', 'Otros']);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await snackbar('Vehículo actualizado con éxito').waitFor();
    expect(await ours()).toMatchObject({
      publicarParticular: true,
      publicarEmpresa: true,
      publicarAutonomos: false,
      publicarOtros: true,
    });

    await page.getByRole('menuitem', { name: 'Renting' }).click();
    await filterCards(MARCA);
    const chips = card().getByLabel('Publicado para');
    await expect
      .poll(() => chips.locator('.MuiChip-label').allTextContents())
      .toEqual(['Particular', 'Empresa', 'Otros']);
    await card().getByRole('button', { name: 'Generar Oferta' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Particular',
      'Empresa',
      'Otros',
    ]);
    await screenshot(page, 'renting-card-offer-menu');
  });

  it('generates the offer PDF of an audience and opens it in a new tab', async () => {
    const [tab, made] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((r) => r.url().endsWith('/api/renting/download-pdf')),
      page.getByRole('menuitem', { name: 'Empresa' }).click(),
    ]);
    // The server made it for that audience; the file it names is a PDF.
    const { file } = (await made.json()) as { file: string };
    expect(file).toMatch(/^pdf\/.+\.pdf$/);
    const asked = JSON.parse(made.request().postData() ?? '{}') as {
      typeOffer: string;
      data: RentingVehicle;
    };
    expect(asked).toMatchObject({ typeOffer: 'Empresa', data: { marca: MARCA, modelo: MODELO } });
    // The whole vehicle, though the card shows only a few of its fields: its grids too.
    expect(asked.data.preciosEmpresas.find((e) => e.tipo === '20000KM-36M')?.valor).toBe('310,00');
    const pdf = Buffer.from(await (await api(`/renting/${file}`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The tab shows it (read by the console with its token, as a blob) in the PDF viewer.
    await expect.poll(() => tab.url(), { timeout: 10_000 }).toMatch(/^blob:/);
    await tab.waitForTimeout(1500);
    await tab.screenshot({ path: 'test-results/screenshots/renting-offer-pdf.png' });
    await tab.close();
  });

  it('selects rows in the list view, downloads their CSV and imports it back unchanged', async () => {
    await page.getByLabel('Marca', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Vista de lista' }).click();
    await page.getByRole('heading', { name: 'Resultados', exact: true }).waitFor();
    const rows = page.getByRole('row');
    await expect.poll(() => rows.count()).toBe(11);
    const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    expect(headers.slice(1)).toEqual([
      'PROVEEDOR',
      'ID CAMPAÑA',
      'MARCA',
      'MODELO',
      'VERSION',
      'UNIDADES',
      'PAR',
      'EMP',
      'AUT',
      'OTR',
      'Acciones',
    ]);
    await rows.filter({ hasText: MARCA }).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await screenshot(page, 'renting-list-selected');
    const before = await vehicles();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar fichero CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csvPath = await download.path();
    const csv = readFileSync(csvPath, 'utf8');
    expect(csv).toContain(MODELO);
    // A header and the two rows (';' separated, UTF-8 with BOM).
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv, { delimiter: ';', bom: true })).toHaveLength(3);

    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar CSV' });
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.getByText('No hay fichero seleccionado!!!').waitFor();
    await dialog.getByLabel('Fichero CSV').setInputFiles({
      name: 'renting.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(csvPath),
    });
    await screenshot(page, 'renting-import-dialog');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await snackbar('Fichero importado: 0 creados, 0 actualizados, 2 sin cambios').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const strip = (list: RentingVehicle[]) =>
      list.map(({ providerName: _name, ...v }) => v).sort((a, b) => a.idOferta - b.idOferta);
    expect(strip(await vehicles())).toEqual(strip(before));
  });

  it('keeps the list view across a reload (per user), then deletes a card after confirming', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Resultados', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Vista de tarjetas' }).click();
    await filterCards(MARCA);
    await card()
      .getByRole('button', { name: `Eliminar ${MARCA} ${MODELO}` })
      .click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Seguro que desea eliminar el vehículo?').waitFor();
    await confirm.getByText('Esta acción, no se puede deshacer...').waitFor();
    await screenshot(page, 'renting-delete-confirm');
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    // The dialog stays open (the rest of the page hidden from the accessibility tree) until the
    // delete is answered; only then can the card be looked for.
    await confirm.waitFor({ state: 'detached' });
    await card().waitFor({ state: 'detached' });
    expect(await ours()).toBeUndefined();
  });

  it('warns when the stock is empty', async () => {
    for (const v of await vehicles())
      expect((await api(`/renting/vehicles/${v._id}`, { method: 'DELETE' })).status).toBe(200);
    // The open list hears of the deletions (resource:changed) and shows the warning once the
    // filter is cleared.
    await page.getByLabel('Marca', { exact: true }).fill('');
    await page
      .getByText('No hay vehículos en el stock de renting, puedes crear uno desde CREAR VEHÍCULO')
      .waitFor();
    await screenshot(page, 'renting-empty');
    const title = await page.locator('#react-admin-title').innerText();
    expect(title.match(/Stock de vehículos de renting/g)).toHaveLength(1);
    expect(browser.problems).toEqual([]);
  });
});
