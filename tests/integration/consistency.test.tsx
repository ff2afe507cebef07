// /coherencia: the tiles, the drifts with their filters in the address, a fix of one drift
// and of a selection with its progress, and the live refresh on the server's event.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConsistencyPage from '../../src/customRoutes/consistency/ConsistencyPage';
import type { Drift } from '../../src/domain/consistency/types';
import { DRIFTS, report, serveFix, serveReport, serveStockFacts } from './consistencyFixtures';
import { emitServerEvent } from './fakeSocket';
import { renderWithAdmin } from './utils';

const renderPage = (route = '/coherencia') =>
  renderWithAdmin(<ConsistencyPage />, { route, path: '/coherencia', withLocation: true });

const table = () => screen.getByRole('table', { name: 'Discrepancias' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('ConsistencyPage', () => {
  it('shows a tile per channel and every drift with the vehicle named from the stock', async () => {
    serveReport();
    serveStockFacts();
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coherencia de canales' }),
    ).toBeVisible();
    const tile = await screen.findByRole('button', { name: 'Wallapop: 2 discrepancias' });
    expect(tile).toHaveTextContent('Publicados: 30');
    expect(tile).toHaveTextContent('Elegibles: 35');
    await waitFor(() => expect(within(table()).getAllByText('SEAT León')).toHaveLength(2));
    expect(bodyRows()).toHaveLength(5);
    const price = bodyRows()[2];
    expect(cellTexts(price)).toEqual(
      expect.arrayContaining([
        'Wallapop',
        '100003',
        'Kia Ceed',
        'Precio en Wallapop 10.790 €, en stock 9.790 €',
      ]),
    );
    // A sold car is no longer in the stock: no name to show.
    expect(cellTexts(bodyRows()[3])).toContain('—');
    expect(within(price).getByRole('link', { name: '100003' })).toHaveAttribute(
      'href',
      '/stock-general-quiter/100003',
    );
  });

  it('filters by a tile click and by kind, keeping both in the address', async () => {
    serveReport();
    serveStockFacts();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Wallapop: 2 discrepancias' }));
    await waitFor(() => expect(location()).toBe('/coherencia?channel=wallapop'));
    expect(screen.getByRole('button', { name: 'Wallapop: 2 discrepancias' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bodyRows()).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', { name: 'Problema' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Precio distinto' }));
    await waitFor(() => expect(location()).toBe('/coherencia?channel=wallapop&kind=precio'));
    expect(bodyRows()).toHaveLength(1);
    expect(cellTexts(bodyRows()[0])).toContain('100003');
    // Other tiles count their drifts of that kind.
    expect(screen.getByRole('button', { name: 'GOmotor: 0 discrepancias' })).toBeVisible();

    // A second click on the selected tile lists every channel again.
    await userEvent.click(screen.getByRole('button', { name: 'Wallapop: 1 discrepancias' }));
    await waitFor(() => expect(location()).toBe('/coherencia?kind=precio'));
  });

  it('opens with the filters of its address, the stock ones included', async () => {
    serveReport();
    serveStockFacts();
    renderPage('/coherencia?kind=reservado');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Problema' })).toHaveTextContent('Reservado');

    // From the dashboard's stock chart: the drifts of KM0 vehicles only.
    renderPage('/coherencia?tipo=KM0');
    const chip = await screen.findAllByRole('button', { name: 'Quitar el filtro Tipo: KM0' });
    expect(chip).toHaveLength(1);
  });

  it("says 'No hay discrepancias' when the channels match the stock", async () => {
    serveReport(() => report([]));
    serveStockFacts();
    renderPage();
    expect(await screen.findByText('No hay discrepancias')).toBeVisible();
    expect(screen.getByText(/Los canales coinciden con el stock/)).toBeVisible();
  });

  it("fixes one drift with its row's 'Corregir' after saying what will happen", async () => {
    let current = DRIFTS;
    const calls = serveReport(() => report(current));
    serveStockFacts();
    const requests = serveFix((items) => {
      current = current.filter((d) => !(d.idv === items[0].idv && d.channel === items[0].channel));
      return { fixed: 1, failed: [], skipped: [] };
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Corregir 100003 en Wallapop' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Corregir 1 discrepancia' });
    expect(dialog).toHaveTextContent(
      'Se actualizará el precio en Wallapop del vehículo 100003 al precio del stock',
    );
    expect(requests).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Corregir' }));
    expect(await within(dialog).findByText('1 discrepancia corregida de 1 pedida')).toBeVisible();
    expect(requests).toEqual([[{ channel: 'wallapop', idv: '100003', kind: 'precio' }]]);
    // The report is read again: the fixed drift is gone.
    await waitFor(() => expect(calls.reads).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.queryByText('Kia Ceed')).toBeNull();
  });

  it("fixes a selection in chunks, showing 'i de n', then the fixed, skipped and failed", async () => {
    const many: Drift[] = Array.from({ length: 25 }, (_, i) => ({
      channel: 'wallapop',
      idv: String(200000 + i),
      kind: i % 2 ? 'reservado' : 'pendiente',
      message: `Discrepancia ${i}`,
    }));
    serveReport(() => report(many));
    serveStockFacts();
    const releases: (() => void)[] = [];
    const requests = serveFix(
      (items) => ({
        fixed: items.length - (items.some((i) => i.idv === '200003') ? 2 : 0),
        failed: items
          .filter((i) => i.idv === '200003')
          .map((i) => ({ ...i, error: 'Wallapop no responde' })),
        skipped: items
          .filter((i) => i.idv === '200004')
          .map((i) => ({ ...i, reason: 'Ya no hay discrepancia' })),
      }),
      () => new Promise<void>((release) => releases.push(release)),
    );
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    // The page's ten, then every drift of the list.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todo' }));
    const selection = await screen.findByRole('toolbar', { name: 'Selección' });
    expect(selection).toHaveTextContent('10 discrepancias seleccionadas');
    await userEvent.click(within(selection).getByRole('button', { name: 'Seleccionar todo' }));
    expect(selection).toHaveTextContent('25 discrepancias seleccionadas');
    await userEvent.click(screen.getByRole('button', { name: 'Corregir seleccionados' }));

    const dialog = await screen.findByRole('dialog', { name: 'Corregir 25 discrepancias' });
    expect(dialog).toHaveTextContent('Se corregirán 25 discrepancias en 1 canal.');
    expect(dialog).toHaveTextContent(
      'Se retirarán de Wallapop 12 vehículos, reservados en el stock',
    );
    expect(dialog).toHaveTextContent('Se publicarán en Wallapop 13 vehículos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Corregir' }));

    const progress = () =>
      within(dialog).getByRole('progressbar', { name: 'Progreso de la corrección' });
    expect(await within(dialog).findByText('Corrigiendo… 0 de 25')).toBeVisible();
    // Buttons wait while the run goes.
    expect(
      screen.getAllByRole('button', { name: /^Corregir \d+ en/, hidden: true })[0],
    ).toBeDisabled();
    for (const [done, value] of [
      ['10 de 25', '40'],
      ['20 de 25', '80'],
    ] as const) {
      await waitFor(() => expect(releases).toHaveLength(1));
      act(() => releases.shift()!());
      expect(await within(dialog).findByText(`Corrigiendo… ${done}`)).toBeVisible();
      expect(progress()).toHaveAttribute('aria-valuenow', value);
    }
    await waitFor(() => expect(releases).toHaveLength(1));
    act(() => releases.shift()!());

    expect(
      await within(dialog).findByText('23 discrepancias corregidas de 25 pedidas'),
    ).toBeVisible();
    expect(requests.map((r) => r.length)).toEqual([10, 10, 5]);
    const skipped = within(dialog).getByRole('list', { name: 'Sin cambios' });
    expect(skipped).toHaveTextContent('Wallapop · 200004 · Pendiente de publicar');
    expect(skipped).toHaveTextContent('Ya no hay discrepancia');
    const failed = within(dialog).getByRole('list', { name: 'Con error' });
    expect(failed).toHaveTextContent('Wallapop · 200003 · Reservado');
    expect(failed).toHaveTextContent('Wallapop no responde');
  });

  it('reads the report again when the server says it changed, with no reload', async () => {
    let current = DRIFTS.slice(0, 2);
    const calls = serveReport(() => report(current));
    serveStockFacts();
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    current = DRIFTS;
    act(() => emitServerEvent('resource:changed', { resource: 'notifications', action: 'create' }));
    act(() =>
      emitServerEvent('resource:changed', {
        resource: 'consistency',
        action: 'update',
        ids: ['report'],
      }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(calls.reads).toBe(2);
  });
});
