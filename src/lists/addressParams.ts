// The address's query string as the lists keep their view in it (src/lists/useLocalList.ts,
// ./useListParams.ts): parameters read and written under a prefix, replacing the history entry,
// several writes before the next render building on each other, and the screen filters drawn but
// not yet written made before any other write.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_PARAM = 'page';

type ParamChanges = Record<string, string | null>;

/** The last query string written, and the one it was written over (same render's copy). */
let latestWrite: { from: string; to: string } | null = null;

/**
 * Screen filters drawn but not yet written (useListParams): each writes itself when called. Any
 * other write of the address (the table's page or sort) makes them first, so it builds on them
 * (a page chosen right after a filter is not undone by the filter's write going back to page 1).
 */
export const waitingWrites = new Set<() => void>();
const writeWaiting = () => [...waitingWrites].forEach((write) => write());

/** Reads and writes query-string parameters under a prefix, replacing the history entry. */
export const usePrefixedParams = (paramPrefix: string) => {
  const [params, setParams] = useSearchParams();
  // Once the address holds the last write, later writes build on the address again.
  const shown = params.toString();
  useEffect(() => {
    if (latestWrite?.to === shown) latestWrite = null;
  }, [shown]);
  const get = useCallback((name: string) => params.get(paramPrefix + name), [params, paramPrefix]);
  const set = useCallback(
    (changes: ParamChanges) => {
      writeWaiting();
      setParams(
        (current) => {
          // Several writes before the next render (a card, then the table's page) build on
          // each other, not on the render's copy, so none is lost.
          const next = new URLSearchParams(
            latestWrite && latestWrite.from === current.toString() ? latestWrite.to : current,
          );
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(paramPrefix + name);
            else next.set(paramPrefix + name, value);
          }
          latestWrite = { from: current.toString(), to: next.toString() };
          return next;
        },
        { replace: true },
      );
    },
    [setParams, paramPrefix],
  );
  return { get, set };
};
