// Everything the Stock Quiter page derives from the network: the whole
// stock read once, each channel's listing keys, and the 'not imported' vehicles of every
// channel computed in one pass. Each derived value is memoised on what it depends on, so
// switching a filter or ticking a box recomputes none of them.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { Channel } from '../../dataProvider/channels';
import {
  QUITER_QUERY_OPTIONS,
  STOCK_RESOURCE,
  WHOLE_STOCK,
  type StockRecord,
} from '../../dataProvider/stock';
import { notImportedByChannel, type ChannelDrift } from '../../domain/notImported';
import { countByFilter } from '../../domain/stock';
import type { StockVehicle } from '../../domain/types';
import { useChannelKeys, useLiveChannelKeys } from './channelKeys';
import { searchTextOf, toStockRow } from './stockRows';
import { COUNTS_MEASURE, timed, type CountsDetail } from './userTiming';

const NO_STOCK: StockRecord[] = [];

/** A value computed the first time it is asked for, then kept. */
const once = <T>(compute: () => T): (() => T) => {
  let value: { v: T } | null = null;
  return () => (value ??= { v: compute() }).v;
};
/** The stock changes when the stock system sends it: no re-read on every window focus. */
const STOCK_STALE_MS = 5 * 60 * 1000;

export const useStockData = (channels: readonly Channel[]) => {
  const { data, isPending, error, isFetching, refetch, dataUpdatedAt } = useGetList<StockRecord>(
    STOCK_RESOURCE,
    WHOLE_STOCK,
    {
      // A feed that does not answer shows 'Error en la comunicación con Quiter' within 3 s.
      ...QUITER_QUERY_OPTIONS,
      staleTime: STOCK_STALE_MS,
      refetchOnWindowFocus: false,
    },
  );
  // Not deferred (useDeferredValue): the stock is usually read before the page mounts
  // (./preload.ts), and a low-priority render of 10,000 rows that the channels' answers keep
  // interrupting was restarted, memos and all, several times (usable 80 ms later).
  const stock: readonly StockRecord[] = data ?? NO_STOCK;
  const stockReady = data !== undefined;

  const { keys, errors: keyErrors } = useChannelKeys(channels);
  useLiveChannelKeys(channels);

  const rows = useMemo(() => stock.map(toStockRow), [stock]);
  const filterCounts = useMemo(() => countByFilter(stock), [stock]);
  // Built on first use, not on load: the search text when staff first type in the search box,
  // the idv index when they first select a vehicle.
  const searchText = useMemo(() => once(() => stock.map(searchTextOf)), [stock]);
  const vehiclesById = useMemo(
    () => once(() => new Map<string, StockVehicle>(stock.map((v) => [v.id, v]))),
    [stock],
  );

  // Each channel is counted once for the stock and its keys (domain/notImported.ts keeps the
  // answer), so the keys of one channel arriving, or read again after a send, cost that
  // channel's count alone. Channels whose keys are not read yet have no count.
  const notImported = useMemo(() => {
    if (!stockReady) return {};
    const drifts: ChannelDrift[] = [];
    for (const c of channels) {
      const listed = keys[c.id];
      if (listed) drifts.push({ id: c.id, rule: c.isNotImported, listed });
    }
    const detail: CountsDetail = { vehicles: stock.length, channels: drifts.length };
    return timed(COUNTS_MEASURE, detail, () => notImportedByChannel(stock, drifts));
  }, [channels, stockReady, stock, keys]);

  return {
    stock,
    isPending,
    isFetching,
    error,
    refetch,
    dataUpdatedAt,
    rows,
    searchText,
    filterCounts,
    vehiclesById,
    keys,
    keyErrors,
    notImported,
  };
};
