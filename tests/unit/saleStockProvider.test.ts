import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, resourceProviders } from '../../src/dataProvider';
import {
  changedFields,
  saleStockProvider,
  type SaleStockDataProvider,
} from '../../src/dataProvider/ownSites/saleStockProvider';
import { GOMOTOR_CONFIG, GRUPOLIVA_CONFIG } from '../../src/domain/ownSites';

type Call = { url: string; method: string; body: unknown };

/** Answers `METHOD url` from the table (404 with the API's error shape when absent). */
const serve = (answers: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body =
      init.body instanceof FormData
        ? init.body
        : init.body
          ? (JSON.parse(String(init.body)) as unknown)
          : undefined;
    calls.push({ url, method, body });
    const key = `${method} ${url}`;
    if (!(key in answers))
      return new Response(JSON.stringify({ error: 'Vehículo no encontrado en GOmotor' }), {
        status: 404,
      });
    return new Response(JSON.stringify(answers[key]), { status: 200, headers });
  });
  return calls;
};

const vehicles = [
  { _id: 'a1', idv: '100', marca: 'SEAT', modelo: 'Ibiza', vehiculosHome: true },
  { _id: 'b2', idv: '200', marca: 'KIA', modelo: 'Ceed', vehiculosHome: false },
  { _id: 'c3', idv: '300', marca: 'AUDI', modelo: 'A3', vehiculosHome: true },
];
const signal = new AbortController().signal;

