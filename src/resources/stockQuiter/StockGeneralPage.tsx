// Route /stock-general-quiter, 'Stock Quiter' (docs/screens/stock-quiter.md): the stock feed
// summary, one card per channel of the registry with its 'not imported' count, the ten stock
// filters, the vehicle table and the send panel. The filters, the
// search, the sort and the page live in the URL (?filtro=VO&canal=aramis&q=…&page=2), so
// back from a data sheet, a reload or a shared link shows the same view.
import { useCallback, useDeferredValue, useMemo } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { channels } from '../../dataProvider/channels';
import { STOCK_FILTERS, type StockFilterId } from '../../domain/stock';
import { useListParams } from '../../lists/useListParams';
import { ChannelCards } from './ChannelCards';
import { SkipLinks } from './SkipLinks';
import { StockFilters } from './StockFilters';
import { StockList } from './StockList';
import { selectRows } from './stockRows';
import { StockSearch } from './StockSearch';
import { SummaryCards } from './SummaryCards';
import { useStockData } from './useStockData';

/** The page's own query-string names (the table adds sort, order and page). */
const PARAMS = ['filtro', 'canal', 'q'] as const;

const asFilterId = (value: string | null): StockFilterId | null =>
  STOCK_FILTERS.find((f) => f.id === value)?.id ?? null;

const StockGeneralPage = () => {
  const data = useStockData(channels);
  // A filter or channel switch draws the table at once; the URL follows.
  const [params, setParam, urlBehind] = useListParams(PARAMS);
  const filterId = asFilterId(params.filtro);
  const channelId = channels.some((c) => c.id === params.canal) ? params.canal : null;
  const search = params.q ?? '';
  // Typing stays responsive: the table follows the search text when React has time.
  const deferredSearch = useDeferredValue(search);

  // The same callbacks whatever is chosen: a switch draws only the chips or cards it changes.
  const chooseFilter = useCallback(
    (id: StockFilterId | null) => setParam('filtro', id),
    [setParam],
  );
  const chooseChannel = useCallback((id: string | null) => setParam('canal', id), [setParam]);
  const clearChannel = useCallback(() => setParam('canal', null), [setParam]);
  const onSearch = useCallback((text: string) => setParam('q', text), [setParam]);
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
  const stockFailed = Boolean(data.error);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title="Stock Quiter" />
      <SkipLinks />
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
          stockFailed={stockFailed}
          activeChannel={channelId}
          onChoose={chooseChannel}
        />
        <StockFilters counts={data.filterCounts} active={filterId} onChoose={chooseFilter} />
        <StockSearch
          search={search}
          onSearch={onSearch}
          channelLabel={channelLabel}
          onClearChannel={clearChannel}
        />
        <Box>
          <StockList
            rows={rows}
            isPending={data.isPending && !stockFailed}
            stockFailed={stockFailed}
            channels={channels}
            vehiclesById={data.vehiclesById}
            firstPage={urlBehind}
          />
        </Box>
      </Stack>
    </Box>
  );
};

export default StockGeneralPage;
