// In the browser: the vehicle-data provider form at /proveedor/nuevo against the reference provider
// — the cascade from fuel to version (an upper change clears the lower choices), the live provider
// price, 6 images refused with the form's message until one is removed, and a submit that creates
// the vehicle. Screenshots; no console errors.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedProviderVehicle } from '../../src/domain/providerForm/vehicle';
import {
  DEMO_STAFF,
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
  session = await openSession(DEMO_STAFF);
  ({ server, browser, page } = session);
});
afterAll(() => closeSession(session));

const select = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) });

const choose = async (label: string, option: string | RegExp) => {
  await select(label).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};

const optionsOf = async (label: string): Promise<string[]> => {
  await select(label).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const names = (await listbox.getByRole('option').allTextContents()).filter(Boolean);
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return names;
};

/** Small real pictures: three colours as PNG, JPEG and WebP. */
async function pictures(count: number) {
  const kinds = [
    { ext: 'png', mimeType: 'image/png' },
    { ext: 'jpg', mimeType: 'image/jpeg' },
    { ext: 'webp', mimeType: 'image/webp' },
  ] as const;
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const kind = kinds[i % kinds.length]!;
      const image = sharp({
        create: {
          width: 160,
          height: 100,
          channels: 3,
          background: { r: 40 * i, g: 90, b: 200 - 30 * i },
        },
      });
      const buffer = await (
        kind.ext === 'png' ? image.png() : kind.ext === 'jpg' ? image.jpeg() : image.webp()
      ).toBuffer();
      return { name: `x1-foto-${i + 1}.${kind.ext}`, mimeType: kind.mimeType, buffer };
    }),
  );
}

const created = async (): Promise<CreatedProviderVehicle[]> => {
  const api = await apiAs(server.url, DEMO_STAFF);
  return (await (await api('/provider-api/Vehicles')).json()) as CreatedProviderVehicle[];
};