describe('saleStockProvider', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('is routed by the composite dataProvider under stock-gomotor and stock-grupoliva', async () => {
    expect(resourceProviders['stock-gomotor']).toBeDefined();
    expect(resourceProviders['stock-grupoliva']).toBeDefined();
    const calls = serve({ 'GET /api/grupoliva': vehicles, 'GET /api/gomotor': [] });
    const all = await (dataProvider as SaleStockDataProvider).getAll('stock-grupoliva');
    expect(all.map((v) => v.id)).toEqual(['a1', 'b2', 'c3']);
    await (dataProvider as SaleStockDataProvider).getAll('stock-gomotor');
    expect(calls.map((c) => c.url)).toEqual(['/api/grupoliva', '/api/gomotor']);
  });

  it('getList answers the whole stock in the browser, records keyed by _id', async () => {
    serve({ 'GET /api/gomotor': vehicles });
    const provider = saleStockProvider(GOMOTOR_CONFIG);
    const page = await provider.getList('stock-gomotor', {
      filter: { vehiculosHome: true },
      sort: { field: 'marca', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
      signal,
    });
    expect(page).toEqual({ data: [{ ...vehicles[2], id: 'c3' }], total: 2 });
  });

  it('getAll asks for a projection when given fields', async () => {
    const calls = serve({ 'GET /api/gomotor?fields=_id,idv': vehicles });
    await saleStockProvider(GOMOTOR_CONFIG).getAll('stock-gomotor', { fields: ['_id', 'idv'] });
    expect(calls[0].url).toBe('/api/gomotor?fields=_id,idv');
  });

  it("Grupo Oliva's stock is projected too: its channel list knows the web fields", async () => {
    const calls = serve({ 'GET /api/grupoliva?fields=_id,vehiculosHome': vehicles });
    await (dataProvider as SaleStockDataProvider).getAll('stock-grupoliva', {
      fields: ['_id', 'vehiculosHome'],
    });
    expect(calls[0].url).toBe('/api/grupoliva?fields=_id,vehiculosHome');
  });

  it('getOne reads an idv or an _id and answers the vehicle keyed by _id', async () => {
    serve({ 'GET /api/gomotor/100': [vehicles[0]] });
    const provider = saleStockProvider(GOMOTOR_CONFIG);
    const { data } = await provider.getOne('stock-gomotor', { id: '100', signal });
    expect(data).toEqual({ ...vehicles[0], id: 'a1' });
    await expect(provider.getOne('stock-gomotor', { id: 'nope', signal })).rejects.toMatchObject({
      message: 'Vehículo no encontrado en GOmotor',
      status: 404,
    });
  });

  it('update PUTs only the changed fields under the _id, even when opened by idv', async () => {
    const updated = { ...vehicles[0], marca: 'CUPRA' };
    const calls = serve({
      'PUT /api/grupoliva/a1': { message: 'Vehículo actualizado con éxito', vehicle: updated },
    });
    const { data } = await saleStockProvider(GRUPOLIVA_CONFIG).update('stock-grupoliva', {
      id: '100',
      data: { ...vehicles[0], id: 'a1', marca: 'CUPRA' },
      previousData: { ...vehicles[0], id: 'a1' },
    });
    expect(calls).toEqual([
      {
        url: '/api/grupoliva/a1',
        method: 'PUT',
        body: { filter: { _id: 'a1' }, update: { marca: 'CUPRA' } },
      },
    ]);
    expect(data).toEqual({ ...updated, id: 'a1' });
  });

  it('update sends image changes with the recurso filter given in meta', async () => {
    const calls = serve({ 'PUT /api/gomotor/a1': { vehicle: vehicles[0] } });
    await saleStockProvider(GOMOTOR_CONFIG).update('stock-gomotor', {
      id: 'a1',
      data: { $set: { 'recursos.$.propiedades': [] } },
      previousData: { ...vehicles[0], id: 'a1' },
      meta: { filter: { 'recursos._id': 'r1' } },
    });
    expect(calls[0].body).toEqual({
      filter: { 'recursos._id': 'r1', _id: 'a1' },
      update: { $set: { 'recursos.$.propiedades': [] } },
    });
  });

  it('an update that changes nothing sends nothing', async () => {
    const calls = serve({});
    const previousData = { ...vehicles[1], id: 'b2' };
    const { data } = await saleStockProvider(GOMOTOR_CONFIG).update('stock-gomotor', {
      id: 'b2',
      data: { ...previousData },
      previousData,
    });
    expect(calls).toEqual([]);
    expect(data).toEqual(previousData);
  });

  it('create POSTs new-car; delete by _id; deleteMany is one bulk-delete', async () => {
    const calls = serve({
      'POST /api/gomotor/new-car': { _id: 'n1', idv: 'M00001', marca: 'SEAT', modelo: 'León' },
      'DELETE /api/gomotor/a1': { message: 'Vehículo eliminado de GOmotor', _id: 'a1' },
      'POST /api/gomotor/bulk-delete': { message: 'ok', count: 2, deleteIDVs: ['200', '300'] },
    });
    const provider = saleStockProvider(GOMOTOR_CONFIG);
    const created = await provider.create('stock-gomotor', {
      data: { marca: 'SEAT', modelo: 'León' },
    });
    expect(created.data.id).toBe('n1');
    await provider.delete('stock-gomotor', { id: 'a1', previousData: { id: 'a1' } });
    expect(await provider.deleteMany('stock-gomotor', { ids: ['b2', 'c3'] })).toEqual({
      data: ['b2', 'c3'],
    });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/gomotor/new-car', { marca: 'SEAT', modelo: 'León' }],
      ['DELETE', '/api/gomotor/a1', undefined],
      ['POST', '/api/gomotor/bulk-delete', { dataSelection: ['b2', 'c3'] }],
    ]);
  });

  it('custom methods: bulk action, process, update-db, web sync, image, log', async () => {
    const calls = serve(
      {
        'POST /api/grupoliva/bulk-update': { message: 'hecho', count: 1, updateIdvs: ['100'] },
        'GET /api/process/bulk': { _id: 'bulk', active: true, user: 'admin' },
        'GET /api/grupoliva/update-db': { message: 'Base de datos actualizada', count: 0 },
        'GET /api/grupoliva/woocommerce-sync': { message: 'sync', total: 3 },
        'POST /api/grupoliva/a1/images': { message: 'Imagen subida', vehicle: vehicles[0] },
        'GET /api/grupoliva/log?_start=50&_end=100&_sort=timestamp&_order=DESC&kind=bulk': [
          { _id: 'l1', kind: 'bulk' },
        ],
      },
      { 'X-Total-Count': '51' },
    );
    const provider = saleStockProvider(GRUPOLIVA_CONFIG);
    const r = 'stock-grupoliva';
    const body = { dataSelection: ['a1'], update: 'vehiculosHome', value: true };
    expect(await provider.bulkAction(r, { operation: 'bulk-update', body })).toMatchObject({
      count: 1,
    });
    expect(calls[0]).toEqual({ url: '/api/grupoliva/bulk-update', method: 'POST', body });
    expect((await provider.getProcess(r)).active).toBe(true);
    expect((await provider.updateDb(r)).message).toBe('Base de datos actualizada');
    expect((await provider.webSync(r)).total).toBe(3);
    const file = new File([new Uint8Array([1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' });
    const uploaded = await provider.uploadImage(r, { id: 'a1', file });
    expect(uploaded.vehicle.id).toBe('a1');
    const sent = calls[4].body as FormData;
    expect((sent.get('file') as File).name).toBe('foto.jpg');
    const log = await provider.getLog(r, {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'timestamp', order: 'DESC' },
      filter: { kind: 'bulk' },
    });
    expect(log).toEqual({ data: [{ _id: 'l1', id: 'l1', kind: 'bulk' }], total: 51 });
  });

  it("asks GOmotor's update-db, which answers the whole sale stock, for the ids alone", async () => {
    const calls = serve({
      'GET /api/gomotor/update-db?fields=_id': { message: 'hecho', vehicles: [{ _id: 'a1' }] },
      'GET /api/grupoliva/update-db': { message: 'hecho', count: 0, vehicles: [] },
    });
    expect((await saleStockProvider(GOMOTOR_CONFIG).updateDb('stock-gomotor')).message).toBe(
      'hecho',
    );
    // Grupo Oliva's answers the vehicles it retired, whose idv its log reads.
    await saleStockProvider(GRUPOLIVA_CONFIG).updateDb('stock-grupoliva');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/gomotor/update-db?fields=_id',
      '/api/grupoliva/update-db',
    ]);
  });

  it('changedFields leaves out ids and unchanged values', () => {
    expect(
      changedFields(
        { id: 'a', _id: 'a', marca: 'X', precios: [{ valor: 1 }] },
        { _id: 'a', marca: 'Y', precios: [{ valor: 1 }] },
      ),
    ).toEqual({ marca: 'X' });
  });
});

