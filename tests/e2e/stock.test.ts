// Walk-through of the sending side: on 'Stock Quiter', filter the table by a channel's 'not
// imported' count, select three vehicles, send them to three channels (what a channel has already
// is listed as published, never sent again), re-send the selection (no request, no 409, no console
// error), confirm what a channel's rule leaves out, retry a server failure; the view lives in the
// URL (back from a data sheet, a reload); at 390 px the page is no wider than the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import {
  DEMO_ADMIN,
  apiAs,
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

const countButton = (label: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^[\\d.]+ no importados en ${label}$`) });
const countOf = async (label: string): Promise<number> =>
  Number((await countButton(label).textContent())?.replace(/\./g, ''));
const table = (): Locator => page.getByRole('table', { name: 'Vehículos del stock' });
const rowOf = (idv: string): Locator =>
  table()
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${idv}$`) }) });
const rowCheckbox = (idv: string): Locator => rowOf(idv).getByRole('checkbox');
const panel = (): Locator => page.getByRole('region', { name: 'Enviar a canales' });
const channelBox = (label: string): Locator =>
  page.getByRole('group', { name: 'Canales de destino' }).getByLabel(label, { exact: true });
const report = (): Locator => page.getByRole('region', { name: 'Resultado del envío' });
const sendButton = (): Locator => panel().getByRole('button', { name: 'Enviar', exact: true });
const tableIdvs = async (n = 10): Promise<string[]> => {
  await table().locator('tbody tr').first().waitFor();
  const cells = await table().locator('tbody tr td:nth-child(2)').allTextContents();
  return cells.slice(0, n).map((c) => c.trim());
};
const untickAll = async () => {
  for (const box of await page
    .getByRole('group', { name: 'Canales de destino' })
    .getByRole('checkbox')
    .all())
    await box.uncheck();
};

interface StockLine {
  idv: string;
  tipo: string;
  reservado: boolean;
}

