// Coches.net accounts (spec 1 §7 GET /publishing/api/v1/coches-net/accounts, PATCH
// …/accounts/{id}; spec 2 'Ajustes') and the account update (GET /cnet/update-account
// ?account=&confirm=; spec 2 §4 "Account update").
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/guard.js';
import { ConflictError } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import { idParams, type IdParams } from '../schemas.js';
import { findStockVehicle } from '../stock/groupStock.js';
import {
  accountParam,
  CNET_ACCOUNTS,
  ensureAccounts,
  marketplaceAccount,
  type CnetAccount,
} from './accounts.js';
import { recordAction } from './actions.js';
import type { MarketplaceListing } from './client.js';
import type { CnetRouteOptions } from './routes.js';

const BASE = '/publishing/api/v1/coches-net/accounts';

const settingsBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    webDescription: { type: 'string', maxLength: 5000 },
    // '' removes it; otherwise a web address the marketplace can fetch.
    marketingImage: { type: 'string', maxLength: 1000, pattern: '^(https?://\\S+)?$' },
  },
} as const;

type Settings = Partial<Pick<CnetAccount, 'webDescription' | 'marketingImage'>>;

const updateQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['account'],
  properties: { account: accountParam, confirm: { type: 'string', enum: ['true', 'false'] } },
} as const;

export const accountRoutes: FastifyPluginAsync<CnetRouteOptions> = async (app, context) => {
  const { db, events, config, marketplace } = context;
  const accounts = db.collection(CNET_ACCOUNTS);
  await ensureAccounts(accounts);

  app.get(BASE, async () => accounts.list({ sort: { field: 'value', direction: 'asc' } }));

  app.patch<{ Params: IdParams; Body: Settings }>(
    `${BASE}/:id`,
    { schema: { params: idParams, body: settingsBody } },
    async (request) => {
      const updated = await accounts.update(request.params.id, request.body);
      if (!updated) throw notFound('Cuenta de Coches.net no encontrada');
      events.changed(CNET_ACCOUNTS.name, 'update', [updated._id]);
      return updated;
    },
  );

  /** Spec 2 §4: what the account should no longer show — reserved, or gone from the stock. */
  const toDelete = (listings: readonly MarketplaceListing[]) =>
    listings.filter((listing) => {
      const vehicle = findStockVehicle(config, listing.internalReference);
      return !vehicle || vehicle.reservado;
    });

  app.get<{ Querystring: { account: string; confirm?: 'true' | 'false' } }>(
    '/cnet/update-account',
    { schema: { querystring: updateQuery } },
    async (request) => {
      const account = await marketplaceAccount(accounts, request.query.account);
      const stale = toDelete(await marketplace.list(account.value));
      if (request.query.confirm !== 'true') return { vehicles: stale };
      let removed: string[];
      try {
        removed = await marketplace.removeMany(
          account.value,
          stale.map((listing) => listing.id),
        );
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        throw conflict(
          'Mientras se actualizaba la cuenta, otra persona cambió alguno de sus vehículos: no se ha eliminado ninguno; vuelva a intentarlo',
        );
      }
      const gone = new Set(removed);
      const vehicles = stale.filter((listing) => gone.has(listing.id));
      const record = await recordAction(context, {
        type: 'update-account',
        account,
        user: currentUser(request).email,
        results: vehicles.map((listing) => ({
          status: 200,
          idv: listing.internalReference,
          message: `Vehículo eliminado correctamente: ${listing.title ?? listing.internalReference}`,
        })),
      });
      return {
        message: `Cuenta ${account.key} actualizada: ${vehicles.length} eliminados`,
        vehicles,
        action: record._id,
      };
    },
  );
};
