// The resource `stock`: the whole group stock as the stock system sends it
// (GET /publishing/api/v1/quiter, spec 1 §7 "Full stock"), keyed by idv. The API answers
// one array, so react-query caches it whole and lists are answered in the browser.
import { HttpError, type DataProvider, type GetListParams } from 'react-admin';
import type { StockVehicle } from '../domain/types';
import { queryCollection, type Doc } from './collectionQuery';
import { httpJson } from './http';

export const STOCK_RESOURCE = 'stock';
const STOCK_PATH = '/publishing/api/v1/quiter';

export type StockRecord = StockVehicle & { id: string };

/** A stock vehicle as a react-admin record: its idv is its id. */
export const toStockRecord = (vehicle: StockVehicle): StockRecord => ({
  ...vehicle,
  id: String(vehicle.idv),
});

/** The vehicle as the stock system sent it, without the `id` react-admin needs: what is
 * exported and what the channels receive (their schemas know no `id`). */
export const plainVehicle = (vehicle: StockVehicle): StockVehicle => {
  if (!('id' in vehicle)) return vehicle;
  const { id: _id, ...plain } = vehicle as StockRecord;
  return plain;
};

/** useGetList params that read the whole stock unsorted (the stock page sorts its table). */
export const WHOLE_STOCK: Partial<GetListParams> = {
  pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
  sort: { field: '', order: 'ASC' },
  filter: {},
};

const fetchStock = async (signal?: AbortSignal): Promise<StockRecord[]> => {
  const answer = await httpJson<StockVehicle[] | null>(STOCK_PATH, { signal });
  return Array.isArray(answer) ? answer.map(toStockRecord) : [];
};

const readOnly = () =>
  Promise.reject(new Error('Operación no disponible: el stock de Quiter es de solo lectura'));

// Answers are JSON from the API: records are asserted at this untyped boundary.
/* eslint-disable @typescript-eslint/no-explicit-any */
const stock: DataProvider = {
  getList: async (_r, { filter, sort, pagination, signal }) =>
    queryCollection((await fetchStock(signal)) as unknown as Doc[], {
      filter,
      sort,
      pagination,
    }) as any,
  getOne: async (_r, { id, signal }) => {
    const found = (await fetchStock(signal)).find((v) => v.id === String(id));
    if (!found) throw new HttpError('No encontrado', 404, null);
    return { data: found as any };
  },
  getMany: async (_r, { ids, signal }) => {
    const wanted = new Set(ids.map(String));
    return { data: (await fetchStock(signal)).filter((v) => wanted.has(v.id)) as any };
  },
  getManyReference: async () => ({ data: [], total: 0 }),
  create: readOnly,
  update: readOnly,
  updateMany: readOnly,
  delete: readOnly,
  deleteMany: readOnly,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export const stockResources: Record<string, DataProvider> = { [STOCK_RESOURCE]: stock };
