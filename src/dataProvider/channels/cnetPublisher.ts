// The Coches.net publisher's calls (route /coches-net; docs/API.md "# Coches.net") as custom
// methods of one react-admin resource, resource first so combineDataProviders routes them:
//   dataProvider.getAccounts(CNET_PUBLISHER_RESOURCE), dataProvider.getVehicles(…, {account})
// A write of a bulk run never throws: its status and message are the run's per-vehicle result,
// and a 429 carries the wait its Retry-After asks for (the paced run honours it).
import type { DataProvider } from 'react-admin';
import {
  OWN_DATABASE_ACCOUNT,
  TOO_MANY_REQUESTS,
  failureMessage,
  retryAfterMs,
  successMessage,
  rowId,
  type ActionRecordBody,
  type ActionType,
  type BulkAction,
  type MarketplaceAccount,
  type MarketplaceListing,
  type OwnDbVehicle,
  type SendOutcome,
  type VehicleResult,
} from '../../domain/cochesNet';
import { apiUrl, httpJson, toHttpError } from '../http';
import { uploadImage, type UploadedImage } from '../upload';
import { getSession } from '../../authProvider/session';

export const CNET_PUBLISHER_RESOURCE = 'cnet-publisher';

/** A row of the publisher's table: a listing (accounts 1, 5–7) or a vehicle (account 0). */
export type PublisherRecord = (MarketplaceListing | OwnDbVehicle) & { id: string };

/** The record of one marketplace action, as GET /api/cnet/api/actions answers it. */
export interface ActionRecord {
  _id: string;
  type: ActionType;
  account: { value: number; key: string };
  user?: string;
  createdAt: string;
  responses: (VehicleResult & { _id?: string })[];
}

/** One write of a bulk run: the listing to send (create, update) or the id (update, delete). */
export interface PublisherWrite {
  action: BulkAction;
  account: number;
  listing?: MarketplaceListing;
  listingId?: string;
  title: string;
  /** A create's Idempotency-Key (one per submission): sent again, it creates nothing. */
  idempotencyKey?: string;
}

export interface CnetPublisherDataProvider extends DataProvider {
  getAccounts: (
    resource: string,
    params?: { signal?: AbortSignal },
  ) => Promise<MarketplaceAccount[]>;
  /** `fields`: only those of each listing (accounts 1, 5–7; the own database answers whole). */
  getVehicles: (
    resource: string,
    params: { account: number; fields?: readonly string[]; signal?: AbortSignal },
  ) => Promise<PublisherRecord[]>;
  write: (resource: string, params: PublisherWrite) => Promise<SendOutcome>;
  postAction: (resource: string, body: ActionRecordBody) => Promise<ActionRecord>;
  getActions: (
    resource: string,
    params: { account?: number; signal?: AbortSignal },
  ) => Promise<ActionRecord[]>;
  updateSettings: (
    resource: string,
    params: { id: string; data: Pick<MarketplaceAccount, 'webDescription' | 'marketingImage'> },
  ) => Promise<MarketplaceAccount>;
  updateAccount: (
    resource: string,
    params: { account: number; confirm: boolean },
  ) => Promise<{ vehicles: MarketplaceListing[]; message?: string }>;
  getBrands: (
    resource: string,
    params: { account: number; signal?: AbortSignal },
  ) => Promise<{ id: number; name: string }[]>;
  /**
   * A manual car's photo: the generic POST /api/upload (multipart `file`; docs/API.md "# Motos")
   * with its progress 0–1 → where it is served.
   */
  uploadPhoto: (
    resource: string,
    params: { file: File; onProgress?: (sent: number) => void; signal?: AbortSignal },
  ) => Promise<UploadedPhoto>;
}

/** POST /api/upload's answer (docs/API.md "# Motos", "Photos: POST /api/upload"). */
export type UploadedPhoto = UploadedImage;

const ACCOUNTS_PATH = '/publishing/api/v1/coches-net/accounts';
const LISTINGS_PATH = '/cnet/api/vehicles';

const toRecords = (rows: unknown): PublisherRecord[] =>
  (Array.isArray(rows) ? (rows as (MarketplaceListing | OwnDbVehicle)[]) : []).map((row) => ({
    ...row,
    id: rowId(row),
  }));

