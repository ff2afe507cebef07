// The one stock dashboard (one component, several configurations): /stock-gomotor, /stock-grupoliva
// and the web stock /gomotor (docs/screens/own-sites.md) are this component given a configuration
// (domain/stockDashboard/config.ts) and the dashboard's bulk panel. The whole list is read once and
// held in the browser: the cards are counted in one pass (countCards), a card or a column filter is
// a filter in memory, and the table is a local list context (useLocalList). The card, the column
// filters, the sort and the page live in the URL (?tarjeta=…&c.marca=…&page=2), so back from the
// edit page shows the same view.
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
import {
  ListContextProvider,
  ResourceContextProvider,
  Title,
  useListContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { countCards, filterByCard } from '../../domain/stockDashboard/cards';
import {
  RESULTS_PAGE_SIZE,
  RESULTS_TITLE,
  filterRowsByColumns,
  type ColumnFilters as Filters,
} from '../../domain/stockDashboard/columns';
import type { StockDashboardConfig } from '../../domain/stockDashboard/config';
import { activeFilterChips, cardClick, tableToggleLabel } from '../../domain/stockDashboard/state';
import { useListParams } from '../../lists/useListParams';
import { useLocalList } from '../../lists/useLocalList';
import { whenIdle } from '../../whenIdle';
import { ColumnFilters } from './ColumnFilters';
import { DashboardHeader } from './DashboardHeader';
import { ResultsTable } from './ResultsTable';
import { SummaryCardGroups } from './SummaryCardGroups';
import { useDashboardRows } from './useDashboardRows';

/**
 * The dashboard's bulk panel, given the selection; `onDone` after a run (the selection
 * clears, the rows are read again), `onReload` to read the rows again only, `onApplied`
 * after a run whose answers already updated the held rows (the selection clears only).
 */
export type BulkPanelRenderer = (props: {
  selectedIds: Identifier[];
  onDone: () => void;
  onReload: () => void;
  onApplied: () => void;
}) => ReactNode;

/**
 * When rows are selected, the bulk-actions panel appears under the table; after a run the
 * selection is cleared and the rows read again.
 */
const SelectedBulkActions = ({
  bulkPanel,
  onDone,
}: {
  bulkPanel: BulkPanelRenderer;
  onDone: () => void;
}) => {
  const { selectedIds = [], onUnselectItems } = useListContext();
  const done = useCallback(() => {
    onUnselectItems();
    onDone();
  }, [onUnselectItems, onDone]);
  if (selectedIds.length === 0) return null;
  return (
    <>{bulkPanel({ selectedIds, onDone: done, onReload: onDone, onApplied: onUnselectItems })}</>
  );
};

const CARD_PARAM = 'tarjeta';
const NO_ROWS: never[] = [];
const columnParam = (id: string) => `c.${id}`;
const DEFAULT_SORT = { field: 'idv', order: 'ASC' } as const;

/** The stock is being read: the page is covered, saying so. */
const LoadingBackdrop = ({ open }: { open: boolean }) => (
  <Backdrop
    open={open}
    sx={{ position: 'absolute', zIndex: 2, alignItems: 'flex-start', pt: 12 }}
    aria-hidden={!open}
  >
    <Stack alignItems="center" spacing={1} sx={{ color: 'common.white' }}>
      <CircularProgress color="inherit" aria-label="Cargando el stock" />
      <Typography>Cargando el stock…</Typography>
    </Stack>
  </Backdrop>
);

/** The card and column filters in force, each removable. */
const ActiveFilterChips = ({
  chips,
  onDelete,
}: {
  chips: readonly { key: string; label: string }[];
  onDelete: (key: string) => void;
}) =>
  chips.length > 0 ? (
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
          onDelete={() => onDelete(chip.key)}
        />
      ))}
    </Box>
  ) : null;

export interface StockDashboardProps<Row extends RaRecord> {
  config: StockDashboardConfig<Row>;
  bulkPanel: BulkPanelRenderer;
}

