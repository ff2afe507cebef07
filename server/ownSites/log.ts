// The own sites' log: every import, update-db, web sync, bulk
// action and single edit leaves one entry — who, when, which IDVs, old and new value — and a
// notification for the bell (as the channel syncs do, server/syncRecords.ts).
import type { Severity } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import type { CollectionSpec } from '../db/index.js';
import { notify } from '../syncRecords.js';
import { pageRange, rangeQueryProperties } from '../paging.js';

/**
 * The tables of the log page (logDataBase, bulkLog, logSync, automaticLogSync) plus the web syncs.
 */
export const LOG_KINDS = ['database', 'bulk', 'sync', 'webSync', 'automaticSync'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** One changed value of one vehicle. */
export interface LogChange {
  idv: string;
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** The message of a log entry, with the counters each kind fills. */
export interface LogMessage {
  id: string;
  type: string;
  text: string;
  newVehicles?: number;
  duplicate?: number;
  newIDVs?: string[];
  numUpdates?: number;
  numDeleted?: number;
  updateIdvs?: string[];
  deleteIDVs?: string[];
  createIDVs?: string[];
  key?: string;
  value?: unknown;
}

export interface LogEntry {
  _id: string;
  site: string;
  kind: LogKind;
  timestamp: string;
  level: 'info' | 'error';
  /** E-mail of who did it; 'sistema' for the automatic syncs. */
  user: string;
  message: LogMessage;
  changes: LogChange[];
}

export const OWN_SITE_LOG: CollectionSpec<LogEntry> = {
  name: 'own-site-log',
  indexes: [{ field: 'site' }, { field: 'timestamp' }],
};

/** Changes kept per entry: a bulk action on thousands of vehicles keeps the first ones. */
const MAX_LOGGED_CHANGES = 500;

type Ctx = Pick<ServerContext, 'db' | 'events'>;

export interface NewLogEntry {
  site: string;
  siteLabel: string;
  kind: LogKind;
  user: string;
  level?: 'info' | 'error';
  message: Omit<LogMessage, 'id'> & { id?: string };
  changes?: LogChange[];
  /** False when the operation has notified already (the channel's update-db, recordSync). */
  notify?: boolean;
}

/** Writes the entry and its notification. */
export async function writeLog(ctx: Ctx, entry: NewLogEntry): Promise<LogEntry> {
  const level = entry.level ?? 'info';
  const created = await ctx.db.collection(OWN_SITE_LOG).insert({
    site: entry.site,
    kind: entry.kind,
    timestamp: new Date().toISOString(),
    level,
    user: entry.user,
    message: { id: entry.message.id ?? entry.kind, ...entry.message },
    changes: (entry.changes ?? []).slice(0, MAX_LOGGED_CHANGES),
  });
  ctx.events.changed(OWN_SITE_LOG.name, 'create', [created._id]);
  if (entry.notify === false) return created;
  const severity: Severity = level === 'error' ? 'error' : 'success';
  await notify(ctx, {
    text: `${entry.siteLabel}: ${entry.message.text}`,
    severity,
    action: entry.kind,
    site: entry.site,
  });
  return created;
}

/** `?_start=0&_end=50&_sort=timestamp&_order=DESC&kind=bulk` (as the notifications list). */
export const logQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...rangeQueryProperties,
    _sort: { type: 'string', enum: ['timestamp'] },
    kind: { type: 'string', enum: LOG_KINDS },
  },
} as const;

export interface LogQuery {
  _start?: string;
  _end?: string;
  _sort?: 'timestamp';
  _order?: 'ASC' | 'DESC';
  kind?: LogKind;
}

/** Log tables show 50 rows a page. */
export const LOG_PAGE_SIZE = 50;
const MAX_LOG_PAGE = 200;

/** One page of a site's log, newest first unless asked otherwise, and the filtered total. */
export async function logPage(
  { db }: Pick<ServerContext, 'db'>,
  site: string,
  query: LogQuery,
): Promise<{ items: LogEntry[]; total: number }> {
  const newestFirst = await db
    .collection(OWN_SITE_LOG)
    .list({ where: { site }, sort: { field: 'timestamp', direction: 'desc' } });
  const matching = query.kind ? newestFirst.filter((e) => e.kind === query.kind) : newestFirst;
  const ordered = query._order === 'ASC' ? [...matching].reverse() : matching;
  if (query._start === undefined && query._end === undefined) {
    return { items: ordered, total: ordered.length };
  }
  const { start, end } = pageRange(query, {
    pageSize: LOG_PAGE_SIZE,
    max: MAX_LOG_PAGE,
    noun: 'entradas del registro',
  });
  return { items: ordered.slice(start, end), total: ordered.length };
}
