// The console side of Aramis Francia (docs/API.md "Aramis Francia"): what an edit sends (PATCH of
// the changed fields only), the panel's page query, and the channel card's feed (regenerate asks
// for the run as JSON; the drop sends the count its confirmation named), and 'Actualizar stock' /
// 'Eliminar stock' as the GETs the service documents.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../src/authProvider/session';
import {
  ARAMIS_DEFAULT_SORT,
  ARAMIS_PAGE_SIZE,
  ARAMIS_PANEL_RESOURCE,
  aramis,
  aramisChanges,
  dropAramisStock,
  readFirstPageAhead,
  updateAramisStock,
} from '../../src/dataProvider/channels/aramis';
import { httpJson } from '../../src/dataProvider/http';
import { resourceProviders } from '../../src/dataProvider';
import { installMemoryStorage } from './memoryStorage';

type Call = { url: string; method: string; body: unknown; accept?: string };

const serve = (answer: (call: Call) => { status: number; body?: unknown; headers?: object }) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      accept: headers.Accept,
    };
    calls.push(call);
    const a = answer(call);
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status,
      headers: a.headers as HeadersInit,
    });
  });
  return calls;
};

beforeEach(() => {
  installMemoryStorage();
  saveSession({ accessToken: 't', email: 'a@b.c' } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('aramisChanges (what an edit sends)', () => {
  const before = { vehicle_id: '7', make_label: 'PEUGEOT', precio_aramis: 18900, mileage: 100 };

  it('keeps only the editable fields that changed', () => {
    expect(
      aramisChanges(
        { ...before, precio_aramis: 17900, id: '1', _id: '1', publishedAt: 'x' },
        before,
      ),
    ).toEqual({ precio_aramis: 17900 });
  });

  it('never sends vehicle_id, and nothing when nothing changed', () => {
    expect(aramisChanges({ ...before, vehicle_id: '8' }, before)).toEqual({});
    expect(aramisChanges(before, before)).toEqual({});
  });

  it('sends a cleared text as empty text and a cleared figure as null', () => {
    expect(aramisChanges({ ...before, finish_label: null, mileage: null }, before)).toEqual({
      mileage: null,
    });
    expect(
      aramisChanges(
        { finish_label: null, color_label: null },
        { finish_label: 'GT', color_label: '' },
      ),
    ).toEqual({ finish_label: '' });
  });
});

describe("the 'aramis-francia' resource", () => {
  const provider = () => resourceProviders[ARAMIS_PANEL_RESOURCE]!;

  it('asks the server for one page, sorted and filtered, and reads the total', async () => {
    const calls = serve(() => ({
      status: 200,
      body: [{ _id: 'a1', vehicle_id: '7' }],
      headers: { 'X-Total-Count': '5000' },
    }));
    const answer = await provider().getList(ARAMIS_PANEL_RESOURCE, {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'precio_aramis', order: 'DESC' },
      filter: { q: 'golf', publicacion_manual: 'true' },
    });
    expect(calls[0]?.url).toBe(
      '/api/aramis-francia?_start=20&_end=30&_sort=precio_aramis&_order=DESC&q=golf&publicacion_manual=true',
    );
    expect(answer).toEqual({ data: [{ _id: 'a1', vehicle_id: '7', id: 'a1' }], total: 5000 });
  });

  it('answers the first page from the read made ahead, once', async () => {
    const calls = serve(() => ({
      status: 200,
      body: [{ _id: 'a1', vehicle_id: '7' }],
      headers: { 'X-Total-Count': '5000' },
    }));
    readFirstPageAhead();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/aramis-francia?_start=0&_end=10&_sort=vehicle_id&_order=ASC',
    ]);
    const first = {
      pagination: { page: 1, perPage: ARAMIS_PAGE_SIZE },
      sort: { ...ARAMIS_DEFAULT_SORT },
      filter: {},
    };
    await expect(provider().getList(ARAMIS_PANEL_RESOURCE, first)).resolves.toEqual({
      data: [{ _id: 'a1', vehicle_id: '7', id: 'a1' }],
      total: 5000,
    });
    expect(calls).toHaveLength(1);
    // Taken: the next read (a refresh) asks the server again.
    await provider().getList(ARAMIS_PANEL_RESOURCE, first);
    expect(calls).toHaveLength(2);
  });

  it('leaves the read made ahead to its own page: another query asks the server', async () => {
    const calls = serve(() => ({ status: 200, body: [], headers: { 'X-Total-Count': '0' } }));
    readFirstPageAhead();
    await provider().getList(ARAMIS_PANEL_RESOURCE, {
      pagination: { page: 2, perPage: ARAMIS_PAGE_SIZE },
      sort: { ...ARAMIS_DEFAULT_SORT },
      filter: {},
    });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/aramis-francia?_start=0&_end=10&_sort=vehicle_id&_order=ASC',
      '/api/aramis-francia?_start=10&_end=20&_sort=vehicle_id&_order=ASC',
    ]);
  });

  it('updates with one PATCH of what changed, and not at all when nothing did', async () => {
    const calls = serve((call) => ({ status: 200, body: { _id: 'a1', ...(call.body as object) } }));
    const previousData = { id: 'a1', _id: 'a1', vehicle_id: '7', precio_aramis: 1, mileage: 5 };
    await provider().update(ARAMIS_PANEL_RESOURCE, {
      id: 'a1',
      data: { ...previousData, precio_aramis: 2 },
      previousData,
    });
    expect(calls).toEqual([
      {
        url: '/api/aramis-francia/a1',
        method: 'PATCH',
        body: { precio_aramis: 2 },
        accept: 'application/json',
      },
    ]);
    await provider().update(ARAMIS_PANEL_RESOURCE, { id: 'a1', data: previousData, previousData });
    expect(calls).toHaveLength(1);
  });
});

