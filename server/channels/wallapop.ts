// Wallapop through its marketplace gateway: vehicle listings (any available vehicle) and the
// gateway accounts administrators manage. One XML feed per account (…/vehicles/update-xml-files); a
// listing belongs to the account it was moved to (PUT /wallapop/{account}/{id}), else to the main
// one (src/domain/feeds/wallapop.ts); GET /wallapop/{account}/drop removes an account's listings.
import { FEED_PRICE } from '../../src/domain/consistency/channelRules.js';
import type { FastifyInstance } from 'fastify';
import { accountOfListing, listingsByAccount } from '../../src/domain/feeds/wallapop.js';
import { isAvailable } from '../../src/domain/channelListings.js';
import type { Database } from '../db/index.js';
import { badRequest, notFound } from '../errors.js';
import { registerDropRoute } from '../feeds/drop.js';
import { WALLAPOP_FIELDS, wallapopXml, wallapopElement } from '../feeds/formats/wallapop.js';
import type { FeedFile } from '../feeds/types.js';
import { idParams } from '../schemas.js';
import { listingChannel, type ListingRouteContext } from './listingChannel.js';
import {
  stockVehicleSchema,
  STOCK_VEHICLE_FIELDS,
  vehicleListingFields,
  type VehicleBody,
} from './vehicleSchema.js';
import { WALLAPOP_ACCOUNTS, wallapopAccountRoutes } from './wallapopAccounts.js';

const BASE = '/publishing/api/v1/wallapop';

/** A Wallapop listing: the stock vehicle and, once moved, the accountId that shows it. */
type WallapopBody = VehicleBody & { account?: string };

const accountId = { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S+$' } as const;

const createBody = {
  ...stockVehicleSchema,
  properties: { ...STOCK_VEHICLE_FIELDS, account: accountId },
} as const;

const accountParams = {
  type: 'object',
  additionalProperties: false,
  required: ['account'],
  properties: { account: accountId },
} as const;

const moveParams = {
  type: 'object',
  additionalProperties: false,
  required: ['account', 'id'],
  properties: { account: accountId, id: idParams.properties.id },
} as const;

/** Accounts oldest first: the first is the main one (src/domain/feeds/wallapop.ts). */
const accountsOf = (db: Pick<Database, 'collection'>) =>
  db.collection(WALLAPOP_ACCOUNTS).list({ sort: { field: 'createdAt', direction: 'asc' } });

async function accountNamed(db: Database, id: string) {
  const account = await db.collection(WALLAPOP_ACCOUNTS).findOne('accountId', id);
  if (!account) throw notFound(`Cuenta de Wallapop '${id}' no encontrada`);
  return account;
}

/** 'wallapop-wlp-general.xml': the accountId with only file-name-safe characters. */
const wallapopFeedFile = (account: string): string =>
  `wallapop-${account.replace(/[^A-Za-z0-9._-]/g, '_')}.xml`;

async function wallapopRoutes(
  app: FastifyInstance,
  channel: ListingRouteContext<WallapopBody>,
): Promise<void> {
  const { context, store } = channel;
  const { db, events } = context;
  await app.register(wallapopAccountRoutes, { ...context, prefix: BASE });

  registerDropRoute<WallapopBody, { account: string }>(app, 'wallapop', channel, {
    path: '/wallapop/:account/drop',
    params: accountParams,
    label: async ({ account }) => `Wallapop (${(await accountNamed(db, account)).name})`,
    select: async ({ account }) => {
      const accounts = await accountsOf(db);
      return (await store.listings.list()).filter(
        (listing) => accountOfListing(listing, accounts) === account,
      );
    },
  });

  // PUT /wallapop/{x}/{id}: the listing moves to account x's feed. No body.
  app.put<{ Params: { account: string; id: string } }>(
    '/wallapop/:account/:id',
    { schema: { params: moveParams } },
    async (request) => {
      const body = request.body as unknown;
      const empty =
        body === undefined ||
        (typeof body === 'object' &&
          body !== null &&
          !Array.isArray(body) &&
          !Object.keys(body).length);
      if (!empty)
        throw badRequest(
          'Esta llamada no lleva datos: la cuenta y el vehículo van en la dirección',
        );
      const account = await accountNamed(db, request.params.account);
      const updated = await store.listings.update(request.params.id, {
        account: account.accountId,
      } as Partial<Omit<WallapopBody, '_id'>>);
      if (!updated) throw notFound('Vehículo no encontrado en Wallapop');
      events.changed(store.listings.name, 'update', [updated._id]);
      return {
        message: `Vehículo ${updated.idv} movido a la cuenta ${account.name}`,
        _id: updated._id,
        account: account.accountId,
      };
    },
  );
}

export const wallapop = listingChannel<WallapopBody>({
  id: 'wallapop',
  label: 'Wallapop',
  paths: {
    list: `${BASE}/vehicles`,
    delete: `${BASE}/vehicles/:id`,
    sync: `${BASE}/vehicles/sync`,
  },
  key: 'idv',
  createBody,
  eligible: isAvailable,
  price: FEED_PRICE,
  publishBody: vehicleListingFields,
  feed: {
    format: 'xml',
    path: `${BASE}/vehicles/update-xml-files`,
    fields: WALLAPOP_FIELDS,
    // Outside a listing's element the files read its account (which file holds it).
    kept: ['account'],
    element: wallapopElement,
    files: async (listings, { context, now, origin, memo }) => {
      const accounts = await accountsOf(context.db);
      const byAccount = listingsByAccount(listings, accounts);
      const names = new Set<string>();
      // Two accountIds that differ only in unsafe characters still get a file each.
      const uniqueName = (account: string) => {
        let name = wallapopFeedFile(account);
        for (let n = 2; names.has(name); n++) name = wallapopFeedFile(`${account}-${n}`);
        names.add(name);
        return name;
      };
      return accounts.map((account): FeedFile => {
        const own = byAccount.get(account.accountId) ?? [];
        return {
          name: uniqueName(account.accountId),
          content: wallapopXml(account, own, { now, origin, memo }),
          count: own.length,
          scope: { id: account.accountId, label: account.name },
        };
      });
    },
  },
  extraRoutes: wallapopRoutes,
});
