// Demo notifications: what syncs and exports report to the bell.
import type { Notification, Severity } from '../../src/domain/types.js';
import type { NewDoc } from '../db/index.js';
import notificationsData from './notifications.json' with { type: 'json' };

type Entry = [
  text: string,
  severity: Severity,
  action: string,
  site: string,
  itemsUpdated?: number,
];

// The entries themselves are the data file notifications.json.
// JSON infers plain arrays, not these tuples: the file is trusted as written, hence the cast.
const ENTRIES = notificationsData as Entry[];

/** Unread: the ten newest entries except two, plus two older ones, so the bell has history. */
const UNREAD = new Set([0, 1, 2, 3, 5, 6, 8, 9, 13, 16]);

/** Newest first, about seven hours apart, ending a few minutes before `now`. */
export function demoNotifications(now: Date): NewDoc<Notification>[] {
  return ENTRIES.map(([text, severity, action, site, itemsUpdated], index) => ({
    text,
    severity,
    reading: !UNREAD.has(index),
    action,
    site,
    createdAt: new Date(
      now.getTime() - (5 + index * 7 * 60 + (index % 3) * 13) * 60_000,
    ).toISOString(),
    metaData: itemsUpdated === undefined ? {} : { itemsUpdated },
  }));
}
