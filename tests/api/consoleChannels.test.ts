// Contract between the two halves: each console channel module of the registry, driven against the
// reference API, publishes what 'Enviar' sends — the vehicles of the stock as the console holds
// them — and a second send comes back as warnings. The console's HTTP helper is replaced by
// app.inject, everything else is the console's own code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { channels } from '../../src/dataProvider/channels';
import type { Http } from '../../src/dataProvider/channels/types';
import { errorMessageOf, type HttpOptions } from '../../src/dataProvider/http';
import { toStockRecord } from '../../src/dataProvider/stock';
import { STOCK_LIST_FIELDS } from '../../src/domain/stock';
import type { StockVehicle } from '../../src/domain/types';
import { ADMIN, signIn, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let http: Http;
let stock: StockVehicle[];

beforeAll(async () => {
  t = await startTestApp();
  const { accessToken } = await signIn(t.app, ADMIN);
  const inject = async (path: string, options: HttpOptions = {}) => {
    const res = await t.app.inject({
      method: options.method ?? 'GET',
      url: `${options.base ?? '/api'}${path}`,
      headers: {
        'x-access-token': accessToken,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const body: unknown = res.body ? res.json() : null;
    if (res.statusCode >= 400) throw new HttpError(errorMessageOf(body), res.statusCode, body);
    return body;
  };
  http = inject as Http;
  // As the Stock Quiter page holds it: the fields it uses, as react-admin records.
  stock = (
    (await http<StockVehicle[]>(
      `/publishing/api/v1/quiter?fields=${STOCK_LIST_FIELDS.join(',')}`,
    )) ?? []
  ).map(toStockRecord);
});

afterAll(() => t?.close());

describe.each(channels.map((c) => [c.id, c] as const))('console channel %s', (_id, channel) => {
  it('publishes two of its not-imported vehicles, then warns when they are sent again', async () => {
    const listed = await channel.listKeys(http);
    const picked = stock.filter((v) => channel.isNotImported(v, listed)).slice(0, 2);
    expect(picked).toHaveLength(2);
    // 'Enviar' reads the selection whole (dataProvider/stock.ts fetchStockVehicles).
    const bodies =
      (await http<StockVehicle[]>(
        `/publishing/api/v1/quiter?idv=${picked.map((v) => v.idv).join(',')}`,
      )) ?? [];
    expect(bodies.map((v) => v.idv)).toEqual(picked.map((v) => v.idv));

    const first = await channel.publish(bodies, http, { concurrency: 2 });
    expect(first).toEqual(picked.map((v) => ({ idv: v.idv, ok: true })));
    const after = await channel.listKeys(http);
    for (const v of picked) expect(channel.isNotImported(v, after)).toBe(false);

    const again = await channel.publish(bodies, http, { concurrency: 2 });
    expect(again.map((r) => r.ok)).toEqual([false, false]);
    for (const r of again) expect(r.message).toMatch(/ya (está publicado|existía)|existe/);
  });
});
