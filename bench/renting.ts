// Renting, server side: the renting API with 2,000 vehicles, measured in-process (the app built as
// the server builds it, on a temporary data folder, driven by app.inject: the server's own time, no
// network). An offer PDF (median of 20; target ≤ 300 ms), the import of a 2,000-row CSV (created,
// then every row updated; target ≤ 2 s), GET /api/renting/vehicles of 2,000 (what /stock-renting
// loads cold; the page's target is ≤ 1 s) and the CSV export of the 2,000. Figures, never
// assertions.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { rentingCsv } from '../server/renting/csvFile.js';
import { demoRentingVehicles } from '../server/seed/renting.js';
import { formatPriceValue, parsePriceValue } from '../src/domain/renting/priceGrid.js';
import type { RentingVehicle } from '../src/domain/renting/types.js';
import { DEMO_ADMIN } from '../tests/e2e/harness.js';
import { median } from './stats.js';

const VEHICLES = 2000;
const PDFS = 20;
/** Offer numbers of the bench's vehicles, apart from the demo's 4001–4060. */
const FIRST_OFFER = 100_001;

export interface RentingFigures {
  vehicles: number;
  pdfMs: number[];
  pdfBytes: number;
  importCreateMs: number;
  importCreateCpuMs: number;
  importUpdateMs: number[];
  importUpdateCpuMs: number[];
  pdfCpuMs: number[];
  csvBytes: number;
  listMs: number[];
  listBytes: number;
  listGzipMs: number[];
  listGzipBytes: number;
  exportMs: number[];
}

/** The 2,000 vehicles as a CSV, prices raised by `step` € so each import changes every row. */
function benchCsv(step: number): Buffer {
  const vehicles = demoRentingVehicles(VEHICLES).map((v, i): RentingVehicle => {
    const raise = (grid: RentingVehicle['preciosParticular']) =>
      grid.map((e) => ({ ...e, valor: formatPriceValue((parsePriceValue(e.valor) ?? 0) + step) }));
    return {
      ...v,
      idOferta: FIRST_OFFER + i,
      preciosParticular: raise(v.preciosParticular),
      preciosAutonomos: raise(v.preciosAutonomos),
      preciosEmpresas: raise(v.preciosEmpresas),
    };
  });
  return Buffer.from(rentingCsv(vehicles));
}

