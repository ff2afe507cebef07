// src/lists/useLocalList.ts with `syncWithLocation`: sort and page in the query string, the
// screen's filters beside them, a prefix per table; without the option nothing reaches the URL.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useListParams, useLocalList } from '../../src/lists/useLocalList';
import { AdminTestContext } from './utils';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), n: i + 1 }));
const sort = { field: 'n', order: 'ASC' } as const;

const wrapperAt =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <AdminTestContext>{children}</AdminTestContext>
    </MemoryRouter>
  );

const useTwoTables = () => {
  const base = { data: rows, isPending: false, perPage: 10, sort, syncWithLocation: true };
  const a = useLocalList({ ...base, resource: 'a' });
  const b = useLocalList({ ...base, resource: 'b', paramPrefix: 'b.' });
  const [filters, setFilter] = useListParams(['q'], { paramPrefix: 'b.' });
  return { a, b, filters, setFilter, search: useLocation().search };
};

describe('useLocalList with syncWithLocation', () => {
  it('reads sort and page from the URL, each table under its prefix', () => {
    const { result } = renderHook(useTwoTables, {
      wrapper: wrapperAt('/x?order=DESC&page=2&b.sort=n&b.page=3&b.q=abc'),
    });
    expect(result.current.a.page).toBe(2);
    expect(result.current.a.sort).toEqual({ field: 'n', order: 'DESC' });
    expect(result.current.a.data?.map((r) => r.n)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(result.current.b.page).toBe(3);
    expect(result.current.b.data?.map((r) => r.n)).toEqual([21, 22, 23, 24, 25]);
    expect(result.current.filters).toEqual({ q: 'abc' });
  });

  it('writes page and sort (defaults left out); a filter goes back to page 1', () => {
    const { result } = renderHook(useTwoTables, { wrapper: wrapperAt('/x') });
    act(() => result.current.b.setPage(2));
    expect(result.current.search).toBe('?b.page=2');
    act(() => result.current.a.setSort({ field: 'n', order: 'DESC' }));
    expect(result.current.search).toBe('?b.page=2&order=DESC');
    act(() => result.current.a.setPage(3));
    act(() => result.current.a.setSort({ field: 'n', order: 'ASC' }));
    expect(result.current.search).toBe('?b.page=2');
    act(() => result.current.setFilter('q', 'seat'));
    expect(result.current.search).toBe('?b.q=seat');
    expect(result.current.b.page).toBe(1);
    act(() => result.current.setFilter('q', ''));
    expect(result.current.search).toBe('');
  });

  it('shows the last page when the URL names one past the end', () => {
    const { result } = renderHook(useTwoTables, { wrapper: wrapperAt('/x?page=9') });
    expect(result.current.a.page).toBe(3);
    expect(result.current.a.data?.map((r) => r.n)).toEqual([21, 22, 23, 24, 25]);
  });

  it('keeps paging in memory without the option', () => {
    const { result } = renderHook(
      () => ({
        list: useLocalList({ data: rows, isPending: false, perPage: 10, sort, resource: 'm' }),
        search: useLocation().search,
      }),
      { wrapper: wrapperAt('/x?page=2') },
    );
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.setPage(3));
    expect(result.current.list.page).toBe(3);
    expect(result.current.search).toBe('?page=2');
  });
});

describe('useListParams', () => {
  /** Every render's shown filter, the address's query and whether the address is behind. */
  const renders: [string | null, string, boolean][] = [];
  const useFilter = () => {
    const [values, set, behind] = useListParams(['filtro']);
    const { search } = useLocation();
    renders.push([values.filtro, search, behind]);
    return { set, navigate: useNavigate() };
  };

  it("draws the new value in the click's own render; the URL (back to page 1) follows", () => {
    renders.length = 0;
    const { result } = renderHook(useFilter, { wrapper: wrapperAt('/x?filtro=VN&page=3') });
    act(() => result.current.set('filtro', 'VO'));
    const afterClick = renders.slice(1);
    expect(afterClick[0]).toEqual(['VO', '?filtro=VN&page=3', true]);
    expect(afterClick.at(-1)).toEqual(['VO', '?filtro=VO', false]);
  });

  it('follows the URL when it moves some other way (back, a link)', () => {
    renders.length = 0;
    const { result } = renderHook(useFilter, { wrapper: wrapperAt('/x?filtro=VN') });
    act(() => result.current.set('filtro', null));
    expect(renders.at(-1)).toEqual([null, '', false]);
    act(() => void result.current.navigate('/x?filtro=KM0'));
    expect(renders.at(-1)).toEqual(['KM0', '?filtro=KM0', false]);
  });
});
