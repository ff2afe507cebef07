// The notification bell: the unread count, the latest unread, and failures.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Notification } from '../../src/domain/types';
import { NotificationBell } from '../../src/layout/NotificationBell';
import { emitServerEvent } from './fakeSocket';
import { serveNotifications } from './notificationsApi';
import { renderWithAdmin } from './utils';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60000).toISOString();
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
  createdAt: minutesAgo(Number(id) * 5),
});

const renderBell = () =>
  renderWithAdmin(
    <>
      <NotificationBell />
      <Routes>
        <Route path="/" element={null} />
        <Route path="/notificaciones" element={<p>Bandeja de notificaciones</p>} />
      </Routes>
    </>,
  );

// hidden: the open popover is modal and hides the rest of the page from the a11y tree.
const bellButton = () => screen.getByRole('button', { name: /^Notificaciones/, hidden: true });

describe('NotificationBell', () => {
  it('shows the unread count and lists the unread notifications', async () => {
    serveNotifications([
      note('1', 'Sincronización de Wallapop terminada', false, 'success'),
      note('2', 'Error al publicar en Aramis', false, 'error'),
      note('3', 'Stock importado', true),
    ]);
    renderBell();
    await waitFor(() =>
      expect(bellButton()).toHaveAccessibleName('Notificaciones: 2 notificaciones sin leer'),
    );
    expect(bellButton()).toHaveTextContent('2');

    await userEvent.click(bellButton());
    const list = await screen.findByRole('list', { name: 'Notificaciones sin leer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Sincronización de Wallapop terminada')).toBeInTheDocument();
    expect(within(list).getByText('hace 5 minutos')).toBeInTheDocument();
    expect(within(list).getByTitle('Error')).toBeInTheDocument();
    expect(within(list).queryByText('Stock importado')).toBeNull();
  });

  it('asks the server only for the unread count and the first ten unread', async () => {
    const unread = Array.from({ length: 14 }, (_, i) =>
      note(String(i + 1), `Aviso sin leer ${i + 1}`, false),
    );
    const api = serveNotifications([...unread, note('20', 'Aviso leído', true)]);
    renderBell();
    await waitFor(() =>
      expect(bellButton()).toHaveAccessibleName('Notificaciones: 14 notificaciones sin leer'),
    );
    await userEvent.click(bellButton());
    const list = await screen.findByRole('list', { name: 'Notificaciones sin leer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('Aviso sin leer 1')).toBeInTheDocument();
    expect(within(list).queryByText('Aviso sin leer 11')).toBeNull();
    expect(api.gets.length).toBeGreaterThan(0);
    for (const query of api.gets) {
      const asked = new URLSearchParams(query);
      expect(asked.get('reading')).toBe('false');
      expect(Number(asked.get('_end')) - Number(asked.get('_start') ?? 0)).toBe(10);
    }
  });

  it('dismissing PUTs {reading: true} and re-fetches the list', async () => {
    const api = serveNotifications([note('1', 'Primera', false), note('2', 'Segunda', false)]);
    renderBell();
    await userEvent.click(bellButton());
    const list = await screen.findByRole('list', { name: 'Notificaciones sin leer' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    const first = within(list).getByText('Primera').closest('li')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como leída' }));

    await waitFor(() => expect(screen.queryByText('Primera')).toBeNull());
    expect(api.puts).toEqual([{ id: '1', body: { reading: true } }]);
    expect(screen.getByText('Segunda')).toBeInTheDocument();
    await waitFor(() =>
      expect(bellButton()).toHaveAccessibleName('Notificaciones: 1 notificación sin leer'),
    );
  });

  it("says there is nothing unread, and re-fetches on the server's 'FromAPI' event", async () => {
    const state = serveNotifications([note('1', 'Leída ya', true)]);
    renderBell();
    await userEvent.click(bellButton());
    expect(await screen.findByText('No hay notificaciones sin leer')).toBeInTheDocument();

    state.list = [...state.list, note('2', 'Nueva notificación', false, 'warning')];
    act(() => emitServerEvent('FromAPI', { resource: 'notifications' }));
    expect(await screen.findByText('Nueva notificación')).toBeInTheDocument();
    expect(screen.queryByText('No hay notificaciones sin leer')).toBeNull();
  });

  it("links to the inbox with 'Ver todas las notificaciones'", async () => {
    serveNotifications([]);
    renderBell();
    await userEvent.click(bellButton());
    await userEvent.click(
      await screen.findByRole('link', { name: 'Ver todas las notificaciones' }),
    );
    expect(await screen.findByText('Bandeja de notificaciones')).toBeInTheDocument();
  });
});
