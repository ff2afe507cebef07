// The table and the send panel share one react-admin list context built from local data
// (useList): the panel sends the table's selection. Memoised so that only a change of rows
// (a filter, the search) re-renders it.
import { memo, useEffect, useState } from 'react';
import { Card } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import type { Channel } from '../../dataProvider/channels';
import { STOCK_RESOURCE } from '../../dataProvider/stock';
import type { StockVehicle } from '../../domain/types';
import { SendPanel } from './SendPanel';
import { PAGE_SIZE, StockTable } from './StockTable';
import type { StockRow } from './stockRows';

const DEFAULT_SORT = { field: 'idv', order: 'ASC' } as const;

export interface StockListProps {
  rows: readonly StockRow[];
  isPending: boolean;
  channels: readonly Channel[];
  vehiclesById: ReadonlyMap<string, StockVehicle>;
}

export const StockList = memo(function StockList({
  rows,
  isPending,
  channels,
  vehiclesById,
}: StockListProps) {
  // useList shows all its data on its very first render and pages it in an effect; with a
  // cached stock of 10,000 rows that first render would draw them all, so it starts pending.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const listContext = useList<StockRow>({
    data: rows as StockRow[],
    isPending: isPending || !mounted,
    perPage: PAGE_SIZE,
    sort: DEFAULT_SORT,
    // Selection is kept per resource in react-admin's store: it survives a visit to a
    // vehicle's data sheet.
    resource: STOCK_RESOURCE,
  });
  const { setPage } = listContext;
  // A new filter shows its first page.
  useEffect(() => setPage(1), [rows, setPage]);

  return (
    <ResourceContextProvider value={STOCK_RESOURCE}>
      <ListContextProvider value={listContext}>
        <Card>
          <StockTable />
        </Card>
        <SendPanel channels={channels} vehiclesById={vehiclesById} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
});
