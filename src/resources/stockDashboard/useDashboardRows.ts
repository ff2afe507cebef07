// The whole list of a stock dashboard, held in the browser (spec 3 §2.3, §2.8: every card
// counts the whole stock; issue 8 §5: one read, then a card click is a filter in memory).
// Read through the resource's custom `getAll` with the configuration's projection; a server
// change of its collection (resource:changed) reads it again.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { StockDashboardConfig } from '../../domain/stockDashboard/config';
import { changedResourceOf, useServerEvent } from '../../realtime';
import type { DashboardDataProvider } from './dashboardData';
import { takeReadAhead } from './readAhead';

export const dashboardQueryKey = (resource: string) => [resource, 'getAll'] as const;

/** Resources whose live re-reads wait (a bulk run under way): resource → holders. */
const held = new Map<string, number>();

/**
 * While a bulk run changes its rows one by one, each change the server announces would read
 * the whole list again (10,000 rows, every 100 ms): the reads wait, and the run's end reads
 * once. Answers the release.
 */
export const holdLiveReads = (resource: string): (() => void) => {
  held.set(resource, (held.get(resource) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(resource) ?? 1) - 1;
    if (left > 0) held.set(resource, left);
    else held.delete(resource);
  };
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
      if (changedResourceOf(payload) !== serverCollection || held.has(resource)) return;
      // A read under way is not cancelled for a newer one: a burst of changes reads once more.
      void queryClient.invalidateQueries({ queryKey: [resource] }, { cancelRefetch: false });
    },
    [queryClient, resource, serverCollection],
  );
  useServerEvent('resource:changed', onChange);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    resource,
    rows: (query.data ?? EMPTY) as Row[],
    isPending: query.isPending,
    error: query.error,
    reload,
  };
};
