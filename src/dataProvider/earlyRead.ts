// Large reads asked for while the console itself still loads (main.tsx, when the console is
// opened directly on their page: a bookmark, a reload), instead of once the page has mounted.
// At 10,000 vehicles the answer is most of the page's wait; the browser's six connections are
// then busy with the console's code, so the read is asked for first. The page's own read
// takes the answer (or its failure, which react-query's retry reads again), once, if fresh.
// An edit page whose record has already arrived draws it in its first render
// (`arrivedRecordOptions`), as the dashboard's cards do with their feeds (portalFeeds.ts).
import type { UseQueryOptions } from '@tanstack/react-query';
import { httpJson } from './http';

/** Older than this, an early answer is not used (the page reads again). */
const FRESH_MS = 10_000;

interface EarlyAnswer {
  at: number;
  answer: Promise<unknown>;
  /** The answer, once it has arrived (a failure leaves it unset: the read takes the error). */
  arrived?: { value: unknown };
}

const early = new Map<string, EarlyAnswer>();

/** Starts the GET of `path` (an API path, as httpJson takes it) unless one is fresh. */
export const readEarly = (path: string): void => {
  const known = early.get(path);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const entry: EarlyAnswer = { at: Date.now(), answer: httpJson<unknown>(path) };
  // A failure is handled by the read that takes it; until then it must not count as unhandled.
  entry.answer.then(
    (value) => (entry.arrived = { value }),
    () => undefined,
  );
  early.set(path, entry);
};

/** The fresh early answer of `path`, taken (once); with `onlyArrived`, only if it is here. */
const take = (path: string, onlyArrived = false): EarlyAnswer | undefined => {
  const entry = early.get(path);
  if (!entry || (onlyArrived && !entry.arrived)) return undefined;
  early.delete(path);
  return Date.now() - entry.at < FRESH_MS ? entry : undefined;
};

/** The early answer of `path`, once, if fresh; undefined otherwise. */
export const takeEarly = <T>(path: string): Promise<T> | undefined =>
  take(path)?.answer as Promise<T> | undefined;

/**
 * Options of an edit page's read of its record (react-query's, through react-admin's
 * `queryOptions`): the early answer of `path`, if it has arrived, shaped by `toRecord` as the
 * data provider's getOne shapes it, is the record from the page's first render, and counts as
 * fresh until read again (no second read as the page mounts). Not arrived yet, the page reads as
 * before (getOne takes the answer under way).
 */
export const arrivedRecordOptions = <R>(
  path: string,
  toRecord: (answer: unknown) => R | undefined,
): Pick<UseQueryOptions<R>, 'initialData' | 'staleTime'> => ({
  initialData: () => {
    const arrived = take(path, true)?.arrived;
    return arrived && toRecord(arrived.value);
  },
  staleTime: (query) => (query.state.dataUpdateCount === 0 ? FRESH_MS : 0),
});
