// The history of changes (docs/API.md "Audit trail"): the resource 'historial' over
// GET /api/audit, paged on the server (`_start`, `_end`, X-Total-Count) with its filters,
// one vehicle's entries (`?idv=`), and the CSV export of what the list shows. Entries are
// never changed through the API, so the resource only reads.
import { HttpError, type DataProvider } from 'react-admin';
import { getSession } from '../authProvider/session';
import type { AuditEntry } from '../domain/audit';
import { queryString, withId } from './collectionQuery';
import { apiUrl, NETWORK_ERROR_MESSAGE, toHttpError } from './http';
import { httpPage } from './httpPage';
import { refusedWrites } from './readOnly';

export const HISTORY_RESOURCE = 'historial';
const AUDIT_PATH = '/audit';

/** The filters the API takes, as the list names them (the API's own names). */
export const AUDIT_FILTERS = ['user', 'channel', 'entity', 'from', 'to', 'q'] as const;

/** `?user=…&from=…&_start=0&_end=25`: only the filters the API knows, empty ones left out. */
export const auditQuery = (
  filter: Record<string, unknown> = {},
  range?: { start: number; end: number },
): string => {
  const params: Record<string, string | undefined> = {};
  for (const name of AUDIT_FILTERS) {
    const value = filter[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = String(value).trim();
  }
  if (range) {
    params._start = String(range.start);
    params._end = String(range.end);
  }
  return queryString(params);
};

export type AuditRecord = AuditEntry & { id: string };

const toRecords = (rows: AuditEntry[]): AuditRecord[] =>
  rows.map(
    (row) => withId(row as unknown as Record<string, unknown>, '_id') as unknown as AuditRecord,
  );

/** One vehicle's entries, newest first: the first `count` of them and how many there are. */
export const readVehicleHistory = async (
  idv: string,
  count: number,
  signal?: AbortSignal,
): Promise<{ entries: AuditRecord[]; total: number }> => {
  const query = queryString({ idv, _start: '0', _end: String(count) });
  const { rows, total } = await httpPage<AuditEntry>(`${AUDIT_PATH}${query}`, { signal });
  return { entries: toRecords(rows), total };
};

export const AUDIT_EXPORT_FILE = 'historial.csv';

/**
 * The CSV of the entries the filters select, read with the session token (a plain link
 * cannot carry it), with the name the server gave it.
 */
export const fetchAuditCsv = async (
  filter: Record<string, unknown>,
): Promise<{ name: string; text: string }> => {
  const token = getSession()?.accessToken;
  let response: Response;
  try {
    response = await fetch(apiUrl(`${AUDIT_PATH}/export${auditQuery(filter)}`), {
      headers: token ? { 'x-access-token': token } : {},
    });
  } catch {
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0, null);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw toHttpError(response.status, response.statusText, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? AUDIT_EXPORT_FILE;
  return { name, text: await response.text() };
};

/* eslint-disable @typescript-eslint/no-explicit-any -- generic record types at the boundary */
const historial: DataProvider = {
  getList: async (_resource, { filter, pagination, signal }) => {
    const page = pagination ?? { page: 1, perPage: 25 };
    const start = (Math.max(page.page, 1) - 1) * page.perPage;
    const { rows, total } = await httpPage<AuditEntry>(
      `${AUDIT_PATH}${auditQuery(filter, { start, end: start + page.perPage })}`,
      { signal },
    );
    return { data: toRecords(rows) as any, total };
  },
  getOne: () => Promise.reject(new Error('Operación no disponible para el historial')),
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
  ...refusedWrites('El historial no se puede modificar'),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export const auditResources: Record<string, DataProvider> = { [HISTORY_RESOURCE]: historial };
