// The read-only vehicle data sheet /stock-general-quiter/{idv}.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import VehicleSheetPage from '../../src/resources/stockQuiter/sheet/VehicleSheetPage';
import type { StockVehicle } from '../../src/domain/types';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { photo, prices, stockVehicle } from './quiterFixtures';
import { api, renderWithAdmin } from './utils';

const leon = stockVehicle('100234', {
  marca: 'SEAT',
  modelo: 'León',
  version: '1.5 TSI FR',
  reservado: true,
  color: '',
  garantia: null,
  matricula: '1234 MNB',
  fechaMatriculacion: '2023-03-14T08:00:00.000Z',
  km: 18500,
  precios: prices(21990, 20990),
  consumos: [{ tipoConsumo: 'MIXTO', valor: 5.4 }],
  emisiones: [{ normativa: 'WLTP', valor: 122 }],
  vehiculoContacto: [{ nombreVendedor: 'Marta Puig', telefonoVendedor: '977 21 45 12' }],
  observaciones: 'Libro de revisiones al día.',
  equipamiento: [
    { id: 'e1', tipo: 'Serie', descripcion: 'Climatizador bizona' },
    { id: 'e2', tipo: 'Serie', descripcion: 'Faros LED' },
    { id: 'e3', tipo: 'Extras', descripcion: 'Techo solar' },
  ],
  recursos: [photo(3, false, 3), photo(1, false, 1), photo(7, true, 7), photo(2, false, 2)],
});

/** GET /vehiculos/{idv} knows only `general`; the group stock has `stock`. */
const serveVehicles = (general: StockVehicle[], stock: StockVehicle[] = []) => {
  const calls = { general: 0, stock: 0 };
  server.use(
    http.get(api('/vehiculos/:idv'), ({ params }) => {
      calls.general++;
      const found = general.find((v) => v.idv === params.idv);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: 'No encontrado' }, { status: 404 });
    }),
    // The sheet asks the group stock for its one vehicle (`?idv=`).
    http.get(api('/publishing/api/v1/quiter'), ({ request }) => {
      calls.stock++;
      const idvs = new URL(request.url).searchParams.get('idv')?.split(',');
      if (!idvs) return HttpResponse.json({ error: 'sin ?idv=' }, { status: 400 });
      return HttpResponse.json(stock.filter((v) => idvs.includes(String(v.idv))));
    }),
    // The sheet's channels and history (tests/integration/vehicleSheetChannels.test.tsx).
    http.get(api('/consistency/vehicles/:idv'), ({ params }) =>
      HttpResponse.json({ idv: params.idv, inStock: true, reservado: false, channels: [] }),
    ),
    http.get(api('/audit'), () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  );
  return calls;
};

const renderSheet = (idv: string) =>
  renderWithAdmin(<VehicleSheetPage />, {
    route: `/stock-general-quiter/${idv}`,
    path: '/stock-general-quiter/:idv',
  });

const sectionButton = (name: string) => screen.getByRole('button', { name });

describe('VehicleSheetPage', () => {
  it('shows the title with the reserved marker, a loading overlay first, and a back link', async () => {
    serveVehicles([leon]);
    renderSheet('100234');
    expect(
      screen.getByRole('progressbar', { name: 'Cargando el vehículo', hidden: true }),
    ).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SEAT León 1.5 TSI FR' }),
    ).toBeInTheDocument();
    // The marker next to the title (the general data also has a 'Reservado' row).
    expect(screen.getByText('Reservado', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Cargando el vehículo', hidden: true }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al stock' })).toHaveAttribute(
      'href',
      '/stock-general-quiter',
    );
  });

  it('has the collapsible sections, general data open', async () => {
    serveVehicles([leon]);
    renderSheet('100234');
    await screen.findByRole('heading', { level: 1, name: 'SEAT León 1.5 TSI FR' });

    const titles = [
      'Datos generales',
      'Consumo',
      'Emisiones',
      'Precios',
      'Dimensiones',
      'Contacto del vendedor',
      'Observaciones',
      'Equipamiento',
    ];
    for (const title of titles) expect(sectionButton(title)).toBeInTheDocument();
    expect(sectionButton('Datos generales')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('Precios')).toHaveAttribute('aria-expanded', 'false');

    const general = screen.getByRole('table', { name: 'Datos generales' });
    const valueOf = (label: string) =>
      within(general).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(valueOf('Matrícula')).toBe('1234 MNB');
    expect(valueOf('Fecha de matriculación')).toBe('14/03/2023');
    expect(valueOf('Kilómetros')).toBe('18.500 km');
    // A missing garantia or color displays '0'.
    expect(valueOf('Garantía (meses)')).toBe('0');
    expect(valueOf('Color')).toBe('0');

    await userEvent.click(sectionButton('Precios'));
    await waitFor(() => expect(sectionButton('Precios')).toHaveAttribute('aria-expanded', 'true'));
    const precios = screen.getByRole('table', { name: 'Precios' });
    expect(within(precios).getByText('P0 (contado)').nextElementSibling).toHaveTextContent(
      '21.990 €',
    );
    expect(within(precios).getByText('P3 (financiado)').nextElementSibling).toHaveTextContent(
      '20.990 €',
    );

    await userEvent.click(sectionButton('Equipamiento'));
    const serie = await screen.findByRole('list', { name: 'Equipamiento de serie' });
    expect(within(serie).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: 'Extras' })).getByText('Techo solar'),
    ).toBeInTheDocument();
  });

  it("lists the empty fields under 'Campos sin valor:'", async () => {
    serveVehicles([leon]);
    renderSheet('100234');
    expect(await screen.findByText('Campos sin valor:')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Campos sin valor' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(chips).toEqual(expect.arrayContaining(['Color', 'Garantía (meses)', 'Dimensiones']));
    expect(chips).not.toContain('Matrícula');
    expect(chips).not.toContain('Observaciones');
  });

  it('shows the photos main first then by order, in an 800 px scrolling panel', async () => {
    serveVehicles([leon]);
    renderSheet('100234');
    const gallery = await screen.findByRole('region', { name: 'Fotos del vehículo' });
    expect(gallery).toHaveStyle({ height: '800px', overflowY: 'auto' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([
      '/demo-images/foto-7.jpg',
      '/demo-images/foto-1.jpg',
      '/demo-images/foto-2.jpg',
      '/demo-images/foto-3.jpg',
    ]);
    expect(within(gallery).getByText('Principal')).toBeInTheDocument();
    expect(screen.queryByText('Este vehículo no tiene fotos')).toBeNull();
  });

  it("warns 'Este vehículo no tiene fotos' and reads the group stock when the general database lacks it", async () => {
    const calls = serveVehicles(
      [],
      [stockVehicle('555', { marca: 'KIA', modelo: 'Niro', version: 'HEV' })],
    );
    renderSheet('555');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KIA Niro HEV' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este vehículo no tiene fotos');
    expect(screen.queryByText('Reservado', { selector: '.MuiChip-label' })).toBeNull();
    expect(screen.getByText(/Datos del stock de Quiter/)).toBeInTheDocument();
    expect(calls).toEqual({ general: 1, stock: 1 });
  });

  it('says so when the vehicle is nowhere', async () => {
    serveVehicles([], []);
    const restoreConsole = silenceDataProviderErrors();
    renderSheet('999');
    expect(await screen.findByText('No se ha encontrado el vehículo 999')).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Cargando el vehículo', hidden: true }),
    ).toBeNull();
    expect(restoreConsole()).toBe(1);
  });
});
