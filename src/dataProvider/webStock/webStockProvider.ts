// The GOmotor web host's rows (docs/API.md "GOmotor web host") as the react-admin resource
// `gomotor` of the /gomotor dashboard. The host answers the whole list in one array, so lists are
// answered in the browser; records carry `id = _id`. An update sends each changed web field as its
// own partial PUT (the host takes ONE change per request); the bulk runs of the 'Acciones' panel
// are custom methods.
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { config } from '../../config';
import type { SaleStockAnswer } from '../ownSites/saleStockProvider';
import type { WebRunApi } from '../../domain/webStock/runner';
import type { WebVehicleUpdate } from '../../domain/webStock/bulkActions';
import type { WebSettings, WebStockRow } from '../../domain/webStock/row';
import { collectionProvider } from '../collectionProvider';
import { queryString, type Doc } from '../collectionQuery';
import { httpJson } from '../http';

export type WebStockRecord = WebStockRow & { id: Identifier };

/** The bulk process record (GET /api/process/bulk, the lock of bulk runs). */
export interface WebBulkProcess {
  active: boolean;
  action?: string;
  user?: string;
  startedAt?: string;
}

/** The host answers as the sale stock API does (docs/API.md); sync-manually adds the rows. */
export type WebStockAnswer = SaleStockAnswer & { data?: { vehicles?: unknown[] } };

export interface WebStockDataProvider extends DataProvider {
  getAll: (
    resource: string,
    params?: { signal?: AbortSignal; fields?: readonly string[] },
  ) => Promise<WebStockRecord[]>;
  /** 'ACTUALIZAR DDBB': GET /vehicles/sync-manually. */
  updateDb: (resource: string) => Promise<WebStockAnswer>;
  /** 'Sincronización Web': GET /vehicles/algolia/sync. */
  webSync: (resource: string) => Promise<WebStockAnswer>;
  /** The web host's settings (the disclaimer texts among them). */
  getSettings: (resource: string, params?: { signal?: AbortSignal }) => Promise<WebSettings[]>;
  getProcess: (resource: string, params?: { signal?: AbortSignal }) => Promise<WebBulkProcess>;
  /** The calls of a bulk run (domain/webStock/runner.ts; webRunApi gives them its way). */
  startRun: (
    resource: string,
    body: Parameters<WebRunApi['startRun']>[0],
  ) => Promise<{ _id: string }>;
  putVehicle: (
    resource: string,
    params: { id: string; body: WebVehicleUpdate; runId: string },
  ) => Promise<unknown>;
  deleteVehicle: (resource: string, params: { id: string; runId: string }) => Promise<unknown>;
  finishRun: (
    resource: string,
    params: { runId: string; failed: { idv: string; message: string }[] },
  ) => ReturnType<WebRunApi['finishRun']>;
  bulk: (
    resource: string,
    params: { operation: 'bulk-update' | 'bulk-update-wp'; body: unknown },
  ) => ReturnType<WebRunApi['bulk']>;
}

const base = () => config.gomotorApiUrl;
const encode = (id: Identifier) => encodeURIComponent(String(id));
const host = <T>(path: string, options: Parameters<typeof httpJson>[1] = {}) =>
  httpJson<T>(path, { ...options, base: base() });

