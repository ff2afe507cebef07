// /stock-gomotor and /stock-grupoliva (spec 3 §2.2–§2.4; issue 8 §2): ONE dashboard, two
// configurations (src/domain/ownSites/sites.ts). The whole sale stock is read once and held
// in the browser: the cards are counted in one pass (countCards), a card or a column filter
// is a filter in memory, and the table is a local list context (useLocalList). The card,
// the column filters, the sort and the page live in the URL (?tarjeta=…&c.marca=…&page=2),
// so back from the edit page shows the same view.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Backdrop,
  Box,
  Card,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { ListContextProvider, ResourceContextProvider, Title, useListContext } from 'react-admin';
import {
  cardGroups,
  campaignsInStock,
  countCards,
  dashboardReducer,
  filterByCard,
  filterByColumns,
  filterChips,
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
  RESULTS_PAGE_SIZE,
  RESULTS_TITLE,
  tableToggleLabel,
  type ColumnFilters as Filters,
  type OwnSiteConfig,
} from '../../domain/ownSites';
import type { SaleStockRecord } from '../../dataProvider/ownSites/saleStockProvider';
import { useListParams, useLocalList } from '../../lists/useLocalList';
import { whenIdle } from '../../whenIdle';
import { BulkActionsPanel } from './BulkActionsPanel';
import { ColumnFilters } from './ColumnFilters';
import { DashboardHeader } from './DashboardHeader';
import { ResultsTable } from './ResultsTable';
import { SummaryCardGroups } from './SummaryCardGroups';
import { useSaleStock } from './useSaleStock';

/**
 * Spec 3 §2.4/§4: 'When rows are selected, a bulk-actions panel appears' under the table;
 * after a run the selection is cleared and the stock read again.
 */
const SelectedBulkActions = ({ config, onDone }: { config: OwnSiteConfig; onDone: () => void }) => {
  const { selectedIds = [], onUnselectItems } = useListContext();
  const done = useCallback(() => {
    onUnselectItems();
    onDone();
  }, [onUnselectItems, onDone]);
  if (selectedIds.length === 0) return null;
  return <BulkActionsPanel config={config} selectedIds={selectedIds} onDone={done} />;
};

const CARD_PARAM = 'tarjeta';
const columnParam = (id: string) => `c.${id}`;
const DEFAULT_SORT = { field: 'idv', order: 'ASC' } as const;

