// What the consistency page, the vehicle sheet and the dashboard's charts read: the report
// (renewed whenever the server says it changed) and the facts of the stock's vehicles
// (name, type, entry date), one projection of the group stock shared by all of them.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { CONSISTENCY_RESOURCE, readConsistencyReport } from '../../dataProvider/consistency';
import { QUITER_QUERY_OPTIONS, STOCK_RESOURCE } from '../../dataProvider/stock';
import { STOCK_FACT_FIELDS, type StockFacts } from '../../domain/consistency/stockFacts';
import { useLiveResource } from '../../realtime/useLiveResource';

export const REPORT_QUERY_KEY = [CONSISTENCY_RESOURCE, 'report'] as const;

export const useConsistencyReport = () => {
  useLiveResource(CONSISTENCY_RESOURCE);
  return useQuery({
    queryKey: REPORT_QUERY_KEY,
    queryFn: ({ signal }) => readConsistencyReport(signal),
  });
};

/** The stock changes when the stock system sends it: no re-read on every window focus. */
const STOCK_STALE_MS = 5 * 60 * 1000;
const NO_FACTS: (StockFacts & { id: string })[] = [];

export const useStockFacts = () => {
  const { data, isPending, error } = useGetList<StockFacts & { id: string }>(
    STOCK_RESOURCE,
    {
      pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
      sort: { field: '', order: 'ASC' },
      filter: {},
      meta: { fields: STOCK_FACT_FIELDS },
    },
    { ...QUITER_QUERY_OPTIONS, staleTime: STOCK_STALE_MS, refetchOnWindowFocus: false },
  );
  const stock = data ?? NO_FACTS;
  const byIdv = useMemo(() => new Map(stock.map((v) => [String(v.idv), v])), [stock]);
  return { stock, byIdv, isPending, error };
};
