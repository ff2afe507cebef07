// The renting files — photo and CSV uploads, delete-image, the offer PDF (read back by pdf.js), CSV
// export and the all-or-nothing import (round trip unchanged).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MESSAGES } from '../../src/domain/imageUpload';
import type { RentingVehicle } from '../../src/domain/renting/types';
import {
  ADMIN,
  client,
  expectError,
  MISSING_ID,
  SPANISH,
  signIn,
  startTestApp,
  upload,
  watchResourceChanges,
  type Client,
  type TestApp,
} from './helpers';
import { newVehicle, pdfText, PNG } from './rentingFixtures';

/** A malformed body and the exact message (or pattern) of its 400. */
type Malformed = { name: string; payload: unknown; url?: string; message: RegExp | string };

let t: TestApp;
let api: Client;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: 1024 * 1024 });
  token = (await signIn(t.app, ADMIN)).accessToken;
  api = client(t.app, token);
  // Building the app seeds every demo stock: slow on a busy machine.
}, 60_000);
afterAll(() => t.close());

const UPLOAD = '/api/renting/upload';
const list = async () => (await api.get<RentingVehicle[]>('/api/renting/vehicles')).body;
const raw = async (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });

async function refuses(url: string, cases: Malformed[]): Promise<void> {
  const before = await list();
  for (const c of cases) {
    const answer = await api.post(url, c.payload);
    expectError(answer, 400, c.message);
    expect((answer.body as { error: string }).error, c.name).toMatch(SPANISH);
  }
  expect(await list()).toEqual(before);
}

type Uploaded = { status: number; data: { filename: string; url?: string } };

/** Uploads a CSV's text and imports it. */
async function importText(text: string | Buffer, name = '1700000000000-renting.csv') {
  const sent = await upload(t.app, token, { filename: name, content: text }, UPLOAD);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const { filename } = (sent.body as Uploaded).data;
  return api.post<{ created: number; updated: number; unchanged: number }>(
    '/api/renting/utils/import-csv',
    { data: filename },
  );
}

