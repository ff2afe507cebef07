// The table of write buttons (writeButtons.test.tsx): for each, the screen, its reads, the
// write request it sends and how to reach the button. A new screen's write button adds a line.
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import JsonQuiterPage from '../../src/customRoutes/jsonQuiter/JsonQuiterPage';
import { blankRentingVehicle } from '../../src/domain/renting/blank';
import { GOMOTOR_CONFIG } from '../../src/domain/ownSites/sites';
import { OwnSiteCreate } from '../../src/resources/ownSites/OwnSiteCreate';
import RentingCreate from '../../src/resources/renting/RentingCreate';
import RentingEdit from '../../src/resources/renting/RentingEdit';
import CampaignCreate from '../../src/resources/campaigns/CampaignCreate';
import CampaignEdit from '../../src/resources/campaigns/CampaignEdit';
import CochesNetPage from '../../src/resources/cochesNet/CochesNetPage';
import CochesNetEditPage from '../../src/resources/cochesNet/CochesNetEditPage';
import UsersSettingsPage from '../../src/resources/users/UserList';
import MotoEdit from '../../src/resources/motos/MotoEdit';
import CountdownMaker from '../../src/resources/countdown/CountdownMaker';
import PortalDetailPage from '../../src/customRoutes/portalDetail/PortalDetailPage';
import ProfilePage from '../../src/customRoutes/profile/ProfilePage';
import WallapopAccountList from '../../src/resources/wallapopAccounts/AccountList';
import StockGeneralPage from '../../src/resources/stockQuiter/StockGeneralPage';
import { NotificationBell } from '../../src/layout/NotificationBell';
import { BulkActionsPanel } from '../../src/resources/ownSites/BulkActionsPanel';
import { GomotorDashboard } from '../../src/resources/ownSites/OwnSiteDashboard';
import { DeleteVehicleButton } from '../../src/resources/renting/DeleteVehicleButton';
import { ImportCsvButton } from '../../src/resources/renting/ImportCsvDialog';
import { WordpressExportButton } from '../../src/resources/motos/WordpressExportButtons';
import NotificationList from '../../src/resources/notifications/NotificationList';
import WebStockEdit from '../../src/resources/webStock/WebStockEdit';
import type { RentingVehicle } from '../../src/domain/renting/types';
import { campaign, serveCampaigns } from './campaignsApi';
import { listing, servePublisher } from './cochesNetFixtures';
import { serveNotifications } from './notificationsApi';
import { serveStockAndChannels } from './stockGeneral.fixtures';
import { server } from './msw';
import { formDrawn, renderEdit, saleVehicle, serveLists, serveSite } from './ownSitesEditFixtures';
import { stockVehicle } from './quiterFixtures';
import { api, renderWithAdmin } from './utils';

export interface WriteButtonCase {
  name: string;
  /** The write the button sends: its method and msw path, and what it is answered. */
  write: {
    method: 'get' | 'post' | 'put' | 'patch' | 'delete';
    path: string;
    answer?: (request: Request) => unknown;
    status?: number;
  };
  /** The screen's reads. */
  serve?: () => void;
  render: () => void;
  /** Brings the screen to the click (a dialog opened, a file chosen) and gives the button. */
  button: (user: UserEvent) => Promise<HTMLElement>;
  /** What shows the write working, when not the button (a dialog that closes on the click). */
  busy?: () => HTMLElement;
  /** Write requests of one action (a save of two portals: two). Default 1. */
  writesPerAction?: number;
  /** The write creates a record: it carries an Idempotency-Key. */
  creates?: boolean;
  /** Anything to wait for once the write has its answer. */
  settled?: () => Promise<unknown>;
}

const withNotifications = (ui: ReactElement) => (
  <>
    {ui}
    <Notification />
  </>
);

/** A form prefilled through react-admin's `?source=` (the record a create starts from). */
const sourced = (path: string, record: object) =>
  `${path}?source=${encodeURIComponent(JSON.stringify(record))}`;

