// The notifications inbox /notificaciones.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { authProvider } from '../../src/authProvider';
import NotificationList from '../../src/resources/notifications/NotificationList';
import type { Notification } from '../../src/domain/types';
import { emitServerEvent } from './fakeSocket';
import { serveNotifications } from './notificationsApi';
import { renderWithAdmin } from './utils';

const note = (
  id: string,
  text: string,
  reading: boolean,
  severity: Notification['severity'] = 'info',
): Notification => ({
  _id: id,
  text,
  severity,
  reading,
  site: 'wallapop',
  action: 'sync',
  createdAt: new Date(Date.UTC(2024, 4, 10, 8, 0) - Number(id) * 3600000).toISOString(),
});

const renderInbox = () =>
  renderWithAdmin(
    <ResourceContextProvider value="notificaciones">
      <NotificationList />
    </ResourceContextProvider>,
    { session: 'staff', route: '/notificaciones', path: '/notificaciones' },
  );

/** Shows the router's query string, to read what the list keeps in the URL. */
const LocationProbe = () => <output data-testid="location">{useLocation().search}</output>;

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const sample = () => [
  note('1', 'Sincronización de Wallapop terminada', false, 'success'),
  note('2', 'Error al publicar en Aramis', false, 'error'),
  note('3', 'Stock importado', true),
  note('4', 'Precio revisado', true, 'warning'),
];