describe('new vehicle form of the vehicle-data provider', () => {
  it('opens from the menu with its four panels and the image area', async () => {
    // The drawer first (the dashboard may still be rendering it), then its group, opened once.
    const parent = page.getByRole('menuitem', { name: 'Webs Externas' });
    await parent.waitFor();
    const group = page.getByRole('group', { name: 'Webs Externas' });
    if (!(await group.isVisible())) await parent.click();
    const entry = group.getByText('Alta en proveedor', { exact: true });
    await entry.waitFor();
    await entry.click();
    await page.waitForURL(/\/proveedor\/nuevo$/);
    await page.getByRole('heading', { name: 'Marca y modelo' }).waitFor();
    for (const panel of [
      'Marca y modelo',
      'Precio y garantía',
      'Datos de la versión',
      'Acabado',
      'Imágenes',
    ]) {
      await expect(page.getByRole('heading', { name: panel }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText('Campo requerido').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Campo opcional').first().isVisible()).resolves.toBe(true);
    // Nothing to choose a model from before brand, year and fuel.
    await expect(select('Modelo').getAttribute('aria-disabled')).resolves.toBe('true');
  });

  it('loads the cascade from fuel to version; an upper change clears the lower ones', async () => {
    await choose('Marca', 'BMW');
    await choose('Año', '2022');
    await choose('Combustible', 'Diesel');
    const models = await optionsOf('Modelo');
    expect(models).toEqual(expect.arrayContaining(['Serie 1', 'Serie 3', 'X1', 'X3']));
    expect(models).not.toContain('iX3');
    await choose('Modelo', 'X1');
    expect(await optionsOf('Carrocería')).toEqual(['SUV']);
    expect(await optionsOf('Puertas')).toEqual(['5 puertas']);
    await choose('Carrocería', 'SUV');
    await choose('Puertas', '5 puertas');
    await choose('Cambio', 'Manual');
    const manual = await optionsOf('Versión');
    expect(manual).toContain('X1 sDrive18d (150 CV)');
    // The xDrive20d is automatic only.
    expect(manual).not.toContain('X1 xDrive20d (190 CV)');
    await choose('Versión', 'X1 sDrive18d (150 CV)');
    await screenshot(page, 'provider-cascade');

    // Another fuel: the model and what it loaded are cleared.
    await choose('Combustible', 'Gasolina');
    await expect(select('Modelo').textContent()).resolves.not.toContain('X1');
    await expect(select('Versión').textContent()).resolves.not.toContain('sDrive18d');
    await expect(select('Versión').getAttribute('aria-disabled')).resolves.toBe('true');

    // The plug-in hybrid X1 is automatic only: with 'Manual' the form says there is none.
    await choose('Combustible', 'Eléctrico / Híbrido');
    await choose('Modelo', 'X1');
    await choose('Carrocería', 'SUV');
    await choose('Puertas', '5 puertas');
    await page.getByText('no hay versiones con este cambio').waitFor();

    await choose('Combustible', 'Diesel');
    await choose('Modelo', 'X1');
    await choose('Carrocería', 'SUV');
    await choose('Puertas', '5 puertas');
    await choose('Cambio', 'Automático');
    expect(await optionsOf('Versión')).toContain('X1 xDrive20d (190 CV)');
    await choose('Cambio', 'Manual');
    await choose('Versión', 'X1 sDrive18d (150 CV)');
  });

  it('shows the provider price live: without 21 % VAT plus the surcharge', async () => {
    const prices = page.getByTestId('provider-prices');
    const price = page.getByLabel(/^Precio al contado/);
    await price.pressSequentially('12100');
    await expect(prices.textContent()).resolves.toMatch(/Al contado: 11\.000\s€/);
    await price.fill('36300');
    await expect(prices.textContent()).resolves.toMatch(/Al contado: 31\.000\s€/);
    await page.getByLabel(/^Recargo del proveedor/).fill('500');
    await expect(prices.textContent()).resolves.toMatch(/Al contado: 30\.500\s€/);
    await page.getByLabel(/^Recargo del proveedor/).fill('1000');
    await choose('Garantía', '24 meses');
    await choose('Ubicación', 'Girona');
    await choose('Etiqueta medioambiental', 'C');
    await choose('Color', 'blanco');
    await page.getByLabel(/^Color del fabricante/).fill('Alpine White');
    await page.getByLabel(/^Equipamiento/).fill('Navegador\nSensores de aparcamiento');
  });

  it('refuses 6 images with the message until one is removed', async () => {
    await page.getByLabel('Añadir imágenes').setInputFiles(await pictures(6));
    const alert = page.getByRole('alert').filter({ hasText: 'Solo se permiten' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Solo se permiten 5 imagenes, por favor elimina 1');
    await expect(page.getByRole('img', { name: /^Imagen \d/ }).count()).resolves.toBe(6);
    await screenshot(page, 'provider-six-images');
    // Not sent while there are 6.
    await page.getByRole('button', { name: 'Crear vehículo' }).click();
    await page.getByText('El formulario no es válido').first().waitFor();
    expect(await created()).toEqual([]);
    await page.getByRole('button', { name: 'Eliminar imagen 6' }).click();
    await alert.waitFor({ state: 'detached' });
    await expect(page.getByRole('img', { name: /^Imagen \d/ }).count()).resolves.toBe(5);
  });

  it("shows the server's message when it refuses an image by its bytes", async () => {
    await page.getByRole('button', { name: 'Eliminar imagen 5' }).click();
    await page.getByLabel('Añadir imágenes').setInputFiles({
      name: 'no-es-una-foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('esto es texto, no una imagen'),
    });
    await expect(page.getByRole('img', { name: /^Imagen \d/ }).count()).resolves.toBe(5);
    await page.getByRole('button', { name: 'Crear vehículo' }).click();
    await page.getByText('El fichero no es una imagen válida').waitFor();
    await screenshot(page, 'provider-refused-image');
    expect(await created()).toEqual([]);
    await page.getByRole('button', { name: 'Eliminar imagen 5' }).click();
  });

  it('creates the vehicle on submit and says so', async () => {
    await page.getByRole('button', { name: 'Crear vehículo' }).click();
    const notice = page.getByText(/^Vehículo creado en el proveedor de datos \(referencia REF-/);
    await notice.waitFor();
    await screenshot(page, 'provider-created');
    const [vehicle, ...others] = await created();
    expect(others).toEqual([]);
    expect(vehicle!.vehicle).toMatchObject({
      brand: 7,
      year: 2022,
      fuelType: 1,
      doors: 5,
      transmission: 2,
      price: 31_000,
      warranty: 24,
      location: 17,
      environmentalLabel: 'C',
      color: { colorId: 4, metalized: false, additionalColor: 'Alpine White' },
      features: ['Navegador', 'Sensores de aparcamiento'],
    });
    expect(vehicle!.vehicle.images).toHaveLength(4);
    const image = await fetch(`${server.url}${vehicle!.vehicle.images[0]}`);
    expect(image.status).toBe(200);
    // A fresh form for the next one.
    await expect(select('Modelo').getAttribute('aria-disabled')).resolves.toBe('true');
  });

  it('had no console errors but the one refusal the browser logs itself', () => {
    // The refused upload above: Chromium logs every 4xx answer on its own.
    const refusal = /Failed to load resource: the server responded with a status of 400/;
    expect(browser.problems.filter((p) => !refusal.test(p))).toEqual([]);
    expect(browser.problems.filter((p) => refusal.test(p))).toHaveLength(1);
  });
});
