// The own sites' edit page: the campaign picker (active campaigns only, 'Sin campaña' clears), the
// discount ('Estado' Desactivado / Activado, Activado by default, the campaign prices) and the
// marketing (counter from the campaigns, disclaimer from the GOmotor web host's settings with the
// placeholder 'Selecciona un mensaje'). GOmotor's counter, disclaimer and campaign prices are its
// web row's (read by idv from /gomotor-api/vehicles, saved there one change per PUT), never the
// sale stock's; Grupo Oliva's are its vehicle's.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GRUPOLIVA_CONFIG } from '../../src/domain/ownSites/sites';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import {
  BLACK_FRIDAY,
  DISCLAIMERS,
  formDrawn,
  RENOVE,
  VERANO,
  renderEdit,
  saleVehicle,
  serveLists,
  serveSite,
  serveWebRows,
  webRow,
} from './ownSitesEditFixtures';
import { NOT_ON_WEB_NOTE } from '../../src/resources/ownSites/edit/webRow';

const opened = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' });
  await formDrawn();
};
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
/** The web row's fields are read once the row is in (the inputs are enabled then). */
const webRowRead = () =>
  waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Contador' })).not.toHaveAttribute('aria-disabled'),
  );

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

describe("discount (GOmotor: the web row's)", () => {
  it("shows 'Estado' Activado by default and saves the entered campaign prices, as numbers, to the web row", async () => {
    const calls = serveSite('gomotor', saleVehicle());
    const web = serveWebRows([webRow({ discount: undefined })]);
    renderEdit('100234');
    await opened();
    await webRowRead();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Activado');
    expect(await optionsOf('Estado')).toEqual(['Desactivado', 'Activado']);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByLabelText('Precio campaña contado'), '18990');
    await userEvent.type(screen.getByLabelText('Precio campaña financiado'), '17990');
    await save();
    await saved();
    expect(web.put).toEqual([
      { id: 'w-leon', body: { discount: { active: true, price: 18990, financedPrice: 17990 } } },
    ]);
    // Nothing else changed: the sale stock is not written (it never gets a discount).
    expect(calls.put).toEqual([]);
  });

  it("shows the web row's discount, not the sale vehicle's, and Desactivado saves false", async () => {
    const calls = serveSite(
      'gomotor',
      saleVehicle({ discount: { active: true, price: 1, financedPrice: 2 } }),
    );
    const web = serveWebRows([
      webRow({ discount: { active: true, price: 15000, financedPrice: 14000 } }),
    ]);
    renderEdit('v-leon');
    await opened();
    await waitFor(() =>
      expect(screen.getByLabelText('Precio campaña contado')).toHaveValue('15.000'),
    );
    await webRowRead();
    await choose('Estado', 'Desactivado');
    await userEvent.type(screen.getByLabelText('Versión', { exact: true }), ' X');
    await save();
    await saved();
    expect(web.put).toEqual([
      { id: 'w-leon', body: { discount: { active: false, price: 15000, financedPrice: 14000 } } },
    ]);
    expect(bodyOf(calls.put[0])).toEqual({ version: '1.5 TSI FR X' });
  });

  it('a save that touches no discount sends none', async () => {
    const calls = serveSite('gomotor', saleVehicle());
    const web = serveWebRows([webRow()]);
    renderEdit('100234');
    await opened();
    await webRowRead();
    await userEvent.type(screen.getByLabelText('Versión', { exact: true }), ' X');
    await save();
    await saved();
    expect(bodyOf(calls.put[0])).toEqual({ version: '1.5 TSI FR X' });
    expect(web.put).toEqual([]);
  });

  it("Grupo Oliva: reads active 'true' (a string) as Activado, and Desactivado saves false to its vehicle", async () => {
    const calls = serveSite(
      'grupoliva',
      saleVehicle({ discount: { active: 'true', price: 15000, financedPrice: 14000 } }),
    );
    renderEdit('100234', GRUPOLIVA_CONFIG);
    await opened();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Activado');
    expect(screen.getByLabelText('Precio campaña contado')).toHaveValue('15.000');
    await choose('Estado', 'Desactivado');
    await save();
    await saved();
    expect(bodyOf(calls.put[0]).discount).toEqual({
      active: false,
      price: 15000,
      financedPrice: 14000,
    });
  });
});