const button = (name: string | RegExp) => screen.findByRole('button', { name });

// ------------------------------------------------------------------------------- renting

const RENTING_PROVIDER = { _id: 'p1', id: 'p1', name: 'Ayvens' };
const minPrice = { valorMin: '299,00', tipoPrecioMin: '10.000 km/año · 48 meses' };
const rentingVehicle = {
  ...blankRentingVehicle(),
  stock: 1,
  provider: 'p1',
  marca: 'Citroën',
  modelo: 'C4 X',
  color: 'Azul',
  cambio: 'Automático',
  precioMinParticular: minPrice,
  precioMinAutonomos: minPrice,
  precioMinEmpresas: minPrice,
};
const serveRentingReads = () =>
  server.use(
    http.get(api('/renting/providers'), () => HttpResponse.json([RENTING_PROVIDER])),
    http.get(api('/renting/vehicles/:id'), () =>
      HttpResponse.json({ ...rentingVehicle, _id: 'r1', id: 'r1', idOferta: 'O-1' }),
    ),
  );

const renderRenting = (ui: ReactElement, path: string, route: string) =>
  renderWithAdmin(
    <ResourceContextProvider value="stock-renting">
      {withNotifications(
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/stock-renting" element={<p>Stock de renting</p>} />
        </Routes>,
      )}
    </ResourceContextProvider>,
    { route },
  );

// ------------------------------------------------------------------------------- stock quiter

const stockRow = (idv: string) =>
  within(screen.getByRole('table', { name: 'Vehículos del stock' }))
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[1]?.textContent === idv) as HTMLElement;

const renderStockGeneral = () =>
  renderWithAdmin(
    withNotifications(
      <Routes>
        <Route path="/stock-general-quiter" element={<StockGeneralPage />} />
      </Routes>,
    ),
    { route: '/stock-general-quiter' },
  );

// ------------------------------------------------------------------------------- own sites

/** A GOmotor sale vehicle with the fields the dashboard reads. */
const saleRow = (n: number) => ({
  _id: `id${n}`,
  idv: String(1000 + n),
  tipo: 'VO',
  tipoVO: 'OCASION',
  marca: 'SEAT',
  modelo: `Modelo ${n}`,
  combustible: 'GASOLINA',
  km: 10000 * n,
  precios: [{ tipo: 'VENTA', valor: 15000 + n }],
  reservado: false,
  vehiculosHome: false,
  campana: {},
  landingPages: [],
  equipamiento: [],
});

const serveGomotorDashboard = () =>
  server.use(
    http.get(api('/gomotor'), () => HttpResponse.json([saleRow(1), saleRow(2), saleRow(3)])),
    http.get(api('/process/bulk'), () => HttpResponse.json({ _id: 'bulk', active: false })),
    http.get(api('/campaigns'), () => HttpResponse.json([])),
  );

const renderGomotorDashboard = () =>
  renderWithAdmin(
    withNotifications(
      <Routes>
        <Route path="/stock-gomotor" element={<GomotorDashboard />} />
      </Routes>,
    ),
    { route: '/stock-gomotor' },
  );

// ------------------------------------------------------------------------------- others

const NOTE = {
  _id: 'n1',
  text: 'Sincronización de Wallapop terminada',
  severity: 'success' as const,
  reading: false,
  site: 'wallapop',
  action: 'sync',
  createdAt: '2026-11-20T08:00:00.000Z',
};

const WALLAPOP_ACCOUNT = {
  _id: 'w1',
  accountId: 'cuenta-1',
  name: 'Oliva Motor',
  ftp_user: 'ftp1',
  hasFtpPassword: true,
  description: 'Cuenta principal',
  createdAt: '2024-01-01T09:00:00.000Z',
};

