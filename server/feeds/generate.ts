// One feed generation (docs/API.md "Feeds"): the channel turns its listings into
// files, the framework writes them, records each file's time / count / size, removes the files
// of the previous generation it no longer writes, then logs the run and notifies (count).
import type { FeedInfo } from '../../src/domain/feeds/types.js';
import { formatCount } from '../../src/domain/format.js';
import type { ServerContext } from '../context.js';
import { notify } from '../syncRecords.js';
import { isFeedFileName, removeOtherFeedFiles, writeFeedFile } from './files.js';
import { FEED_LOG, FEEDS, feedPath, type FeedLogEntry } from './records.js';
import type { FeedRun, ServerChannelFeed } from './types.js';

type Ctx = Pick<ServerContext, 'config' | 'db' | 'events' | 'publicOrigin'>;

/** The label of a channel's feed in messages: 'XML de Wallapop', 'CSV de Aramis Francia'. */
const feedLabel = (feed: Pick<ServerChannelFeed, 'format' | 'label'>): string =>
  `${feed.format.toUpperCase()} de ${feed.label}`;

/** 'XML de Wallapop generado: 3 ficheros, 1.234 vehículos'. */
const generatedMessage = (
  feed: Pick<ServerChannelFeed, 'format' | 'label'>,
  files: number,
  count: number,
): string =>
  `${feedLabel(feed)} generado: ${formatCount(files, 'fichero')}, ${formatCount(count, 'vehículo')}`;

// Generations of one channel run one after the other: two at once would each remove the
// other's files as "not written this time".
const running = new Map<string, Promise<unknown>>();

function oneAtATime<T>(channel: string, task: () => Promise<T>): Promise<T> {
  const previous = running.get(channel) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  running.set(channel, next);
  void next.finally(() => {
    if (running.get(channel) === next) running.delete(channel);
  });
  return next;
}

/** Writes a log entry and its notification (every generation and drop). */
export async function logFeedAction(
  ctx: Pick<ServerContext, 'db' | 'events'>,
  entry: Omit<FeedLogEntry, '_id' | 'timestamp' | 'level'> & { level?: 'info' | 'error' },
): Promise<void> {
  const level = entry.level ?? 'info';
  const created = await ctx.db
    .collection(FEED_LOG)
    .insert({ ...entry, level, timestamp: new Date().toISOString() });
  ctx.events.changed(FEED_LOG.name, 'create', [created._id]);
  await notify(ctx, {
    text: entry.message,
    severity: level === 'error' ? 'error' : 'success',
    action: entry.action === 'generate' ? 'feed' : 'drop',
    site: entry.channel,
  });
}

/**
 * Writes the channel's files. Their addresses are absolute against the server's one public
 * address (publicOrigin.ts), whoever asks and whatever Host their request names.
 */
export function generateFeed(
  ctx: Ctx,
  channel: string,
  feed: ServerChannelFeed,
  user: string,
): Promise<FeedRun> {
  return oneAtATime(channel, async () => {
    const now = new Date();
    const generatedAt = now.toISOString();
    let built;
    try {
      built = await feed.files({ context: ctx, now, origin: ctx.publicOrigin() });
    } catch (error) {
      await logFeedAction(ctx, {
        channel,
        action: 'generate',
        user,
        level: 'error',
        message: `${feedLabel(feed)}: no se ha podido generar`,
        count: 0,
      });
      throw error;
    }
    const names = new Set<string>();
    for (const file of built) {
      if (!isFeedFileName(file.name) || names.has(file.name))
        throw new Error(`Feed file name '${file.name}' of ${channel} is not valid or repeated`);
      names.add(file.name);
    }
    const contents = built.map((file) =>
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8'),
    );
    const files: FeedInfo[] = built.map((file, i) => ({
      channel,
      file: file.name,
      format: feed.format,
      generatedAt,
      count: file.count,
      bytes: contents[i]!.length,
      path: feedPath(channel, file.name),
      ...(file.scope ? { scope: file.scope } : {}),
    }));
    for (const [i, file] of built.entries()) {
      await writeFeedFile(ctx.config, channel, file.name, contents[i]!);
    }
    await removeOtherFeedFiles(ctx.config, channel, names);
    const records = ctx.db.collection(FEEDS);
    const previous = await records.list({ where: { channel } });
    const { created } = await records.replaceWhere(
      { channel },
      files.map((info) => ({ ...info, key: `${channel}/${info.file}` })),
    );
    ctx.events.changed(FEEDS.name, 'update', [
      ...previous.map((r) => r._id),
      ...created.map((r) => r._id),
    ]);
    const count = files.reduce((sum, f) => sum + f.count, 0);
    const message = generatedMessage(feed, files.length, count);
    await logFeedAction(ctx, {
      channel,
      action: 'generate',
      user,
      message,
      count,
      files: files.map(({ file, count: n, bytes }) => ({ file, count: n, bytes })),
    });
    return { message, count, files, contents };
  });
}
