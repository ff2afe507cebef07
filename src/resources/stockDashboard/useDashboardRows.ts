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
      if (changedResourceOf(payload) === serverCollection)
        void queryClient.invalidateQueries({ queryKey: [resource] });
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
