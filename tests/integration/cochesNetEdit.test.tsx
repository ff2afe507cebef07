// The publisher's row edit (the current path plus '/{vehicle id}' with the listing's form) and the
// account kept in the address (?cuenta=N) for the way back.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CochesNetPage from '../../src/resources/cochesNet/CochesNetPage';
import CochesNetEditPage from '../../src/resources/cochesNet/CochesNetEditPage';
import { listing, servePublisher } from './cochesNetFixtures';
import { renderWithAdmin } from './utils';

describe('/coches-net row edit', () => {
  it('opens on the account of the address and links each listing to its edit page', async () => {
    servePublisher({ listings: { 5: [listing('3001')] } });
    renderWithAdmin(<CochesNetPage pauseMs={0} />, {
      route: '/coches-net?cuenta=5',
      path: '/coches-net',
    });
    const table = await screen.findByRole('table', { name: 'Vehículos de Coches.net' });
    const edit = await within(table).findByRole('link', { name: 'Editar' });
    expect(edit.getAttribute('href')).toBe('/coches-net/L3001?cuenta=5');
  });

  it("saves the listing's new price with one PUT on its account", async () => {
    const state = servePublisher({ listings: { 5: [listing('3001')] } });
    const user = userEvent.setup();
    renderWithAdmin(<CochesNetEditPage />, {
      route: '/coches-net/L3001?cuenta=5',
      path: '/coches-net/:id',
      withLocation: true,
    });
    const price = await screen.findByLabelText('Precio (€)');
    expect((price as HTMLInputElement).value).toBe('9790');
    await user.clear(price);
    await user.type(price, '9.490');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(state.writes).toEqual(['PUT L3001 account=5']));
    expect(state.posted[0]).toMatchObject({
      internalReference: '3001',
      price: { priceValue: 9490 },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/coches-net?cuenta=5'),
    );
  });
});
