// Motos, server side: the moto stock at 5,000 motorcycles — GET /api/motos cold and warm (bytes
// plain and gzipped), the inline edit round trip (PUT /api/motos/{id} with one field, measured over
// HTTP as the console makes it, target ≤ 100 ms), and the WordPress export of 5,000 published motos
// (the run's own start→end, server side, target ≤ 2 s). Figures only, no assertions.
import type { Moto } from '../src/domain/motos/types.js';
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import { median, percentile } from './stats.js';

export const BENCH_MOTOS = 5000;
/** Inline edits timed one after another (a user editing cells), besides the publishing ones. */
const EDITS = 200;

export interface MotosFigures {
  motos: number;
  listColdMs: number;
  listWarmMs: number[];
  /** Request → the answer's headers (the server's part, before the client reads 1 MB). */
  listWarmHeadersMs: number[];
  listBytes: number;
  listGzipBytes: number;
  /** PUT {field} round trips: one at a time, as a user edits cells. */
  editMs: number[];
  /** PUT {publicar: true} of every unpublished moto, 8 in flight (the set-up of the export). */
  publishMs: number[];
  exported: number;
  /** The export run's startedAt → finishedAt (server side), and launch → outcome seen. */
  exportServerMs: number[];
  exportSeenMs: number[];
}

export async function motosFigures(runs: number): Promise<MotosFigures> {
  const server = await startServer({ SEED_MOTOS: String(BENCH_MOTOS) });
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const call = async (method: string, path: string, body?: unknown, headers = {}) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          'x-access-token': accessToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - t0;
      if (!res.ok)
        throw new Error(`${method} ${path}: ${res.status} ${bytes.toString().slice(0, 200)}`);
      return { ms, bytes, res };
    };

    // Cold: the first read after start (Node's fetch asks for gzip, as a browser does).
    const cold = await call('GET', '/motos');
    const motos = JSON.parse(cold.bytes.toString()) as Moto[];
    const warm: number[] = [];
    const warmHeaders: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/motos`, {
        headers: { 'x-access-token': accessToken, 'accept-encoding': 'gzip' },
      });
      warmHeaders.push(performance.now() - t0);
      await res.arrayBuffer();
      warm.push(performance.now() - t0);
    }
    const raw = await fetch(`${server.url}/api/motos`, {
      headers: { 'x-access-token': accessToken, 'accept-encoding': 'identity' },
    });
    const listBytes = Buffer.from(await raw.arrayBuffer()).length;
    const zipped = await fetch(`${server.url}/api/motos`, {
      headers: { 'x-access-token': accessToken, 'accept-encoding': 'gzip' },
      // undici decompresses; the wire size is the content-length it was sent with.
    });
    const listGzipBytes = Number(zipped.headers.get('content-length') ?? 0);
    await zipped.arrayBuffer();

    const editMs: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const moto = motos[(i * 37) % motos.length] as Moto;
      editMs.push((await call('PUT', `/motos/${moto.idv}`, { precioVenta: 5000 + i + 0.5 })).ms);
    }

    // Every moto published, 8 PUTs in flight, so the export holds all 5,000.
    const publishMs: number[] = [];
    const queue = motos.filter((m) => !m.publicar);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let moto = queue.pop(); moto; moto = queue.pop()) {
          publishMs.push((await call('PUT', `/motos/${moto._id}`, { publicar: true })).ms);
        }
      }),
    );

    const exportServerMs: number[] = [];
    const exportSeenMs: number[] = [];
    let exported = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const launched = await call('POST', '/motos/wordpress-export');
      const { runId } = JSON.parse(launched.bytes.toString()) as { runId: string };
      for (;;) {
        const status = JSON.parse(
          (await call('GET', '/motos/wordpress-export/status')).bytes.toString(),
        ) as {
          running: boolean;
          last: {
            _id: string;
            running: boolean;
            ok: boolean;
            count: number;
            startedAt: string;
            finishedAt: string;
            message: string;
          } | null;
        };
        const last = status.last;
        if (last?._id === runId && !last.running) {
          if (!last.ok) throw new Error(last.message);
          exportSeenMs.push(performance.now() - t0);
          exportServerMs.push(Date.parse(last.finishedAt) - Date.parse(last.startedAt));
          exported = last.count;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return {
      motos: motos.length,
      listColdMs: cold.ms,
      listWarmMs: warm,
      listWarmHeadersMs: warmHeaders,
      listBytes,
      listGzipBytes,
      editMs,
      publishMs,
      exported,
      exportServerMs,
      exportSeenMs,
    };
  } finally {
    await server.stop();
  }
}

export function printMotosFigures(f: MotosFigures): void {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const list = (xs: number[]) => `[${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(`\nMotos — ${f.motos} motos, server side over HTTP (loopback)`);
  console.log(
    `GET /api/motos cold: ${ms(f.listColdMs)}; warm median ${ms(median(f.listWarmMs))} ${list(f.listWarmMs)} read and unzipped by Node, answer started after ${ms(median(f.listWarmHeadersMs))}; ${mb(f.listBytes)} plain, ${f.listGzipBytes ? mb(f.listGzipBytes) : '?'} gzip`,
  );
  console.log(
    `Inline edit round trip (PUT one field, one at a time, ${f.editMs.length}): median ${ms(median(f.editMs))}, p95 ${ms(percentile(f.editMs, 0.95))}, max ${ms(Math.max(...f.editMs))}  [target ≤ 100 ms]`,
  );
  if (f.publishMs.length) {
    console.log(
      `PUT {publicar: true} ×${f.publishMs.length}, 8 in flight: median ${ms(median(f.publishMs))}, p95 ${ms(percentile(f.publishMs, 0.95))}`,
    );
  }
  console.log(
    `WordPress export of ${f.exported} published motos: server side median ${ms(median(f.exportServerMs))} ${list(f.exportServerMs)}; launch → outcome seen ${ms(median(f.exportSeenMs))}  [target ≤ 2 s]`,
  );
}
