// The own sites' stock dashboards: one component, the GOmotor and Grupo Oliva configurations: cards
// and counts, a card filters the table and a second click clears it, the results table, ACTUALIZAR
// DDBB, the load failure and the empty stock.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import {
  GomotorDashboard,
  GrupolivaDashboard,
} from '../../src/resources/ownSites/OwnSiteDashboard';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const price = (contado: number, financiado: number) => [
  { tipo: 'VENTA', valor: contado },
  { tipo: 'COMPRAVENTA', valor: 0 },
  { tipo: 'EXPORTACION', valor: 0 },
  { tipo: 'PUBLICACION', valor: financiado },
];

/** A sale vehicle with the fields the cards and the table read. */
const vehicle = (n: number, over: Record<string, unknown> = {}) => ({
  _id: `id${n}`,
  idv: String(1000 + n),
  matricula: `${n}${n}${n}${n}ABC`,
  tipo: 'VO',
  tipoVO: 'OCASION',
  marca: n % 2 ? 'SEAT' : 'PEUGEOT',
  modelo: `Modelo ${n}`,
  combustible: 'GASOLINA',
  cambio: 'MANUAL',
  km: 10000 * n,
  precios: price(15000 + n, 14000 + n),
  garantia: 12,
  reservado: false,
  vehiculosHome: false,
  tipoVehiculoWeb: 'Ocasión',
  tipoCarroceriaWeb: 'Compacto',
  campana: {},
  landingPages: [],
  equipamiento: [],
  ...over,
});

/** 12 vehicles: 2 reserved, 3 on home, one 'Revisar', one cheap, one short warranty, … */
const gomotorStock = [...Array.from({ length: 12 }, (_, i) => vehicle(i + 1))].map((v, i) => {
  if (i === 0) return { ...v, reservado: true, vehiculosHome: true };
  if (i === 1) return { ...v, reservado: true, tipoCarroceriaWeb: 'Revisar' };
  if (i === 2) return { ...v, vehiculosHome: true, precios: price(90, 14000) };
  if (i === 3)
    return {
      ...v,
      vehiculosHome: true,
      garantia: 6,
      campana: { _id: 'c1', name: 'Black Friday', active: true },
    };
  if (i === 4) return { ...v, tipoVO: 'KM0', tipoVehiculoWeb: 'Km 0', combustible: 'DIESEL' };
  return v;
});

const grupolivaStock = [
  vehicle(1, { tipo: 'VN', tipoVO: '', tipoVehiculoWeb: 'Nuevo', landingPages: ['Peugeot'] }),
  vehicle(2, { tipo: 'VN', tipoVO: '', tipoVehiculoWeb: 'Nuevo', landingPages: ['Tarrauto'] }),
  vehicle(3, { vehiculosHome: true, combustible: 'ELECTRICO', landingPages: ['Peugeot', 'BMW'] }),
];

const serveStock = (site: 'gomotor' | 'grupoliva', vehicles: object[]) => {
  const reads = { count: 0 };
  server.use(
    http.get(api(`/${site}`), () => {
      reads.count++;
      return HttpResponse.json(vehicles);
    }),
  );
  return reads;
};

const renderDashboard = (site: 'gomotor' | 'grupoliva', route = `/stock-${site}`) =>
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/stock-gomotor" element={<GomotorDashboard />} />
        <Route path="/stock-grupoliva" element={<GrupolivaDashboard />} />
      </Routes>
      <Notification />
    </>,
    { route, withLocation: true },
  );

const group = (id: string) => screen.getByTestId(`card-group-${id}`);
const cardIn = (groupId: string, label: string) =>
  within(group(groupId)).getByRole('button', { name: new RegExp(`^${label}: `) });
const countOf = (groupId: string, label: string) =>
  cardIn(groupId, label).getAttribute('aria-label')?.split(': ')[1];

