// The feed files on disk: DATA_DIR/feeds/<channel>/<file>, owner-only like every file the
// server keeps (db/permissions.ts). Written under a temporary name and renamed,
// so a marketplace reading the file never sees half of one.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from '../db/permissions.js';

/** Channel ids and file names the folder takes: no path parts, no hidden files. */
export const FEED_NAME = /^[a-z0-9][a-z0-9._-]{0,119}$/i;
export const CHANNEL_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const isFeedFileName = (name: string): boolean =>
  FEED_NAME.test(name) && !name.includes('..');

const channelFolder = (config: Pick<Config, 'dataDir'>, channel: string): string => {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid feed channel '${channel}'`);
  return join(config.dataDir, 'feeds', channel);
};

async function ownerOnlyFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: OWNER_ONLY_FOLDER });
  await chmod(path, OWNER_ONLY_FOLDER);
}

/** Writes one feed file (replacing the previous one at once). */
export async function writeFeedFile(
  config: Pick<Config, 'dataDir'>,
  channel: string,
  name: string,
  content: Buffer,
): Promise<void> {
  if (!isFeedFileName(name)) throw new Error(`Invalid feed file name '${name}'`);
  await ownerOnlyFolder(join(config.dataDir, 'feeds'));
  const folder = channelFolder(config, channel);
  await ownerOnlyFolder(folder);
  const partial = join(folder, `.${name}.${randomBytes(6).toString('hex')}.part`);
  try {
    await writeFile(partial, content, { mode: OWNER_ONLY_FILE, flag: 'wx' });
    await rename(partial, join(folder, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Removes the channel's feed files that are not in `keep` (an account gone, a renamed file). */
export async function removeOtherFeedFiles(
  config: Pick<Config, 'dataDir'>,
  channel: string,
  keep: ReadonlySet<string>,
): Promise<void> {
  const folder = channelFolder(config, channel);
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => !name.startsWith('.') && !keep.has(name))
      .map((name) => rm(join(folder, name), { force: true })),
  );
}

/** A feed file's content; null when there is none. */
export async function readFeedFile(
  config: Pick<Config, 'dataDir'>,
  channel: string,
  name: string,
): Promise<Buffer | null> {
  if (!CHANNEL_NAME.test(channel) || !isFeedFileName(name)) return null;
  return readFile(join(channelFolder(config, channel), name)).catch(() => null);
}
