// The renting stock (docs/API.md "Renting") for the console: the react-admin resource
// `stock-renting` over /renting/vehicles (the whole stock in one array, so lists are filtered,
// sorted and paged here), and the calls of the renting screens that are not records: providers,
// uploads, delete-image, the offer PDF, the CSV download and the CSV import. Every failure is an
// HttpError carrying the server's Spanish message.
import { HttpError, type DataProvider } from 'react-admin';
import { getSession } from '../authProvider/session';
import { collectionProvider } from './collectionProvider';
import { queryCollection, queryString, withId, type Doc } from './collectionQuery';
import { arrivedRecordOptions, readEarly, takeEarly } from './earlyRead';
import { RENTING_VEHICLES_PATH, recordPath } from './recordPaths';
import { apiUrl, httpJson, toHttpError, NETWORK_ERROR_MESSAGE } from './http';
import type { Audience, RentingProvider, RentingVehicle } from '../domain/renting/types';

export const RENTING_RESOURCE = 'stock-renting';
const VEHICLES_PATH = RENTING_VEHICLES_PATH;

/** What a POST body and PUT's carData hold: the record without its ids and read-only name. */
const READ_ONLY_FIELDS = new Set(['_id', 'id', 'providerName', 'createdAt', 'updatedAt']);

export const vehicleBody = (data: Doc): Doc => {
  const body: Doc = {};
  for (const [field, value] of Object.entries(data)) {
    if (!READ_ONLY_FIELDS.has(field) && value !== undefined) body[field] = value;
  }
  return body;
};

/**
 * The edit page's read of vehicle `id` (queryOptions): its record drawn in the first render when
 * the console, opened on that page, has already read it (earlyRead.ts); shaped as getOne shapes it.
 */
export const arrivedRentingRecord = (id: string) =>
  arrivedRecordOptions(recordPath(VEHICLES_PATH, id), (answer) =>
    answer && typeof answer === 'object' ? withId(answer as Doc, '_id') : undefined,
  );

const whole = collectionProvider({
  path: VEHICLES_PATH,
  toCreateBody: vehicleBody,
  // PUT renting/vehicles/{id} {filter:{_id}, carData: vehicle}.
  toUpdateBody: (data, id) => ({ filter: { _id: String(id) }, carData: vehicleBody(data) }),
});

/**
 * What the cards and the list view show — asked with `?fields=` so that a stock of 2,000 travels
 * without its price grids and equipment (usable ≤ 1 s cold).
 */
export const LIST_FIELDS = [
  '_id',
  'idOferta',
  'stock',
  'provider',
  'providerName',
  'marca',
  'modelo',
  'version',
  'color',
  'potenciaCv',
  'cambio',
  'publicarParticular',
  'publicarEmpresa',
  'publicarAutonomos',
  'publicarOtros',
  'recursos',
] as const;

/**
 * The meta of the lists' queries. react-admin copies each listed record into the cache of its
 * getOne under the list's meta: with a meta of their own, the edit page's getOne (no meta)
 * never starts from a listed record, which lacks the grids and the equipment.
 */
export const LIST_FIELDS_META = { fields: 'list' } as const;

/** A list query that wants every field (the export of all data) says so in its meta. */
export const ALL_FIELDS_META = { allFields: true } as const;

const LISTED_PATH = `${VEHICLES_PATH}${queryString({ fields: LIST_FIELDS })}`;

const readListed = async (signal?: AbortSignal): Promise<Doc[]> => {
  const answer = await (takeEarly<Doc[] | null>(LISTED_PATH) ??
    httpJson<Doc[] | null>(LISTED_PATH, { signal }));
  return Array.isArray(answer) ? answer.map((doc) => withId(doc, '_id')) : [];
};

/**
 * Starts reading the stock as /stock-renting opens (its page's code still on its way), for
 * the list's first query to take (./earlyRead.ts).
 */
export const readRentingListAhead = (): void => readEarly(LISTED_PATH);