function multipart(filename: string, content: Buffer) {
  const boundary = `----renting-bench-${randomBytes(6).toString('hex')}`;
  return {
    boundary,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export async function rentingFigures(runs: number): Promise<RentingFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mp-bench-renting-'));
  const config = loadConfig(
    { SEED_DEMO: 'true' },
    {
      dataDir,
      jwtSecret: randomBytes(48).toString('base64url'),
      staticDir: join(dataDir, 'sin-consola'),
      uploadMaxBytes: 64 * 1024 * 1024,
    },
  );
  const built = await buildApp(config);
  const { app } = built;
  try {
    const signin = await app.inject({ method: 'POST', url: '/api/signin', payload: DEMO_ADMIN });
    const token = signin.json<{ accessToken: string }>().accessToken;
    const headers = { 'x-access-token': token };
    const timed = async (options: InjectOptions) => {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const res = await app.inject({ ...options, headers: { ...headers, ...options.headers } });
      const ms = performance.now() - t0;
      const used = process.cpuUsage(cpu0);
      const cpuMs = (used.user + used.system) / 1000;
      if (res.statusCode >= 300) {
        throw new Error(
          `${options.method} ${options.url}: ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
      }
      return { ms, cpuMs, res };
    };
    const importFile = async (step: number) => {
      const csv = benchCsv(step);
      const { boundary, payload } = multipart(`${Date.now()}-renting-bench.csv`, csv);
      const sent = await timed({
        method: 'POST',
        url: '/api/renting/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      const { filename } = sent.res.json<{ data: { filename: string } }>().data;
      const done = await timed({
        method: 'POST',
        url: '/api/renting/utils/import-csv',
        payload: { data: filename },
      });
      return { ms: done.ms, cpuMs: done.cpuMs, bytes: csv.length, answer: done.res.json() };
    };

    const figures: RentingFigures = {
      vehicles: 0,
      pdfMs: [],
      pdfBytes: 0,
      importCreateMs: 0,
      importCreateCpuMs: 0,
      importUpdateMs: [],
      importUpdateCpuMs: [],
      pdfCpuMs: [],
      csvBytes: 0,
      listMs: [],
      listBytes: 0,
      listGzipMs: [],
      listGzipBytes: 0,
      exportMs: [],
    };
    const created = await importFile(0);
    figures.importCreateMs = created.ms;
    figures.importCreateCpuMs = created.cpuMs;
    figures.csvBytes = created.bytes;
    for (let i = 1; i <= runs; i++) {
      const updated = await importFile(i);
      figures.importUpdateMs.push(updated.ms);
      figures.importUpdateCpuMs.push(updated.cpuMs);
    }

    let vehicles: RentingVehicle[] = [];
    for (let i = 0; i < runs; i++) {
      const list = await timed({ method: 'GET', url: '/api/renting/vehicles' });
      figures.listMs.push(list.ms);
      figures.listBytes = list.res.rawPayload.length;
      vehicles = list.res.json<RentingVehicle[]>();
    }
    figures.vehicles = vehicles.length;
    // As a browser asks for it (gzip accepted): what travels to /stock-renting.
    for (let i = 0; i < runs; i++) {
      const list = await timed({
        method: 'GET',
        url: '/api/renting/vehicles',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      figures.listGzipMs.push(list.ms);
      figures.listGzipBytes = list.res.rawPayload.length;
    }

    for (let i = 0; i < PDFS; i++) {
      const vehicle = vehicles[i % vehicles.length]!;
      const made = await timed({
        method: 'POST',
        url: '/api/renting/download-pdf',
        payload: { data: vehicle, typeOffer: i % 2 ? 'Empresa' : 'Particular' },
      });
      figures.pdfMs.push(made.ms);
      figures.pdfCpuMs.push(made.cpuMs);
      if (i === 0) {
        const file = await timed({ method: 'GET', url: made.res.json<{ url: string }>().url });
        figures.pdfBytes = file.res.rawPayload.length;
      }
    }

    const rows = vehicles.map((v) => ({ _id: v._id }));
    for (let i = 0; i < runs; i++) {
      figures.exportMs.push(
        (await timed({ method: 'POST', url: '/api/renting/download-csv', payload: { data: rows } }))
          .ms,
      );
    }
    return figures;
  } finally {
    await built.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printRentingFigures(f: RentingFigures): void {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(0)} ms   [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
  // The process's CPU time beside the wall time: on a busy machine the wall time also counts
  // the time the server waited for a core.
  const cpu = (xs: number[]) => `(CPU ${median(xs).toFixed(0)} ms)`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\nRenting (in-process, ${f.vehicles} vehicles: the demo's and ${VEHICLES} imported)`,
  );
  console.log(
    `offer PDF (download-pdf, ${PDFS} offers, ${kb(f.pdfBytes)}): ${ms(f.pdfMs)} ${cpu(f.pdfCpuMs)}   [target ≤ 300 ms median]`,
  );
  console.log(
    `import-csv of ${VEHICLES} rows (${kb(f.csvBytes)}), all new: ${f.importCreateMs.toFixed(0)} ms ${cpu([f.importCreateCpuMs])}   [target ≤ 2000 ms]`,
  );
  console.log(
    `import-csv of ${VEHICLES} rows, every row changed: ${ms(f.importUpdateMs)} ${cpu(f.importUpdateCpuMs)}   [target ≤ 2000 ms]`,
  );
  console.log(
    `GET /api/renting/vehicles (${f.vehicles}, ${kb(f.listBytes)}): ${ms(f.listMs)}   [the page's target: usable ≤ 1000 ms cold]`,
  );
  console.log(
    `GET /api/renting/vehicles, gzip accepted (${kb(f.listGzipBytes)}): ${ms(f.listGzipMs)}`,
  );
  console.log(`download-csv of ${f.vehicles}: ${ms(f.exportMs)}`);
}
