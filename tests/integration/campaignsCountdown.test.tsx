// The CountDown Maker: cards with a live countdown, the table, 'Nueva contador' / 'Editar contador'
// with dates in MM/DD/YYYY HH:mm:ss (Madrid), Activada / Desactivada, the badge preview, the list
// re-read after each change and the server's refusals shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider } from 'react-admin';
import CountdownMaker from '../../src/resources/countdown/CountdownMaker';
import { campaign, serveCampaigns, type CampaignsApi } from './campaignsApi';
import { silenceDataProviderErrors } from './consoleErrors';
import { emitServerEvent } from './fakeSocket';
import { renderWithAdmin } from './utils';

const NOW = new Date('2026-11-23T14:02:33.000Z');

const fixtures = () => [
  campaign({
    _id: 'c1',
    name: 'Black Friday',
    startDate: '2026-11-20T08:00:00.000Z',
    endDate: '2026-11-30T22:59:59.000Z',
    campaignColor: '#c00',
    campaignTextColor: '#ffffff',
    campaignImage: 'https://cdn.gomotor.es/iconos/rayo.png',
  }),
  campaign({
    _id: 'c2',
    name: 'Rebajas de invierno',
    startDate: '2027-01-07T08:00:00.000Z',
    endDate: '2027-02-28T22:59:59.000Z',
  }),
  campaign({
    _id: 'c3',
    name: 'Rebajas de verano',
    active: false,
    startDate: '2026-06-01T08:00:00.000Z',
    endDate: '2026-08-31T21:59:59.000Z',
  }),
];

const renderMaker = () =>
  renderWithAdmin(
    <ResourceContextProvider value="contadores">
      <CountdownMaker />
      <Notification />
    </ResourceContextProvider>,
    { route: '/contadores', path: '/contadores' },
  );

const card = (name: string) => screen.getByRole('article', { name: `Contador ${name}` });
const rowOf = (name: string) =>
  within(screen.getByRole('table')).getByText(name).closest('tr') as HTMLElement;
const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

let api: CampaignsApi;

beforeEach(() => {
  // Only the date is fixed: the one second clock's timer runs for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  api = serveCampaigns(fixtures());
});
afterEach(() => vi.useRealTimers());

