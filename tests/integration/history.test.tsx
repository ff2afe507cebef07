// 'Historial de cambios' (/historial) and 'Corrección automática' (/settings/coherencia):
// administrators only — the list paged by the server with its filters and the CSV export,
// the drawer's entries, and the refusal for other users.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import App from '../../src/App';
import { saveSession } from '../../src/authProvider/session';
import { auditEntry } from './consistencyFixtures';
import { server } from './msw';
import { api, sessions } from './utils';

const ENTRIES = Array.from({ length: 30 }, (_, i) =>
  auditEntry(i, {
    message: `Cambio ${i}`,
    ...(i === 1 ? { user: { id: 'system', email: '', name: 'Sistema' }, action: 'fix' } : {}),
  }),
);

const renderApp = (route: string, session: keyof typeof sessions) => {
  saveSession(sessions[session]);
  const reads: URLSearchParams[] = [];
  const exports: { query: URLSearchParams; token: string | null }[] = [];
  server.use(
    http.get(api('/notifications'), () => HttpResponse.json([])),
    http.get(api('/audit'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      reads.push(params);
      const start = Number(params.get('_start'));
      const end = Number(params.get('_end'));
      return HttpResponse.json(ENTRIES.slice(start, end), {
        headers: { 'X-Total-Count': String(ENTRIES.length) },
      });
    }),
    http.get(api('/audit/export'), ({ request }) => {
      exports.push({
        query: new URL(request.url).searchParams,
        token: request.headers.get('x-access-token'),
      });
      return new HttpResponse('fecha;usuario\r\n2026-03-01;Ana Admin\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="historial-2026-03-02.csv"',
        },
      });
    }),
  );
  render(
    <MemoryRouter initialEntries={[route]}>
      <App />
    </MemoryRouter>,
  );
  return { reads, exports };
};

describe("'Historial de cambios'", () => {
  it('lists the newest entries, a page of 25 asked to the server', async () => {
    const { reads } = renderApp('/historial', 'admin');
    const table = await screen.findByRole('table', { name: 'Historial de cambios' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(reads[0].get('_start')).toBe('0');
    expect(reads[0].get('_end')).toBe('25');
    expect(reads[0].has('_sort')).toBe(false);
    const system = within(table).getByText('Cambio 1').closest('tr') as HTMLElement;
    expect(system).toHaveTextContent('Sistema');
    expect(system).toHaveTextContent('Corrección');
    const row = within(table).getByText('Cambio 2').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Ana Admin');
    expect(row).toHaveTextContent('Cambio de precio');
    expect(row).toHaveTextContent('Anuncio');
    expect(row).toHaveTextContent('Wallapop');
    expect(row).toHaveTextContent('Precio: 10.790 € → 9.790 €');
    expect(within(row).getByRole('link', { name: '100003' })).toHaveAttribute(
      'href',
      '/stock-general-quiter/100003',
    );
    expect(screen.getByText('1-25 de 30')).toBeInTheDocument();
  });

  it(
    'asks the server with the filters, and exports the CSV of the same filters with the token',
    { timeout: 40000 },
    async () => {
      const { reads, exports } = renderApp('/historial', 'admin');
      await screen.findByRole('table', { name: 'Historial de cambios' });
      const user = userEvent.setup();
      await user.type(screen.getByPlaceholderText('Buscar en el historial'), 'precio');
      await waitFor(() => expect(reads.at(-1)?.get('q')).toBe('precio'));

      await user.click(screen.getByRole('button', { name: 'Añadir filtro' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Canal' }));
      await user.click(await screen.findByRole('combobox', { name: 'Canal' }));
      await user.click(await screen.findByRole('option', { name: 'Wallapop' }));
      await waitFor(() => expect(reads.at(-1)?.get('channel')).toBe('wallapop'));
      expect(reads.at(-1)?.get('q')).toBe('precio');

      const blobs: Blob[] = [];
      const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        blobs.push(blob as Blob);
        return 'blob:historial';
      });
      const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const downloads: string[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        downloads.push(this.download);
      });
      await user.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() => expect(downloads).toEqual(['historial-2026-03-02.csv']));
      expect(exports).toHaveLength(1);
      expect(exports[0].token).toBe('token-admin');
      expect(Object.fromEntries(exports[0].query)).toEqual({ q: 'precio', channel: 'wallapop' });
      expect(await blobs[0].text()).toContain('Ana Admin');
      click.mockRestore();
      createUrl.mockRestore();
      revoke.mockRestore();
    },
  );

  it('is in the drawer for administrators, with the auto-fix page under Ajustes', async () => {
    renderApp('/coherencia', 'admin');
    server.use(
      http.get(api('/consistency'), () =>
        HttpResponse.json({ generatedAt: '', channels: [], drifts: [] }),
      ),
      http.get(api('/publishing/api/v1/quiter'), () => HttpResponse.json([])),
    );
    const menu = await screen.findByRole('menu');
    expect(
      await within(menu).findByRole('menuitem', { name: 'Historial de cambios' }),
    ).toHaveAttribute('href', '/historial');
    expect(within(menu).getByRole('menuitem', { name: 'Coherencia de canales' })).toHaveAttribute(
      'href',
      '/coherencia',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ajustes' }));
    expect(
      await within(menu).findByRole('menuitem', { name: 'Corrección automática' }),
    ).toHaveAttribute('href', '/settings/coherencia');
  });

  it('is refused to other users, and left out of their drawer', async () => {
    const { reads, exports } = renderApp('/historial', 'staff');
    expect(await screen.findByText('No tiene permisos para ver esta página')).toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Control' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Historial de cambios' })).toBeNull();
    expect(reads).toHaveLength(0);
    expect(exports).toHaveLength(0);
  });

  it("refuses 'Corrección automática' typed in the address by another user", async () => {
    renderApp('/settings/coherencia', 'staff');
    expect(await screen.findByText('No tiene permisos para ver esta página')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
