// The portal detail /quiter/{portalId} (docs/API.md "Group stock").
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import PortalDetailPage from '../../src/customRoutes/portalDetail/PortalDetailPage';
import type { StockVehicle } from '../../src/domain/types';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { prices, stockVehicle } from './quiterFixtures';
import { api, renderWithAdmin } from './utils';

type StockDoc = StockVehicle & { portalId: string; savedAt: string };
const saved = (
  portalId: string,
  v: StockVehicle,
  savedAt = '2026-10-28T08:00:00.000Z',
): StockDoc => ({
  ...v,
  _id: `${portalId}-${v.idv}`,
  portalId,
  savedAt,
});

/** The four reads and the save, over an in-memory stock database. */
const serveQuiter = () => {
  const feed = [stockVehicle('1001'), stockVehicle('1002'), stockVehicle('1003')];
  const state = {
    feed,
    stockDb: [
      saved('U97', feed[0]),
      saved('U97', stockVehicle('1002', { reservado: true })),
      saved('U94', stockVehicle('2001')),
    ],
    general: [
      stockVehicle('1001', { precios: prices(16490, 14990) }),
      stockVehicle('1002'),
      stockVehicle('2001'),
      stockVehicle('9001', { marca: 'CUPRA', modelo: 'Born' }),
    ],
    posts: [] as string[],
    // Newest first, as GET /records/syncs/{dbName} answers (docs/API.md).
    syncs: [
      {
        _id: 's3',
        dbName: 'quiter',
        createdAt: '2026-11-02T10:00:00.000Z',
        message: 'Guardados 4 vehículos del portal U94 en la base de datos de stock',
        count: 4,
        details: { portalId: 'U94' },
      },
      {
        _id: 's2',
        dbName: 'quiter',
        createdAt: '2026-10-30T09:15:00.000Z',
        message: 'Guardados 2 vehículos del portal U97 en la base de datos de stock',
        count: 2,
        details: { portalId: 'U97' },
      },
      {
        _id: 's1',
        dbName: 'quiter',
        createdAt: '2026-10-01T09:15:00.000Z',
        message: 'Guardados 9 vehículos de 8 portales en la base de datos de stock',
        count: 9,
        details: { portals: { U97: 1, U96: 8 }, failed: ['U341'] },
      },
    ] as Record<string, unknown>[],
    stockReads: 0,
    configReads: 0,
  };
  server.use(
    http.get(api('/quiter/:portalId'), ({ params }) =>
      params.portalId === 'U341'
        ? HttpResponse.json({
            tipoError: 'ERROR_COMUNICACION',
            mensajeError: 'El portal U341 no responde',
          })
        : HttpResponse.json({ vehiculos: state.feed }),
    ),
    http.get(api('/quiter'), () => {
      state.stockReads++;
      return HttpResponse.json(state.stockDb);
    }),
    http.post(api('/quiter'), ({ request }) => {
      const portalId = new URL(request.url).searchParams.get('portalId') ?? '';
      state.posts.push(portalId);
      state.stockDb = [
        ...state.stockDb.filter((d) => d.portalId !== portalId),
        ...state.feed.map((v) => saved(portalId, v, '2026-11-01T12:30:00.000Z')),
      ];
      const message = `Guardados ${state.feed.length} vehículos del portal ${portalId} en la base de datos de stock`;
      return HttpResponse.json({ message, count: state.feed.length });
    }),
    http.get(api('/vehiculos'), () => HttpResponse.json(state.general)),
    http.get(api('/app-config'), () => {
      state.configReads++;
      return HttpResponse.json({ contact: 'jefe.taller@grupoliva.es' });
    }),
    http.get(api('/records/syncs/:dbName'), ({ params }) =>
      HttpResponse.json(params.dbName === 'quiter' ? state.syncs : []),
    ),
  );
  return state;
};

const renderPortal = (portalId = 'U97') =>
  renderWithAdmin(
    <>
      <PortalDetailPage />
      <Notification />
    </>,
    { route: `/quiter/${portalId}`, path: '/quiter/:portalId', withLocation: true },
  );

