// How a server channel declares its feed (docs/API.md "Feeds"). The framework
// (server/feeds/) writes the files under DATA_DIR/feeds/<channel>/, records each file's
// generation, serves them and logs every run; a channel only turns listings into files.
import type { FeedFormat, FeedInfo, FeedRunAnswer } from '../../src/domain/feeds/types.js';
import type { ServerContext } from '../context.js';

export type { FeedFormat, FeedInfo, FeedRunAnswer };

/** One file a channel's feed writes. */
export interface FeedFile {
  /** Safe file name: letters, digits, '.', '-', '_' ('wlp-general.xml', 'aramis.csv'). */
  name: string;
  content: string | Buffer;
  /** Vehicles in the file. */
  count: number;
  /** Who the file is for when a channel writes several (Wallapop's account). */
  scope?: { id: string; label: string };
}

/** What a feed's `files` may read besides the listings. */
export interface FeedBuildContext {
  context: Pick<ServerContext, 'config' | 'db'>;
  /** The generation time (the files' own date fields). */
  now: Date;
  /**
   * The element a listing's last generation wrote, when it has not changed since (the
   * listing cache, server/feeds/listingCache.ts); absent, every element is written anew.
   */
  memo?: (listing: { _id?: string }, render: () => string) => string;
  /** Where this server is reached ('https://api.example.com'): photo addresses are made absolute against it. */
  origin: string;
}

/** A listing channel's feed (ListingChannelOptions.feed), over its listings `L`. */
export interface ListingFeed<L> {
  format: FeedFormat;
  /** The channel's generation call, GET under the channel's prefix: it writes the files. */
  path?: string;
  /**
   * The top-level listing fields the files use: only those are read (a feed of 10,000
   * vehicles need not parse their consumption tables); default every field.
   */
  fields?: readonly string[];
  /**
   * A listing's element as `files` writes it (the same function, through the memo): with
   * `kept`, the feed's cache writes it in the background as soon as it reads a listing and
   * keeps the element instead of the listing (server/feeds/listingCache.ts).
   */
  element?: (listing: L, origin: string) => string;
  /**
   * With `element`: the fields `files` reads of a listing outside its element (Wallapop's
   * `account`, to pick its file; none for the others): all the cache keeps of the listing.
   */
  kept?: readonly string[];
  /** Turns every listing of the channel into its file(s). */
  files: (listings: readonly L[], ctx: FeedBuildContext) => FeedFile[] | Promise<FeedFile[]>;
}

/** The feed as the registry sees it (ServerChannel.feed): listings already bound. */
export interface ServerChannelFeed {
  format: FeedFormat;
  /** The channel's name in the log and notification: 'Wallapop'. */
  label: string;
  files: (ctx: FeedBuildContext) => Promise<FeedFile[]>;
}

/** A generation as the channel's own routes get it (ListingRouteContext.feed). */
export interface FeedRun extends FeedRunAnswer {
  /** The written files with their content, in `files` order (Aramis' csv route answers it). */
  contents: Buffer[];
}
