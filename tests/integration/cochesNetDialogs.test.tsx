// /coches-net dialogs: 'Ver Acciones' newest first with each run expandable to its results,
// 'Ajustes' saved with PATCH, and the two-step account update.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import CochesNetPage from '../../src/resources/cochesNet/CochesNetPage';
import type { ActionRecord } from '../../src/dataProvider/channels/cnetPublisher';
import { listing, servePublisher } from './cochesNetFixtures';
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

const run = (id: string, createdAt: string, statuses: number[]): ActionRecord => ({
  _id: id,
  type: 'create',
  account: { value: 5, key: 'Grupo Oliva' },
  user: 'admin@multipublicador.local',
  createdAt,
  responses: statuses.map((status, i) => ({
    createdAt,
    status,
    idv: `${id}-${i}`,
    message: status === 201 ? 'Vehículo creado correctamente: SEAT Ibiza' : 'Falta el precio.',
  })),
});

describe('/coches-net dialogs', () => {
  it("'Ver Acciones' lists the runs newest first and opens one to its per-vehicle results", async () => {
    servePublisher({
      listings: { 5: [listing('3001')] },
      history: [
        run('r2', '2026-11-23T10:22:00.000Z', [201, 422]),
        run('r1', '2026-11-20T09:00:00.000Z', [201]),
      ],
    });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Grupo Oliva/);
    await user.click(screen.getByRole('button', { name: 'Ver Acciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acciones en Coches.net' });
    const runs = await within(dialog).findAllByText(/Coches\.net \(Grupo Oliva\)/);
    expect(runs.map((r) => r.textContent)).toEqual([
      expect.stringContaining('1 vehículo enviado, 1 con error'),
      expect.stringContaining('1 vehículo enviado'),
    ]);
    await user.click(runs[0]);
    const result = await within(dialog).findByText('422 · Falta el precio.');
    expect(result.getAttribute('data-status')).toBe('info');
    expect(within(dialog).getByText('r2-0')).toBeTruthy();
  });

  it("'Ajustes' saves the account's web description and marketing image", async () => {
    const state = servePublisher({ listings: { 1: [] } });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Tests DEMO/);
    await user.click(screen.getByRole('button', { name: 'Ajustes' }));
    const description = await screen.findByLabelText('Descripción web');
    expect((description as HTMLTextAreaElement).value).toBe('Demo');
    await user.clear(description);
    await user.type(description, 'Garantía de 24 meses');
    await user.type(screen.getByLabelText('Imagen de marketing'), 'https://oliva.es/banner.jpg');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(state.patches).toEqual([
        {
          id: 'a1',
          body: {
            webDescription: 'Garantía de 24 meses',
            marketingImage: 'https://oliva.es/banner.jpg',
          },
        },
      ]),
    );
    expect(await screen.findByText('Ajustes de la cuenta guardados')).toBeTruthy();
  });

  it('updates the account in two steps: the warning, then the list, then the deletion', async () => {
    const state = servePublisher({
      listings: { 5: [listing('3001'), listing('3002')] },
      doomed: [listing('3001'), listing('3002')],
    });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Grupo Oliva/);
    await user.click(screen.getByRole('button', { name: 'Actualizar cuenta' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Este proceso eliminara vehículos reservados o no disponibles'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText('Se eliminaran 2 vehículos:')).toBeTruthy();
    expect(within(dialog).getByText(/IDV 3001/)).toBeTruthy();
    expect(state.updateCalls).toEqual(['account=5']);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(state.updateCalls).toEqual(['account=5', 'account=5&confirm=true']));
    expect(
      await screen.findByText('Cuenta Grupo Oliva actualizada: 2 vehículos eliminados'),
    ).toBeTruthy();
  });

  it("says 'No hay vehículos que eliminar' when the account is up to date", async () => {
    servePublisher({ listings: { 6: [] } });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Tarragona/);
    await user.click(screen.getByRole('button', { name: 'Actualizar cuenta' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('No hay vehículos que eliminar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });
});
