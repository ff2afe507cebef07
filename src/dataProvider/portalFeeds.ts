// The Quiter feed of a portal (GET /quiter/{portalId}), read by the dashboard's cards, the portal
// detail and the JSON files page. At sign-in the nine feeds are asked for at once (main.tsx), while
// the console still mounts; the dashboard's first read of each takes that answer instead of asking
// again.
import { PORTALS } from '../domain/portals';
import type { QuiterFeed } from '../domain/types';
import { httpJson } from './http';

/** An early answer older than this is not served: the page asking is not the dashboard's start. */
const EARLY_FEED_MS = 15_000;

let early: { at: number; feeds: Map<string, Promise<QuiterFeed>> } | null = null;

const fetchFeed = (portalId: string, signal?: AbortSignal) =>
  httpJson<QuiterFeed>(`/quiter/${encodeURIComponent(portalId)}`, { signal });

export const prefetchPortalFeeds = (): void => {
  const feeds = new Map(PORTALS.map((p) => [p.portalId, fetchFeed(p.portalId)] as const));
  // Handled by the read that takes it; until then it must not count as unhandled.
  for (const answer of feeds.values()) answer.catch(() => undefined);
  const asked = { at: Date.now(), feeds };
  early = asked;
  // Feeds no page took (the user went elsewhere) are not kept in memory.
  setTimeout(() => {
    if (early === asked) early = null;
  }, EARLY_FEED_MS);
};

/** The portal's feed: the early answer if one is waiting (taken once), else a fresh read. */
export const readPortalFeed = (portalId: string, signal?: AbortSignal): Promise<QuiterFeed> => {
  if (early && Date.now() - early.at > EARLY_FEED_MS) early = null;
  const answer = early?.feeds.get(portalId);
  if (!answer) return fetchFeed(portalId, signal);
  early?.feeds.delete(portalId);
  return answer;
};
