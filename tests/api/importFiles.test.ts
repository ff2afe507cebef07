// docs/API.md "Group stock": GET /api/download-json-quiter/:fileName, the eight import files
// and import responses behind the /json-quiter page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuiterFeed } from '../../src/domain/types';
import { IMPORT_FILE_NAMES } from '../../server/stock/importFiles';
import {
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type TestApp,
} from './helpers';

// The eight files, in order.
const SPEC_FILES = [
  'stock1',
  'stock3',
  'ofertas-joaquin-oliva',
  'ofertas-bmw-mini',
  'gomotor-ofertas',
  'gomotor-general',
  'tarrauto-general',
  'tarrauto-ofertas',
];

let t: TestApp;
let api: Client;
beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, SALES)).accessToken);
});
afterAll(() => t.close());

describe('GET /api/download-json-quiter/:fileName', () => {
  it('serves exactly the eight import files', () => {
    expect(IMPORT_FILE_NAMES).toEqual(SPEC_FILES);
  });

  it('needs a session', async () => {
    expectError(await client(t.app).get('/api/download-json-quiter/stock1'), 401);
  });

  it.each(SPEC_FILES)('answers {vehiculos} for %s, the same every time', async (name) => {
    const res = await api.get<QuiterFeed>(`/api/download-json-quiter/${name}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['vehiculos']);
    const vehicles = res.body.vehiculos!;
    expect(vehicles.length).toBeGreaterThan(0);
    expect(new Set(vehicles.map((v) => v.idv)).size).toBe(vehicles.length);
    if (name.includes('ofertas')) expect(vehicles.every((v) => !v.reservado)).toBe(true);
    if (name === 'ofertas-bmw-mini') {
      expect(new Set(vehicles.map((v) => v.marca))).toEqual(new Set(['BMW', 'MINI']));
    }
    expect((await api.get(`/api/download-json-quiter/${name}`)).body).toEqual(res.body);
  });

  it('makes stock1 and stock3 the feeds of LP stock1 (U360) and LP stock3 (U341)', async () => {
    const stock1 = (await api.get<QuiterFeed>('/api/download-json-quiter/stock1')).body;
    const u360 = (await api.get<QuiterFeed>('/api/quiter/U360')).body;
    expect(stock1.vehiculos!.map((v) => v.idv)).toEqual(u360.vehiculos!.map((v) => v.idv));
    // The file is there even while the portal does not answer.
    const stock3 = (await api.get<QuiterFeed>('/api/download-json-quiter/stock3')).body;
    expect(stock3.vehiculos!.every((v) => v.nombreConcesionario === 'Tecnotarraco')).toBe(true);
  });

  it.each(['stock2', 'STOCK1', 'constructor', '__proto__', 'toString'])(
    'answers 200 with tipoError for the unknown file %s',
    async (name) => {
      const res = await api.get<QuiterFeed>(`/api/download-json-quiter/${name}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        tipoError: 'FICHERO_DESCONOCIDO',
        mensajeError: expect.stringContaining(`El fichero '${name}' no existe`),
      });
    },
  );

  it.each(['stock1.json', '..%2Fstock1', 'a%20b', 'x'.repeat(65)])(
    'refuses the malformed name %s with 400',
    async (name) => {
      expectError(
        await api.get(`/api/download-json-quiter/${name}`),
        400,
        "El parámetro 'fileName' no tiene un formato válido",
      );
    },
  );
});
