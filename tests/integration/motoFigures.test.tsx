// The motos' figures through the one formatting module: a price column of the list shows all
// its prices with the same decimals (and a missing price's '0' as a price), and the sheet
// shows its figures the Spanish way ('5.590,50', never '5590.5') and reads them back typed so.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { forgetMotos } from '../../src/dataProvider/motos';
import MotoEdit from '../../src/resources/motos/MotoEdit';
import MotoList from '../../src/resources/motos/MotoList';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const moto = (idv: string, over: Record<string, unknown>) => ({
  _id: `m${idv}`,
  idv,
  marca: 'BMW',
  modelo: 'C 400 X',
  tipo: 'VO',
  reservado: '0',
  publicar: false,
  km: 12982,
  recursos: [],
  equipamiento: [],
  ...over,
});

const MOTOS = [
  moto('70001', { precioVenta: 1890, pvpPublicacion: 2190, pvoNuevo: null }),
  moto('70002', { precioVenta: 5590.5, pvpPublicacion: 5890, pvoNuevo: 6499 }),
];

afterEach(() => forgetMotos());

const cell = (label: string, idv: string) =>
  screen.getByRole('button', { name: `Editar ${label} de ${idv}` });

describe('/motos: one rule per price column', () => {
  it('a column with one price with cents shows every price with two; whole columns none', async () => {
    server.use(http.get(api('/motos'), () => HttpResponse.json(MOTOS)));
    renderWithAdmin(
      <ResourceContextProvider value="motos">
        <MotoList />
      </ResourceContextProvider>,
      { route: '/motos', path: '/motos' },
    );
    await screen.findByRole('button', { name: 'Editar Precio de venta de 70001' });
    const text = (label: string, idv: string) => cell(label, idv).textContent?.replace(/\s/g, ' ');
    expect(text('Precio de venta', '70001')).toBe('1.890,00 €');
    expect(text('Precio de venta', '70002')).toBe('5.590,50 €');
    expect(text('PVP publicación', '70001')).toBe('2.190 €');
    expect(text('PVP publicación', '70002')).toBe('5.890 €');
    // The '0' a missing PVO shows is a price of its column, not a bare figure.
    expect(text('PVO nuevo', '70001')).toBe('0 €');
    expect(text('PVO nuevo', '70002')).toBe('6.499 €');
  });
});

describe('/motos/{idv}: figures typed and shown the Spanish way', () => {
  it("shows '5.590,50' and '23,8', edits '5590,5' and sends the number typed", async () => {
    const puts: Record<string, unknown>[] = [];
    const sheet = moto('70002', {
      precioVenta: 5590.5,
      pvoNuevo: 6499,
      potenciaCv: 23.8,
      anyoModelo: 2025,
      precios: [{ tipo: 'VENTA', valor: 5590.5 }],
    });
    server.use(
      http.get(api('/motos/70002'), () => HttpResponse.json(sheet)),
      http.put(api('/motos/70002'), async ({ request }) => {
        puts.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...sheet, precioVenta: 6850.5 });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(
      <ResourceContextProvider value="motos">
        <MotoEdit />
      </ResourceContextProvider>,
      { route: '/motos/70002', path: '/motos/:id' },
    );
    const price = await screen.findByRole('textbox', { name: 'Precio de venta' });
    expect(price).toHaveValue('5.590,50');
    expect(screen.getByRole('textbox', { name: 'PVO nuevo' })).toHaveValue('6.499');
    expect(screen.getByRole('textbox', { name: 'Potencia (CV)' })).toHaveValue('23,8');
    // A year is a number never grouped.
    expect(screen.getByRole('spinbutton', { name: 'Año modelo' })).toHaveValue(2025);
    const list = screen.getByRole('group', { name: 'Lista de precios' });
    expect(within(list).getByRole('textbox', { name: 'Valor' })).toHaveValue('5.590,50');

    // Focus keeps the text as shown (it reads back as the same number).
    await user.click(price);
    expect(price).toHaveValue('5.590,50');
    await user.clear(price);
    await user.type(price, '6.850,5');
    await user.tab();
    expect(price).toHaveValue('6.850,50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(JSON.stringify(puts[0])).toContain('"precioVenta":6850.5');
  });
});