describe('NotificationList', () => {
  it('lists the notifications newest first with severity, origin, date and read chip', async () => {
    serveNotifications(sample());
    renderInbox();
    await screen.findByText('Sincronización de Wallapop terminada');
    const texts = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).queryByText(/Wallapop|Aramis|Stock|Precio/)?.textContent);
    expect(texts).toEqual([
      'Sincronización de Wallapop terminada',
      'Error al publicar en Aramis',
      'Stock importado',
      'Precio revisado',
    ]);
    const first = rowOf('Sincronización de Wallapop terminada');
    expect(within(first).getByText('No leida')).toBeInTheDocument();
    expect(within(first).getByText('wallapop · sync')).toBeInTheDocument();
    expect(within(first).getByTitle('Éxito')).toBeInTheDocument();
    // The formatting module's date and time, in the business time zone (07:00 UTC, Madrid in May).
    expect(within(first).getByText('10/05/2024 09:00')).toBeInTheDocument();
    expect(within(rowOf('Stock importado')).getByText('Leida')).toBeInTheDocument();
  });

  it('toggles the reading flag with the chip (PUT {reading})', async () => {
    const state = serveNotifications(sample());
    renderInbox();
    await screen.findByText('Sincronización de Wallapop terminada');

    await userEvent.click(
      within(rowOf('Sincronización de Wallapop terminada')).getByText('No leida'),
    );
    await waitFor(() => expect(state.puts).toEqual([{ id: '1', body: { reading: true } }]));
    await waitFor(() =>
      expect(
        within(rowOf('Sincronización de Wallapop terminada')).getByText('Leida'),
      ).toBeInTheDocument(),
    );

    await userEvent.click(within(rowOf('Stock importado')).getByText('Leida'));
    await waitFor(() => expect(state.puts[1]).toEqual({ id: '3', body: { reading: false } }));
    await waitFor(() =>
      expect(within(rowOf('Stock importado')).getByText('No leida')).toBeInTheDocument(),
    );
    // The chip click does not select the row.
    screen.getAllByRole('checkbox').forEach((box) => expect(box).not.toBeChecked());
  });

  it("deletes the selection with 'Eliminar' and counts it in Spanish", async () => {
    const state = serveNotifications(sample());
    renderInbox();
    await screen.findByText('Sincronización de Wallapop terminada');

    await userEvent.click(within(rowOf('Error al publicar en Aramis')).getByRole('checkbox'));
    expect(await screen.findByText('1 notificación seleccionada')).toBeInTheDocument();

    await userEvent.click(within(rowOf('Stock importado')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Precio revisado')).getByRole('checkbox'));
    expect(await screen.findByText('3 notificaciones seleccionadas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('¿Seguro que quiere eliminar 3 notificaciones?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(state.bulkDeletes).toEqual([{ ids: ['2', '3', '4'] }]));
    await waitFor(() => expect(screen.queryByText('Stock importado')).not.toBeInTheDocument());
    expect(screen.getByText('Sincronización de Wallapop terminada')).toBeInTheDocument();
  });

  it('filters unread notifications and says when there are none', async () => {
    const state = serveNotifications([note('1', 'Sin leer', false), note('2', 'Ya leída', true)]);
    renderInbox();
    await screen.findByText('Ya leída');

    await userEvent.click(screen.getByRole('button', { name: 'No leídas' }));
    await waitFor(() => expect(screen.queryByText('Ya leída')).not.toBeInTheDocument());
    expect(screen.getByText('Sin leer')).toBeInTheDocument();

    await userEvent.click(within(rowOf('Sin leer')).getByText('No leida'));
    await waitFor(() => expect(state.puts).toHaveLength(1));
    // The server announces the change; the unread view re-fetches and is empty.
    act(() =>
      emitServerEvent('resource:changed', {
        resource: 'notifications',
        action: 'update',
        ids: ['1'],
      }),
    );
    expect(await screen.findByText('No hay notificaciones sin leer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Leídas' }));
    expect(await screen.findByText('Sin leer')).toBeInTheDocument();
    expect(screen.getByText('Ya leída')).toBeInTheDocument();
  });

  it('takes at most the 200 characters of search the API accepts', async () => {
    serveNotifications(sample());
    renderInbox();
    await screen.findByText('Stock importado');
    const search = screen.getByPlaceholderText('Buscar');
    await userEvent.click(search);
    await userEvent.paste('x'.repeat(250));
    expect(search).toHaveValue('x'.repeat(200));
  });

  it('searches the text', async () => {
    serveNotifications(sample());
    renderInbox();
    await screen.findByText('Stock importado');
    await userEvent.type(screen.getByPlaceholderText('Buscar'), 'aramis');
    await waitFor(() => expect(screen.queryByText('Stock importado')).not.toBeInTheDocument());
    expect(screen.getByText('Error al publicar en Aramis')).toBeInTheDocument();
  });

  it('asks the server for one page of 50, newest first, and the next one on demand', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      note(String(i + 1), `Aviso número ${i + 1}`, i % 2 === 0),
    );
    const state = serveNotifications(many);
    renderInbox();
    await screen.findByText('Aviso número 1');
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(50);
    expect(screen.getByText('1-50 de 120')).toBeInTheDocument();
    expect(state.gets).toEqual(['_start=0&_end=50&_sort=createdAt&_order=DESC']);

    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('Aviso número 51')).toBeInTheDocument();
    expect(screen.queryByText('Aviso número 1')).toBeNull();
    expect(state.gets.at(-1)).toBe('_start=50&_end=100&_sort=createdAt&_order=DESC');
    expect(screen.getByText('51-100 de 120')).toBeInTheDocument();
  });

  it('keeps its filter, sort and page in the URL (a reload shows the same view)', async () => {
    const state = serveNotifications(sample());
    renderWithAdmin(
      <>
        <ResourceContextProvider value="notificaciones">
          <NotificationList />
        </ResourceContextProvider>
        <LocationProbe />
      </>,
      { session: 'staff', route: '/notificaciones', path: '/notificaciones' },
    );
    await screen.findByText('Stock importado');
    await userEvent.click(screen.getByRole('button', { name: 'No leídas' }));
    await waitFor(() => expect(screen.queryByText('Stock importado')).toBeNull());
    const search = new URLSearchParams(screen.getByTestId('location').textContent ?? '');
    expect(JSON.parse(search.get('filter') ?? '{}')).toEqual({ reading: false });
    expect(state.gets.at(-1)).toContain('reading=false');
  });

  it('opened with a filter in the URL, asks the server for that view', async () => {
    const state = serveNotifications(sample());
    const filter = encodeURIComponent(JSON.stringify({ reading: true }));
    renderWithAdmin(
      <ResourceContextProvider value="notificaciones">
        <NotificationList />
      </ResourceContextProvider>,
      {
        session: 'staff',
        route: `/notificaciones?filter=${filter}&sort=text&order=ASC&page=1&perPage=50`,
        path: '/notificaciones',
      },
    );
    await screen.findByText('Stock importado');
    expect(screen.queryByText('Error al publicar en Aramis')).toBeNull();
    expect(state.gets).toEqual(['_start=0&_end=50&_sort=text&_order=ASC&reading=true']);
  });

  it('asks for its rows at once, without an access check of its own', async () => {
    // The console has checked the session before showing any page (<Admin requireAuth>).
    const pending = new Promise<never>(() => undefined);
    const checks = [
      vi.spyOn(authProvider, 'checkAuth').mockReturnValue(pending),
      vi.spyOn(authProvider, 'canAccess').mockReturnValue(pending),
    ];
    try {
      serveNotifications(sample());
      renderInbox();
      expect(await screen.findByText('Stock importado')).toBeInTheDocument();
    } finally {
      checks.forEach((check) => check.mockRestore());
    }
  });

  it('follows the server: a change event re-fetches the list', async () => {
    const state = serveNotifications([note('1', 'Primera', false)]);
    renderInbox();
    await screen.findByText('Primera');
    state.list = [note('0', 'Recién llegada', false), ...state.list];
    act(() =>
      emitServerEvent('resource:changed', {
        resource: 'notifications',
        action: 'create',
        ids: ['0'],
      }),
    );
    expect(await screen.findByText('Recién llegada')).toBeInTheDocument();
  });
});
