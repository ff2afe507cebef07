// The Quiter-side resources of the composite dataProvider (docs/API.md "Group stock").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../src/dataProvider';
import { QUITER_READ_TIMEOUT_MS } from '../../src/dataProvider/http';
import type { QuiterDataProvider } from '../../src/dataProvider/quiter';
import { QUITER_QUERY_OPTIONS } from '../../src/dataProvider/stock';
import { FEED_FAILURE_MESSAGE } from '../../src/domain/portalStatus';

const provider = dataProvider as QuiterDataProvider;
type Answer = { status?: number; body: unknown };

/** fetch answering `METHOD /api/path?query` from a table; records the calls. */
const serve = (answers: Record<string, Answer>) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push(key);
    const answer = answers[key] ?? { status: 404, body: { error: 'No encontrado' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
};

const all = { pagination: { page: 1, perPage: 100 }, sort: { field: '', order: 'ASC' as const } };

describe('Quiter resources', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('quiter-stock sends portalId to the server and keys documents by _id', async () => {
    const calls = serve({
      'GET /api/quiter?portalId=U97': {
        body: [
          { _id: 'a', idv: '1', portalId: 'U97' },
          { _id: 'b', idv: '2', portalId: 'U97' },
        ],
      },
    });
    const { data, total } = await provider.getList('quiter-stock', {
      ...all,
      filter: { portalId: 'U97' },
    });
    expect(calls).toEqual(['GET /api/quiter?portalId=U97']);
    expect(data.map((d) => d.id)).toEqual(['a', 'b']);
    expect(total).toBe(2);
  });

  it('the two databases ask the server for the fields of meta.fields only', async () => {
    const calls = serve({
      'GET /api/quiter?portalId=U97&fields=_id,idv,km': { body: [{ _id: 'a', idv: '1', km: 5 }] },
      'GET /api/vehiculos?fields=idv,km': { body: [{ idv: '1', km: 7 }] },
    });
    const meta = { fields: ['_id', 'idv', 'km'] };
    const stock = await provider.getList('quiter-stock', {
      ...all,
      filter: { portalId: 'U97' },
      meta,
    });
    expect(stock.data).toEqual([{ _id: 'a', idv: '1', km: 5, id: 'a' }]);
    const general = await provider.getList('vehiculos', {
      ...all,
      filter: {},
      meta: { fields: ['idv', 'km'] },
    });
    expect(general.data).toEqual([{ idv: '1', km: 7, id: '1' }]);
    expect(calls).toHaveLength(2);
  });

  it('saveStock is POST /quiter[?portalId] answering {message, count}', async () => {
    const calls = serve({
      'POST /api/quiter?portalId=U94': { body: { message: 'Guardados 3', count: 3 } },
      'POST /api/quiter': { body: { message: 'Guardados 9', count: 9 } },
    });
    expect(await provider.saveStock('quiter-stock', { portalId: 'U94' })).toEqual({
      message: 'Guardados 3',
      count: 3,
    });
    await provider.saveStock('quiter-stock', {});
    expect(calls).toEqual(['POST /api/quiter?portalId=U94', 'POST /api/quiter']);
  });

  it('syncs need a dbName and read GET /records/syncs/{dbName}', async () => {
    const calls = serve({
      'GET /api/records/syncs/quiter': { body: [{ _id: 's1', dbName: 'quiter', count: 1 }] },
    });
    const { data } = await provider.getList('syncs', { ...all, filter: { dbName: 'quiter' } });
    expect(data).toEqual([{ _id: 's1', dbName: 'quiter', count: 1, id: 's1' }]);
    await expect(provider.getList('syncs', { ...all, filter: {} })).rejects.toThrow('dbName');
    expect(calls).toEqual(['GET /api/records/syncs/quiter']);
  });

  it('import-files lists the eight names in order and getOne reads the file', async () => {
    const calls = serve({
      'GET /api/download-json-quiter/stock1': { body: { vehiculos: [{ idv: '1' }] } },
    });
    const { data } = await provider.getList('import-files', { ...all, filter: {} });
    expect(data.map((f) => f.id)).toEqual([
      'stock1',
      'stock3',
      'ofertas-joaquin-oliva',
      'ofertas-bmw-mini',
      'gomotor-ofertas',
      'gomotor-general',
      'tarrauto-general',
      'tarrauto-ofertas',
    ]);
    const file = await provider.getOne('import-files', { id: 'stock1' });
    expect(file.data).toEqual({ id: 'stock1', name: 'stock1', vehiculos: [{ idv: '1' }] });
    expect(calls).toEqual(['GET /api/download-json-quiter/stock1']);
  });

  it('csv-files reads fileList', async () => {
    serve({ 'GET /api/files': { body: { fileList: [{ name: 'a.csv', path: 'csv/a.csv' }] } } });
    const { data } = await provider.getList('csv-files', { ...all, filter: {} });
    expect(data).toEqual([{ name: 'a.csv', path: 'csv/a.csv', id: 'csv/a.csv' }]);
  });

  it('getVehicleSheet reads the general database, then the group stock on a 404', async () => {
    const calls = serve({
      'GET /api/vehiculos/1': { body: { idv: '1', marca: 'SEAT' } },
      // Only the vehicle asked for is read from the group stock (`?idv=`), not all of it.
      'GET /api/publishing/api/v1/quiter?idv=2': { body: [{ idv: '2', marca: 'KIA' }] },
      'GET /api/publishing/api/v1/quiter?idv=3': { body: [] },
    });
    expect(await provider.getVehicleSheet('vehiculos', { idv: '1' })).toEqual({
      data: { idv: '1', marca: 'SEAT', id: '1' },
      source: 'vehiculos',
    });
    expect(await provider.getVehicleSheet('vehiculos', { idv: '2' })).toEqual({
      data: { idv: '2', marca: 'KIA', id: '2' },
      source: 'stock',
    });
    await expect(provider.getVehicleSheet('vehiculos', { idv: '3' })).rejects.toThrow(
      'No se ha encontrado el vehículo 3',
    );
    expect(calls.filter((c) => c.startsWith('GET /api/vehiculos/'))).toEqual([
      'GET /api/vehiculos/1',
      'GET /api/vehiculos/2',
      'GET /api/vehiculos/3',
    ]);
  });

  it('the resources are read-only', async () => {
    await expect(provider.create('vehiculos', { data: { idv: '1' } })).rejects.toThrow(
      'solo lectura',
    );
  });
});

