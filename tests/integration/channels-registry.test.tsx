// The test of the architecture: a throw-away eighth channel is one module of a few lines plus one
// registry line, and the Stock Quiter page (its card, its count, the send panel), the dataProvider
// and the test fixtures (a fake API per registered channel) pick it up with no other change.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StockGeneralPage from '../../src/resources/stockQuiter/StockGeneralPage';
import { channels } from '../../src/dataProvider/channels';
import { resourceProviders } from '../../src/dataProvider';
import { LISTED, createGate, serveStockAndChannels } from './stockGeneral.fixtures';
import { renderWithAdmin } from './utils';

// The registry with one more line, as a developer adding a channel would write it.
vi.mock('../../src/dataProvider/channels', async (importOriginal) => {
  const registry = await importOriginal<typeof import('../../src/dataProvider/channels')>();
  const { listingChannel } = await import('../../src/dataProvider/orchestration/listingChannel');
  const { notImportedIfAvailable } = await import('../../src/domain/notImported');
  // --- the eighth channel module ---
  const autocasion = listingChannel({
    id: 'autocasion',
    label: 'Autocasión',
    listPath: '/autocasion/vehicles',
    syncPath: '/autocasion/vehicles/sync',
    isNotImported: notImportedIfAvailable,
  });
  // --- its registry line ---
  return { ...registry, channels: [...registry.channels, autocasion] };
});

describe('an eighth channel', () => {
  it('is routed by the composite dataProvider', () => {
    expect(resourceProviders['autocasion-vehicles']).toBeDefined();
  });

  it('gets a card, a count, a sync button and a send option, and receives sends', async () => {
    const sendGate = createGate();
    const { calls } = serveStockAndChannels({
      listed: { ...LISTED, autocasion: ['1007'] },
      sendGate,
    });
    renderWithAdmin(<StockGeneralPage />, {
      route: '/stock-general-quiter',
      path: '/stock-general-quiter',
    });

    const card = await screen.findByRole('region', { name: 'Autocasión' });
    expect(
      await within(card).findByRole('button', { name: '9 no importados en Autocasión' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sincronizar Autocasión' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Sincronizar / })).toHaveLength(channels.length);

    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: 'Enviar a canales' });
    await screen.findByText('1001');
    const row = screen.getByText('1001').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(panel).getByRole('checkbox', { name: 'Autocasión' }));
    await user.click(within(panel).getByRole('button', { name: 'Enviar' }));
    expect(await within(panel).findByText('Enviando 0 de 1')).toBeInTheDocument();
    await act(async () => sendGate.open());

    expect(await within(panel).findByText('1 enviado correctamente')).toBeInTheDocument();
    expect(calls).toContain('create autocasion 1001');
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: '8 no importados en Autocasión' }),
      ).toBeInTheDocument(),
    );
  });
});
