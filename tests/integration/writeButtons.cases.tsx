// The table of write buttons (writeButtons.test.tsx): for each, the screen, its reads, the
// write request it sends and how to reach the button. A new screen's write button adds a line.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
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
import { server } from './msw';
import { renderEdit, saleVehicle, serveLists, serveSite } from './ownSitesEditFixtures';
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
    render: () =>
      renderRenting(<RentingEdit />, '/stock-renting/:id', '/stock-renting/r1'),
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
            vehiculos: params.portalId === 'U97' ? [stockVehicle('1001'), stockVehicle('1002')] : [],
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
];

