// A react-admin ListContext over rows a screen already holds (the Stock Quiter table, the
// import files, the portal comparison): sorted and paged here; the screen filters its rows
// itself. `data` must keep its identity while it does not change (a useMemo): new rows show
// their first page.
//
// Why not react-admin's useList: it compares its data by value on every render
// (JSON.stringify of every row, as an effect dependency) and pages in an effect, so each
// render of a 10,000-row table paid tens of milliseconds before a selection click, a filter
// or a page change showed, and every change rendered twice. Here a page is one slice of a
// memoised sort, computed while rendering. Selection is react-admin's own
// (useRecordSelection), kept per resource in its store as useList keeps it.
import { useCallback, useMemo, useState } from 'react';
import {
  useRecordSelection,
  type GetDataOptions,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';

/** Orders records by one field as react-admin's useList does (`>`/`<`), stably, as a copy. */
export const sortRecords = <R extends RaRecord>(records: readonly R[], sort: SortPayload): R[] => {
  const copy = records.slice();
  if (!sort.field) return copy;
  const field = sort.field as keyof R;
  const direction = sort.order === 'DESC' ? -1 : 1;
  return copy.sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x > y) return direction;
    if (x < y) return -direction;
    return 0;
  });
};

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
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPerPage);
  const [sort, setSortState] = useState<SortPayload>(initialSort);
  // New rows (another filter, the search) show their first page, in the same render.
  const [rowsOfPage, setRowsOfPage] = useState(data);
  if (rowsOfPage !== data) {
    setRowsOfPage(data);
    setPage(1);
  }
  const setSort = useCallback((next: SortPayload) => {
    setSortState(next);
    setPage(1);
  }, []);

  const [selectedIds, selection] = useRecordSelection<R>({ resource });
  const onUnselectItems = useCallback(
    (fromAllStoreKeys?: boolean) => selection.unselect(selectedIds, fromAllStoreKeys),
    [selection, selectedIds],
  );
  const onSelectAll = useCallback(
    () => selection.select(data.map((record) => record.id)),
    [data, selection],
  );

  const sorted = useMemo(() => sortRecords(data, sort), [data, sort]);
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
    perPage,
    selectedIds,
    selection,
    onUnselectItems,
    onSelectAll,
    getData,
    resource,
  ]);
};