describe('CountDown Maker: cards and table', () => {
  it('shows each campaign’s countdown: to the end, to the start, or Finalizada', async () => {
    renderMaker();
    await screen.findByRole('article', { name: 'Contador Black Friday' });
    const running = within(card('Black Friday')).getByRole('timer');
    expect(running).toHaveAccessibleName('Termina en 7 días, 8 horas, 57 minutos y 26 segundos');
    expect(running).toHaveTextContent('7días08horas57minutos26segundos');
    expect(card('Black Friday')).toHaveTextContent('20 nov 2026 09:00 – 30 nov 2026 23:59');
    expect(within(card('Rebajas de invierno')).getByText('Empieza en')).toBeInTheDocument();
    expect(within(card('Rebajas de verano')).getByTestId('countdown')).toHaveTextContent(
      'Finalizada',
    );
    // Running first, then upcoming, then finished.
    expect(
      screen.getAllByTestId('countdown-card').map((c) => c.getAttribute('aria-label')),
    ).toEqual([
      'Contador Black Friday',
      'Contador Rebajas de invierno',
      'Contador Rebajas de verano',
    ]);
  });

  it('ticks every second', async () => {
    renderMaker();
    await screen.findByRole('article', { name: 'Contador Black Friday' });
    act(() => vi.setSystemTime(NOW.getTime() + 1000));
    await waitFor(() =>
      expect(within(card('Black Friday')).getByRole('timer')).toHaveAccessibleName(
        'Termina en 7 días, 8 horas, 57 minutos y 25 segundos',
      ),
    );
  });

  it('lists status, name, start and end (month by name, Madrid), colours and icon', async () => {
    renderMaker();
    await screen.findByRole('table');
    const row = rowOf('Black Friday');
    expect(within(row).getByText('Activa')).toBeInTheDocument();
    // The form is typed MM/DD/YYYY; the table names the month so '11/20' cannot be misread.
    expect(within(row).getByText('20 nov 2026 09:00')).toBeInTheDocument();
    expect(within(row).getByText('30 nov 2026 23:59')).toBeInTheDocument();
    expect(within(row).getByText('#c00')).toBeInTheDocument();
    expect(within(row).getByText('#ffffff')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Icono de la campaña' })).toHaveAttribute(
      'src',
      'https://cdn.gomotor.es/iconos/rayo.png',
    );
    expect(within(rowOf('Rebajas de verano')).getByText('Inactiva')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({ method: 'GET', path: '/publishing/api/v1/campaign' });
  });
});

describe('CountDown Maker: changes made elsewhere', () => {
  it("re-reads the list when the server says the campaigns changed ('resource:changed')", async () => {
    renderMaker();
    await screen.findByRole('article', { name: 'Contador Black Friday' });
    // Another user creates one through /api/campaigns: the same collection.
    api.list.push(campaign({ _id: 'c7', name: 'Plan Moves III' }));
    act(() =>
      emitServerEvent('resource:changed', { resource: 'campaigns', action: 'create', ids: ['c7'] }),
    );
    expect(
      await screen.findByRole('article', { name: 'Contador Plan Moves III' }),
    ).toBeInTheDocument();
  });
});

describe("CountDown Maker: 'Nueva contador'", () => {
  it('says what is missing, then creates the counter with ISO dates and re-reads the list', async () => {
    const user = userEvent.setup();
    renderMaker();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Nueva contador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva contador' });
    expect(within(dialog).getByText('Activada')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('La fecha de inicio es obligatoria')).toBeInTheDocument();
    expect(within(dialog).getByText('La fecha de fin es obligatoria')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(field(dialog, /^Nombre/), 'Semana del eléctrico');
    await user.type(field(dialog, /^Fecha de inicio/), '12/01/2026 09:00:00');
    await user.type(field(dialog, /^Fecha de fin/), '11/30/2026 09:00:00');
    expect(
      within(dialog).getByText('La fecha de fin debe ser posterior a la de inicio'),
    ).toBeInTheDocument();
    await user.clear(field(dialog, /^Fecha de fin/));
    await user.type(field(dialog, /^Fecha de fin/), '12/07/2026 23:59:59');
    await user.clear(field(dialog, /^Color del distintivo/));
    await user.type(field(dialog, /^Color del distintivo/), '#0a7');

    // The badge as the web shows it, with the live countdown to the start.
    const badge = within(dialog).getByTestId('badge-preview');
    expect(badge).toHaveTextContent('Semana del eléctrico');
    expect(within(badge).getByTestId('badge-countdown')).toHaveTextContent(
      'Empieza en 7 d 17:57:27',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Semana del eléctrico',
      startDate: '2026-12-01T08:00:00.000Z',
      endDate: '2026-12-07T22:59:59.000Z',
      badgeColor: '#0a7',
      textColor: '#ffffff',
      iconUrl: '',
      active: true,
    });
    await screen.findByRole('article', { name: 'Contador Semana del eléctrico' });
    const gets = api.calls.filter((c) => c.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(2);
  });

  it('shows a refusal of the server in the dialog and keeps what was typed', async () => {
    const user = userEvent.setup();
    const restore = silenceDataProviderErrors();
    api.refuseNextWrite = "El campo 'Icono' no es un icono subido a este servidor";
    renderMaker();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Nueva contador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva contador' });
    await user.type(field(dialog, /^Nombre/), 'Plan Moves');
    await user.type(field(dialog, /^Fecha de inicio/), '12/01/2026 09:00:00');
    await user.type(field(dialog, /^Fecha de fin/), '12/31/2026 09:00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText("El campo 'Icono' no es un icono subido a este servidor"),
    ).toBeInTheDocument();
    expect(field(dialog, /^Nombre/)).toHaveValue('Plan Moves');
    restore();
  });

  it('the calendar button opens the date-time picker, whose choice is written MM/DD/YYYY HH:mm:ss', async () => {
    const user = userEvent.setup();
    const showPicker = vi.fn();
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'showPicker');
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', {
      configurable: true,
      value: showPicker,
    });
    try {
      renderMaker();
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Nueva contador' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nueva contador' });
      await user.click(
        within(dialog).getByRole('button', { name: 'Elegir fecha de inicio en el calendario' }),
      );
      expect(showPicker).toHaveBeenCalledTimes(1);
      const pickers = dialog.querySelectorAll<HTMLInputElement>('input[type="datetime-local"]');
      expect(pickers).toHaveLength(2);
      // The picker speaks the same wall clock without a zone ('2026-12-01T09:00').
      fireEvent.change(pickers[0], { target: { value: '2026-12-01T09:00' } });
      expect(field(dialog, /^Fecha de inicio/)).toHaveValue('12/01/2026 09:00:00');
      // And it opens on what was typed.
      await user.type(field(dialog, /^Fecha de fin/), '12/07/2026 23:59:59');
      expect(pickers[1]).toHaveValue('2026-12-07T23:59:59');
    } finally {
      if (native) Object.defineProperty(HTMLInputElement.prototype, 'showPicker', native);
      else delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
    }
  });

  it('uploads an icon and shows it in the preview', async () => {
    const user = userEvent.setup();
    renderMaker();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Nueva contador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva contador' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'rayo.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Subir icono'), file);
    await waitFor(() =>
      expect(field(dialog, /^Icono/)).toHaveValue('/api/uploads/images/campaigns/1700-rayo.png'),
    );
    expect(
      within(dialog).getByTestId('badge-preview').querySelector('img')?.getAttribute('src'),
    ).toBe('/api/uploads/images/campaigns/1700-rayo.png');
  });
});

