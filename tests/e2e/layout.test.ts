// At 390 px wide every page stays usable: signed in on a 390×844 screen, every page of the console
// is no wider than the screen, the top bar keeps its bell and user menu, the drawer is collapsed,
// and each page's main control is on screen (wide tables scroll inside their card). A screenshot of
// each page lands in test-results/screenshots/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  apiAs,
  closeSession,
  openSession,
  screenshot,
  signIn,
  type E2eSession,
} from './harness';

const PHONE = { width: 390, height: 844 };

let session: E2eSession;
let page: Page;
let url: string;
/** A vehicle of the group stock, for its data sheet. */
let idv: string;

beforeAll(async () => {
  session = await openSession();
  url = session.server.url;
  page = await session.browser.context.newPage();
  await page.setViewportSize(PHONE);
  await signIn(page, url, DEMO_ADMIN);
  const api = await apiAs(url, DEMO_ADMIN);
  const stock = (await (await api('/publishing/api/v1/quiter?fields=idv')).json()) as {
    idv: string;
  }[];
  idv = String(stock[0]?.idv);
});
afterAll(() => closeSession(session));

interface Screen {
  name: string;
  path: () => string;
  /** Shown once the page has its data. */
  ready: (page: Page) => Locator;
  /** The page's main control, which must be on screen. */
  main: (page: Page) => Locator;
  /** Steps after loading (choosing a file…). */
  prepare?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'dashboard',
    path: () => '/dashboard',
    ready: (p) => p.getByText('Correcto').first(),
    main: (p) => p.getByRole('link', { name: 'Ver detalle' }).first(),
  },
  {
    name: 'portal-U97',
    path: () => '/quiter/U97',
    ready: (p) => p.getByText('Online'),
    main: (p) => p.getByRole('button', { name: 'Guardar en base de datos' }),
  },
  {
    name: 'json-quiter',
    path: () => '/json-quiter',
    ready: (p) => p.getByLabel('Fichero'),
    prepare: async (p) => {
      await p.getByLabel('Fichero').click();
      await p.getByRole('option', { name: 'gomotor-general' }).click();
      await p.locator('tbody tr').first().waitFor();
    },
    main: (p) => p.getByRole('button', { name: 'Guardar en BD' }),
  },
  {
    name: 'stock-general-quiter',
    path: () => '/stock-general-quiter',
    ready: (p) => p.locator('tbody tr').first(),
    main: (p) => p.getByRole('button', { name: 'Enviar', exact: true }),
  },
  {
    name: 'ficha-vehiculo',
    path: () => `/stock-general-quiter/${encodeURIComponent(idv)}`,
    ready: (p) => p.getByText('Campos sin valor:'),
    main: (p) => p.getByRole('link', { name: 'Volver al stock' }),
  },
  {
    // The list's actions wrap: the first one stays on screen instead of past its left edge.
    name: 'motos',
    path: () => '/motos',
    ready: (p) => p.locator('tbody tr').first(),
    main: (p) => p.getByRole('button', { name: 'Importar a WordPress' }),
  },
  {
    name: 'subir-csv',
    path: () => '/subir-csv',
    ready: (p) => p.getByRole('button', { name: 'Subir CSV' }),
    main: (p) => p.getByRole('button', { name: 'Subir CSV' }),
  },
  {
    name: 'mi-cuenta',
    path: () => '/mi-cuenta',
    ready: (p) => p.getByRole('button', { name: 'Editar Perfil' }),
    main: (p) => p.getByRole('button', { name: 'Editar Perfil' }),
  },
  {
    name: 'notificaciones',
    path: () => '/notificaciones',
    ready: (p) => p.locator('tbody tr').first(),
    main: (p) => p.getByPlaceholder('Buscar'),
  },
  {
    name: 'ajustes-usuarios',
    path: () => '/settings/users',
    ready: (p) => p.locator('tbody tr').first(),
    main: (p) => p.getByPlaceholder('Buscar'),
  },
  {
    name: 'ajustes-wallapop',
    path: () => '/settings/wallapop',
    ready: (p) => p.getByLabel('Cuentas de Wallapop'),
    main: (p) => p.getByRole('button', { name: /Añadir cuenta/i }),
  },
];

