import { screen } from '@testing-library/react';
// Shared by the own sites' edit and create page tests: a sale vehicle, the site's API
// (GET by idv or _id, PUT, POST new-car), the campaigns (/api/campaigns) and the GOmotor web
// host's settings (/gomotor-api/settings) that the form's pickers read.
import { http, HttpResponse } from 'msw';
import { Notification, ResourceContextProvider } from 'react-admin';
import { OwnSiteEdit } from '../../src/resources/ownSites/OwnSiteEdit';
import { GOMOTOR_CONFIG } from '../../src/domain/ownSites/sites';
import type { Campaign, OwnSiteVehicle } from '../../src/domain/ownSites/vehicle';
import { server } from './msw';
import { photo, prices, stockVehicle } from './quiterFixtures';
import { api, renderWithAdmin } from './utils';

export const saleVehicle = (over: Partial<OwnSiteVehicle> = {}): OwnSiteVehicle => ({
  ...stockVehicle('100234', { marca: 'SEAT', modelo: 'León', version: '1.5 TSI FR' }),
  _id: 'v-leon',
  precios: prices(21990, 20990),
  equipamiento: [{ codigo: 'E1', tipo: 'Serie', descripcion: 'Faros LED', precio: null }],
  recursos: [photo(1, true, 1), photo(2, false, 2)],
  tipoVehiculoWeb: 'Ocasión',
  ...over,
});

export const campaign = (id: string, name: string, active = true): Campaign => ({
  _id: id,
  name,
  active,
  campaignText: `${name}: precios especiales`,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-31T23:59:59.000Z',
  campaignImage: 'https://example.com/campana.png',
  campaignColor: '#d32f2f',
  campaignTextColor: '#ffffff',
  temporary: false,
});

export const BLACK_FRIDAY = campaign('6560a0000000000000000001', 'Black Friday');
export const RENOVE = campaign('6560a0000000000000000002', 'Plan Renove');
export const VERANO = campaign('6560a0000000000000000003', 'Verano', false);
export const CAMPAIGNS = [BLACK_FRIDAY, RENOVE, VERANO];

export const DISCLAIMERS = [
  'Precio financiado sujeto a la aprobación de la financiera colaboradora.',
  'Oferta válida hasta el fin de la campaña o hasta agotar existencias.',
];

export interface Calls {
  get: string[];
  put: unknown[];
  post: unknown[];
}

/** The campaigns list and the web host's settings (status 404: the route is missing). */
export const serveLists = ({
  campaigns = CAMPAIGNS,
  campaignsStatus = 200,
  settingsStatus = 200,
}: { campaigns?: Campaign[]; campaignsStatus?: number; settingsStatus?: number } = {}) =>
  server.use(
    http.get(api('/campaigns'), () =>
      campaignsStatus === 200
        ? HttpResponse.json(campaigns)
        : HttpResponse.json(
            { error: 'Error interno del servidor', message: 'Error interno del servidor' },
            { status: campaignsStatus },
          ),
    ),
    // GOmotor's web rows (the edit page finds the vehicle's by idv): none unless serveWebRows.
    http.get('*/gomotor-api/vehicles', () => HttpResponse.json([])),
    http.get('*/gomotor-api/settings', () =>
      settingsStatus === 200
        ? HttpResponse.json([{ _id: 'web', disclaimerMessages: DISCLAIMERS }])
        : HttpResponse.json(
            { error: 'No encontrado', message: 'No encontrado' },
            { status: settingsStatus },
          ),
    ),
  );

/** A GOmotor web row of the fixture vehicle: only what the edit page reads. */
export const webRow = (over: Record<string, unknown> = {}) => ({
  _id: 'w-leon',
  idv: '100234',
  marketing: { counter: null, disclaimerMessage: null },
  discount: { active: false, price: null, financedPrice: null },
  ...over,
});

/** GET /gomotor-api/vehicles (the rows) and PUT /gomotor-api/algolia/vehicles/:id (one change). */
export const serveWebRows = (rows: Record<string, unknown>[]) => {
  const calls = { get: [] as string[], put: [] as { id: string; body: Record<string, unknown> }[] };
  let stored = rows;
  server.use(
    http.get('*/gomotor-api/vehicles', ({ request }) => {
      calls.get.push(new URL(request.url).search);
      return HttpResponse.json(stored);
    }),
    http.put('*/gomotor-api/algolia/vehicles/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.put.push({ id: String(params.id), body });
      const id = String(params.id);
      const row = stored.find((r) => r._id === id || r.idv === id);
      if (!row)
        return HttpResponse.json(
          { error: 'No encontrado', message: 'Vehículo no encontrado en GOmotor' },
          { status: 404 },
        );
      const set = (body.$set ?? {}) as Record<string, unknown>;
      const marketing = { ...(row.marketing as object) } as Record<string, unknown>;
      for (const [path, value] of Object.entries(set)) marketing[path.split('.')[1]!] = value;
      const next = { ...row, ...body, marketing };
      delete (next as Record<string, unknown>).$set;
      stored = stored.map((r) => (r === row ? next : r));
      return HttpResponse.json({ message: 'Vehículo actualizado con éxito', vehicle: next });
    }),
  );
  return calls;
};

/** GET /api/{site}/:idOrIdv (idv or _id), PUT /api/{site}/:id, POST /api/{site}/new-car. */
export const serveSite = (site: string, vehicle: OwnSiteVehicle) => {
  const calls: Calls = { get: [], put: [], post: [] };
  let stored = vehicle;
  serveLists();
  server.use(
    http.post(api(`/${site}/new-car`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.post.push(body);
      return HttpResponse.json({ ...body, _id: 'v-new', idv: 'M00001' }, { status: 201 });
    }),
    http.get(api(`/${site}/:id`), ({ params }) => {
      calls.get.push(String(params.id));
      return params.id === stored.idv || params.id === stored._id
        ? HttpResponse.json([stored])
        : HttpResponse.json({ error: 'Not Found', message: 'No' }, { status: 404 });
    }),
    http.put(api(`/${site}/:id`), async ({ request }) => {
      const body = (await request.json()) as { update: Partial<OwnSiteVehicle> };
      calls.put.push(body);
      stored = { ...stored, ...body.update };
      return HttpResponse.json({ message: 'Vehículo actualizado con éxito', vehicle: stored });
    }),
  );
  return calls;
};

export const renderEdit = (segment: string, config = GOMOTOR_CONFIG) =>
  renderWithAdmin(
    <ResourceContextProvider value={`stock-${config.id}`}>
      <OwnSiteEdit config={config} />
      <Notification />
    </ResourceContextProvider>,
    { route: `${config.path}/${segment}`, path: `${config.path}/:id` },
  );

/**
 * The vehicle form is drawn in two turns (the first sections at once, the rest right after):
 * waits for the second, its last scalar field.
 */
export const formDrawn = () => screen.findByLabelText('Observaciones');
