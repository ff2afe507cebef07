// Coches.net, the marketplace. Any available vehicle. Its listings are the publisher's
// own database (the console's account 0); its sync is
// GET /cnet/database/. The marketplace per account, its accounts and action history are
// server/cnet/ (docs/API.md "# Coches.net").
import { ownDatabaseRoutes } from '../cnet/ownDatabase.js';
import { cnetRoutes } from '../cnet/routes.js';
import { isAvailable } from '../../src/domain/channelListings.js';
import { stockVehicleChannel } from './listingChannel.js';

export const cnet = stockVehicleChannel({
  id: 'cnet',
  label: 'Coches.net',
  paths: { list: '/cnet/vehicles', delete: '/cnet/vehicles/:id', sync: '/cnet/database/' },
  eligible: isAvailable,
  extraRoutes: async (app, { context, store }) => {
    await app.register(ownDatabaseRoutes, { ...context, store, prefix: '' });
    await app.register(cnetRoutes, { ...context, prefix: '' });
  },
});