async function exportCsv(ids: string[]): Promise<Buffer> {
  const made = await api.post<{ file: string; url: string }>('/api/renting/download-csv', {
    data: ids.map((_id) => ({ _id })),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return (await raw(made.body.url)).rawPayload;
}

describe('renting: uploads (image flow and stored names)', () => {
  it('stores a photo by its bytes under a safe name and serves it without a token', async () => {
    const first = await upload(
      t.app,
      token,
      { filename: '1700000000000-Mi foto.Nueva.PNG', contentType: 'image/png', content: PNG },
      UPLOAD,
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 200,
      data: {
        filename: '1700000000000-mi-foto-nueva.png',
        url: '/api/uploads/images/renting/1700000000000-mi-foto-nueva.png',
      },
    });
    const again = await upload(
      t.app,
      token,
      { filename: '1700000000000-Mi foto.Nueva.PNG', contentType: 'image/png', content: PNG },
      UPLOAD,
    );
    expect((again.body as Uploaded).data.filename).toBe('1700000000000-mi-foto-nueva-1.png');
    const served = await t.app.inject({ method: 'GET', url: (first.body as Uploaded).data.url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    // A JPEG named .png keeps its real kind.
    const jpeg = await sharp(PNG).jpeg().toBuffer();
    const named = await upload(t.app, token, { filename: '../../x y.png', content: jpeg }, UPLOAD);
    expect((named.body as Uploaded).data.filename).toBe('x-y.jpg');
  });

  it('stores a .csv for the import and refuses anything else', async () => {
    const csv = await upload(
      t.app,
      token,
      { filename: '1700000000000-Stock Renting.csv', content: 'Marca;Modelo\nSeat;Ibiza\n' },
      UPLOAD,
    );
    expect(csv.body).toEqual({
      status: 200,
      data: { filename: '1700000000000-stock-renting.csv' },
    });
    expect(existsSync(join(t.dataDir, 'renting/imports/1700000000000-stock-renting.csv'))).toBe(
      true,
    );
    const cases: [string, Parameters<typeof upload>[2], number, RegExp][] = [
      // A bad photo is named as a photo: the .csv route of this upload is another matter.
      [
        'text named .png',
        { filename: 'a.png', content: 'hola' },
        400,
        /^El fichero no es una imagen válida$/,
      ],
      [
        'svg',
        { filename: 'a.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
        400,
        /^El fichero no es una imagen válida$/,
      ],
      ['PNG named .csv', { filename: 'a.csv', content: PNG }, 400, /no se puede leer como CSV/],
      ['empty csv', { filename: 'a.csv', content: '' }, 400, /está vacío/],
      ['another field', { field: 'foto', filename: 'a.png', content: PNG }, 400, /campo file/],
      [
        'too large',
        { filename: 'a.png', content: Buffer.concat([PNG, Buffer.alloc(1100 * 1024)]) },
        413,
        /^La imagen supera el tamaño máximo \(1 MB\)$/,
      ],
      [
        'csv too large',
        { filename: 'a.csv', content: `Marca;Modelo\n${'Seat;Ibiza\n'.repeat(100_000)}` },
        413,
        /^El fichero supera el tamaño máximo \(1 MB\)$/,
      ],
    ];
    for (const [name, part, status, message] of cases) {
      const answer = await upload(t.app, token, part, UPLOAD);
      expect(answer.status, name).toBe(status);
      expectError(answer, status, message);
      if (!part.filename.endsWith('.csv')) {
        expect((answer.body as { error: string }).error, name).not.toMatch(/csv/i);
      }
    }
    expect(IMAGE_UPLOAD_MESSAGES.notImage).toBe('El fichero no es una imagen válida');
    expectError(await api.post(UPLOAD, { file: 'x' }), 400, /campo file/);
    expectError(await upload(t.app, undefined, { filename: 'a.png', content: PNG }, UPLOAD), 401);
  });

  it('delete-image removes a photo no saved vehicle shows; one in use stays until saved without it', async () => {
    const sent = await upload(t.app, token, { filename: 'coche.png', content: PNG }, UPLOAD);
    const { filename, url } = (sent.body as Uploaded).data;
    const path = join(t.dataDir, 'uploads/images/renting', filename);
    const photo = {
      nombre: filename,
      url: url!,
      tipo: 'IMAGEN' as const,
      propiedades: [
        { nombre: 'EsFotoPrincipal' as const, valor: true },
        { nombre: 'OrdenFoto' as const, valor: 1 },
      ],
    };
    const { body: vehicle } = await api.post<RentingVehicle>(
      '/api/renting/vehicles',
      newVehicle({ recursos: [photo] }),
    );
    expect(await api.post('/api/renting/delete-image', { name: filename })).toMatchObject({
      status: 200,
      body: { deleted: false, inUse: true },
    });
    expect(existsSync(path)).toBe(true);
    await api.put(`/api/renting/vehicles/${vehicle._id}`, {
      filter: { _id: vehicle._id },
      carData: { ...vehicle, recursos: [] },
    });
    expect(existsSync(path)).toBe(false);

    // Deleting a vehicle removes the photos only it showed.
    const kept = await upload(t.app, token, { filename: 'borrar.png', content: PNG }, UPLOAD);
    const keptPhoto = { ...photo, nombre: 'borrar.png', url: (kept.body as Uploaded).data.url! };
    const { body: doomed } = await api.post<RentingVehicle>(
      '/api/renting/vehicles',
      newVehicle({ recursos: [keptPhoto] }),
    );
    const keptPath = join(
      t.dataDir,
      'uploads/images/renting',
      (kept.body as Uploaded).data.filename,
    );
    expect(existsSync(keptPath)).toBe(true);
    await api.delete(`/api/renting/vehicles/${doomed._id}`);
    expect(existsSync(keptPath)).toBe(false);

    const other = await upload(t.app, token, { filename: 'suelta.png', content: PNG }, UPLOAD);
    const loose = (other.body as Uploaded).data.filename;
    expect((await api.post('/api/renting/delete-image', { name: loose })).body).toEqual({
      deleted: true,
    });
    expect(existsSync(join(t.dataDir, 'uploads/images/renting', loose))).toBe(false);
    expectError(
      await api.post('/api/renting/delete-image', { name: loose }),
      404,
      'Imagen no encontrada',
    );

    await refuses('/api/renting/delete-image', [
      { name: 'no name', payload: {}, message: "El campo 'Nombre de la imagen' es obligatorio" },
      {
        name: 'a path',
        payload: { name: '../../multipublicador.sqlite' },
        message: "El campo 'Nombre de la imagen' no tiene un formato válido",
      },
      { name: 'a folder', payload: { name: 'a/b.png' }, message: /no tiene un formato válido/ },
      {
        name: 'not an image',
        payload: { name: 'jwt-secret' },
        message: /no tiene un formato válido/,
      },
      {
        name: 'a number',
        payload: { name: 5 },
        message: "El campo 'Nombre de la imagen' debe ser una cadena de texto",
      },
      {
        name: 'extra field',
        payload: { name: 'a.png', todas: true },
        message: "El campo 'todas' no está permitido",
      },
    ]);
  });
});

describe('renting: offer PDF', () => {
  it('makes a PDF whose text has the brand, model, audience and that audience grid prices', async () => {
    const [vehicle] = await list();
    const made = await api.post<{ file: string; url: string }>('/api/renting/download-pdf', {
      data: vehicle,
      typeOffer: 'Particular',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.file).toMatch(/^pdf\/[a-z0-9-]+\.pdf$/);
    expect(made.body.url).toBe(`/api/renting/${made.body.file}`);
    const pdf = await raw(made.body.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(vehicle!.marca);
    expect(text).toContain(vehicle!.modelo);
    expect(text).toContain(vehicle!.version);
    expect(text).toContain('Oferta de renting para Particular');
    for (const cell of vehicle!.preciosParticular) expect(text).toContain(`${cell.valor} €/mes`);
    expect(text).toContain(`ID Oferta: ${vehicle!.idOferta}`);
    expect(text).toContain(vehicle!.providerName!);
    expect(text).toMatch(/Oferta válida hasta el \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain(vehicle!.equipamientoDestacado[0]!.contenido);
    expect(text).toContain('Kilómetros al año');
    expect(text).toContain('10.000 km');
  });

  it('prints the unsaved form values, the companies grid for Otros, accents and ñ', async () => {
    const data = newVehicle({
      marca: 'Citroën',
      modelo: 'Ë-C4 Señorial',
      idOferta: 123456,
      precioMinEmpresas: { valorMin: '199,50', tipoPrecioMin: '10.000 km/año · 48 meses' },
    });
    const made = await api.post<{ url: string }>('/api/renting/download-pdf', {
      data,
      typeOffer: 'Otros',
    });
    const text = await pdfText((await raw(made.body.url)).rawPayload);
    expect(text).toContain('Citroën Ë-C4 Señorial');
    expect(text).toContain('Oferta de renting para Otros');
    for (const cell of data.preciosEmpresas) expect(text).toContain(`${cell.valor} €/mes`);
    expect(text).not.toContain(`${data.preciosParticular[17]!.valor} €/mes`);
    expect(text).toContain('ID Oferta: 123456');
    // The minimum price with its two decimals, as every price of the offer.
    expect(text).toContain('Desde 199,50 €/mes');
  });

  it('embeds an uploaded WebP main photo', async () => {
    const webp = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366cc' },
    })
      .webp()
      .toBuffer();
    const sent = await upload(t.app, token, { filename: 'foto.webp', content: webp }, UPLOAD);
    const { url, filename } = (sent.body as Uploaded).data;
    const photo = {
      nombre: filename,
      url: url!,
      tipo: 'IMAGEN' as const,
      propiedades: [
        { nombre: 'EsFotoPrincipal' as const, valor: true },
        { nombre: 'OrdenFoto' as const, valor: 1 as const },
      ],
    };
    const made = await api.post<{ url: string }>('/api/renting/download-pdf', {
      data: newVehicle({ recursos: [photo] }),
      typeOffer: 'Empresa',
    });
    const bytes = (await raw(made.body.url)).rawPayload.toString('latin1');
    expect(bytes).toMatch(/\/Subtype \/Image/);
    expect(bytes).toMatch(/\/Filter \/DCTDecode/);
    expect(bytes).toContain('/Width 64');
  });

  it('refuses malformed bodies; the file needs the token and a name of ours', async () => {
    const [vehicle] = await list();
    const { modelo: _m, ...noModelo } = vehicle!;
    await refuses('/api/renting/download-pdf', [
      {
        name: 'no typeOffer',
        payload: { data: vehicle },
        message: "El campo 'Tipo de oferta' es obligatorio",
      },
      {
        name: 'bad typeOffer',
        payload: { data: vehicle, typeOffer: 'Nadie' },
        message:
          /^El campo 'Tipo de oferta' debe ser uno de: Particular, Empresa, Autonomos, Otros/,
      },
      {
        name: 'no data',
        payload: { typeOffer: 'Particular' },
        message: "El campo 'Vehículo' es obligatorio",
      },
      {
        name: 'no modelo',
        payload: { data: noModelo, typeOffer: 'Particular' },
        message: "El campo 'Modelo' es obligatorio",
      },
      {
        name: 'bad price',
        payload: {
          data: {
            ...vehicle,
            preciosEmpresas: [{ tipo: '5000KM-36M', valor: 'mucho', km: 5000, meses: 36 }],
          },
          typeOffer: 'Empresa',
        },
        message:
          "El campo 'Precios Empresa nº 1 › Valor' debe ser un importe como 1.234,50: no negativo, con 2 decimales, hasta 10.000.000,00",
      },
      {
        name: 'unknown provider',
        payload: { data: { ...vehicle, provider: MISSING_ID }, typeOffer: 'Empresa' },
        message: "El campo 'Proveedor' no es un proveedor de renting conocido",
      },
      {
        name: 'extra field',
        payload: { data: vehicle, typeOffer: 'Otros', copias: 2 },
        message: "El campo 'copias' no está permitido",
      },
    ]);
    expectError(await client(t.app).get('/api/renting/pdf/oferta-1.pdf'), 401);
    expectError(
      await api.get('/api/renting/pdf/oferta-no-existe.pdf'),
      404,
      /Fichero no encontrado/,
    );
    expectError(await api.get('/api/renting/pdf/..%2Fjwt-secret'), 400, /parámetro 'file'/);
  });
});

describe('renting: CSV export and import', () => {
  it('exports the selected rows with BOM, ";" and Spanish prices', async () => {
    const vehicles = await list();
    const chosen = [vehicles[2]!, vehicles[0]!];
    const made = await api.post<{ file: string; url: string }>('/api/renting/download-csv', {
      data: chosen,
    });
    expect(made.body.file).toMatch(/^csv\/[a-z0-9-]+\.csv$/);
    const file = await raw(made.body.url);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="/);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = file.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(
      /^ID Oferta;Proveedor;Unidades;Entrega inmediata;Marca;Modelo;Versión;/,
    );
    expect(lines[1]).toMatch(new RegExp(`^${chosen[0]!.idOferta};${chosen[0]!.providerName};`));
    const header = lines[0]!.split(';');
    const cell = header.indexOf('Particulares 10000KM-48M');
    expect(cell).toBeGreaterThan(0);
    const price = chosen[0]!.preciosParticular.find((e) => e.tipo === '10000KM-48M')!.valor;
    expect(price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(lines[1]!.split(';')[cell]).toBe(price);
  });

  it('an export imported back changes nothing', async () => {
    const before = await list();
    const csv = await exportCsv(before.map((v) => v._id));
    const answer = await importText(csv);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ created: 0, updated: 0, unchanged: before.length });
    expect(await list()).toEqual(before);
  });

  it('reads the Windows-1252 file a Spanish Excel saves, with its accents', async () => {
    const before = await list();
    const withAccents = before.filter((v) =>
      /[áéíóúñë]/i.test(`${v.cambio}${v.marca}${v.combustible}`),
    );
    expect(withAccents.length).toBeGreaterThan(0);
    const utf8 = (await exportCsv(withAccents.map((v) => v._id))).toString('utf8').slice(1);
    const answer = await importText(Buffer.from(utf8, 'latin1'));
    expect(answer.body).toEqual({ created: 0, updated: 0, unchanged: withAccents.length });
    expect(await list()).toEqual(before);
  });

  it('creates and updates by ID Oferta, as a spreadsheet saved it', async () => {
    const { socket, changes } = await watchResourceChanges(t.app, ADMIN);
    const before = await list();
    const target = before[1]!;
    const text = (await exportCsv([target._id])).toString('utf8').slice(1);
    const [header, row] = text.split('\r\n') as [string, string];
    const columns = header.split(';');
    const cells = row.split(';');
    const at = (name: string) => columns.indexOf(name);
    // Excel re-saves prices ungrouped and drops the BOM; a new row has no ID Oferta.
    cells[at('Particulares 10000KM-48M')] = '1234,5';
    cells[at('Color')] = 'Verde Oliva';
    const created = [...cells];
    created[at('ID Oferta')] = '';
    created[at('Modelo')] = 'Nuevo modelo';
    created[at('Fotos')] = '';
    const answer = await importText([header, cells.join(';'), created.join(';')].join('\r\n'));
    expect(answer.body).toEqual({ created: 1, updated: 1, unchanged: 0 });
    const after = await list();
    const updated = after.find((v) => v._id === target._id)!;
    expect(updated.color).toBe('Verde Oliva');
    expect(updated.preciosParticular.find((e) => e.tipo === '10000KM-48M')!.valor).toBe('1.234,50');
    expect({
      ...updated,
      color: target.color,
      preciosParticular: target.preciosParticular,
    }).toEqual(target);
    const added = after.find((v) => v.modelo === 'Nuevo modelo')!;
    expect(added.idOferta).toBe(Math.max(...before.map((v) => v.idOferta)) + 1);
    expect(added.provider).toBe(target.provider);
    expect(added.preciosEmpresas).toEqual(target.preciosEmpresas);
    // An open list refreshes: one change per kind, naming the vehicles.
    try {
      await expect
        .poll(() => changes.filter((c) => c.resource === 'renting').map((c) => [c.action, c.ids]))
        .toEqual(
          expect.arrayContaining([
            ['create', [added._id]],
            ['update', [target._id]],
          ]),
        );
    } finally {
      socket.close();
    }
  });

  it('imports all rows or none: a bad cell names its line and column', async () => {
    const before = await list();
    const text = (await exportCsv(before.slice(0, 3).map((v) => v._id))).toString('utf8');
    const [header, ...rows] = text.split('\r\n') as string[];
    const columns = header!.replace(/^\uFEFF/, '').split(';');
    const edit = (row: string, name: string, value: string) => {
      const cells = row.split(';');
      cells[columns.indexOf(name)] = value;
      return cells.join(';');
    };
    const good = edit(rows[0]!, 'Color', 'Cambiado');
    const cases: [string, string, RegExp][] = [
      [
        'price',
        edit(rows[1]!, 'Particulares 10000KM-48M', 'abc'),
        /^Línea 3, columna 'Particulares 10000KM-48M': 'abc' debe ser un número$/,
      ],
      [
        'negative price',
        edit(rows[1]!, 'Particulares 10000KM-48M', '-5'),
        /^Línea 3, columna 'Particulares 10000KM-48M': '-5' no puede ser negativo$/,
      ],
      [
        'negative minimum price',
        edit(rows[1]!, 'Precio mínimo Empresa', '-299'),
        /^Línea 3, columna 'Precio mínimo Empresa': '-299' no puede ser negativo$/,
      ],
      [
        'doors with decimals',
        edit(rows[1]!, 'Puertas', '4,5'),
        /^Línea 3, columna 'Puertas': '4,5' debe ser un número entero$/,
      ],
      [
        'flag',
        edit(rows[1]!, 'Publicar Otros', 'quizás'),
        /^Línea 3, columna 'Publicar Otros': 'quizás' no es Sí ni No$/,
      ],
      ['modelo', edit(rows[1]!, 'Modelo', ''), /^Línea 3, columna 'Modelo': no puede estar vacío$/],
      [
        'provider',
        edit(rows[1]!, 'Proveedor', 'Nadie SL'),
        /^Línea 3, columna 'Proveedor': 'Nadie SL' no es un proveedor/,
      ],
      [
        'eco',
        edit(rows[1]!, 'Etiqueta ECO', 'Z'),
        /^Línea 3, columna 'Etiqueta ECO': 'Z' no es una etiqueta/,
      ],
      [
        'units',
        edit(rows[1]!, 'Unidades', '-1'),
        /^Línea 3, columna 'Unidades': '-1' no es un número entero$/,
      ],
      [
        'same offer twice',
        rows[0]!,
        /^Línea 3, columna 'ID Oferta': \d+ ya aparece en otra línea$/,
      ],
    ];
    for (const [name, bad, message] of cases) {
      const answer = await importText([header, good, bad].join('\r\n'));
      expectError(answer, 400, message);
      expect(name).toBeTruthy();
    }
    expect(await list()).toEqual(before);
    const unknownColumn = await importText(`${header};Color extra\r\n${good};x`);
    expectError(unknownColumn, 400, "Línea 1, columna 'Color extra': columna desconocida");
    expect(await list()).toEqual(before);
  });

  it('refuses malformed bodies of download-csv and import-csv', async () => {
    await refuses('/api/renting/download-csv', [
      { name: 'no data', payload: {}, message: "El campo 'Filas seleccionadas' es obligatorio" },
      {
        name: 'not a list',
        payload: { data: 'todo' },
        message: "El campo 'Filas seleccionadas' debe ser una lista",
      },
      {
        name: 'empty',
        payload: { data: [] },
        message: "El campo 'Filas seleccionadas' debe contener al menos 1 elemento",
      },
      {
        name: 'row without _id',
        payload: { data: [{ marca: 'Seat' }] },
        message: "El campo 'Filas seleccionadas nº 1 › Identificador' es obligatorio",
      },
      {
        name: 'bad _id',
        payload: { data: [{ _id: 'x' }] },
        message:
          /^El campo 'Filas seleccionadas nº 1 › Identificador' no es un identificador válido/,
      },
      {
        name: 'extra field',
        payload: { data: [{ _id: MISSING_ID }], todo: true },
        message: "El campo 'todo' no está permitido",
      },
    ]);
    expectError(
      await api.post('/api/renting/download-csv', { data: [{ _id: MISSING_ID }] }),
      404,
      /Vehículo de renting no encontrado/,
    );
    await refuses('/api/renting/utils/import-csv', [
      { name: 'no data', payload: {}, message: "El campo 'Fichero' es obligatorio" },
      {
        name: 'a path',
        payload: { data: '../csv/x.csv' },
        message: "El campo 'Fichero' no tiene un formato válido",
      },
      {
        name: 'not csv',
        payload: { data: 'x.png' },
        message: "El campo 'Fichero' no tiene un formato válido",
      },
      {
        name: 'a number',
        payload: { data: 7 },
        message: "El campo 'Fichero' debe ser una cadena de texto",
      },
      {
        name: 'extra field',
        payload: { data: 'x.csv', borrar: true },
        message: "El campo 'borrar' no está permitido",
      },
    ]);
    expectError(
      await api.post('/api/renting/utils/import-csv', { data: 'no-subido.csv' }),
      404,
      'No se encuentra el fichero a importar: súbalo de nuevo',
    );
    expectError(await client(t.app).get('/api/renting/csv/renting-1.csv'), 401);
  });
});
