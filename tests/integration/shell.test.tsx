// The console shell: routing, the drawer and the administrator pages.
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import App from '../../src/App';
import { saveSession } from '../../src/authProvider/session';
import { pages } from '../../src/pages';
import notifications from '../../src/resources/notifications';
import stockQuiter from '../../src/resources/stockQuiter';
import users from '../../src/resources/users';
import csvFiles from '../../src/resources/csvFiles';
import { fakeIdle } from '../fakeIdle';
import { server } from './msw';
import type { DeclaredResource } from '../../src/resources/defineResource';
import type { ScreenLoader } from '../../src/screens';
import { api, renderWithAdmin, sessions } from './utils';

/** Watches the loader of a resource's list screen. */
const watchList = (resource: DeclaredResource) =>
  vi.spyOn(resource.options.screens as { list: ScreenLoader }, 'list');

/** Shows the current path so tests can assert redirections. */
const CurrentPath = () => <output data-testid="path">{useLocation().pathname}</output>;

const renderApp = (route: string, session: keyof typeof sessions | null) => {
  if (session) saveSession(sessions[session]);
  server.use(
    http.get(api('/notifications'), () => HttpResponse.json([])),
    http.post(api('/signout'), () => new HttpResponse(null, { status: 204 })),
    http.get(api('/quiter/:portalId'), () => HttpResponse.json({ vehiculos: [] })),
    // The dashboard's charts.
    http.get(api('/consistency'), () =>
      HttpResponse.json({ generatedAt: '', channels: [], drifts: [] }),
    ),
    http.get(api('/publishing/api/v1/quiter'), () => HttpResponse.json([])),
    http.get(api('/users'), () =>
      HttpResponse.json([
        { _id: 'u1', name: 'Ana', lastname: 'Gil', email: 'ana@grupoliva.es', telephone: '600' },
      ]),
    ),
  );
  return render(
    <MemoryRouter initialEntries={[route]}>
      <App />
      <CurrentPath />
    </MemoryRouter>,
  );
};

/** react-admin's drawer is a MUI menu: its entries are menu items. */
const drawer = async () => screen.findByRole('menu');

