// Renting CSV files: download-csv writes the selected vehicles with the shared
// CSV writer (src/domain/csv.ts: ';', UTF-8 with BOM, Spanish prices — a Spanish spreadsheet
// opens it as is; multi-line cells quoted; formulas neutralised); utils/import-csv reads one
// back with csv-parse (each cell as the writer wrote it: readCsvCell) and creates or updates by
// idOferta, all rows or none, in one transaction. A row equal to the stored vehicle is left
// alone, so importing an export changes nothing, also once a spreadsheet saved it again.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'csv-parse/sync';
import type { Config } from '../config.js';
import { OWNER_ONLY_FILE } from '../db/permissions.js';
import { ConflictError, DuplicateKeyError, newId } from '../db/index.js';
import { badRequest, conflict, HttpError, notFound } from '../errors.js';
import { detectDelimiter } from '../csvContent.js';
import { csvText, readCsvCell } from '../../src/domain/csv.js';
import type { RentingVehicle } from '../../src/domain/renting/types.js';
import { COLUMN_BY_HEADER, CSV_COLUMNS, headerKey, type CsvColumn } from './csvColumns.js';
import { CSV_FOLDER, FILE_MESSAGES, fileExists, IMPORTS_FOLDER, madeFile } from './files.js';
import { GRIDS, rentingDefaults, rentingFields, type RentingFields } from './rules.js';
import { REQUIRED_MIN_PRICES, REQUIRED_TEXTS } from './schemas.js';
import { photosOf, VEHICLE_NOT_FOUND, type RentingStore } from './store.js';

/** The CSV text of `vehicles` (header line first), with BOM, ';' and CRLF as Excel writes. */
export function rentingCsv(vehicles: readonly RentingVehicle[]): string {
  return csvText(
    [CSV_COLUMNS.map((c) => c.header), ...vehicles.map((v) => CSV_COLUMNS.map((c) => c.write(v)))],
    { bom: true, delimiter: ';' },
  );
}

/** POST /renting/download-csv: the stored vehicles named by the rows, in the rows' order. */
export async function exportCsv(
  store: RentingStore,
  config: Config,
  rows: readonly { _id: string }[],
): Promise<{ file: string; url: string }> {
  const byId = new Map((await store.vehicles.list()).map((v) => [v._id, v]));
  const vehicles = rows.map((row, i) => {
    const vehicle = byId.get(row._id);
    if (!vehicle)
      throw new HttpError(404, `${VEHICLE_NOT_FOUND} (fila ${i + 1})`, { field: `data[${i}]._id` });
    return vehicle;
  });
  const { path, name } = await madeFile(config, CSV_FOLDER, 'renting', 'csv');
  await writeFile(path, rentingCsv(vehicles), { mode: OWNER_ONLY_FILE });
  return { file: `csv/${name}`, url: `/api/renting/csv/${name}` };
}

