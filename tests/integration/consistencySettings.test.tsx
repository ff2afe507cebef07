// 'Corrección automática' (/settings/coherencia): a switch per channel, off unless stored on,
// saved whole with PUT.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import ConsistencySettingsPage from '../../src/customRoutes/settings/ConsistencySettingsPage';
import { channels } from '../../src/dataProvider/channels';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const serveSettings = (stored: Record<string, boolean>) => {
  const puts: unknown[] = [];
  server.use(
    http.get(api('/settings/consistency'), () => HttpResponse.json({ autoFix: stored })),
    http.put(api('/settings/consistency'), async ({ request }) => {
      const body = (await request.json()) as { autoFix: Record<string, boolean> };
      puts.push(body);
      return HttpResponse.json(body);
    }),
  );
  return puts;
};

describe('ConsistencySettingsPage', () => {
  it('shows a switch per channel, off unless stored on', async () => {
    serveSettings({ wallapop: true });
    renderWithAdmin(<ConsistencySettingsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corrección automática' }),
    ).toBeVisible();
    const wallapop = await screen.findByRole('switch', { name: 'Wallapop' });
    expect(wallapop).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(channels.length);
    expect(screen.getByRole('switch', { name: 'GOmotor' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('saves every channel with PUT after a change', async () => {
    const puts = serveSettings({});
    // <Notification> is what <Admin> renders around every page to show useNotify messages.
    renderWithAdmin(
      <>
        <ConsistencySettingsPage />
        <Notification />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Coches.net' }));
    expect(screen.getByRole('switch', { name: 'Coches.net' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      autoFix: Object.fromEntries(channels.map((c) => [c.id, c.id === 'cnet'])),
    });
    expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    expect(screen.getByRole('switch', { name: 'Coches.net' })).toBeChecked();
  });
});
