// Wallapop through its marketplace gateway (spec 1 §7 "wallapop"): vehicle listings (any
// available vehicle, spec 1 §5) and the gateway accounts administrators manage.
import { demoWallapopAccounts } from '../seed/wallapop.js';
import { isAvailable, stockVehicleChannel } from './listingChannel.js';
import { WALLAPOP_ACCOUNTS, wallapopAccountRoutes } from './wallapopAccounts.js';

const BASE = '/publishing/api/v1/wallapop';

export const wallapop = stockVehicleChannel({
  id: 'wallapop',
  label: 'Wallapop',
  paths: {
    list: `${BASE}/vehicles`,
    delete: `${BASE}/vehicles/:id`,
    sync: `${BASE}/vehicles/sync`,
  },
  eligible: isAvailable,
  seedShare: 0.5,
  extraRoutes: async (app, { context }) => {
    await app.register(wallapopAccountRoutes, { ...context, prefix: BASE });
  },
  extraSeed: async (db, { now }) => {
    await db.collection(WALLAPOP_ACCOUNTS).insertMany(demoWallapopAccounts(now));
  },
});
