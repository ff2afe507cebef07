// docs/API.md "Group stock": GET /api/files and POST /api/files/upload-csv (behind /subir-csv).
// Only .csv, size-limited, stored under DATA_DIR/csv/ with a safe name.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedCsvName } from '../../server/files/routes';
import { formatFileSize as formatSize } from '../../src/domain/csvUpload';
import {
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  upload,
  type Client,
  type TestApp,
} from './helpers';

interface FileList {
  fileList: {
    name: string;
    originalName: string;
    path: string;
    size: number;
    createdAt: string;
  }[];
}
interface Uploaded {
  message: string;
  filename: string;
  originalName: string;
  path: string;
}

const MAX = 4096;
const CSV = 'idv;marca;modelo\n100001;SEAT;Ibiza\n';

let t: TestApp;
let api: Client;
let token: string;
const csvFolder = () => join(t.dataDir, 'csv');
const stored = async () => readdir(csvFolder()).catch(() => [] as string[]);

beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: MAX });
  token = (await signIn(t.app, SALES)).accessToken;
  api = client(t.app, token);
});
afterAll(() => t.close());

describe('GET /api/files', () => {
  it('needs a session', async () => {
    expectError(await client(t.app).get('/api/files'), 401, 'Sesión no válida o caducada');
  });

  it('answers an empty list before any upload', async () => {
    expect(await api.get<FileList>('/api/files')).toMatchObject({
      status: 200,
      body: { fileList: [] },
    });
  });
});

