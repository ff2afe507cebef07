// Every CSV the server writes — the renting export, the WordPress import file, the Aramis
// supplier CSV — with hostile texts in it: formulas ('=HYPERLINK(…)', '@SUM(1+1)', a leading
// '+' or '-'), a line break, quotes and both separators. Each file reads as exactly one record
// per row (RFC 4180 quoting), no cell starts a formula (a leading apostrophe), numbers stay
// numbers, and the renting import takes its own export back unchanged — also once a
// spreadsheet saved it again with LF line endings.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARAMIS_RECORD_FIELDS } from '../../src/domain/aramis';
import type { Moto } from '../../src/domain/motos/types';
import type { RentingVehicle } from '../../src/domain/renting/types';
import type { WordpressExportRun } from '../../server/motos/collections';
import { ADMIN, client, signIn, startTestApp, upload, type Client, type TestApp } from './helpers';
import { newVehicle } from './rentingFixtures';

const HOSTILE = {
  formula: '=HYPERLINK("http://x","pulse aquí")',
  at: '@SUM(1+1)',
  plus: '+34 600 000 000',
  minus: '-10% dto.; oferta, "última"',
  lines: 'Línea uno\nLínea dos',
  separators: 'Madrid; Vallecas, 2 "bajo"',
};

/** No cell of the records starts a formula (a number such as -5 is a number, not text). */
function expectNoFormula(records: string[][]): void {
  for (const record of records) {
    for (const cell of record) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
  }
}

let t: TestApp;
let api: Client;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, ADMIN)).accessToken;
  api = client(t.app, token);
}, 60_000);
afterAll(() => t.close());

const raw = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } })).rawPayload;

describe('renting: download-csv and import-csv', () => {
  let vehicle: RentingVehicle;
  let file: string;

  beforeAll(async () => {
    const created = await api.post<RentingVehicle>(
      '/api/renting/vehicles',
      newVehicle({
        marca: HOSTILE.formula,
        modelo: HOSTILE.at,
        version: HOSTILE.lines,
        color: HOSTILE.separators,
        emisiones: HOSTILE.plus,
        consumoExtUrbano: HOSTILE.minus,
        equipamientoDestacado: [
          { tipo: 'Destacado', descripcion: '', contenido: HOSTILE.formula },
          { tipo: 'Destacado', descripcion: '', contenido: HOSTILE.separators },
        ],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    vehicle = created.body;
    const made = await api.post<{ url: string }>('/api/renting/download-csv', {
      data: [{ _id: vehicle._id }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    file = (await raw(made.body.url)).toString('utf8');
  });

  it('writes one record per vehicle, quoted where needed, no cell a formula', () => {
    const records = parse(file, { bom: true, delimiter: ';' }) as string[][];
    expect(records).toHaveLength(2);
    const [header = [], row = []] = records;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Marca')).toBe(`'${HOSTILE.formula}`);
    expect(cell('Modelo')).toBe(`'${HOSTILE.at}`);
    expect(cell('Versión')).toBe(HOSTILE.lines);
    expect(cell('Color')).toBe(HOSTILE.separators);
    expect(cell('Emisiones')).toBe(`'${HOSTILE.plus}`);
    expect(cell('Consumo extraurbano')).toBe(`'${HOSTILE.minus}`);
    expectNoFormula(records);
    // The line break inside 'Versión' is within quotes: a spreadsheet reads one row.
    expect(file).toContain(`"Línea uno\nLínea dos"`);
  });

  it('imports its own export unchanged, as written and after LF line endings', async () => {
    for (const text of [file, file.replace(/\r\n/g, '\n')]) {
      const sent = await upload(
        t.app,
        token,
        { filename: '1700000000000-renting.csv', content: text },
        '/api/renting/upload',
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const { filename } = (sent.body as { data: { filename: string } }).data;
      const imported = await api.post('/api/renting/utils/import-csv', { data: filename });
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body).toEqual({ created: 0, updated: 0, unchanged: 1 });
    }
    expect((await api.get(`/api/renting/vehicles/${vehicle._id}`)).body).toEqual(vehicle);
  });
});

describe('motos: the WordPress import file', () => {
  it('writes the hostile texts quoted and neutralised, the figures as figures', async () => {
    const moto = (await api.get<Moto[]>('/api/motos')).body.find((m) => m.publicar)!;
    const changed = await api.put(`/api/motos/${moto.idv}`, {
      observaciones: HOSTILE.formula,
      version: HOSTILE.at,
      ubicacion: HOSTILE.lines,
      nombreConcesionario: HOSTILE.separators,
      precioVenta: 4321.5,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const launched = await api.post<{ runId: string }>('/api/motos/wordpress-export');
    expect(launched.status).toBe(202);
    await expect
      .poll(
        async () => {
          const { last } = (
            await api.get<{ last: WordpressExportRun | null }>('/api/motos/wordpress-export/status')
          ).body;
          return last?._id === launched.body.runId && !last.running;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const text = (await raw('/api/motos/wordpress-export/last')).toString('utf8');
    const records = parse(text) as string[][];
    const [header = [], ...rows] = records;
    const published = (await api.get<Moto[]>('/api/motos')).body.filter((m) => m.publicar);
    expect(rows).toHaveLength(published.length);
    const row = rows.find((r) => r[0] === moto.idv)!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('post_content')).toBe(`'${HOSTILE.formula}`);
    expect(cell('version')).toBe(`'${HOSTILE.at}`);
    expect(cell('ubicacion')).toBe(HOSTILE.lines);
    expect(cell('concesionario')).toBe(HOSTILE.separators);
    expect(cell('precioVenta')).toBe('4321.5');
    expectNoFormula(records);
  });
});

describe('Aramis: the supplier CSV', () => {
  it('writes the hostile texts quoted and neutralised, the figures as figures', async () => {
    const created = await api.post('/api/aramis-francia', {
      vehicle_id: 'FR-HOSTIL',
      make_label: HOSTILE.formula,
      model_label: HOSTILE.at,
      finish_label: HOSTILE.lines,
      color_label: HOSTILE.separators,
      localisation: HOSTILE.minus,
      precio_aramis: 21500.5,
      publicacion_manual: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const text = (await raw('/api/aramis-francia/csv')).toString('utf8');
    const records = parse(text, { bom: true, delimiter: ';' }) as string[][];
    const all = (await api.get<unknown[]>('/api/publishing/api/v1/aramis/vehicles/')).body;
    expect(records).toHaveLength(all.length + 1);
    const row = records.find((r) => r[0] === 'FR-HOSTIL')!;
    const cell = (name: (typeof ARAMIS_RECORD_FIELDS)[number]) =>
      row[ARAMIS_RECORD_FIELDS.indexOf(name)];
    expect(cell('make_label')).toBe(`'${HOSTILE.formula}`);
    expect(cell('model_label')).toBe(`'${HOSTILE.at}`);
    expect(cell('finish_label')).toBe(HOSTILE.lines);
    expect(cell('color_label')).toBe(HOSTILE.separators);
    expect(cell('localisation')).toBe(`'${HOSTILE.minus}`);
    expect(cell('precio_aramis')).toBe('21500.5');
    expect(cell('publicacion_manual')).toBe('true');
    expectNoFormula(records);
  });
});