/** fetch that never answers: it only ends when its signal is aborted (a hung Quiter feed). */
const hang = () => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push(url);
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  });
  return calls;
};

describe('a hung Quiter feed (its failure is said within 3 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // Each read gives up after QUITER_READ_TIMEOUT_MS; react-query tries once more after
  // QUITER_QUERY_OPTIONS.retryDelay: both attempts and the pause stay under 3 s.
  it('bounds the reads and the retries so the failure shows within 3 s', () => {
    expect(QUITER_QUERY_OPTIONS.retry).toBe(1);
    expect(2 * QUITER_READ_TIMEOUT_MS + QUITER_QUERY_OPTIONS.retryDelay).toBeLessThan(3000);
  });

  it.each([
    ['the group stock', () => provider.getList('stock', { ...all, filter: {} })],
    ['a portal feed', () => provider.getOne('portals', { id: 'U97' })],
    ['a vehicle of the group stock', () => provider.getMany('stock', { ids: ['1'] })],
  ])('%s fails with the Quiter message once its time is up', async (_name, read) => {
    vi.useFakeTimers();
    const calls = hang();
    const failure = read().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(QUITER_READ_TIMEOUT_MS);
    const error = await failure;
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, message: FEED_FAILURE_MESSAGE });
  });

  it('a cancelled read stays a cancellation (react-query), not a Quiter failure', async () => {
    hang();
    const controller = new AbortController();
    const failure = provider
      .getList('stock', { ...all, filter: {}, signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    expect(await failure).toMatchObject({ name: 'AbortError' });
  });
});
