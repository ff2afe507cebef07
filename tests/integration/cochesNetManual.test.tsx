// Manual creation on account 5: the button only there, the required fields, the brands from the
// brands call, the payload POSTed, then the account read again ('La base de datos se ha
// actualizado.').
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import CochesNetPage from '../../src/resources/cochesNet/CochesNetPage';
import { servePublisher } from './cochesNetFixtures';
import { renderWithAdmin } from './utils';

type User = ReturnType<typeof userEvent.setup>;

const renderPublisher = () =>
  renderWithAdmin(
    <>
      <CochesNetPage pauseMs={0} />
      <Notification />
    </>,
    { route: '/coches-net', path: '/coches-net' },
  );

const chooseAccount = async (user: User, name: RegExp) => {
  await user.click(await screen.findByLabelText('Cuenta de Coches.net'));
  await user.click(await screen.findByRole('option', { name }));
};

const pick = async (user: User, dialog: HTMLElement, label: string, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('/coches-net manual creation', () => {
  it("offers 'Crear vehículo manual' on account 5 only", async () => {
    servePublisher({ listings: { 1: [], 5: [] } });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Tests DEMO/);
    await screen.findByRole('button', { name: 'Ajustes' });
    expect(screen.queryByRole('button', { name: 'Crear vehículo manual' })).toBeNull();
    await chooseAccount(user, /Grupo Oliva/);
    expect(await screen.findByRole('button', { name: 'Crear vehículo manual' })).toBeTruthy();
  });

  it("'Reset' closes the form, and it opens again empty", async () => {
    const state = servePublisher({ listings: { 5: [] } });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Grupo Oliva/);
    await user.click(await screen.findByRole('button', { name: 'Crear vehículo manual' }));
    let dialog = await screen.findByRole('dialog', { name: 'Crear vehículo manual' });
    await user.type(within(dialog).getByLabelText('Modelo'), 'Cooper');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Campo requerido').length).toBeGreaterThan(5);

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Crear vehículo manual' })).toBeNull(),
    );
    expect(state.posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Crear vehículo manual' }));
    dialog = await screen.findByRole('dialog', { name: 'Crear vehículo manual' });
    expect(within(dialog).getByLabelText('Modelo')).toHaveProperty('value', '');
    expect(within(dialog).queryByText('Campo requerido')).toBeNull();
  });

  it('requires the fields, posts the manual car payload to account 5 and reads the account again', async () => {
    const state = servePublisher({ listings: { 5: [] } });
    const user = userEvent.setup();
    renderPublisher();
    await chooseAccount(user, /Grupo Oliva/);
    await user.click(await screen.findByRole('button', { name: 'Crear vehículo manual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear vehículo manual' });
    expect(within(dialog).getByRole('region', { name: 'Descripción' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Fotos del vehículo' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Campo requerido').length).toBeGreaterThan(5);
    expect(state.posted).toEqual([]);

    await pick(user, dialog, 'Marca', 'MINI');
    await user.type(within(dialog).getByLabelText('Modelo'), 'Cooper');
    await user.type(within(dialog).getByLabelText('Versión'), 'SE 3p');
    await pick(user, dialog, 'Año', '2022');
    await pick(user, dialog, 'Combustible', 'Eléctrico');
    await user.type(within(dialog).getByLabelText('Carrocería'), 'Compacto');
    await pick(user, dialog, 'Puertas', '3');
    await pick(user, dialog, 'Cambio', 'Automático');
    await pick(user, dialog, 'Garantía (meses)', '24 meses');
    await pick(user, dialog, 'Color', 'Gris/plata');
    await user.type(within(dialog).getByLabelText('Precio (€)'), '27.890');
    await pick(user, dialog, 'Ubicación', 'Girona');
    await pick(user, dialog, 'Etiqueta medioambiental', '0');
    await user.upload(
      within(dialog).getByLabelText('Añadir fotos'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mini.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: /mini\.png/ });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(state.posted).toHaveLength(1));
    expect(state.posted[0]).toMatchObject({
      brand: 'MINI',
      model: 'Cooper',
      title: 'MINI Cooper SE 3p',
      offerType: 1,
      certified: 0,
      categoryId: 2500,
      year: 2022,
      numberOfDoors: 3,
      warranty: 24,
      provincePrefix: '17',
      price: { priceValue: 27890 },
      photos: [
        {
          url: expect.stringMatching(/\/api\/uploads\/images\/mini-1\.png$/),
          main: true,
          order: 1,
        },
      ],
    });
    expect(await screen.findByText('La base de datos se ha actualizado.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Crear vehículo manual' })).toBeNull();
  });
});