const vehicles: DataProvider = {
  ...whole,
  getList: async (resource, params) => {
    if ((params.meta as { allFields?: boolean } | undefined)?.allFields)
      return whole.getList(resource, params);
    const rows = await readListed(params.signal);
    // react-admin's records are generic; these are the API's JSON (an untyped boundary).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return queryCollection(rows, params) as any;
  },
};

export const rentingResources: Record<string, DataProvider> = { [RENTING_RESOURCE]: vehicles };

export const getRentingProviders = async (signal?: AbortSignal): Promise<RentingProvider[]> => {
  const answer = await httpJson<RentingProvider[] | null>('/renting/providers', { signal });
  return Array.isArray(answer) ? answer : [];
};

interface UploadAnswer {
  status?: number;
  data?: { filename?: string; url?: string };
}

/** POST /renting/upload (multipart `file`): an image or a .csv, stored under `name`. */
export const uploadRentingFile = async (
  file: Blob,
  name: string,
): Promise<{ filename: string; url?: string }> => {
  const form = new FormData();
  form.append('file', file, name);
  const answer = await httpJson<UploadAnswer>('/renting/upload', { method: 'POST', body: form });
  const filename = answer?.data?.filename;
  if (answer?.status !== 200 || typeof filename !== 'string')
    throw new HttpError('El servidor no ha aceptado el fichero', 0, answer);
  return { filename, url: answer.data?.url };
};

export const deleteRentingImage = (name: string): Promise<unknown> =>
  httpJson('/renting/delete-image', { method: 'POST', body: { name } });

/** A file the API wrote under pdf/ or csv/ (`file` as it answers it), read with the token. */
const readServedFile = async (file: string): Promise<Blob> => {
  const headers: Record<string, string> = {};
  const token = getSession()?.accessToken;
  if (token) headers['x-access-token'] = token;
  let response: Response;
  try {
    response = await fetch(apiUrl(`/renting/${file}`), { headers });
  } catch {
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0, null);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: never shown (http.ts errorMessageOf).
    }
    throw toHttpError(response.status, response.statusText, body);
  }
  return response.blob();
};

interface ServedFile {
  file?: string;
  url?: string;
}

const servedFileOf = (answer: ServedFile | null, folder: 'pdf' | 'csv'): string => {
  const file = answer?.file;
  if (typeof file !== 'string' || !file.startsWith(`${folder}/`))
    throw new HttpError('El servidor no ha devuelto el fichero', 0, answer);
  return file;
};

/** download-pdf: the offer of one audience, as a PDF blob. */
export const fetchOfferPdf = async (
  vehicle: Partial<RentingVehicle>,
  typeOffer: Audience,
): Promise<Blob> => {
  const answer = await httpJson<ServedFile>('/renting/download-pdf', {
    method: 'POST',
    body: { data: vehicleBody({ ...vehicle } as Doc), typeOffer },
  });
  return readServedFile(servedFileOf(answer, 'pdf'));
};

/** download-csv: the selected rows as a CSV file (its name and contents). */
export const fetchRentingCsv = async (
  rows: readonly Partial<RentingVehicle>[],
): Promise<{ name: string; blob: Blob }> => {
  const answer = await httpJson<ServedFile>('/renting/download-csv', {
    method: 'POST',
    body: { data: rows },
  });
  const file = servedFileOf(answer, 'csv');
  return { name: file.slice('csv/'.length), blob: await readServedFile(file) };
};

export interface ImportAnswer {
  created: number;
  updated: number;
  /** Rows equal to the stored vehicle (an exported file imported back). */
  unchanged: number;
}

/** CSV import: the file uploaded, then imported by the name the upload gave. */
export const importRentingCsv = async (file: File): Promise<ImportAnswer> => {
  const { filename } = await uploadRentingFile(file, file.name);
  const answer = await httpJson<Partial<ImportAnswer>>('/renting/utils/import-csv', {
    method: 'POST',
    body: { data: filename },
  });
  return {
    created: Number(answer?.created ?? 0),
    updated: Number(answer?.updated ?? 0),
    unchanged: Number(answer?.unchanged ?? 0),
  };
};
