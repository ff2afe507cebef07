// What the last generation of each feed file was, served with the file (docs/API.md "Feeds"), and
// the log of every generation and drop.
import type { FeedInfo } from '../../src/domain/feeds/types.js';
import type { CollectionSpec } from '../db/index.js';

/** One feed file as last written: `key` is '<channel>/<file>'. */
export type FeedRecord = FeedInfo & { _id: string; key: string };

export const FEEDS: CollectionSpec<FeedRecord> = {
  name: 'feeds',
  indexes: [{ field: 'key', unique: true }, { field: 'channel' }],
};

/** One generation or drop (the channel's feed log; each also notifies). */
export interface FeedLogEntry {
  _id: string;
  channel: string;
  action: 'generate' | 'drop';
  timestamp: string;
  /** E-mail of who asked. */
  user: string;
  level: 'info' | 'error';
  message: string;
  count: number;
  /** Files written (generate). */
  files?: { file: string; count: number; bytes: number }[];
  /** Keys of the listings removed (drop; the first MAX_LOGGED_KEYS). */
  keys?: string[];
}

export const FEED_LOG: CollectionSpec<FeedLogEntry> = {
  name: 'feed-log',
  indexes: [{ field: 'channel' }, { field: 'timestamp' }],
};

/** Keys kept in one drop's log entry: a drop of 10,000 listings keeps the first ones. */
export const MAX_LOGGED_KEYS = 500;

/** The served path of a feed file, relative to the API base. */
export const feedPath = (channel: string, file: string): string =>
  `/feeds/${encodeURIComponent(channel)}/${encodeURIComponent(file)}`;

/** What a record answers: the FeedInfo fields, without the storage ones. */
export const feedInfo = ({ _id: _ignored, key: _key, ...info }: FeedRecord): FeedInfo => info;
