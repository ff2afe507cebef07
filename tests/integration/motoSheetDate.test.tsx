// The moto sheet's registration date (typed and shown dd/MM/yyyy): a text that is
// not a day says so in Spanish under the field, never react-admin's raw message key, and
// nothing is sent.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import MotoEdit from '../../src/resources/motos/MotoEdit';
import { REGISTRATION_DATE_MESSAGE } from '../../src/domain/motos/dates';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';
import { sheetMoto } from '../motoFixtures';

const MOTO = sheetMoto({ fechaMatriculacion: '2021-03-15T00:00:00.000Z' });

describe('/motos/{idv}: the registration date', () => {
  it('shows "Fecha no válida: escríbala como dd/MM/yyyy" for a day that does not exist', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get(api('/motos/700001'), () => HttpResponse.json(MOTO)),
      http.put(api('/motos/700001'), async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(MOTO);
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(
      <ResourceContextProvider value="motos">
        <MotoEdit />
      </ResourceContextProvider>,
      { route: '/motos/700001', path: '/motos/:id' },
    );
    const date = await screen.findByRole('textbox', { name: 'Fecha de matriculación' });
    expect(date).toHaveProperty('value', '15/03/2021');
    await user.clear(date);
    await user.type(date, '31/02/2021');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(REGISTRATION_DATE_MESSAGE)).toBeTruthy();
    expect(REGISTRATION_DATE_MESSAGE).toBe('Fecha no válida: escríbala como dd/MM/yyyy');
    expect(document.body.textContent).not.toContain('@@react-admin@@');
    await waitFor(() => expect(puts).toEqual([]));
  });
});
