// The sale stock of an own site (docs/API.md "Own sites") as a react-admin data provider: one
// factory, configured per site, served under the resources
// `stock-gomotor` / `stock-grupoliva` (channels/gomotor.ts, grupoliva.ts). The API answers
// the whole stock in one array, so lists are answered in the browser (the dashboard's cards
// count every vehicle); records carry `id = _id`.
//
// Custom methods take the resource first so combineDataProviders routes them:
//   dataProvider.getAll('stock-gomotor'), dataProvider.updateDb('stock-grupoliva'), …
import { HttpError, type DataProvider, type GetListParams, type Identifier } from 'react-admin';
import type { BulkOperation } from '../../domain/ownSites/bulkActions';
import type { OwnSiteConfig } from '../../domain/ownSites/sites';
import type { OwnSiteVehicle } from '../../domain/ownSites/vehicle';
import {
  queryCollection,
  queryString,
  rangeQuery,
  wholeArrayList,
  type Doc,
} from '../collectionQuery';
import { arrivedRecordOptions, takeEarly } from '../earlyRead';
import { saleStockRecordPath } from '../recordPaths';
import { httpJson } from '../http';
import { idempotencyKeyOf } from '../idempotencyKey';
import { httpPage } from '../httpPage';
import { saleStockPath } from './rowsPath';

/** A sale vehicle as a react-admin record. */
export type SaleStockRecord = OwnSiteVehicle & { id: Identifier };

/** The bulk process record (GET /api/process/bulk). */
export interface BulkProcess {
  _id?: string;
  active: boolean;
  action?: string;
  user?: string;
  startedAt?: string;
  expiresAt?: string;
}

/** What the server answers a bulk operation, update-db or web sync (docs/API.md). */
export interface SaleStockAnswer {
  message?: string;
  count?: number;
  total?: number;
  createIDVs?: string[];
  updateIdvs?: string[];
  deleteIDVs?: string[];
  vehicles?: unknown[];
}

/** One entry of GET /api/{site}/log. */
export type OwnSiteLogEntry = Doc & { id: Identifier; _id: string; kind: string };

export interface SaleStockDataProvider extends DataProvider {
  /** The whole sale stock, as the API answers it (`fields` for a projection). */
  getAll: (
    resource: string,
    params?: { signal?: AbortSignal; fields?: readonly string[] },
  ) => Promise<SaleStockRecord[]>;
  /** POST /api/{site}/{operation}: `operation` and `body` as bulkRequest() gives them. */
  bulkAction: (
    resource: string,
    params: { operation: BulkOperation; body: unknown },
  ) => Promise<SaleStockAnswer>;
  getProcess: (resource: string, params?: { signal?: AbortSignal }) => Promise<BulkProcess>;
  /** 'ACTUALIZAR DDBB'. */
  updateDb: (resource: string) => Promise<SaleStockAnswer>;
  /** 'Sincronización Web' of the whole available stock. */
  webSync: (resource: string) => Promise<SaleStockAnswer>;
  /** A photo from the edit page (multipart field `file`). */
  uploadImage: (
    resource: string,
    params: { id: Identifier; file: Blob & { name?: string } },
  ) => Promise<{ message: string; vehicle: SaleStockRecord }>;
  /** One page of the site's log, paged on the server (total in X-Total-Count). */
  getLog: (
    resource: string,
    params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'> & { signal?: AbortSignal },
  ) => Promise<{ data: OwnSiteLogEntry[]; total: number }>;
}

const encode = (id: Identifier) => encodeURIComponent(String(id));

/** The record of a vehicle as the API sends it. */
export const toSaleRecord = (doc: unknown): SaleStockRecord => {
  const vehicle = (doc ?? {}) as OwnSiteVehicle;
  return { ...vehicle, id: vehicle._id };
};

/** The record of GET /{site}/{idOrIdv}'s answer (an array of the vehicles found), if any. */
const foundRecord = (answer: unknown): SaleStockRecord | undefined => {
  const [found] = Array.isArray(answer) ? (answer as unknown[]) : [];
  return found ? toSaleRecord(found) : undefined;
};

/**
 * The edit page's read of vehicle `idOrIdv` (queryOptions): its record drawn in the first render
 * when the console, opened on that page, has already read it (earlyRead.ts); shaped as getOne
 * shapes it (a vehicle not found is left to getOne, which says so).
 */
export const arrivedSaleRecord = (config: Pick<OwnSiteConfig, 'apiResource'>, idOrIdv: string) =>
  arrivedRecordOptions(saleStockRecordPath(config.apiResource, idOrIdv), foundRecord);

/** The fields of `data` that differ from `previousData` (all of them without it); no ids. */
export const changedFields = (data: Doc, previousData?: Doc): Doc => {
  const changed: Doc = {};
  for (const [field, value] of Object.entries(data)) {
    if (field === 'id') continue;
    if (previousData && JSON.stringify(previousData[field]) === JSON.stringify(value)) continue;
    changed[field] = value;
  }
  // The _id travels in the filter; the server only accepts it unchanged, so it is not sent.
  delete changed._id;
  return changed;
};

