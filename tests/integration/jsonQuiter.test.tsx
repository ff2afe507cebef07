// The import-file page /json-quiter (docs/API.md "Group stock").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import JsonQuiterPage from '../../src/customRoutes/jsonQuiter/JsonQuiterPage';
import type { StockVehicle } from '../../src/domain/types';
import { server } from './msw';
import { stockVehicle } from './quiterFixtures';
import { api, renderWithAdmin } from './utils';

const range = (from: number, count: number, over: Partial<StockVehicle> = {}) =>
  Array.from({ length: count }, (_, i) => stockVehicle(String(from + i), over));

/** stock1: 12 vehicles sent by U97 (10) and U235 (2); an unknown file answers tipoError. */
const serveFiles = () => {
  const files: Record<string, StockVehicle[]> = {
    stock1: [
      ...range(1001, 10),
      ...range(3001, 2, { marca: 'CUPRA', tipo: 'VN', reservado: true }),
    ],
    'gomotor-general': range(3001, 2),
  };
  const feeds: Record<string, StockVehicle[]> = {
    U97: range(1001, 15),
    U235: range(3001, 4),
    U387: range(3001, 4),
  };
  const state = { posts: [] as string[] };
  server.use(
    http.get(api('/download-json-quiter/:name'), ({ params }) => {
      const vehiculos = files[String(params.name)];
      return HttpResponse.json(
        vehiculos
          ? { vehiculos }
          : {
              tipoError: 'FICHERO_DESCONOCIDO',
              mensajeError: `El fichero '${params.name}' no existe`,
            },
      );
    }),
    http.get(api('/quiter/:portalId'), ({ params }) =>
      params.portalId === 'U341'
        ? HttpResponse.json({ tipoError: 'ERROR_COMUNICACION', mensajeError: 'No responde' })
        : HttpResponse.json({ vehiculos: feeds[String(params.portalId)] ?? [] }),
    ),
    http.post(api('/quiter'), ({ request }) => {
      const portalId = new URL(request.url).searchParams.get('portalId') ?? '';
      state.posts.push(portalId);
      const count = feeds[portalId]?.length ?? 0;
      return HttpResponse.json({ message: `Guardados ${count} vehículos`, count });
    }),
  );
  return state;
};

const renderPage = (route = '/json-quiter') =>
  renderWithAdmin(
    <>
      <JsonQuiterPage />
      <Notification />
    </>,
    { route, path: '/json-quiter', withLocation: true },
  );

const location = () => screen.getByTestId('location').textContent;
/** The address's query parameters, in any order. */
const query = () =>
  Object.fromEntries(new URL(location() ?? '', 'http://consola').searchParams.entries());

