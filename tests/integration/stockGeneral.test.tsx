// The Stock Quiter page: channel counts, filters, the table, the send panel and its report, syncs,
// live counts and the feed failure banner.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import StockGeneralPage from '../../src/resources/stockQuiter/StockGeneralPage';
import { channels } from '../../src/dataProvider/channels';
import { silenceDataProviderErrors } from './consoleErrors';
import { emitServerEvent } from './fakeSocket';
import { server } from './msw';
import { createGate, serveStockAndChannels, stockVehicle } from './stockGeneral.fixtures';
import { api, renderWithAdmin } from './utils';

/** The data sheet's stand-in: its 'Volver' is the browser's back. */
const Sheet = () => {
  const navigate = useNavigate();
  return (
    <>
      <p>Ficha del vehículo</p>
      <button onClick={() => navigate(-1)}>Volver</button>
    </>
  );
};

/** The query string, for the URL-state tests. */
const Search = () => <output aria-label="Dirección">{useLocation().search}</output>;

const renderPage = (route = '/stock-general-quiter') =>
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/stock-general-quiter" element={<StockGeneralPage />} />
        <Route path="/stock-general-quiter/:idv" element={<Sheet />} />
      </Routes>
      <Search />
      <Notification />
    </>,
    { route },
  );

const currentSearch = () => screen.getByRole('status', { name: 'Dirección' }).textContent;

/** Ticks the vehicles and channels, then clicks 'Enviar'. */
const sendSelection = async (
  user: ReturnType<typeof userEvent.setup>,
  idvs: string[],
  labels: string[],
) => {
  const panel = screen.getByRole('region', { name: 'Enviar a canales' });
  for (const idv of idvs) await user.click(within(rowOf(idv)).getByRole('checkbox'));
  for (const label of labels)
    await user.click(within(panel).getByRole('checkbox', { name: label }));
  await user.click(within(panel).getByRole('button', { name: 'Enviar' }));
  return panel;
};

const countButton = (label: string) =>
  screen.findByRole('button', { name: new RegExp(`^\\d+ no importados en ${label}$`) });