describe("CountDown Maker: 'Editar contador' and delete", () => {
  it('opens the counter in MM/DD/YYYY HH:mm:ss, deactivates it and shows Inactiva', async () => {
    const user = userEvent.setup();
    renderMaker();
    await screen.findByRole('table');
    await user.click(
      within(rowOf('Black Friday')).getByRole('button', { name: 'Editar Black Friday' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar contador' });
    expect(field(dialog, /^Fecha de inicio/)).toHaveValue('11/20/2026 09:00:00');
    expect(field(dialog, /^Fecha de fin/)).toHaveValue('11/30/2026 23:59:59');
    expect(field(dialog, /^Color del distintivo/)).toHaveValue('#c00');
    await user.click(within(dialog).getByRole('switch', { name: 'Activada' }));
    expect(within(dialog).getByRole('switch', { name: 'Desactivada' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/publishing/api/v1/campaign/c1',
      body: {
        name: 'Black Friday',
        startDate: '2026-11-20T08:00:00.000Z',
        endDate: '2026-11-30T22:59:59.000Z',
        badgeColor: '#c00',
        textColor: '#ffffff',
        iconUrl: 'https://cdn.gomotor.es/iconos/rayo.png',
        active: false,
      },
    });
    await waitFor(() =>
      expect(within(rowOf('Black Friday')).getByText('Inactiva')).toBeInTheDocument(),
    );
  });

  it('deletes after confirmation; a campaign vehicles carry is refused with the server’s message', async () => {
    const user = userEvent.setup();
    const restore = silenceDataProviderErrors();
    api.carried.c1 = 12;
    renderMaker();
    await screen.findByRole('table');

    await user.click(
      within(rowOf('Black Friday')).getByRole('button', { name: 'Eliminar Black Friday' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: '¿Eliminar la campaña «Black Friday»?',
    });
    expect(within(confirm).getByText('Esta acción, no se puede deshacer...')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(
      await screen.findByText(
        'No se puede eliminar la campaña «Black Friday»: la llevan 12 vehículos. Quítela de ellos antes.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Black Friday')).toBeInTheDocument();

    await user.click(
      within(rowOf('Rebajas de verano')).getByRole('button', {
        name: 'Eliminar Rebajas de verano',
      }),
    );
    await user.click(
      within(
        await screen.findByRole('dialog', { name: '¿Eliminar la campaña «Rebajas de verano»?' }),
      ).getByRole('button', { name: 'Aceptar' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Contador Rebajas de verano' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/publishing/api/v1/campaign/c1',
      '/publishing/api/v1/campaign/c3',
    ]);
    restore();
  });
});
