// The profile page /mi-cuenta: the user's data and the password change.
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

/**
 * GET and PUT /users/u-staff; `fail` makes the PUT answer 500, `refuse` answers that 400 body
 * (the server's shape: docs/API.md "Errors").
 */
const serveUser = ({
  fail = false,
  refuse,
}: { fail?: boolean; refuse?: Record<string, unknown> } = {}) => {
  const state = {
    user: { ...staff },
    puts: [] as Record<string, unknown>[],
    tokens: [] as (string | null)[],
  };
  server.use(
    http.get(api('/users/u-staff'), () => HttpResponse.json(state.user)),
    http.put(api('/users/u-staff'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.puts.push(body);
      state.tokens.push(request.headers.get('x-access-token'));
      if (fail) return HttpResponse.json({ error: 'Error interno' }, { status: 500 });
      if (refuse) return HttpResponse.json(refuse, { status: 400 });
      const { password, currentPassword: _current, id: _id, ...changes } = body;
      void _current;
      void _id;
      state.user = { ...state.user, ...(changes as Partial<User>) };
      // docs/API.md "Users": one's own password change answers this session's new token.
      return HttpResponse.json(
        password === undefined ? state.user : { ...state.user, accessToken: 'token-nuevo' },
      );
    }),
  );
  return state;
};

/** The message shown under an input (its accessible description). */
const messageUnder = (label: RegExp) =>
  waitFor(() => {
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    return input.getAttribute('aria-describedby')
      ? document.getElementById(input.getAttribute('aria-describedby')!)?.textContent
      : null;
  });

const NEW_PASSWORD = 'Coche-rojo-de-1997';

const fillPasswordForm = async (current: string, password: string, repeated = password) => {
  await userEvent.type(screen.getByLabelText(/Contraseña actual/), current);
  await userEvent.type(screen.getByLabelText(/Nueva contraseña/), password);
  await userEvent.type(screen.getByLabelText(/Repetir contraseña/), repeated);
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
    await fillPasswordForm('demo', NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await userEvent.click(button('Guardar contraseña'));

    expect(await messageUnder(/Repetir contraseña/)).toBe('Las contraseñas no coinciden');
    expect(state.puts).toEqual([]);
  });

  it('applies the password policy next to the new password and sends nothing', async () => {
    const state = serveUser();
    renderProfile();
    await screen.findByText('Lucía');
    await userEvent.click(button('Cambiar contraseña'));
    await fillPasswordForm('demo', 'corta');
    await userEvent.click(button('Guardar contraseña'));
    expect(await messageUnder(/Nueva contraseña/)).toBe(
      'La contraseña debe tener al menos 10 caracteres',
    );
    await userEvent.clear(screen.getByLabelText(/Nueva contraseña/));
    await userEvent.clear(screen.getByLabelText(/Repetir contraseña/));
    await userEvent.type(screen.getByLabelText(/Nueva contraseña/), 'comercial-2026');
    await userEvent.type(screen.getByLabelText(/Repetir contraseña/), 'comercial-2026');
    await userEvent.click(button('Guardar contraseña'));
    expect(await messageUnder(/Nueva contraseña/)).toBe(
      'La contraseña no puede ser ni contener su email',
    );
    expect(state.puts).toEqual([]);
  });

  it("shows the server's refusal of the current password next to 'Contraseña actual'", async () => {
    const message = "El campo 'Contraseña actual' no es correcto";
    serveUser({ refuse: { error: message, message, field: 'currentPassword' } });
    renderProfile();
    await screen.findByText('Lucía');
    await userEvent.click(button('Cambiar contraseña'));
    await fillPasswordForm('no-es-esta', NEW_PASSWORD);
    const restoreConsole = silenceDataProviderErrors();
    await userEvent.click(button('Guardar contraseña'));
    expect(await messageUnder(/Contraseña actual/)).toBe(message);
    restoreConsole();
    // The form stays open with what was typed.
    expect(screen.getByLabelText(/Nueva contraseña/)).toHaveValue(NEW_PASSWORD);
    expect(localStorage.getItem('usuario')).toContain('token-staff');
  });

  it("shows a refused profile field next to it, whether the server names it by label or in 'field'", async () => {
    for (const refuse of [
      { error: "El campo 'Teléfono' no puede tener más de 30 caracteres" },
      { error: 'No es un teléfono válido', field: 'telephone' },
    ]) {
      serveUser({ refuse: { ...refuse, message: refuse.error } });
      const view = renderProfile();
      await screen.findByText('Lucía');
      await userEvent.click(button('Editar Perfil'));
      await userEvent.type(screen.getByLabelText(/Teléfono/), '9');
      const restoreConsole = silenceDataProviderErrors();
      await userEvent.click(button('Guardar'));
      expect(await messageUnder(/Teléfono/)).toBe(refuse.error);
      restoreConsole();
      expect(screen.getByRole('group', { name: 'Editar perfil' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('limits each input to what the server accepts', async () => {
    serveUser();
    renderProfile();
    await screen.findByText('Lucía');
    await userEvent.click(button('Editar Perfil'));
    expect(screen.getByLabelText(/Nombre/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/Apellidos/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/Teléfono/)).toHaveAttribute('maxlength', '20');
    await userEvent.click(button('Cambiar contraseña'));
    for (const label of [/Contraseña actual/, /Nueva contraseña/, /Repetir contraseña/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '200');
    }
  });

  it("changes the password with the profile data and says 'La contraseña se ha cambiado'", async () => {
    const state = serveUser();
    renderProfile();
    await screen.findByText('Lucía');
    await userEvent.click(button('Cambiar contraseña'));
    await fillPasswordForm('demo', NEW_PASSWORD);
    await userEvent.click(button('Guardar contraseña'));

    expect(await screen.findByText('La contraseña se ha cambiado')).toBeInTheDocument();
    await waitFor(() =>
      expect(state.puts).toEqual([
        {
          id: 'u-staff',
          name: 'Lucía',
          lastname: 'Martínez',
          telephone: '600111222',
          password: NEW_PASSWORD,
          currentPassword: 'demo',
        },
      ]),
    );
    expect(screen.queryByLabelText(/Nueva contraseña/)).not.toBeInTheDocument();
    // The session goes on with the fresh token the server answered (the old one is ended).
    expect(JSON.parse(localStorage.getItem('usuario')!).accessToken).toBe('token-nuevo');
    expect(state.tokens).toEqual(['token-staff']);
  });
});
