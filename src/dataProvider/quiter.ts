// The Quiter side of the API (docs/API.md "Group stock"): the stock database, the general database,
// sync records, the eight import files and the uploaded CSV files, as read-only react-admin
// resources, plus custom calls that take the resource as first argument so combineDataProviders
// routes them (DESIGN.md).
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { isSyncOfPortal } from '../domain/portals';
import type { QuiterFeed, StockVehicle } from '../domain/types';
import { metaFields, queryCollection, queryString, type Doc } from './collectionQuery';
import { apiUrl, httpJson } from './http';
import { refusedWrites } from './readOnly';
import { fetchStockVehicles } from './stock';
import { postWithProgress } from './upload';

/** The eight names of the import file, in a fixed order. */
export const IMPORT_FILE_NAMES = [
  'stock1',
  'stock3',
  'ofertas-joaquin-oliva',
  'ofertas-bmw-mini',
  'gomotor-ofertas',
  'gomotor-general',
  'tarrauto-general',
  'tarrauto-ofertas',
] as const;

/** Answer of POST /quiter (docs/API.md). */
export interface SaveStockResult {
  message: string;
  count: number;
}

/** Answer of POST /files/upload-csv (docs/API.md). */
export interface UploadCsvResult {
  message: string;
  filename?: string;
  path?: string;
}

/** Where the data sheet found its vehicle: the general database or the group stock. */
export type SheetSource = 'vehiculos' | 'stock';

/** The custom calls of this module; use with `useDataProvider<QuiterDataProvider>()`. */
export interface QuiterMethods {
  /** POST /quiter[?portalId]: saves the current feed (of one portal, or all) to the stock DB. */
  saveStock: (resource: string, params: { portalId?: string }) => Promise<SaveStockResult>;
  /** Multipart POST /files/upload-csv, field `file`; `onProgress` gets 0..100. */
  uploadCsv: (
    resource: string,
    params: { file: File; onProgress?: (percent: number) => void },
  ) => Promise<UploadCsvResult>;
  /**
   * The vehicle of the data sheet: GET /vehiculos/{idv}, and when the general database does not
   * have it, the group stock the stock table came from.
   */
  getVehicleSheet: (
    resource: string,
    params: { idv: string; signal?: AbortSignal },
  ) => Promise<{ data: StockVehicle & { id: Identifier }; source: SheetSource }>;
}
export type QuiterDataProvider = DataProvider & QuiterMethods;

const encode = (value: Identifier) => encodeURIComponent(String(value));
const asDocs = (answer: unknown): Doc[] => (Array.isArray(answer) ? (answer as Doc[]) : []);

interface ReadOnlyOptions {
  /**
   * Reads the whole collection; `filter` lets a fetch use server-side parameters, `fields`
   * (a list query's `meta.fields`) a projection where the API offers one.
   */
  fetchAll: (
    filter: Record<string, unknown>,
    signal?: AbortSignal,
    fields?: readonly string[],
  ) => Promise<Doc[]>;
  /** The react-admin id of a document. */
  idOf: (doc: Doc) => Identifier;
  /** A dedicated read of one document; default: found in fetchAll. */
  fetchOne?: (id: Identifier, signal?: AbortSignal) => Promise<Doc>;
  /** Filter keys fetchAll sends to the server, so they are not matched again here. */
  serverFilters?: readonly string[];
}

/** A read-only resource over an API that answers whole arrays (list queries in the browser). */
const readOnlyProvider = ({
  fetchAll,
  idOf,
  fetchOne,
  serverFilters = [],
}: ReadOnlyOptions): DataProvider => {
  const local = (filter: Record<string, unknown> = {}) =>
    Object.fromEntries(Object.entries(filter).filter(([key]) => !serverFilters.includes(key)));
  const all = async (
    filter: Record<string, unknown> = {},
    signal?: AbortSignal,
    fields?: readonly string[],
  ) => (await fetchAll(filter, signal, fields)).map((doc) => ({ ...doc, id: idOf(doc) }));
  const one = async (id: Identifier, signal?: AbortSignal): Promise<Doc> => {
    if (fetchOne) return { ...(await fetchOne(id, signal)), id };
    const found = (await all({}, signal)).find((doc) => String(doc.id) === String(id));
    if (!found) throw new HttpError('No encontrado', 404, null);
    return found;
  };

  // Answers are JSON from the API: records are asserted at this untyped boundary.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  return {
    getList: async (_r, { filter, sort, pagination, signal, meta }) =>
      queryCollection(await all(filter, signal, metaFields(meta)), {
        filter: local(filter),
        sort,
        pagination,
      }) as any,
    getOne: async (_r, { id, signal }) => ({ data: (await one(id, signal)) as any }),
    getMany: async (_r, { ids, signal }) => {
      const wanted = new Set(ids.map(String));
      return { data: (await all({}, signal)).filter((d) => wanted.has(String(d.id))) as any };
    },
    getManyReference: async (_r, { target, id, filter, sort, pagination, signal }) =>
      queryCollection(await all({ ...filter, [target]: id }, signal), {
        filter: local({ ...filter, [target]: id }),
        sort,
        pagination,
      }) as any,
    ...refusedWrites('Operación no disponible: este recurso es de solo lectura'),
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */
};

