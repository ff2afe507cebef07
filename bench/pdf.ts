// Offer PDFs under load, on the built server (npm start's): waves of 20 concurrent
// POST /api/renting/download-pdf, each offer with an uploaded camera-sized JPEG as its main
// photo, while /api/health is asked in a loop from a process of its own. Prints the health
// latencies (median, p95, max; target ≤ 100 ms: rendering must not hold up the server) and
// the offers' own times. Figures, never assertions.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { RentingVehicle } from '../src/domain/renting/types.js';
import { DEMO_ADMIN, startServer, type RunningServer } from '../tests/e2e/harness.js';
import { probeHealth, slowest } from './limits.js';
import { median, percentile } from './stats.js';

const CONCURRENT = 20;
const WAVES = Number(process.env.BENCH_PDF_WAVES ?? 3);

export interface PdfFigures {
  waves: number;
  statuses: Record<number, number>;
  totalMs: number;
  /** CPU time of the server process (every thread) over the waves. */
  serverCpuMs: number;
  pdfMs: number[];
  photoBytes: number;
  healthMs: number[];
  idleHealthMs: number[];
}

/** A 1600×1200 JPEG that does not compress to nothing (blurred noise), as a camera's photo. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** CPU time a process has used, all its threads (utime + stime of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function call<T>(server: RunningServer, token: string, path: string, init: RequestInit) {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { 'x-access-token': token, ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A demo vehicle whose main photo is the uploaded JPEG. */
async function offerBody(server: RunningServer, token: string, photo: Buffer) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
    `${Date.now()}-foto.jpg`,
  );
  const sent = await call<{ data: { filename: string; url: string } }>(
    server,
    token,
    '/api/renting/upload',
    { method: 'POST', body: form },
  );
  const [vehicle] = await call<RentingVehicle[]>(server, token, '/api/renting/vehicles', {});
  if (!vehicle) throw new Error('No renting vehicles');
  return {
    ...vehicle,
    recursos: [
      {
        nombre: sent.data.filename,
        url: sent.data.url,
        tipo: 'IMAGEN',
        propiedades: [
          { nombre: 'EsFotoPrincipal', valor: true },
          { nombre: 'OrdenFoto', valor: 1 },
        ],
      },
    ],
  };
}

export async function pdfFigures(): Promise<PdfFigures> {
  const server = await startServer();
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const { accessToken: token } = (await signin.json()) as { accessToken: string };
    const photo = await cameraPhoto();
    const data = await offerBody(server, token, photo);
    const render = async (i: number) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/renting/download-pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body: JSON.stringify({ data, typeOffer: i % 2 ? 'Empresa' : 'Particular' }),
      }).catch(() => null);
      await res?.arrayBuffer();
      return { status: res?.status ?? 0, ms: performance.now() - t0 };
    };
    // One offer first, not counted: the renderers start and the photo is read once.
    await render(0);

    const idle = probeHealth(server.url);
    await idle.ready;
    await new Promise((r) => setTimeout(r, 500));
    const idleHealthMs = await idle.stop();
    const probe = probeHealth(server.url);
    await probe.ready;
    const cpu0 = cpuMs(server.pid);
    const t0 = performance.now();
    const answers: { status: number; ms: number }[] = [];
    for (let w = 0; w < WAVES; w++) {
      answers.push(...(await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => render(i)))));
    }
    const totalMs = performance.now() - t0;
    const serverCpuMs = cpuMs(server.pid) - cpu0;
    const healthMs = await probe.stop();
    const statuses: Record<number, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    return {
      waves: WAVES,
      statuses,
      totalMs,
      serverCpuMs,
      pdfMs: answers.map((a) => a.ms),
      photoBytes: photo.length,
      healthMs,
      idleHealthMs,
    };
  } finally {
    await server.stop();
  }
}

export function printPdfFigures(f: PdfFigures): void {
  const n = (x: number) => x.toFixed(0);
  const statuses = Object.entries(f.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  console.log(
    `\nOffer PDFs under load (built server): ${f.waves} waves of ${CONCURRENT} concurrent download-pdf, main photo a ${(f.photoBytes / 1024).toFixed(0)} KB JPEG → ${statuses} in ${n(f.totalMs)} ms`,
  );
  console.log(
    `  each offer: median ${n(median(f.pdfMs))} ms, max ${n(Math.max(...f.pdfMs))} ms (queued behind the others); server CPU over the waves ${(f.serverCpuMs / 1000).toFixed(1)} s (the offers and the health checks)`,
  );
  console.log(
    `  /api/health during it (${f.healthMs.length} requests): median ${n(median(f.healthMs))} ms, p95 ${n(percentile(f.healthMs, 0.95))} ms, max ${n(Math.max(...f.healthMs))} ms (slowest: ${slowest(f.healthMs)})  [target ≤ 100 ms]`,
  );
  console.log(
    `  /api/health idle just before (${f.idleHealthMs.length} requests): median ${n(median(f.idleHealthMs))} ms, max ${n(Math.max(...f.idleHealthMs))} ms`,
  );
}