/** The idvs of the table's body rows, in order. */
const tableIdvs = () =>
  within(screen.getByRole('table', { name: 'Vehículos del stock' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

const rowOf = (idv: string) =>
  within(screen.getByRole('table', { name: 'Vehículos del stock' }))
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[1]?.textContent === idv) as HTMLElement;

const waitForStock = () => screen.findByText('1001');

describe('StockGeneralPage', () => {
  it('counts what each channel has not imported and sums up the feed', async () => {
    const { calls } = serveStockAndChannels();
    renderPage();
    const expected: [string, number][] = [
      ['GOmotor', 5],
      ['Grupo Oliva', 9],
      ['Aramis Francia', 4],
      ['Wallapop', 10],
      ['Coches.net', 7],
      ['Oferta de coches', 9],
      ['Motoreto', 6],
    ];
    for (const [label, count] of expected)
      expect(await countButton(label)).toHaveAccessibleName(`${count} no importados en ${label}`);

    expect(screen.getByTestId('stock-total')).toHaveTextContent('12');
    const summary = screen.getByRole('region', { name: 'Stock de Quiter' });
    expect(within(summary).getByText('Reservados').previousSibling).toHaveTextContent('2');
    // Only the keys are read (docs/API.md `?fields=`).
    expect(calls).toContain('list aramis?fields=vehicle_id');
    expect(calls).toContain('list gomotor?fields=idv');
    // 10 per page, sorted by idv; prices at index 0 and 3 in es-ES euros.
    await waitForStock();
    expect(tableIdvs()).toHaveLength(10);
    expect(tableIdvs()[0]).toBe('1001');
    const first = within(rowOf('1001')).getAllByRole('cell');
    // Intl separates the euro sign with a no-break space.
    expect(first.map((c) => c.textContent?.replace(/\u00a0/g, ' '))).toEqual(
      expect.arrayContaining([
        'TOYOTA',
        'COROLLA',
        'GASOLINA',
        '20.000 km',
        '18.900 €',
        '17.500 €',
      ]),
    );
  });

  it("filters the table to a channel's 'not imported' vehicles from its count", async () => {
    serveStockAndChannels();
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    await user.click(await countButton('Aramis Francia'));
    await waitFor(() => expect(tableIdvs()).toEqual(['1004', '1007', '1009', '1012']));
    // 1012 has no prices: its cash price shows '—'.
    expect(within(rowOf('1012')).getAllByRole('cell')[9]).toHaveTextContent('—');
    expect(screen.getByText('No importados en Aramis Francia')).toBeInTheDocument();
    expect(await countButton('Aramis Francia')).toHaveAttribute('aria-pressed', 'true');

    await user.click(await countButton('Aramis Francia'));
    await waitFor(() => expect(tableIdvs()).toHaveLength(10));
    expect(screen.queryByText('No importados en Aramis Francia')).not.toBeInTheDocument();
  });

  it('filters by one of the ten stock filters at a time, and clears it', async () => {
    serveStockAndChannels();
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    const filters = screen.getByRole('group', { name: 'Filtros del stock' });
    expect(within(filters).getAllByRole('button')).toHaveLength(10);

    await user.click(within(filters).getByRole('button', { name: 'Diesel · 4' }));
    await waitFor(() => expect(tableIdvs()).toEqual(['1002', '1005', '1008', '1009']));
    await user.click(within(filters).getByRole('button', { name: 'KM0 · 1' }));
    await waitFor(() => expect(tableIdvs()).toEqual(['1004']));
    expect(within(filters).getByRole('button', { name: 'Diesel · 4' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(filters).getByRole('button', { name: 'KM0 · 1' }));
    await waitFor(() => expect(tableIdvs()).toHaveLength(10));
  });

  it('pages by 10, sorts by a column, keeps the selection across pages, and a filter shows its first page', async () => {
    serveStockAndChannels();
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    // 12 vehicles: page 2 holds the last two.
    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(tableIdvs()).toEqual(['1011', '1012']));
    await user.click(within(rowOf('1011')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Ir a la página 1' }));
    await waitFor(() => expect(tableIdvs()[0]).toBe('1001'));
    await user.click(within(rowOf('1001')).getByRole('checkbox'));
    const sendPanel = screen.getByRole('region', { name: 'Enviar a canales' });
    expect(await within(sendPanel).findByText('2 vehículos seleccionados')).toBeInTheDocument();

    // Sorting by idv again turns the order round and goes back to page 1.
    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(tableIdvs()).toHaveLength(2));
    await user.click(
      within(screen.getByRole('table', { name: 'Vehículos del stock' })).getByText('IDV'),
    );
    await waitFor(() => expect(tableIdvs()[0]).toBe('1012'));
    expect(tableIdvs()).toHaveLength(10);

    // A filter from page 2 shows its first page; the selection stays.
    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(tableIdvs()).toHaveLength(2));
    const filters = screen.getByRole('group', { name: 'Filtros del stock' });
    await user.click(within(filters).getByRole('button', { name: 'Diesel · 4' }));
    await waitFor(() => expect(tableIdvs()).toEqual(['1009', '1008', '1005', '1002']));
    expect(within(sendPanel).getByText('2 vehículos seleccionados')).toBeInTheDocument();
  });

  it('searches the table and opens the data sheet on a row click', async () => {
    serveStockAndChannels();
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'cupra');
    await waitFor(() => expect(tableIdvs()).toEqual(['1007']));
    await user.click(within(rowOf('1007')).getByText('FORMENTOR'));
    expect(await screen.findByText('Ficha del vehículo')).toBeInTheDocument();
  });

  it('sends 3 vehicles to 3 channels: progress, then the report with its warnings', async () => {
    const sendGate = createGate();
    const { calls } = serveStockAndChannels({ sendGate });
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: 'Enviar a canales' });
    const send = within(panel).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    for (const idv of ['1001', '1003', '1004'])
      await user.click(within(rowOf(idv)).getByRole('checkbox'));
    expect(within(panel).getByText('3 vehículos seleccionados')).toBeInTheDocument();
    expect(send).toBeDisabled();
    for (const label of ['Grupo Oliva', 'Wallapop', 'Coches.net'])
      await user.click(within(panel).getByRole('checkbox', { name: label }));
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(channels.length);

    await user.click(send);
    // What a channel lists already is not sent: Grupo Oliva has 1003, Coches.net
    // 1001 and 1003; 6 requests, not 9.
    expect(await within(panel).findByText('Enviando 0 de 6')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Progreso del envío' })).toBeVisible();
    expect(send).toBeDisabled();

    await act(async () => sendGate.open());
    const report = await within(panel).findByRole('region', { name: 'Resultado del envío' });
    expect(within(report).getByText('6 enviados correctamente')).toBeInTheDocument();
    expect(within(report).getByText('3 ya publicados')).toBeInTheDocument();
    expect(within(report).getByText('0 avisos')).toBeInTheDocument();
    expect(
      within(report).getByText(
        'Grupo Oliva: 2 enviados, 1 ya publicado · Wallapop: 3 enviados · Coches.net: 1 enviado, 2 ya publicados',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/^Enviando/)).not.toBeInTheDocument();
    // Grupo Oliva in one bulk create, the others one POST per vehicle.
    expect(calls.filter((c) => c.startsWith('bulk'))).toEqual(['bulk grupoliva 1001,1004']);
    expect(calls.filter((c) => c.startsWith('create'))).toHaveLength(4);
    // The table holds a few fields; the channels got the vehicles whole (docs/API.md).
    const fieldCount = Object.keys(stockVehicle('1001')).length;
    expect(calls.filter((c) => c.startsWith('body wallapop'))).toEqual(
      ['1001', '1003', '1004'].map((idv) => `body wallapop ${idv}: sin id, ${fieldCount} campos`),
    );

    expect(within(report).queryByRole('list', { name: 'Avisos del envío' })).toBeNull();
    await user.click(within(report).getByRole('button', { name: 'Ver avisos' }));
    const warnings = within(report).getByRole('list', { name: 'Avisos del envío' });
    expect(within(warnings).getByText('Grupo Oliva · 1003')).toBeInTheDocument();
    expect(within(warnings).getByText('Ya publicado en Grupo Oliva')).toBeVisible();
    expect(within(warnings).getAllByRole('listitem')).toHaveLength(3);
    expect(within(warnings).getByText('Coches.net · 1001')).toBeInTheDocument();
    expect(within(warnings).getAllByText('Ya publicado en Coches.net')).toHaveLength(2);
    await user.click(within(report).getByRole('button', { name: 'Ocultar avisos' }));
    expect(within(report).queryByRole('list', { name: 'Avisos del envío' })).toBeNull();

    // The keys are read again: the counts drop.
    expect(await countButton('Wallapop')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await countButton('Wallapop')).toHaveAccessibleName('7 no importados en Wallapop'),
    );
    expect(await countButton('Coches.net')).toHaveAccessibleName('6 no importados en Coches.net');
    expect(await countButton('Grupo Oliva')).toHaveAccessibleName('7 no importados en Grupo Oliva');
    expect(await countButton('Aramis Francia')).toHaveAccessibleName(
      '4 no importados en Aramis Francia',
    );
  });

  it('spins the sync icon while a channel syncs, then notifies and re-reads its keys', async () => {
    const syncGate = createGate();
    const { calls, listings } = serveStockAndChannels({ syncGate });
    renderPage();
    await countButton('Motoreto');
    const user = userEvent.setup();
    const sync = screen.getByRole('button', { name: 'Sincronizar Motoreto' });
    expect(screen.queryByTestId('sync-spinning')).toBeNull();

    await user.click(sync);
    await waitFor(() => expect(sync).toHaveAttribute('aria-busy', 'true'));
    expect(within(sync).getByTestId('sync-spinning')).toBeInTheDocument();
    expect(sync).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sincronizar Aramis Francia' })).not.toBeDisabled();

    listings.motoreto.add('1001');
    const listReads = calls.filter((c) => c === 'list motoreto?fields=idv').length;
    await act(async () => syncGate.open());
    expect(await screen.findByText('Motoreto: sincronización terminada')).toBeInTheDocument();
    await waitFor(() => expect(sync).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByTestId('sync-spinning')).toBeNull();
    await waitFor(async () =>
      expect(await countButton('Motoreto')).toHaveAccessibleName('5 no importados en Motoreto'),
    );
    expect(calls.filter((c) => c === 'list motoreto?fields=idv').length).toBe(listReads + 1);
  });

  it("follows the server's changes to a channel's listings", async () => {
    const { listings } = serveStockAndChannels();
    renderPage();
    expect(await countButton('Wallapop')).toHaveAccessibleName('10 no importados en Wallapop');
    listings.wallapop.add('1001');
    listings.wallapop.add('1002');
    act(() => {
      emitServerEvent('resource:changed', { resource: 'wallapop-vehicles', action: 'create' });
      emitServerEvent('resource:changed', { resource: 'wallapop-vehicles', action: 'create' });
    });
    await waitFor(
      async () =>
        expect(await countButton('Wallapop')).toHaveAccessibleName('8 no importados en Wallapop'),
      { timeout: 3000 },
    );
  });

  it('exports the filtered vehicles as dataQuiter.json', async () => {
    serveStockAndChannels();
    const blobs: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reservados · 2' }));
    await waitFor(() => expect(tableIdvs()).toEqual(['1005', '1006']));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloads).toEqual(['dataQuiter.json']));
    const exported = JSON.parse(await blobs[0].text()) as { idv: string; id?: string }[];
    expect(exported.map((v) => v.idv)).toEqual(['1005', '1006']);
    expect(exported[0]).not.toHaveProperty('id');
    expect(exported[0]).toHaveProperty('precios');
    click.mockRestore();
    createObjectURL.mockRestore();
    revoke.mockRestore();
  });

  it("shows 'Error en la comunicación con Quiter' when the stock feed fails", async () => {
    serveStockAndChannels();
    server.use(
      http.get(api('/publishing/api/v1/quiter'), () =>
        HttpResponse.json({ error: 'Quiter no responde' }, { status: 502 }),
      ),
    );
    const restoreConsole = silenceDataProviderErrors();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error en la comunicación con Quiter',
    );
    expect(screen.getAllByText('Sin datos del stock')).toHaveLength(channels.length);
    expect(restoreConsole()).toBeGreaterThanOrEqual(1);
  });

  it('sends nothing and says why when the selected vehicles cannot be read whole', async () => {
    const { calls } = serveStockAndChannels();
    renderPage();
    await waitForStock();
    server.use(
      http.get(api('/publishing/api/v1/quiter'), ({ request }) =>
        new URL(request.url).searchParams.has('idv')
          ? HttpResponse.json({ error: 'Quiter no responde' }, { status: 502 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: 'Enviar a canales' });
    await user.click(within(rowOf('1001')).getByRole('checkbox'));
    await user.click(within(panel).getByRole('checkbox', { name: 'Wallapop' }));
    await user.click(within(panel).getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('No se han podido leer los vehículos del stock: Quiter no responde'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('create'))).toEqual([]);
    expect(within(panel).queryByRole('region', { name: 'Resultado del envío' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('re-sends nothing a channel has: listed as published without a request; counts accumulate until Limpiar', async () => {
    const { calls } = serveStockAndChannels();
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    const panel = await sendSelection(user, ['1001', '1004'], ['Wallapop']);
    const report = await within(panel).findByRole('region', { name: 'Resultado del envío' });
    expect(within(report).getByText('2 enviados correctamente')).toBeInTheDocument();
    // The selection stays, and the panel says it went already.
    expect(within(panel).getByText('2 vehículos seleccionados')).toBeInTheDocument();
    expect(
      await within(panel).findByText(/^Esta selección ya se envió a Wallapop \(/),
    ).toBeInTheDocument();

    // Sent again: Wallapop lists both now, so no request is made and no 409 comes back.
    const creates = calls.filter((c) => c.startsWith('create')).length;
    await user.click(within(panel).getByRole('button', { name: 'Enviar' }));
    expect(await within(report).findByText('2 ya publicados')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('create')).length).toBe(creates);
    // Counts accumulate across sends.
    expect(within(report).getByText('2 enviados correctamente')).toBeInTheDocument();
    expect(within(report).getByText('0 avisos')).toBeInTheDocument();
    expect(within(report).getByText('Wallapop: 2 enviados, 2 ya publicados')).toBeInTheDocument();

    // Back from a data sheet, the results and the note are still there.
    await user.click(within(rowOf('1001')).getByText('COROLLA'));
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(tableIdvs()[0]).toBe('1001'));
    const back = screen.getByRole('region', { name: 'Enviar a canales' });
    expect(within(back).getByText('Wallapop: 2 enviados, 2 ya publicados')).toBeInTheDocument();
    expect(within(back).getByText(/^Esta selección ya se envió a Wallapop \(/)).toBeInTheDocument();

    await user.click(within(back).getByRole('button', { name: 'Limpiar' }));
    expect(within(back).queryByRole('region', { name: 'Resultado del envío' })).toBeNull();
    expect(within(back).queryByText(/^Esta selección ya se envió/)).toBeNull();
  });

  it("asks before sending what a channel's rule leaves out: skipped by default, or sent anyway", async () => {
    const { calls } = serveStockAndChannels();
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    // 1003 is VN, 1010 has no deductible VAT, 1007 suits both; GOmotor lists none of them.
    const panel = await sendSelection(
      user,
      ['1003', '1007', '1010'],
      ['GOmotor', 'Aramis Francia'],
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Vehículos que los canales no aceptan',
    });
    const lines = within(dialog).getByRole('list', { name: 'Vehículos excluidos por canal' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'GOmotor · no es VO (el canal solo acepta VO): 1 vehículo',
      'Aramis Francia · no es VO (el canal solo acepta VO): 1 vehículo',
      'Aramis Francia · sin IVA deducible: 1 vehículo',
    ]);
    expect(
      within(dialog).getByText('Omitiéndolos se harán 3 envíos; enviándolos también, 6 envíos.'),
    ).toBeInTheDocument();
    // Skipping is the default.
    expect(within(dialog).getByRole('button', { name: 'Omitirlos y enviar' })).toHaveFocus();
    expect(calls.filter((c) => c.startsWith('create'))).toEqual([]);

    await user.keyboard('{Enter}');
    const report = await within(panel).findByRole('region', { name: 'Resultado del envío' });
    expect(await within(report).findByText('3 enviados correctamente')).toBeInTheDocument();
    expect(within(report).getByText('3 omitidos')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('create')).sort()).toEqual([
      'create aramis 1007',
      'create gomotor 1007',
      'create gomotor 1010',
    ]);
    await user.click(within(report).getByRole('button', { name: 'Ver avisos' }));
    expect(
      within(report).getByText('Omitido: sin IVA deducible', { exact: true }),
    ).toBeInTheDocument();

    // Sent again, the excluded ones anyway: only they are requested.
    await user.click(within(panel).getByRole('button', { name: 'Enviar' }));
    const again = await screen.findByRole('dialog');
    expect(
      within(again).getByText('Omitiéndolos se harán 0 envíos; enviándolos también, 3 envíos.'),
    ).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Enviarlos también' }));
    expect(await within(report).findByText('6 enviados correctamente')).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.startsWith('create'))
        .slice(3)
        .sort(),
    ).toEqual(['create aramis 1003', 'create aramis 1010', 'create gomotor 1003']);
  });

  it("lists real failures (network, 5xx) apart from the warnings, and 'Reintentar' sends just those", async () => {
    const { calls } = serveStockAndChannels();
    let failing = true;
    server.use(
      http.post(api('/publishing/api/v1/wallapop/vehicles'), async ({ request }) => {
        const { idv } = (await request.clone().json()) as { idv: string };
        if (failing && idv === '1004')
          return HttpResponse.json({ error: 'Wallapop no responde' }, { status: 503 });
        return undefined;
      }),
    );
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    const panel = await sendSelection(user, ['1001', '1004'], ['Wallapop', 'Coches.net']);
    const report = await within(panel).findByRole('region', { name: 'Resultado del envío' });
    expect(await within(report).findByText('1 error')).toBeInTheDocument();
    const errors = within(report).getByRole('list', { name: 'Errores del envío' });
    expect(within(errors).getByText('Wallapop · 1004')).toBeInTheDocument();
    expect(within(errors).getByText('Wallapop no responde')).toBeInTheDocument();
    expect(within(report).getByText('2 enviados correctamente')).toBeInTheDocument();
    expect(within(report).getByText('0 avisos')).toBeInTheDocument();

    // 1004 has not gone to Wallapop: the selection is not 'already sent'.
    expect(within(panel).queryByText(/^Esta selección ya se envió/)).toBeNull();

    failing = false;
    const before = calls.filter((c) => c.startsWith('create')).length;
    await user.click(within(report).getByRole('button', { name: 'Reintentar' }));
    expect(await within(report).findByText('3 enviados correctamente')).toBeInTheDocument();
    expect(within(report).queryByRole('list', { name: 'Errores del envío' })).toBeNull();
    expect(within(report).queryByText(/errores?$/)).toBeNull();
    expect(calls.filter((c) => c.startsWith('create')).slice(before)).toEqual([
      'create wallapop 1004',
    ]);
    expect(
      within(panel).getByText(/^Esta selección ya se envió a Wallapop, Coches.net \(/),
    ).toBeInTheDocument();
  });

  it('says in the empty table that the stock could not be read', async () => {
    serveStockAndChannels();
    server.use(
      http.get(api('/publishing/api/v1/quiter'), () =>
        HttpResponse.json({ error: 'Quiter no responde' }, { status: 502 }),
      ),
    );
    const restoreConsole = silenceDataProviderErrors();
    renderPage();
    expect(await screen.findByText('No se ha podido leer el stock de Quiter')).toBeInTheDocument();
    expect(screen.queryByText('Ningún vehículo coincide con los filtros')).toBeNull();
    restoreConsole();
  });

  it('keeps filters, search, sort and page in the URL: back from a data sheet shows the same view', async () => {
    serveStockAndChannels();
    // A shared link (or a reload) opens the view it names.
    renderPage('/stock-general-quiter?order=DESC&page=2');
    await waitFor(() => expect(tableIdvs()).toEqual(['1002', '1001']));
    const user = userEvent.setup();
    await user.click(await countButton('Aramis Francia'));
    await waitFor(() => expect(tableIdvs()).toEqual(['1012', '1009', '1007', '1004']));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'cupra');
    await waitFor(() => expect(tableIdvs()).toEqual(['1007']));
    await waitFor(() => expect(currentSearch()).toBe('?order=DESC&canal=aramis&q=cupra'));

    await user.click(within(rowOf('1007')).getByText('FORMENTOR'));
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(tableIdvs()).toEqual(['1007']));
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('cupra');
    expect(screen.getByText('No importados en Aramis Francia')).toBeInTheDocument();

    // A filter goes back to page 1; paging and sorting write the URL too. (The box may be
    // drawn again as the page settles after 'Volver': the clear is retried on the new one.)
    const searchBox = () => screen.getByRole('textbox', { name: 'Buscar' });
    await waitFor(async () => {
      await user.clear(searchBox());
      expect(searchBox()).toHaveValue('');
    });
    await user.click(await countButton('Aramis Francia'));
    await waitFor(() => expect(tableIdvs()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(currentSearch()).toBe('?order=DESC&page=2'));
    const filters = screen.getByRole('group', { name: 'Filtros del stock' });
    await user.click(within(filters).getByRole('button', { name: 'Diesel · 4' }));
    await waitFor(() => expect(tableIdvs()).toEqual(['1009', '1008', '1005', '1002']));
    await waitFor(() => expect(currentSearch()).toBe('?order=DESC&filtro=DIESEL'));
    await user.click(
      within(screen.getByRole('table', { name: 'Vehículos del stock' })).getByText('Marca'),
    );
    await waitFor(() => expect(currentSearch()).toBe('?order=ASC&filtro=DIESEL&sort=marca'));
  });

  it("opens a row's data sheet with Enter", async () => {
    serveStockAndChannels();
    renderPage();
    await waitForStock();
    const row = rowOf('1003');
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ficha del vehículo')).toBeInTheDocument();
  });

  it('shows the selected vehicles beside the send panel, 5 per page, and takes one out', async () => {
    serveStockAndChannels();
    renderPage();
    await waitForStock();
    const user = userEvent.setup();
    for (const idv of ['1001', '1002', '1003', '1004', '1005', '1006'])
      await user.click(within(rowOf(idv)).getByRole('checkbox'));
    const panel = screen.getByRole('region', { name: 'Enviar a canales' });
    const grid = within(panel).getByRole('region', { name: 'Vehículos seleccionados' });
    const gridIdvs = () =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(gridIdvs()).toEqual(['1001', '1002', '1003', '1004', '1005']);
    await user.click(within(grid).getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(gridIdvs()).toEqual(['1006']));

    await user.click(within(grid).getByRole('button', { name: 'Quitar 1006 de la selección' }));
    await waitFor(() => expect(gridIdvs()).toEqual(['1001', '1002', '1003', '1004', '1005']));
    expect(within(rowOf('1006')).getByRole('checkbox')).not.toBeChecked();
    expect(within(panel).getByText('5 vehículos seleccionados')).toBeInTheDocument();
  });
});
