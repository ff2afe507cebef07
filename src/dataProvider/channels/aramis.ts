// Aramis Francia, the French supplier: its listings are supplier records keyed by vehicle_id (= the
// stock idv), created on /aramis-francia. Its panel reads them as the resource 'aramis-francia',
// one page at a time from the server, and runs 'Generar CSV', 'Actualizar stock' and 'Eliminar
// stock' (docs/API.md "Aramis Francia").
import type { DataProvider, Identifier } from 'react-admin';
import type { DropAnswer, FeedRunAnswer } from '../../domain/feeds/types';
import { notImportedInAramis } from '../../domain/notImported';
import {
  ARAMIS_FIELD_KINDS,
  ARAMIS_RECORD_FIELDS,
  toAramisRecord,
  withoutEmptyFields,
  type AramisRecord,
} from '../../domain/aramis';
import type { StockVehicle } from '../../domain/types';
import { collectionProvider } from '../collectionProvider';
import { rangeQuery, withId, type Doc, type ListQuery } from '../collectionQuery';
import { httpAnswer, httpJson } from '../http';
import { httpPage, TOTAL_HEADER } from '../httpPage';
import { listingChannel } from '../orchestration/listingChannel';
import type { Channel, ChannelFeed } from './types';

/** What 'Enviar' sends: the supplier record, marked manual, without empty fields. */
export const aramisListingOf = (v: StockVehicle) =>
  withoutEmptyFields(toAramisRecord(v, { manual: true }));

export const ARAMIS_PANEL_RESOURCE = 'aramis-francia';
export const ARAMIS_PANEL_PATH = '/aramis-francia';
const V1 = '/publishing/api/v1/aramis/vehicles';

/** vehicle_id is the idv the record stands for: the panel never changes it. */
const EDITABLE = ARAMIS_RECORD_FIELDS.filter((field) => field !== 'vehicle_id');
const isText = (field: keyof AramisRecord) => ARAMIS_FIELD_KINDS[field] === 'text';

/**
 * The PATCH body of an edit: the editable fields whose value differs from the record as
 * read (a cleared text becomes '', a cleared figure null); empty when nothing changed.
 */
export function aramisChanges(
  data: Record<string, unknown>,
  previous: Record<string, unknown> = {},
): Partial<AramisRecord> {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (!(field in data)) continue;
    const empty = isText(field) ? '' : null;
    const value = data[field] ?? empty;
    if (value !== (previous[field] ?? empty)) {
      changes[field] = value;
    }
  }
  return changes as Partial<AramisRecord>;
}

const panelCollection = collectionProvider({
  path: ARAMIS_PANEL_PATH,
  pagedOnServer: true,
  updateMethod: 'PATCH',
});

const encode = (id: Identifier) => encodeURIComponent(String(id));

/** The panel's first view (10 per page), as AramisList asks for it. */
export const ARAMIS_PAGE_SIZE = 10;
export const ARAMIS_DEFAULT_SORT = { field: 'vehicle_id', order: 'ASC' } as const;

/** A read made ahead of the page (the panel is usable within 1 s cold), used once while fresh. */
const READ_AHEAD_MS = 10_000;
let readAhead: { url: string; at: number; answer: Promise<{ rows: Doc[]; total: number }> } | null =
  null;

const pageUrl = (query: ListQuery) => `${ARAMIS_PANEL_PATH}${rangeQuery(query)}`;

/**
 * Opened at /aramis-francia, the first page is asked for while the console starts (the
 * session is being verified, the list's code arrives), not once the list has mounted.
 */
export function readFirstPageAhead(): void {
  const url = pageUrl({
    pagination: { page: 1, perPage: ARAMIS_PAGE_SIZE },
    sort: { ...ARAMIS_DEFAULT_SORT },
    filter: {},
  });
  const answer = httpPage<Doc>(url);
  answer.catch(() => undefined);
  readAhead = { url, at: Date.now(), answer };
}

/** The read made ahead for exactly this page, if fresh; taken once. */
const takeReadAhead = (url: string) => {
  const ahead = readAhead;
  if (!ahead || ahead.url !== url || Date.now() - ahead.at > READ_AHEAD_MS) return null;
  readAhead = null;
  return ahead.answer;
};

