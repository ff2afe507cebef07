// The publisher's provider (src/dataProvider/channels/cnetPublisher.ts): a write of a bulk run
// never throws, and a 429 carries the wait its Retry-After asks for (seconds or an HTTP date),
// which the paced run honours (src/domain/cochesNet/pacing.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CNET_PUBLISHER_RESOURCE,
  cnetPublisherProvider,
} from '../../src/dataProvider/channels/cnetPublisher';

const T0 = new Date('2026-11-23T10:00:00.000Z').getTime();

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET' });
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const write = (action: 'create' | 'update' | 'delete' = 'create') =>
  cnetPublisherProvider().write(CNET_PUBLISHER_RESOURCE, {
    action,
    account: 1,
    listing: action === 'delete' ? undefined : ({ title: 'SEAT Ibiza' } as never),
    listingId: action === 'create' ? undefined : 'L1',
    title: 'SEAT Ibiza',
  });

const busy = {
  error: 'Too Many Requests',
  message: 'Demasiadas peticiones a Coches.net para la cuenta 1; espere 7 s',
};

describe('cnet publisher writes', () => {
  it("a 429's Retry-After in seconds is the run's wait", async () => {
    const calls = answer(429, busy, { 'Retry-After': '7' });
    expect(await write('update')).toEqual({
      status: 429,
      message: 'Demasiadas peticiones a Coches.net para la cuenta 1; espere 7 s',
      retryAfterMs: 7000,
    });
    expect(calls).toEqual([
      { url: expect.stringMatching(/\/cnet\/api\/vehicles\/L1\?account=1$/), method: 'PUT' },
    ]);
  });

  it('a Retry-After as an HTTP date is read against the clock', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    answer(429, busy, { 'Retry-After': 'Mon, 23 Nov 2026 10:00:09 GMT' });
    expect(await write()).toMatchObject({ status: 429, retryAfterMs: 9000 });
  });

  it('a 429 without Retry-After leaves the wait to the pause', async () => {
    answer(429, busy);
    const outcome = await write('delete');
    expect(outcome.status).toBe(429);
    expect(outcome.retryAfterMs).toBeUndefined();
  });

  it('a success and a refusal keep their status and message', async () => {
    answer(201, { id: 'L9' });
    expect(await write()).toEqual({
      status: 201,
      message: 'Vehículo creado correctamente: SEAT Ibiza',
    });
    answer(422, { error: 'Unprocessable Entity', message: 'El vehículo no tiene fotos.' });
    expect(await write()).toEqual({ status: 422, message: 'El vehículo no tiene fotos.' });
  });
});
