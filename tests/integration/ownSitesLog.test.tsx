// The own sites' log pages /gomotor/log, /grupoliva/log and their web actions pages, reading GET
// /api/{site}/log through the data provider, paged by the API (_start/_end, X-Total-Count).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GomotorLogPage, GrupolivaLogPage } from '../../src/customRoutes/ownSiteLog/OwnSiteLogPage';
import { GrupolivaWebActionsPage } from '../../src/customRoutes/ownSiteLog/WebActionsPage';
import type { LogKind, OwnSiteLogEntry } from '../../src/domain/ownSites/logs';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

type Entry = OwnSiteLogEntry & { _id: string; kind: LogKind };

/** Entry n is n minutes after 08:00 UTC on 2 November 2026: a higher n is newer. */
const at = (n: number) => new Date(Date.UTC(2026, 10, 2, 8, n)).toISOString();

/** 70 database syncs, 3 edits, 4 bulk actions, 2 imports, 1 other sync, 2 web syncs. */
const LOG: Entry[] = [
  ...Array.from({ length: 70 }, (_, i): Entry => ({
    _id: `db-${i}`,
    kind: 'database',
    timestamp: at(i),
    level: 'info',
    user: 'sistema',
    message: { type: 'update-db', text: `Base de datos actualizada ${i}`, numUpdates: i },
  })),
  ...Array.from({ length: 3 }, (_, i): Entry => ({
    _id: `edit-${i}`,
    kind: 'database',
    timestamp: at(100 + i),
    level: 'info',
    message: { type: 'Edición', text: `Vehículo editado ${i}`, key: 'kms', value: 1000 + i },
  })),
  ...Array.from({ length: 4 }, (_, i): Entry => ({
    _id: `bulk-${i}`,
    kind: 'bulk',
    timestamp: at(200 + i),
    level: 'info',
    message: {
      type: 'Modificar precio',
      text: `Precio modificado ${i}`,
      key: 'precios',
      value: 500,
      updateIdvs: ['1001', '1002', '1003'],
    },
  })),
  {
    _id: 'import-0',
    kind: 'sync',
    timestamp: at(300),
    level: 'info',
    message: { type: 'Importación', text: 'Importados 2 vehículos', newIDVs: ['2001', '2002'] },
  },
  {
    _id: 'import-1',
    kind: 'sync',
    timestamp: at(301),
    level: 'info',
    message: { type: 'Importación', text: 'Importado 1 vehículo', newIDVs: ['2003'] },
  },
  {
    _id: 'sync-0',
    kind: 'sync',
    timestamp: at(302),
    level: 'info',
    message: { type: 'Enviar', text: 'Envío desde Stock Quiter' },
  },
  ...Array.from({ length: 2 }, (_, i): Entry => ({
    _id: `web-${i}`,
    kind: 'webSync',
    timestamp: at(400 + i),
    level: 'info',
    message: {
      type: 'Sincronización Web',
      text: `Web sincronizada ${i}`,
      createIDVs: ['3001'],
      deleteIDVs: ['3002', '3003'],
    },
  })),
];

/** GET /api/{site}/log as docs/API.md says: newest first, kind filter, _start/_end pages. */
const serveLog = (site: string, entries: readonly Entry[] = LOG) => {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(api(`/${site}/log`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const kind = query.get('kind');
      const newest = [...entries]
        .filter((e) => !kind || e.kind === kind)
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
      const ordered = query.get('_order') === 'ASC' ? newest.reverse() : newest;
      const start = Number(query.get('_start') ?? 0);
      const end = Number(query.get('_end') ?? ordered.length);
      return HttpResponse.json(ordered.slice(start, end), {
        headers: { 'X-Total-Count': String(ordered.length) },
      });
    }),
  );
  return requests;
};