const writeRequest = ({ action, account, listing, listingId, idempotencyKey }: PublisherWrite) => {
  const query = `?account=${account}`;
  const item = `${LISTINGS_PATH}/${encodeURIComponent(listingId ?? '')}${query}`;
  if (action === 'create')
    return {
      path: `${LISTINGS_PATH}${query}`,
      method: 'POST' as const,
      body: listing,
      idempotencyKey,
    };
  if (action === 'update') return { path: item, method: 'PUT' as const, body: listing };
  return { path: item, method: 'DELETE' as const, body: undefined };
};

/**
 * One write as httpJson sends it (session token, JSON), but keeping the answer's headers on a
 * failure too: httpJson's HttpError has none, and a 429's Retry-After is the run's wait.
 */
async function sendWrite(
  { path, method, body, idempotencyKey }: ReturnType<typeof writeRequest>,
  title: string,
  action: BulkAction,
): Promise<SendOutcome> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getSession()?.accessToken;
  if (token) headers['x-access-token'] = token;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.ok) {
    return { status: action === 'create' ? 201 : 200, message: successMessage(action, title) };
  }
  let parsed: unknown = null;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    parsed = null; // a proxy's HTML page: never shown (http.ts errorMessageOf)
  }
  const error = toHttpError(response.status, response.statusText, parsed);
  const wait =
    response.status === TOO_MANY_REQUESTS
      ? retryAfterMs(response.headers.get('retry-after'))
      : undefined;
  return {
    status: response.status,
    message: failureMessage(error.body, error.message),
    ...(wait === undefined ? {} : { retryAfterMs: wait }),
  };
}

const notServed = () =>
  Promise.reject(new Error('El publicador de Coches.net no ofrece esta operación'));

export const cnetPublisherProvider = (): CnetPublisherDataProvider => ({
  // react-admin's list call: the rows of `filter.account` (0 the own database), with only the
  // listing fields `meta.fields` names when given (the table's summary).
  getList: async (_resource, { filter, meta, signal }) => {
    const fields = (meta as { fields?: readonly string[] } | undefined)?.fields;
    const rows = await loadVehicles(
      Number(filter?.account ?? OWN_DATABASE_ACCOUNT),
      signal,
      fields,
    );
    return { data: rows as never[], total: rows.length };
  },
  getOne: notServed,
  getMany: notServed,
  getManyReference: notServed,
  create: notServed,
  update: notServed,
  updateMany: notServed,
  delete: notServed,
  deleteMany: notServed,

  getAccounts: async (_resource, params = {}) =>
    (await httpJson<MarketplaceAccount[] | null>(ACCOUNTS_PATH, { signal: params.signal })) ?? [],

  getVehicles: (_resource, { account, fields, signal }) => loadVehicles(account, signal, fields),

  // A thrown error (no answer) is the run's status 0 (pacing.ts callOnce).
  write: (_resource, params) => sendWrite(writeRequest(params), params.title, params.action),

  postAction: (_resource, body) =>
    httpJson<ActionRecord>('/cnet/api/actions', { method: 'POST', body }),

  getActions: async (_resource, { account, signal }) =>
    (await httpJson<ActionRecord[] | null>(
      `/cnet/api/actions${account === undefined ? '' : `?account=${account}`}`,
      { signal },
    )) ?? [],

  updateSettings: (_resource, { id, data }) =>
    httpJson<MarketplaceAccount>(`${ACCOUNTS_PATH}/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: data,
    }),

  updateAccount: async (_resource, { account, confirm }) => {
    const answer = await httpJson<{ vehicles?: MarketplaceListing[]; message?: string } | null>(
      `/cnet/update-account?account=${account}${confirm ? '&confirm=true' : ''}`,
    );
    return { vehicles: answer?.vehicles ?? [], message: answer?.message };
  },

  getBrands: async (_resource, { account, signal }) =>
    (await httpJson<{ id: number; name: string }[] | null>(
      `/cnet/api/brands?categoryId=2500&account=${account}`,
      { signal },
    )) ?? [],

  uploadPhoto: (_resource, { file, onProgress, signal }) => uploadImage(file, onProgress, signal),
});

/** Account 0: the own database (the cnet channel's listings); else the account's listings. */
async function loadVehicles(
  account: number,
  signal?: AbortSignal,
  fields?: readonly string[],
): Promise<PublisherRecord[]> {
  const only = fields?.length ? `&fields=${fields.map(encodeURIComponent).join(',')}` : '';
  const path =
    account === OWN_DATABASE_ACCOUNT
      ? '/cnet/vehicles'
      : `${LISTINGS_PATH}?account=${account}${only}`;
  return toRecords(await httpJson<unknown[] | null>(path, { signal }));
}
