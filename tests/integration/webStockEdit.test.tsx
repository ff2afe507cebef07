// The row edit page of /gomotor (the current path plus the row's _id): the web fields of the row,
// each changed one sent as its own partial PUT; the counter among the active campaigns (and the one
// the row carries), the disclaimer from the settings.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { WebStockEdit } from '../../src/resources/webStock/WebStockEdit';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const host = (path: string) => `*/gomotor-api${path}`;

const ROW = {
  _id: 'w2',
  idv: '2002',
  marca: 'CUPRA',
  modelo: 'Formentor',
  precios: [{ tipo: 'VENTA', valor: 30000 }],
  featuredHome: false,
  publicacionManual: false,
  precioReserva: 300,
  marketing: { counter: { _id: 'old', name: 'Verano 2025' }, disclaimerMessage: null },
  discount: { active: false, price: null, financedPrice: null },
};

describe('/gomotor/:id row edit', () => {
  it('sends each changed web field as its own PUT and keeps the counter the row carries', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(host('/vehicles'), () => HttpResponse.json([ROW])),
      http.get(api('/campaigns'), () =>
        HttpResponse.json([
          { _id: 'c1', name: 'Black Friday', active: true },
          { _id: 'c2', name: 'Inactiva', active: false },
        ]),
      ),
      http.get(host('/settings'), () =>
        HttpResponse.json([{ _id: 'web', disclaimerMessages: ['IVA incluido'] }]),
      ),
      http.put(host('/algolia/vehicles/:id'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Vehículo actualizado con éxito', vehicle: ROW });
      }),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/gomotor/:id" element={<WebStockEdit />} />
        <Route path="/gomotor" element={<p>lista</p>} />
      </Routes>,
      { route: '/gomotor/w2' },
    );
    const user = userEvent.setup();
    await screen.findByText('CUPRA · Formentor');
    // The carried counter shows though no longer active; only active campaigns besides it.
    const counter = screen.getByRole('combobox', { name: /^Contador/ });
    await waitFor(() => expect(counter).toHaveTextContent('Verano 2025'));
    await user.click(counter);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sin contador', 'Black Friday', 'Verano 2025']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByLabelText('Destacado en la home'));
    await user.click(screen.getByRole('combobox', { name: /^Disclaimer/ }));
    await user.click(await screen.findByRole('option', { name: 'IVA incluido' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { featuredHome: true },
        { $set: { 'marketing.disclaimerMessage': 'IVA incluido' } },
      ]),
    );
    expect(await screen.findByText('lista')).toBeInTheDocument();
  });
});
