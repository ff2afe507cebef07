// CHANNEL_LATENCY_MS (docs/API.md "Channels"): every channel call waits the simulated
// marketplace answer time. A behaviour test of the hook, not a performance assertion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGroupStock } from '../../server/stock/groupStock';
import { ADMIN, client, signIn, startTestApp, type Client, type TestApp } from './helpers';

const LATENCY_MS = 50;
// Node timers have millisecond granularity and may fire a fraction of a millisecond early.
const AT_LEAST = LATENCY_MS - 1;

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp({ channelLatencyMs: LATENCY_MS });
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
});
afterAll(() => t.close());

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await call();
  return { ms: performance.now() - started, result };
}

describe('channelLatencyMs = 50', () => {
  it('delays a create, a list and a sync of the channels', async () => {
    const listed = new Set(
      (await api.get<{ idv: string }[]>('/gomotor-api/vehicles?fields=idv')).body.map((l) => l.idv),
    );
    const vehicle = getGroupStock({}).find(
      (v) => v.tipo === 'VO' && !v.reservado && !listed.has(v.idv),
    );
    const create = await timed(() => api.post('/gomotor-api/vehicles', vehicle));
    expect(create.result.status).toBe(201);
    expect(create.ms).toBeGreaterThanOrEqual(AT_LEAST);

    const list = await timed(() => api.get('/api/cnet/vehicles?fields=idv'));
    expect(list.ms).toBeGreaterThanOrEqual(AT_LEAST);
    const sync = await timed(() => api.get('/api/publishing/api/v1/motoreto/vehicles/sync'));
    expect(sync.ms).toBeGreaterThanOrEqual(AT_LEAST);
  });

  it('delays refusals too: the marketplace answers them just as slowly', async () => {
    const refused = await timed(() => api.post('/api/aramis-francia', {}));
    expect(refused.result).toMatchObject({ status: 400 });
    expect(refused.ms).toBeGreaterThanOrEqual(AT_LEAST);
  });
});
