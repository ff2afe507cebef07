// Channel consistency in a real browser against the reference API: a vehicle published and
// then reserved in the stock is a drift on /coherencia; 'Corregir' fixes one, 'Corregir
// seleccionados' fixes several with 'i de n'; the vehicle sheet shows where it is published
// and its history; the dashboard's charts are titled, described and lead to /coherencia; the
// history of changes is for administrators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  apiAs,
  closeSession,
  DEMO_ADMIN,
  DEMO_STAFF,
  launchBrowser,
  openSession,
  screenshot,
  signIn,
  type E2eSession,
} from './harness';

interface Drift {
  channel: string;
  idv: string;
  kind: string;
  message: string;
}
interface Report {
  channels: { id: string; label: string; listed: number; eligible: number; drifts: number }[];
  drifts: Drift[];
}
interface Placement {
  channels: { id: string; label: string; listed: boolean; drifts: unknown[] }[];
}

let session: E2eSession;
let page: Page;
let api: Awaited<ReturnType<typeof apiAs>>;

const json = async <T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> => {
  const res = await api(path, init);
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** An available vehicle listed on a channel that has no drift on it yet. */
const cleanListedVehicle = async (skip: ReadonlySet<string>) => {
  const stock = await json<{ idv: string; reservado: boolean }[]>(
    '/publishing/api/v1/quiter?fields=idv,reservado',
  );
  for (const { idv } of stock.filter((v) => !v.reservado && !skip.has(v.idv))) {
    const placement = await json<Placement>(`/consistency/vehicles/${idv}`);
    const channel = placement.channels.find(
      (c) => c.listed && c.drifts.length === 0 && c.id !== 'cnet',
    );
    if (channel) return { idv, channel };
  }
  throw new Error('No hay ningún vehículo publicado sin discrepancias');
};

const table = (): Locator => page.getByRole('table', { name: 'Discrepancias' });
const rowOf = (idv: string): Locator =>
  table()
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: idv, exact: true }) });

let reserved: { idv: string; channel: { id: string; label: string } };

beforeAll(async () => {
  session = await openSession(DEMO_ADMIN);
  ({ page } = session);
  api = await apiAs(session.server.url, DEMO_ADMIN);
  // Published on a channel, then reserved in the stock: a 'reservado' drift.
  reserved = await cleanListedVehicle(new Set());
  await json(`/publishing/api/v1/quiter/${reserved.idv}`, {
    method: 'PATCH',
    body: { reservado: true },
  });
});
afterAll(() => closeSession(session));

