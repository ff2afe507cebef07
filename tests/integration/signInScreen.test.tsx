// The standalone sign-in screen (no session at start-up): plain MUI, no react-admin context.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SignInScreen from '../../src/customRoutes/login/SignInScreen';
import { fakeIdle } from '../fakeIdle';
import { server } from './msw';
import { api, sessions } from './utils';

// The console's own root (src/main.tsx renders into #root) is unmounted after each test, as
// Testing Library unmounts its own: the next test files of this worker start without it.
const consoleRoots = vi.hoisted(() => [] as { unmount: () => void }[]);
vi.mock('react-dom/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...real,
    createRoot: (...args: Parameters<typeof real.createRoot>) => {
      const root = real.createRoot(...args);
      if (args[0] instanceof Element && args[0].id === 'root') consoleRoots.push(root);
      return root;
    },
  };
});
afterEach(() => act(() => consoleRoots.splice(0).forEach((root) => root.unmount())));

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

  describe('the console is ready by the time the form is sent', () => {
    afterEach(() => vi.unstubAllGlobals());

    it("fetches the console's code once the form is shown and the browser idle", async () => {
      const idle = fakeIdle();
      const fetchAhead = vi.fn();
      render(<SignInScreen onSignedIn={vi.fn()} fetchAhead={fetchAhead} />);
      expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
      expect(fetchAhead).not.toHaveBeenCalled();
      await waitFor(() => expect(idle.waiting).toBeGreaterThan(0));
      act(() => idle.runAll());
      expect(fetchAhead).toHaveBeenCalledOnce();
    });

    it('signing in shows the console on /dashboard in the same page, without loading it again', async () => {
      const feedReads: string[] = [];
      server.use(
        http.post(api('/signin'), () => HttpResponse.json(sessions.admin)),
        http.get(api('/notifications'), () => HttpResponse.json([])),
        http.get(api('/quiter/:portalId'), ({ params }) => {
          feedReads.push(String(params.portalId));
          return HttpResponse.json({ vehiculos: [{ idv: '1' }] });
        }),
        http.get(api('/app-config'), () => HttpResponse.json({ contactEmail: 'a@b.es' })),
      );
      window.history.replaceState(null, '', '/stock-general-quiter');
      document.body.innerHTML = '<div id="root"></div>';
      // Marks this document: a page load would start a new one without it.
      (window as unknown as { sameDocument?: boolean }).sameDocument = true;
      await import('../../src/main');
      await screen.findByLabelText('Correo electrónico');
      await fill('admin@multipublicador.local', 'demo');
      const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
      expect(within(menu).getByRole('menuitem', { name: 'Notificaciones' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/dashboard');
      expect((window as unknown as { sameDocument?: boolean }).sameDocument).toBe(true);
      expect(JSON.parse(localStorage.getItem('usuario')!)).toEqual(sessions.admin);
      // The nine feeds asked for at the click had answered when the console was shown: the
      // cards are drawn with them, never 'Cargando…', and nothing is read twice.
      const cards = await screen.findAllByRole('region', {}, { timeout: 10_000 });
      expect(cards).toHaveLength(9);
      expect(screen.queryByText('Cargando…')).toBeNull();
      expect(screen.getAllByText('1 vehículos')).toHaveLength(9);
      expect(feedReads).toHaveLength(9);
    });
  });
});
