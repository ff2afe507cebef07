// What a switch on the Stock Quiter draws again: the send panel (SendPanel.tsx) reads the table's
// list context for the selection alone, so a filter switch or a page — which change that context
// — do not draw it (its grid of selected vehicles, its channels); a channel card switch draws the
// two cards it changes, not the seven (the page's callbacks are the same whatever is chosen).
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import StockGeneralPage from '../../src/resources/stockQuiter/StockGeneralPage';
import { channels } from '../../src/dataProvider/channels';
import { serveStockAndChannels } from './stockGeneral.fixtures';
import { renderWithAdmin } from './utils';

const drawn = vi.hoisted(() => ({ grid: 0, cards: {} as Record<string, number> }));

vi.mock('../../src/resources/stockQuiter/ChannelCard', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../src/resources/stockQuiter/ChannelCard')>();
  // Memoised as the original is: counts the draws its props ask for.
  const Counted = memo((props: Parameters<typeof original.ChannelCard>[0]) => {
    drawn.cards[props.channel.id] = (drawn.cards[props.channel.id] ?? 0) + 1;
    return <original.ChannelCard {...props} />;
  });
  return { ...original, ChannelCard: Counted };
});

vi.mock('../../src/resources/stockQuiter/SelectedVehicles', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../src/resources/stockQuiter/SelectedVehicles')>();
  return {
    ...original,
    SelectedVehicles: (props: Parameters<typeof original.SelectedVehicles>[0]) => {
      drawn.grid++;
      return original.SelectedVehicles(props);
    },
  };
});

const tableRows = () =>
  within(screen.getByRole('table', { name: 'Vehículos del stock' }))
    .getAllByRole('row')
    .slice(1);

/** The page over the fixtures' stock and channels; the user who clicks. */
const renderPage = () => {
  serveStockAndChannels();
  renderWithAdmin(
    <Routes>
      <Route path="/stock-general-quiter" element={<StockGeneralPage />} />
    </Routes>,
    { route: '/stock-general-quiter' },
  );
  return userEvent.setup();
};

describe('what a switch on the Stock Quiter draws again', () => {
  it('is not drawn again when the filter or the page changes, and is when the selection does', async () => {
    const user = renderPage();
    await screen.findByText('1001');
    const filters = screen.getByRole('group', { name: 'Filtros del stock' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(4));
    const before = drawn.grid;
    const firstPage = tableRows().map((row) => row.textContent);
    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(tableRows().map((row) => row.textContent)).not.toEqual(firstPage));
    expect(drawn.grid).toBe(before);
    await user.click(within(filters).getByRole('button', { name: 'Diesel · 4' }));
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    // The URL written after the frame, the table drawn again: the panel was not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawn.grid).toBe(before);

    await user.click(within(tableRows()[0]).getByRole('checkbox'));
    await waitFor(() => expect(drawn.grid).toBeGreaterThan(before));
    expect(
      within(screen.getByRole('region', { name: 'Vehículos seleccionados' })).getAllByRole('row'),
    ).toHaveLength(2);
  });

  it('draws again only the two channel cards a switch changes', async () => {
    const user = renderPage();
    const cardButton = (label: string) =>
      screen.findByRole('button', { name: new RegExp(`^\\d+ no importados en ${label}$`) });
    const [first, second] = channels;
    await cardButton(first.label);
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    // Every count read; the URL written.
    for (const channel of channels) await cardButton(channel.label);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = { ...drawn.cards };
    await user.click(await cardButton(first.label));
    await user.click(await cardButton(second.label));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = Object.fromEntries(
      channels.map((c) => [c.id, (drawn.cards[c.id] ?? 0) - (before[c.id] ?? 0)]),
    );
    // The first: chosen, then not; the second: chosen; the others: not drawn.
    expect(again).toEqual(
      Object.fromEntries(
        channels.map((c) => [c.id, c.id === first.id ? 2 : c.id === second.id ? 1 : 0]),
      ),
    );
  });
});