const chooseFile = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Fichero' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('JsonQuiterPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the eight import files and shows the chosen one, 10 vehicles a page', async () => {
    serveFiles();
    renderPage();
    expect(screen.getByText('Seleccione un fichero para ver sus vehículos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Fichero' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'stock1',
      'stock3',
      'ofertas-joaquin-oliva',
      'ofertas-bmw-mini',
      'gomotor-ofertas',
      'gomotor-general',
      'tarrauto-general',
      'tarrauto-ofertas',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'stock1' }));

    const table = await screen.findByRole('table', { name: 'Vehículos de stock1' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'IDV',
      'Marca',
      'Modelo',
      'Versión',
      'Tipo',
      'Combustible',
      'Precio contado',
      'Reservado',
    ]);
    expect(
      within(bodyRows(table)[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1001', 'SEAT', 'Ibiza', '1.0 TSI Style', 'VO', 'GASOLINA', '15.990\u00a0€', 'No']);
    expect(screen.getByText('12 vehículos')).toBeInTheDocument();
    expect(screen.getByText('1-10 de 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(within(bodyRows(table)[1]).getByText('CUPRA')).toBeInTheDocument();
    expect(within(bodyRows(table)[1]).getByText('Sí')).toBeInTheDocument();
  });

  it("'Descargar JSON' downloads the file's vehicles as file.json", async () => {
    serveFiles();
    const blobs: Blob[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:fichero';
    });
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderPage();
    const download = screen.getByRole('button', { name: 'Descargar JSON' });
    expect(download).toBeDisabled();

    await chooseFile('stock1');
    await screen.findByText('12 vehículos');
    await userEvent.click(download);

    expect(createUrl).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('file.json');
    expect(clicked[0].getAttribute('href')).toBe('blob:fichero');
    const content = JSON.parse(await blobs[0].text()) as { vehiculos: StockVehicle[] };
    expect(content.vehiculos.map((v) => v.idv)).toEqual(
      [...range(1001, 10), ...range(3001, 2)].map((v) => v.idv),
    );
    expect(content.vehiculos[0]).not.toHaveProperty('id');
    await waitFor(() => expect(revokeUrl).toHaveBeenCalledWith('blob:fichero'));
  });

  it("'Guardar en BD' saves the portals the file's vehicles come from and says how many", async () => {
    const state = serveFiles();
    renderPage();
    await chooseFile('stock1');
    await screen.findByText('12 vehículos');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar en BD' }));

    expect(
      await screen.findByText(
        'Guardados 19 vehículos en la base de datos de stock (portales U97, U235)',
      ),
    ).toBeInTheDocument();
    // U387 'Stock completo' also sends 3001-3002, but U235 comes first in the portal order.
    expect(state.posts).toEqual(['U97', 'U235']);
  });

  it("shows 'Error: {tipoError} - {mensajeError}' and empties the table", async () => {
    serveFiles();
    server.use(
      http.get(api('/download-json-quiter/stock3'), () =>
        HttpResponse.json({
          tipoError: 'FICHERO_VACIO',
          mensajeError: 'El fichero stock3 no tiene vehículos',
        }),
      ),
    );
    renderPage();
    await chooseFile('stock1');
    const table = await screen.findByRole('table', { name: 'Vehículos de stock1' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));

    await chooseFile('stock3');

    expect(
      await screen.findByText('Error: FICHERO_VACIO - El fichero stock3 no tiene vehículos'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Vehículos de stock3' })).toBeNull();
    expect(screen.getByText('No hay vehículos')).toBeInTheDocument();
    expect(screen.queryByText('1001')).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar JSON' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar en BD' })).toBeDisabled();
  });

  it('keeps the chosen file, its page and its sort in the address', async () => {
    serveFiles();
    renderPage();
    await chooseFile('stock1');
    const table = await screen.findByRole('table', { name: 'Vehículos de stock1' });
    await waitFor(() => expect(query()).toEqual({ fichero: 'stock1' }));

    await userEvent.click(within(table).getByText('Marca'));
    await waitFor(() =>
      expect(query()).toEqual({ fichero: 'stock1', sort: 'marca', order: 'ASC' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() =>
      expect(query()).toEqual({ fichero: 'stock1', sort: 'marca', order: 'ASC', page: '2' }),
    );

    // Another file starts on its first page.
    await chooseFile('gomotor-general');
    await waitFor(() =>
      expect(query()).toEqual({ fichero: 'gomotor-general', sort: 'marca', order: 'ASC' }),
    );
  });

  it('opens the file, page and sort of a shared address', async () => {
    serveFiles();
    renderPage('/json-quiter?fichero=stock1&sort=idv&order=DESC&page=2');
    const table = await screen.findByRole('table', { name: 'Vehículos de stock1' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Fichero' })).toHaveTextContent('stock1');
    expect(bodyRows(table).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      '1002',
      '1001',
    ]);
  });

  it("opens a vehicle's data sheet with Enter on its row", async () => {
    serveFiles();
    renderPage('/json-quiter?fichero=stock1');
    const table = await screen.findByRole('table', { name: 'Vehículos de stock1' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const row = bodyRows(table)[0];
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/stock-general-quiter/1001'));
  });
});
