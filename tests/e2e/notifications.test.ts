// In a real browser: the inbox paged on the server keeps its view in the address, the bell asks
// only for the unread count and the first ten, and signing in shows the console without loading the
// page again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  closeSession,
  DEMO_ADMIN,
  openSession,
  screenshot,
  type E2eSession,
} from './harness';

let session: E2eSession;

beforeAll(async () => {
  session = await openSession();
  const api = await apiAs(session.server.url, DEMO_ADMIN);
  // 60 more unread ones: the unread view has two pages of 50.
  for (let i = 1; i <= 60; i++) {
    await api('/notifications', {
      method: 'POST',
      body: { text: `Aviso de prueba ${i}`, severity: 'info', site: 'pruebas', action: 'test' },
    });
  }
});
afterAll(() => closeSession(session));

describe('notifications inbox and bell', () => {
  it('signing in shows the console in the same page; the bell asks for ten unread', async () => {
    const { page, server } = session;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/notifications')) asked.push(r.url());
    });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Correo electrónico').fill(DEMO_ADMIN.email);
    await page.getByLabel('Contraseña').fill(DEMO_ADMIN.password);
    // A page load would start a new document without this mark.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Correcto').first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    const bell = page.locator('button[aria-label^="Notificaciones:"]');
    await expect
      .poll(() => bell.getAttribute('aria-label'))
      .toBe('Notificaciones: 70 notificaciones sin leer');
    await bell.click();
    const unread = page.getByRole('list', { name: 'Notificaciones sin leer' });
    await expect.poll(() => unread.getByRole('listitem').count()).toBe(10);
    await screenshot(page, 'notifications-bell');
    await page.keyboard.press('Escape');
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(new URL(url).searchParams.get('_end')).toBe('10');
  });

  it('the inbox keeps its filter, sort and page in the address: a reload shows the same view', async () => {
    const { page, server } = session;
    // The server's background jobs may add notifications while the test runs (a slow
    // upstream on a busy machine): the counts shown are compared with the server's own.
    const api = await apiAs(server.url, DEMO_ADMIN);
    const unread = async () =>
      Number(
        (await api('/notifications?_start=0&_end=1&reading=false')).headers.get('x-total-count'),
      );
    const shows = (label: (total: number) => string) => async () =>
      (await page.locator('.MuiTablePagination-displayedRows').innerText()) ===
      label(await unread());
    await page.goto(`${server.url}/notificaciones`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await page.getByRole('button', { name: 'No leídas' }).click();
    expect(await unread()).toBeGreaterThanOrEqual(70);
    await expect.poll(shows((total) => `1-50 de ${total}`)).toBe(true);
    await page.getByText('Mensaje', { exact: true }).click();
    await expect.poll(() => page.url()).toContain('sort=text');
    // The address changes before the table draws the new order; as a person does, the next
    // click waits for the table to show it (a click in between would page the old order).
    await expect
      .poll(() => page.locator('th:has-text("Mensaje") .MuiTableSortLabel-root.Mui-active').count())
      .toBe(1);
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await expect.poll(shows((total) => `51-${Math.min(total, 100)} de ${total}`)).toBe(true);
    // The row the server puts first on that page (unread, by message, rows 51-70): the
    // table shows it once its page has arrived, and again after a reload. The server is
    // asked again on each try, so a notification its background jobs add meanwhile is
    // followed rather than failing the comparison.
    const order = new URL(page.url()).searchParams.get('order') ?? 'ASC';
    const serverFirst = async () =>
      (
        (await (
          await api(`/notifications?_start=50&_end=100&_sort=text&_order=${order}&reading=false`)
        ).json()) as { text: string }[]
      )[0]?.text ?? '';
    const showsServerFirst = async () =>
      (await rows.first().innerText()).includes(await serverFirst());
    await expect.poll(showsServerFirst, { timeout: 15_000 }).toBe(true);
    const address = page.url();

    await page.reload();
    await rows.first().waitFor();
    expect(page.url()).toBe(address);
    await expect.poll(shows((total) => `51-${Math.min(total, 100)} de ${total}`)).toBe(true);
    await expect.poll(showsServerFirst, { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'notificaciones-pagina-2');
  });

  it('left no console error or warning', () => {
    expect(session.browser.problems).toEqual([]);
  });
});
