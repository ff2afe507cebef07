// Walk-through of the console's platform screens in a real browser against `npm start`'s
// server (built), on a fresh data folder and a free port. Screenshots of every screen land in
// test-results/screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiAs,
  DEMO_ADMIN,
  DEMO_STAFF,
  screenshot,
  signIn,
  closeSession,
  openSession,
  type BrowserSession,
  type E2eSession,
  type RunningServer,
} from './harness';

let session: E2eSession;
let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  session = await openSession();
  ({ server, browser } = session);
});
afterAll(() => closeSession(session));

const newPage = async (): Promise<Page> => {
  const page = await browser.context.newPage();
  return page;
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Perfil', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await page.waitForURL(/\/login$/);
};

describe('platform walk-through', () => {
  it('shows both login errors, then signs the administrator in', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Todos los campos son necesarios');
    await page.getByLabel('Correo electrónico').fill(DEMO_ADMIN.email);
    await page.getByLabel('Contraseña').fill('incorrecta');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Usuario o contraseña incorrectos');
    // The refused sign-in is a 401 by design; Chromium always logs a failed request itself.
    const expected = browser.problems.findIndex((p) => p.includes('status of 401'));
    expect(expected).toBeGreaterThanOrEqual(0);
    browser.problems.splice(expected, 1);
    await screenshot(page, '01-login-error');
    await signIn(page, server.url, DEMO_ADMIN);
    await page.close();
  });

  it('dashboard shows the nine portal cards, one in error, and Ajustes for the admin', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/dashboard`);
    const chips = page.locator('.MuiChip-label', { hasText: /^(Correcto|Error)$/ });
    await expect.poll(() => chips.count(), { timeout: 20000 }).toBe(9);
    expect(await page.locator('.MuiChip-label', { hasText: /^Error$/ }).count()).toBe(1);
    await expect.poll(() => page.getByText('Ajustes').count()).toBeGreaterThan(0);
    await screenshot(page, '02-dashboard');
    await page.close();
  });

  it('a notification created on the server reaches the bell live; dismiss marks it read', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/dashboard`);
    const bell = page.getByRole('button', { name: /notificaciones/i }).first();
    await bell.waitFor();
    const badge = page.locator('.MuiBadge-badge').first();
    await expect.poll(async () => Number(await badge.textContent())).toBeGreaterThan(0);
    const before = Number(await badge.textContent());
    const api = await apiAs(server.url, DEMO_ADMIN);
    const text = 'Sincronización de Wallapop completada: 7 anuncios publicados';
    const res = await api('/notifications', {
      method: 'POST',
      body: { text, severity: 'success' },
    });
    expect(res.status).toBe(201);
    await expect.poll(async () => Number(await badge.textContent())).toBe(before + 1);
    await bell.click();
    await page.getByText(text).waitFor();
    await page.waitForTimeout(400); // let the popover finish its fade-in for the screenshot
    await screenshot(page, '03-bell');
    await page
      .getByRole('button', { name: /marcar como leída/i })
      .first()
      .click();
    await expect.poll(async () => Number(await badge.textContent())).toBe(before);
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('/notificaciones deletes a selection in bulk', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/notificaciones`);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const total = await rows.count();
    await rows.nth(0).getByRole('checkbox').check();
    await expect.poll(() => page.getByText('1 notificación seleccionada').count()).toBe(1);
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await page.getByText('3 notificaciones seleccionadas').waitFor();
    await screenshot(page, '04-notificaciones-seleccion');
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.count())
      await confirm.getByRole('button', { name: /confirmar|eliminar|aceptar/i }).click();
    await expect.poll(() => rows.count()).toBe(total - 3);
    await page.close();
  });

  it('Wallapop accounts: create, edit and delete a row', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/settings/wallapop`);
    await page.getByRole('button', { name: 'Añadir cuenta' }).click();
    const focused = page.locator('input:focus');
    await focused.fill('wlp-reus');
    await page.keyboard.press('Tab');
    await page.locator('input:focus').fill('Oliva Reus');
    await page.getByRole('menuitem', { name: 'Guardar' }).first().click();
    await page.getByText('Guardado con éxito').waitFor();
    await page.getByText('wlp-reus').waitFor();
    await screenshot(page, '05-wallapop-creada');
    // In edit mode the row's text moves into inputs, so address it by its id from now on.
    const rowId = await page
      .locator('[role="row"][data-id]', { hasText: 'wlp-reus' })
      .getAttribute('data-id');
    const row = page.locator(`[role="row"][data-id="${rowId}"]`);
    await row.getByRole('menuitem', { name: 'Editar' }).click();
    const nameInput = row.locator('input').nth(1);
    await nameInput.fill('Oliva Reus Centro');
    await row.getByRole('menuitem', { name: 'Guardar' }).click();
    await page.getByText('Oliva Reus Centro').waitFor();
    await row.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /eliminar|aceptar|confirmar/i })
      .click();
    await page.getByText('Eliminado con éxito').waitFor();
    await expect.poll(() => page.getByText('wlp-reus').count()).toBe(0);
    await screenshot(page, '06-wallapop');
    await page.goto(`${server.url}/settings/users`);
    await page.getByText('comercial@multipublicador.local').waitFor();
    await screenshot(page, '07-usuarios');
    await signOut(page);
    await page.close();
  });

  it('staff: no Ajustes, no settings page by URL; profile edit and password change', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, server.url, DEMO_STAFF);
    await page
      .locator('.MuiChip-label', { hasText: /^(Correcto|Error)$/ })
      .first()
      .waitFor();
    expect(await page.getByText('Ajustes').count()).toBe(0);
    await page.goto(`${server.url}/settings/users`);
    await page.getByText('No tiene permisos para ver esta página').waitFor();
    expect(await page.getByText('admin@multipublicador.local').count()).toBe(0);
    await screenshot(page, '08-sin-permiso');

    await page.goto(`${server.url}/mi-cuenta`);
    await page.getByText(DEMO_STAFF.email).first().waitFor();
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    await page.getByLabel(/teléfono/i).fill('977 123 456');
    await page.getByRole('button', { name: /guardar/i }).click();
    await page.getByText('Datos actualizados con éxito').waitFor();
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const savePassword = () =>
      page
        .getByRole('button', { name: /guardar|cambiar/i })
        .last()
        .click();
    // The password policy is checked in the form, next to the field.
    await page.getByLabel('Contraseña actual').fill('incorrecta');
    await page.getByLabel('Nueva contraseña').fill('qwertyuiop');
    await page.getByLabel('Repetir contraseña').fill('otra-clave');
    await savePassword();
    await page.getByText('Las contraseñas no coinciden').first().waitFor();
    await page.getByText('La contraseña es demasiado común').first().waitFor();
    await page.getByLabel('Nueva contraseña').fill('nueva-clave-1');
    await page.getByLabel('Repetir contraseña').fill('nueva-clave-1');
    // A wrong current password: the server's reason under 'Contraseña actual'.
    await savePassword();
    await page.getByText("El campo 'Contraseña actual' no es correcto").waitFor();
    await screenshot(page, '09-mi-cuenta-contrasena-actual');
    const refused = browser.problems.findIndex((p) => p.includes('status of 400'));
    expect(refused).toBeGreaterThanOrEqual(0);
    browser.problems.splice(refused, 1);
    const oldToken = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('usuario') ?? '{}') as { accessToken?: string })
          .accessToken,
    );
    await page.getByLabel('Contraseña actual').fill(DEMO_STAFF.password);
    await savePassword();
    await page.getByText('La contraseña se ha cambiado').waitFor();
    await screenshot(page, '09-mi-cuenta');
    // The old token is ended on the server; this tab goes on with the fresh one.
    const verify = (token: string | undefined) =>
      fetch(`${server.url}/api/verify-token`, { headers: { 'x-access-token': token ?? '' } });
    expect((await verify(oldToken)).status).toBe(401);
    await page.reload();
    await page.getByText(DEMO_STAFF.email).first().waitFor();
    const freshToken = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('usuario') ?? '{}') as { accessToken?: string })
          .accessToken,
    );
    expect((await verify(freshToken)).status).toBe(200);
    // 'Salir' ends that session on the server too.
    await signOut(page);
    expect((await verify(freshToken)).status).toBe(401);
    await signIn(page, server.url, { email: DEMO_STAFF.email, password: 'nueva-clave-1' });
    await page.close();
  });

  it('left no console error or warning on any page', () => {
    expect(browser.problems).toEqual([]);
  });
});
