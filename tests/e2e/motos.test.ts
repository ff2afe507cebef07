// In Chromium (fresh data folder): /motos inline edit persists after a reload and a refused edit
// shows the server's message with the old value back; on the sheet /motos/{idv}, photos uploaded
// (several at once) appear as thumbnails and one is made the main photo, 'Este vehículo no tiene
// fotos' without photos; equipment rows added and removed with the one-row minimum; 'Publicar en
// WordPress' then 'Importar a WordPress' and the export holds exactly the published motos.
// Screenshots; no console errors but the refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { parse } from 'csv-parse/sync';
import type { Moto } from '../../src/domain/motos/types';
import { isMainPhoto } from '../../src/domain/photoOrder';
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

const json = async <T>(path: string, init?: { method?: string; body?: unknown }) => {
  const answer = await api(path, init);
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
};
/** A condition waited for (the machine running the tests may be busy: generous time). */
const poll = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 15_000 });
const moto = (idv: string) => json<Moto>(`/motos/${idv}`);
const cellButton = (label: string, idv: string) =>
  page.getByRole('button', { name: `Editar ${label} de ${idv}`, exact: true });
const saved = (text: string) => page.getByText(text, { exact: true }).first();

/** Types into a cell of the table and presses Enter. */
const editCell = async (label: string, idv: string, text: string) => {
  await cellButton(label, idv).click();
  const input = page.getByRole('textbox', { name: `${label} de ${idv}`, exact: true });
  await input.fill(text);
  await input.press('Enter');
};