const location = () => screen.getByTestId('location').textContent;

const figure = (label: string) => screen.getByRole('group', { name: label });

describe('PortalDetailPage', () => {
  it('shows a loading backdrop, then the portal online with both counts and the last sync', async () => {
    serveQuiter();
    renderPortal();
    expect(
      screen.getByRole('progressbar', { name: 'Cargando el portal', hidden: true }),
    ).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { name: 'www.joaquinoliva.com' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Cargando el portal', hidden: true }),
    ).toBeNull();
    expect(screen.getByText('U97 · Joaquín Oliva')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(within(figure('Vehículos enviados por Quiter')).getByText('3')).toBeInTheDocument();
    expect(
      within(figure('Vehículos en la base de datos de stock')).getByText('2'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Último guardado de este portal: 28/10/2026 09:00'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Última sincronización de Quiter: 30/10/2026 10:15 — Guardados 2 vehículos del portal U97 en la base de datos de stock',
      ),
    ).toBeInTheDocument();
  });

  it('compares the stock database with the general database', async () => {
    serveQuiter();
    renderPortal();
    await screen.findByRole('heading', { name: 'www.joaquinoliva.com' });

    expect(within(figure('En ambas')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Solo en stock')).getByText('0')).toBeInTheDocument();
    expect(within(figure('Solo en la base general')).getByText('1')).toBeInTheDocument();
    expect(within(figure('Con diferencias')).getByText('2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Con diferencias/ }));
    const differences = await screen.findByRole('table', { name: 'Vehículos con diferencias' });
    const rows = within(differences).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1001', 'SEAT Ibiza', 'Precio contado', '15.990\u00a0€', '16.490\u00a0€'],
      ['1002', 'SEAT Ibiza', 'Reservado', 'Sí', 'No'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: /Solo en la base de datos general/ }));
    const onlyGeneral = await screen.findByRole('table', {
      name: 'Solo en la base de datos general',
    });
    expect(within(onlyGeneral).getByText('9001')).toBeInTheDocument();
    expect(within(onlyGeneral).getByText('CUPRA')).toBeInTheDocument();
    // Nothing only in stock: that section cannot be opened.
    expect(
      screen.getByRole('button', { name: /Solo en la base de datos de stock/ }),
    ).toBeDisabled();
  });

  it("'Guardar en base de datos' saves the portal, says the answer and reads the database again", async () => {
    const state = serveQuiter();
    renderPortal();
    await screen.findByRole('heading', { name: 'www.joaquinoliva.com' });
    const reads = state.stockReads;

    await userEvent.click(screen.getByRole('button', { name: 'Guardar en base de datos' }));

    expect(
      await screen.findByText('Guardados 3 vehículos del portal U97 en la base de datos de stock'),
    ).toBeInTheDocument();
    expect(state.posts).toEqual(['U97']);
    await waitFor(() =>
      expect(
        within(figure('Vehículos en la base de datos de stock')).getByText('3'),
      ).toBeInTheDocument(),
    );
    expect(state.stockReads).toBeGreaterThan(reads);
    expect(
      screen.getByText('Último guardado de este portal: 01/11/2026 13:30'),
    ).toBeInTheDocument();
  });

  it('shows a portal whose feed answers tipoError as offline, with the error, and cannot save it', async () => {
    serveQuiter();
    renderPortal('U341');
    expect(await screen.findByRole('heading', { name: 'LP stock3' })).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(
      screen.getByText('Error: ERROR_COMUNICACION - El portal U341 no responde'),
    ).toBeInTheDocument();
    expect(within(figure('Vehículos enviados por Quiter')).getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar en base de datos' })).toBeDisabled();
    expect(screen.queryByText('La app ha echo PATAPUMMM')).toBeNull();
  });

  it('shows the fatal banner when a read fails', async () => {
    const state = serveQuiter();
    server.use(
      http.get(api('/vehiculos'), () =>
        HttpResponse.json({ error: 'Error interno' }, { status: 500 }),
      ),
    );
    const restoreConsole = silenceDataProviderErrors();
    renderPortal();

    expect(await screen.findByText('La app ha echo PATAPUMMM')).toBeInTheDocument();
    expect(screen.getByText('KEEP CALM')).toBeInTheDocument();
    expect(screen.getByText('💥🤯💥')).toBeInTheDocument();
    // The address comes from the server's configuration (ADMIN_EMAILS), not the bundle.
    expect(await screen.findByRole('link', { name: 'jefe.taller@grupoliva.es' })).toHaveAttribute(
      'href',
      'mailto:jefe.taller@grupoliva.es',
    );
    expect(screen.getByText(/Contacte con el administrador/)).toHaveTextContent(
      'Contacte con el administrador: jefe.taller@grupoliva.es',
    );
    expect(screen.queryByText(/admin@multipublicador\.local/)).toBeNull();
    expect(
      screen.queryByRole('progressbar', { name: 'Cargando el portal', hidden: true }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar en base de datos' })).toBeNull();
    expect(restoreConsole()).toBe(1);
    expect(state.configReads).toBe(1);
  });

  it('asks the contact address to no one when the configuration cannot be read', async () => {
    serveQuiter();
    server.use(
      http.get(api('/vehiculos'), () =>
        HttpResponse.json({ error: 'Error interno' }, { status: 500 }),
      ),
      http.get(api('/app-config'), () => HttpResponse.json({ error: 'Error' }, { status: 500 })),
    );
    const restoreConsole = silenceDataProviderErrors();
    renderPortal();
    expect(await screen.findByText('La app ha echo PATAPUMMM')).toBeInTheDocument();
    expect(screen.getByText(/Contacte con el administrador/)).toHaveTextContent(
      /^Contacte con el administrador\.$/,
    );
    restoreConsole();
  });

  it('groups its figures with the formatting module', async () => {
    const state = serveQuiter();
    state.feed = Array.from({ length: 1234 }, (_, i) => stockVehicle(String(5000 + i)));
    renderPortal();
    await screen.findByRole('heading', { name: 'www.joaquinoliva.com' });
    expect(within(figure('Vehículos enviados por Quiter')).getByText('1.234')).toBeInTheDocument();
  });

  it("shows this portal's last sync, not a newer one of another portal", async () => {
    serveQuiter();
    renderPortal();
    await screen.findByRole('heading', { name: 'www.joaquinoliva.com' });
    expect(screen.getByText(/^Última sincronización de Quiter/)).toHaveTextContent(
      'Última sincronización de Quiter: 30/10/2026 10:15 — Guardados 2 vehículos del portal U97 en la base de datos de stock',
    );
  });

  it('counts a save of all the portals that saved this one as its sync', async () => {
    serveQuiter();
    renderPortal('U96');
    await screen.findByRole('heading', { name: 'LP VN Deposito' });
    expect(screen.getByText(/^Última sincronización de Quiter/)).toHaveTextContent(
      'Última sincronización de Quiter: 01/10/2026 11:15 — Guardados 9 vehículos de 8 portales',
    );
    // A portal that did not answer the save of all portals was not synchronised by it.
  });

  it('says never for a portal no sync has saved', async () => {
    serveQuiter();
    renderPortal('U341');
    await screen.findByRole('heading', { name: 'LP stock3' });
    expect(screen.getByText('Última sincronización de Quiter: nunca')).toBeInTheDocument();
  });

  it("keeps the comparison tables' sort in the address and opens a row with Enter", async () => {
    serveQuiter();
    renderPortal();
    await screen.findByRole('heading', { name: 'www.joaquinoliva.com' });
    await userEvent.click(screen.getByRole('button', { name: /Con diferencias/ }));
    const differences = await screen.findByRole('table', { name: 'Vehículos con diferencias' });

    await userEvent.click(within(differences).getByText('Campo'));
    await waitFor(() =>
      expect(location()).toBe('/quiter/U97?diferencias.sort=campo&diferencias.order=ASC'),
    );
    const rows = within(differences).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Precio contado')).toBeInTheDocument();

    rows[0].focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/stock-general-quiter/1001'));
  });
});
