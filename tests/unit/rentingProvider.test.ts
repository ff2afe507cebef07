// The console's `stock-renting` resource over /api/renting/vehicles: lists asked with ?fields=
// (what the cards and the list view show) and filtered here ('Marca' contains, 'ID Oferta' digits
// contained), the export with every field, PUT as {filter:{_id}, carData} without ids, and the CSV
// / import calls.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import {
  ALL_FIELDS_META,
  LIST_FIELDS,
  fetchRentingCsv,
  importRentingCsv,
  readRentingListAhead,
} from '../../src/dataProvider/renting';

type Call = { url: string; method: string; body: unknown };

const serve = (answers: Record<string, unknown>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body =
      init.body instanceof FormData
        ? init.body
        : init.body
          ? JSON.parse(String(init.body))
          : undefined;
    calls.push({ url, method, body });
    const answer = answers[`${method} ${url}`];
    if (typeof answer === 'string') return new Response(answer, { status: 200 });
    return new Response(answer === undefined ? null : JSON.stringify(answer), { status: 200 });
  });
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

const seat = { _id: 'a1', idOferta: 4060, marca: 'Seat', modelo: 'León', providerName: 'Arval' };
const nissan = {
  _id: 'b2',
  idOferta: 4123,
  marca: 'Nissan',
  modelo: 'Leaf',
  providerName: 'Arval',
};
const listUrl = `/api/renting/vehicles?fields=${LIST_FIELDS.join(',')}`;

describe('stock-renting data provider', () => {
  it('lists with ?fields=, filtering Marca and ID Oferta by contains', async () => {
    const calls = serve({ [`GET ${listUrl}`]: [seat, nissan] });
    const list = (filter: Record<string, unknown>) =>
      dataProvider.getList('stock-renting', {
        filter,
        sort: { field: 'idOferta', order: 'DESC' },
        pagination: { page: 1, perPage: 24 },
      });
    expect((await list({ marca_q: 'nis' })).data.map((v) => v.id)).toEqual(['b2']);
    expect((await list({ idOferta_q: '12' })).data.map((v) => v.id)).toEqual(['b2']);
    expect((await list({})).total).toBe(2);
    expect(calls.every((c) => c.url === listUrl)).toBe(true);
    expect(LIST_FIELDS).not.toContain('preciosParticular');
  });

  it('answers the first list query with the read started as the page opened', async () => {
    const calls = serve({ [`GET ${listUrl}`]: [seat, nissan] });
    readRentingListAhead();
    expect(calls).toHaveLength(1);
    const { total } = await dataProvider.getList('stock-renting', {
      filter: {},
      sort: { field: 'idOferta', order: 'DESC' },
      pagination: { page: 1, perPage: 24 },
    });
    expect(total).toBe(2);
    expect(calls).toHaveLength(1);
  });

  it('exports every field', async () => {
    const calls = serve({ 'GET /api/renting/vehicles': [seat] });
    await dataProvider.getList('stock-renting', {
      filter: {},
      sort: { field: 'idOferta', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
      meta: ALL_FIELDS_META,
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/renting/vehicles']);
  });

  it('saves with PUT {filter:{_id}, carData} without the ids and the read-only name', async () => {
    const calls = serve({ 'PUT /api/renting/vehicles/a1': { ...seat, modelo: 'León ST' } });
    const { data } = await dataProvider.update('stock-renting', {
      id: 'a1',
      data: { ...seat, id: 'a1', modelo: 'León ST' },
      previousData: { ...seat, id: 'a1' },
    });
    expect(data.id).toBe('a1');
    expect(calls[0].body).toEqual({
      filter: { _id: 'a1' },
      carData: { idOferta: 4060, marca: 'Seat', modelo: 'León ST' },
    });
  });

  it('asks for the CSV of the selection by _id, then reads the file it names', async () => {
    const calls = serve({
      'POST /api/renting/download-csv': {
        file: 'csv/renting-1.csv',
        url: '/api/renting/csv/renting-1.csv',
      },
      'GET /api/renting/csv/renting-1.csv': '\uFEFFmarca;modelo\r\nSeat;León\r\n',
    });
    const { name, blob } = await fetchRentingCsv([{ _id: 'a1' }]);
    expect(name).toBe('renting-1.csv');
    expect(await blob.text()).toContain('Seat;León');
    expect(calls[0].body).toEqual({ data: [{ _id: 'a1' }] });
  });

  it('imports a CSV by the name its upload got', async () => {
    const calls = serve({
      'POST /api/renting/upload': { status: 200, data: { filename: 'renting-2.csv' } },
      'POST /api/renting/utils/import-csv': { created: 1, updated: 2, unchanged: 3 },
    });
    const file = new File(['marca;modelo\r\n'], 'renting.csv', { type: 'text/csv' });
    expect(await importRentingCsv(file)).toEqual({ created: 1, updated: 2, unchanged: 3 });
    expect(calls[1].body).toEqual({ data: 'renting-2.csv' });
  });
});
