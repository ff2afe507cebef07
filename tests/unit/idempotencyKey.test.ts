// The Idempotency-Key the console sends with a create: a UUID per submission (also on a page
// served over plain HTTP, where crypto.randomUUID is missing), the header httpJson writes,
// and the data provider's creates passing the submission's key (or a new one).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { NETWORK_ERROR_MESSAGE, httpJson } from '../../src/dataProvider/http';
import { idempotencyKeyOf, newIdempotencyKey } from '../../src/dataProvider/idempotencyKey';
import { IDEMPOTENCY_KEY_PATTERN } from '../../server/idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Records the headers of each request; answers `{}`. */
const recordHeaders = () => {
  const sent: { url: string; method: string; key: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      key: new Headers(init.headers).get('Idempotency-Key'),
    });
    return new Response(JSON.stringify({ _id: 'nuevo' }), { status: 201 });
  });
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('newIdempotencyKey', () => {
  it('is a new UUID each time, one the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(UUID);
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
  });

  it('is made from getRandomValues where randomUUID is missing (a plain-HTTP page)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('idempotencyKeyOf', () => {
  it("takes the submission's key from meta, else makes one", () => {
    expect(idempotencyKeyOf({ idempotencyKey: 'clave-de-prueba' })).toBe('clave-de-prueba');
    expect(idempotencyKeyOf(undefined)).toMatch(UUID);
    expect(idempotencyKeyOf({ idempotencyKey: '' })).toMatch(UUID);
  });
});

describe('the key on the wire', () => {
  it('httpJson sends it as the Idempotency-Key header, only when given', async () => {
    const sent = recordHeaders();
    await httpJson('/renting/vehicles', { method: 'POST', body: {}, idempotencyKey: 'k-12345678' });
    await httpJson('/renting/vehicles', { method: 'POST', body: {} });
    expect(sent.map((s) => s.key)).toEqual(['k-12345678', null]);
  });

  it.each([
    ['stock-renting', '/api/renting/vehicles'],
    ['campaigns', '/api/campaigns'],
    ['stock-gomotor', '/api/gomotor/new-car'],
  ])("%s: create sends the submission's key, or one of its own", async (resource, url) => {
    const sent = recordHeaders();
    await dataProvider.create(resource, {
      data: { marca: 'KIA', modelo: 'Niro', name: 'x' },
      meta: { idempotencyKey: 'envio-00000001' },
    });
    await dataProvider.create(resource, { data: { marca: 'KIA', modelo: 'Niro', name: 'x' } });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', url],
      ['POST', url],
    ]);
    expect(sent[0]!.key).toBe('envio-00000001');
    expect(sent[1]!.key).toMatch(UUID);
  });
});

describe('a create whose answer is lost', () => {
  it('is sent once more with the same key; a request without a key is not', async () => {
    const keys: (string | null)[] = [];
    let fail = true;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      if (fail) {
        fail = false;
        throw new TypeError('Failed to fetch');
      }
      return new Response(JSON.stringify({ _id: 'uno' }), { status: 201 });
    });
    await expect(
      httpJson('/renting/vehicles', { method: 'POST', body: {}, idempotencyKey: 'envio-0000002' }),
    ).resolves.toEqual({ _id: 'uno' });
    expect(keys).toEqual(['envio-0000002', 'envio-0000002']);

    fail = true;
    keys.length = 0;
    await expect(httpJson('/renting/vehicles', { method: 'POST', body: {} })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
    expect(keys).toEqual([null]);
  });

  it('says the network failed when the second try gets no answer either', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    });
    await expect(
      httpJson('/renting/vehicles', { method: 'POST', body: {}, idempotencyKey: 'envio-0000003' }),
    ).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(calls).toBe(2);
  });
});
