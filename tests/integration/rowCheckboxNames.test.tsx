// Every row checkbox of a list with selection is named after its row ('Seleccionar 1001'),
// never react-admin's 'Seleccionar esta fila' on every row: Stock Quiter, an own site's
// dashboard, Coches.net and the notifications (renting and Aramis use the same body).
// Ticking a named checkbox selects that row.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import CochesNetPage from '../../src/resources/cochesNet/CochesNetPage';
import StockGeneralPage from '../../src/resources/stockQuiter/StockGeneralPage';
import NotificationList from '../../src/resources/notifications/NotificationList';
import { GomotorDashboard } from '../../src/resources/ownSites/OwnSiteDashboard';
import { listing, servePublisher } from './cochesNetFixtures';
import { server } from './msw';
import { serveNotifications } from './notificationsApi';
import { serveStockAndChannels } from './stockGeneral.fixtures';
import { api, renderWithAdmin } from './utils';

const saleVehicle = (idv: string) => ({
  _id: `id${idv}`,
  idv,
  matricula: `${idv}ABC`,
  tipo: 'VO',
  tipoVO: 'OCASION',
  marca: 'SEAT',
  modelo: 'León',
  km: 10000,
  precios: [{ valor: 15000 }, { valor: 0 }, { valor: 0 }, { valor: 14000 }],
  garantia: 12,
  reservado: false,
  campana: {},
  landingPages: [],
  equipamiento: [],
});

interface ListCase {
  name: string;
  /** Serves the list's data and renders it; resolves once its rows are shown. */
  open: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  table: () => HTMLElement;
  /** The row keys the table shows, in order. */
  keys: string[];
}

const LISTS: ListCase[] = [
  {
    name: 'Stock Quiter',
    open: async () => {
      serveStockAndChannels();
      renderWithAdmin(<StockGeneralPage />, { route: '/stock-general-quiter' });
      await screen.findByText('1001');
    },
    table: () => screen.getByRole('table', { name: 'Vehículos del stock' }),
    keys: ['1001', '1002', '1003'],
  },
  {
    name: 'GOmotor',
    open: async (user) => {
      server.use(
        http.get(api('/gomotor'), () =>
          HttpResponse.json([saleVehicle('100008'), saleVehicle('100009')]),
        ),
        http.get(api('/process/bulk'), () => HttpResponse.json({ _id: 'bulk', active: false })),
      );
      renderWithAdmin(
        <Routes>
          <Route path="/stock-gomotor" element={<GomotorDashboard />} />
        </Routes>,
        { route: '/stock-gomotor' },
      );
      // The results table starts folded.
      await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
      await screen.findByText('100008');
    },
    table: () => screen.getByRole('table', { name: 'Vehículos de GOmotor' }),
    keys: ['100008', '100009'],
  },
  {
    name: 'Coches.net',
    open: async (user) => {
      servePublisher({ listings: { 1: [listing('2001'), listing('2002')] } });
      renderWithAdmin(<CochesNetPage pauseMs={0} />, {
        route: '/coches-net',
        path: '/coches-net',
      });
      await user.click(await screen.findByLabelText('Cuenta de Coches.net'));
      await user.click(await screen.findByRole('option', { name: /Tests DEMO/ }));
      await screen.findByText('2001');
    },
    table: () => screen.getByRole('table', { name: 'Vehículos de Coches.net' }),
    keys: ['2001', '2002'],
  },
  {
    name: 'Notificaciones',
    open: async () => {
      const note = (id: string, text: string) => ({
        _id: id,
        text,
        severity: 'info' as const,
        reading: false,
        site: 'wallapop',
        action: 'sync',
        createdAt: new Date(Date.UTC(2026, 4, 10, 8, 0) - Number(id) * 3600000).toISOString(),
      });
      serveNotifications([note('1', 'Stock importado'), note('2', 'Precio revisado')]);
      renderWithAdmin(
        <ResourceContextProvider value="notificaciones">
          <NotificationList />
        </ResourceContextProvider>,
        { route: '/notificaciones', path: '/notificaciones' },
      );
      await screen.findByText('Stock importado');
    },
    table: () => screen.getByRole('table'),
    keys: ['Stock importado', 'Precio revisado'],
  },
];

describe('row checkboxes are named after their row', () => {
  it.each(LISTS.map((list) => [list.name, list] as const))('%s', async (_name, list) => {
    const user = userEvent.setup();
    await list.open(user);
    const table = list.table();
    const rowBoxes = within(table)
      .getAllByRole('checkbox')
      .filter((box) => box.closest('tbody'));
    const names = rowBoxes.map((box) => box.getAttribute('aria-label'));
    expect(names.slice(0, list.keys.length)).toEqual(list.keys.map((k) => `Seleccionar ${k}`));
    expect(
      names.every((name) => name?.startsWith('Seleccionar ') && name !== 'Seleccionar esta fila'),
    ).toBe(true);

    const first = within(table).getByRole('checkbox', { name: `Seleccionar ${list.keys[0]}` });
    await user.click(first);
    await waitFor(() => expect(first).toBeChecked());
    expect(
      within(table).getByRole('checkbox', { name: `Seleccionar ${list.keys[1]}` }),
    ).not.toBeChecked();
  });
});