describe("the aramis channel's feed (the channel card's menu)", () => {
  it('is the supplier CSV, regenerated by the panel call asked for JSON', async () => {
    const calls = serve(() => ({ status: 200, body: { message: 'ok', count: 3, files: [] } }));
    expect(aramis.feed).toMatchObject({ label: 'CSV de Aramis Francia', format: 'csv' });
    await expect(aramis.feed!.regenerate(httpJson)).resolves.toEqual({
      message: 'ok',
      count: 3,
      files: [],
    });
    expect(calls[0]).toMatchObject({ url: '/api/aramis-francia/csv', accept: 'application/json' });
  });

  it('drops with the count its confirmation named, with the GET the service takes', async () => {
    const calls = serve((call) =>
      call.url.includes('/drop')
        ? { status: 200, body: { message: 'Stock eliminado: 3 vehículos', count: 3 } }
        : { status: 200, body: [{ _id: '1' }, { _id: '2' }, { _id: '3' }] },
    );
    const drop = aramis.feed!.drop!;
    await expect(drop.targets(httpJson)).resolves.toEqual([
      { id: 'aramis', label: 'Aramis Francia', count: 3 },
    ]);
    await drop.run(httpJson, 'aramis');
    expect(calls[0]?.url).toBe('/api/publishing/api/v1/aramis/vehicles/?fields=_id');
    expect(calls[1]).toMatchObject({
      url: '/api/publishing/api/v1/aramis/vehicles/drop?confirm=true&count=3',
      method: 'GET',
    });
  });
});

describe("the panel's 'Actualizar stock' and 'Eliminar stock'", () => {
  it('call update-stock and drop with GET, as the service documents them', async () => {
    const calls = serve(() => ({ status: 200, body: { message: 'ok', count: 2 } }));
    await updateAramisStock();
    await dropAramisStock(2);
    expect(calls.map(({ url, method }) => ({ url, method }))).toEqual([
      { url: '/api/publishing/api/v1/aramis/vehicles/update-stock', method: 'GET' },
      { url: '/api/publishing/api/v1/aramis/vehicles/drop?confirm=true&count=2', method: 'GET' },
    ]);
  });
});