/** UTF-8 (with or without BOM), or the Windows-1252 a Spanish Excel saves. */
function decode(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

const lineError = (line: number, header: string, problem: string) =>
  badRequest(`Línea ${line}, columna '${header}': ${problem}`);

/** The body-shaped fields a row gives ('precioMinParticular.valorMin' nests, grids are by tipo). */
function rowBody(
  row: readonly string[],
  columns: readonly CsvColumn[],
  line: number,
  base: RentingFields,
): { fields: RentingFields; provider?: string } {
  // A copy deep enough for what the columns write into: the grids' cells and the minimum prices.
  const body: Record<string, unknown> = { ...base };
  for (const grid of GRIDS) body[grid] = base[grid].map((cell) => ({ ...cell }));
  for (const min of REQUIRED_MIN_PRICES) body[min] = { ...base[min] };
  let provider: string | undefined;
  columns.forEach((column, i) => {
    if (column.field === 'idOferta') return;
    const read = column.read(row[i] ?? '');
    if ('problem' in read) throw lineError(line, column.header, read.problem);
    const [field = '', sub] = column.field.split('.');
    if (field === 'provider') provider = read.value as string;
    else if (sub === undefined) body[field] = read.value;
    else if (field.startsWith('precios')) {
      const grid = body[field] as { tipo: string; valor: string }[];
      const cell = grid.find((e) => e.tipo === sub);
      if (cell) cell.valor = read.value as string;
    } else (body[field] as Record<string, unknown>)[sub] = read.value;
  });
  return { fields: rentingFields(body as Partial<RentingFields>, base), provider };
}

/**
 * The vehicle rules on a row, naming the column ('Línea 4, columna 'Modelo': no puede estar
 * vacío').
 */
function checkRow(
  fields: RentingFields,
  create: boolean,
  line: number,
  headerOf: (f: string) => string,
) {
  for (const name of REQUIRED_TEXTS) {
    if (!fields[name]) throw lineError(line, headerOf(name), 'no puede estar vacío');
  }
  if (!create) return;
  for (const name of REQUIRED_MIN_PRICES) {
    for (const part of ['valorMin', 'tipoPrecioMin'] as const) {
      if (!fields[name][part])
        throw lineError(line, headerOf(`${name}.${part}`), 'no puede estar vacío');
    }
  }
}

interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** POST /renting/utils/import-csv {data: file name}: all rows or none. */
export async function importCsv(
  store: RentingStore,
  config: Config,
  filename: string,
): Promise<ImportResult> {
  const path = join(config.dataDir, IMPORTS_FOLDER, filename);
  if (!(await fileExists(path))) throw notFound(FILE_MESSAGES.importNotFound);
  const text = decode(await readFile(path));
  let records: string[][];
  try {
    records = (
      parse(text, {
        delimiter: detectDelimiter(text.slice(0, 64 * 1024)),
        skip_empty_lines: true,
        relax_column_count: false,
      }) as string[][]
    ).map((record) => record.map(readCsvCell));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(`${FILE_MESSAGES.badCsv}${line ? ` (línea ${line})` : ''}`);
  }
  const [header = [], ...rows] = records;
  const columns = header.map((name) => {
    const column = COLUMN_BY_HEADER.get(headerKey(name));
    if (!column) throw lineError(1, name, 'columna desconocida');
    return column;
  });
  const seenHeaders = new Set<CsvColumn>();
  for (const column of columns) {
    if (seenHeaders.has(column)) throw lineError(1, column.header, 'columna repetida');
    seenHeaders.add(column);
  }
  const headerOf = (field: string) => CSV_COLUMNS.find((c) => c.field === field)?.header ?? field;
  for (const name of REQUIRED_TEXTS) {
    if (!columns.some((c) => c.field === name)) {
      throw badRequest(`Línea 1: falta la columna '${headerOf(name)}'`);
    }
  }
  if (!rows.length) throw badRequest(FILE_MESSAGES.emptyCsv);

  const offerColumn = columns.findIndex((c) => c.field === 'idOferta');
  const offerRead = (text: string) => columns[offerColumn]!.read(text);
  const byOffer = await storedByOffer(
    store,
    rows,
    offerColumn < 0 ? undefined : offerRead,
    offerColumn,
  );
  const providers = await store.providers.list();
  const providerOf = (text: string, line: number): { provider: string; providerName: string } => {
    if (text === '') return { provider: '', providerName: '' };
    const key = text.toLowerCase();
    const found = providers.find((p) => p._id === text || p.name.toLowerCase() === key);
    if (!found)
      throw lineError(line, 'Proveedor', `'${text}' no es un proveedor de renting conocido`);
    return { provider: found._id, providerName: found.name };
  };
  let nextOffer = Math.max(0, ...byOffer.keys()) + 1;
  const inFile = new Set<number>();
  const put: { before: RentingVehicle; after: RentingVehicle }[] = [];
  const add: RentingVehicle[] = [];
  let unchanged = 0;

  rows.forEach((row, i) => {
    const line = i + 2;
    const offer = offerColumn < 0 ? { value: undefined } : offerRead(row[offerColumn] ?? '');
    if ('problem' in offer) throw lineError(line, 'ID Oferta', offer.problem);
    const idOferta = offer.value as number | undefined;
    // storedByOffer read in full every stored vehicle the file names.
    const current =
      idOferta === undefined ? undefined : (byOffer.get(idOferta) as RentingVehicle | undefined);
    if (idOferta !== undefined) {
      if (inFile.has(idOferta)) {
        throw lineError(line, 'ID Oferta', `${idOferta} ya aparece en otra línea`);
      }
      inFile.add(idOferta);
    }
    // An update starts from the stored vehicle: columns the file leaves out keep their values.
    const { fields, provider } = rowBody(
      row,
      columns,
      line,
      current ? strip(current) : rentingDefaults(),
    );
    const who =
      provider === undefined
        ? { provider: fields.provider, providerName: current?.providerName ?? '' }
        : providerOf(provider, line);
    fields.provider = who.provider;
    checkRow(fields, !current, line, headerOf);
    if (current) {
      const after: RentingVehicle = {
        _id: current._id,
        id: current._id,
        idOferta: current.idOferta,
        ...fields,
        providerName: who.providerName,
      };
      if (isDeepStrictEqual(after, current)) unchanged++;
      else put.push({ before: current, after });
    } else {
      const _id = newId();
      // 0 until every line is read: a number the server gives must not be one a later line asks for.
      add.push({
        _id,
        id: _id,
        idOferta: idOferta ?? 0,
        ...fields,
        providerName: who.providerName,
      });
    }
  });
  for (const vehicle of add) {
    if (vehicle.idOferta !== 0) continue;
    while (inFile.has(nextOffer) || byOffer.has(nextOffer)) nextOffer++;
    vehicle.idOferta = nextOffer++;
  }

  try {
    await store.vehicles.writeBatch({ put, add });
  } catch (error) {
    if (error instanceof ConflictError) {
      throw conflict(
        'Algún vehículo ha cambiado durante la importación: vuelva a importar el fichero',
      );
    }
    if (error instanceof DuplicateKeyError) throw conflict('Algún ID Oferta del fichero ya existe');
    throw error;
  }
  store.changed(
    'create',
    add.map((v) => v._id),
  );
  store.changed(
    'update',
    put.map((p) => p.after._id),
  );
  await store.forgetPhotos(
    new Set(put.flatMap((p) => [...photosOf(p.before)])),
    put.map((p) => p.after),
  );
  return { created: add.length, updated: put.length, unchanged };
}

/**
 * Every stored offer number, each with its vehicle when the file names it (the ones an import
 * may update). A file of new vehicles reads only the numbers, not 2,000 whole vehicles.
 */
async function storedByOffer(
  store: RentingStore,
  rows: readonly string[][],
  read: ((text: string) => { value: unknown } | { problem: string }) | undefined,
  column: number,
): Promise<Map<number, RentingVehicle | { _id: string; idOferta: number }>> {
  const ids = JSON.parse(await store.vehicles.listJson({}, ['_id', 'idOferta'])) as {
    _id: string;
    idOferta: number;
  }[];
  const byOffer = new Map<number, RentingVehicle | { _id: string; idOferta: number }>(
    ids.map((v) => [v.idOferta, v]),
  );
  if (!read) return byOffer;
  const named = rows
    .map((row) => {
      const offer = read(row[column] ?? '');
      return 'value' in offer && typeof offer.value === 'number' ? offer.value : undefined;
    })
    .filter((n): n is number => n !== undefined && byOffer.has(n));
  // Many updates: one read of the whole stock beats one read per vehicle.
  if (named.length > 50) {
    for (const vehicle of await store.vehicles.list()) byOffer.set(vehicle.idOferta, vehicle);
  } else {
    for (const offer of named) {
      const vehicle = await store.vehicles.get(byOffer.get(offer)!._id);
      if (vehicle) byOffer.set(offer, vehicle);
    }
  }
  return byOffer;
}

const strip = (vehicle: RentingVehicle): RentingFields => {
  const { _id: _a, id: _b, idOferta: _c, providerName: _d, ...fields } = vehicle;
  return fields;
};
