// The `motos` resource: records keyed by idv, the list answered in the browser from one read, and
// every PUT body built by motoUpdateBody (docs/API.md "# Motos").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { forgetMotos } from '../../src/dataProvider/motos';
import { photoProperties } from '../../src/domain/photoOrder';
import { MOTO_COLUMNS } from '../../src/domain/motos/types';

type Call = { url: string; method: string; body: unknown };

const moto = (idv: string, extra: Record<string, unknown> = {}) => ({
  _id: `m${idv}`,
  idv,
  marca: 'YAMAHA',
  modelo: `MT-${idv}`,
  tipo: 'VO',
  reservado: '0',
  publicar: false,
  precios: [],
  equipamiento: [],
  recursos: [],
  ...extra,
});

const serve = (answer: (method: string, url: string, body: unknown) => unknown) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    return new Response(JSON.stringify(answer(method, url, body)), { status: 200 });
  });
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetMotos();
});

const stock = Array.from({ length: 25 }, (_, i) => moto(String(1000 + i), { km: 100 * (25 - i) }));

describe('motos data provider', () => {
  it('pages, sorts and searches one read of the stock; ids are idvs', async () => {
    const calls = serve(() => stock);
    const page = await dataProvider.getList('motos', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'km', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(25);
    expect(page.data).toHaveLength(10);
    expect(page.data[0].id).toBe('1024');
    const second = await dataProvider.getList('motos', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'km', order: 'ASC' },
      filter: { q: 'mt-1003' },
    });
    expect(second.total).toBe(1);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    // Only the table's columns and _id are read for the list (?fields=).
    const asked = new URL(calls[0].url, 'http://x');
    expect(asked.pathname).toBe('/api/motos');
    expect(asked.searchParams.get('fields')?.split(',')).toEqual(['_id', ...MOTO_COLUMNS]);
  });

  it('a cell edit sends only that field and the answer replaces the kept row', async () => {
    const calls = serve((method, _url, body) =>
      method === 'PUT' ? moto('1003', body as Record<string, unknown>) : stock,
    );
    const previousData = { ...stock[3], id: '1003' };
    await dataProvider.getList('motos', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'idv', order: 'ASC' },
      filter: {},
    });
    const { data } = await dataProvider.update('motos', {
      id: '1003',
      data: { ...previousData, precioVenta: 9790.5 },
      previousData,
    });
    expect(data.id).toBe('1003');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual({ url: '/api/motos/1003', method: 'PUT', body: { precioVenta: 9790.5 } });
    const again = await dataProvider.getList('motos', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'idv', order: 'ASC' },
      filter: { idv: '1003' },
    });
    expect(again.data[0].precioVenta).toBe(9790.5);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('nothing changed: no PUT', async () => {
    const calls = serve(() => stock);
    const previousData = { ...stock[0], id: '1000' };
    await dataProvider.update('motos', { id: '1000', data: { ...previousData }, previousData });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('a photo style goes through motoUpdateBody with the moto _id', async () => {
    const calls = serve(() => moto('1000'));
    const previousData = { ...stock[0], id: '1000' };
    const propiedades = photoProperties(true, 2);
    await dataProvider.update('motos', {
      id: '1000',
      data: previousData,
      previousData,
      meta: { update: { setResourceProps: { nombre: 'b.jpg', propiedades } } },
    });
    expect(calls[0].body).toEqual({
      filter: { _id: 'm1000', 'recursos.nombre': 'b.jpg' },
      update: { $set: { 'recursos.$.propiedades': propiedades } },
    });
  });
});