const images = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `moto-foto-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 60 * i, g: 120, b: 90 } },
      })
        .png()
        .toBuffer(),
    })),
  );

describe('/motos table', () => {
  it('shows the stock columns in order, 10 per page, the 0 defaults and reservado as Sí/No', async () => {
    await page.goto(`${server.url}/motos`);
    await page.locator('table tbody tr').first().waitFor();
    const headers = (await page.locator('table thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual([
      'IDV',
      'Marca',
      'Modelo',
      'Precio de venta',
      'PVP publicación',
      'PVO nuevo',
      'Km',
      'Potencia (CV)',
      'Potencia (kW)',
      'Color',
      'Matrícula',
      'Combustible',
      'Cilindrada',
      'Garantía (meses)',
      'Reservado',
      'Año modelo',
      'Fecha de matriculación',
      'Publicar',
      'Acciones',
    ]);
    await poll(() => page.locator('table tbody tr').count()).toBe(10);
    const all = await json<Moto[]>('/motos');
    await poll(() => page.locator('.MuiTablePagination-displayedRows').textContent()).toBe(
      `1-10 de ${all.length}`,
    );
    const first = [...all].sort((a, b) => Number(a.idv) - Number(b.idv))[0]!;
    // The search is full text: the moto searched by its idv is one whose idv no other moto holds
    // in any of its values (a km or another idv may contain it).
    const holds = (m: Moto, text: string) =>
      Object.values(m).some(
        (v) => ['string', 'number'].includes(typeof v) && String(v).includes(text),
      );
    const noPvo = all.find(
      (m) =>
        (m.pvoNuevo === null || m.pvoNuevo === undefined) &&
        !all.some((other) => other !== m && holds(other, m.idv)),
    )!;
    await page.locator('input[name="q"]').fill(noPvo.idv);
    await poll(() => page.locator('table tbody tr').count()).toBe(1);
    // The '0' of a missing price is a price like the others of its column.
    await poll(() => cellButton('PVO nuevo', noPvo.idv).textContent()).toBe('0\u00a0€');
    const reserved = noPvo.reservado === '1' ? 'Sí' : 'No';
    await poll(() => cellButton('Reservado', noPvo.idv).textContent()).toBe(reserved);
    await page.locator('input[name="q"]').fill('');
    await poll(() => page.locator('table tbody tr').first().textContent()).toContain(first.idv);
    await screenshot(page, 'h12-motos-list');
  });

  it('an inline edit is stored and stays after a reload; a refused one shows why and the old value', async () => {
    const [first] = (await json<Moto[]>('/motos')).sort((a, b) => Number(a.idv) - Number(b.idv));
    const idv = first!.idv;
    await page.goto(`${server.url}/motos`);
    await editCell('Precio de venta', idv, '9790,5');
    await saved('Registro actualizado con éxito').waitFor();
    await poll(async () => (await moto(idv)).precioVenta).toBe(9790.5);
    await page.reload();
    await poll(() => cellButton('Precio de venta', idv).textContent()).toBe('9.790,50\u00a0€');

    // Km is required by the API: emptying it is refused with its message, the cell restored.
    const km = (await moto(idv)).km;
    await editCell('Km', idv, '');
    await saved("El campo 'Kilómetros' debe ser un número entero").waitFor();
    await poll(() => cellButton('Km', idv).textContent()).toBe(
      `${new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(km!)} km`,
    );
    expect((await moto(idv)).km).toBe(km);
    await screenshot(page, 'h12-motos-inline-refused');
  });
});

describe('/motos/{idv} sheet', () => {
  it('a moto without photos says so; photos uploaded together show as thumbnails and one becomes the main photo', async () => {
    const bare = (await json<Moto[]>('/motos')).find((m) => (m.recursos ?? []).length === 0)!;
    await page.goto(`${server.url}/motos/${bare.idv}`);
    await page.getByText('Este vehículo no tiene fotos').waitFor();
    await screenshot(page, 'h12-moto-sheet-no-photos');

    await page.getByLabel('Fotos a subir').setInputFiles(await images(3));
    await poll(async () => (await moto(bare.idv)).recursos.length).toBe(3);
    const thumbs = page.getByRole('region', { name: 'Fotos del vehículo' }).locator('img');
    await poll(() => thumbs.count()).toBe(3);
    // Each shows its thumbnail (the browser picks an image's source once it is drawn).
    await poll(() =>
      thumbs.evaluateAll((imgs) =>
        imgs.every((img) =>
          /\/api\/uploads\/images\/thumbs\/.+\.webp$/.test((img as HTMLImageElement).currentSrc),
        ),
      ),
    ).toBe(true);
    // The thumbnails loaded (a real image, not a broken one).
    await poll(() =>
      thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    const stored = await moto(bare.idv);
    expect(stored.recursos.filter(isMainPhoto)).toHaveLength(1);
    const second = stored.recursos.filter((r) => !isMainPhoto(r))[1]!;

    await page
      .locator(`[data-photo="${second.nombre}"]`)
      .getByRole('button', { name: 'Foto principal' })
      .click();
    await saved('Foto principal guardada').waitFor();
    await poll(async () =>
      (await moto(bare.idv)).recursos.filter(isMainPhoto).map((r) => r.nombre),
    ).toEqual([second.nombre]);
    // Shown first, with the chip, and first of the order.
    await poll(() => page.locator('[data-photo]').first().getAttribute('data-photo')).toBe(
      second.nombre,
    );
    await poll(() =>
      page
        .locator(`[data-photo="${second.nombre}"]`)
        .getByText('Principal', { exact: true })
        .count(),
    ).toBe(1);
    await screenshot(page, 'h12-moto-sheet-photos');

    // The order: the third photo moved up becomes the second (the main photo keeps the first).
    const [, , third] = await page
      .locator('[data-photo]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-photo')));
    expect(await page.getByRole('button', { name: 'Subir foto 2' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Subir foto 3' }).click();
    await saved('Orden de las fotos guardado').waitFor();
    const orderOf = async (nombre: string | null | undefined) =>
      (await moto(bare.idv)).recursos
        .find((r) => r.nombre === nombre)
        ?.propiedades.find((p) => p.nombre === 'OrdenFoto')?.valor;
    await poll(() => orderOf(third)).toBe(2);
    expect(await orderOf(second.nombre)).toBe(1);
    await poll(() => page.locator('[data-photo]').nth(1).getAttribute('data-photo')).toBe(third);

    // Delete, with confirmation: 'Cancelar' keeps it, 'Eliminar' removes it.
    await page.getByRole('button', { name: 'Eliminar foto 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    expect((await moto(bare.idv)).recursos).toHaveLength(3);
    await page.getByRole('button', { name: 'Eliminar foto 2' }).click();
    await screenshot(page, 'h12-moto-sheet-photo-delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await saved('Foto eliminada').waitFor();
    await poll(async () => (await moto(bare.idv)).recursos.map((r) => r.nombre)).not.toContain(
      third,
    );
    await poll(() => thumbs.count()).toBe(2);
  });

  it('equipment rows: one row cannot be removed, a row is added and saved, then removed', async () => {
    const target = (await json<Moto[]>('/motos'))[3]!;
    await json(`/motos/${target.idv}`, {
      method: 'PUT',
      body: { equipamiento: [{ id: '1', tipo: 'Serie', descripcion: 'ABS' }] },
    });
    await page.goto(`${server.url}/motos/${target.idv}`);
    const rows = page.locator('.RaSimpleFormIterator-line').filter({
      has: page.getByLabel('Descripción', { exact: true }),
    });
    await poll(() => rows.count()).toBe(1);
    await poll(() => rows.first().locator('.button-remove').count()).toBe(0);

    await page.locator('fieldset', { hasText: 'Equipamiento' }).locator('.button-add').click();
    await poll(() => rows.count()).toBe(2);
    await rows.nth(1).getByLabel('Descripción', { exact: true }).fill('Puños calefactables');
    await rows.nth(1).getByRole('combobox').click();
    await page.getByRole('option', { name: 'Extras', exact: true }).click();
    await poll(() => rows.first().locator('.button-remove').count()).toBe(1);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saved('Moto guardada con éxito').waitFor();
    await poll(async () =>
      (await moto(target.idv)).equipamiento.map((e) => [e.tipo, e.descripcion]),
    ).toEqual([
      ['Serie', 'ABS'],
      ['Extras', 'Puños calefactables'],
    ]);
    await screenshot(page, 'h12-moto-sheet-equipment');

    await rows.first().hover();
    await rows.first().locator('.button-remove').click();
    await poll(() => rows.count()).toBe(1);
    await poll(() => rows.first().locator('.button-remove').count()).toBe(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saved('Moto guardada con éxito').waitFor();
    await poll(async () => (await moto(target.idv)).equipamiento.map((e) => e.descripcion)).toEqual(
      ['Puños calefactables'],
    );
  });

  it("'Publicar en WordPress', then 'Importar a WordPress': the export holds exactly the published motos", async () => {
    const unpublished = (await json<Moto[]>('/motos')).find((m) => !m.publicar)!;
    await page.goto(`${server.url}/motos/${unpublished.idv}`);
    const publish = page.getByRole('switch', { name: 'Publicar en WordPress' });
    await publish.waitFor();
    expect(await publish.isChecked()).toBe(false);
    await publish.check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saved('Moto guardada con éxito').waitFor();
    await poll(async () => (await moto(unpublished.idv)).publicar).toBe(true);
    await screenshot(page, 'h12-moto-sheet-published');

    await page.getByRole('link', { name: 'Volver a motos' }).click();
    await page.getByRole('button', { name: 'Importar a WordPress' }).click();
    await saved('Se ha lanzado la exportación de motos a WordPress').waitFor();
    const published = (await json<Moto[]>('/motos')).filter((m) => m.publicar).map((m) => m.idv);
    await page.getByText(`Exportación a WordPress: ${published.length} motos`).waitFor();
    await screenshot(page, 'h12-motos-wordpress-export');

    const file = await api('/motos/wordpress-export/last');
    expect(file.status).toBe(200);
    const rows = parse(await file.text(), { columns: true, bom: true }) as { idv: string }[];
    expect(rows.map((r) => r.idv).sort()).toEqual([...published].sort());
    expect(published).toContain(unpublished.idv);
  });

  it('the date typed dd/MM/yyyy is stored ISO; leaving with unsaved changes asks first, not after saving', async () => {
    const target = (await json<Moto[]>('/motos'))[5]!;
    await page.goto(`${server.url}/motos/${target.idv}`);
    const color = page.getByLabel('Color', { exact: true });
    await color.waitFor();
    await color.fill('GRIS PERLA');
    await page.getByLabel('Fecha de matriculación').fill('15/03/2021');
    await page.getByRole('link', { name: 'Volver a motos' }).click();
    await page.getByText('Cambios sin guardar').waitFor();
    await screenshot(page, 'h12-moto-sheet-unsaved');
    await page.getByRole('button', { name: 'Quedarse' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/motos/${target.idv}`);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await saved('Moto guardada con éxito').waitFor();
    await poll(async () => {
      const stored = await moto(target.idv);
      return [stored.color, stored.fechaMatriculacion];
    }).toEqual(['GRIS PERLA', '2021-03-15T00:00:00.000Z']);
    await page.reload();
    // The sheet drawn again with what was saved, as a person sees it before leaving.
    await poll(() => page.getByLabel('Fecha de matriculación').inputValue()).toBe('15/03/2021');
    await poll(() => page.getByLabel('Color', { exact: true }).inputValue()).toBe('GRIS PERLA');
    await page.getByRole('link', { name: 'Volver a motos' }).click();
    // Leaving a sheet just saved and read again asks nothing: it goes back to the list.
    const asked = page.getByText('Cambios sin guardar');
    const left = await Promise.race([
      // The list may put back the filter it was left with (?filter=…): the path is the answer.
      page.waitForURL((url) => url.pathname === '/motos').then(() => true),
      // Never settles once the page has gone: the list's address is the answer then.
      asked.waitFor().then(
        () => false,
        () => new Promise<boolean>(() => undefined),
      ),
    ]);
    if (!left) await screenshot(page, 'h12-moto-sheet-asked-after-saving');
    expect(left, 'asked about unsaved changes on a sheet saved and read again').toBe(true);
  });

  it('no console errors but the refused edit', () => {
    const refused = /status of 400/;
    expect(browser.problems.filter((p) => !refused.test(p))).toEqual([]);
    expect(browser.problems.filter((p) => refused.test(p))).toHaveLength(1);
  });
});
