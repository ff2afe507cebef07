// The web stock dashboard /gomotor: the same dashboard as the own sites with the web stock
// configuration: tiles and groups with their counts, 'Revisiones' with a total badge and no filter,
// a tile filters the table, the row edit link, the inline HOME update, the 'Acciones' panel (a
// counter on 3 vehicles as one server run with one PUT each, a failure naming its vehicle,
// Desactivar rules, the process record) and the load failure. Also the own sites' inline price
// update.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { WebStockDashboard } from '../../src/resources/webStock/WebStockDashboard';
import { GomotorDashboard } from '../../src/resources/ownSites/OwnSiteDashboard';
import { silenceDataProviderErrors } from './consoleErrors';
import { emitServerEvent } from './fakeSocket';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const host = (path: string) => `*/gomotor-api${path}`;

const prices = (cash: number, financed: number) => [
  { tipo: 'VENTA', valor: cash },
  { tipo: 'COMPRAVENTA', valor: 0 },
  { tipo: 'EXPORTACION', valor: 0 },
  { tipo: 'PUBLICACION', valor: financed },
];

/** A web row with the fields the dashboard reads. */
const webRow = (n: number, over: Record<string, unknown> = {}) => ({
  _id: `w${n}`,
  idv: String(2000 + n),
  matricula: `${n}${n}${n}${n}XYZ`,
  marca: n % 2 ? 'SEAT' : 'CUPRA',
  modelo: `Modelo ${n}`,
  precios: prices(15000 + n, 14000 + n),
  garantia: 12,
  reserved: false,
  featuredHome: false,
  fuel: 'gasolina',
  bodyType: 'compacto',
  offerType: 'Ocasión',
  warranty: 12,
  marketing: { counter: null, disclaimerMessage: null },
  discount: { active: false, price: null, financedPrice: null },
  precioReserva: 300,
  publicacionManual: false,
  ...over,
});

/** 12 rows: 1 reserved, 2 featured, 1 counter, 1 discount, 1 disclaimer, 3 to review. */
const ROWS = Array.from({ length: 12 }, (_, i) => webRow(i + 1)).map((r, i) => {
  if (i === 0) return { ...r, reserved: true, featuredHome: true, offerType: 'KM0' };
  if (i === 1)
    return {
      ...r,
      featuredHome: true,
      marketing: { counter: { _id: 'c1', name: 'Black Friday' }, disclaimerMessage: null },
    };
  if (i === 2) return { ...r, discount: { active: true, price: 9000, financedPrice: 8500 } };
  if (i === 3)
    return { ...r, marketing: { counter: null, disclaimerMessage: 'Precio con financiación' } };
  if (i === 4) return { ...r, bodyType: null, fuel: 'diesel' };
  // Fails two checks: still one vehicle to review.
  if (i === 5) return { ...r, warranty: 6, precios: prices(90, 14000), bodyType: 'suv-4x4' };
  return r;
});