describe('console shell', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    renderApp('/settings/users', null);
    expect(
      await screen.findByRole('heading', { name: 'Bienvenido a Multipublicador' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('sends a signed-in user from / to /dashboard', async () => {
    renderApp('/', 'staff');
    expect(
      await screen.findAllByRole('heading', { name: 'www.joaquinoliva.com' }),
    ).not.toHaveLength(0);
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
    expect(screen.getByText('Multipublicador')).toBeInTheDocument();
  });

  it("shows 'Ajustes' to the administrator, with Usuarios and Wallapop", async () => {
    renderApp('/dashboard', 'admin');
    const menu = await drawer();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Ajustes' }));
    expect(await within(menu).findByRole('menuitem', { name: 'Usuarios' })).toHaveAttribute(
      'href',
      '/settings/users',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Wallapop' })).toHaveAttribute(
      'href',
      '/settings/wallapop',
    );
  });

  it("hides 'Ajustes' from other users", async () => {
    renderApp('/dashboard', 'staff');
    const menu = await drawer();
    expect(within(menu).getByRole('menuitem', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Ajustes' })).toBeNull();
  });

  it('refuses an administrator page typed in the URL by another user', async () => {
    renderApp('/settings/users', 'staff');
    expect(await screen.findByText('No tiene permisos para ver esta página')).toBeInTheDocument();
    expect(screen.queryByText('ana@grupoliva.es')).toBeNull();
  });

  it('refuses the Wallapop accounts typed in the URL by another user, without asking for them', async () => {
    let asked = false;
    server.use(
      http.get(api('/publishing/api/v1/wallapop/accounts'), () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    renderApp('/settings/wallapop', 'staff');
    expect(await screen.findByText('No tiene permisos para ver esta página')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cuentas de Wallapop')).toBeNull();
    expect(asked).toBe(false);
  });

  it('lets the administrator open the users page', async () => {
    renderApp('/settings/users', 'admin');
    expect(await screen.findByText('ana@grupoliva.es')).toBeInTheDocument();
  });

  it('signs in from /login and lands on /dashboard with the administrator menu', async () => {
    renderApp('/login', null);
    server.use(http.post(api('/signin'), () => HttpResponse.json(sessions.admin)));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), sessions.admin.user.email);
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    const menu = await drawer();
    expect(await within(menu).findByRole('menuitem', { name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
  });

  it("'Salir' in the user menu removes the session and returns to /login", async () => {
    renderApp('/dashboard', 'staff');
    const user = userEvent.setup();
    // The button shows the signed-in e-mail once the identity is known.
    await screen.findByText(sessions.staff.user.email);
    await user.click(await screen.findByRole('button', { name: 'Perfil' }));
    expect(await screen.findByRole('menuitem', { name: 'Mi cuenta' })).toHaveAttribute(
      'href',
      '/mi-cuenta',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Salir' }));
    expect(
      await screen.findByRole('heading', { name: 'Bienvenido a Multipublicador' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('usuario')).toBeNull();
  });

  it('answers an unknown route with a Spanish not-found page', async () => {
    renderApp('/no-existe', 'staff');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
  });

  it("offers 'Saltar al contenido' as the first Tab stop, which moves focus to the page", async () => {
    renderApp('/dashboard', 'staff');
    await screen.findAllByRole('heading', { name: 'www.joaquinoliva.com' });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = document.getElementById('main-content');
    expect(main).toHaveFocus();
    // The next Tab stop is inside the page, past the top bar and the drawer.
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
  });

  describe('fetches the code of a menu page ahead of the click', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('when the pointer rests on its entry', async () => {
      // An idle browser would fetch it anyway: here it never is.
      fakeIdle({ never: true });
      const notificationsCode = watchList(notifications);
      renderApp('/dashboard', 'staff');
      const menu = await drawer();
      expect(notificationsCode).not.toHaveBeenCalled();
      await userEvent.hover(within(menu).getByRole('menuitem', { name: 'Notificaciones' }));
      expect(notificationsCode).toHaveBeenCalled();
    });

    it('and opens a page fetched ahead at once, without a loading fallback', async () => {
      // A fallback shown makes React hold the page back until 300 ms after it.
      server.use(http.get(api('/quiter/:portalId'), () => HttpResponse.json({ vehiculos: [] })));
      await pages.dashboard.preload();
      const Dashboard = pages.dashboard.Page;
      renderWithAdmin(
        <Suspense fallback={<p>Cargando la página</p>}>
          <Dashboard />
        </Suspense>,
      );
      expect(screen.queryByText('Cargando la página')).toBeNull();
      expect(screen.getAllByRole('heading', { name: 'www.joaquinoliva.com' })).not.toHaveLength(0);
    });

    it("when the console is idle: every page of the user's menu, not the administrator's", async () => {
      const idle = fakeIdle();
      const loaded = [
        ['stockQuiter', watchList(stockQuiter)],
        ['jsonQuiter', vi.spyOn(pages.jsonQuiter, 'load')],
        ['csvFiles', watchList(csvFiles)],
        ['notifications', watchList(notifications)],
        ['users', watchList(users)],
      ] as const;
      renderApp('/dashboard', 'staff');
      await drawer();
      await vi.waitFor(() => expect(idle.waiting).toBeGreaterThan(0));
      // Each idle moment fetches one page, then waits for the next.
      for (let moment = 0; moment < 20 && idle.runNext(); moment++);
      for (const [name, spy] of loaded) {
        if (name === 'users') expect(spy, name).not.toHaveBeenCalled();
        else expect(spy, name).toHaveBeenCalled();
      }
    });
  });
});
