// The dashboard's charts: titles, a text alternative (a sentence and a table), and a click on
// a bar that opens /coherencia filtered by it. Loaded after the portal cards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DashboardPage from '../../src/customRoutes/dashboard/DashboardPage';
import DashboardCharts from '../../src/customRoutes/dashboard/charts/DashboardCharts';
import { formatPercent } from '../../src/domain/format';
import { serveReport, serveStockFacts } from './consistencyFixtures';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const TITLES = [
  'Cobertura por canal',
  'Discrepancias por tipo',
  'Stock por tipo',
  'Stock por días en stock',
];

// The test DOM lays nothing out: each chart reads its width from its surface's computed
// style, here a phone's 390 px.
const PHONE_WIDTH = '390px';
beforeEach(() => {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    if (!element.classList.contains('MuiChartsSurface-root')) return style;
    return new Proxy(style, {
      get: (target, name) => {
        if (name === 'width') return PHONE_WIDTH;
        const value = Reflect.get(target, name) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
});
afterEach(() => vi.restoreAllMocks());

const renderCharts = () => {
  serveReport();
  serveStockFacts();
  return renderWithAdmin(<DashboardCharts />, { withLocation: true });
};

const chart = (title: string) => screen.getByRole('img', { name: title });
const bars = (title: string) =>
  [...chart(title).querySelectorAll('.MuiBarElement-root')] as Element[];
const location = () => screen.getByTestId('location').textContent;

describe('DashboardCharts', () => {
  it('titles each chart and says it in words', async () => {
    renderCharts();
    for (const title of TITLES) {
      expect(await screen.findByRole('figure', { name: title })).toBeInTheDocument();
    }
    await waitFor(() => expect(chart('Cobertura por canal')).toBeInTheDocument());
    expect(chart('Cobertura por canal')).toHaveAccessibleDescription(
      `GOmotor: 40 publicados de 42 elegibles (${formatPercent(40 / 42)}). Wallapop: 30 publicados de 35 elegibles (${formatPercent(30 / 35)}). Coches.net: 20 publicados de 25 elegibles (${formatPercent(0.8)}).`,
    );
    expect(chart('Discrepancias por tipo')).toHaveAccessibleDescription(
      'Reservado: 2 discrepancias. Vendido: 1 discrepancia. Precio distinto: 1 discrepancia. Duplicado: 0 discrepancias. Pendiente de publicar: 1 discrepancia.',
    );
    await waitFor(() =>
      expect(chart('Stock por tipo')).toHaveAccessibleDescription(
        'VN: 1 vehículo. VO: 2 vehículos. KM0: 1 vehículo.',
      ),
    );
    expect(chart('Stock por días en stock')).toHaveAccessibleDescription(
      '0–30 días: 1 vehículo. 31–60 días: 1 vehículo. 61–90 días: 0 vehículos. 91–180 días: 0 vehículos. Más de 180 días: 1 vehículo. Sin fecha de entrada: 1 vehículo.',
    );
  });

  it('has the figures as a table whose links lead where the bars do', async () => {
    renderCharts();
    const table = await screen.findByRole('table', {
      name: 'Anuncios publicados y vehículos elegibles por canal',
    });
    const wallapop = within(table).getByRole('link', { name: 'Wallapop' });
    expect(wallapop).toHaveAttribute('href', '/coherencia?channel=wallapop');
    expect(wallapop.closest('tr')).toHaveTextContent(/^Wallapop303585,7\s%$/);
    const kinds = screen.getByRole('table', { name: 'Discrepancias por tipo' });
    expect(within(kinds).getByRole('link', { name: 'Precio distinto' })).toHaveAttribute(
      'href',
      '/coherencia?kind=precio',
    );
    // The keyboard reaches the links: a click on one opens the filtered page.
    await userEvent.click(within(kinds).getByRole('link', { name: 'Reservado' }));
    await waitFor(() => expect(location()).toBe('/coherencia?kind=reservado'));
  });

  it('opens /coherencia filtered by the bar clicked', async () => {
    renderCharts();
    await waitFor(() => expect(bars('Cobertura por canal')).toHaveLength(6));
    // Published bars first (GOmotor, Wallapop, Coches.net), then the eligible ones.
    fireEvent.click(bars('Cobertura por canal')[4]);
    await waitFor(() => expect(location()).toBe('/coherencia?channel=wallapop'));
    fireEvent.click(bars('Discrepancias por tipo')[2]);
    await waitFor(() => expect(location()).toBe('/coherencia?kind=precio'));
    await waitFor(() => expect(bars('Stock por tipo')).toHaveLength(3));
    fireEvent.click(bars('Stock por tipo')[2]);
    await waitFor(() => expect(location()).toBe('/coherencia?tipo=KM0'));
    fireEvent.click(bars('Stock por días en stock')[4]);
    await waitFor(() => expect(location()).toBe('/coherencia?dias=180%2B'));
  });
});

describe('DashboardPage with its charts', () => {
  it('shows the portal cards first and the charts below them once loaded', async () => {
    server.use(http.get(api('/quiter/:portalId'), () => HttpResponse.json({ vehiculos: [] })));
    serveReport();
    serveStockFacts();
    renderWithAdmin(<DashboardPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(screen.queryByRole('figure')).toBeNull();
    const section = await screen.findByRole('region', { name: 'Canales y stock' });
    expect(within(section).getAllByRole('figure')).toHaveLength(4);
  });
});