/** `?portalId=…&fields=…`, each part when given. */
const readQuery = (portalId: unknown, fields?: readonly string[]) =>
  queryString({ portalId: typeof portalId === 'string' ? portalId : undefined, fields });

const saveStock: QuiterMethods['saveStock'] = (_resource, { portalId }) =>
  httpJson<SaveStockResult>(`/quiter${readQuery(portalId)}`, { method: 'POST' });

/** The stock database (collection `quiter-stock`); `filter.portalId` is sent to the server. */
const quiterStock: DataProvider = {
  ...readOnlyProvider({
    fetchAll: async (filter, signal, fields) =>
      asDocs(await httpJson(`/quiter${readQuery(filter.portalId, fields)}`, { signal })),
    // The same idv may be saved under two portals: _id tells the documents apart.
    idOf: (doc) => String(doc._id ?? `${String(doc.portalId)}-${String(doc.idv)}`),
    serverFilters: ['portalId'],
  }),
  saveStock,
};

const vehicleIdOf = (doc: Doc): Identifier => String(doc.idv ?? doc._id);

const getVehicleSheet: QuiterMethods['getVehicleSheet'] = async (_resource, { idv, signal }) => {
  const withId = (v: StockVehicle) => ({ ...v, id: vehicleIdOf(v as unknown as Doc) });
  try {
    const vehicle = await httpJson<StockVehicle>(`/vehiculos/${encode(idv)}`, { signal });
    return { data: withId(vehicle), source: 'vehiculos' };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
  }
  // Not in the general database: the stock table lists the group stock, so read it there
  // (that one vehicle, not the whole stock).
  const [found] = await fetchStockVehicles([idv], signal);
  if (!found) throw new HttpError(`No se ha encontrado el vehículo ${idv}`, 404, null);
  return { data: withId(found), source: 'stock' };
};

/** The general database (collection `vehiculos`), keyed by idv as GET /vehiculos/{idv} is. */
const vehiculos: DataProvider = {
  ...readOnlyProvider({
    fetchAll: async (_filter, signal, fields) =>
      asDocs(await httpJson(`/vehiculos${queryString({ fields })}`, { signal })),
    idOf: vehicleIdOf,
    fetchOne: (id, signal) => httpJson<Doc>(`/vehiculos/${encode(id)}`, { signal }),
  }),
  getVehicleSheet,
};

/**
 * Sync records of one database: `filter.dbName` ('quiter', 'vehiculos', a channel id);
 * `filter.portalId` keeps the 'quiter' records that saved that portal (domain/portals.ts).
 */
const syncs = readOnlyProvider({
  fetchAll: async (filter, signal) => {
    if (typeof filter.dbName !== 'string' || !filter.dbName)
      throw new Error("Los registros de sincronización necesitan el filtro 'dbName'");
    const records = asDocs(await httpJson(`/records/syncs/${encode(filter.dbName)}`, { signal }));
    const { portalId } = filter;
    return typeof portalId === 'string' && portalId
      ? records.filter((record) => isSyncOfPortal(record, portalId))
      : records;
  },
  idOf: (doc) => String(doc._id),
  serverFilters: ['dbName', 'portalId'],
});

/** The eight import files; getOne reads one file's content (vehiculos or tipoError). */
const importFiles = readOnlyProvider({
  fetchAll: async () =>
    IMPORT_FILE_NAMES.map((name) => ({
      name,
      url: apiUrl(`/download-json-quiter/${name}`),
    })),
  idOf: (doc) => String(doc.name),
  fetchOne: async (id, signal) => ({
    name: String(id),
    ...(await httpJson<QuiterFeed>(`/download-json-quiter/${encode(id)}`, { signal })),
  }),
});

const uploadCsv: QuiterMethods['uploadCsv'] = async (_resource, { file, onProgress }) => {
  // Some systems label .csv files 'application/vnd.ms-excel' or nothing; the server checks
  // the content type too, so a file already accepted by its name travels as text/csv.
  const form = new FormData();
  form.append('file', new File([file], file.name, { type: 'text/csv' }));
  const answer = (await postWithProgress('/files/upload-csv', form, (sent) =>
    onProgress?.(Math.round(sent * 100)),
  )) as UploadCsvResult | null;
  onProgress?.(100);
  return { ...answer, message: answer?.message || 'Fichero subido correctamente' };
};

/** Uploaded CSV files: GET /files answers {fileList: [{name, path, size, createdAt}]}. */
const csvFiles: DataProvider = {
  ...readOnlyProvider({
    fetchAll: async (_filter, signal) => {
      const answer = await httpJson<{ fileList?: unknown }>('/files', { signal });
      return asDocs(answer?.fileList);
    },
    idOf: (doc) => String(doc.path ?? doc.name),
  }),
  uploadCsv,
};

export const quiterResources: Record<string, DataProvider> = {
  'quiter-stock': quiterStock,
  vehiculos,
  syncs,
  'import-files': importFiles,
  'csv-files': csvFiles,
};