describe('POST /api/files/upload-csv', () => {
  it('needs a session and stores nothing without one', async () => {
    const res = await upload(t.app, undefined, { filename: 'stock.csv', content: CSV });
    expectError(res, 401);
    expect(await stored()).toEqual([]);
  });

  it('stores a .csv under DATA_DIR/csv/ and lists it', async () => {
    const res = await upload(t.app, token, { filename: 'Stock Tarrauto.CSV', content: CSV });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = res.body as Uploaded;
    expect(body.message).toBe('Fichero subido correctamente');
    expect(body.filename).toMatch(/^\d{13}-StockTarrauto\.csv$/);
    expect(body.path).toBe(`csv/${body.filename}`);
    expect(await readFile(join(csvFolder(), body.filename), 'utf8')).toBe(CSV);

    const list = await api.get<FileList>('/api/files');
    expect(list.body.fileList).toContainEqual({
      name: body.filename,
      originalName: 'Stock Tarrauto.CSV',
      path: body.path,
      size: Buffer.byteLength(CSV),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each([
    ['texto.txt', 'text/plain'],
    ['programa.exe', 'application/octet-stream'],
    ['stock.csv.exe', 'text/csv'],
    ['stock.csv', 'image/png'],
    ['stock.csv', 'application/x-msdownload'],
  ])('refuses %s sent as %s and stores nothing', async (filename, contentType) => {
    const before = await stored();
    const res = await upload(t.app, token, { filename, contentType, content: CSV });
    expectError(res, 400, 'Solo se admiten ficheros .csv');
    expect(await stored()).toEqual(before);
  });

  it.each([
    'application/vnd.ms-excel',
    'text/plain',
    'application/octet-stream',
    'text/x-csv',
    'application/csv',
  ])('accepts a .csv sent as %s (what browsers and Excel send)', async (contentType) => {
    const res = await upload(t.app, token, {
      filename: 'ofertas.csv',
      contentType,
      content: CSV,
    });
    expect(res.status).toBe(201);
  });

  it('answers 413 for a file over UPLOAD_MAX_BYTES and leaves no partial file', async () => {
    const before = await stored();
    const res = await upload(t.app, token, {
      filename: 'grande.csv',
      content: 'x'.repeat(MAX + 1),
    });
    expectError(res, 413, 'El fichero supera el tamaño máximo (4 KB)');
    expect(await stored()).toEqual(before);
    // Exactly at the limit is fine.
    const fits = await upload(t.app, token, { filename: 'justo.csv', content: 'x'.repeat(MAX) });
    expect(fits.status).toBe(201);
  });

  it.each([
    ['../../etc/passwd.csv', /^\d{13}-passwd\.csv$/],
    ['..%2F..%2Fetc%2Fpasswd.csv', /^\d{13}-2F\.2Fetc2Fpasswd\.csv$/],
    ['..\\..\\windows\\system.csv', /^\d{13}-system\.csv$/],
    ['.oculto.csv', /^\d{13}-oculto\.csv$/],
    ['año 2026 «ofertas».csv', /^\d{13}-ao2026ofertas\.csv$/],
    ['.csv', /^\d{13}-fichero\.csv$/],
  ])('stores %s safely inside the csv folder', async (filename, expected) => {
    const res = await upload(t.app, token, { filename, content: CSV });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { filename: name } = res.body as Uploaded;
    expect(name).toMatch(expected);
    expect(await stored()).toContain(name);
    expect(await readdir(t.dataDir)).not.toContain('etc');
  });

  it('answers 400 when no file arrives', async () => {
    expectError(
      await api.post('/api/files/upload-csv', {}),
      400,
      'No se ha recibido ningún fichero',
    );
    const other = await upload(t.app, token, { field: 'adjunto', filename: 'a.csv', content: CSV });
    expectError(other, 400, 'No se ha recibido ningún fichero');
  });

  it('builds the stored name from the upload time and the cleaned client name', () => {
    expect(storedCsvName('stock.csv', 1)).toBe('1-stock.csv');
    expect(storedCsvName('stock.txt', 1)).toBeNull();
    expect(formatSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(1536)).toBe('1,5 KB');
  });

  it('lists only the stored .csv files, newest first', async () => {
    const { fileList } = (await api.get<FileList>('/api/files')).body;
    expect(fileList.length).toBe((await stored()).filter((n) => !n.startsWith('.')).length);
    const times = fileList.map((f) => f.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

// The content must be a CSV, whatever the name says; the client's name is kept
// for display while the stored name stays safe; the files are the owner's only.
describe('CSV content', () => {
  const NOT_CSV = 'El fichero no es un CSV válido';
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]),
  ]);

  it.each([
    ['a PNG renamed .csv', 'foto.csv', 'image/png', PNG],
    ['a PNG renamed .csv sent as text/csv', 'foto.csv', 'text/csv', PNG],
    ['a PNG renamed .csv sent as octet-stream', 'foto.csv', 'application/octet-stream', PNG],
    ['text with NUL bytes', 'nulos.csv', 'text/csv', Buffer.from('idv;marca\n1;SE\0AT\n')],
    ['rows of different lengths', 'cojo.csv', 'text/csv', 'idv;marca;modelo\n1;SEAT\n2;BMW;X1\n'],
    ['an unclosed quote', 'comillas.csv', 'text/csv', 'idv;marca\n1;"SEAT\n2;BMW\n'],
  ])('refuses %s with a Spanish 400 and stores nothing', async (_case, filename, type, content) => {
    const before = await stored();
    const res = await upload(t.app, token, { filename, contentType: type, content });
    expectError(res, 400, type === 'image/png' ? 'Solo se admiten ficheros .csv' : NOT_CSV);
    expect(await stored()).toEqual(before);
  });

  it('refuses an empty file', async () => {
    const before = await stored();
    expectError(
      await upload(t.app, token, { filename: 'vacio.csv', content: '' }),
      400,
      'El fichero está vacío',
    );
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['UTF-8 with a BOM', Buffer.from('\ufeffidv;marca;modelo\n1;SEAT;León\n', 'utf8')],
    ['latin1 from Excel', Buffer.from('idv;marca;modelo\r\n1;SEAT;León\r\n', 'latin1')],
    ['commas and quoted fields', 'idv,modelo,nota\n1,"Ibiza, FR","dos\nlíneas ""ok"""\n'],
    ['tabs', 'idv\tmarca\n1\tSEAT\n'],
    ['one column', 'idv\n1\n2\n'],
    ['a blank last line', 'idv;marca\n1;SEAT\n\n'],
  ])('accepts %s', async (_case, content) => {
    const res = await upload(t.app, token, { filename: 'valido.csv', content });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('keeps the original name (accents, spaces) for display and stores a safe name', async () => {
    const original = 'Stock Septiembre Año.csv';
    const res = await upload(t.app, token, { filename: original, content: CSV });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = res.body as Uploaded;
    expect(body.filename).toMatch(/^\d{13}-StockSeptiembreAo\.csv$/);
    expect(body.originalName).toBe(original);
    expect(await stored()).toContain(body.filename);
    const { fileList } = (await api.get<FileList>('/api/files')).body;
    expect(fileList.find((f) => f.name === body.filename)?.originalName).toBe(original);
  });

  it('keeps only the last segment of a client path as the original name', async () => {
    const res = await upload(t.app, token, { filename: 'C:\\Users\\ana\\Año.csv', content: CSV });
    expect((res.body as Uploaded).originalName).toBe('Año.csv');
  });

  it('creates the csv folder 0700 and each upload 0600', async () => {
    const res = await upload(t.app, token, { filename: 'permisos.csv', content: CSV });
    const { filename } = res.body as Uploaded;
    expect(((await stat(csvFolder())).mode & 0o777).toString(8)).toBe('700');
    expect(((await stat(join(csvFolder(), filename))).mode & 0o777).toString(8)).toBe('600');
  });
});