describe('/coherencia', () => {
  it("shows a reserved car still published as a drift, and 'Corregir' removes it", async () => {
    const { server } = session;
    await page.goto(`${server.url}/coherencia?kind=reservado&channel=${reserved.channel.id}`);
    await page.getByRole('heading', { name: 'Coherencia de canales', level: 1 }).waitFor();
    const row = rowOf(reserved.idv);
    await row.waitFor();
    expect(await row.innerText()).toContain(
      `Reservado en stock y publicado en ${reserved.channel.label}`,
    );
    await screenshot(page, 'coherencia');

    await row.getByRole('button', { name: 'Corregir', exact: false }).click();
    const dialog = page.getByRole('dialog', { name: 'Corregir 1 discrepancia' });
    await expect
      .poll(() => dialog.innerText())
      .toContain(`Se retirará de ${reserved.channel.label} el vehículo ${reserved.idv}`);
    await dialog.getByRole('button', { name: 'Corregir', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Resultado de la corrección' });
    await done.getByText('1 discrepancia corregida de 1 pedida').waitFor();
    await done.getByRole('button', { name: 'Cerrar' }).click();
    // The report is read again (after the fix and on the server's event): the row is gone.
    await expect.poll(() => rowOf(reserved.idv).count()).toBe(0);
    const placement = await json<Placement>(`/consistency/vehicles/${reserved.idv}`);
    expect(placement.channels.find((c) => c.id === reserved.channel.id)?.listed).toBe(false);
  });

  it("fixes a selection with 'Corregir seleccionados', showing 'i de n' and the results", async () => {
    const { server } = session;
    // A channel and kind with more drifts than one request takes (not the paced Coches.net).
    const report = await json<Report>('/consistency');
    const groups = new Map<string, number>();
    for (const d of report.drifts) {
      if (d.channel === 'cnet' || d.kind === 'duplicado') continue;
      const key = `${d.channel}|${d.kind}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    const [key, count] = [...groups].sort((a, b) => a[1] - b[1]).find(([, n]) => n > 10) ?? [];
    expect(key, 'un canal con más de 10 discrepancias de un tipo').toBeDefined();
    const [channel, kind] = key!.split('|');
    await page.goto(`${server.url}/coherencia?channel=${channel}&kind=${kind}`);
    await table().locator('tbody tr').first().waitFor();
    await table().getByRole('checkbox', { name: 'Seleccionar todo' }).check();
    await page.getByRole('button', { name: 'Seleccionar todo' }).click();
    await page.getByRole('button', { name: 'Corregir seleccionados' }).click();
    const dialog = page.getByRole('dialog', { name: `Corregir ${count} discrepancias` });
    await dialog.waitFor();
    const progress: string[] = [];
    const watch = setInterval(() => {
      void dialog
        .getByRole('status')
        .first()
        .innerText({ timeout: 100 })
        .then((t) => progress.push(t))
        .catch(() => undefined);
    }, 50);
    await dialog.getByRole('button', { name: 'Corregir', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Resultado de la corrección' });
    await done.getByText(/corregidas? de/).waitFor({ timeout: 90_000 });
    clearInterval(watch);
    expect(progress.some((t) => new RegExp(`Corrigiendo… \\d+ de ${count}`).test(t))).toBe(true);
    await screenshot(page, 'coherencia-fix-results');
    await done.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => table().locator('tbody tr').count()).toBeLessThanOrEqual(1);
  });
});

describe('the vehicle sheet', () => {
  it('shows where the vehicle is published and its history, the fix included', async () => {
    const { server } = session;
    await page.goto(`${server.url}/stock-general-quiter/${reserved.idv}`);
    const placement = page.getByRole('table', { name: 'Dónde está publicado' });
    await placement.waitFor();
    expect(await placement.innerText()).toContain(reserved.channel.label);
    const history = page.getByRole('list', { name: 'Historial' });
    await history.waitFor();
    const text = await history.innerText();
    expect(text).toContain('Corrección');
    expect(text).toContain(reserved.channel.label);
    await screenshot(page, 'coherencia-vehicle-sheet');
  });
});

describe('the dashboard charts', () => {
  it('are titled, described in words, and a bar click opens /coherencia filtered', async () => {
    const { server } = session;
    await page.goto(`${server.url}/dashboard`);
    for (const title of [
      'Cobertura por canal',
      'Discrepancias por tipo',
      'Stock por tipo',
      'Stock por días en stock',
    ]) {
      await page.getByRole('figure', { name: title }).waitFor();
    }
    const kinds = page.getByRole('img', { name: 'Discrepancias por tipo' });
    await kinds.locator('.MuiBarElement-root').first().waitFor();
    expect(await kinds.getAttribute('aria-describedby')).toBeTruthy();
    await screenshot(page, 'coherencia-dashboard-charts');

    // On a phone the charts fit the screen: the page is no wider than it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/dashboard`);
    const phoneChart = page.getByRole('img', { name: 'Stock por días en stock' });
    await phoneChart.locator('.MuiBarElement-root').first().waitFor();
    await phoneChart.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const box = await phoneChart.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'coherencia-dashboard-charts-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/dashboard`);

    const coverage = page.getByRole('img', { name: 'Cobertura por canal' });
    await coverage.locator('.MuiBarElement-root').first().click();
    await page.waitForURL(/\/coherencia\?channel=/);
    await page.getByRole('table', { name: 'Discrepancias' }).waitFor();
  });
});

describe('the history of changes', () => {
  it('lists the changes for the administrator and is refused to staff', async () => {
    const { server } = session;
    await page.goto(`${server.url}/historial`);
    const list = page.getByRole('table', { name: 'Historial de cambios' });
    await list.locator('tbody tr').first().waitFor();
    expect(await list.innerText()).toContain('Corrección');
    await screenshot(page, 'coherencia-historial');

    // Staff, in a browser of their own: no entry in the drawer, the page refused.
    const other = await launchBrowser();
    try {
      const staff = await other.context.newPage();
      await signIn(staff, server.url, DEMO_STAFF);
      expect(await staff.getByRole('menuitem', { name: 'Historial de cambios' }).count()).toBe(0);
      await staff.goto(`${server.url}/historial`);
      await staff.getByText('No tiene permisos para ver esta página').waitFor();
    } finally {
      await other.close();
    }
  });
});

describe('the browser console', () => {
  it('stayed free of errors and warnings on every screen above', () => {
    expect(session.browser.problems).toEqual([]);
  });
});
