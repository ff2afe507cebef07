// The standalone sign-in screen (no session at start-up): plain MUI, no react-admin context.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SignInScreen from '../../src/customRoutes/login/SignInScreen';
import { server } from './msw';
import { api, sessions } from './utils';

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
};

describe('SignInScreen', () => {
  it('refuses empty fields and shows the server message', async () => {
    server.use(
      http.post(api('/signin'), () =>
        HttpResponse.json({ error: 'Usuario o contraseña incorrectos' }, { status: 401 }),
      ),
    );
    const onSignedIn = vi.fn();
    render(<SignInScreen onSignedIn={onSignedIn} />);
    expect(screen.getByRole('heading', { name: 'Bienvenido a Multipublicador' })).toBeVisible();
    await fill('', 'clave');
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son necesarios');
    await fill('ana@grupoliva.es', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("stores the session under 'usuario', then reloads into the console", async () => {
    server.use(http.post(api('/signin'), () => HttpResponse.json(sessions.admin)));
    const onSignedIn = vi.fn();
    render(<SignInScreen onSignedIn={onSignedIn} />);
    await fill('admin@multipublicador.local', 'demo');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(JSON.parse(localStorage.getItem('usuario')!)).toEqual(sessions.admin);
  });
});
