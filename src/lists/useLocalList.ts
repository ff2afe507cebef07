// A react-admin ListContext over rows a screen already holds (the Stock Quiter table, the
// import files, the portal comparison): sorted and paged here; the screen filters its rows
// itself. `data` must keep its identity while it does not change (a useMemo): new rows show
// their first page.
//
// Why not react-admin's useList: it compares its data by value on every render
// (JSON.stringify of every row, as an effect dependency) and pages in an effect, so each
// render of a 10,000-row table paid tens of milliseconds before a selection click, a filter
// or a page change showed, and every change rendered twice. Here a page is one slice of a
// memoised sort (collectionQuery's, as for every list of the console), computed while
// rendering. Selection is react-admin's own (useRecordSelection), kept per resource in its
// store as useList keeps it.
//
// URL state (back from a record, a reload or a shared link shows the same view):
//
//   const list = useLocalList({ data, isPending, perPage: 10, sort, resource,
//                               syncWithLocation: true, paramPrefix: '' });
//   const [filters, setFilter, urlBehind] = useListParams(['filtro', 'q']);
//   … useLocalList({ …, firstPage: urlBehind })
//
// With `syncWithLocation` the list keeps its sort and page in the query string
// (?sort=idv&order=DESC&page=3; defaults are left out) instead of in memory, and `data` may
// change (a reload, a live update) without sending it back to page 1; a page past the end
// shows the last one. The screen keeps its own filters beside them (./useListParams.ts):
// setFilter('q', 'cupra') writes ?q=cupra ('' or null removes it) and goes back to page 1.
// `paramPrefix` is put before every name (e.g. 'cmp.' → ?cmp.page=2) so two tables on one
// screen keep apart; `sort`, `order` and `page` (with the prefix) are the list's own names.
// URL writes replace the history entry: 'back' leaves the screen, as it would anyway.
import { useCallback, useMemo, useState } from 'react';
import {
  useRecordSelection,
  type FilterPayload,
  type GetDataOptions,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { sortRecords } from '../dataProvider/collectionQuery';
import { PAGE_PARAM, usePrefixedParams } from './addressParams';

const noop = () => undefined;
const NO_FILTER: FilterPayload = {};

export interface UseLocalListOptions<R extends RaRecord> {
  data: readonly R[];
  isPending: boolean;
  perPage: number;
  sort: SortPayload;
  /** Where the selection is kept (`{resource}.selectedIds` in react-admin's store). */
  resource: string;
  /** Keep sort and page in the URL's query string (see the header); fixed for the list's life. */
  syncWithLocation?: boolean;
  /** Put before each of its query-string names (see the header). */
  paramPrefix?: string;
  /**
   * Show the first page whatever the URL says: the screen's filter has just changed and the
   * URL (page 1) follows in the router's transition (useListParams' third value).
   */
  firstPage?: boolean;
  /**
   * A filter that chooses which rows the screen loads (the Coches.net account): the list
   * context's `filterValues` and `setFilters`, so filter components work as in any list.
   * Without it the list has no filters of its own (the screen filters its rows itself).
   */
  filter?: { values: FilterPayload; set: (values: FilterPayload) => void };
}

const SORT_PARAM = 'sort';
const ORDER_PARAM = 'order';

/**
 * The page (1-based) of a table that is not a react-admin list (a data grid), kept in the address
 * as the lists keep theirs (?page=2; page 1 leaves the address without it).
 */
export const useAddressPage = (): [number, (page: number) => void] => {
  const { get, set } = usePrefixedParams('');
  const page = Math.max(1, Math.floor(Number(get(PAGE_PARAM)) || 1));
  const setPage = useCallback(
    (next: number) => set({ [PAGE_PARAM]: next > 1 ? String(next) : null }),
    [set],
  );
  return [page, setPage];
};

/** Sort and page in memory: new rows (another filter, the search) show their first page. */
const useMemoryPaging = (data: readonly RaRecord[], initialSort: SortPayload) => {
  const [sort, setSortState] = useState<SortPayload>(initialSort);
  // The page chosen, with the rows it was chosen in.
  const [chosen, setChosen] = useState({ rows: data, page: 1 });
  const page = chosen.rows === data ? chosen.page : 1;
  const setPage = useCallback((next: number) => setChosen({ rows: data, page: next }), [data]);
  const setSort = useCallback(
    (next: SortPayload) => {
      setSortState(next);
      setChosen({ rows: data, page: 1 });
    },
    [data],
  );
  return { sort, setSort, page, setPage };
};

/** Sort and page in the query string (syncWithLocation). */
const useLocationPaging = (
  _data: readonly RaRecord[],
  initialSort: SortPayload,
  paramPrefix: string,
) => {
  const { get, set } = usePrefixedParams(paramPrefix);
  const field = get(SORT_PARAM);
  const order = get(ORDER_PARAM);
  const sort = useMemo(
    (): SortPayload =>
      field
        ? { field, order: order === 'DESC' ? 'DESC' : 'ASC' }
        : order
          ? { ...initialSort, order: order === 'DESC' ? 'DESC' : 'ASC' }
          : initialSort,
    [field, order, initialSort],
  );
  const page = Math.max(1, Math.floor(Number(get(PAGE_PARAM))) || 1);
  const setPage = useCallback(
    (next: number) => set({ [PAGE_PARAM]: next > 1 ? String(next) : null }),
    [set],
  );
  const setSort = useCallback(
    (next: SortPayload) => {
      const isDefault = next.field === initialSort.field;
      set({
        [SORT_PARAM]: isDefault ? null : next.field,
        [ORDER_PARAM]: isDefault && next.order === initialSort.order ? null : next.order,
        [PAGE_PARAM]: null,
      });
    },
    [set, initialSort],
  );
  return { sort, setSort, page, setPage };
};

export const useLocalList = <R extends RaRecord>({
  data,
  isPending,
  perPage: initialPerPage,
  sort: initialSort,
  resource,
  syncWithLocation = false,
  paramPrefix = '',
  firstPage = false,
  filter,
}: UseLocalListOptions<R>): ListControllerResult<R> => {
  const [perPage, setPerPage] = useState(initialPerPage);
  // One of the two, chosen by an option a list keeps for its whole life: a list kept in memory
  // does not follow the address (each URL write would draw it again).
  const usePaging = syncWithLocation ? useLocationPaging : useMemoryPaging;
  const paging = usePaging(data, initialSort, paramPrefix);
  const { sort, setSort } = paging;

  const [selectedIds, selection] = useRecordSelection<R>({ resource });
  const onUnselectItems = useCallback(
    (fromAllStoreKeys?: boolean) => selection.unselect(selectedIds, fromAllStoreKeys),
    [selection, selectedIds],
  );
  const onSelectAll = useCallback(
    () => selection.select(data.map((record) => record.id)),
    [data, selection],
  );

  // The console's one sort (Spanish order, blanks last); it never changes `data`.
  const sorted = useMemo(() => sortRecords(data as R[], sort), [data, sort]);
  // A page past the end (fewer rows than when it was chosen) shows the last one.
  const lastPage = Math.max(1, Math.ceil(sorted.length / perPage));
  const chosenPage = firstPage ? 1 : paging.page;
  const page = isPending ? chosenPage : Math.min(chosenPage, lastPage);
  const { setPage } = paging;
  const pageData = useMemo(
    () => sorted.slice((page - 1) * perPage, page * perPage),
    [sorted, page, perPage],
  );
  const getData = useCallback(
    async ({ maxResults }: GetDataOptions = {}) =>
      maxResults != null ? sorted.slice(0, maxResults) : sorted,
    [sorted],
  );

  return useMemo((): ListControllerResult<R> => {
    const base = {
      sort,
      setSort,
      page,
      setPage,
      perPage,
      setPerPage,
      hasPreviousPage: page > 1,
      hasNextPage: page * perPage < sorted.length,
      selectedIds,
      onSelect: selection.select,
      onToggleItem: selection.toggle,
      onUnselectItems,
      onSelectAll,
      getData,
      filterValues: filter?.values ?? NO_FILTER,
      displayedFilters: {},
      setFilters: filter?.set ?? noop,
      showFilter: noop,
      hideFilter: noop,
      refetch: noop,
      resource,
      defaultTitle: '',
      isFetching: false,
      isLoading: isPending,
    };
    return isPending
      ? { ...base, data: undefined, total: undefined, meta: undefined, error: null, isPending }
      : { ...base, data: pageData, total: sorted.length, error: null, isPending };
  }, [
    isPending,
    pageData,
    sorted,
    sort,
    setSort,
    page,
    setPage,
    perPage,
    selectedIds,
    selection,
    onUnselectItems,
    onSelectAll,
    getData,
    resource,
    filter?.values,
    filter?.set,
  ]);
};