export const OwnSiteDashboard = ({ config }: { config: OwnSiteConfig }) => {
  const stock = useSaleStock(config);
  const { vehicles, isPending, error, reload, resource } = stock;

  const paramNames = useMemo(
    () => [CARD_PARAM, ...config.columns.map((c) => columnParam(c.id))],
    [config.columns],
  );
  const [params, setParam] = useListParams(paramNames);
  const columnFilters = useMemo((): Filters => {
    const filters: Record<string, string> = {};
    for (const column of config.columns) {
      const query = params[columnParam(column.id)];
      if (query) filters[column.id] = query;
    }
    return filters;
  }, [params, config.columns]);

  // Campaign cards: one per campaign assigned in the stock (spec 3 §2.3 "Campaign").
  const groups = useMemo(() => cardGroups(config, campaignsInStock(vehicles)), [config, vehicles]);
  const counts = useMemo(() => countCards(groups, vehicles), [groups, vehicles]);

  const activeCard = params[CARD_PARAM];
  // The table starts hidden unless the URL already filters it (back from the edit page).
  const [expanded, setExpanded] = useState(
    () => activeCard !== null || Object.keys(columnFilters).length > 0,
  );
  const state = { activeCard, expanded };
  // The folded table is built once the browser is idle after the stock is read, hidden: the
  // first card click then only shows it (issue 8 §5: a card click ≤ 100 ms).
  const [tableBuilt, setTableBuilt] = useState(expanded);
  useEffect(() => {
    if (!isPending && !tableBuilt) whenIdle(() => setTableBuilt(true));
  }, [isPending, tableBuilt]);
  const onCard = useCallback(
    (id: string) => {
      const next = dashboardReducer({ activeCard, expanded }, { type: 'card', id });
      setParam(CARD_PARAM, next.activeCard);
      setExpanded(next.expanded);
    },
    [activeCard, expanded, setParam],
  );
  const onColumnFilter = useCallback(
    (id: string, query: string) => setParam(columnParam(id), query),
    [setParam],
  );

  // Typing in a column filter stays responsive: the table follows when React has time.
  const deferredFilters = useDeferredValue(columnFilters);
  const rows = useMemo(
    () =>
      filterByColumns(
        filterByCard(groups, activeCard, vehicles),
        deferredFilters,
        config.columns,
      ) as SaleStockRecord[],
    [groups, activeCard, vehicles, deferredFilters, config.columns],
  );
  const list = useLocalList<SaleStockRecord>({
    data: rows,
    isPending,
    perPage: RESULTS_PAGE_SIZE,
    sort: DEFAULT_SORT,
    resource,
    syncWithLocation: true,
  });

  const chips = config.filterChips ? filterChips(groups, state, columnFilters, config.columns) : [];
  const empty = !isPending && !error && vehicles.length === 0;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, position: 'relative' }}>
      <Title title={`Stock ${config.label}`} />
      <Backdrop
        open={isPending}
        sx={{ position: 'absolute', zIndex: 2, alignItems: 'flex-start', pt: 12 }}
        aria-hidden={!isPending}
      >
        <Stack alignItems="center" spacing={1} sx={{ color: 'common.white' }}>
          <CircularProgress color="inherit" aria-label="Cargando el stock" />
          <Typography>Cargando el stock…</Typography>
        </Stack>
      </Backdrop>
      <Stack spacing={2}>
        <DashboardHeader
          config={config}
          resource={resource}
          expanded={expanded}
          toggleLabel={tableToggleLabel(state)}
          onToggleTable={() => setExpanded(!expanded)}
          onReload={reload}
        />
        {error && <Alert severity="error">{config.messages.loadFailure}</Alert>}
        {empty && <Alert severity="error">{config.messages.empty}</Alert>}
        {/* Counted once the stock is read: no card says 0 while it loads (the overlay shows). */}
        {!isPending && (
          <SummaryCardGroups
            groups={groups}
            counts={counts}
            activeCard={activeCard}
            onCard={onCard}
          />
        )}
        {chips.length > 0 && (
          <Box
            role="list"
            aria-label="Filtros activos"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {chips.map((chip) => (
              <Chip
                role="listitem"
                key={chip.key}
                label={chip.label}
                color="primary"
                variant="outlined"
                onDelete={() =>
                  chip.key === 'card'
                    ? setParam(CARD_PARAM, null)
                    : setParam(columnParam(chip.key), null)
                }
              />
            ))}
          </Box>
        )}
        <ResourceContextProvider value={resource}>
          <ListContextProvider value={list}>
            {(expanded || tableBuilt) && (
              <Card component="section" aria-labelledby={`${resource}-results`} hidden={!expanded}>
                <Typography id={`${resource}-results`} variant="h6" component="h2" sx={{ p: 1 }}>
                  {RESULTS_TITLE}
                </Typography>
                <ColumnFilters
                  columns={config.columns}
                  filters={columnFilters}
                  onChange={onColumnFilter}
                />
                <ResultsTable config={config} resource={resource} onReload={reload} />
              </Card>
            )}
            <SelectedBulkActions config={config} onDone={reload} />
          </ListContextProvider>
        </ResourceContextProvider>
      </Stack>
    </Box>
  );
};

export const GomotorDashboard = () => <OwnSiteDashboard config={GOMOTOR_CONFIG} />;
export const GrupolivaDashboard = () => <OwnSiteDashboard config={GRUPOLIVA_CONFIG} />;
