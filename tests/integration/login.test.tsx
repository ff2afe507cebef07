// Sign-in page: required fields, the session stored, and the server's errors shown.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import LoginPage from '../../src/customRoutes/login/LoginPage';
import { server } from './msw';
import { api, renderWithAdmin, sessions } from './utils';

const renderLogin = (session: 'admin' | null = null) =>
  renderWithAdmin(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>Panel de portales</p>} />
    </Routes>,
    { session, route: '/login' },
  );

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
};

describe('LoginPage', () => {
  it('shows the welcome header and the form', async () => {
    renderLogin();
    expect(
      await screen.findByRole('heading', { name: 'Bienvenido a Multipublicador' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it('refuses an empty field without calling the server', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    renderLogin();
    await fill('ana@grupoliva.es', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son necesarios');
  });

  it("shows the server's error message in an error alert", async () => {
    server.use(
      http.post(api('/signin'), () =>
        HttpResponse.json({ error: 'Usuario o contraseña incorrectos' }, { status: 401 }),
      ),
    );
    renderLogin();
    await fill('ana@grupoliva.es', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(localStorage.getItem('usuario')).toBeNull();
  });

  it('shows the network message when there is no answer', async () => {
    server.use(http.post(api('/signin'), () => HttpResponse.error()));
    renderLogin();
    await fill('ana@grupoliva.es', 'clave');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error de red: no se ha podido contactar con el servidor',
    );
  });

  it("stores the session under 'usuario' and goes to /dashboard", async () => {
    let sent: unknown;
    server.use(
      http.post(api('/signin'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(sessions.admin);
      }),
    );
    renderLogin();
    await fill('admin@multipublicador.local', 'secreta');
    expect(await screen.findByText('Panel de portales')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'admin@multipublicador.local', password: 'secreta' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('usuario')!)).toEqual(sessions.admin),
    );
  });

  it('sends a user already signed in to /dashboard', async () => {
    renderLogin('admin');
    expect(await screen.findByText('Panel de portales')).toBeInTheDocument();
  });
});
