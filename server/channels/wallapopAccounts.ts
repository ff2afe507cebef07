// Wallapop's marketplace-gateway accounts (docs/API.md "Wallapop accounts"). Account settings are
// for administrators only. The FTP password is write-only: stored sealed (db/secretBox.ts),
// answered as hasFtpPassword.
import type { FastifyPluginAsync } from 'fastify';
import type { WallapopAccount } from '../../src/domain/types.js';
import type { WallapopAccountAnswer } from '../../src/domain/wallapopAccount.js';
import { requireAdmin } from '../auth/guard.js';
import type { ServerContext } from '../context.js';
import { DuplicateKeyError, isSealed, type CollectionSpec, type SealedValue } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import { idParams, optionalText, requiredText, type IdParams } from '../schemas.js';

/** An account as stored: the FTP password sealed (written as text, read back as {sealed}). */
type WallapopAccountRecord = Omit<WallapopAccount, 'ftp_password'> & {
  ftp_password?: string | SealedValue;
};

export const WALLAPOP_ACCOUNTS: CollectionSpec<WallapopAccountRecord> = {
  name: 'wallapop-accounts',
  indexes: [{ field: 'accountId', unique: true }, { field: 'createdAt' }],
  sealed: ['ftp_password'],
};

/** What the API answers: never the password, only whether there is one. */
function accountAnswer(record: WallapopAccountRecord): WallapopAccountAnswer {
  const { ftp_password: password, ...fields } = record;
  return { ...fields, hasFtpPassword: isSealed(password) };
}

const accountFields = {
  accountId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S+$' },
  name: requiredText(200),
  ftp_user: optionalText(200),
  ftp_password: optionalText(200),
  description: optionalText(2000),
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['accountId', 'name'],
  properties: accountFields,
} as const;

const patchBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: accountFields,
} as const;

/** ftp_password: absent keeps the stored one, '' removes it, any other text replaces it. */
type AccountFields = Omit<WallapopAccount, '_id' | 'createdAt'>;
type CreateBody = Pick<AccountFields, 'accountId' | 'name'> & Partial<AccountFields>;

const duplicate = (accountId: string) =>
  conflict(`Ya existe una cuenta con el ID de cuenta '${accountId}'`);

export const wallapopAccountRoutes: FastifyPluginAsync<ServerContext> = async (
  app,
  { db, events },
) => {
  const accounts = db.collection(WALLAPOP_ACCOUNTS);
  const RESOURCE = WALLAPOP_ACCOUNTS.name;
  app.addHook('onRequest', requireAdmin);

  app.get('/accounts', async () =>
    (await accounts.list({ sort: { field: 'createdAt', direction: 'asc' } })).map(accountAnswer),
  );

  app.get<{ Params: IdParams }>(
    '/accounts/:id',
    { schema: { params: idParams } },
    async (request) => {
      const account = await accounts.get(request.params.id);
      if (!account) throw notFound('Cuenta no encontrada');
      return accountAnswer(account);
    },
  );

  app.post<{ Body: CreateBody }>(
    '/accounts',
    { schema: { body: createBody } },
    async (request, reply) => {
      const { accountId, name, ftp_user = '', ftp_password = '', description = '' } = request.body;
      try {
        const created = await accounts.insert({
          accountId,
          name,
          ftp_user,
          ftp_password,
          description,
          createdAt: new Date().toISOString(),
        });
        events.changed(RESOURCE, 'create', [created._id]);
        return reply.code(201).send(accountAnswer(created));
      } catch (error) {
        throw error instanceof DuplicateKeyError ? duplicate(accountId) : error;
      }
    },
  );

  app.patch<{ Params: IdParams; Body: Partial<AccountFields> }>(
    '/accounts/:id',
    { schema: { params: idParams, body: patchBody } },
    async (request) => {
      try {
        // update() keeps fields the body leaves out, the stored password among them.
        const updated = await accounts.update(request.params.id, request.body);
        if (!updated) throw notFound('Cuenta no encontrada');
        events.changed(RESOURCE, 'update', [updated._id]);
        return accountAnswer(updated);
      } catch (error) {
        throw error instanceof DuplicateKeyError
          ? duplicate(String(request.body.accountId))
          : error;
      }
    },
  );

  app.delete<{ Params: IdParams }>(
    '/accounts/:id',
    { schema: { params: idParams } },
    async (request) => {
      const { id } = request.params;
      if (!(await accounts.delete(id))) throw notFound('Cuenta no encontrada');
      events.changed(RESOURCE, 'delete', [id]);
      return { message: 'Cuenta eliminada', _id: id };
    },
  );
};
