// The listings of one Coches.net account (GET/POST /cnet/api/vehicles?account=,
// PUT/DELETE /cnet/api/vehicles/{id}?account=) and its brands. Writes are paced per account
// by the marketplace (429), reads are not.
import type { FastifyPluginAsync } from 'fastify';
import { accountParam, CNET_ACCOUNTS, marketplaceAccount } from './accounts.js';
import { onAccount, pick, type ListingBody } from './client.js';
import { fieldsParam, requestedFields } from '../schemas.js';
import { LISTING_FIELD_NAMES, listingBody } from './listingSchema.js';
import type { CnetRouteOptions } from './routes.js';

const LISTING_FIELDS = new Set(LISTING_FIELD_NAMES);

const accountQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['account'],
  properties: { account: accountParam },
} as const;

/** The marketplace's listing ids: its own shape (ours are 24 hex characters). */
const listingParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

const brandsQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['categoryId', 'account'],
  properties: { categoryId: { type: 'string', pattern: '^[0-9]{1,9}$' }, account: accountParam },
} as const;

/** A GET may name the fields it wants (the console's table reads a summary). */
const listQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['account'],
  properties: { account: accountParam, fields: fieldsParam },
} as const;

type AccountQuery = { Querystring: { account: string } };
type ListingRoute = AccountQuery & { Params: { id: string } };

/** A listing body of up to 60 photos and long texts: more than the default 64 KiB. */
const LISTING_BODY_LIMIT = 256 * 1024;

export const marketplaceRoutes: FastifyPluginAsync<CnetRouteOptions> = async (
  app,
  { db, marketplace },
) => {
  const accounts = db.collection(CNET_ACCOUNTS);
  const accountOf = (raw: string) => marketplaceAccount(accounts, raw);

  app.get<{ Querystring: { account: string; fields?: string } }>(
    '/cnet/api/vehicles',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const { value } = await accountOf(request.query.account);
      // An unknown name is a 400 naming it, as on every route that takes ?fields=.
      const fields = requestedFields(
        request.query.fields,
        LISTING_FIELDS,
        'un anuncio de Coches.net',
      );
      if (marketplace.listJson) {
        return reply
          .type('application/json; charset=utf-8')
          .send(await marketplace.listJson(value, fields));
      }
      const listings = await marketplace.list(value);
      return fields ? listings.map((listing) => pick(listing, fields)) : listings;
    },
  );

  app.post<AccountQuery & { Body: ListingBody }>(
    '/cnet/api/vehicles',
    { schema: { querystring: accountQuery, body: listingBody }, bodyLimit: LISTING_BODY_LIMIT },
    async (request, reply) => {
      const account = await accountOf(request.query.account);
      return reply.code(201).send(await marketplace.create(account.value, request.body));
    },
  );

  app.put<ListingRoute & { Body: ListingBody }>(
    '/cnet/api/vehicles/:id',
    {
      schema: { querystring: accountQuery, params: listingParams, body: listingBody },
      bodyLimit: LISTING_BODY_LIMIT,
    },
    async (request) => {
      const account = await accountOf(request.query.account);
      return marketplace.update(account.value, request.params.id, request.body);
    },
  );

  app.delete<ListingRoute>(
    '/cnet/api/vehicles/:id',
    { schema: { querystring: accountQuery, params: listingParams } },
    async (request) => {
      const account = await accountOf(request.query.account);
      const removed = await marketplace.remove(account.value, request.params.id);
      return {
        // The removed listing's title, naming the account it left.
        message: `Vehículo eliminado de ${onAccount(account.value)}: ${removed.title || removed.internalReference}`,
        id: removed.id,
        internalReference: removed.internalReference,
      };
    },
  );

  app.get<{ Querystring: { categoryId: string; account: string } }>(
    '/cnet/api/brands',
    { schema: { querystring: brandsQuery } },
    async (request) => {
      const account = await accountOf(request.query.account);
      return marketplace.brands(account.value, Number(request.query.categoryId));
    },
  );
};
