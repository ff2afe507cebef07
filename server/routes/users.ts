// Users (spec 1 §3, §7; docs/API.md "Users"). The list is for administrators; one user's
// record is readable and editable by that user or an administrator.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { User } from '../../src/domain/types.js';
import { currentUser, requireAdmin } from '../auth/guard.js';
import { hashPassword } from '../auth/passwords.js';
import type { ServerContext } from '../context.js';
import { USERS, type UserRecord } from '../db/collections.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { idParams, idSchema, optionalText, requiredText, type IdParams } from '../schemas.js';

const RESOURCE = 'users';

const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'lastname', 'telephone'],
  properties: {
    id: idSchema,
    password: requiredText(200),
    name: requiredText(100),
    lastname: requiredText(100),
    telephone: optionalText(30),
  },
} as const;

type UpdateBody = {
  id: string;
  password?: string;
  name: string;
  lastname: string;
  telephone: string;
};

export const publicUser = ({ _id, name, lastname, email, telephone }: UserRecord): User => ({
  _id,
  name,
  lastname,
  email,
  telephone,
});

async function requireSelfOrAdmin(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  const { id } = request.params as Partial<IdParams>;
  if (!user.isAdmin && user.id !== id) throw forbidden();
}

export const userRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, events }) => {
  const users = db.collection(USERS);

  app.get('/users', { onRequest: requireAdmin }, async () => (await users.list()).map(publicUser));

  app.get<{ Params: IdParams }>(
    '/users/:id',
    { onRequest: requireSelfOrAdmin, schema: { params: idParams } },
    async (request) => {
      const user = await users.get(request.params.id);
      if (!user) throw notFound('Usuario no encontrado');
      return publicUser(user);
    },
  );

  app.put<{ Params: IdParams; Body: UpdateBody }>(
    '/users/:id',
    { onRequest: requireSelfOrAdmin, schema: { params: idParams, body: updateBody } },
    async (request) => {
      const { id, password, name, lastname, telephone } = request.body;
      if (id !== request.params.id) {
        throw badRequest("El campo 'id' debe coincidir con el identificador de la ruta");
      }
      const set: Partial<Omit<UserRecord, '_id'>> = { name, lastname, telephone };
      if (password !== undefined) set.passwordHash = await hashPassword(password);
      const updated = await users.update(id, set);
      if (!updated) throw notFound('Usuario no encontrado');
      events.changed(RESOURCE, 'update', [id]);
      return publicUser(updated);
    },
  );
};
