// Large reads asked for while the console itself still loads (main.tsx, when the console is
// opened directly on their page: a bookmark, a reload), instead of once the page has mounted.
// At 10,000 vehicles the answer is most of the page's wait; the browser's six connections are
// then busy with the console's code, so the read is asked for first. The page's own read
// takes the answer (or its failure, which react-query's retry reads again), once, if fresh.
import { httpJson } from './http';

/** Older than this, an early answer is not used (the page reads again). */
const FRESH_MS = 10_000;

const early = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts the GET of `path` (an API path, as httpJson takes it) unless one is fresh. */
export const readEarly = (path: string): void => {
  const known = early.get(path);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const answer = httpJson<unknown>(path);
  // Handled by the read that takes it; until then it must not count as unhandled.
  answer.catch(() => undefined);
  early.set(path, { at: Date.now(), answer });
};

/** The early answer of `path`, once, if fresh; undefined otherwise. */
export const takeEarly = <T>(path: string): Promise<T> | undefined => {
  const entry = early.get(path);
  early.delete(path);
  return entry && Date.now() - entry.at < FRESH_MS ? (entry.answer as Promise<T>) : undefined;
};
