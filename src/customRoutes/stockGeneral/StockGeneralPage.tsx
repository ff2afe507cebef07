// Route /stock-general-quiter, 'Stock Quiter' (spec 1 §2, §4, §5, §8; issue 3 §3): the
// stock feed summary, one card per channel of the registry with its 'not imported' count,
// the ten stock filters, the vehicle table and the send panel.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { channels } from '../../dataProvider/channels';
import type { StockFilterId } from '../../domain/stock';
import { ChannelCards } from './ChannelCards';
import { StockFilters } from './StockFilters';
import { StockList } from './StockList';
import { selectRows } from './stockRows';
import { StockSearch } from './StockSearch';
import { SummaryCards } from './SummaryCards';
import { useStockData } from './useStockData';

const StockGeneralPage = () => {
  const data = useStockData(channels);
  const [filterId, setFilterId] = useState<StockFilterId | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // Typing stays responsive: the table follows the search text when React has time.
  const deferredSearch = useDeferredValue(search);

  const toggleFilter = useCallback(
    (id: StockFilterId) => setFilterId((current) => (current === id ? null : id)),
    [],
  );
  const toggleChannel = useCallback(
    (id: string) => setChannelId((current) => (current === id ? null : id)),
    [],
  );
  const clearChannel = useCallback(() => setChannelId(null), []);
  const { refetch } = data;
  const refresh = useCallback(() => void refetch(), [refetch]);

  const notImportedOfChannel = channelId ? data.notImported[channelId] : undefined;
  const only = useMemo(
    () => (notImportedOfChannel ? new Set(notImportedOfChannel) : null),
    [notImportedOfChannel],
  );
  const { stock, rows: allRows, searchText } = data;
  const rows = useMemo(
    () =>
      selectRows(stock, allRows, searchText, {
        filterId,
        only,
        search: deferredSearch,
      }),
    [stock, allRows, searchText, filterId, only, deferredSearch],
  );
  const channelLabel = channels.find((c) => c.id === channelId)?.label ?? null;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Stock Quiter" />
      <Stack spacing={2}>
        {data.error && <Alert severity="error">Error en la comunicación con Quiter</Alert>}
        <SummaryCards
          total={data.stock.length}
          counts={data.filterCounts}
          isPending={data.isPending}
          isFetching={data.isFetching}
          updatedAt={data.dataUpdatedAt}
          onRefresh={refresh}
        />
        <ChannelCards
          channels={channels}
          notImported={data.notImported}
          keys={data.keys}
          keyErrors={data.keyErrors}
          stockFailed={Boolean(data.error)}
          activeChannel={channelId}
          onToggle={toggleChannel}
        />
        <StockFilters counts={data.filterCounts} active={filterId} onToggle={toggleFilter} />
        <StockSearch
          search={search}
          onSearch={setSearch}
          channelLabel={channelLabel}
          onClearChannel={clearChannel}
        />
        <Box>
          <StockList
            rows={rows}
            isPending={data.isPending}
            channels={channels}
            vehiclesById={data.vehiclesById}
          />
        </Box>
      </Stack>
    </Box>
  );
};

export default StockGeneralPage;
