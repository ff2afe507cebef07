// /coches-net, the Coches.net publisher: the account selector and its load messages, the tiles, the
// table and a paced bulk run posting its action record, against an in-memory API (msw).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, Notification, type ListControllerResult } from 'react-admin';
import { AccountSelector } from '../../src/resources/cochesNet/AccountSelector';
import type { MarketplaceAccount } from '../../src/domain/cochesNet';
import CochesNetPage from '../../src/resources/cochesNet/CochesNetPage';
import { silenceDataProviderErrors } from './consoleErrors';
import { listing, ownVehicle, servePublisher } from './cochesNetFixtures';
import { renderWithAdmin } from './utils';

const renderPublisher = () =>
  renderWithAdmin(
    <>
      <CochesNetPage pauseMs={0} />
      <Notification />
    </>,
    { route: '/coches-net', path: '/coches-net' },
  );

const chooseAccount = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
  await user.click(await screen.findByLabelText('Cuenta de Coches.net'));
  await user.click(await screen.findByRole('option', { name }));
};

const table = () => screen.getByRole('table', { name: 'Vehículos de Coches.net' });

describe('/coches-net publisher', () => {
  it('loads an account, counts and filters the tiles, and resets them on another account', async () => {
    servePublisher({
      own: [ownVehicle('1001'), ownVehicle('1002')],
      listings: {
        1: [
          listing('2001'),
          listing('2002', { precios: [{ valor: 90 }, { valor: 0 }, { valor: 0 }, { valor: 90 }] }),
          listing('2003', { garantia: 6 }),
          listing('2004', { color: 'Efecto Aurora K7' }),
        ],
      },
    });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Tests DEMO/);
    expect(await screen.findByText('Vehículos cargados correctamente')).toBeTruthy();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Total: 4' })).toBeTruthy();

    for (const [tile, idv] of [
      ['Precios: 1', '2002'],
      ['Garantías: 1', '2003'],
      ['Color: 1', '2004'],
    ]) {
      await user.click(screen.getByRole('button', { name: tile }));
      expect(screen.getByRole('button', { name: tile }).getAttribute('aria-pressed')).toBe('true');
      await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
      expect(within(table()).getByText(idv)).toBeTruthy();
    }
    // Clicking the active tile clears it.
    await user.click(screen.getByRole('button', { name: 'Color: 1' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(5));

    // Another account: the own database, its message, the filter reset.
    await user.click(screen.getByRole('button', { name: 'Garantías: 1' }));
    await chooseAccount(user, /Base de datos propia/);
    expect(
      await screen.findByText('Se han cargado los vehículos de la base de datos correctamente'),
    ).toBeTruthy();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Garantías: 0' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it("keeps the account as the list's filter in the address: opened with it, changed by the selector", async () => {
    servePublisher({
      own: [ownVehicle('1001')],
      listings: { 1: [listing('2001'), listing('2002')] },
    });
    const user = userEvent.setup();
    const { container } = renderWithAdmin(
      <>
        <CochesNetPage pauseMs={0} />
        <Notification />
      </>,
      { route: '/coches-net?cuenta=1', path: '/coches-net', withLocation: true },
    );
    // Opened with ?cuenta=1: that account loads with no choice made.
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(container.querySelector('input[value="1"]')).toBeTruthy();

    await chooseAccount(user, /Base de datos propia/);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/coches-net?cuenta=0'),
    );
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(table()).getByText('1001')).toBeTruthy();
  });

  it("the account selector is a list filter: it shows and sets the list's filterValues.account", async () => {
    const setFilters = vi.fn();
    const user = userEvent.setup();
    const accounts = [{ value: 5, key: 'cinco' }] as MarketplaceAccount[];
    renderWithAdmin(
      <ListContextProvider
        value={{ filterValues: { account: 5 }, setFilters } as unknown as ListControllerResult}
      >
        <AccountSelector accounts={accounts} />
      </ListContextProvider>,
    );
    expect(screen.getByLabelText('Cuenta de Coches.net').textContent).toMatch(/5 · cinco/);
    await chooseAccount(user, /Base de datos propia/);
    expect(setFilters).toHaveBeenCalledWith({ account: 0 });
  });

  it("says the own database failed to load and shows '¡Ups! No hay datos que mostrar'", async () => {
    servePublisher({ failOwn: true });
    const restore = silenceDataProviderErrors();
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Base de datos propia/);
    expect(
      await screen.findByText(
        'Ha ocurrido un error al intentar obtener los vehículos en la base d datos.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('¡Ups! No hay datos que mostrar')).toBeTruthy();
    restore();
  });

  it('sends the selection one vehicle at a time, colours each result and posts one action record', async () => {
    const state = servePublisher({
      own: [
        ownVehicle('1001'),
        ownVehicle('1002'),
        ownVehicle('1003'),
        ownVehicle('1004', { precios: [] }),
      ],
    });
    const restore = silenceDataProviderErrors();
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Base de datos propia/);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(5));
    await user.click(within(table()).getAllByRole('checkbox')[0]);
    await user.click(screen.getByLabelText('Cuenta de destino'));
    await user.click(await screen.findByRole('option', { name: /Tests DEMO/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar a Coches.net' }));

    expect(await screen.findByText('Exportando vehículo: 4 de 4')).toBeTruthy();
    await waitFor(() => expect(state.actions).toHaveLength(1));
    // 1003's 429 was retried after the pause; 1004 was refused by the console (no call).
    expect(state.writes).toEqual(['POST 1001', 'POST 1002', 'POST 1003', 'POST 1003']);
    const record = state.actions[0] as {
      type: string;
      account: unknown;
      data: { idv: string; status: number }[];
    };
    expect(record.type).toBe('create');
    expect(record.account).toEqual({ value: 1, key: 'Tests DEMO' });
    expect(record.data.map((r) => [r.idv, r.status])).toEqual([
      ['1001', 201],
      ['1002', 400],
      ['1003', 201],
      ['1004', 422],
    ]);
    const statusOf = (idv: string) =>
      within(within(table()).getByText(idv).closest('tr') as HTMLElement)
        .getByText(/^\d{3} · /)
        .getAttribute('data-status');
    expect(statusOf('1001')).toBe('success');
    expect(statusOf('1002')).toBe('error');
    expect(statusOf('1004')).toBe('info');
    expect(
      await screen.findByText('Coches.net (Tests DEMO): 2 vehículos enviados, 2 con error'),
    ).toBeTruthy();
    restore();
  });

  it('updates listings from the own database (404 kept locally for a vehicle gone) and deletes others', async () => {
    const state = servePublisher({
      own: [ownVehicle('2001', { precios: [{ valor: 8990 }] })],
      listings: { 6: [listing('2001'), listing('2002')] },
    });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Tarragona/);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    await user.click(within(table()).getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Actualizar en Coches.net' }));
    await waitFor(() => expect(state.actions).toHaveLength(1));
    expect(state.writes).toEqual(['PUT L2001 account=6']);
    expect(state.posted[0]).toMatchObject({
      internalReference: '2001',
      price: { priceValue: 8990 },
    });
    expect(state.actions[0]).toMatchObject({
      type: 'update',
      data: [
        { idv: '2001', status: 200 },
        { idv: '2002', status: 404, message: 'El vehículo 2002 ya no está en la base de datos' },
      ],
    });

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Eliminar de Coches.net' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar de Coches.net' }));
    await waitFor(() => expect(state.actions).toHaveLength(2));
    expect(state.writes.slice(1)).toEqual(['DELETE L2001 account=6', 'DELETE L2002 account=6']);
    expect(state.actions[1]).toMatchObject({ type: 'delete', account: { value: 6 } });
  });
});
