// Reading the history: one vehicle's entries, or the whole log filtered by user, channel,
// entity, days and text, newest first and paged; and the pruning of entries older than the
// retention period (the only deletion there is).
import type { Collection, ListOptions } from '../db/index.js';
import { foldText as fold } from '../text.js';
import type { AuditEntity, AuditEntry } from './types.js';

export interface AuditFilter {
  idv?: string;
  /** A user's id or e-mail. */
  user?: string;
  channel?: string;
  entity?: AuditEntity;
  /** First and last day (YYYY-MM-DD, both included) in the business time zone. */
  from?: string;
  to?: string;
  /** Text in the message (case and accents ignored). */
  q?: string;
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function dayIn(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (iso) => format.format(new Date(iso));
}

/** Whether an entry passes the filters the database could not apply. */
function matcher(filter: AuditFilter, timeZone: string): (entry: AuditEntry) => boolean {
  const user = filter.user?.toLowerCase();
  const needle = filter.q ? fold(filter.q.trim()) : '';
  const day = dayIn(timeZone);
  return (entry) =>
    (!filter.idv || entry.idv === filter.idv) &&
    (!filter.channel || entry.channel === filter.channel) &&
    (!filter.entity || entry.entity === filter.entity) &&
    (!user || entry.user.id === filter.user || entry.user.email.toLowerCase() === user) &&
    (!filter.from || day(entry.at) >= filter.from) &&
    (!filter.to || day(entry.at) <= filter.to) &&
    (!needle || fold(entry.message).includes(needle));
}

const isUnfiltered = (filter: AuditFilter) => Object.values(filter).every((v) => v === undefined);

/**
 * The entries from `start` to `end` (exclusive) of the filtered history, newest first (the
 * entries of one write in reverse order of writing), and the filtered total.
 */
export async function auditPage(
  entries: Collection<AuditEntry>,
  filter: AuditFilter,
  range: { start: number; end: number; order: 'ASC' | 'DESC' },
  timeZone: string,
): Promise<{ items: AuditEntry[]; total: number }> {
  const sort = { field: 'at', direction: range.order === 'ASC' ? 'asc' : 'desc' } as const;
  if (isUnfiltered(filter)) {
    // The whole log's pages straight from the index: only the rows shown are read.
    const [items, total] = await Promise.all([
      entries.list({ sort, limit: range.end }),
      entries.count(),
    ]);
    return { items: items.slice(range.start), total };
  }
  const all = await matchingEntries(entries, filter, timeZone, sort.direction);
  return { items: all.slice(range.start, range.end), total: all.length };
}

/** Every entry the filter takes, newest first unless asked otherwise. */
export async function matchingEntries(
  entries: Collection<AuditEntry>,
  filter: AuditFilter,
  timeZone: string,
  direction: 'asc' | 'desc' = 'desc',
): Promise<AuditEntry[]> {
  // The most selective indexed field narrows the read; the rest is checked here.
  const where: ListOptions<AuditEntry>['where'] = filter.idv
    ? { idv: filter.idv }
    : filter.channel
      ? { channel: filter.channel }
      : filter.entity
        ? { entity: filter.entity }
        : undefined;
  const read = await entries.list({ where, sort: { field: 'at', direction } });
  return read.filter(matcher(filter, timeZone));
}

/** Entries read at a time while pruning. */
const PRUNE_SLICE = 1000;

/** Deletes the entries older than `retentionDays` before `now`; answers their ids. */
export async function pruneAudit(
  entries: Collection<AuditEntry>,
  retentionDays: number,
  now: Date = new Date(),
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3600 * 1000).toISOString();
  const pruned: string[] = [];
  for (;;) {
    const oldest = await entries.list({
      sort: { field: 'at', direction: 'asc' },
      limit: PRUNE_SLICE,
    });
    const expired = oldest.filter((entry) => entry.at < cutoff).map((entry) => entry._id);
    if (expired.length) pruned.push(...(await entries.deleteMany(expired)));
    if (expired.length < PRUNE_SLICE) return pruned;
  }
}