/** How far the page reaches to the right, in CSS pixels (the screen is 390). */
const pageWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth);

/** The outermost elements that reach past the screen's right edge, to name in a failure. */
const overflowing = (p: Page) =>
  p.evaluate((width) => {
    const found: string[] = [];
    const visit = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.right > width + 0.5 && box.width > 0) {
        const classes = [...element.classList].slice(0, 3).join('.');
        found.push(
          `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} → ${Math.round(box.right)}`,
        );
        return;
      }
      // A container that scrolls sideways holds its wide content: not an overflow.
      const style = getComputedStyle(element);
      if (
        style.overflowX === 'auto' ||
        style.overflowX === 'scroll' ||
        style.overflowX === 'hidden'
      )
        return;
      for (const child of element.children) visit(child);
    };
    visit(document.body);
    return found.slice(0, 8);
  }, PHONE.width);

/** Left and right edges of an element, scrolled into view first. */
const edges = async (locator: Locator) => {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('sin caja: el elemento no se ve');
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
};

/**
 * Tables wider than the screen that cannot be scrolled to: each must sit in a box that
 * scrolls sideways (its card), not be cut off by one that hides what overflows.
 */
const unreachableTables = (p: Page) =>
  p.evaluate((width) => {
    const found: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (table.getBoundingClientRect().width <= table.parentElement!.clientWidth + 0.5) continue;
      let box: Element | null = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
        box = box.parentElement;
      if (!box || box.getBoundingClientRect().right > width + 0.5)
        found.push(table.getAttribute('aria-label') ?? table.className);
    }
    return found;
  }, PHONE.width);

const onScreen = async (locator: Locator) => {
  await expect.poll(() => locator.isVisible()).toBe(true);
  const { left, right } = await edges(locator);
  expect(left).toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(PHONE.width);
};

describe('every page at 390 px wide', () => {
  it.each(SCREENS.map((s) => [s.name, s] as const))('%s', async (name, screen) => {
    await page.goto(`${url}${screen.path()}`);
    await screen.ready(page).first().waitFor();
    await screen.prepare?.(page);
    await screenshot(page, `layout-390-${name}`);
    expect(
      await pageWidth(page),
      `más ancha que la pantalla: ${await overflowing(page)}`,
    ).toBeLessThanOrEqual(PHONE.width);

    // Top bar: the bell and the user menu, on screen; the drawer collapsed behind its button.
    await onScreen(page.getByRole('button', { name: /^Notificaciones/ }));
    await onScreen(page.getByRole('button', { name: 'Perfil', exact: true }));
    await onScreen(page.getByRole('button', { name: 'Abrir menú' }));
    expect(await page.getByRole('menuitem', { name: 'Dashboard' }).isVisible()).toBe(false);

    await onScreen(screen.main(page));
    expect(await unreachableTables(page), 'tablas cortadas sin desplazamiento').toEqual([]);
  });

  it("starts with 'Saltar al contenido', which takes the focus past the top bar to the page", async () => {
    await page.goto(`${url}/dashboard`);
    await page.getByText('Correcto').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await onScreen(skip);
    await screenshot(page, 'layout-390-saltar-al-contenido');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next Tab stop is the first portal card, not the top bar or the drawer.
    expect(
      await page.evaluate(() =>
        document.getElementById('main-content')?.contains(document.activeElement),
      ),
    ).toBe(true);
  });

  it('opens the collapsed drawer from its button', async () => {
    await page.goto(`${url}/dashboard`);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await onScreen(page.getByRole('menuitem', { name: 'Dashboard' }));
    await screenshot(page, 'layout-390-menu');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
