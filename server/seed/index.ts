// Demo data for a new installation: only into an empty database and
// only when SEED_DEMO is on. The group stock itself is generated in memory (stock/groupStock.ts);
// the databases saved from it are seeded here.
import { CHANNELS, type ServerChannel } from '../channels/index.js';
import type { Config } from '../config.js';
import { NOTIFICATIONS, USERS } from '../db/collections.js';
import type { Database } from '../db/index.js';
import { seedCampaigns } from './campaigns.js';
import { seedChannel } from './channels.js';
import { seedMotos } from './motos.js';
import { demoNotifications } from './notifications.js';
import { seedOwnSites } from './ownSites.js';
import { seedRenting } from './renting.js';
import { seedStockDatabases } from './stockDatabases.js';
import { demoUsers } from './users.js';
import { seedWebStock } from './webStock.js';

/** Returns true when demo data was written. */
export async function seedDemo(
  db: Database,
  config: Pick<Config, 'seedDemo' | 'seedVehicles' | 'seedMotos' | 'dataDir'>,
  now = new Date(),
  channels: readonly ServerChannel[] = CHANNELS,
): Promise<boolean> {
  const users = db.collection(USERS);
  if (!config.seedDemo || (await users.count()) > 0) return false;
  await users.insertMany(await demoUsers());
  // insertMany keeps order; insert oldest first so insertion order matches time.
  await db.collection(NOTIFICATIONS).insertMany(demoNotifications(now).reverse());
  await seedStockDatabases(db, config, now);
  for (const channel of channels) await seedChannel(db, channel, { now, config });
  // After the channels: Grupo Oliva's sale stock is its channel's listings.
  await seedOwnSites(db, config, now);
  // Last: the campaigns, whose copies the vehicles seeded above carry are made whole.
  await seedCampaigns(db, config, now);
  // After the own sites and the campaigns: the web rows take their flags and counters.
  await seedWebStock(db, now);
  // The renting stock stands alone: its providers and vehicles.
  await seedRenting(db);
  // The moto stock, apart from the cars.
  await seedMotos(db, config, now);
  return true;
}
