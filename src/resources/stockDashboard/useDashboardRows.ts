// The whole list of a stock dashboard, held in the browser (every card counts the whole
// stock; one read, then a card click is a filter in memory and stays fast).
// Read through the resource's custom `getAll` with the configuration's projection; a server
// change of its collection (resource:changed) reads it again, unless a bulk run of this
// page made it: the run's answers update the held rows (patchDashboardRows).
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { ROW_RELOAD_DELAY_MS } from '../../domain/stockDashboard/columns';
import type { StockDashboardConfig } from '../../domain/stockDashboard/config';
import { changedResourceOf, useServerEvent } from '../../realtime';
import { useLater } from '../../useLater';
import type { DashboardDataProvider } from './dashboardData';
import { takeReadAhead } from './readAhead';

export const dashboardQueryKey = (resource: string) => [resource, 'getAll'] as const;

/**
 * A resource's changes announced by its own page: the bulk runs under way (`holders`), the
 * ids their requests change (each announced once by the server, maybe after the run ended:
 * it batches announcements, docs/API.md 'resource:changed'), and whether anyone else changed
 * the resource while a run held the re-reads.
 */
interface OwnChanges {
  holders: number;
  expected: Map<string, number>;
  othersChanged: boolean;
}
/** Per query client (the console's one; each test's own), per resource. */
const ownByClient = new WeakMap<QueryClient, Map<string, OwnChanges>>();
const ownOf = (queryClient: QueryClient) => {
  const own = ownByClient.get(queryClient) ?? new Map<string, OwnChanges>();
  ownByClient.set(queryClient, own);
  return own;
};

/**
 * How long after its release a run's announcements are still its own: the server batches
 * them over 100 ms (server/realtime.ts LIVE_BATCH_MS); one lost (a reconnection) must not
 * keep a later change of that row by someone else from being read.
 */
const OWN_ANNOUNCEMENT_MS = 5000;

const forgetIfDone = (own: Map<string, OwnChanges>, resource: string, changes: OwnChanges) => {
  if (changes.holders === 0 && changes.expected.size === 0 && own.get(resource) === changes)
    own.delete(resource);
};

const countOwn = (changes: OwnChanges, id: string, by: number) => {
  const left = (changes.expected.get(id) ?? 0) + by;
  if (left > 0) changes.expected.set(id, left);
  else changes.expected.delete(id);
};

/**
 * A bulk run changes its rows one by one, each change announced by the server: re-reading
 * 10,000 rows at each would cost seconds, and the run's answers say what was stored. So,
 * from here to the release, announcements of the run's own ids (`ownIds`, the rows' ids)
 * read nothing — nor do they after it, when they arrive late — and anyone else's change is
 * noted, for the release to say. `release(unchanged)` names the ids the run did not change
 * after all (failures: no announcement will come for them); `'all'` when that is unknown
 * (the run was interrupted). Answers `{ othersChanged }`: whether the rows must be read again.
 */
export const holdLiveReads = (
  queryClient: QueryClient,
  resource: string,
  ownIds: readonly Identifier[] = [],
) => {
  const own = ownOf(queryClient);
  const changes = own.get(resource) ?? { holders: 0, expected: new Map(), othersChanged: false };
  own.set(resource, changes);
  changes.holders++;
  const ids = ownIds.map(String);
  for (const id of ids) countOwn(changes, id, 1);
  let released = false;
  return (unchanged: readonly Identifier[] | 'all' = []): { othersChanged: boolean } => {
    if (released) return { othersChanged: false };
    released = true;
    const late = new Set(ids);
    for (const id of unchanged === 'all' ? ids : unchanged.map(String)) {
      countOwn(changes, id, -1);
      late.delete(id);
    }
    changes.holders--;
    const othersChanged = changes.othersChanged;
    if (changes.holders === 0) changes.othersChanged = false;
    forgetIfDone(own, resource, changes);
    // Announcements of this run's rows not come by then are not waited for any more.
    setTimeout(() => {
      for (const id of late) if (changes.expected.has(id)) countOwn(changes, id, -1);
      forgetIfDone(own, resource, changes);
    }, OWN_ANNOUNCEMENT_MS);
    return { othersChanged };
  };
};

/**
 * A write of one row from the table (an inline update or delete): the page reads its rows again
 * itself (`onRowChanged`), so the server's announcement of that row reads nothing, as a bulk
 * run's own do; a change by anyone else meanwhile still reads. A failed write reads again only
 * if someone else changed the rows.
 */
