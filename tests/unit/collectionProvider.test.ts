import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionProvider, withoutIds } from '../../src/dataProvider/collectionProvider';
import { dataProvider, resourceProviders } from '../../src/dataProvider';
import { channels } from '../../src/dataProvider/channels';
import { changedResourceOf } from '../../src/realtime/useLiveResource';
import { prefetchPortalFeeds } from '../../src/dataProvider/portalFeeds';

type Call = { url: string; method: string; body: unknown };

const serve = (answers: Record<string, unknown>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`];
    return new Response(answer === undefined ? null : JSON.stringify(answer), { status: 200 });
  });
  return calls;
};

const docs = [
  { _id: '1', text: 'uno', reading: false },
  { _id: '2', text: 'dos', reading: true },
  { _id: '3', text: 'tres', reading: false },
];
const signal = new AbortController().signal;

describe('collectionProvider', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('getList answers in the browser and adds id', async () => {
    serve({ 'GET /api/things': docs });
    const provider = collectionProvider({ path: '/things' });
    const result = await provider.getList('things', {
      filter: { reading: false },
      sort: { field: 'text', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
      signal,
    });
    expect(result).toEqual({
      data: [{ _id: '3', id: '3', text: 'tres', reading: false }],
      total: 2,
    });
  });

  it('getList of a collection paged on the server asks for one page and reads the total header', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify([docs[1]]), {
        status: 200,
        headers: { 'X-Total-Count': '51' },
      });
    });
    const provider = collectionProvider({ path: '/things', pagedOnServer: true });
    const page = await provider.getList('things', {
      filter: { reading: true },
      sort: { field: 'text', order: 'ASC' },
      pagination: { page: 2, perPage: 50 },
      signal,
    });
    expect(urls).toEqual(['/api/things?_start=50&_end=100&_sort=text&_order=ASC&reading=true']);
    expect(page).toEqual({ data: [{ _id: '2', id: '2', text: 'dos', reading: true }], total: 51 });

    const refs = await provider.getManyReference('things', {
      target: 'site',
      id: 'gomotor',
      filter: {},
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      signal,
    });
    expect(urls[1]).toBe('/api/things?_start=0&_end=10&site=gomotor');
    expect(refs.total).toBe(51);
  });

  it('notificaciones are paged on the server', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response('[]', { status: 200, headers: { 'X-Total-Count': '0' } });
    });
    await dataProvider.getList('notificaciones', {
      filter: { reading: false },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      signal,
    });
    expect(urls).toEqual([
      '/api/notifications?_start=0&_end=10&_sort=createdAt&_order=DESC&reading=false',
    ]);
  });

  it('getMany reads the list once; getManyReference filters by target', async () => {
    const calls = serve({ 'GET /api/things': docs });
    const provider = collectionProvider({ path: '/things' });
    const many = await provider.getMany('things', { ids: ['1', '3'], signal });
    expect(many.data.map((d) => d.id)).toEqual(['1', '3']);
    const ref = await provider.getManyReference('things', {
      target: 'reading',
      id: 'true',
      filter: {},
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      signal,
    });
    expect(ref.data.map((d) => d.id)).toEqual(['2']);
    expect(calls).toHaveLength(2);
  });

  it('update sends the data without ids, with the configured method', async () => {
    const calls = serve({ 'PATCH /api/things/1': { _id: '1', text: 'otro' } });
    const provider = collectionProvider({ path: '/things', updateMethod: 'PATCH' });
    const result = await provider.update('things', {
      id: '1',
      data: { id: '1', _id: '1', text: 'otro' },
      previousData: { id: '1' },
    });
    expect(calls[0]).toEqual({ url: '/api/things/1', method: 'PATCH', body: { text: 'otro' } });
    expect(result.data).toEqual({ _id: '1', id: '1', text: 'otro' });
  });

  it('deleteMany uses the bulk path when there is one, else one DELETE per id', async () => {
    let calls = serve({});
    await collectionProvider({ path: '/n', bulkDeletePath: '/n/bulk-delete' }).deleteMany('n', {
      ids: ['1', '2'],
    });
    expect(calls).toEqual([
      { url: '/api/n/bulk-delete', method: 'POST', body: { ids: ['1', '2'] } },
    ]);
    calls = serve({});
    await expect(
      collectionProvider({ path: '/n' }).deleteMany('n', { ids: ['1', '2'] }),
    ).resolves.toEqual({
      data: ['1', '2'],
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/n/1',
      'DELETE /api/n/2',
    ]);
  });

  it('withoutIds drops id and the id field only', () => {
    expect(withoutIds({ id: 1, _id: 1, a: 2 })).toEqual({ a: 2 });
  });
});

describe('composite dataProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('routes core and channel resources', () => {
    expect(Object.keys(resourceProviders)).toEqual(
      expect.arrayContaining(['notificaciones', 'users', 'portals', 'wallapop-accounts']),
    );
    expect(channels.map((c) => c.id)).toContain('wallapop');
  });

  it('users: PUT {id, name, lastname, telephone}, password only when given', async () => {
    const calls = serve({ 'PUT /api/users/7': { _id: '7' } });
    const data = {
      id: '7',
      _id: '7',
      name: 'Ana',
      lastname: 'Gil',
      telephone: '600',
      email: 'a@b.es',
    };
    await dataProvider.update('users', {
      id: '7',
      data: { ...data, password: '' },
      previousData: data,
    });
    await dataProvider.update('users', {
      id: '7',
      data: { ...data, password: 'nueva' },
      previousData: data,
    });
    expect(calls.map((c) => c.body)).toEqual([
      { id: '7', name: 'Ana', lastname: 'Gil', telephone: '600' },
      { id: '7', name: 'Ana', lastname: 'Gil', telephone: '600', password: 'nueva' },
    ]);
  });

  it('notificaciones: PUT {reading} and bulk delete', async () => {
    const calls = serve({ 'PUT /api/notifications/n1': { _id: 'n1', reading: true } });
    await dataProvider.update('notificaciones', {
      id: 'n1',
      data: { reading: true },
      previousData: { id: 'n1' },
    });
    await dataProvider.deleteMany('notificaciones', { ids: ['n1'] });
    expect(calls).toEqual([
      { url: '/api/notifications/n1', method: 'PUT', body: { reading: true } },
      { url: '/api/notifications/bulk-delete', method: 'POST', body: { ids: ['n1'] } },
    ]);
  });

  it('wallapop-accounts: PATCH with the editable fields only', async () => {
    const calls = serve({ 'PATCH /api/publishing/api/v1/wallapop/accounts/a1': { _id: 'a1' } });
    await dataProvider.update('wallapop-accounts', {
      id: 'a1',
      data: { id: 'a1', _id: 'a1', name: 'Cuenta', createdAt: '2026-01-01', description: '' },
      previousData: { id: 'a1' },
    });
    expect(calls[0].body).toEqual({ name: 'Cuenta', description: '' });
  });

  it('portals: nine from memory; getOne reads the feed of the portal', async () => {
    const list = await dataProvider.getList('portals', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      signal,
    });
    expect(list.total).toBe(9);
    expect(list.data[0]).toMatchObject({ id: 'U97', portalId: 'U97' });
    serve({ 'GET /api/quiter/U341': { tipoError: 'E1', mensajeError: 'Sin datos' } });
    await expect(dataProvider.getOne('portals', { id: 'U341', signal })).resolves.toEqual({
      data: { id: 'U341', tipoError: 'E1', mensajeError: 'Sin datos' },
    });
  });

  it("portals: feeds asked for at sign-in answer the dashboard's first reads", async () => {
    const calls = serve({
      'GET /api/quiter/U97': { vehiculos: [{ idv: 1 }] },
      'GET /api/quiter/U341': { vehiculos: [] },
    });
    prefetchPortalFeeds();
    expect(calls).toHaveLength(9);
    const first = await dataProvider.getOne('portals', { id: 'U97', signal });
    expect(first.data).toEqual({ id: 'U97', vehiculos: [{ idv: 1 }] });
    expect(calls).toHaveLength(9);
    // Taken once: the card's refresh button asks the server again.
    await dataProvider.getOne('portals', { id: 'U97', signal });
    expect(calls.map((c) => c.url).filter((u) => u.endsWith('/U97'))).toHaveLength(2);
  });

  it('portals: an early feed left unread goes stale and is not served later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const calls = serve({ 'GET /api/quiter/U341': { vehiculos: [] } });
      prefetchPortalFeeds();
      vi.setSystemTime(Date.now() + 60_000);
      await dataProvider.getOne('portals', { id: 'U341', signal });
      expect(calls.map((c) => c.url).filter((u) => u.endsWith('/U341'))).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unknown resource is an error', async () => {
    expect(() => dataProvider.getList('nada', { signal })).toThrow('Recurso desconocido: nada');
  });
});

describe('live resources', () => {
  it("maps the server's collection names to console resources", () => {
    expect(changedResourceOf({ resource: 'notifications' })).toBe('notificaciones');
    expect(changedResourceOf({ resource: 'users' })).toBe('users');
    expect(changedResourceOf('x')).toBeNull();
  });
});
