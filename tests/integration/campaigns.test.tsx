// /campaigns: the campaigns resource's list, create and edit over /api/campaigns, with the campaign
// rules in Spanish and the server's 409 for a campaign vehicles carry shown to the user.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider } from 'react-admin';
import CampaignCreate from '../../src/resources/campaigns/CampaignCreate';
import CampaignEdit from '../../src/resources/campaigns/CampaignEdit';
import CampaignList from '../../src/resources/campaigns/CampaignList';
import { campaign, serveCampaigns, type CampaignsApi } from './campaignsApi';
import { silenceDataProviderErrors } from './consoleErrors';
import { Route, Routes } from 'react-router-dom';
import { renderWithAdmin } from './utils';

const NOW = new Date('2026-11-23T14:02:33.000Z');

let api: CampaignsApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  api = serveCampaigns([
    campaign({
      _id: 'c1',
      name: 'Black Friday',
      campaignText: 'Hasta 2.000 € de descuento',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-30T22:59:59.000Z',
      campaignColor: '#c00',
    }),
    campaign({ _id: 'c3', name: 'Rebajas de verano', active: false }),
  ]);
});
afterEach(() => vi.useRealTimers());

const inResource = (ui: ReactElement) => (
  <ResourceContextProvider value="campaigns">
    {ui}
    <Notification />
  </ResourceContextProvider>
);

/** The form at its path, and the list it goes back to once saved. */
const renderForm = (ui: ReactElement, path: string, route: string) =>
  renderWithAdmin(
    inResource(
      <Routes>
        <Route path={path} element={ui} />
        <Route path="/campaigns" element={<p>Lista de campañas</p>} />
      </Routes>,
    ),
    { route },
  );

const rowOf = (name: string) =>
  within(screen.getByRole('table')).getByText(name).closest('tr') as HTMLElement;

describe('/campaigns list', () => {
  it('shows status, name, dates (month by name, Madrid), colours and text', async () => {
    renderWithAdmin(inResource(<CampaignList />), { route: '/campaigns', path: '/campaigns' });
    await screen.findByText('Black Friday');
    const row = rowOf('Black Friday');
    expect(within(row).getByText('Activa')).toBeInTheDocument();
    expect(within(row).getByText('20 nov 2026 09:00')).toBeInTheDocument();
    expect(within(row).getByText('30 nov 2026 23:59')).toBeInTheDocument();
    expect(within(row).getByText('#c00')).toBeInTheDocument();
    expect(within(row).getByText('Hasta 2.000 € de descuento')).toBeInTheDocument();
    expect(within(rowOf('Rebajas de verano')).getByText('Inactiva')).toBeInTheDocument();
  });

  it('a delete of a campaign vehicles carry shows the server’s 409 and keeps the row', async () => {
    const user = userEvent.setup();
    const restore = silenceDataProviderErrors();
    api.carried.c1 = 3;
    renderWithAdmin(inResource(<CampaignList />), { route: '/campaigns', path: '/campaigns' });
    await screen.findByText('Black Friday');
    await user.click(
      within(rowOf('Black Friday')).getByRole('button', { name: 'Eliminar Black Friday' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: '¿Eliminar la campaña «Black Friday»?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(
      await screen.findByText(
        'No se puede eliminar la campaña «Black Friday»: la llevan 3 vehículos. Quítela de ellos antes.',
      ),
    ).toBeInTheDocument();
    expect(api.list.map((c) => c._id)).toEqual(['c1', 'c3']);
    restore();
  });
});

describe('/campaigns create and edit', () => {
  it('create says what is missing in Spanish, then POSTs the campaign fields with ISO dates', async () => {
    const user = userEvent.setup();
    renderForm(<CampaignCreate />, '/campaigns/create', '/campaigns/create');
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La fecha de inicio es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('La fecha de fin es obligatoria')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/^Nombre/), 'Plan Moves III');
    await user.type(screen.getByLabelText(/^Texto de la campaña/), 'Hasta 7.000 € de ayuda');
    await user.type(screen.getByLabelText(/^Fecha de inicio/), '03/28/2026 10:00:00');
    await user.type(screen.getByLabelText(/^Fecha de fin/), '03/30/2026 10:00:00');
    await user.clear(screen.getByLabelText(/^Color del texto/));
    await user.type(screen.getByLabelText(/^Color del texto/), 'blanco');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Color no válido: use #rgb o #rrggbb')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Color del texto/));
    await user.type(screen.getByLabelText(/^Color del texto/), '#fff');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    // 28 March is CET (+1), 30 March CEST (+2): the clocks changed in between.
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      active: true,
      temporary: true,
      name: 'Plan Moves III',
      campaignText: 'Hasta 7.000 € de ayuda',
      startDate: '2026-03-28T09:00:00.000Z',
      endDate: '2026-03-30T08:00:00.000Z',
      campaignImage: '',
      campaignColor: '#1b2a4a',
      campaignTextColor: '#fff',
    });
    expect(await screen.findByText('Lista de campañas')).toBeInTheDocument();
  });

  it('a refusal of the server is said and nothing is left half saved', async () => {
    const user = userEvent.setup();
    const restore = silenceDataProviderErrors();
    api.refuseNextWrite = "El campo 'Imagen de la campaña' no es un icono subido a este servidor";
    renderForm(<CampaignEdit />, '/campaigns/:id', '/campaigns/c1');
    const image = await screen.findByLabelText(/^Icono/);
    await user.type(image, '/api/uploads/images/campaigns/otro.png');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        "El campo 'Imagen de la campaña' no es un icono subido a este servidor",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Lista de campañas')).not.toBeInTheDocument();
    expect(api.list[0].campaignImage).toBe('');
    restore();
  });

  it('edit shows the dates as MM/DD/YYYY HH:mm:ss, wants the end after the start and PUTs', async () => {
    const user = userEvent.setup();
    renderForm(<CampaignEdit />, '/campaigns/:id', '/campaigns/c1');
    const start = await screen.findByLabelText(/^Fecha de inicio/);
    await waitFor(() => expect(start).toHaveValue('11/20/2026 09:00:00'));
    expect(screen.getByLabelText(/^Fecha de fin/)).toHaveValue('11/30/2026 23:59:59');
    expect(screen.getByTestId('badge-preview')).toHaveTextContent('Black Friday');

    const end = screen.getByLabelText(/^Fecha de fin/);
    await user.clear(end);
    await user.type(end, '11/19/2026 09:00:00');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('La fecha de fin debe ser posterior a la de inicio'),
    ).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '12/24/2026 14:00:00');
    await user.click(screen.getByRole('switch', { name: 'Activada' }));
    expect(screen.getByRole('switch', { name: 'Desactivada' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/campaigns/c1',
      body: {
        name: 'Black Friday',
        active: false,
        startDate: '2026-11-20T08:00:00.000Z',
        endDate: '2026-12-24T13:00:00.000Z',
        campaignColor: '#c00',
      },
    });
    expect(Object.keys(api.calls.find((c) => c.method === 'PUT')?.body as object)).not.toContain(
      '_id',
    );
    expect(await screen.findByText('Lista de campañas')).toBeInTheDocument();
  });
});
