// The table and the send panel share one react-admin list context built from local data
// (src/lists/useLocalList.ts): the panel sends the table's selection. Memoised so that only a change
// of rows (a filter, the search) re-renders it. Sort and page live in the URL, so a reload or
// a link shows the same view.
import { memo } from 'react';
import { Card } from '@mui/material';
import { ListContextProvider, ResourceContextProvider } from 'react-admin';
import type { Channel } from '../../dataProvider/channels';
import { STOCK_RESOURCE } from '../../dataProvider/stock';
import type { StockVehicle } from '../../domain/types';
import { SelectionBar } from './SelectionBar';
import { SendPanel } from './SendPanel';
import { PAGE_SIZE, StockTable } from './StockTable';
import type { StockRow } from './stockRows';
import { useLocalList } from '../../lists/useLocalList';

const DEFAULT_SORT = { field: 'idv', order: 'ASC' } as const;

export interface StockListProps {
  rows: readonly StockRow[];
  isPending: boolean;
  /** The stock could not be read: the empty table says so. */
  stockFailed: boolean;
  channels: readonly Channel[];
  /** The stock's vehicles by idv (an index built on first use). */
  vehiclesById: () => ReadonlyMap<string, StockVehicle>;
  /** A filter just switched: its first page, before the URL (page 1 too) has followed. */
  firstPage?: boolean;
}

export const StockList = memo(function StockList({
  rows,
  isPending,
  stockFailed,
  channels,
  vehiclesById,
  firstPage = false,
}: StockListProps) {
  const listContext = useLocalList<StockRow>({
    data: rows,
    isPending,
    perPage: PAGE_SIZE,
    sort: DEFAULT_SORT,
    // Selection is kept per resource in react-admin's store: it survives a visit to a
    // vehicle's data sheet.
    resource: STOCK_RESOURCE,
    syncWithLocation: true,
    firstPage,
  });

  return (
    <ResourceContextProvider value={STOCK_RESOURCE}>
      <ListContextProvider value={listContext}>
        <Card>
          <StockTable stockFailed={stockFailed} />
        </Card>
        <SelectionBar />
        <SendPanel channels={channels} vehiclesById={vehiclesById} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
});
