// The console's side of the number fields table (tests/numberFields.ts): on each form that
// takes them, a negative figure (or a telephone of letters) typed into every field of the
// table shows the figures' message under that field when saving, and no request is sent.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { FIGURE_MESSAGES } from '../../src/domain/figures';
import { GOMOTOR_CONFIG, GRUPOLIVA_CONFIG } from '../../src/domain/ownSites/sites';
import { PHONE_MESSAGE } from '../../src/domain/phone';
import ProfilePage from '../../src/customRoutes/profile/ProfilePage';
import { FigureCell } from '../../src/resources/aramisFrancia/FigureCell';
import type { AramisField } from '../../src/resources/aramisFrancia/columns';
import { OwnSiteCreate } from '../../src/resources/ownSites/OwnSiteCreate';
import RentingCreate from '../../src/resources/renting/RentingCreate';
import { NUMBER_FIELDS, type NumberField, type NumberRoute } from '../numberFields';
import { server } from './msw';
import {
  formDrawn,
  renderEdit,
  saleVehicle,
  serveSite,
  serveWebRows,
  webRow,
} from './ownSitesEditFixtures';
import { api, renderWithAdmin } from './utils';

const fieldsOf = (route: NumberRoute) =>
  NUMBER_FIELDS.filter((f) => f.input !== undefined && f.routes.includes(route));

/** What is typed into a field of this kind, and the message that must stand under it. */
const refusal = (field: NumberField) =>
  field.kind === 'phone'
    ? { typed: 'abc', message: PHONE_MESSAGE }
    : { typed: field.kind === 'keptCents' ? '-299' : '-1', message: FIGURE_MESSAGES.negative };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input labelled so (a price entry's label goes on with its type; required adds *). */
const inputOf = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}( \\(\\w+\\))?( \\*)?$`));

/** The text under an input: its accessible description. */
const messageUnder = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

// A whole vehicle form is a big render: on a busy machine it takes more than the default.
const FORM_TIMEOUT_MS = 90_000;

/** Types the refused value into each field, saves, and checks each message and no request. */
async function refuseAll(fields: readonly NumberField[], save: string, sent: () => number) {
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    const input = inputOf(field.input!);
    fireEvent.change(input, { target: { value: refusal(field).typed } });
    fireEvent.blur(input);
  }
  fireEvent.click(screen.getByRole('button', { name: save }));
  for (const field of fields) {
    await waitFor(() =>
      expect(messageUnder(inputOf(field.input!)), field.input).toBe(refusal(field).message),
    );
  }
  expect(sent()).toBe(0);
}

describe('own sites: every figure of the vehicle form', () => {
  it.each([
    ['GOmotor', GOMOTOR_CONFIG, 'PUT /api/gomotor/:id'],
    ['Grupo Oliva', GRUPOLIVA_CONFIG, 'PUT /api/grupoliva/:id'],
  ] as const)(
    '%s edit: refused under each field, nothing sent',
    async (_site, config, route) => {
      // A vehicle with every list the form edits: a seller, and (Grupo Oliva) campaign prices.
      const calls = serveSite(
        config.id,
        saleVehicle({
          vehiculoContacto: [{ nombreVendedor: 'Marta Puig', telefonoVendedor: '977 21 45 12' }],
          discount: { active: true, price: null, financedPrice: null },
          marketing: { counter: null, disclaimerMessage: null },
        }),
      );
      const web = serveWebRows([webRow()]);
      renderEdit('100234', config);
      await screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' });
      await formDrawn();
      // GOmotor's campaign prices are the web row's: editable once it is read.
      await waitFor(() => expect(inputOf('Precio campaña contado')).toBeEnabled());
      const fields = fieldsOf(route).filter((f) => f.screen.startsWith('Stock GOmotor'));
      await refuseAll(fields, 'Guardar', () => calls.put.length + web.put.length);
    },
    FORM_TIMEOUT_MS,
  );

  it(
    'GOmotor create: refused under each field, nothing sent',
    async () => {
      const calls = serveSite('gomotor', saleVehicle());
      renderWithAdmin(
        <ResourceContextProvider value="stock-gomotor">
          <OwnSiteCreate config={GOMOTOR_CONFIG} />
          <Notification />
        </ResourceContextProvider>,
        { route: '/stock-gomotor/new-car', path: '/stock-gomotor/new-car' },
      );
      await screen.findByRole('heading', { level: 1, name: 'Crear vehículo manual en GOmotor' });
      await formDrawn();
      fireEvent.change(inputOf('Marca'), { target: { value: 'KIA' } });
      fireEvent.change(inputOf('Modelo'), { target: { value: 'Niro' } });
      await refuseAll(fieldsOf('POST /api/gomotor/new-car'), 'Guardar', () => calls.post.length);
    },
    FORM_TIMEOUT_MS,
  );
});

describe('renting: minimum prices, price grids and figures', () => {
  it(
    'a new vehicle keeps each refused value with its message, and is not sent',
    async () => {
      const posts: unknown[] = [];
      server.use(
        http.get(api('/renting/providers'), () => HttpResponse.json([])),
        http.post(api('/renting/vehicles'), async ({ request }) => {
          posts.push(await request.json());
          return HttpResponse.json({}, { status: 201 });
        }),
      );
      renderWithAdmin(
        <>
          <RentingCreate />
          <Notification />
        </>,
        { route: '/stock-renting/add-vehicle', path: '/stock-renting/add-vehicle' },
      );
      await screen.findByRole('heading', { level: 1, name: 'Crear vehículo de renting' });
      const fields = fieldsOf('POST /api/renting/vehicles');
      await refuseAll(fields, 'Guardar Vehículo', () => posts.length);
      // The negative minimum price is still there, not wiped.
      expect(inputOf('Precio mínimo Particulares (€/mes)')).toHaveValue('-299');
    },
    FORM_TIMEOUT_MS,
  );
});

describe('Aramis Francia: the inline cells', () => {
  const record = {
    id: 'a1',
    _id: 'a1',
    vehicle_id: 'FR-1',
    make_label: 'CITROËN',
    model_label: 'C4',
    precio_aramis: 21500,
    exp_price: 19000,
    mileage: 42000,
    publishedAt: '2026-11-01T00:00:00.000Z',
  };

  it.each(fieldsOf('PATCH /api/aramis-francia/:id').map((f) => [f.input!, f] as const))(
    '%s: refused under the cell, nothing sent',
    async (_name, field) => {
      const patches: unknown[] = [];
      server.use(
        http.patch(api('/aramis-francia/:id'), async ({ request }) => {
          patches.push(await request.json());
          return HttpResponse.json(record);
        }),
      );
      renderWithAdmin(
        <RecordContextProvider value={record}>
          <FigureCell field={field.path as AramisField} />
        </RecordContextProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: `Editar ${field.input!} de FR-1` }));
      const input = screen.getByLabelText(`${field.input!} de FR-1`);
      await userEvent.clear(input);
      await userEvent.type(input, `${refusal(field).typed}{Enter}`);
      expect(messageUnder(input)).toBe(refusal(field).message);
      expect(patches).toEqual([]);
    },
  );
});

describe('profile: the telephone', () => {
  it('takes only what a phone number holds, nothing sent otherwise', async () => {
    const puts: unknown[] = [];
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
      http.put(api('/users/u-staff'), async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    renderWithAdmin(<ProfilePage />, {
      session: 'staff',
      route: '/mi-cuenta',
      path: '/mi-cuenta',
    });
    await screen.findByText('Lucía');
    await userEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    await refuseAll(fieldsOf('PUT /api/users/:id'), 'Guardar', () => puts.length);
  });
});
