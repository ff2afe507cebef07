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
import { useCallback, useMemo, useState } from 'react';
import {
  useRecordSelection,
  type GetDataOptions,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { sortRecords } from '../dataProvider/collectionQuery';

const noop = () => undefined;

export interface UseLocalListOptions<R extends RaRecord> {
  data: readonly R[];
  isPending: boolean;
  perPage: number;
  sort: SortPayload;
  /** Where the selection is kept (`{resource}.selectedIds` in react-admin's store). */
  resource: string;
}

export const useLocalList = <R extends RaRecord>({
  data,
  isPending,
  perPage: initialPerPage,
  sort: initialSort,
  resource,
}: UseLocalListOptions<R>): ListControllerResult<R> => {
  const [perPage, setPerPage] = useState(initialPerPage);
  const [sort, setSortState] = useState<SortPayload>(initialSort);
  // The page chosen, with the rows it was chosen in: new rows (another filter, the search)
  // show their first page.
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
      // The page filters the rows itself; the list has no filters of its own.
      filterValues: {},
      displayedFilters: {},
      setFilters: noop,
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
  ]);
};
