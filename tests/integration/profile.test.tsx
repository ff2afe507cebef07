// The profile page /mi-cuenta (spec 1 §4, §5, §7, §8).
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import ProfilePage from '../../src/customRoutes/profile/ProfilePage';
import type { User } from '../../src/domain/types';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const staff: User = {
  _id: 'u-staff',
  name: 'Lucía',
  lastname: 'Martínez',
  email: 'comercial@grupoliva.es',
  telephone: '600111222',
};

/** GET and PUT /users/u-staff; `fail` makes the PUT answer 500. */
const serveUser = ({ fail = false } = {}) => {
  const state = { user: { ...staff }, puts: [] as Record<string, unknown>[] };
  server.use(
    http.get(api('/users/u-staff'), () => HttpResponse.json(state.user)),
    http.put(api('/users/u-staff'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.puts.push(body);
      if (fail) return HttpResponse.json({ error: 'Error interno' }, { status: 500 });
      const { password: _password, id: _id, ...changes } = body;
      void _password;
      void _id;
      state.user = { ...state.user, ...(changes as Partial<User>) };
      return HttpResponse.json(state.user);
    }),
  );
  return state;
};

const renderProfile = () =>
  renderWithAdmin(
    // <Notification> is what <Admin> renders around every page to show useNotify messages.
    <>
      <ProfilePage />
      <Notification />
    </>,
    { session: 'staff', route: '/mi-cuenta', path: '/mi-cuenta' },
  );

const button = (name: string) => screen.getByRole('button', { name });

describe('ProfilePage', () => {
  it("shows the user's data", async () => {
    serveUser();
    renderProfile();
    expect(await screen.findByText('Lucía')).toBeInTheDocument();
    expect(screen.getByText('Martínez')).toBeInTheDocument();
    expect(screen.getByText('comercial@grupoliva.es')).toBeInTheDocument();
    expect(screen.getByText('600111222')).toBeInTheDocument();
  });

  it('toggles each form with its button; the second press closes it', async () => {
    serveUser();
    renderProfile();
    await screen.findByText('Lucía');
    expect(screen.queryByLabelText(/Teléfono/)).not.toBeInTheDocument();

    await userEvent.click(button('Editar Perfil'));
    expect(screen.getByRole('group', { name: 'Editar perfil' })).toBeInTheDocument();
    await userEvent.click(button('Editar Perfil'));
    expect(screen.queryByRole('group', { name: 'Editar perfil' })).not.toBeInTheDocument();

    await userEvent.click(button('Cambiar contraseña'));
    expect(screen.getByLabelText(/Nueva contraseña/)).toBeInTheDocument();
    // Opening the other form closes this one.
    await userEvent.click(button('Editar Perfil'));
    expect(screen.queryByLabelText(/Nueva contraseña/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Editar perfil' })).toBeInTheDocument();

    await userEvent.click(button('Cambiar contraseña'));
    await userEvent.click(button('Cambiar contraseña'));
    expect(screen.queryByLabelText(/Nueva contraseña/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Editar perfil' })).not.toBeInTheDocument();
  });

  it("saves the profile and says 'Datos actualizados con éxito'", async () => {
    const state = serveUser();
    renderProfile();
    await screen.findByText('Lucía');
    await userEvent.click(button('Editar Perfil'));
    const phone = screen.getByLabelText(/Teléfono/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '699000111');
    await userEvent.click(button('Guardar'));

    expect(await screen.findByText('Datos actualizados con éxito')).toBeInTheDocument();
    expect(state.puts).toEqual([
      { id: 'u-staff', name: 'Lucía', lastname: 'Martínez', telephone: '699000111' },
    ]);
    expect(await screen.findByText('699000111')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Editar perfil' })).not.toBeInTheDocument();
  });

  it("says 'Error al actualizar el perfil' when the update fails", async () => {
    serveUser({ fail: true });
    renderProfile();
    await screen.findByText('Lucía');
    await userEvent.click(button('Editar Perfil'));
    await userEvent.type(screen.getByLabelText(/Apellidos/), ' Ruiz');
    const restoreConsole = silenceDataProviderErrors();
    await userEvent.click(button('Guardar'));
    expect(await screen.findByText('Error al actualizar el perfil')).toBeInTheDocument();
    expect(restoreConsole()).toBe(1);
    // The form stays open so nothing typed is lost.
    expect(screen.getByRole('group', { name: 'Editar perfil' })).toBeInTheDocument();
  });

  it("refuses different passwords with 'Las contraseñas no coinciden' and sends nothing", async () => {
    const state = serveUser();
    renderProfile();
    await screen.findByText('Lucía');
    await userEvent.click(button('Cambiar contraseña'));
    await userEvent.type(screen.getByLabelText(/Nueva contraseña/), 'secreta1');
    await userEvent.type(screen.getByLabelText(/Repetir contraseña/), 'secreta2');
    await userEvent.click(button('Guardar contraseña'));

    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(state.puts).toEqual([]);
  });

  it("changes the password with the profile data and says 'La contraseña se ha cambiado'", async () => {
    const state = serveUser();
    renderProfile();
    await screen.findByText('Lucía');
    await userEvent.click(button('Cambiar contraseña'));
    await userEvent.type(screen.getByLabelText(/Nueva contraseña/), 'x');
    await userEvent.type(screen.getByLabelText(/Repetir contraseña/), 'x');
    await userEvent.click(button('Guardar contraseña'));

    expect(await screen.findByText('La contraseña se ha cambiado')).toBeInTheDocument();
    await waitFor(() =>
      expect(state.puts).toEqual([
        {
          id: 'u-staff',
          name: 'Lucía',
          lastname: 'Martínez',
          telephone: '600111222',
          password: 'x',
        },
      ]),
    );
    expect(screen.queryByLabelText(/Nueva contraseña/)).not.toBeInTheDocument();
  });
});