const CAMPAIGNS = [
  { _id: 'c1', name: 'Black Friday', active: true },
  { _id: 'c2', name: 'Verano', active: false },
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const serveHost = (
  options: { rows?: object[]; failing?: string[]; process?: object; status?: number } = {},
) => {
  const sent: Sent[] = [];
  const reads = { count: 0 };
  // The host's rows as stored: a PUT changes one and answers it (docs/API.md).
  const stored = new Map(
    (options.rows ?? ROWS).map((r) => {
      const row = structuredClone(r) as Record<string, unknown> & { _id: string };
      return [row._id, row];
    }),
  );
  const store = (id: string, body: Record<string, unknown>) => {
    const row = stored.get(id);
    if (!row) return undefined;
    const { $set, ...fields } = body as { $set?: Record<string, unknown> };
    Object.assign(row, fields);
    for (const [path, value] of Object.entries($set ?? {})) {
      const [outer, inner] = path.split('.') as [string, string];
      row[outer] = { ...(row[outer] as object), [inner]: value };
    }
    return structuredClone(row);
  };
  server.use(
    http.get(host('/vehicles'), () => {
      reads.count++;
      return options.status
        ? HttpResponse.json({ error: 'x' }, { status: options.status })
        : HttpResponse.json([...stored.values()]);
    }),
    http.get(api('/process/bulk'), () =>
      HttpResponse.json(options.process ?? { _id: 'bulk', active: false }),
    ),
    http.get(api('/campaigns'), () => HttpResponse.json(CAMPAIGNS)),
    http.get(host('/settings'), () =>
      HttpResponse.json([{ _id: 'web', disclaimerMessages: ['IVA incluido', 'Oferta limitada'] }]),
    ),
    http.post(host('/vehicles/bulk-runs'), async ({ request }) => {
      sent.push({ method: 'POST', path: '/vehicles/bulk-runs', body: await request.json() });
      return HttpResponse.json({ _id: 'run1', active: true }, { status: 201 });
    }),
    http.post(host('/vehicles/bulk-runs/:id/finish'), async ({ request, params }) => {
      const body = await request.json();
      sent.push({ method: 'POST', path: `/vehicles/bulk-runs/${String(params.id)}/finish`, body });
      return HttpResponse.json({ message: 'ok', updated: 0, failed: 0 });
    }),
    http.put(host('/algolia/vehicles/:id'), async ({ request, params }) => {
      const url = new URL(request.url);
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PUT', path: `${String(params.id)}${url.search}`, body });
      if (options.failing?.includes(String(params.id)))
        return HttpResponse.json({ error: 'Vehículo no encontrado en GOmotor' }, { status: 404 });
      const vehicle = store(String(params.id), body);
      return HttpResponse.json({ message: 'Vehículo actualizado con éxito', vehicle });
    }),
  );
  return { sent, reads, store };
};

const renderWeb = (route = '/gomotor') =>
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/gomotor" element={<WebStockDashboard />} />
        <Route path="/stock-gomotor" element={<GomotorDashboard />} />
      </Routes>
      <Notification />
    </>,
    { route, withLocation: true },
  );

const group = (id: string) => screen.getByTestId(`card-group-${id}`);
const countIn = (groupId: string, label: string) =>
  within(group(groupId))
    .getByLabelText(new RegExp(`^${label}: `))
    .getAttribute('aria-label')
    ?.split(': ')[1];
const table = () => screen.getByRole('table', { name: 'Vehículos de GOmotor web' });
const tableIdvs = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const panel = () => screen.getByRole('region', { name: 'Acciones' });

const selectRows = async (user: ReturnType<typeof userEvent.setup>, count: number) => {
  const rows = within(table()).getAllByRole('row');
  for (let i = 1; i <= count; i++) await user.click(within(rows[i]!).getByRole('checkbox'));
};

