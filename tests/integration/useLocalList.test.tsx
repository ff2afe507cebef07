// src/lists/useLocalList.ts with `syncWithLocation`: sort and page in the query string, the
// screen's filters beside them, a prefix per table; without the option nothing reaches the URL.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useListParams } from '../../src/lists/useListParams';
import { useLocalList } from '../../src/lists/useLocalList';
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
  const [filters, setFilter, behind] = useListParams(['q'], { paramPrefix: 'b.' });
  const b = useLocalList({ ...base, resource: 'b', paramPrefix: 'b.', firstPage: behind });
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

  it('writes page and sort (defaults left out); a filter goes back to page 1', async () => {
    const { result } = renderHook(useTwoTables, { wrapper: wrapperAt('/x') });
    act(() => result.current.b.setPage(2));
    expect(result.current.search).toBe('?b.page=2');
    act(() => result.current.a.setSort({ field: 'n', order: 'DESC' }));
    expect(result.current.search).toBe('?b.page=2&order=DESC');
    act(() => result.current.a.setPage(3));
    act(() => result.current.a.setSort({ field: 'n', order: 'ASC' }));
    expect(result.current.search).toBe('?b.page=2');
    act(() => result.current.setFilter('q', 'seat'));
    // The list shows its first page at once; the URL follows once the frame is drawn.
    expect(result.current.b.page).toBe(1);
    await waitFor(() => expect(result.current.search).toBe('?b.q=seat'));
    expect(result.current.b.page).toBe(1);
    act(() => result.current.setFilter('q', ''));
    await waitFor(() => expect(result.current.search).toBe(''));
  });

  it('keeps a page chosen right after a filter: the filter is written first', async () => {
    const { result } = renderHook(useTwoTables, { wrapper: wrapperAt('/x?b.page=3') });
    act(() => result.current.setFilter('q', 'a'));
    expect(result.current.b.page).toBe(1);
    act(() => result.current.b.setPage(2));
    expect(result.current.search).toBe('?b.q=a&b.page=2');
    expect(result.current.b.page).toBe(2);
    // In one go too (no render between them).
    act(() => {
      result.current.setFilter('q', 'b');
      result.current.b.setPage(3);
    });
    expect(result.current.search).toBe('?b.q=b&b.page=3');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.search).toBe('?b.q=b&b.page=3');
    expect(result.current.filters).toEqual({ q: 'b' });
    expect(result.current.b.page).toBe(3);
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
  /** Every render's shown values, the address's query and whether the address is behind. */
  const renders: [string | null, string, boolean][] = [];
  /** Each query string the address held, in turn. */
  const addresses: string[] = [];
  const useFilter = () => {
    const [values, set, behind] = useListParams(['filtro', 'q']);
    const { search } = useLocation();
    renders.push([values.filtro, search, behind]);
    if (addresses.at(-1) !== search) addresses.push(search);
    return { values, set, navigate: useNavigate() };
  };
  const start = (url: string) => {
    renders.length = 0;
    addresses.length = 0;
    return renderHook(useFilter, { wrapper: wrapperAt(url) }).result;
  };
  const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it("draws the new value in the click's own render; the URL (back to page 1) follows", async () => {
    const result = start('/x?filtro=VN&page=3');
    act(() => result.current.set('filtro', 'VO'));
    // The click's render, and nothing else until the frame is drawn: the URL is behind.
    expect(renders.slice(1)).toEqual([['VO', '?filtro=VN&page=3', true]]);
    await waitFor(() => expect(renders.at(-1)).toEqual(['VO', '?filtro=VO', false]));
    expect(addresses).toEqual(['?filtro=VN&page=3', '?filtro=VO']);
  });

  it('makes one write of every change made before it, and never shows an older value', async () => {
    const result = start('/x?filtro=VN');
    const typed = ['p', 'pe', 'peu'];
    for (const q of typed) act(() => result.current.set('q', q));
    act(() => result.current.set('filtro', 'VO'));
    expect(result.current.values).toEqual({ filtro: 'VO', q: 'peu' });
    await waitFor(() => expect(addresses.at(-1)).toBe('?filtro=VO&q=peu'));
    expect(addresses).toEqual(['?filtro=VN', '?filtro=VO&q=peu']);
    expect(renders.at(-1)).toEqual(['VO', '?filtro=VO&q=peu', false]);
    // Typing on while a write is landing: the value shown is always the last one typed.
    const shownQ: (string | null)[] = [];
    for (const q of ['peug', 'peuge', 'peugeot']) {
      act(() => result.current.set('q', q));
      shownQ.push(result.current.values.q);
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
      shownQ.push(result.current.values.q);
    }
    await waitFor(() => expect(addresses.at(-1)).toBe('?filtro=VO&q=peugeot'));
    expect(shownQ).toEqual(['peug', 'peug', 'peuge', 'peuge', 'peugeot', 'peugeot']);
    expect(result.current.values.q).toBe('peugeot');
  });

  it('keeps the first page shown when a value goes back to the one in the URL before the write', async () => {
    const result = start('/x?filtro=VN&page=3');
    act(() => result.current.set('filtro', 'VO'));
    act(() => result.current.set('filtro', 'VN'));
    expect(renders.at(-1)).toEqual(['VN', '?filtro=VN&page=3', true]);
    await waitFor(() => expect(renders.at(-1)).toEqual(['VN', '?filtro=VN', false]));
  });

  it('follows the URL when it moves some other way (back, a link), dropping a write not made', async () => {
    const result = start('/x?filtro=VN');
    act(() => result.current.set('filtro', null));
    await waitFor(() => expect(renders.at(-1)).toEqual([null, '', false]));
    act(() => void result.current.navigate('/x?filtro=KM0'));
    expect(renders.at(-1)).toEqual(['KM0', '?filtro=KM0', false]);
    act(() => result.current.set('filtro', 'VO'));
    act(() => void result.current.navigate('/x?filtro=VN'));
    expect(renders.at(-1)).toEqual(['VN', '?filtro=VN', false]);
    await frame();
    expect(renders.at(-1)).toEqual(['VN', '?filtro=VN', false]);
  });

  it('keeps the values drawn ahead as the same object when the URL catches up with them', async () => {
    const result = start('/x?filtro=VN');
    act(() => result.current.set('filtro', 'VO'));
    const drawn = result.current.values;
    await waitFor(() => expect(renders.at(-1)).toEqual(['VO', '?filtro=VO', false]));
    expect(result.current.values).toBe(drawn);
    // Values that change are a new object.
    act(() => result.current.set('q', 'seat'));
    expect(result.current.values).not.toBe(drawn);
    expect(result.current.values).toEqual({ filtro: 'VO', q: 'seat' });
  });

  it('keeps its setter while the names stay the same (a new array too), the URL written or not', async () => {
    const { result, rerender } = renderHook(
      () => ({ set: useListParams(['filtro', 'q'])[1], search: useLocation().search }),
      { wrapper: wrapperAt('/x') },
    );
    const first = result.current.set;
    rerender();
    expect(result.current.set).toBe(first);
    act(() => result.current.set('filtro', 'VO'));
    await waitFor(() => expect(result.current.search).toBe('?filtro=VO'));
    expect(result.current.set).toBe(first);
  });

  const screenAt = (url: string) => {
    const at: { path?: string; set?: (value: string) => void; go?: (to: string) => void } = {};
    const Screen = () => {
      const [, set] = useListParams(['filtro']);
      at.set = (value) => set('filtro', value);
      return null;
    };
    const Where = () => {
      const location = useLocation();
      at.path = location.pathname + location.search;
      at.go = useNavigate();
      return null;
    };
    render(
      <MemoryRouter initialEntries={[url]}>
        <AdminTestContext>
          <Where />
          <Routes>
            <Route path="/x" element={<Screen />} />
            <Route path="/y" element={null} />
          </Routes>
        </AdminTestContext>
      </MemoryRouter>,
    );
    return at;
  };

  it('leaves the address as it is when the screen goes before the URL is written', async () => {
    const at = screenAt('/x');
    act(() => {
      at.set?.('VO');
      at.go?.('/y');
    });
    await frame();
    expect(at.path).toBe('/y');
  });

  it('writes at once when a pointer is pressed first (a row opened right after a filter)', () => {
    const at = screenAt('/x?filtro=VN');
    act(() => at.set?.('VO'));
    expect(at.path).toBe('/x?filtro=VN');
    act(() => void fireEvent.pointerDown(document.body));
    expect(at.path).toBe('/x?filtro=VO');
  });
});
