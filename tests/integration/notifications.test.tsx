// The notifications inbox (spec 1 §2, §4, §8; spec 2 "Notificaciones").
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import NotificationList from '../../src/resources/notifications/NotificationList';
import type { Notification } from '../../src/domain/types';
import { emitServerEvent } from './fakeSocket';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

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

/** An in-memory notifications API recording PUT and bulk-delete bodies. */
const serveNotifications = (initial: Notification[]) => {
  const state = {
    list: [...initial],
    puts: [] as { id: string; body: unknown }[],
    bulkDeletes: [] as unknown[],
  };
  server.use(
    http.get(api('/notifications'), () => HttpResponse.json(state.list)),
    http.put(api('/notifications/:id'), async ({ params, request }) => {
      const body = (await request.json()) as Partial<Notification>;
      state.puts.push({ id: String(params.id), body });
      state.list = state.list.map((n) => (n._id === params.id ? { ...n, ...body } : n));
      return HttpResponse.json(state.list.find((n) => n._id === params.id));
    }),
    http.post(api('/notifications/bulk-delete'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      state.bulkDeletes.push(body);
      state.list = state.list.filter((n) => !body.ids.includes(n._id));
      return HttpResponse.json({
        message: 'Notificaciones eliminadas',
        deletedCount: body.ids.length,
      });
    }),
  );
  return state;
};

const renderInbox = () =>
  renderWithAdmin(
    <ResourceContextProvider value="notificaciones">
      <NotificationList />
    </ResourceContextProvider>,
    { session: 'staff', route: '/notificaciones', path: '/notificaciones' },
  );

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
    expect(within(first).getByText(/10\/5\/2024/)).toBeInTheDocument();
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

  it('searches the text', async () => {
    serveNotifications(sample());
    renderInbox();
    await screen.findByText('Stock importado');
    await userEvent.type(screen.getByPlaceholderText('Buscar'), 'aramis');
    await waitFor(() => expect(screen.queryByText('Stock importado')).not.toBeInTheDocument());
    expect(screen.getByText('Error al publicar en Aramis')).toBeInTheDocument();
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
