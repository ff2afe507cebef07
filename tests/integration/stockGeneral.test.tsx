// The Stock Quiter page (spec 1 §2, §4, §5, §8; issue 3 §3): channel counts, filters, the
// table, the send panel and its report, syncs, live counts and the feed failure banner.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import StockGeneralPage from '../../src/customRoutes/stockGeneral/StockGeneralPage';
import { silenceDataProviderErrors } from './consoleErrors';
import { emitServerEvent } from './fakeSocket';
import { server } from './msw';
import { createGate, serveStockAndChannels, stockVehicle } from './stockGeneral.fixtures';
import { api, renderWithAdmin } from './utils';

const renderPage = () =>
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/stock-general-quiter" element={<StockGeneralPage />} />
        <Route path="/stock-general-quiter/:idv" element={<p>Ficha del vehículo</p>} />
      </Routes>
      <Notification />
    </>,
    { route: '/stock-general-quiter' },
  );

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
  it('counts what each channel has not imported (spec 1 §5) and sums up the feed', async () => {
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
    // 10 per page (spec 1 §9), sorted by idv; prices at index 0 and 3 in es-ES euros.
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
    await user.click(within(screen.getByRole('table', { name: 'Vehículos del stock' })).getByText('IDV'));
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
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(7);

    await user.click(send);
    // What a channel lists already is not sent (issue 7 §4): Grupo Oliva has 1003, Coches.net
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
    // Grupo Oliva in one bulk create, the others one POST per vehicle (spec 1 §7).
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

  it('exports the filtered vehicles as dataQuiter.json (spec 1 §9)', async () => {
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
    expect(screen.getAllByText('Sin datos del stock')).toHaveLength(7);
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
});
