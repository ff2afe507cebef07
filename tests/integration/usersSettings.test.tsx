// The read-only user list /settings/users (spec 1 §2, §3).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import UsersSettingsPage from '../../src/customRoutes/settings/UsersSettingsPage';
import type { User } from '../../src/domain/types';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const user = (i: number, name: string, lastname: string): User => ({
  _id: `u${i}`,
  name,
  lastname,
  email: `${name.toLowerCase()}@grupoliva.es`,
  telephone: `6000000${String(i).padStart(2, '0')}`,
});

const twelve = [
  'Zoe',
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elena',
  'Fernando',
  'Gema',
  'Hugo',
  'Irene',
  'Jorge',
  'Laura',
].map((name, i) => user(i + 1, name, 'Oliva'));

const renderUsers = () =>
  renderWithAdmin(<UsersSettingsPage />, {
    session: 'admin',
    route: '/settings/users',
    path: '/settings/users',
  });

describe('UsersSettingsPage', () => {
  it('lists users by name, ten per page, with the four columns and no edit actions', async () => {
    server.use(http.get(api('/users'), () => HttpResponse.json(twelve)));
    renderUsers();
    await screen.findByText('Ana');

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nombre', 'Apellidos', 'Email', 'Teléfono']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ana', 'Oliva', 'ana@grupoliva.es', '600000002']);
    expect(screen.queryByText('Zoe')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /crear|editar|borrar|eliminar/i }),
    ).not.toBeInTheDocument();
  });

  it('searches users', async () => {
    server.use(http.get(api('/users'), () => HttpResponse.json(twelve)));
    renderUsers();
    await screen.findByText('Ana');
    await userEvent.type(screen.getByPlaceholderText('Buscar'), 'zoe');
    expect(await screen.findByText('Zoe')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ana')).not.toBeInTheDocument());
  });
});
