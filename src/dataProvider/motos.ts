// The resource `motos` (GET /api/motos, GET/POST/DELETE /motos/{idv}, PUT /api/motos/{id}, POST
// upload; docs/API.md "# Motos"). The record's id is its idv, so the sheet's address is
// /motos/{idv}. GET /api/motos answers the whole stock: it is read once and kept here for a few
// seconds, so paging, sorting and searching 5,000 motos are answered in the browser without reading
// it again; an update puts the stored moto the server answers into that copy, and a change pushed
// by the server (useLiveMotos) drops it. Every PUT body is built by motoUpdateBody
// (src/domain/motos/update.ts), nowhere else.
import type { DataProvider, Identifier } from 'react-admin';
import { changedMotoFields } from '../domain/motos/changes';
import { MOTO_COLUMNS, type Moto } from '../domain/motos/types';
import { motoUpdateBody, type MotoUpdate } from '../domain/motos/update';
import type { WordpressExportStatus } from '../domain/motos/wordpressExport';
import { getSession } from '../authProvider/session';
import { collectionProvider } from './collectionProvider';
import { queryString, wholeArrayList, type Doc } from './collectionQuery';
import { apiUrl, httpJson, NETWORK_ERROR_MESSAGE, toHttpError } from './http';
import { uploadImage } from './upload';

export const MOTOS_RESOURCE = 'motos';
export const MOTOS_PATH = '/motos';
export const WORDPRESS_EXPORT_PATH = '/motos/wordpress-export';

export type MotoRecord = Moto & { id: string };

/** How long a read of the whole stock answers the list's pages, sorts and searches. */
const LIST_CACHE_MS = 15_000;

const toRecord = (moto: Moto): MotoRecord => {
  (moto as MotoRecord).id = String(moto.idv);
  return moto as MotoRecord;
};

/**
 * What the table reads of each moto: its columns and _id, a fraction of the whole moto (equipment,
 * photos, texts), so 5,000 arrive and parse quickly (`?fields=`, docs/API.md "# Motos"). The sheet
 * reads its moto whole (GET /api/motos/{idv}).
 */
export const MOTO_LIST_FIELDS: readonly string[] = ['_id', ...MOTO_COLUMNS];
const LIST_PATH = `${MOTOS_PATH}${queryString({ fields: MOTO_LIST_FIELDS })}`;

let cached: { at: number; motos: Promise<MotoRecord[]> } | null = null;

/** Forgets the copy of the stock (the server said it changed). */
export const forgetMotos = (): void => {
  cached = null;
};

/**
 * The stock, read once for the list queries of the next seconds. Not cancelled with a query:
 * the read is shared (and may have been started ahead by prefetchMotos).
 */
const readMotos = (): Promise<MotoRecord[]> => {
  if (cached && performance.now() - cached.at < LIST_CACHE_MS) return cached.motos;
  const motos = httpJson<Moto[] | null>(LIST_PATH).then((answer) =>
    Array.isArray(answer) ? answer.map(toRecord) : [],
  );
  const entry = { at: performance.now(), motos };
  cached = entry;
  // A failed or cancelled read is not kept.
  motos.catch(() => {
    if (cached === entry) cached = null;
  });
  return motos;
};

/** Starts reading the stock as the /motos route renders, while the page's code still loads. */
export const prefetchMotos = (): void => {
  void readMotos().catch(() => undefined);
};

/** Puts the stored moto the server answered into the kept copy. */
const remember = async (moto: MotoRecord) => {
  const entry = cached;
  if (!entry) return;
  try {
    const motos = await entry.motos;
    const at = motos.findIndex((m) => m.id === moto.id);
    if (at >= 0) motos[at] = moto;
  } catch {
    // That read failed; the next one asks the server.
  }
};

/** An update of the dataProvider: `meta.update` names its style; without it, the changed fields. */
export interface MotoUpdateMeta {
  update?: MotoUpdate;
}

const updateOf = (data: Doc, previous: Doc | undefined, meta: unknown): MotoUpdate => {
  const given = (meta as MotoUpdateMeta | undefined)?.update;
  return given ?? { field: changedMotoFields(data, previous) };
};

const base = collectionProvider({ path: MOTOS_PATH, idField: 'idv' });

const putMoto = async (id: Identifier, update: MotoUpdate, motoId: string) => {
  const stored = await httpJson<Moto>(`${MOTOS_PATH}/${encodeURIComponent(String(id))}`, {
    method: 'PUT',
    body: motoUpdateBody(update, motoId),
  });
  const record = toRecord(stored);
  // Not waited for: the kept copy may be a read still under way (the live event of this very change
  // starts one), and the cell's message must not wait for 5,000 motos.
  void remember(record);
  return record;
};

/* eslint-disable @typescript-eslint/no-explicit-any -- generic record types at the boundary */
const motos: DataProvider = {
  ...base,
  getList: wholeArrayList(readMotos),
  getMany: async (_r, { ids }) => {
    const wanted = new Set(ids.map(String));
    return { data: (await readMotos()).filter((m) => wanted.has(m.id)) as any };
  },
  update: async (_r, { id, data, previousData, meta }) => {
    const previous = previousData as Doc | undefined;
    const motoId = String(previous?._id ?? (data as Doc)._id ?? id);
    const update = updateOf(data as Doc, previous, meta);
    // Nothing changed: nothing is sent, the moto stays as read.
    if ('field' in update && Object.keys(update.field).length === 0)
      return { data: { ...previous, ...(data as Doc), id } as any };
    return { data: (await putMoto(id, update, motoId)) as any };
  },
  create: async (resource, params) => {
    forgetMotos();
    return base.create(resource, params);
  },
  delete: async (resource, params) => {
    forgetMotos();
    return base.delete(resource, params);
  },
  deleteMany: async (resource, params) => {
    forgetMotos();
    return base.deleteMany(resource, params);
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export const motoResources: Record<string, DataProvider> = { [MOTOS_RESOURCE]: motos };

// ------------------------------------------------------------------------------ photos

/** A moto photo through POST /api/upload, with its progress (0–1). */
export const uploadMotoPhoto = (file: File, onProgress?: (sent: number) => void) =>
  uploadImage(file, onProgress);

// ---------------------------------------------------------------- 'Importar a WordPress'

/** POST /api/motos/wordpress-export → 202 {message, runId} (409 while one runs). */
export const startWordpressExport = () =>
  httpJson<{ message?: string; runId?: string }>(WORDPRESS_EXPORT_PATH, { method: 'POST' });

/** GET /api/motos/wordpress-export/status → {running, last}. */
export const readWordpressExportStatus = () =>
  httpJson<WordpressExportStatus>(`${WORDPRESS_EXPORT_PATH}/status`);

/** GET /api/motos/wordpress-export/last: the last export's file, to save (token needed). */
export const readLastWordpressExport = async (): Promise<{ name: string; blob: Blob }> => {
  const token = getSession()?.accessToken;
  let response: Response;
  try {
    response = await fetch(apiUrl(`${WORDPRESS_EXPORT_PATH}/last`), {
      headers: token ? { 'x-access-token': token } : {},
    });
  } catch {
    throw toHttpError(0, '', { error: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw toHttpError(response.status, response.statusText, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'motos-wordpress.csv';
  return { name, blob: await response.blob() };
};