export const toWebRecord = (doc: unknown): WebStockRecord => {
  const row = (doc ?? {}) as WebStockRow;
  return { ...row, id: row._id };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The partial PUT bodies that take `previousData` to `data`, in a fixed order; fields the host does
 * not take in a PUT (the stock's own) are not sent.
 */
export const webUpdates = (data: Partial<WebStockRow>, previousData?: Partial<WebStockRow>) => {
  const before = previousData ?? {};
  const updates: WebVehicleUpdate[] = [];
  const changed = <K extends keyof WebStockRow>(field: K) =>
    field in data && (!previousData || !same(data[field], before[field]));
  if (changed('featuredHome')) updates.push({ featuredHome: data.featuredHome === true });
  if (changed('precioReserva') && typeof data.precioReserva === 'number')
    updates.push({ precioReserva: data.precioReserva });
  if (changed('publicacionManual'))
    updates.push({ publicacionManual: data.publicacionManual === true });
  if (changed('discount') && data.discount)
    updates.push({
      discount: {
        active: data.discount.active === true,
        price: data.discount.price ?? null,
        financedPrice: data.discount.financedPrice ?? null,
      },
    });
  if (data.marketing) {
    const counter = data.marketing.counter ?? null;
    const disclaimer = data.marketing.disclaimerMessage ?? null;
    if (!previousData || !same(counter, before.marketing?.counter))
      updates.push({ $set: { 'marketing.counter': counter } });
    if (!previousData || !same(disclaimer, before.marketing?.disclaimerMessage ?? null))
      updates.push({ $set: { 'marketing.disclaimerMessage': disclaimer || null } });
  }
  return updates;
};

export const webStockProvider = (): WebStockDataProvider => {
  const fetchAll = async (signal?: AbortSignal, fields?: readonly string[]) => {
    const answer = await host<WebStockRow[] | null>(`/vehicles${queryString({ fields })}`, {
      signal,
    });
    if (!Array.isArray(answer)) return [];
    // Freshly parsed objects: the id is added in place rather than copying 10,000 rows.
    for (const row of answer) (row as WebStockRecord).id = row._id;
    return answer as WebStockRecord[];
  };

  const put = async (id: Identifier, body: WebVehicleUpdate, runId?: string) =>
    host<{ message?: string; vehicle?: unknown }>(
      `/algolia/vehicles/${encode(id)}${queryString({ run: runId })}`,
      { method: 'PUT', body },
    );

  const remove = (id: Identifier, runId?: string) =>
    host(`/algolia/vehicles/${encode(id)}${queryString({ run: runId })}`, { method: 'DELETE' });

  const update = async (id: Identifier, data: Doc, previousData?: Doc) => {
    const _id = String(previousData?._id ?? id);
    let vehicle: unknown = { ...previousData, ...data, _id };
    for (const body of webUpdates(data, previousData))
      vehicle = (await put(_id, body)).vehicle ?? vehicle;
    return toWebRecord(vehicle);
  };

  // Lists, getMany, delete: the host's collection as any other (collectionProvider); the row
  // is read from the list (the host has no GET by id) and updated by partial PUTs.
  const collection = collectionProvider({
    path: '/vehicles',
    base: base(),
    itemPath: '/algolia/vehicles',
  });

  // react-admin's DataProvider methods are generic in the record type; answers are JSON from
  // the API, so the records are asserted at this (untyped) boundary.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  return {
    ...collection,

    // The row edit page (/gomotor/:id): found by _id or idv.
    getOne: async (_resource, { id, signal }) => {
      const found = (await fetchAll(signal)).find(
        (r) => String(r._id) === String(id) || String(r.idv) === String(id),
      );
      if (!found) throw new HttpError('Vehículo no encontrado en GOmotor', 404, null);
      return { data: found as any };
    },

    // Rows come from the sale stock (sync), never typed here.
    create: () =>
      Promise.reject(new HttpError('Los vehículos llegan a la web desde el stock', 400, null)),

    update: async (_resource, { id, data, previousData }) => ({
      data: (await update(id, data as Doc, previousData as Doc | undefined)) as any,
    }),

    updateMany: async (_resource, { ids, data }) => {
      for (const id of ids) await update(id, data as Doc);
      return { data: ids };
    },

    getAll: (_resource, params = {}) => fetchAll(params.signal, params.fields),

    // It answers every web row: the console asks for their ids alone (it shows the message and
    // reads the rows again).
    updateDb: async () =>
      (await host<WebStockAnswer | null>(
        `/vehicles/sync-manually${queryString({ fields: ['_id'] })}`,
      )) ?? {},

    webSync: async () => (await host<WebStockAnswer | null>('/vehicles/algolia/sync')) ?? {},

    getSettings: async (_resource, params = {}) => {
      const answer = await host<WebSettings[] | null>('/settings', { signal: params.signal });
      return Array.isArray(answer) ? answer : [];
    },

    getProcess: async (_resource, params = {}) =>
      (await httpJson<WebBulkProcess | null>('/process/bulk', { signal: params.signal })) ?? {
        active: false,
      },

    // The calls of a bulk run, each a promise as react-admin wants of a provider's methods.
    startRun: (_resource, body) =>
      host<{ _id: string }>('/vehicles/bulk-runs', { method: 'POST', body }),
    putVehicle: (_resource, { id, body, runId }) => put(id, body, runId),
    deleteVehicle: (_resource, { id, runId }) => remove(id, runId),
    finishRun: async (_resource, { runId, failed }) =>
      (await host<{ message?: string; updated?: number } | null>(
        `/vehicles/bulk-runs/${encode(runId)}/finish`,
        { method: 'POST', body: { failed } },
      )) ?? {},
    bulk: async (_resource, { operation, body }) =>
      (await host<WebStockAnswer | null>(`/vehicles/${operation}`, { method: 'POST', body })) ?? {},
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */
};

/** The runner's view of a provider's bulk-run methods, for one resource. */
export const webRunApi = (provider: WebStockDataProvider, resource: string): WebRunApi => ({
  startRun: (body) => provider.startRun(resource, body),
  putVehicle: (id, body, runId) => provider.putVehicle(resource, { id, body, runId }),
  deleteVehicle: (id, runId) => provider.deleteVehicle(resource, { id, runId }),
  finishRun: (runId, failed) => provider.finishRun(resource, { runId, failed }),
  bulk: (operation, body) => provider.bulk(resource, { operation, body }),
});