/** The panel's rows; an edit sends only what changed (PATCH, docs/API.md). */
const panelProvider: DataProvider = {
  ...panelCollection,
  getList: async (resource, params) => {
    const ahead = takeReadAhead(
      pageUrl({ filter: params.filter, sort: params.sort, pagination: params.pagination }),
    );
    const answer = ahead && (await ahead.catch(() => null));
    if (!answer) return panelCollection.getList(resource, params);
    // react-admin's records are generic; these are the API's JSON (see collectionProvider).
    const data = answer.rows.map((doc) => withId(doc, '_id'));
    return { data: data as never[], total: answer.total };
  },
  update: async (_resource, params) => {
    const previous = (params.previousData ?? {}) as Record<string, unknown>;
    const body = aramisChanges(params.data as Record<string, unknown>, previous);
    if (Object.keys(body).length === 0) return { data: params.previousData };
    const saved = await httpJson<Record<string, unknown>>(
      `${ARAMIS_PANEL_PATH}/${encode(params.id)}`,
      { method: 'PATCH', body },
    );
    return { data: { ...saved, id: saved._id } as typeof params.previousData };
  },
  // Records come from 'Enviar' (Stock Quiter) and 'Actualizar stock', never from the panel.
  create: async () => {
    throw new Error("Los vehículos de Aramis Francia se añaden con 'Enviar' o 'Actualizar stock'");
  },
};

/**
 * The service's drop is a GET: `confirm=true` drops, `count` is the number the
 * user confirmed (a stale confirmation is a 409).
 */
const dropPath = (count: number) => `${V1}/drop?confirm=true&count=${count}`;

/** Listings the channel card's 'Eliminar' confirmation named, sent back as the drop's count. */
let namedCount = 0;

/**
 * Its feed is the supplier CSV: the channel card regenerates it with the panel's call (asked for
 * JSON, it answers the run), and drops the supplier stock behind a confirmation naming the count,
 * as 'Eliminar stock' does.
 */
const aramisFeed: ChannelFeed = {
  label: 'CSV de Aramis Francia',
  format: 'csv',
  regenerate: (http) => http<FeedRunAnswer>(`${ARAMIS_PANEL_PATH}/csv`),
  drop: {
    targets: async (http) => {
      const keys = await http<unknown[] | null>(`${V1}/?fields=_id`);
      namedCount = Array.isArray(keys) ? keys.length : 0;
      return [{ id: 'aramis', label: 'Aramis Francia', count: namedCount }];
    },
    run: (http) => http<DropAnswer>(dropPath(namedCount)),
  },
};

export const aramis: Channel = {
  ...listingChannel({
    id: 'aramis',
    label: 'Aramis Francia',
    listPath: `${V1}/`,
    createPath: ARAMIS_PANEL_PATH,
    itemPath: ARAMIS_PANEL_PATH,
    syncPath: `${V1}/sync`,
    keyField: 'vehicle_id',
    isNotImported: notImportedInAramis,
    toListing: aramisListingOf,
    extraResources: { [ARAMIS_PANEL_RESOURCE]: panelProvider },
  }),
  feed: aramisFeed,
};

/** The supplier CSV as the server writes it (GET /aramis-francia/csv; log + notification). */
export async function fetchAramisCsv(): Promise<{ text: string; count: number }> {
  const { body, headers } = await httpAnswer<unknown>(`${ARAMIS_PANEL_PATH}/csv`, {
    headers: { Accept: 'text/csv' },
  });
  const text = typeof body === 'string' ? body : '';
  return { text, count: Number(headers.get(TOTAL_HEADER) ?? 0) || 0 };
}

export interface UpdateStockAnswer {
  message: string;
  added: number;
  updated: number;
  removed: number;
  kept: number;
}

/** 'Actualizar stock', a GET: reconciles with the group stock by the aramis rule. */
export const updateAramisStock = () => httpJson<UpdateStockAnswer>(`${V1}/update-stock`);

/** 'Eliminar stock': empties the supplier stock; `count` is the number the user confirmed. */
export const dropAramisStock = (count: number) => httpJson<DropAnswer>(dropPath(count));
