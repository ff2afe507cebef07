// The vehicle sheet's 'Dónde está publicado' (each channel, listed or not, its price and its
// drift) and 'Historial' (who, when, what, before → after; 'Ver más').
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import VehicleSheetPage from '../../src/resources/stockQuiter/sheet/VehicleSheetPage';
import type { VehiclePlacement } from '../../src/domain/consistency/types';
import { auditEntry } from './consistencyFixtures';
import { emitServerEvent } from './fakeSocket';
import { server } from './msw';
import { stockVehicle } from './quiterFixtures';
import { api, renderWithAdmin } from './utils';

const placement = (price: number): VehiclePlacement => ({
  idv: '100003',
  inStock: true,
  reservado: false,
  stockPrice: 9790,
  channels: [
    {
      id: 'gomotor',
      label: 'GOmotor',
      eligible: true,
      listed: true,
      listings: [{ listingId: 'g3', price: 9790 }],
      drifts: [],
    },
    {
      id: 'wallapop',
      label: 'Wallapop',
      eligible: true,
      listed: true,
      listings: [{ listingId: 'w3', price }],
      drifts:
        price === 9790
          ? []
          : [{ kind: 'precio', message: 'Precio en Wallapop 10.790 €, en stock 9.790 €' }],
    },
    {
      id: 'cnet',
      label: 'Coches.net',
      eligible: true,
      listed: false,
      listings: [],
      drifts: [{ kind: 'pendiente', message: 'Pendiente de publicar en Coches.net' }],
    },
  ],
});

const HISTORY = Array.from({ length: 13 }, (_, i) =>
  auditEntry(i, {
    message: `Cambio ${i}`,
    user:
      i === 0
        ? { id: 'system', email: '', name: 'Sistema' }
        : { id: 'u-admin', email: 'admin@multipublicador.local', name: 'Ana Admin' },
  }),
);

const serveSheet = (current: () => VehiclePlacement) => {
  const reads = { placement: 0, history: [] as string[] };
  server.use(
    http.get(api('/vehiculos/:idv'), () =>
      HttpResponse.json(stockVehicle('100003', { marca: 'Kia', modelo: 'Ceed', version: 'GT' })),
    ),
    http.get(api('/consistency/vehicles/:idv'), () => {
      reads.placement++;
      return HttpResponse.json(current());
    }),
    http.get(api('/audit'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      reads.history.push(params.toString());
      if (params.get('idv') !== '100003')
        return HttpResponse.json({ error: 'idv' }, { status: 400 });
      const start = Number(params.get('_start'));
      const end = Number(params.get('_end'));
      return HttpResponse.json(HISTORY.slice(start, end), {
        headers: { 'X-Total-Count': String(HISTORY.length) },
      });
    }),
  );
  return reads;
};

const renderSheet = () =>
  renderWithAdmin(<VehicleSheetPage />, {
    route: '/stock-general-quiter/100003',
    path: '/stock-general-quiter/:idv',
    session: 'staff',
  });

describe("VehicleSheetPage: 'Dónde está publicado'", () => {
  it('shows each channel, listed or not, its price there and its drift', async () => {
    serveSheet(() => placement(10790));
    renderSheet();
    const table = await screen.findByRole('table', { name: 'Dónde está publicado' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('Precio en stock: 9.790 €')).toBeVisible();
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(row('GOmotor')).toHaveTextContent('Publicado9.790 €Ninguna');
    expect(row('Wallapop')).toHaveTextContent('10.790 €');
    expect(
      within(row('Wallapop')).getByRole('link', {
        name: 'Precio en Wallapop 10.790 €, en stock 9.790 €',
      }),
    ).toHaveAttribute('href', '/coherencia?channel=wallapop');
    expect(row('Coches.net')).toHaveTextContent('No publicado (le corresponde)');
    expect(row('Coches.net')).toHaveTextContent('Pendiente de publicar en Coches.net');
  });

  it('is read again when the server says the report changed', async () => {
    let price = 10790;
    const reads = serveSheet(() => placement(price));
    renderSheet();
    await screen.findByText('Precio en Wallapop 10.790 €, en stock 9.790 €');
    price = 9790;
    act(() => emitServerEvent('resource:changed', { resource: 'consistency', action: 'update' }));
    await waitFor(() =>
      expect(screen.queryByText('Precio en Wallapop 10.790 €, en stock 9.790 €')).toBeNull(),
    );
    expect(reads.placement).toBe(2);
  });
});

describe('VehicleSheetPage of a vehicle gone from the stock', () => {
  it('still shows where it is published and its history', async () => {
    serveSheet(() => ({ ...placement(10790), inStock: false }));
    server.use(
      http.get(api('/vehiculos/:idv'), () =>
        HttpResponse.json({ error: 'No encontrado' }, { status: 404 }),
      ),
      http.get(api('/publishing/api/v1/quiter'), () => HttpResponse.json([])),
    );
    renderSheet();
    expect(await screen.findByText('No se ha encontrado el vehículo 100003')).toBeVisible();
    expect(await screen.findByText('Ya no está en el stock')).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Historial' })).toBeVisible();
  });
});

describe("VehicleSheetPage: 'Historial'", () => {
  it("lists who, when, what and before → after, ten at a time with 'Ver más'", async () => {
    const reads = serveSheet(() => placement(9790));
    renderSheet();
    const list = await screen.findByRole('list', { name: 'Historial' });
    // The entries (each lists its changes inside).
    const entries = () => [...list.querySelectorAll(':scope > li')];
    await waitFor(() => expect(entries()).toHaveLength(10));
    const first = entries()[0];
    expect(first).toHaveTextContent('Sistema');
    expect(first).toHaveTextContent('Cambio de precio · Wallapop');
    expect(first).toHaveTextContent('Cambio 0');
    expect(first).toHaveTextContent('Precio: 10.790 € → 9.790 €');
    expect(entries()[1]).toHaveTextContent('Ana Admin');
    expect(reads.history[0]).toBe('idv=100003&_start=0&_end=10');

    await userEvent.click(screen.getByRole('button', { name: 'Ver más (3 cambios más)' }));
    await waitFor(() => expect(entries()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: /Ver más/ })).toBeNull();
  });

  it('is read again when the server writes an entry', async () => {
    const reads = serveSheet(() => placement(9790));
    renderSheet();
    await screen.findByRole('list', { name: 'Historial' });
    act(() =>
      emitServerEvent('resource:changed', { resource: 'audit', action: 'create', ids: ['x'] }),
    );
    await waitFor(() => expect(reads.history).toHaveLength(2));
  });
});
