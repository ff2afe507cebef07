// Coches.net accounts (GET /publishing/api/v1/coches-net/accounts, PATCH …/accounts/{id}; the
// 'Ajustes' dialog) and the account update (GET /cnet/update-account?account=&confirm=).
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/guard.js';
import { notFound } from '../errors.js';
import { vehicleCount } from '../channels/listingStore.js';
import { idParams, type IdParams } from '../schemas.js';
import {
  accountParam,
  CNET_ACCOUNTS,
  ensureAccounts,
  marketplaceAccount,
  type CnetAccount,
} from './accounts.js';
import type { CnetRouteOptions } from './routes.js';
import { confirmUpdate, staleListings } from './updateAccount.js';

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

  app.get<{ Querystring: { account: string; confirm?: 'true' | 'false' } }>(
    '/cnet/update-account',
    // A GET that deletes: no HEAD twin running it unseen.
    {
      schema: { querystring: updateQuery },
      exposeHeadRoute: false,
      config: { audit: { action: 'sync' } },
    },
    async (request) => {
      const account = await marketplaceAccount(accounts, request.query.account);
      const stale = staleListings(config, await marketplace.list(account.value));
      if (request.query.confirm !== 'true') return { vehicles: stale };
      const { vehicles, record } = await confirmUpdate(context, marketplace, {
        account,
        user: currentUser(request).email,
        stale,
      });
      return {
        message: `Cuenta ${account.key} actualizada: ${vehicleCount(vehicles.length)} ${vehicles.length === 1 ? 'eliminado' : 'eliminados'}`,
        vehicles,
        action: record._id,
      };
    },
  );
};