describe('DASHBOARD_FIELDS', () => {
  it('hold every field the cards and columns of both sites read', async () => {
    const { DASHBOARD_FIELDS } = await import('../../src/resources/ownSites/useSaleStock');
    const {
      cardGroups,
      cardsOf,
      GOMOTOR_CONFIG: gomotor,
      GRUPOLIVA_CONFIG: grupoliva,
    } = await import('../../src/domain/ownSites');
    const read = new Set<string>();
    const sample = {
      _id: 'a',
      idv: '1',
      tipo: 'VO',
      tipoVO: 'OCASION',
      precios: [{ valor: 1 }, {}, {}, { valor: 2 }],
      campana: { _id: 'c', name: 'Black Friday' },
      landingPages: ['Peugeot'],
      garantia: 6,
    };
    const vehicle = new Proxy(sample, {
      get: (target, key) => {
        if (typeof key === 'string') read.add(key);
        return (target as Record<string | symbol, unknown>)[key];
      },
    }) as never;
    const campaigns = [{ _id: 'c', name: 'Black Friday' }];
    for (const config of [gomotor, grupoliva]) {
      for (const card of cardsOf(cardGroups(config, campaigns))) card.matches(vehicle);
      for (const column of config.columns) column.value(vehicle);
    }
    expect([...read].filter((f) => !(DASHBOARD_FIELDS as readonly string[]).includes(f))).toEqual(
      [],
    );
  });
});
