// The notifications inbox on the server: one page of the list, filtered and
// sorted as react-admin asks (docs/API.md "Notifications"), and the pruning of old read
// notifications after the retention period.
import type { Notification } from '../../src/domain/types.js';
import type { Collection } from '../db/index.js';
import { foldText as fold } from '../text.js';

/** Fields a page may be sorted by; the default is the newest first. */
export const NOTIFICATION_SORT_FIELDS = [
  'createdAt',
  'reading',
  'severity',
  'text',
  'site',
  'action',
] as const;
export type NotificationSortField = (typeof NOTIFICATION_SORT_FIELDS)[number];

/** Rows of one page unless asked otherwise (the inbox's page), and the most asked. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export interface NotificationPageQuery {
  /** First row (0-based) and the row after the last (react-admin's range, json-server style). */
  start: number;
  end: number;
  sort: NotificationSortField;
  order: 'ASC' | 'DESC';
  reading?: boolean;
  q?: string;
}

/** Spanish order, numbers inside text by value. */
const spanish = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

const compareField = (field: NotificationSortField) => (a: Notification, b: Notification) => {
  const x = a[field];
  const y = b[field];
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  return spanish.compare(String(x ?? ''), String(y ?? ''));
};

/**
 * The rows of one page and the total of the filtered list. SQLite filters by `reading` and
 * orders by date (both indexed); the text search and the other sorts run here over what is
 * left, which retention keeps small (read ones are pruned).
 */
export async function notificationPage(
  notifications: Collection<Notification>,
  query: NotificationPageQuery,
): Promise<{ items: Notification[]; total: number }> {
  const newestFirst = await notifications.list({
    where: query.reading === undefined ? undefined : { reading: query.reading },
    sort: { field: 'createdAt', direction: 'desc' },
  });
  const needle = fold(query.q?.trim() ?? '');
  const matching = needle
    ? newestFirst.filter((n) =>
        [n.text, n.site, n.action, n.severity].some((value) => fold(value ?? '').includes(needle)),
      )
    : newestFirst;
  let sorted: Notification[];
  if (query.sort === 'createdAt') {
    sorted = query.order === 'DESC' ? matching : [...matching].reverse();
  } else {
    // Stable over the newest-first order: equal values keep the newest first.
    const direction = query.order === 'DESC' ? -1 : 1;
    const compare = compareField(query.sort);
    sorted = [...matching].sort((a, b) => compare(a, b) * direction);
  }
  return { items: sorted.slice(query.start, query.end), total: sorted.length };
}

/** How often a running server prunes (besides once at start). */
export const PRUNE_INTERVAL_MS = 3600 * 1000;

/**
 * Deletes the read notifications created more than `retentionDays` before `now`; unread ones
 * are never pruned. Answers the ids deleted.
 */
export async function pruneReadNotifications(
  notifications: Collection<Notification>,
  retentionDays: number,
  now: Date = new Date(),
): Promise<string[]> {
  const cutoff = now.getTime() - retentionDays * 24 * 3600 * 1000;
  const read = await notifications.list({
    where: { reading: true },
    sort: { field: 'createdAt', direction: 'asc' },
  });
  const expired = [];
  for (const n of read) {
    const created = Date.parse(n.createdAt);
    if (Number.isNaN(created)) continue; // an unreadable date is kept, not guessed at
    if (created >= cutoff) break;
    expired.push(n._id);
  }
  return expired.length ? notifications.deleteMany(expired) : [];
}
