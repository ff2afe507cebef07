// The own sites' edit page: the campaign picker (spec 3 §5, active campaigns only, 'Sin
// campaña' clears), the discount ('Estado' Desactivado / Activado, Activado by default, the
// campaign prices) and the marketing (counter from the campaigns, disclaimer from the GOmotor
// web host's settings with the placeholder 'Selecciona un mensaje').
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRUPOLIVA_CONFIG } from '../../src/domain/ownSites/sites';
import { silenceDataProviderErrors } from './consoleErrors';
import {
  BLACK_FRIDAY,
  DISCLAIMERS,
  RENOVE,
  VERANO,
  renderEdit,
  saleVehicle,
  serveLists,
  serveSite,
} from './ownSitesEditFixtures';

const opened = () => screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
const saved = () => screen.findByText('Vehículo actualizado con éxito');

/** The options a select (combobox) offers once opened. */
const optionsOf = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
};
const choose = async (name: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const bodyOf = (put: unknown) => (put as { update: Record<string, unknown> }).update;

describe('campaign picker (campana)', () => {
  it("lists only the active campaigns after 'Sin campaña', and saves the chosen one whole", async () => {
    const calls = serveSite('gomotor', saleVehicle({ campana: {} }));
    renderEdit('100234');
    await opened();
    await waitFor(async () =>
      expect(await optionsOf('Campaña')).toEqual(['Sin campaña', 'Black Friday', 'Plan Renove']),
    );
    await userEvent.keyboard('{Escape}');
    await choose('Campaña', 'Plan Renove');
    await save();
    await saved();
    expect(bodyOf(calls.put[0]).campana).toEqual(RENOVE);
  });

  it("'Sin campaña' clears it with {}", async () => {
    const calls = serveSite('gomotor', saleVehicle({ campana: BLACK_FRIDAY }));
    renderEdit('100234');
    await opened();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Campaña' })).toHaveTextContent('Black Friday'),
    );
    await choose('Campaña', 'Sin campaña');
    await save();
    await saved();
    expect(bodyOf(calls.put[0]).campana).toEqual({});
  });

  it("shows the vehicle's inactive campaign marked 'inactiva', and a save keeps it", async () => {
    const calls = serveSite('grupoliva', saleVehicle({ campana: VERANO }));
    renderEdit('100234', GRUPOLIVA_CONFIG);
    await opened();
    const picker = screen.getByRole('combobox', { name: 'Campaña' });
    await waitFor(() => expect(picker).toHaveTextContent('Verano (inactiva)'));
    expect(await optionsOf('Campaña')).toEqual([
      'Sin campaña',
      'Black Friday',
      'Plan Renove',
      'Verano (inactiva)',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(screen.getByLabelText('Versión', { exact: true }));
    await userEvent.type(screen.getByLabelText('Versión', { exact: true }), '2.0 TDI');
    await save();
    await saved();
    // Only what changed is sent: the campaign stays as it is.
    expect(bodyOf(calls.put[0])).toEqual({ version: '2.0 TDI' });
  });
});

describe('campaign picker without the campaigns list', () => {
  it('says so, and still shows (unmarked) and keeps the own campaign', async () => {
    const calls = serveSite('gomotor', saleVehicle({ campana: VERANO }));
    serveLists({ campaignsStatus: 500 });
    const logged = silenceDataProviderErrors();
    renderEdit('100234');
    await opened();
    expect(
      (await screen.findAllByText('No se han podido cargar las campañas')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Campaña' })).toHaveTextContent(/^Verano$/);
    await userEvent.type(screen.getByLabelText('Versión', { exact: true }), ' X');
    await save();
    await saved();
    expect(bodyOf(calls.put[0])).toEqual({ version: '1.5 TSI FR X' });
    logged();
  });
});

describe('discount', () => {
  it("shows 'Estado' Activado by default and saves the entered campaign prices as numbers", async () => {
    const calls = serveSite('gomotor', saleVehicle());
    renderEdit('100234');
    await opened();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Activado');
    expect(await optionsOf('Estado')).toEqual(['Desactivado', 'Activado']);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByLabelText('Precio campaña contado'), '18990');
    await userEvent.type(screen.getByLabelText('Precio campaña financiado'), '17990.5');
    await save();
    await saved();
    expect(bodyOf(calls.put[0]).discount).toEqual({
      active: true,
      price: 18990,
      financedPrice: 17990.5,
    });
  });

  it("reads active 'true' (a string) as Activado, and Desactivado saves false", async () => {
    const calls = serveSite(
      'gomotor',
      saleVehicle({ discount: { active: 'true', price: 15000, financedPrice: 14000 } }),
    );
    renderEdit('100234');
    await opened();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Activado');
    expect(screen.getByLabelText('Precio campaña contado')).toHaveValue(15000);
    await choose('Estado', 'Desactivado');
    await save();
    await saved();
    expect(bodyOf(calls.put[0]).discount).toEqual({
      active: false,
      price: 15000,
      financedPrice: 14000,
    });
  });

  it('a save that touches no discount sends none', async () => {
    const calls = serveSite('gomotor', saleVehicle());
    renderEdit('100234');
    await opened();
    await userEvent.type(screen.getByLabelText('Versión', { exact: true }), ' X');
    await save();
    await saved();
    expect(bodyOf(calls.put[0])).toEqual({ version: '1.5 TSI FR X' });
  });
});

describe('marketing', () => {
  it("offers the active campaigns as counter and the settings' disclaimers, placeholder 'Selecciona un mensaje'", async () => {
    const calls = serveSite('gomotor', saleVehicle());
    renderEdit('100234');
    await opened();
    const disclaimer = screen.getByRole('combobox', { name: 'Disclaimer' });
    expect(disclaimer).toHaveTextContent('Selecciona un mensaje');
    await waitFor(() => expect(disclaimer).not.toHaveAttribute('aria-disabled'));
    expect(await optionsOf('Disclaimer')).toEqual(['Sin disclaimer', ...DISCLAIMERS]);
    await userEvent.keyboard('{Escape}');
    expect(await optionsOf('Contador')).toEqual(['Sin contador', 'Black Friday', 'Plan Renove']);
    await userEvent.keyboard('{Escape}');

    await choose('Contador', 'Black Friday');
    await choose('Disclaimer', DISCLAIMERS[1]!);
    await save();
    await saved();
    expect(bodyOf(calls.put[0]).marketing).toEqual({
      counter: BLACK_FRIDAY,
      disclaimerMessage: DISCLAIMERS[1],
    });
  });

  it("clears the counter with 'Sin contador' (null), the disclaimer kept", async () => {
    const calls = serveSite(
      'gomotor',
      saleVehicle({ marketing: { counter: { ...VERANO }, disclaimerMessage: 'Texto antiguo' } }),
    );
    renderEdit('100234');
    await opened();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Contador' })).toHaveTextContent(
        'Verano (inactiva)',
      ),
    );
    // A text no longer in the settings is still the vehicle's, and shown.
    expect(screen.getByRole('combobox', { name: 'Disclaimer' })).toHaveTextContent('Texto antiguo');
    await choose('Contador', 'Sin contador');
    await save();
    await saved();
    expect(bodyOf(calls.put[0]).marketing).toEqual({
      counter: null,
      disclaimerMessage: 'Texto antiguo',
    });
  });

  it('says the disclaimers cannot be read when the web host has no settings, and still saves', async () => {
    const calls = serveSite('gomotor', saleVehicle());
    serveLists({ settingsStatus: 404 });
    renderEdit('100234');
    await opened();
    expect(
      await screen.findByText('No se han podido cargar los mensajes de disclaimer'),
    ).toBeInTheDocument();
    await choose('Contador', 'Plan Renove');
    await save();
    await saved();
    expect(bodyOf(calls.put[0]).marketing).toEqual({ counter: RENOVE, disclaimerMessage: null });
  });

  it('Grupo Oliva: no counter, disclaimer or campaign prices unless its vehicle carries them', async () => {
    serveSite('grupoliva', saleVehicle());
    const first = renderEdit('100234', GRUPOLIVA_CONFIG);
    await opened();
    expect(screen.getByRole('combobox', { name: 'Campaña' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Contador' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
    first.unmount();

    serveSite(
      'grupoliva',
      saleVehicle({ discount: { active: true, price: 9000, financedPrice: null } }),
    );
    renderEdit('100234', GRUPOLIVA_CONFIG);
    await opened();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Activado');
    expect(screen.getByRole('combobox', { name: 'Contador' })).toBeInTheDocument();
  });
});