export const StockDashboard = <Row extends RaRecord>({
  config,
  bulkPanel,
}: StockDashboardProps<Row>) => {
  const { rows: all, isPending, error, reload, reloadSoon, resource } = useDashboardRows(config);

  const paramNames = useMemo(
    () => [CARD_PARAM, ...config.columns.map((c) => columnParam(c.id))],
    [config.columns],
  );
  // A card click or a column filter shows at once; the URL follows.
  const [params, setParam, urlBehind] = useListParams(paramNames);
  const columnFilters = useMemo((): Filters => {
    const filters: Record<string, string> = {};
    for (const column of config.columns) {
      const query = params[columnParam(column.id)];
      if (query) filters[column.id] = query;
    }
    return filters;
  }, [params, config.columns]);

  // The first site's campaign cards: one per campaign assigned in the stock.
  const groups = useMemo(
    () => (config.groupsFor ? config.groupsFor(all) : config.groups),
    [config, all],
  );
  const counts = useMemo(() => countCards(groups, all), [groups, all]);

  const activeCard = params[CARD_PARAM];
  // The table starts hidden unless the URL already filters it (back from the edit page).
  const [expanded, setExpanded] = useState(
    () => activeCard !== null || Object.keys(columnFilters).length > 0,
  );
  const state = { activeCard, expanded };
  // The folded table is built once the browser is idle after the rows are read, hidden: the
  // first card click then only shows it (a card click should take ≤ 100 ms).
  const [tableBuilt, setTableBuilt] = useState(expanded);
  useEffect(() => {
    if (!isPending && !tableBuilt) return whenIdle(() => setTableBuilt(true));
  }, [isPending, tableBuilt]);
  // The cards get one callback for good (they are memoised: a click re-renders only the
  // cards it switches, not all of them, so a card click stays ≤ 100 ms).
  const cardState = useRef({ groups, activeCard, expanded, setParam });
  useLayoutEffect(() => {
    cardState.current = { groups, activeCard, expanded, setParam };
  });
  const onCard = useCallback((id: string) => {
    const current = cardState.current;
    const next = cardClick(current.groups, current, id);
    // One urgent render for both (to keep the click fast): the card and the unfolding
    // together, then the URL in the router's transition.
    setExpanded(next.expanded);
    current.setParam(CARD_PARAM, next.activeCard);
  }, []);
  const onColumnFilter = useCallback(
    (id: string, query: string) => setParam(columnParam(id), query),
    [setParam],
  );

  // Typing in a column filter stays responsive: the table follows when React has time.
  const deferredFilters = useDeferredValue(columnFilters);
  // The table's rows (filtered, then sorted by the list) are worked out once the table is
  // shown or built while idle: the cards show first, so /gomotor is usable soon on a cold load.
  // A column filter typed filters the card's rows, not the whole stock again.
  const tableWanted = expanded || tableBuilt;
  const cardRows = useMemo(
    () => (tableWanted ? filterByCard(groups, activeCard, all) : NO_ROWS),
    [tableWanted, groups, activeCard, all],
  );
  const rows = useMemo(
    () => filterRowsByColumns(cardRows, deferredFilters, config.columns),
    [cardRows, deferredFilters, config.columns],
  );
  const list = useLocalList<Row>({
    data: rows,
    isPending,
    perPage: RESULTS_PAGE_SIZE,
    sort: DEFAULT_SORT,
    resource,
    syncWithLocation: true,
    // A card just clicked: its first page, before the URL (page 1 too) has followed.
    firstPage: urlBehind,
  });

  const chips = config.filterChips
    ? activeFilterChips(groups, state, columnFilters, config.columns)
    : [];
  const empty = !isPending && !error && all.length === 0;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, position: 'relative' }}>
      <Title title={config.title} />
      <LoadingBackdrop open={isPending} />
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
        {/* Counted once the rows are read: no card says 0 while they load (the overlay shows). */}
        {!isPending && (
          <SummaryCardGroups
            groups={groups}
            counts={counts}
            activeCard={activeCard}
            onCard={onCard}
          />
        )}
        <ActiveFilterChips
          chips={chips}
          onDelete={(key) => setParam(key === 'card' ? CARD_PARAM : columnParam(key), null)}
        />
        <ResourceContextProvider value={resource}>
          <ListContextProvider value={list}>
            {tableWanted && (
              <Card component="section" aria-labelledby={`${resource}-results`} hidden={!expanded}>
                <Typography id={`${resource}-results`} variant="h6" component="h2" sx={{ p: 1 }}>
                  {RESULTS_TITLE}
                </Typography>
                <ColumnFilters
                  columns={config.columns}
                  filters={columnFilters}
                  onChange={onColumnFilter}
                />
                <ResultsTable config={config} resource={resource} onRowChanged={reloadSoon} />
              </Card>
            )}
            <SelectedBulkActions bulkPanel={bulkPanel} onDone={reload} />
          </ListContextProvider>
        </ResourceContextProvider>
      </Stack>
    </Box>
  );
};