export const useRowWrite = (resource: string, onRowChanged: () => void) => {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(id: Identifier, write: () => Promise<T>): Promise<T> => {
      const release = holdLiveReads(queryClient, resource, [id]);
      try {
        const answer = await write();
        release();
        onRowChanged();
        return answer;
      } catch (error) {
        if (release([id]).othersChanged) onRowChanged();
        throw error;
      }
    },
    [queryClient, resource, onRowChanged],
  );
};

/**
 * Whether a change the server announced must read the rows again: not when every id in it
 * is one a run of this page changed (each counted once), nor while a run holds the re-reads
 * (noted for its release instead).
 */
export const readsAgain = (queryClient: QueryClient, resource: string, payload: unknown) => {
  const own = ownOf(queryClient);
  const changes = own.get(resource);
  if (!changes) return true;
  const ids = (payload as { ids?: unknown } | null)?.ids;
  let others = !Array.isArray(ids) || ids.length === 0;
  for (const id of Array.isArray(ids) ? ids : []) {
    if (changes.expected.has(String(id))) countOwn(changes, String(id), -1);
    else others = true;
  }
  forgetIfDone(own, resource, changes);
  if (!others) return false;
  if (changes.holders > 0) {
    changes.othersChanged = true;
    return false;
  }
  return true;
};

/** Only the given top-level fields of a record (the projection the rows were read with). */
const projected = (record: Record<string, unknown>, fields: readonly string[] | undefined) => {
  if (!fields) return { ...record };
  const row: Record<string, unknown> = {};
  for (const field of fields) if (field in record) row[field] = record[field];
  return row;
};

/**
 * The page shows the server's state after an action: the held rows become the server's state
 * after it, from the answers of the action's own requests (`updated`: each row as the
 * server stored it, `removed`: the ids of the rows it deleted), with the projection the rows
 * were read with; `toRecord` adds the console's `id`. False (nothing changed) when there are
 * no held rows, a read is under way, or an answered row is not among them: the caller reads them all again.
 */
export const patchDashboardRows = <Row extends RaRecord>(
  queryClient: QueryClient,
  config: Pick<StockDashboardConfig<Row>, 'resource' | 'fields'>,
  stored: { updated: readonly unknown[]; removed: readonly Identifier[] },
  toRecord: (doc: unknown) => Row,
): boolean => {
  const key = dashboardQueryKey(config.resource);
  const rows = queryClient.getQueryData<Row[]>(key);
  // A read under way may answer the rows as they were before some of the action's writes.
  if (!rows || queryClient.isFetching({ queryKey: key }) > 0) return false;
  const updated = new Map<string, Row>();
  for (const doc of stored.updated) {
    const row = toRecord(projected(doc as Record<string, unknown>, config.fields));
    updated.set(String(row.id), row);
  }
  const removed = new Set(stored.removed.map(String));
  let found = 0;
  const next: Row[] = [];
  for (const row of rows) {
    const id = String(row.id);
    if (removed.has(id)) continue;
    const changed = updated.get(id);
    if (changed) found++;
    next.push(changed ?? row);
  }
  if (found !== updated.size) return false;
  queryClient.setQueryData(key, next);
  return true;
};

const EMPTY: never[] = [];

export const useDashboardRows = <Row extends RaRecord>(config: StockDashboardConfig<Row>) => {
  const { resource, serverCollection, fields } = config;
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: dashboardQueryKey(resource),
    queryFn: ({ signal }) => {
      const read = () =>
        dataProvider.getAll(resource, { signal, fields }) as unknown as Promise<Row[]>;
      const early = takeReadAhead(resource) as Promise<Row[]> | undefined;
      return early ? early.catch(read) : read();
    },
    retry: 1,
  });
  const onChange = useCallback(
    (payload: unknown) => {
      if (
        changedResourceOf(payload) !== serverCollection ||
        !readsAgain(queryClient, resource, payload)
      )
        return;
      // A read under way is not cancelled for a newer one: a burst of changes reads once more.
      void queryClient.invalidateQueries({ queryKey: [resource] }, { cancelRefetch: false });
    },
    [queryClient, resource, serverCollection],
  );
  useServerEvent('resource:changed', onChange);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // After a row update or delete in the table, the rows are read again a second later.
  const later = useLater(ROW_RELOAD_DELAY_MS);
  const reloadSoon = useCallback(() => later(reload), [later, reload]);
  return {
    resource,
    rows: (query.data ?? EMPTY) as Row[],
    isPending: query.isPending,
    error: query.error,
    reload,
    reloadSoon,
  };
};
