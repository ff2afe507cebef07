// Demo data for a new installation (DESIGN "Demo data"): only into an empty database and
// only when SEED_DEMO is on. The vehicle feed itself is generated on demand (stock.ts).
import { CHANNELS } from '../channels/index.js';
import type { Config } from '../config.js';
import { NOTIFICATIONS, USERS } from '../db/collections.js';
import type { Database } from '../db/index.js';
import { demoNotifications } from './notifications.js';
import { demoUsers } from './users.js';

/** Returns true when demo data was written. */
export async function seedDemo(
  db: Database,
  config: Pick<Config, 'seedDemo'>,
  now = new Date(),
): Promise<boolean> {
  const users = db.collection(USERS);
  if (!config.seedDemo || (await users.count()) > 0) return false;
  await users.insertMany(await demoUsers());
  // insertMany keeps order; insert oldest first so insertion order matches time.
  await db.collection(NOTIFICATIONS).insertMany(demoNotifications(now).reverse());
  for (const channel of CHANNELS) await channel.seed?.(db, now);
  return true;
}
