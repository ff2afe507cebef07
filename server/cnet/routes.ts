// Coches.net routes of the group API (docs/API.md "# Coches.net"): the marketplace per account, its
// brands, accounts and their settings, update-account, the action history. Registered by the cnet
// channel (server/channels/cnet.ts), whose own-database routes sit beside them (ownDatabase.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import { accountRoutes } from './accountRoutes.js';
import { actionRoutes } from './actionRoutes.js';
import { usesRealMarketplace, type MarketplaceClient } from './client.js';
import { HttpMarketplace } from './httpMarketplace.js';
import { cnetErrors } from './labels.js';
import { marketplaceRoutes } from './marketplaceRoutes.js';
import { ReferenceMarketplace } from './referenceMarketplace.js';

export interface CnetRouteOptions extends ServerContext {
  marketplace: MarketplaceClient;
}

/** One marketplace per database: its routes and the consistency fixes share its caches. */
const marketplaces = new WeakMap<object, MarketplaceClient>();

/** The real marketplace when configured (secrets stay on the server), else the reference one. */
export function marketplaceFor(context: ServerContext): MarketplaceClient {
  let marketplace = marketplaces.get(context.db);
  if (!marketplace) {
    marketplace = usesRealMarketplace(context.config)
      ? new HttpMarketplace({
          baseUrl: context.config.cnetApiUrl!,
          apiKey: context.config.cnetApiKey!,
        })
      : new ReferenceMarketplace(context);
    marketplaces.set(context.db, marketplace);
  }
  return marketplace;
}

export const cnetRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  cnetErrors(app);
  const options: CnetRouteOptions = { ...context, marketplace: marketplaceFor(context) };
  // The options carry the parent's prefix: the children add none of their own.
  await app.register(marketplaceRoutes, { ...options, prefix: '' });
  await app.register(accountRoutes, { ...options, prefix: '' });
  await app.register(actionRoutes, { ...options, prefix: '' });
};
