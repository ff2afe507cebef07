// The Stock Quiter's send panel (src/resources/stockQuiter/SendPanel.tsx) reads the table's list
// context for the selection alone: a filter switch or a page changes that context, and the panel
// — its grid of selected vehicles, its channels — is not drawn again for it.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import StockGeneralPage from '../../src/resources/stockQuiter/StockGeneralPage';
import { serveStockAndChannels } from './stockGeneral.fixtures';
import { renderWithAdmin } from './utils';

const drawn = vi.hoisted(() => ({ grid: 0 }));

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

describe('the send panel on a filter switch', () => {
  it('is not drawn again when the filter or the page changes, and is when the selection does', async () => {
    serveStockAndChannels();
    renderWithAdmin(
      <Routes>
        <Route path="/stock-general-quiter" element={<StockGeneralPage />} />
      </Routes>,
      { route: '/stock-general-quiter' },
    );
    const user = userEvent.setup();
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
});
