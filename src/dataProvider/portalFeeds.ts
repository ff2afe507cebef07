// The Quiter feed of a portal (GET /quiter/{portalId}), read by the dashboard's cards, the portal
// detail and the JSON files page. At sign-in (and when the console is opened on /dashboard) the
// nine feeds are asked for at once (main.tsx), while the console still mounts; the dashboard's
// first read of each takes that answer instead of asking again, and a card whose feed has
// already arrived is drawn with it in its first render (`arrivedFeedOptions`).
import type { UseQueryOptions } from '@tanstack/react-query';
import { PORTALS } from '../domain/portals';
import type { QuiterFeed } from '../domain/types';
import { httpJson } from './http';

/** An early answer older than this is not served: the page asking is not the dashboard's start. */
const EARLY_FEED_MS = 15_000;

interface EarlyFeed {
  answer: Promise<QuiterFeed>;
  /** The feed, once it has arrived (a failure leaves it unset: the read takes the error). */
  arrived?: QuiterFeed;
}

let early: { at: number; feeds: Map<string, EarlyFeed> } | null = null;

const fetchFeed = (portalId: string, signal?: AbortSignal) =>
  httpJson<QuiterFeed>(`/quiter/${encodeURIComponent(portalId)}`, { signal });

/** The record a portal's read answers: its feed, with the portal as id. */
export const portalFeedRecord = (portalId: string, feed: QuiterFeed) => ({ ...feed, id: portalId });
export type PortalFeedRecord = ReturnType<typeof portalFeedRecord>;

/** Asks for the nine feeds now; settles once all of them have answered (or failed). */
export const prefetchPortalFeeds = (): Promise<void> => {
  const feeds = new Map(
    PORTALS.map((p) => {
      const entry: EarlyFeed = { answer: fetchFeed(p.portalId) };
      // A failure is handled by the read that takes it; until then it must not count as
      // unhandled.
      entry.answer.then(
        (feed) => (entry.arrived = feed),
        () => undefined,
      );
      return [p.portalId, entry] as const;
    }),
  );
  const asked = { at: Date.now(), feeds };
  early = asked;
  // Feeds no page took (the user went elsewhere) are not kept in memory.
  setTimeout(() => {
    if (early === asked) early = null;
  }, EARLY_FEED_MS);
  return Promise.allSettled([...feeds.values()].map((e) => e.answer)).then(() => undefined);
};

/** The portal's early answer, taken (once) if still fresh. */
const takeEarly = (portalId: string, onlyArrived: boolean): EarlyFeed | undefined => {
  if (early && Date.now() - early.at > EARLY_FEED_MS) early = null;
  const entry = early?.feeds.get(portalId);
  if (!entry || (onlyArrived && !entry.arrived)) return undefined;
  early?.feeds.delete(portalId);
  return entry;
};

/** The portal's feed: the early answer if one is waiting (taken once), else a fresh read. */
export const readPortalFeed = (portalId: string, signal?: AbortSignal): Promise<QuiterFeed> =>
  takeEarly(portalId, false)?.answer ?? fetchFeed(portalId, signal);

/**
 * Options of a card's read (react-query's, through useGetOne): the early feed, if it has
 * arrived, is the card's data from its first render, and counts as fresh until read again (no
 * second request as the card mounts); a feed read later is stale at once, as without them.
 */
export const arrivedFeedOptions = (
  portalId: string,
): Pick<UseQueryOptions<PortalFeedRecord>, 'initialData' | 'staleTime'> => ({
  initialData: () => {
    const arrived = takeEarly(portalId, true)?.arrived;
    return arrived && portalFeedRecord(portalId, arrived);
  },
  staleTime: (query) => (query.state.dataUpdateCount === 0 ? EARLY_FEED_MS : 0),
});