describe('GOmotor vehicle not on the web', () => {
  it('says so, with the counter, disclaimer and campaign prices disabled; the sale stock gets none', async () => {
    const calls = serveSite(
      'gomotor',
      saleVehicle({
        marketing: { counter: { ...BLACK_FRIDAY }, disclaimerMessage: DISCLAIMERS[0]! },
        discount: { active: true, price: 9000, financedPrice: null },
      }),
    );
    const web = serveWebRows([webRow({ _id: 'w-other', idv: '999999' })]);
    renderEdit('100234');
    await opened();
    expect(await screen.findByText(NOT_ON_WEB_NOTE)).toBeInTheDocument();
    for (const name of ['Contador', 'Disclaimer', 'Estado'])
      expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Precio campaña contado')).toBeDisabled();
    expect(screen.getByLabelText('Precio campaña financiado')).toBeDisabled();
    // The sale stock's own values are not shown as if they were the web's.
    expect(screen.getByLabelText('Precio campaña contado')).not.toHaveValue('9.000');
    expect(screen.getByRole('combobox', { name: 'Contador' })).not.toHaveTextContent(
      'Black Friday',
    );
    await userEvent.type(screen.getByLabelText('Versión', { exact: true }), ' X');
    await save();
    await saved();
    expect(bodyOf(calls.put[0])).toEqual({ version: '1.5 TSI FR X' });
    expect(web.put).toEqual([]);
  });
});

describe('marketing', () => {
  it("offers the active campaigns as counter and the settings' disclaimers, placeholder 'Selecciona un mensaje'; saves them to the web row, one PUT each", async () => {
    const calls = serveSite('gomotor', saleVehicle());
    const web = serveWebRows([webRow()]);
    renderEdit('100234');
    await opened();
    await webRowRead();
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
    expect(web.put).toEqual([
      { id: 'w-leon', body: { $set: { 'marketing.counter': BLACK_FRIDAY } } },
      { id: 'w-leon', body: { $set: { 'marketing.disclaimerMessage': DISCLAIMERS[1] } } },
    ]);
    expect(calls.put).toEqual([]);
    // What the web row now holds is shown.
    expect(screen.getByRole('combobox', { name: 'Contador' })).toHaveTextContent('Black Friday');
  });

  it("shows the web host's refusal when a change is refused", async () => {
    serveSite('gomotor', saleVehicle());
    serveWebRows([webRow()]);
    const refusal = 'La campaña «Black Friday» no está activa: no se puede asignar';
    server.use(
      http.put('*/gomotor-api/algolia/vehicles/:id', () =>
        HttpResponse.json({ error: refusal, message: refusal }, { status: 400 }),
      ),
    );
    const logged = silenceDataProviderErrors();
    renderEdit('100234');
    await opened();
    await webRowRead();
    await choose('Contador', 'Black Friday');
    await save();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('Vehículo actualizado con éxito')).toBeNull();
    logged();
  });

  it("clears the counter with 'Sin contador' (null), the disclaimer kept", async () => {
    const calls = serveSite('gomotor', saleVehicle());
    const web = serveWebRows([
      webRow({ marketing: { counter: { ...VERANO }, disclaimerMessage: 'Texto antiguo' } }),
    ]);
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
    expect(web.put).toEqual([{ id: 'w-leon', body: { $set: { 'marketing.counter': null } } }]);
    expect(calls.put).toEqual([]);
  });

  it('says the disclaimers cannot be read when the web host has no settings, and still saves', async () => {
    const calls = serveSite('gomotor', saleVehicle());
    serveLists({ settingsStatus: 404 });
    const web = serveWebRows([webRow()]);
    renderEdit('100234');
    await opened();
    expect(
      await screen.findByText('No se han podido cargar los mensajes de disclaimer'),
    ).toBeInTheDocument();
    await webRowRead();
    await choose('Contador', 'Plan Renove');
    await save();
    await saved();
    expect(web.put).toEqual([{ id: 'w-leon', body: { $set: { 'marketing.counter': RENOVE } } }]);
    expect(calls.put).toEqual([]);
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
