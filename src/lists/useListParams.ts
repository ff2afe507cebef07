// A synced list's screen filters in the address (?filtro=VO&q=seat), beside the list's own sort
// and page (src/lists/useLocalList.ts): drawn at once, written after the frame (see
// useListParams).
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { afterPaint } from './afterPaint';
import { PAGE_PARAM, usePrefixedParams, waitingWrites } from './addressParams';

type ParamValues<K extends string> = Record<K, string | null>;

/** The key a set of values makes: equal keys, equal values as the URL holds them. */
const keyOf = <K extends string>(names: readonly K[], values: ParamValues<K>) =>
  names.map((name) => `${name}=${values[name] ?? ''}`).join('&');

/** `values` as first given with this key: equal values keep one object (memos built on them hold). */
const useSameValues = <K extends string>(values: ParamValues<K>, key: string) =>
  // eslint-disable-next-line react-hooks/exhaustive-deps -- same key, same values
  useMemo(() => values, [key]);

/** The parameters as the URL holds them, the key they make, and a setter back to page 1. */
const useUrlParams = <K extends string>(names: readonly K[], paramPrefix: string) => {
  const { get, set } = usePrefixedParams(paramPrefix);
  const values = Object.fromEntries(names.map((name) => [name, get(name)])) as ParamValues<K>;
  const key = keyOf(names, values);
  const stable = useSameValues(values, key);
  const setValues = useCallback(
    (next: ParamValues<K>) => set({ ...next, [PAGE_PARAM]: null }),
    [set],
  );
  return { values: stable, key, setValues };
};

/**
 * Values drawn ahead of the URL: the URL key they were first set over, and the keys written for
 * them since (the URL keys they come through are those).
 */
interface Shown<K extends string> {
  values: ParamValues<K>;
  from: string;
  written: readonly string[];
}

const cameThrough = <K extends string>(shown: Shown<K>, key: string) =>
  shown.from === key || shown.written.includes(key);

/**
 * A synced list's screen filters, kept in the URL beside its sort and page (see the header):
 * the values by name (null when absent), a setter that also goes back to page 1, and whether
 * a value shown is ahead of the URL.
 *
 * A new value is drawn in the click's own render; the URL follows once that frame is on screen:
 * writing it (the browser's history, ~10 ms) re-renders everything under the router (the
 * layout, the menu, the bell), and a filter switch used to wait for all of it. Changes made
 * before the write (typing) go in one write with every value shown, in the router's transition;
 * while the URL is behind the list shows its first page (useLocalList's `firstPage`), and the
 * write takes it back to page 1. If the URL moves some other way (back, forward, a link) it is
 * what shows, and a write not made yet is dropped; so is one of a screen left before it.
 */
export const useListParams = <K extends string>(
  givenNames: readonly K[],
  { paramPrefix = '' }: { paramPrefix?: string } = {},
): [ParamValues<K>, (name: K, value: string | null) => void, boolean] => {
  // The same names, the same array (a screen may pass a new one on every render).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- same names, same array
  const names = useMemo(() => givenNames, [givenNames.join('&')]);
  const { values: inUrl, key: urlKey, setValues: setInUrl } = useUrlParams(names, paramPrefix);
  const [shown, setShown] = useState<Shown<K> | null>(null);
  const caughtUp =
    shown !== null && keyOf(names, shown.values) === urlKey && shown.written.includes(urlKey);
  const ahead = shown !== null && !caughtUp && cameThrough(shown, urlKey);
  if (shown && !ahead) setShown(null);

  // What the write will put in the URL, the URL as last drawn (the setter stays the same
  // function: a switch draws only what it changes), and the write waiting for the frame.
  const latest = useRef<Shown<K> | null>(null);
  const url = useRef({ key: urlKey, values: inUrl, write: setInUrl });
  const pending = useRef<{ write: () => void; cancel: () => void } | null>(null);
  const drop = useCallback(() => {
    if (!pending.current) return;
    pending.current.cancel();
    waitingWrites.delete(pending.current.write);
    pending.current = null;
  }, []);
  useLayoutEffect(() => {
    url.current = { key: urlKey, values: inUrl, write: setInUrl };
    latest.current = ahead ? shown : null;
    if (!ahead) drop();
  });
  useEffect(() => drop, [drop]);

  const setValue = useCallback(
    (name: K, value: string | null) => {
      const { key: urlKey, values: inUrl } = url.current;
      setShown((prev) => {
        const base =
          prev && cameThrough(prev, urlKey) ? prev : { values: inUrl, from: urlKey, written: [] };
        return { ...base, values: { ...base.values, [name]: value } };
      });
      // The same values for the write, before the render (an urgent write may come first).
      const before = latest.current ?? { values: inUrl, from: urlKey, written: [] };
      latest.current = { ...before, values: { ...before.values, [name]: value } };
      if (pending.current) return;
      // After the frame, in the router's transition; made at once (urgent) when another write
      // of the address comes first.
      const writeNow = (urgent: boolean) => {
        drop();
        const values = latest.current?.values;
        if (!values) return;
        const key = keyOf(names, values);
        const write = () => {
          setShown((prev) => (prev ? { ...prev, written: [...prev.written, key] } : prev));
          url.current.write(values);
        };
        if (urgent) write();
        else startTransition(write);
      };
      const write = () => writeNow(true);
      pending.current = { write, cancel: afterPaint(() => writeNow(false)) };
      waitingWrites.add(write);
    },
    [names, drop],
  );
  // The values drawn keep their object while they stay the same: when the URL catches up with
  // values drawn ahead of it, the screen's filters (and what it filters with them: 65,000
  // vehicles on a stock dashboard) are not worked out again.
  const drawn = ahead ? shown.values : inUrl;
  return [useSameValues(drawn, keyOf(names, drawn)), setValue, ahead];
};