const WEB_ROW = {
  _id: 'w2',
  idv: '200002',
  marca: 'CUPRA',
  modelo: 'Formentor',
  precios: [{ tipo: 'VENTA', valor: 30000 }],
  featuredHome: false,
  publicacionManual: false,
  precioReserva: 300,
  marketing: { counter: null, disclaimerMessage: null },
  discount: { active: false, price: null, financedPrice: null },
};
const gomotorHost = (path: string) => `*/gomotor-api${path}`;

const MOTO = {
  _id: 'm1',
  idv: 'M0001',
  marca: 'YAMAHA',
  modelo: 'MT-07',
  publicar: false,
  equipamiento: [],
  recursos: [],
};

// ------------------------------------------------------------------------------- the table

export const WRITE_BUTTON_CASES: WriteButtonCase[] = [
  {
    name: "Renting: 'Guardar Vehículo' (create)",
    write: {
      method: 'post',
      path: api('/renting/vehicles'),
      answer: () => ({ ...rentingVehicle, _id: 'r-new', idOferta: 'O-9' }),
      status: 201,
    },
    serve: serveRentingReads,
    render: () =>
      renderRenting(
        <RentingCreate />,
        '/stock-renting/add-vehicle',
        sourced('/stock-renting/add-vehicle', rentingVehicle),
      ),
    button: () => button('Guardar Vehículo'),
    creates: true,
  },
  {
    name: "Renting: 'Guardar' (edit)",
    write: {
      method: 'put',
      path: api('/renting/vehicles/:id'),
      answer: () => ({ ...rentingVehicle, _id: 'r1', idOferta: 'O-1' }),
    },
    serve: serveRentingReads,
    render: () => renderRenting(<RentingEdit />, '/stock-renting/:id', '/stock-renting/r1'),
    button: async () => {
      await screen.findByDisplayValue('C4 X');
      return button('Guardar');
    },
  },
  {
    name: "GOmotor: 'Guardar' (new car)",
    write: {
      method: 'post',
      path: api('/gomotor/new-car'),
      answer: () => ({ ...saleVehicle(), _id: 'v-new', idv: 'M00001' }),
      status: 201,
    },
    serve: () => serveLists(),
    render: () =>
      renderWithAdmin(
        <ResourceContextProvider value="stock-gomotor">
          {withNotifications(
            <Routes>
              <Route
                path="/stock-gomotor/new-car"
                element={<OwnSiteCreate config={GOMOTOR_CONFIG} />}
              />
              <Route path="/stock-gomotor" element={<p>Panel GOmotor</p>} />
            </Routes>,
          )}
        </ResourceContextProvider>,
        { route: sourced('/stock-gomotor/new-car', { marca: 'KIA', modelo: 'Niro' }) },
      ),
    button: async () => {
      await screen.findByDisplayValue('Niro');
      return button('Guardar');
    },
    creates: true,
  },
  {
    name: "GOmotor: 'Guardar' (edit)",
    write: {
      method: 'put',
      path: api('/gomotor/:id'),
      answer: () => ({ message: 'Vehículo actualizado con éxito', vehicle: saleVehicle() }),
    },
    serve: () => serveSite('gomotor', saleVehicle()),
    render: () => renderEdit('100234'),
    button: async (user) => {
      await screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' });
      await formDrawn();
      await user.type(screen.getByRole('textbox', { name: 'Versión' }), 'X');
      return button('Guardar');
    },
  },
  {
    name: "JSON Quiter: 'Guardar en BD'",
    write: {
      method: 'post',
      path: api('/quiter'),
      answer: () => ({ message: 'Guardados 2 vehículos', count: 2 }),
    },
    serve: () =>
      server.use(
        http.get(api('/download-json-quiter/:name'), () =>
          HttpResponse.json({ vehiculos: [stockVehicle('1001'), stockVehicle('1002')] }),
        ),
        http.get(api('/quiter/:portalId'), ({ params }) =>
          HttpResponse.json({
            vehiculos:
              params.portalId === 'U97' ? [stockVehicle('1001'), stockVehicle('1002')] : [],
          }),
        ),
      ),
    render: () =>
      renderWithAdmin(withNotifications(<JsonQuiterPage />), {
        route: '/json-quiter?fichero=stock1',
        path: '/json-quiter',
      }),
    button: async () => {
      await screen.findByText('2 vehículos');
      return button('Guardar en BD');
    },
  },
  {
    name: "Campañas: 'Guardar' (create)",
    write: {
      method: 'post',
      path: api('/campaigns'),
      answer: async (request) => ({ ...((await request.json()) as object), _id: 'c-new' }),
      status: 201,
    },
    render: () =>
      renderWithAdmin(
        <ResourceContextProvider value="campaigns">
          {withNotifications(
            <Routes>
              <Route path="/campaigns/create" element={<CampaignCreate />} />
              <Route path="/campaigns" element={<p>Lista de campañas</p>} />
            </Routes>,
          )}
        </ResourceContextProvider>,
        {
          route: sourced('/campaigns/create', {
            name: 'Rebajas',
            startDate: '2026-11-20T08:00:00.000Z',
            endDate: '2026-11-30T22:59:59.000Z',
          }),
        },
      ),
    button: async () => {
      await screen.findByDisplayValue('Rebajas');
      return button('Guardar');
    },
    creates: true,
  },
  {
    name: "Campañas: 'Guardar' (edit)",
    write: {
      method: 'put',
      path: api('/campaigns/:id'),
      answer: () => campaign({ _id: 'c1', name: 'Black Friday' }),
    },
    serve: () => serveCampaigns([campaign({ _id: 'c1', name: 'Black Friday' })]),
    render: () =>
      renderWithAdmin(
        <ResourceContextProvider value="campaigns">
          {withNotifications(
            <Routes>
              <Route path="/campaigns/:id" element={<CampaignEdit />} />
              <Route path="/campaigns" element={<p>Lista de campañas</p>} />
            </Routes>,
          )}
        </ResourceContextProvider>,
        { route: '/campaigns/c1' },
      ),
    button: async () => {
      await screen.findByDisplayValue('Black Friday');
      return button('Guardar');
    },
  },
  {
    name: "Campañas: 'Aceptar' of the delete",
    write: { method: 'delete', path: api('/campaigns/:id'), answer: () => ({ _id: 'c1' }) },
    serve: () => serveCampaigns([campaign({ _id: 'c1', name: 'Black Friday' })]),
    render: () =>
      renderWithAdmin(
        <ResourceContextProvider value="campaigns">
          {withNotifications(
            <Routes>
              <Route path="/campaigns/:id" element={<CampaignEdit />} />
              <Route path="/campaigns" element={<p>Lista de campañas</p>} />
            </Routes>,
          )}
        </ResourceContextProvider>,
        { route: '/campaigns/c1' },
      ),
    button: async (user) => {
      await user.click(await button('Eliminar Black Friday'));
      return button('Aceptar');
    },
  },
  {
    name: "Stock Quiter: 'Enviar'",
    write: {
      method: 'post',
      path: api('/publishing/api/v1/wallapop/vehicles'),
      answer: () => ({ _id: 'l-1007', idv: '1007' }),
      status: 201,
    },
    serve: () => serveStockAndChannels(),
    render: renderStockGeneral,
    button: async (user) => {
      await screen.findByText('1007');
      await user.click(within(stockRow('1007')).getByRole('checkbox'));
      const panel = screen.getByRole('region', { name: 'Enviar a canales' });
      await user.click(within(panel).getByRole('checkbox', { name: 'Wallapop' }));
      return within(panel).getByRole('button', { name: 'Enviar' });
    },
  },
  {
    name: "Stock Quiter: a channel card's sync",
    write: {
      method: 'get',
      path: api('/publishing/api/v1/wallapop/vehicles/sync'),
      answer: () => ({ message: 'Wallapop: sincronización terminada', count: 0 }),
    },
    serve: () => serveStockAndChannels(),
    render: renderStockGeneral,
    button: async () => {
      await screen.findByText('1007');
      return button('Sincronizar Wallapop');
    },
  },
  {
    name: "Portal: 'Guardar en base de datos'",
    write: {
      method: 'post',
      path: api('/quiter'),
      answer: () => ({ message: 'Guardados 1 vehículos del portal U97', count: 1 }),
    },
    serve: () =>
      server.use(
        http.get(api('/quiter/:portalId'), () =>
          HttpResponse.json({ vehiculos: [stockVehicle('1001')] }),
        ),
        http.get(api('/quiter'), () => HttpResponse.json([])),
        http.get(api('/vehiculos'), () => HttpResponse.json([])),
        http.get(api('/app-config'), () => HttpResponse.json({ contact: 'taller@grupoliva.es' })),
        http.get(api('/records/syncs/:dbName'), () => HttpResponse.json([])),
      ),
    render: () =>
      renderWithAdmin(withNotifications(<PortalDetailPage />), {
        route: '/quiter/U97',
        path: '/quiter/:portalId',
      }),
    button: () => button('Guardar en base de datos'),
  },
  {
    name: "Own sites: bulk action 'Aceptar'",
    write: {
      method: 'post',
      path: api('/gomotor/:operation'),
      answer: () => ({ message: 'ok', count: 2, updateIdvs: ['1001', '1002'] }),
    },
    serve: () =>
      server.use(
        http.get(api('/process/bulk'), () => HttpResponse.json({ _id: 'bulk', active: false })),
        http.get(api('/campaigns'), () => HttpResponse.json([])),
      ),
    render: () =>
      renderWithAdmin(
        withNotifications(
          <BulkActionsPanel
            config={GOMOTOR_CONFIG}
            selectedIds={['v1', 'v2']}
            onDone={() => undefined}
          />,
        ),
      ),
    button: async (user) => {
      const panel = screen.getByRole('region', { name: 'Acciones masivas' });
      await user.click(within(panel).getByRole('combobox', { name: 'Acción' }));
      await user.click(await screen.findByRole('option', { name: 'Destacar home' }));
      const apply = within(panel).getByRole('button', { name: 'Aplicar acción' });
      await waitFor(() => expect(apply).toBeEnabled());
      await user.click(apply);
      return button('Aceptar');
    },
    // The confirmation closes on the click: the panel's button shows the run.
    busy: () => screen.getByRole('button', { name: 'Aplicar acción', hidden: true }),
  },
  {
    name: "Own sites: 'ACTUALIZAR DDBB'",
    write: {
      method: 'get',
      path: api('/gomotor/update-db'),
      answer: () => ({ message: 'Base de datos actualizada', count: 0 }),
    },
    serve: serveGomotorDashboard,
    render: renderGomotorDashboard,
    button: async () => {
      await screen.findByRole('button', { name: 'Total: 3' });
      return button('ACTUALIZAR DDBB');
    },
  },
  {
    name: "Own sites: a row's delete 'Aceptar'",
    write: {
      method: 'delete',
      path: api('/gomotor/:id'),
      answer: () => ({ message: 'Vehículo eliminado de GOmotor', _id: 'id2' }),
    },
    serve: serveGomotorDashboard,
    render: renderGomotorDashboard,
    button: async (user) => {
      await user.click(await button('EXPANDIR'));
      await user.click(await button('Eliminar 1002'));
      return button('Aceptar');
    },
  },
  {
    name: "GOmotor web stock: 'Guardar' (row edit)",
    write: {
      method: 'put',
      path: gomotorHost('/algolia/vehicles/:id'),
      answer: () => ({ message: 'Vehículo actualizado con éxito', vehicle: WEB_ROW }),
    },
    serve: () =>
      server.use(
        http.get(gomotorHost('/vehicles'), () => HttpResponse.json([WEB_ROW])),
        http.get(api('/campaigns'), () => HttpResponse.json([])),
        http.get(gomotorHost('/settings'), () =>
          HttpResponse.json([{ _id: 'web', disclaimerMessages: ['IVA incluido'] }]),
        ),
      ),
    render: () =>
      renderWithAdmin(
        <Routes>
          <Route path="/gomotor/:id" element={<WebStockEdit />} />
          <Route path="/gomotor" element={<p>lista</p>} />
        </Routes>,
        { route: '/gomotor/w2' },
      ),
    button: async (user) => {
      await screen.findByText('CUPRA · Formentor');
      await user.click(screen.getByLabelText('Destacado en la home'));
      return button('Guardar');
    },
  },
  {
    name: "Coches.net: 'Guardar' of an account's settings",
    write: {
      method: 'patch',
      path: api('/publishing/api/v1/coches-net/accounts/:id'),
      answer: () => ({ _id: 'a1', value: 1, key: 'Tests DEMO' }),
    },
    serve: () => servePublisher({ listings: { 1: [] } }),
    render: () =>
      renderWithAdmin(withNotifications(<CochesNetPage pauseMs={0} />), {
        route: '/coches-net',
        path: '/coches-net',
      }),
    button: async (user) => {
      await user.click(await screen.findByLabelText('Cuenta de Coches.net'));
      await user.click(await screen.findByRole('option', { name: /Tests DEMO/ }));
      await user.click(await button('Ajustes'));
      await screen.findByLabelText('Descripción web');
      return button('Guardar');
    },
  },
  {
    name: "Wallapop accounts: 'Eliminar' of the delete",
    write: { method: 'delete', path: api('/publishing/api/v1/wallapop/accounts/:id') },
    serve: () =>
      server.use(
        http.get(api('/publishing/api/v1/wallapop/accounts'), () =>
          HttpResponse.json([WALLAPOP_ACCOUNT]),
        ),
      ),
    render: () =>
      renderWithAdmin(<WallapopAccountList />, {
        route: '/settings/wallapop',
        path: '/settings/wallapop',
      }),
    button: async (user) => {
      await screen.findByText('Oliva Motor');
      await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
      const dialog = await screen.findByRole('dialog');
      return within(dialog).getByRole('button', { name: 'Eliminar' });
    },
  },
  {
    name: "Mi cuenta: 'Guardar' of the profile",
    write: {
      method: 'put',
      path: api('/users/u-staff'),
      answer: () => ({ _id: 'u-staff', name: 'Lucía', email: 'comercial@grupoliva.es' }),
    },
    serve: () =>
      server.use(
        http.get(api('/users/u-staff'), () =>
          HttpResponse.json({
            _id: 'u-staff',
            name: 'Lucía',
            lastname: 'Martínez',
            email: 'comercial@grupoliva.es',
            telephone: '600111222',
          }),
        ),
      ),
    render: () =>
      renderWithAdmin(withNotifications(<ProfilePage />), {
        session: 'staff',
        route: '/mi-cuenta',
        path: '/mi-cuenta',
      }),
    button: async (user) => {
      await screen.findByText('Lucía');
      await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
      await user.type(await screen.findByLabelText(/Apellidos/), ' Ruiz');
      return button('Guardar');
    },
  },
  {
    name: "Notificaciones: the 'No leida' chip (mark read)",
    write: {
      method: 'put',
      path: api('/notifications/:id'),
      answer: () => ({ ...NOTE, reading: true }),
    },
    serve: () => serveNotifications([NOTE]),
    render: () =>
      renderWithAdmin(
        <ResourceContextProvider value="notificaciones">
          <NotificationList />
        </ResourceContextProvider>,
        { session: 'staff', route: '/notificaciones', path: '/notificaciones' },
      ),
    button: () => button('No leida'),
  },
  {
    name: "Campana de notificaciones: 'Marcar como leída'",
    write: {
      method: 'put',
      path: api('/notifications/:id'),
      answer: () => ({ ...NOTE, reading: true }),
    },
    serve: () => serveNotifications([NOTE]),
    render: () => renderWithAdmin(<NotificationBell />, { session: 'staff' }),
    button: async (user) => {
      await user.click(await button(/^Notificaciones: 1 notificación/));
      return button('Marcar como leída');
    },
  },
  {
    name: "Renting: 'Aceptar' of a vehicle's delete",
    write: { method: 'delete', path: api('/renting/vehicles/:id'), answer: () => ({}) },
    render: () =>
      renderWithAdmin(
        withNotifications(
          <DeleteVehicleButton
            vehicle={
              {
                ...rentingVehicle,
                _id: 'r1',
                id: 'r1',
                idOferta: 'O-1',
              } as unknown as RentingVehicle
            }
          />,
        ),
      ),
    button: async (user) => {
      await user.click(await button('Eliminar Citroën C4 X'));
      return button('Aceptar');
    },
  },
  {
    name: "Renting: 'Aceptar' of the CSV import",
    write: {
      method: 'post',
      path: api('/renting/upload'),
      answer: () => ({ status: 200, data: { filename: 'renting.csv' } }),
    },
    serve: () =>
      server.use(
        http.post(api('/renting/utils/import-csv'), () =>
          HttpResponse.json({ created: 1, updated: 0, unchanged: 0 }),
        ),
      ),
    render: () => renderWithAdmin(withNotifications(<ImportCsvButton />)),
    button: async (user) => {
      await user.click(await button('Importar CSV'));
      await user.upload(
        await screen.findByLabelText('Fichero CSV'),
        new File(['idOferta;marca\nO-1;Citroën\n'], 'renting.csv', { type: 'text/csv' }),
      );
      return button('Aceptar');
    },
  },
  {
    name: "Motos: 'Importar a WordPress'",
    write: {
      method: 'post',
      path: api('/motos/wordpress-export'),
      answer: () => ({ message: 'Exportación lanzada', runId: 'run-1' }),
      status: 202,
    },
    serve: () =>
      server.use(
        http.get(api('/motos/wordpress-export'), () =>
          HttpResponse.json({ runId: 'run-1', status: 'running' }),
        ),
      ),
    render: () => renderWithAdmin(withNotifications(<WordpressExportButton />)),
    button: () => button('Importar a WordPress'),
  },
  {
    name: "Motos: 'Guardar' (the vehicle sheet)",
    write: { method: 'put', path: api('/motos/:id'), answer: () => MOTO },
    serve: () => server.use(http.get(api('/motos/:id'), () => HttpResponse.json(MOTO))),
    render: () =>
      renderWithAdmin(
        <ResourceContextProvider value="motos">
          {withNotifications(
            <Routes>
              <Route path="/motos/:id" element={<MotoEdit />} />
            </Routes>,
          )}
        </ResourceContextProvider>,
        { route: '/motos/M0001' },
      ),
    button: async (user) => {
      await screen.findByDisplayValue('MT-07');
      await user.click(screen.getByLabelText('Publicar en WordPress'));
      return button('Guardar');
    },
  },
  {
    name: "CountDown Maker: 'Guardar' of a counter",
    write: {
      method: 'put',
      path: api('/publishing/api/v1/campaign/:id'),
      answer: () => ({ _id: 'c1', name: 'Black Friday' }),
    },
    serve: () =>
      serveCampaigns([
        campaign({
          _id: 'c1',
          name: 'Black Friday',
          startDate: '2026-11-20T08:00:00.000Z',
          endDate: '2099-11-30T22:59:59.000Z',
        }),
      ]),
    render: () =>
      renderWithAdmin(
        <ResourceContextProvider value="contadores">
          {withNotifications(<CountdownMaker />)}
        </ResourceContextProvider>,
        { route: '/contadores', path: '/contadores' },
      ),
    button: async (user) => {
      await user.click(await button('Editar Black Friday'));
      const dialog = await screen.findByRole('dialog');
      return within(dialog).getByRole('button', { name: 'Guardar' });
    },
  },
  {
    name: "Usuarios: 'Restablecer' of another user's password",
    write: {
      method: 'put',
      path: api('/users/:id'),
      answer: () => ({ _id: 'u2', name: 'Carlos', email: 'carlos@grupoliva.es' }),
    },
    serve: () =>
      server.use(
        http.get(api('/users'), () =>
          HttpResponse.json([
            { _id: 'u2', name: 'Carlos', lastname: 'Martín', email: 'carlos@grupoliva.es' },
          ]),
        ),
      ),
    render: () =>
      renderWithAdmin(withNotifications(<UsersSettingsPage />), {
        route: '/settings/users',
        path: '/settings/users',
      }),
    button: async (user) => {
      const row = (await screen.findByText('Carlos')).closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('button', { name: 'Restablecer contraseña' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(/Nueva contraseña/), 'Ruta-del-2026-azul');
      await user.type(within(dialog).getByLabelText(/Repetir contraseña/), 'Ruta-del-2026-azul');
      return within(dialog).getByRole('button', { name: 'Restablecer' });
    },
  },
  {
    name: "Coches.net: 'Guardar' of a listing",
    write: { method: 'put', path: api('/cnet/api/vehicles/:id'), answer: () => listing('3001') },
    serve: () => servePublisher({ listings: { 5: [listing('3001')] } }),
    render: () =>
      renderWithAdmin(<CochesNetEditPage />, {
        route: '/coches-net/L3001?cuenta=5',
        path: '/coches-net/:id',
      }),
    button: async (user) => {
      const price = await screen.findByLabelText('Precio (€)');
      await user.type(price, '0');
      return button('Guardar');
    },
  },
  {
    name: "Notificaciones: 'Confirmar' of the selection's delete",
    write: {
      method: 'post',
      path: api('/notifications/bulk-delete'),
      answer: () => ({ message: 'Notificaciones eliminadas', deletedCount: 1 }),
    },
    serve: () => serveNotifications([NOTE]),
    render: () =>
      renderWithAdmin(
        <ResourceContextProvider value="notificaciones">
          <NotificationList />
        </ResourceContextProvider>,
        { session: 'staff', route: '/notificaciones', path: '/notificaciones' },
      ),
    button: async (user) => {
      const row = (await screen.findByText(NOTE.text)).closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('checkbox'));
      await user.click(await button('Eliminar'));
      const dialog = await screen.findByRole('dialog');
      return within(dialog).getByRole('button', { name: 'Confirmar' });
    },
  },
  {
    name: "Wallapop accounts: 'Guardar' of a new account",
    write: {
      method: 'post',
      path: api('/publishing/api/v1/wallapop/accounts'),
      answer: () => ({ ...WALLAPOP_ACCOUNT, _id: 'w2', accountId: '2001', name: 'Ocasión' }),
      status: 201,
    },
    serve: () =>
      server.use(
        http.get(api('/publishing/api/v1/wallapop/accounts'), () =>
          HttpResponse.json([WALLAPOP_ACCOUNT]),
        ),
      ),
    render: () =>
      renderWithAdmin(<WallapopAccountList />, {
        route: '/settings/wallapop',
        path: '/settings/wallapop',
      }),
    button: async (user) => {
      await screen.findByText('Oliva Motor');
      await user.click(screen.getByRole('button', { name: 'Añadir cuenta' }));
      const draft = (await screen.findAllByRole('row')).find((row) =>
        within(row).queryByRole('menuitem', { name: 'Cancelar' }),
      ) as HTMLElement;
      const input = (field: string) =>
        draft.querySelector<HTMLInputElement>(`[data-field="${field}"] input`) as HTMLInputElement;
      await user.type(input('accountId'), '2001');
      await user.type(input('name'), 'Ocasión');
      return within(draft).getByRole('menuitem', { name: 'Guardar' });
    },
    // 'Guardar' gives way to a spinner until the answer.
    busy: () => screen.getByRole('menuitem', { name: 'Guardando' }),
    creates: true,
  },
];
