// The portal dashboard: a card per portal with its state, and its failures.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import DashboardPage from '../../src/customRoutes/dashboard/DashboardPage';
import { prefetchPortalFeeds } from '../../src/dataProvider/portalFeeds';
import { PORTALS } from '../../src/domain/portals';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

/** Every portal answers a small feed; U341 answers with tipoError; counts calls per portal. */
const serveFeeds = () => {
  const calls: Record<string, number> = {};
  server.use(
    http.get(api('/quiter/:portalId'), ({ params }) => {
      const portalId = String(params.portalId);
      calls[portalId] = (calls[portalId] ?? 0) + 1;
      if (portalId === 'U341') {
        return HttpResponse.json({ tipoError: 'E404', mensajeError: 'Portal sin stock publicado' });
      }
      const vehiculos = Array.from({ length: 3 + (calls[portalId] - 1) }, (_, i) => ({
        idv: `${portalId}-${i}`,
      }));
      return HttpResponse.json({ vehiculos });
    }),
    // The charts below the cards (tests/integration/dashboardCharts.test.tsx).
    http.get(api('/consistency'), () =>
      HttpResponse.json({ generatedAt: '', channels: [], drifts: [] }),
    ),
    http.get(api('/publishing/api/v1/quiter'), () => HttpResponse.json([])),
  );
  return calls;
};

const card = (portalId: string) => {
  const portal = PORTALS.find((p) => p.portalId === portalId)!;
  return screen.getByRole('region', { name: portal.name });
};

describe('DashboardPage', () => {
  it('shows the nine portal cards in order, one of them in error', async () => {
    serveFeeds();
    renderWithAdmin(<DashboardPage />);

    const cards = screen.getAllByRole('region');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(
      PORTALS.map((p) => p.name),
    );
    expect(within(card('U97')).getByText('U97 · Joaquín Oliva')).toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByText('Correcto')).toHaveLength(8));
    expect(screen.getAllByText('Error')).toHaveLength(1);
    const failing = card('U341');
    expect(within(failing).getByText('Error')).toBeInTheDocument();
    expect(within(failing).getByText('E404 - Portal sin stock publicado')).toBeInTheDocument();
    expect(within(card('U97')).getByText('3 vehículos')).toBeInTheDocument();
    expect(within(card('U97')).getByRole('link', { name: 'Ver detalle' })).toHaveAttribute(
      'href',
      '/quiter/U97',
    );
  });

  it("shows 'Error' when the portal call itself fails", async () => {
    serveFeeds();
    server.use(
      http.get(api('/quiter/U94'), () =>
        HttpResponse.json({ error: 'No encontrado' }, { status: 404 }),
      ),
    );
    const restoreConsole = silenceDataProviderErrors();
    renderWithAdmin(<DashboardPage />);
    await waitFor(() => expect(within(card('U94')).getByText('Error')).toBeInTheDocument());
    expect(within(card('U94')).getByText('No encontrado')).toBeInTheDocument();
    expect(restoreConsole()).toBe(1);
  });

  it("re-fetches one portal with its 'Actualizar' button", async () => {
    const calls = serveFeeds();
    renderWithAdmin(<DashboardPage />);
    const u97 = card('U97');
    await waitFor(() => expect(within(u97).getByText('3 vehículos')).toBeInTheDocument());
    expect(calls.U97).toBe(1);

    await userEvent.click(within(u97).getByRole('button', { name: 'Actualizar' }));

    await waitFor(() => expect(within(u97).getByText('4 vehículos')).toBeInTheDocument());
    expect(calls.U97).toBe(2);
    expect(calls.U94).toBe(1);
  });

  it('draws a feed asked for at sign-in that has arrived at once, and reads it again on refresh', async () => {
    const calls = serveFeeds();
    await prefetchPortalFeeds();
    renderWithAdmin(<DashboardPage />);
    // The first render: no 'Cargando…', and no second read as the cards mount.
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(screen.getAllByText('Correcto')).toHaveLength(8);
    expect(within(card('U341')).getByText('E404 - Portal sin stock publicado')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Object.values(calls)).toEqual(PORTALS.map(() => 1));

    await userEvent.click(within(card('U97')).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(within(card('U97')).getByText('4 vehículos')).toBeInTheDocument());
    expect(calls.U97).toBe(2);
  });

  it("groups a large count with the formatting module ('1.234 vehículos')", async () => {
    serveFeeds();
    server.use(
      http.get(api('/quiter/U97'), () =>
        HttpResponse.json({
          vehiculos: Array.from({ length: 1234 }, (_, i) => ({ idv: String(i) })),
        }),
      ),
    );
    renderWithAdmin(<DashboardPage />);
    expect(await within(card('U97')).findByText('1.234 vehículos')).toBeInTheDocument();
  });

  it("says 'Error en la comunicación con Quiter' for a portal whose feed hangs", async () => {
    serveFeeds();
    server.use(
      http.get(api('/quiter/U97'), async () => {
        await delay('infinite');
        return HttpResponse.json({ vehiculos: [] });
      }),
    );
    const restoreConsole = silenceDataProviderErrors();
    renderWithAdmin(<DashboardPage />);
    const u97 = card('U97');
    expect(await within(u97).findByText('Error en la comunicación con Quiter')).toBeInTheDocument();
    expect(within(u97).getByText('Error')).toBeInTheDocument();
    expect(within(card('U94')).getByText('3 vehículos')).toBeInTheDocument();
    restoreConsole();
  });

  it('opens a portal with Enter on its card', async () => {
    serveFeeds();
    renderWithAdmin(<DashboardPage />, { withLocation: true });
    const u94 = card('U94');
    u94.focus();
    expect(u94).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiter/U94'));
  });
});
