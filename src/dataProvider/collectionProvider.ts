// A react-admin DataProvider for a REST collection (docs/API.md). Where its GET answers the
// whole array, list queries are answered in the browser by queryCollection; where the API
// pages on the server (pagedOnServer), a list query asks it for one page.
import type { DataProvider, Identifier } from 'react-admin';
import { takeEarly } from './earlyRead';
import { httpJson } from './http';
import { recordPath } from './recordPaths';
import { idempotencyKeyOf } from './idempotencyKey';
import { httpPage } from './httpPage';
import { queryCollection, rangeQuery, withId, type Doc, type ListQuery } from './collectionQuery';

export interface CollectionOptions {
  /** API path of the collection, relative to config.apiUrl: '/notifications'. */
  path: string;
  /** API base of every call; default config.apiUrl (GOmotor has its own host). */
  base?: string;
  /** Where create POSTs when it differs from the list path (aramis: /aramis-francia). */
  createPath?: string;
  /** Prefix of `/{id}` calls when it differs from the list path (gomotor: /algolia/vehicles). */
  itemPath?: string;
  /** Field holding the document id; copied to `id` for react-admin. */
  idField?: string;
  /** PUT (whole document) or PATCH (partial) for updates. */
  updateMethod?: 'PUT' | 'PATCH';
  /**
   * The API pages, sorts and filters the list itself (`?_start&_end&_sort&_order&filters`, the
   * total in X-Total-Count): getList asks for just the page shown.
   */
  pagedOnServer?: boolean;
  /** When set, deleteMany is one POST `{ids}` to this path instead of one DELETE per id. */
  bulkDeletePath?: string;
  /** Shapes the request body of create; default: the data without `id` / idField. */
  toCreateBody?: (data: Doc) => unknown;
  /** Shapes the request body of update; default: the data without `id` / idField. */
  toUpdateBody?: (data: Doc, id: Identifier) => unknown;
}

/** Removes the client-side ids: the id travels in the path (and some schemas are strict). */
export const withoutIds = (data: Doc, idField = '_id'): Doc => {
  const { id: _id, [idField]: _idField, ...rest } = data;
  void _id;
  void _idField;
  return rest;
};

const encode = (id: Identifier) => encodeURIComponent(String(id));

export const collectionProvider = ({
  path,
  base,
  createPath = path,
  itemPath = path,
  idField = '_id',
  updateMethod = 'PUT',
  bulkDeletePath,
  pagedOnServer = false,
  toCreateBody = (data) => withoutIds(data, idField),
  toUpdateBody = (data) => withoutIds(data, idField),
}: CollectionOptions): DataProvider => {
  const fetchAll = async (signal?: AbortSignal): Promise<Doc[]> => {
    const answer = await httpJson<Doc[] | null>(path, { signal, base });
    return Array.isArray(answer) ? answer.map((doc) => withId(doc, idField)) : [];
  };
  /** One page of the list, from the server or from the whole array. */
  const listPage = async (query: ListQuery, signal?: AbortSignal) => {
    if (!pagedOnServer) return queryCollection(await fetchAll(signal), query);
    const { rows, total } = await httpPage<Doc>(`${path}${rangeQuery(query)}`, { signal, base });
    return { data: rows.map((doc) => withId(doc, idField)), total };
  };
  const one = (doc: unknown) => withId((doc ?? {}) as Doc, idField);
  const update = async (id: Identifier, data: Doc) =>
    one(
      await httpJson(`${itemPath}/${encode(id)}`, {
        method: updateMethod,
        body: toUpdateBody(data, id),
        base,
      }),
    );

  // react-admin's DataProvider methods are generic in the record type; answers are
  // JSON from the API, so the records are asserted at this (untyped) boundary.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const provider: DataProvider = {
    getList: async (_resource, { filter, sort, pagination, signal }) =>
      (await listPage({ filter, sort, pagination }, signal)) as any,

    // A console opened on the record's page may have asked for it while loading (main.tsx):
    // that answer is taken once.
    getOne: async (_resource, { id, signal }) => {
      const path = recordPath(itemPath, id);
      const early = base === undefined ? takeEarly<unknown>(path) : undefined;
      return { data: one(await (early ?? httpJson(path, { signal, base }))) as any };
    },

    // One list request rather than N single reads: the API answers whole arrays anyway.
    getMany: async (_resource, { ids, signal }) => {
      const wanted = new Set(ids.map(String));
      return { data: (await fetchAll(signal)).filter((d) => wanted.has(String(d.id))) as any };
    },

    getManyReference: async (_resource, { target, id, filter, sort, pagination, signal }) =>
      (await listPage({ filter: { ...filter, [target]: id }, sort, pagination }, signal)) as any,

    // One Idempotency-Key per submission (meta.idempotencyKey): a repeat creates nothing.
    create: async (_resource, { data, meta }) => ({
      data: one(
        await httpJson(createPath, {
          method: 'POST',
          body: toCreateBody(data as Doc),
          base,
          idempotencyKey: idempotencyKeyOf(meta),
        }),
      ) as any,
    }),

    update: async (_resource, { id, data }) => ({ data: (await update(id, data as Doc)) as any }),

    updateMany: async (_resource, { ids, data }) => {
      await Promise.all(ids.map((id) => update(id, data as Doc)));
      return { data: ids };
    },

    delete: async (_resource, { id, previousData }) => {
      await httpJson(`${itemPath}/${encode(id)}`, { method: 'DELETE', base });
      return { data: (previousData ?? { id }) as any };
    },

    deleteMany: async (_resource, { ids }) => {
      if (bulkDeletePath) {
        await httpJson(bulkDeletePath, { method: 'POST', body: { ids }, base });
      } else {
        await Promise.all(
          ids.map((id) => httpJson(`${itemPath}/${encode(id)}`, { method: 'DELETE', base })),
        );
      }
      return { data: ids };
    },
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */
  return provider;
};
