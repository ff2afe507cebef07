// The resource `stock`: the whole group stock as the stock system sends it (GET
// /publishing/api/v1/quiter), keyed by idv. The API answers one array, so react-query caches it
// whole and lists are answered in the browser.
import { HttpError, type DataProvider, type GetListParams } from 'react-admin';
import { STOCK_LIST_FIELDS } from '../domain/stock';
import type { StockVehicle } from '../domain/types';
import { queryString, wholeArrayList } from './collectionQuery';
import { httpJson } from './http';
import { refusedWrites } from './readOnly';

export const STOCK_RESOURCE = 'stock';

/**
 * react-query options of a read of the Quiter feed (its failure is said within 3 s): one more try
 * after half a second, each try bounded by QUITER_READ_TIMEOUT_MS (dataProvider/http.ts) —
 * react-query's default of three retries, 1 + 2 + 4 s apart, kept staff waiting 7 s and more for
 * 'Error en la comunicación con Quiter'.
 */
export const QUITER_QUERY_OPTIONS = { retry: 1, retryDelay: 500 } as const;
const STOCK_PATH = '/publishing/api/v1/quiter';

export type StockRecord = StockVehicle & { id: string };

/** A stock vehicle as a react-admin record: its idv is its id. */
export const toStockRecord = (vehicle: StockVehicle): StockRecord => ({
  ...vehicle,
  id: String(vehicle.idv),
});

/**
 * useGetList params that read the whole stock unsorted (the stock page sorts its table),
 * only the fields the page uses (domain/stock.ts STOCK_LIST_FIELDS).
 */
export const WHOLE_STOCK: Partial<GetListParams> = {
  pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
  sort: { field: '', order: 'ASC' },
  filter: {},
  meta: { fields: STOCK_LIST_FIELDS },
};

const fieldsQuery = (fields: readonly string[] | undefined) => queryString({ fields });

const readStock = (fields: readonly string[] | undefined, signal?: AbortSignal) =>
  httpJson<StockVehicle[] | null>(`${STOCK_PATH}${fieldsQuery(fields)}`, { signal });

let prefetched: { fields: string; answer: Promise<StockVehicle[] | null> } | null = null;

/**
 * Starts reading the stock while the console itself still loads (main.tsx, when the page
 * opened is the Stock Quiter page): with 10,000 vehicles the answer is large, and waiting
 * for the page to mount before asking would add the whole start-up to its wait. The first
 * read takes this answer, or its failure: react-query's one retry (QUITER_QUERY_OPTIONS)
 * asks again, so a hung feed is not waited for twice before the page says so.
 */
export const prefetchStock = (fields: readonly string[] = STOCK_LIST_FIELDS): void => {
  if (prefetched) return;
  prefetched = { fields: fieldsQuery(fields), answer: readStock(fields) };
  // Handled by the read that takes it; until then it must not count as unhandled.
  prefetched.answer.catch(() => undefined);
};

const fetchStock = async (
  signal?: AbortSignal,
  fields?: readonly string[],
): Promise<StockRecord[]> => {
  const early = prefetched?.fields === fieldsQuery(fields) ? prefetched.answer : null;
  if (early) prefetched = null;
  const answer = await (early ?? readStock(fields, signal));
  if (!Array.isArray(answer)) return [];
  // Freshly parsed objects: the id is added in place rather than copying 10,000 vehicles.
  for (const vehicle of answer) (vehicle as StockRecord).id = String(vehicle.idv);
  return answer as StockRecord[];
};

/** At most this many idvs per `?idv=` read (keeps the address short). */
const IDVS_PER_READ = 200;
/** From this many vehicles on, reading the whole stock once is cheaper than by idv. */
const WHOLE_READ_FROM = 2000;

/**
 * The named vehicles whole, in the order asked ('Enviar' and the export read them so; the
 * table holds only the fields it shows). Vehicles the stock no longer has are left out.
 */
export const fetchStockVehicles = async (
  idvs: readonly string[],
  signal?: AbortSignal,
): Promise<StockVehicle[]> => {
  let found: StockVehicle[];
  if (idvs.length >= WHOLE_READ_FROM) {
    found = (await readStock(undefined, signal)) ?? [];
  } else {
    const reads: Promise<StockVehicle[] | null>[] = [];
    for (let i = 0; i < idvs.length; i += IDVS_PER_READ) {
      const part = idvs
        .slice(i, i + IDVS_PER_READ)
        .map(encodeURIComponent)
        .join(',');
      reads.push(httpJson<StockVehicle[] | null>(`${STOCK_PATH}?idv=${part}`, { signal }));
    }
    found = (await Promise.all(reads)).flatMap((answer) => answer ?? []);
  }
  const byIdv = new Map(found.map((v) => [String(v.idv), v]));
  return idvs.flatMap((idv) => byIdv.get(idv) ?? []);
};

// Answers are JSON from the API: records are asserted at this untyped boundary.
/* eslint-disable @typescript-eslint/no-explicit-any */
const stock: DataProvider = {
  getList: wholeArrayList(fetchStock),
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
  ...refusedWrites('Operación no disponible: el stock de Quiter es de solo lectura'),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export const stockResources: Record<string, DataProvider> = { [STOCK_RESOURCE]: stock };