const chooseOption = async (
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  option: string,
) => {
  await user.click(within(panel()).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('/gomotor web stock dashboard', () => {
  it('counts the eight tiles, the groups and the reviews with a total badge', async () => {
    serveHost();
    renderWeb();
    await screen.findByRole('button', { name: 'Stock total: 12' });
    expect(countIn('resumen', 'Disponibles')).toBe('11');
    expect(countIn('resumen', 'Reservados')).toBe('1');
    expect(countIn('resumen', 'Destacado en la home')).toBe('2');
    expect(countIn('resumen', 'Contador activado')).toBe('1');
    expect(countIn('resumen', 'Descuento de campaña activado')).toBe('1');
    expect(countIn('resumen', 'Disclaimer activado')).toBe('1');
    expect(within(group('resumen')).getAllByTestId('card-count')).toHaveLength(8);
    expect(countIn('tipoWeb', 'KM 0')).toBe('1');
    expect(countIn('tipoWeb', 'Ocasión')).toBe('11');
    expect(countIn('carroceria', 'SUV/4X4')).toBe('1');
    expect(countIn('combustible', 'Diesel')).toBe('1');
    expect(countIn('revisiones', 'Precios')).toBe('1');
    expect(countIn('revisiones', 'Carrocería')).toBe('1');
    expect(countIn('revisiones', 'Garantía')).toBe('1');
    expect(screen.getByRole('status', { name: '2 vehículos a revisar' })).toHaveTextContent('2');
    // No filter action for the reviews.
    expect(within(group('revisiones')).queryAllByRole('button')).toEqual([]);
    // The /gomotor header: no 'Crear Vehículo' nor 'Ver Acciones'.
    for (const name of ['ACTUALIZAR DDBB', 'Sincronización Web', 'EXPANDIR'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver stock en Web' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('link', { name: 'Crear Vehículo' })).not.toBeInTheDocument();
  });

  it('a tile filters and expands the table; a row edits at /gomotor/{_id}', async () => {
    serveHost();
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Destacado en la home: 2' }));
    expect(await screen.findByText('Lista de resultados')).toBeInTheDocument();
    expect(tableIdvs()).toEqual(['2001', '2002']);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('tarjeta=resumen.destacados'),
    );
    expect(within(table()).getByRole('link', { name: 'Ver 2001' })).toHaveAttribute(
      'href',
      '/gomotor/w1',
    );
    await user.click(within(group('carroceria')).getByRole('button', { name: /^SUV\/4X4: / }));
    expect(tableIdvs()).toEqual(['2006']);
  });

  it("'Seleccionar todo' selects every row of the filter, not only the page", async () => {
    serveHost();
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disponibles: 11' }));
    await selectRows(user, 1);
    const bar = await screen.findByRole('toolbar', { name: 'Selección' });
    await user.click(within(bar).getByRole('button', { name: 'Seleccionar todo' }));
    expect(within(bar).getByText('11 vehículos seleccionados')).toBeInTheDocument();
    expect(within(panel()).getByText('11 vehículos seleccionados')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByRole('region', { name: 'Acciones' })).not.toBeInTheDocument();
  });

  it('updates HOME in the row with one partial PUT, then reads the rows again', async () => {
    const { sent, reads } = serveHost();
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await user.click(screen.getByRole('switch', { name: 'HOME 2003' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: 'w3', body: { featuredHome: true } }]),
    );
    await waitFor(() => expect(reads.count).toBe(2), { timeout: 4000 });
  });

  it("a row update's own announcement reads nothing (the page reads once, a second later); another row's does", async () => {
    const { sent, reads } = serveHost();
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await user.click(screen.getByRole('switch', { name: 'HOME 2003' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    emitServerEvent('resource:changed', {
      resource: 'gomotor-vehicles',
      action: 'update',
      ids: ['w3'],
    });
    // Past the page's own re-read (1 s after the answer): one read, not two.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(reads.count).toBe(2);
    emitServerEvent('resource:changed', {
      resource: 'gomotor-vehicles',
      action: 'update',
      ids: ['w5'],
    });
    await waitFor(() => expect(reads.count).toBe(3));
  });

  it('assigns a counter to 3 vehicles as one run of 3 PUTs and says how many changed', async () => {
    const { sent } = serveHost();
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await selectRows(user, 3);
    await chooseOption(user, 'Acción', 'Asignar contador');
    await user.click(await within(panel()).findByRole('combobox', { name: 'Contador' }));
    // Active campaigns only.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Black Friday',
    ]);
    await user.click(screen.getByRole('option', { name: 'Black Friday' }));
    expect(within(panel()).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Aplicar acción' })).toBeEnabled(),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Aplicar acción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('¿Seguro que quiere realizar esta acción?');
    expect(dialog).toHaveTextContent('Asignar contador (Black Friday): 3 vehículos');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(
      await screen.findByText('Asignar contador: 3 vehículos actualizados'),
    ).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/vehicles/bulk-runs',
      body: { action: 'enableCounter', mode: 'activate', total: 3 },
    });
    expect(
      sent
        .filter((s) => s.method === 'PUT')
        .map((s) => s.path)
        .sort(),
    ).toEqual(['w1?run=run1', 'w2?run=run1', 'w3?run=run1']);
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      $set: { 'marketing.counter': { _id: 'c1', name: 'Black Friday' } },
    });
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/vehicles/bulk-runs/run1/finish',
      body: { failed: [] },
    });
  });

  /** Runs 'Destacar home' on the first 3 rows (w1 and w2 are featured already). */
  const featureThree = async () => {
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await selectRows(user, 3);
    await chooseOption(user, 'Acción', 'Destacar home');
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Aplicar acción' })).toBeEnabled(),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Aplicar acción' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Atención' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await screen.findByText('Destacar home: 3 vehículos actualizados');
  };

  /** The host announces each vehicle's change while the run goes on (as it batches them). */
  const announcePuts = () =>
    server.use(
      http.put(host('/algolia/vehicles/:id'), async ({ request, params }) => {
        emitServerEvent('resource:changed', {
          resource: 'gomotor-vehicles',
          action: 'update',
          ids: [String(params.id)],
        });
        return passthroughPut(request, String(params.id));
      }),
    );
  let passthroughPut: (request: Request, id: string) => Promise<Response>;
  const serveAnnouncingHost = () => {
    const served = serveHost();
    passthroughPut = async (request, id) =>
      HttpResponse.json({
        message: 'Vehículo actualizado con éxito',
        vehicle: served.store(id, (await request.json()) as Record<string, unknown>),
      });
    announcePuts();
    return served;
  };

  it("a run's answers update the rows: its counts and table as stored, nothing read again", async () => {
    const { reads } = serveAnnouncingHost();
    await featureThree();
    // The page reloads after the action: the server's state, from its answers.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Destacado en la home: 3' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('switch', { name: 'HOME 2003' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Acciones' })).not.toBeInTheDocument();
    // One read, the page's: neither the run nor its three announcements read the rows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads.count).toBe(1);
  });

  it("the run's own late announcements read nothing; anyone else's change still does", async () => {
    const { reads } = serveHost();
    await featureThree();
    // The server batches announcements: the run's own ones may come after it ended.
    emitServerEvent('resource:changed', {
      resource: 'gomotor-vehicles',
      action: 'update',
      ids: ['w1', 'w2', 'w3'],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads.count).toBe(1);
    emitServerEvent('resource:changed', {
      resource: 'gomotor-vehicles',
      action: 'update',
      ids: ['w3'],
    });
    await waitFor(() => expect(reads.count).toBe(2));
  });

  it('reads the rows again after a run when someone else changed them meanwhile', async () => {
    const { reads } = serveAnnouncingHost();
    server.use(
      http.post(host('/vehicles/bulk-runs/:id/finish'), () => {
        emitServerEvent('resource:changed', {
          resource: 'gomotor-vehicles',
          action: 'update',
          ids: ['w9'],
        });
        return HttpResponse.json({ message: 'ok', updated: 3, failed: 0 });
      }),
    );
    await featureThree();
    await waitFor(() => expect(reads.count).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads.count).toBe(2);
  });

  it('names the vehicles a run failed on and keeps them selected', async () => {
    const { sent } = serveHost({ failing: ['w2'] });
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await selectRows(user, 3);
    await chooseOption(user, 'Acción', 'Destacar home');
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Desactivar' })).toBeEnabled(),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('Dejar de destacar en home: 3 vehículos');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const message =
      'Dejar de destacar en home: 2 vehículos actualizados, 1 con error: 2002 (Vehículo no encontrado en GOmotor)';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(sent.at(-1)?.body).toEqual({
      failed: [{ idv: '2002', message: 'Vehículo no encontrado en GOmotor' }],
    });
    // The confirmation's closing keeps the page aria-hidden for a moment.
    await waitFor(() =>
      expect(within(panel()).getByText('1 vehículo seleccionado')).toBeInTheDocument(),
    );
  });

  it("the campaign price: cash and financed, 'Activado' by default, no Desactivar", async () => {
    const { sent } = serveHost();
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await selectRows(user, 1);
    await chooseOption(user, 'Acción', 'Aplicar precio campaña');
    expect(within(panel()).queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Activado');
    await user.type(within(panel()).getByRole('textbox', { name: 'Precio contado (€)' }), '12.990');
    await user.type(
      within(panel()).getByRole('textbox', { name: 'Precio financiado (€)' }),
      '11990',
    );
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Aplicar acción' })).toBeEnabled(),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Aplicar acción' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Atención' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await screen.findByText('Aplicar precio campaña: 1 vehículo actualizado');
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      discount: { active: true, price: 12990, financedPrice: 11990 },
    });
  });

  it('a disclaimer from the settings, with its placeholder', async () => {
    serveHost();
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await selectRows(user, 2);
    await chooseOption(user, 'Acción', 'Aplicar disclaimer');
    const field = await within(panel()).findByRole('combobox', { name: 'Disclaimer' });
    expect(field).toHaveTextContent('Selecciona un mensaje');
    await user.click(field);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Selecciona un mensaje',
      'IVA incluido',
      'Oferta limitada',
    ]);
  });

  it('disables the buttons while a bulk process is active', async () => {
    serveHost({
      process: { _id: 'bulk', active: true, action: 'bulk-update', user: 'otro@x.es' },
    });
    renderWeb();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    await selectRows(user, 1);
    await chooseOption(user, 'Acción', 'Destacar home');
    expect(await within(panel()).findByText(/Hay una acción masiva en curso/)).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Aplicar acción' })).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Desactivar' })).toBeDisabled();
  });

  it('ACTUALIZAR DDBB runs sync-manually then reads the rows again; Sincronización Web rebuilds the index', async () => {
    const { reads } = serveHost();
    const calls: string[] = [];
    server.use(
      http.get(host('/vehicles/sync-manually'), ({ request }) => {
        // Asked for the rows' ids alone: it answers every row.
        calls.push(`sync-manually${new URL(request.url).search}`);
        return HttpResponse.json({ message: 'Base de datos actualizada', data: { vehicles: [] } });
      }),
      http.get(host('/vehicles/algolia/sync'), () => {
        calls.push('algolia');
        return HttpResponse.json({ message: 'Índice web reconstruido: 12 vehículos', count: 12 });
      }),
    );
    renderWeb();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Stock total: 12' });
    await user.click(screen.getByRole('button', { name: 'ACTUALIZAR DDBB' }));
    expect(await screen.findByText('Base de datos actualizada')).toBeInTheDocument();
    await waitFor(() => expect(reads.count).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Sincronización Web' }));
    await waitFor(() => expect(calls).toEqual(['sync-manually?fields=_id', 'algolia']));
  });

  it('says the load failure', async () => {
    const restore = silenceDataProviderErrors();
    serveHost({ status: 500 });
    renderWeb();
    expect(
      await screen.findByText(
        'Error Code: 1 - Parece que el servidor del multipublicador no esta respondiendo',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    restore();
  });
});

describe('own sites: inline row update beyond HOME', () => {
  it('edits CONTADO in the row: one PUT of the price list, then reads the stock again', async () => {
    const stock = [1, 2].map((n) => ({
      _id: `id${n}`,
      idv: String(1000 + n),
      marca: 'SEAT',
      modelo: 'Ibiza',
      tipo: 'VO',
      precios: prices(15000 + n, 14000 + n),
      garantia: 12,
      reservado: false,
      vehiculosHome: false,
    }));
    const sent: unknown[] = [];
    let reads = 0;
    server.use(
      http.get(api('/gomotor'), () => {
        reads++;
        return HttpResponse.json(stock);
      }),
      http.put(api('/gomotor/:id'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Vehículo actualizado con éxito', vehicle: {} });
      }),
    );
    renderWeb('/stock-gomotor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EXPANDIR' }));
    // GARANTIA below 0 is refused in the row, the message under the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Editar GARANTIA 1001' }));
    await user.clear(screen.getByRole('textbox', { name: 'GARANTIA 1001' }));
    await user.type(screen.getByRole('textbox', { name: 'GARANTIA 1001' }), '-3{Enter}');
    expect(screen.getByRole('textbox', { name: 'GARANTIA 1001' })).toHaveAccessibleDescription(
      'No puede ser negativo',
    );
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Editar CONTADO 1002' }));
    const field = screen.getByRole('textbox', { name: 'CONTADO 1002' });
    await user.clear(field);
    await user.type(field, '14.500{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([
        {
          filter: { _id: 'id2' },
          update: { precios: [...prices(14500, 14002)] },
        },
      ]),
    );
    await waitFor(() => expect(reads).toBe(2), { timeout: 4000 });
  });
});
