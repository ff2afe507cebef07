// One campaigns collection seen two ways: resource `campaigns` over /api/campaigns (the web sites'
// field names) and `contadores` over /api/publishing/api/v1/campaign (the CountDown Maker's field
// names), both served by the composite data provider; the icon upload is multipart `file` → {url}.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, resourceProviders } from '../../src/dataProvider';
import { uploadCampaignIcon } from '../../src/dataProvider/campaigns';

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
    return new Response(answer === undefined ? null : JSON.stringify(answer), {
      status: method === 'POST' ? 201 : 200,
    });
  });
  return calls;
};

const stored = {
  _id: 'c1',
  active: true,
  name: 'Black Friday',
  campaignText: 'Hasta 2.000 € de descuento',
  startDate: '2026-11-20T00:00:00.000Z',
  endDate: '2026-11-30T22:59:59.000Z',
  campaignImage: '',
  campaignColor: '#1b2a4a',
  campaignTextColor: '#ffffff',
  temporary: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const counter = {
  _id: 'c1',
  name: 'Black Friday',
  startDate: stored.startDate,
  endDate: stored.endDate,
  badgeColor: '#1b2a4a',
  textColor: '#ffffff',
  iconUrl: '',
  active: true,
};
const signal = new AbortController().signal;
const everything = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
  signal,
};

describe('campaign resources', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are registered in the composite provider', () => {
    expect(Object.keys(resourceProviders)).toEqual(
      expect.arrayContaining(['campaigns', 'contadores']),
    );
  });

  it('campaigns lists /api/campaigns with id = _id', async () => {
    serve({ 'GET /api/campaigns': [stored] });
    const { data, total } = await dataProvider.getList('campaigns', everything);
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ id: 'c1', _id: 'c1', name: 'Black Friday' });
  });

  it('campaigns PUT sends only the campaign record fields', async () => {
    const calls = serve({ 'PUT /api/campaigns/c1': { ...stored, active: false } });
    const { data } = await dataProvider.update('campaigns', {
      id: 'c1',
      data: { ...stored, id: 'c1', active: false },
      previousData: { ...stored, id: 'c1' },
    });
    expect(data).toMatchObject({ id: 'c1', active: false });
    const { _id, createdAt, ...body } = { ...stored, active: false };
    void _id;
    void createdAt;
    expect(calls).toEqual([{ url: '/api/campaigns/c1', method: 'PUT', body }]);
  });

  it('contadores reads and writes /api/publishing/api/v1/campaign with the countdown names', async () => {
    const calls = serve({
      'GET /api/publishing/api/v1/campaign': [counter],
      'POST /api/publishing/api/v1/campaign': { ...counter, _id: 'c9' },
      'DELETE /api/publishing/api/v1/campaign/c1': { message: 'ok' },
    });
    const { data } = await dataProvider.getList('contadores', everything);
    expect(data[0]).toMatchObject({ id: 'c1', badgeColor: '#1b2a4a' });
    const { _id, ...body } = counter;
    void _id;
    const created = await dataProvider.create('contadores', {
      data: { ...body, id: 'x', extra: 'no' },
    });
    expect(created.data).toMatchObject({ id: 'c9' });
    await dataProvider.delete('contadores', { id: 'c1', previousData: { ...counter, id: 'c1' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/publishing/api/v1/campaign',
      'POST /api/publishing/api/v1/campaign',
      'DELETE /api/publishing/api/v1/campaign/c1',
    ]);
    expect(calls[1].body).toEqual(body);
  });

  it('uploads an icon as multipart `file` and answers its url', async () => {
    const calls = serve({
      'POST /api/publishing/api/v1/campaign/icon': {
        url: '/api/uploads/images/campaigns/1700-rayo.png',
      },
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'rayo.png', { type: 'image/png' });
    await expect(uploadCampaignIcon(file)).resolves.toBe(
      '/api/uploads/images/campaigns/1700-rayo.png',
    );
    expect(calls[0].method).toBe('POST');
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);
  });
});