export const saleStockProvider = (config: OwnSiteConfig): SaleStockDataProvider => {
  const base = `/${config.apiResource}`;

  const fetchAll = async (
    signal?: AbortSignal,
    fields?: readonly string[],
  ): Promise<SaleStockRecord[]> => {
    const path = saleStockPath(config.apiResource, fields);
    const answer = await (takeEarly<OwnSiteVehicle[] | null>(path) ??
      httpJson<OwnSiteVehicle[] | null>(path, { signal }));
    if (!Array.isArray(answer)) return [];
    // Freshly parsed objects: the id is added in place rather than copying 10,000 vehicles.
    for (const vehicle of answer) (vehicle as SaleStockRecord).id = vehicle._id;
    return answer as SaleStockRecord[];
  };

  /** The vehicle's _id: an edit URL may name its idv, the API wants the _id. */
  const idOf = (id: Identifier, previousData?: Doc): string => String(previousData?._id ?? id);

  const update = async (id: Identifier, data: Doc, previousData?: Doc, meta?: unknown) => {
    const _id = idOf(id, previousData);
    const extra = (meta as { filter?: Doc } | undefined)?.filter ?? {};
    const changes = changedFields(data, previousData);
    // Nothing changed: the server refuses an empty update, and there is nothing to send.
    if (Object.keys(changes).length === 0 && previousData) return toSaleRecord(previousData);
    const answer = await httpJson<{ vehicle?: unknown }>(`${base}/${encode(_id)}`, {
      method: 'PUT',
      body: { filter: { ...extra, _id }, update: changes },
    });
    return toSaleRecord(answer?.vehicle ?? { ...previousData, ...changes, _id });
  };

  const remove = (id: Identifier) => httpJson(`${base}/${encode(id)}`, { method: 'DELETE' });

  // react-admin's DataProvider methods are generic in the record type; answers are JSON from
  // the API, so the records are asserted at this (untyped) boundary.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  return {
    getList: wholeArrayList(fetchAll),

    // GET /api/{site}/:idOrIdv answers [vehicle] (404 with the Spanish message when none).
    // A console opened on the edit page asked for it while loading (main.tsx): taken once.
    getOne: async (_resource, { id, signal }) => {
      const path = saleStockRecordPath(config.apiResource, id);
      const found = foundRecord(
        await (takeEarly<unknown[] | null>(path) ?? httpJson<unknown[] | null>(path, { signal })),
      );
      if (!found) throw new HttpError(`Vehículo no encontrado en ${config.label}`, 404, null);
      return { data: found as any };
    },

    getMany: async (_resource, { ids, signal }) => {
      const wanted = new Set(ids.map(String));
      return {
        data: (await fetchAll(signal)).filter(
          (v) => wanted.has(String(v.id)) || wanted.has(String(v.idv)),
        ) as any,
      };
    },

    getManyReference: async (_resource, { target, id, filter, sort, pagination, signal }) =>
      queryCollection((await fetchAll(signal)) as unknown as Doc[], {
        filter: { ...filter, [target]: id },
        sort,
        pagination,
      }) as any,

    // Manual create, on both sites.
    create: async (_resource, { data, meta }) => {
      const { id: _omit, ...body } = data as Doc;
      void _omit;
      return {
        data: toSaleRecord(
          await httpJson(`${base}/new-car`, {
            method: 'POST',
            body: changedFields(body),
            idempotencyKey: idempotencyKeyOf(meta),
          }),
        ) as any,
      };
    },

    update: async (_resource, { id, data, previousData, meta }) => ({
      data: (await update(id, data as Doc, previousData as Doc | undefined, meta)) as any,
    }),

    updateMany: async (_resource, { ids, data }) => {
      await Promise.all(ids.map((id) => update(id, data as Doc)));
      return { data: ids };
    },

    delete: async (_resource, { id, previousData }) => {
      await remove(idOf(id, previousData as Doc | undefined));
      return { data: (previousData ?? { id }) as any };
    },

    // One bulk-delete (taken under the bulk lock: 409 while another bulk action runs).
    deleteMany: async (_resource, { ids }) => {
      await httpJson(`${base}/bulk-delete`, {
        method: 'POST',
        body: { dataSelection: ids.map(String) },
      });
      return { data: ids };
    },

    getAll: (_resource, params = {}) => fetchAll(params.signal, params.fields),

    bulkAction: async (_resource, { operation, body }) =>
      (await httpJson<SaleStockAnswer | null>(`${base}/${operation}`, {
        method: 'POST',
        body,
      })) ?? {},

    getProcess: async (_resource, params = {}) =>
      (await httpJson<BulkProcess | null>('/process/bulk', { signal: params.signal })) ?? {
        active: false,
      },

    updateDb: async () =>
      (await httpJson<SaleStockAnswer | null>(
        `${base}/update-db${config.updateDbAnswersStock ? queryString({ fields: ['_id'] }) : ''}`,
      )) ?? {},

    webSync: async () => (await httpJson<SaleStockAnswer | null>(`${base}/woocommerce-sync`)) ?? {},

    uploadImage: async (_resource, { id, file }) => {
      const form = new FormData();
      form.append('file', file, file.name ?? 'imagen');
      const answer = await httpJson<{ message: string; vehicle: unknown }>(
        `${base}/${encode(id)}/images`,
        { method: 'POST', body: form },
      );
      return { message: answer.message, vehicle: toSaleRecord(answer.vehicle) };
    },

    getLog: async (_resource, { pagination, sort, filter, signal }) => {
      const { rows, total } = await httpPage<Doc>(
        `${base}/log${rangeQuery({ pagination, sort, filter })}`,
        { signal },
      );
      return {
        data: rows.map((row) => ({ ...row, id: row._id }) as OwnSiteLogEntry),
        total,
      };
    },
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */
};

/** Resource names of the two dashboards (/stock-gomotor, /stock-grupoliva). */
export const saleStockResource = (config: Pick<OwnSiteConfig, 'id'>): string =>
  `stock-${config.id}`;