const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const card = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('Log GOmotor (/gomotor/log)', () => {
  it('shows the database log, 50 entries a page read from the API, newest first', async () => {
    const requests = serveLog('gomotor');
    renderWithAdmin(<GomotorLogPage />, {
      route: '/gomotor/log',
      path: '/gomotor/log',
      withLocation: true,
    });
    expect(await screen.findByRole('heading', { name: 'Log GOmotor' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows('Log base de datos')).toHaveLength(50));
    // Newest first; the table is the API's kind 'database' (edits too): edit 2 at 08:00 + 102
    // min UTC = 10:42 in Madrid, then edits 1 and 0, then update-db 69.
    const rows = bodyRows('Log base de datos');
    expect(rows[0]).toHaveTextContent('Vehículo editado 2');
    expect(rows[0]).toHaveTextContent('02/11/2026 10:42');
    expect(rows[3]).toHaveTextContent('Base de datos actualizada 69');
    expect(rows[4]).toHaveTextContent('Base de datos actualizada 68');
    const first = requests.find((q) => q.get('kind') === 'database');
    expect(Object.fromEntries(first ?? [])).toMatchObject({
      _start: '0',
      _end: '50',
      _sort: 'timestamp',
      _order: 'DESC',
    });
    expect(screen.getByText('1-50 de 73')).toBeInTheDocument();

    // The second page comes from the API too, and stays in the URL.
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(bodyRows('Log base de datos')).toHaveLength(23));
    expect(requests.some((q) => q.get('kind') === 'database' && q.get('_start') === '50')).toBe(
      true,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });

  it('switches between the five tables; the table is kept in the URL', async () => {
    serveLog('gomotor');
    renderWithAdmin(<GomotorLogPage />, {
      route: '/gomotor/log',
      path: '/gomotor/log',
      withLocation: true,
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Log base de datos',
      'Log acciones masivas',
      'Log sincronización',
      'Log sincronización web',
      'Log sincronización automática',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Log acciones masivas' }));
    await waitFor(() => expect(bodyRows('Log acciones masivas')).toHaveLength(4));
    expect(screen.getByTestId('location')).toHaveTextContent('tabla=bulk');
    // Counts: deleted, updated (three IDVs named) and IDVs.
    const cells = within(bodyRows('Log acciones masivas')[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '02/11/2026 12:23',
      'info',
      'Modificar precio',
      'Precio modificado 3',
      '0',
      '3',
      '3',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Log sincronización automática' }));
    expect(await screen.findByText('No hay entradas en este registro')).toBeInTheDocument();
  });

  it('opens on the table and page of its URL', async () => {
    serveLog('gomotor');
    renderWithAdmin(<GomotorLogPage />, {
      route: '/gomotor/log?tabla=webSync',
      path: '/gomotor/log',
    });
    expect(await screen.findByText('Web sincronizada 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Log sincronización web' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the raw data of the selected row', async () => {
    serveLog('gomotor');
    renderWithAdmin(<GomotorLogPage />, { route: '/gomotor/log?tabla=bulk', path: '/gomotor/log' });
    expect(await screen.findByText('Seleccione una fila para ver sus datos')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('Precio modificado 2'));
    const raw = screen.getByLabelText('Datos del registro');
    expect(JSON.parse(raw.textContent ?? '')).toMatchObject({
      _id: 'bulk-2',
      kind: 'bulk',
      message: { updateIdvs: ['1001', '1002', '1003'], value: 500 },
    });
  });

  it('counts the four cards over the whole log; a card shows its entries, again clears', async () => {
    serveLog('gomotor');
    renderWithAdmin(<GomotorLogPage />, {
      route: '/gomotor/log',
      path: '/gomotor/log',
      withLocation: true,
    });
    await waitFor(() =>
      expect(card('Importaciones manuales desde Stock Quiter')).toHaveTextContent('2'),
    );
    expect(card('Sincronización base de datos')).toHaveTextContent('70');
    // Edits are vehicle updates (src/domain/ownSites/logs.ts).
    expect(card('Actualizaciones de vehículos')).toHaveTextContent('7');
    expect(card('Sincronización Web')).toHaveTextContent('2');

    await userEvent.click(card('Importaciones manuales desde Stock Quiter'));
    const table = 'Importaciones manuales desde Stock Quiter';
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(bodyRows(table)[0]).toHaveTextContent('Importado 1 vehículo');
    expect(screen.getByTestId('location')).toHaveTextContent('tarjeta=imports');
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();

    await userEvent.click(card('Importaciones manuales desde Stock Quiter'));
    await waitFor(() => expect(bodyRows('Log base de datos')).toHaveLength(50));
  });

  it('links to its web actions page', async () => {
    serveLog('grupoliva');
    renderWithAdmin(<GrupolivaLogPage />, { route: '/grupoliva/log', path: '/grupoliva/log' });
    expect(await screen.findByRole('heading', { name: 'Log Grupo Oliva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acciones web' })).toHaveAttribute(
      'href',
      '/grupoliva/log/acciones-web',
    );
  });

  it('says so when the log cannot be read', async () => {
    const restoreConsole = silenceDataProviderErrors();
    server.use(
      http.get(api('/gomotor/log'), () =>
        HttpResponse.json({ error: 'Error', message: 'Fallo' }, { status: 500 }),
      ),
    );
    renderWithAdmin(<GomotorLogPage />, { route: '/gomotor/log', path: '/gomotor/log' });
    expect(
      (await screen.findAllByText('No se ha podido leer el registro de GOmotor')).length,
    ).toBeGreaterThan(0);
    restoreConsole();
  });
});

describe('Acciones web (/grupoliva/log/acciones-web)', () => {
  it('shows each section with its entries and cells', async () => {
    serveLog('grupoliva');
    renderWithAdmin(<GrupolivaWebActionsPage />, {
      route: '/grupoliva/log/acciones-web',
      path: '/grupoliva/log/acciones-web',
    });
    expect(
      await screen.findByRole('heading', { name: 'Acciones web de Grupo Oliva' }),
    ).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Sincronización base de datos',
      'Importaciones manuales',
      'Sincronización Web',
      'Actualizaciones de vehículos',
      'Sincronización automática',
    ]);
    // Only the entries typed as import, not the other sync.
    await waitFor(() => expect(bodyRows('Importaciones manuales')).toHaveLength(2));
    expect(
      within(bodyRows('Importaciones manuales')[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02/11/2026 14:00', 'Importados 2 vehículos', '2', '2001, 2002']);
    expect(
      within(bodyRows('Sincronización Web')[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02/11/2026 15:41', 'Web sincronizada 1', '3002, 3003', '3001']);
    // Vehicle updates: bulk actions and single edits, property, value and IDVs.
    expect(bodyRows('Actualizaciones de vehículos')).toHaveLength(7);
    // 50 a page: the 70 database syncs take two pages.
    expect(bodyRows('Sincronización base de datos')).toHaveLength(50);
    expect(screen.getByRole('link', { name: 'Log Grupo Oliva' })).toHaveAttribute(
      'href',
      '/grupoliva/log',
    );
  });
});
