// The publisher's action history (GET/POST /cnet/api/actions; 'Ver Acciones'): the console posts
// one record per bulk run; newest first.
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/guard.js';
import { badRequest } from '../errors.js';
import { accountParam, CNET_ACCOUNTS, marketplaceAccount } from './accounts.js';
import { CNET_ACTIONS, MAX_RESPONSES, recordAction, type ActionType } from './actions.js';
import type { CnetRouteOptions } from './routes.js';

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'account', 'data'],
  properties: {
    // update-account records are written by the account update itself.
    type: { type: 'string', enum: ['create', 'update', 'delete'] },
    // As the console holds it (src/domain/cochesNet/results.ts actionRecordBody); the record
    // takes the name from the account itself.
    account: {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      properties: {
        value: { type: 'integer', minimum: 0, maximum: 999_999 },
        key: { type: 'string', maxLength: 200 },
      },
    },
    data: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_RESPONSES,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['status', 'idv', 'message'],
        properties: {
          status: { type: 'integer', minimum: 100, maximum: 599 },
          idv: { type: 'string', minLength: 1, maxLength: 64 },
          message: { type: 'string', maxLength: 500 },
        },
      },
    },
  },
} as const;

interface CreateBody {
  type: Exclude<ActionType, 'update-account'>;
  account: { value: number; key?: string };
  data: { status: number; idv: string; message: string }[];
}

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { account: accountParam },
} as const;

/** 5,000 results of ~600 bytes at most each, well above a real run's. */
const ACTIONS_BODY_LIMIT = 4 * 1024 * 1024;

export const actionRoutes: FastifyPluginAsync<CnetRouteOptions> = async (app, context) => {
  const actions = context.db.collection(CNET_ACTIONS);
  const accounts = context.db.collection(CNET_ACCOUNTS);

  app.get<{ Querystring: { account?: string } }>(
    '/cnet/api/actions',
    { schema: { querystring: listQuery } },
    async (request) => {
      const newestFirst = await actions.list({ sort: { field: 'createdAt', direction: 'desc' } });
      if (request.query.account === undefined) return newestFirst;
      const { value } = await marketplaceAccount(accounts, request.query.account);
      return newestFirst.filter((record) => record.account.value === value);
    },
  );

  app.post<{ Body: CreateBody }>(
    '/cnet/api/actions',
    { schema: { body: createBody }, bodyLimit: ACTIONS_BODY_LIMIT },
    async (request, reply) => {
      const { type, data } = request.body;
      const { value } = request.body.account;
      const account = await accounts.findOne('value', value);
      if (!account || value === 0) {
        throw badRequest(
          `El campo 'Cuenta' debe ser una cuenta de Coches.net (1, 5, 6 o 7): ${value}`,
        );
      }
      const record = await recordAction(context, {
        type,
        account,
        user: currentUser(request).email,
        results: data,
      });
      return reply.code(201).send(record);
    },
  );
};