const table = (label: string) => screen.getByRole('table', { name: `Vehículos de ${label}` });
const tableIdvs = (label: string) =>
  within(table(label))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('OwnSiteDashboard', () => {
  it('GOmotor: the card groups with their counts, one pass over the stock', async () => {
    serveStock('gomotor', gomotorStock);
    renderDashboard('gomotor');
    await screen.findByRole('button', { name: 'Total: 12' });
    expect(countOf('resumen', 'Disponibles')).toBe('10');
    expect(countOf('resumen', 'Reservados')).toBe('2');
    expect(countOf('resumen', 'Home')).toBe('3');
    expect(countOf('tipoStock', 'KM 0')).toBe('1');
    expect(countOf('tipoStock', 'Ocasión')).toBe('11');
    expect(countOf('tipoWeb', 'Km 0')).toBe('1');
    expect(countOf('carroceria', 'Compacto')).toBe('11');
    expect(countOf('combustible', 'Diesel')).toBe('1');
    expect(countOf('campana', 'Con campaña')).toBe('1');
    expect(countOf('campana', 'Black Friday')).toBe('1');
    expect(countOf('revisiones', 'Carrocería')).toBe('1');
    expect(countOf('revisiones', 'Precios')).toBe('1');
    expect(countOf('revisiones', 'Garantía')).toBe('1');
    // The dashboard header, the first site's web link, and the table still folded.
    for (const name of ['ACTUALIZAR DDBB', 'Sincronización Web', 'EXPANDIR'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear Vehículo' })).toHaveAttribute(
      'href',
      '/stock-gomotor/new-car',
    );
    expect(screen.getByRole('link', { name: 'Ver Acciones' })).toHaveAttribute(
      'href',
      // The site's log page.
      '/gomotor/log',
    );
    expect(screen.getByRole('link', { name: 'Ver stock en Web' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('GOmotor: a card fills and expands the table, shows its chip; a second click clears it', async () => {
    serveStock('gomotor', gomotorStock);
    renderDashboard('gomotor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reservados: 2' }));
    expect(await screen.findByText('Lista de resultados')).toBeInTheDocument();
    expect(tableIdvs('GOmotor')).toEqual(['1001', '1002']);
    expect(cardIn('resumen', 'Reservados')).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('list', { name: 'Filtros activos' })).getByText('Reservados'));
    // The URL follows once the frame is drawn.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('tarjeta=resumen.reservados'),
    );
    expect(screen.getByRole('button', { name: 'CONTRAER' })).toBeInTheDocument();

    // Another card replaces it (one active card).
    await user.click(cardIn('revisiones', 'Precios'));
    expect(tableIdvs('GOmotor')).toEqual(['1003']);
    expect(cardIn('resumen', 'Reservados')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Revisiones: Precios')).toBeInTheDocument();

    // Clicking the active card again clears it: the whole stock, first page of 10.
    await user.click(cardIn('revisiones', 'Precios'));
    expect(cardIn('revisiones', 'Precios')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).not.toBeInTheDocument();
    expect(tableIdvs('GOmotor')).toHaveLength(10);
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('tarjeta='));
  });

  it("GOmotor: a card's chip, deleted once the URL has it, clears the card (the URL rules again)", async () => {
    serveStock('gomotor', gomotorStock);
    renderDashboard('gomotor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reservados: 2' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('tarjeta=resumen.reservados'),
    );
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    await user.click(within(chips).getByTestId('CancelIcon'));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('tarjeta='));
    expect(cardIn('resumen', 'Reservados')).toHaveAttribute('aria-pressed', 'false');
    expect(tableIdvs('GOmotor')).toHaveLength(10);
  });

  it('the results table: 10 per page, the hidden columns hidden, prices formatted, a column filter, Ver', async () => {
    serveStock('gomotor', gomotorStock);
    renderDashboard('gomotor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    const headers = within(table('GOmotor'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['IDV', 'MATRICULA', 'MARCA', 'CONTADO', 'HOME', 'Acciones']),
    );
    for (const hidden of ['TIPO', 'TIPO VO', 'KM', 'CAMPAÑA', 'CARROCERIA WEB'])
      expect(headers).not.toContain(hidden);
    expect(tableIdvs('GOmotor')).toHaveLength(10);
    const first = within(within(table('GOmotor')).getAllByRole('row')[1]).getAllByRole('cell');
    expect(first.map((c) => c.textContent?.replace(/\u00a0/g, ' '))).toEqual(
      expect.arrayContaining(['1001', 'SEAT', '15.001 €', '14.001 €', '12']),
    );
    expect(
      within(first.at(-1) as HTMLElement).getByRole('link', { name: 'Ver 1001' }),
    ).toHaveAttribute('href', '/stock-gomotor/id1');

    await user.click(screen.getByRole('button', { name: 'Filtros por columna' }));
    await user.type(screen.getByRole('textbox', { name: 'MARCA' }), 'peu');
    await waitFor(() => expect(tableIdvs('GOmotor')).toHaveLength(6));
    expect(screen.getByText('MARCA: peu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('c.marca=peu'));
  });

  it('Grupo Oliva: Destacados, Nuevo = tipo VN, landing pages by brand and dealership; no web link nor chips', async () => {
    serveStock('grupoliva', grupolivaStock);
    renderDashboard('grupoliva');
    await screen.findByRole('button', { name: 'Total: 3' });
    expect(countOf('resumen', 'Destacados')).toBe('1');
    expect(countOf('tipoStock', 'Nuevo')).toBe('2');
    expect(countOf('tipoWeb', 'Nuevo')).toBe('2');
    expect(countOf('combustible', 'Eléctrico')).toBe('1');
    expect(countOf('lpMarca', 'Peugeot')).toBe('2');
    expect(countOf('lpMarca', 'BMW')).toBe('1');
    expect(countOf('lpConcesionario', 'Tarrauto')).toBe('1');
    expect(screen.queryByTestId('card-group-revisiones')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver stock en Web' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Acciones' })).toHaveAttribute(
      'href',
      '/grupoliva/log',
    );

    const user = userEvent.setup();
    await user.click(cardIn('lpMarca', 'Peugeot'));
    expect(tableIdvs('Grupo Oliva')).toEqual(['1001', '1003']);
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).not.toBeInTheDocument();
    await user.click(cardIn('lpMarca', 'Peugeot'));
    expect(tableIdvs('Grupo Oliva')).toHaveLength(3);
  });

  it('selected rows bring the bulk actions panel under the table', async () => {
    serveStock('gomotor', gomotorStock);
    server.use(
      http.get(api('/process/bulk'), () => HttpResponse.json({ _id: 'bulk', active: false })),
      http.get(api('/campaigns'), () => HttpResponse.json([])),
    );
    renderDashboard('gomotor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    expect(screen.queryByRole('region', { name: 'Acciones masivas' })).not.toBeInTheDocument();
    const rows = within(table('GOmotor')).getAllByRole('row');
    await user.click(within(rows[1]).getByRole('checkbox'));
    await user.click(within(rows[2]).getByRole('checkbox'));
    expect(await screen.findByRole('region', { name: 'Acciones masivas' })).toBeInTheDocument();
    expect(screen.getAllByText('2 vehículos seleccionados').length).toBeGreaterThan(0);
  });

  it('inline row update (HOME) and delete, then the stock is read again', async () => {
    const reads = serveStock('gomotor', gomotorStock);
    const sent: { method: string; path: string; body: unknown }[] = [];
    server.use(
      http.put(api('/gomotor/:id'), async ({ request, params }) => {
        sent.push({ method: 'PUT', path: String(params.id), body: await request.json() });
        return HttpResponse.json({ message: 'Vehículo actualizado con éxito', vehicle: {} });
      }),
      http.delete(api('/gomotor/:id'), ({ params }) => {
        sent.push({ method: 'DELETE', path: String(params.id), body: null });
        return HttpResponse.json({ message: 'Vehículo eliminado de GOmotor', _id: params.id });
      }),
    );
    renderDashboard('gomotor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await user.click(screen.getByRole('switch', { name: 'HOME 1002' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: 'id2',
          body: { filter: { _id: 'id2' }, update: { vehiculosHome: true } },
        },
      ]),
    );
    await waitFor(() => expect(reads.count).toBe(2), { timeout: 4000 });

    await user.click(screen.getByRole('button', { name: 'Eliminar 1003' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent[1]).toEqual({ method: 'DELETE', path: 'id3', body: null }));
    await waitFor(() => expect(reads.count).toBe(3), { timeout: 4000 });
  });

  it('ACTUALIZAR DDBB runs update-db, says so and reads the stock again', async () => {
    const reads = serveStock('grupoliva', grupolivaStock);
    let updates = 0;
    server.use(
      http.get(api('/grupoliva/update-db'), () => {
        updates++;
        return HttpResponse.json({ message: 'Base de datos actualizada: 0 retirados', count: 0 });
      }),
    );
    renderDashboard('grupoliva');
    await screen.findByRole('button', { name: 'Total: 3' });
    expect(reads.count).toBe(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'ACTUALIZAR DDBB' }));
    expect(await screen.findByText('Base de datos actualizada: 0 retirados')).toBeInTheDocument();
    expect(updates).toBe(1);
    await waitFor(() => expect(reads.count).toBe(2));
  });

  it('GOmotor: the load failure', async () => {
    const restore = silenceDataProviderErrors();
    server.use(
      http.get(api('/gomotor'), () => HttpResponse.json({ error: 'caído' }, { status: 500 })),
    );
    renderDashboard('gomotor');
    expect(
      await screen.findByText(
        'Error Code: 1 - Parece que el servidor del multipublicador no esta respondiendo',
      ),
    ).toBeInTheDocument();
    restore();
  });

  it('Grupo Oliva: load failure and empty list messages', async () => {
    const restore = silenceDataProviderErrors();
    server.use(
      http.get(api('/grupoliva'), () => HttpResponse.json({ error: 'caído' }, { status: 500 })),
    );
    const { unmount } = renderDashboard('grupoliva');
    expect(await screen.findByText('Error de conexión con la base de datos')).toBeInTheDocument();
    unmount();
    restore();
    serveStock('grupoliva', []);
    renderDashboard('grupoliva');
    expect(await screen.findByText('No hay vehículos en la base de datos...')).toBeInTheDocument();
  });
});
