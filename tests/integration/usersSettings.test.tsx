// The read-only user list /settings/users.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import UserList from '../../src/resources/users/UserList';
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
  renderWithAdmin(
    // <Notification> is what <Admin> renders around every page to show useNotify messages.
    <>
      <UserList />
      <Notification />
    </>,
    {
      session: 'admin',
      route: '/settings/users',
      path: '/settings/users',
    },
  );

describe('UserList', () => {
  it('lists users by name, ten per page, with the four columns and only the reset action', async () => {
    server.use(http.get(api('/users'), () => HttpResponse.json(twelve)));
    renderUsers();
    await screen.findByText('Ana');

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nombre', 'Apellidos', 'Email', 'Teléfono', 'Acciones']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ana', 'Oliva', 'ana@grupoliva.es', '600000002', 'Restablecer contraseña']);
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

  describe("'Restablecer contraseña' (an administrator resets another user's)", () => {
    const admin: User = {
      _id: 'u-admin',
      name: 'Ana',
      lastname: 'García',
      email: 'admin@multipublicador.local',
      telephone: '',
    };
    const carlos = { ...user(2, 'Carlos', 'Martín'), email: 'carlos@grupoliva.es' };

    const serve = (refuse?: Record<string, unknown>) => {
      const puts: { url: string; body: Record<string, unknown> }[] = [];
      server.use(
        http.get(api('/users'), () => HttpResponse.json([admin, carlos])),
        http.put(api('/users/:id'), async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          puts.push({ url: new URL(request.url).pathname, body });
          if (refuse) return HttpResponse.json(refuse, { status: 400 });
          return HttpResponse.json(carlos);
        }),
      );
      return puts;
    };

    const openFor = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Restablecer contraseña' }));
      return screen.findByRole('dialog');
    };

    it("is offered for other users, not for the administrator's own row", async () => {
      serve();
      renderUsers();
      const own = (await screen.findByText('admin@multipublicador.local')).closest('tr')!;
      expect(within(own).queryByRole('button')).not.toBeInTheDocument();
      const other = screen.getByText('carlos@grupoliva.es').closest('tr')!;
      expect(
        within(other).getByRole('button', { name: 'Restablecer contraseña' }),
      ).toBeInTheDocument();
    });

    it('applies the policy with that user’s e-mail and sends nothing until it holds', async () => {
      const puts = serve();
      renderUsers();
      const dialog = await openFor('Carlos');
      expect(within(dialog).getByText(/carlos@grupoliva.es/)).toBeInTheDocument();
      expect(within(dialog).queryByLabelText(/Contraseña actual/)).not.toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText(/Nueva contraseña/), 'Carlos-2026-x');
      await userEvent.type(within(dialog).getByLabelText(/Repetir contraseña/), 'Carlos-2026-y');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
      expect(
        await within(dialog).findByText('La contraseña no puede ser ni contener su email'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Las contraseñas no coinciden')).toBeInTheDocument();
      expect(puts).toEqual([]);
    });

    it('sends the new password without a current one and says the sessions were closed', async () => {
      const puts = serve();
      renderUsers();
      const dialog = await openFor('Carlos');
      await userEvent.type(within(dialog).getByLabelText(/Nueva contraseña/), 'Moto-azul-2031');
      await userEvent.type(within(dialog).getByLabelText(/Repetir contraseña/), 'Moto-azul-2031');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(puts).toEqual([
        {
          url: '/api/users/u2',
          body: {
            id: 'u2',
            name: 'Carlos',
            lastname: 'Martín',
            telephone: carlos.telephone,
            password: 'Moto-azul-2031',
          },
        },
      ]);
      expect(
        await screen.findByText(
          'Contraseña restablecida: se han cerrado las sesiones de carlos@grupoliva.es',
        ),
      ).toBeInTheDocument();
    });

    it("shows the server's refusal next to the field and keeps the dialog open", async () => {
      const message = 'La contraseña es demasiado común: elija otra más difícil de adivinar';
      serve({ error: message, message, field: 'password' });
      renderUsers();
      const dialog = await openFor('Carlos');
      await userEvent.type(within(dialog).getByLabelText(/Nueva contraseña/), 'Moto-azul-2031');
      await userEvent.type(within(dialog).getByLabelText(/Repetir contraseña/), 'Moto-azul-2031');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });
});
