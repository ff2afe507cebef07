// A large kept answer (server/heldAnswer.ts): gzipped once, then held gzipped only; sent gzipped
// to a client that takes gzip and as the same JSON to one that does not.
import Fastify from 'fastify';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jsonArrayOf } from '../../server/db/slices';
import { GZIP_FROM, HeldAnswer } from '../../server/heldAnswer';

const rows = (n: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({ idv: String(100_000 + i), marca: 'SEAT' })),
  );

async function serving(held: HeldAnswer) {
  const app = Fastify();
  app.get('/list', (request, reply) => held.send(request, reply));
  await app.ready();
  return app;
}

describe('a held answer', () => {
  it('holds only the gzip once it is made, and still gives the same JSON', async () => {
    const json = rows(5_000);
    const held = new HeldAnswer(json);
    expect(held.heldBytes).toBe(Buffer.byteLength(json));
    await held.zipped;
    expect(held.gzip).toBeDefined();
    expect(held.heldBytes).toBe(held.gzip!.length);
    expect(held.heldBytes).toBeLessThan(json.length / 10);
    expect(gunzipSync(held.gzip!).toString()).toBe(json);
    expect(await held.text()).toBe(json);
  });

  it('keeps a small answer as it is, and one made not to be gzipped', async () => {
    const small = new HeldAnswer('[{"idv":"1"}]');
    await small.zipped;
    expect(small.gzip).toBeUndefined();
    expect(await small.text()).toBe('[{"idv":"1"}]');

    const json = rows(2_000);
    expect(json.length).toBeGreaterThan(GZIP_FROM);
    const plain = new HeldAnswer(json, { zip: false });
    await plain.zipped;
    expect(plain.gzip).toBeUndefined();
    expect(plain.heldBytes).toBe(json.length);
    // A small feed can be asked to be gzipped all the same.
    const feed = new HeldAnswer('{"vehiculos":[]}', { zip: true });
    await feed.zipped;
    expect(gunzipSync(feed.gzip!).toString()).toBe('{"vehiculos":[]}');
  });

  it('sends the gzip to a client that takes it and the JSON to one that does not', async () => {
    const json = rows(3_000);
    const held = new HeldAnswer(json);
    const app = await serving(held);
    // Asked before the gzip is made: the client that takes gzip waits for it.
    const zipped = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/);
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(json);
    // Once only the gzip is held, a client without gzip gets the JSON unzipped again.
    expect(held.heldBytes).toBe(held.gzip!.length);
    const plain = await app.inject({ url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
    await app.close();
  });

  it('gzips an answer read a chunk at a time as its chunks come: its JSON is never held whole', async () => {
    const items = Array.from({ length: 3_000 }, (_, i) => JSON.stringify({ idv: String(i) }));
    async function* parts() {
      for (let i = 0; i < items.length; i += 500) yield items.slice(i, i + 500).join(',');
    }
    const held = await HeldAnswer.fromChunks(jsonArrayOf(parts()));
    expect(held.gzip).toBeDefined();
    expect(held.heldBytes).toBe(held.gzip!.length);
    expect(await held.text()).toBe(`[${items.join(',')}]`);

    // A small answer is kept as it is; no part at all is an empty array.
    async function* few() {
      yield '{"idv":"1"}';
      yield '{"idv":"2"}';
    }
    const small = await HeldAnswer.fromChunks(jsonArrayOf(few()));
    expect(small.gzip).toBeUndefined();
    expect(await small.text()).toBe('[{"idv":"1"},{"idv":"2"}]');
    const none = await HeldAnswer.fromChunks(jsonArrayOf((async function* () {})()));
    expect(await none.text()).toBe('[]');

    // A read that fails on the way fails the answer.
    async function* failing() {
      yield* parts();
      throw new Error('disco');
    }
    await expect(HeldAnswer.fromChunks(jsonArrayOf(failing()))).rejects.toThrow('disco');
  });
});