/** The first available VN vehicle of the demo stock that GOmotor and Wallapop both lack. */
const availableVnOnNeither = async (): Promise<string> => {
  const signin = await fetch(`${server.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const read = async <T>(url: string) =>
    (await (await fetch(url, { headers: { 'x-access-token': accessToken } })).json()) as T;
  const stock = await read<StockLine[]>(
    `${server.url}/api/publishing/api/v1/quiter?fields=idv,tipo,reservado`,
  );
  const keys = async (url: string) =>
    new Set((await read<{ idv: string }[]>(`${url}?fields=idv`)).map((l) => String(l.idv)));
  const gomotor = await keys(`${server.url}/gomotor-api/vehicles`);
  const wallapop = await keys(`${server.url}/api/publishing/api/v1/wallapop/vehicles`);
  const vn = stock.find(
    (v) => v.tipo === 'VN' && !v.reservado && !gomotor.has(v.idv) && !wallapop.has(v.idv),
  );
  if (!vn) throw new Error('The demo stock has no available VN vehicle off GOmotor and Wallapop');
  return vn.idv;
};

/** Channel writes the page makes (POSTs to a channel's API). */
const channelPosts: string[] = [];
const notePost = (request: Request) => {
  const url = request.url();
  if (request.method() === 'POST' && !url.includes('/signin') && !url.includes('/socket.io/'))
    channelPosts.push(request.url());
};

describe('Stock Quiter: filter by a channel and send', () => {
  let sent: string[] = [];

  it('filters the table to a channel’s not-imported vehicles from its count', async () => {
    page.on('request', notePost);
    await page.goto(`${server.url}/stock-general-quiter`);
    for (const label of ['GOmotor', 'Coches.net', 'Motoreto', 'Wallapop']) {
      await countButton(label).waitFor();
    }
    const before = await countOf('Motoreto');
    expect(before).toBeGreaterThan(3);
    await countButton('Motoreto').click();
    await page.getByText('No importados en Motoreto').waitFor();
    await expect.poll(() => page.getByText(new RegExp(`de ${before}$`)).count()).toBe(1);
    await screenshot(page, '15-stock-quiter');
  });

  it('sends 3 vehicles to 3 channels: what a channel has is listed as published, not sent', async () => {
    // Motoreto's 'not imported' vehicles are available VO: no channel below leaves them out.
    const [first, second, third] = await tableIdvs(3);
    sent = [first, second, third];
    const motoreto = await countOf('Motoreto');

    // Motoreto gets the first vehicle first: the second send must not send it again.
    await rowCheckbox(first).check();
    await channelBox('Motoreto').check();
    await sendButton().click();
    await report().getByText('1 enviado correctamente').waitFor();

    await rowCheckbox(second).check();
    await rowCheckbox(third).check();
    await panel().getByText('3 vehículos seleccionados').waitFor();
    // The demo database has some of the stock on each channel already: what the report must
    // list as published is read from the API first.
    const api = await apiAs(server.url, DEMO_ADMIN);
    const onChannel = async (path: string) => {
      const listings = (await (await api(`${path}?fields=idv`)).json()) as { idv: string }[];
      return sent.filter((idv) => listings.some((l) => l.idv === idv));
    };
    const already = [
      `Motoreto · ${first}`,
      ...(await onChannel('/cnet/vehicles')).map((idv) => `Coches.net · ${idv}`),
      ...(await onChannel('/publishing/api/v1/oferta-de-coches/vehicles')).map(
        (idv) => `Oferta de coches · ${idv}`,
      ),
    ];
    await channelBox('Coches.net').check();
    await channelBox('Oferta de coches').check();
    const posts = channelPosts.length;
    await sendButton().click();
    const newlySent = 9 - already.length;
    // Counts accumulate: the first send's vehicle is in them.
    await report()
      .getByText(`${1 + newlySent} enviados correctamente`)
      .waitFor();
    await report()
      .getByText(already.length === 1 ? '1 ya publicado' : `${already.length} ya publicados`)
      .waitFor();
    await report().getByText('0 avisos').waitFor();
    expect(channelPosts.length - posts).toBe(newlySent);
    await report().getByRole('button', { name: 'Ver avisos' }).click();
    const listed = page.getByRole('list', { name: 'Avisos del envío' });
    for (const line of already) await listed.getByText(line).waitFor();
    expect(await listed.getByRole('listitem').count()).toBe(already.length);

    // Motoreto has the three vehicles now: its count drops by two more.
    await expect.poll(() => countOf('Motoreto')).toBe(motoreto - 3);
    await screenshot(page, '16-envio-resultado');
  });

  it('re-sends the kept selection without a request: all listed as published', async () => {
    await panel()
      .getByText(/^Esta selección ya se envió a Coches.net, Oferta de coches, Motoreto \(/)
      .waitFor();
    const posts = channelPosts.length;
    const chip = report().locator('.MuiChip-label', { hasText: /ya publicados?$/ });
    const published = Number((await chip.textContent())?.split(' ')[0]);
    await sendButton().click();
    await report()
      .getByText(`${published + 9} ya publicados`, { exact: true })
      .waitFor();
    expect(channelPosts.length).toBe(posts);
    await screenshot(page, '16b-reenvio-ya-publicado');
  });

  it('left no console error or warning (no 409 from a re-send)', () => {
    expect(browser.problems).toEqual([]);
  });

  it("asks before sending what a channel's rule leaves out, and skips them by default", async () => {
    await report().getByRole('button', { name: 'Limpiar' }).click();
    await page
      .getByRole('region', { name: 'Selección' })
      .getByRole('button', { name: 'Deseleccionar' })
      .click();
    await untickAll();
    await countButton('Motoreto').click();
    await page.getByText('No importados en Motoreto').waitFor({ state: 'detached' });
    // An available VN vehicle on neither GOmotor nor Wallapop: GOmotor's rule leaves it out,
    // Wallapop takes it.
    const vn = await availableVnOnNeither();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(vn);
    await expect.poll(() => tableIdvs(1)).toEqual([vn]);
    await rowCheckbox(vn).check();
    await channelBox('GOmotor').check();
    const posts = channelPosts.length;
    await sendButton().click();
    const dialog = page.getByRole('dialog', { name: 'Vehículos que los canales no aceptan' });
    await dialog.getByText('GOmotor · no es VO (el canal solo acepta VO): 1 vehículo').waitFor();
    await screenshot(page, '16c-confirmacion-excluidos');
    await dialog.getByRole('button', { name: 'Omitirlos y enviar' }).click();
    await report().getByText('1 omitido', { exact: true }).waitFor();
    expect(channelPosts.length).toBe(posts);
  });

  it("lists a server failure as an error and 'Reintentar' sends just that one again", async () => {
    await report().getByRole('button', { name: 'Limpiar' }).click();
    await untickAll();
    // Wallapop takes VN vehicles: the selected one goes, and its first answer is a 503.
    let failures = 0;
    await page.route('**/publishing/api/v1/wallapop/vehicles', async (route) => {
      if (route.request().method() === 'POST' && failures++ === 0)
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Service Unavailable', message: 'Wallapop no responde' }),
        });
      return route.fallback();
    });
    await channelBox('Wallapop').check();
    await sendButton().click();
    const errors = page.getByRole('list', { name: 'Errores del envío' });
    await errors.getByText('Service Unavailable').waitFor();
    await report().getByText('1 error', { exact: true }).waitFor();
    await screenshot(page, '16d-error-reintentar');
    await report().getByRole('button', { name: 'Reintentar' }).click();
    await report().getByText('1 enviado correctamente').waitFor();
    await expect.poll(() => errors.count()).toBe(0);
    await page.unroute('**/publishing/api/v1/wallapop/vehicles');
    // The one console line is Chromium's for the 503 it was told to answer.
    expect(browser.problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
  });
});

describe('Stock Quiter: the view lives in the URL', () => {
  it('survives a visit to a data sheet and a reload', async () => {
    await page.goto(`${server.url}/stock-general-quiter`);
    await tableIdvs();
    await page
      .getByRole('group', { name: 'Filtros del stock' })
      .getByRole('button', { name: /^VO · / })
      .click();
    // The card's table shows first and the address follows a moment later.
    await expect.poll(() => new URL(page.url()).searchParams.get('filtro')).toBe('VO');
    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await table().getByText('Marca').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('marca');
    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    // The table follows the URL a render later.
    await page.getByText(/^11-20 de /).waitFor();
    const view = await tableIdvs();
    const url = page.url();
    expect(new URL(url).searchParams.get('filtro')).toBe('VO');

    await rowOf(view[0]).locator('td').nth(2).click();
    await page.waitForURL(new RegExp(`/stock-general-quiter/${view[0]}$`));
    await page.goBack();
    await expect.poll(() => tableIdvs()).toEqual(view);
    expect(page.url()).toBe(url);

    await page.reload();
    await expect.poll(() => tableIdvs()).toEqual(view);
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Filtros del stock' })
          .getByRole('button', { name: /^VO · / })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
  });

  it('reaches the table and the send panel in a few Tab presses (skip links)', async () => {
    await page.goto(`${server.url}/stock-general-quiter`);
    await tableIdvs(1);
    const focused = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim());
    // As a keyboard user goes, however long the drawer grows: the layout's first Tab stop
    // 'Saltar al contenido', then the page's own shortcuts a Tab or two further.
    const tabTo = async (text: string, most: number) => {
      let presses = 0;
      while ((await focused()) !== text) {
        if (++presses > most) throw new Error(`'${text}' not reached in ${most} Tab presses`);
        await page.keyboard.press('Tab');
      }
    };
    const skipToContent = async () => {
      await tabTo('Saltar al contenido', 1);
      await page.keyboard.press('Enter');
    };
    await skipToContent();
    await tabTo('Ir al envío a canales', 3);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('send-panel');
    await page.reload();
    await tableIdvs(1);
    await skipToContent();
    await tabTo('Ir a la tabla de vehículos', 3);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('stock-table');
  });

  it('opens a row with Enter from the keyboard', async () => {
    const [idv] = await tableIdvs(1);
    await rowOf(idv).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/stock-general-quiter/${idv}$`));
    await page.goBack();
    await tableIdvs(1);
  });
});

describe('Stock Quiter: small and laptop screens', () => {
  it('at 1366×768 the selection bar reaches the send panel', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${server.url}/stock-general-quiter`);
    const [idv] = await tableIdvs(1);
    await rowCheckbox(idv).check();
    const bar = page.getByRole('region', { name: 'Selección' });
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(768);
    // The table fits its card: no sideways scroll at this width.
    const fits = await table().evaluate((t) => {
      const card = t.closest('[id="stock-table"]') as HTMLElement;
      return t.scrollWidth <= card.clientWidth;
    });
    expect(fits).toBe(true);
    await screenshot(page, '17-stock-1366');
    await bar.getByRole('button', { name: 'Enviar a canales' }).click();
    await expect.poll(() => sendButton().isVisible()).toBe(true);
    await expect
      .poll(async () => {
        const b = await sendButton().boundingBox();
        return b !== null && b.y >= 0 && b.y + b.height <= 768;
      })
      .toBe(true);
  });

  it('at 390 px the page is no wider than the screen and its main button is reachable', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/stock-general-quiter`);
    await tableIdvs(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, '18-stock-390');
    await sendButton().scrollIntoViewIfNeeded();
    const b = await sendButton().boundingBox();
    expect(b && b.x >= 0 && b.x + b.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
