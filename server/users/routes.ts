// Users (docs/API.md "Users"). The list is for administrators; one user's record is readable and
// editable by that user or an administrator. A new password follows the policy of
// src/domain/passwords.ts; changing one's own needs the current one; a password change or a
// deletion ends the user's older sessions.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { passwordProblem } from '../../src/domain/passwords.js';
import { phoneSchema } from '../../src/domain/phone.js';
import type { User } from '../../src/domain/types.js';
import { currentUser, requireAdmin } from '../auth/guard.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { ServerContext } from '../context.js';
import { USERS, type UserRecord } from '../db/collections.js';
import { badRequest, forbidden, HttpError, notFound } from '../errors.js';
import { idParams, idSchema, requiredText, type IdParams } from '../schemas.js';

const RESOURCE = 'users';

const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'lastname', 'telephone'],
  properties: {
    id: idSchema,
    password: requiredText(200),
    currentPassword: requiredText(200),
    name: requiredText(100),
    lastname: requiredText(100),
    telephone: phoneSchema({ optional: true }),
  },
} as const;

type UpdateBody = {
  id: string;
  password?: string;
  currentPassword?: string;
  name: string;
  lastname: string;
  telephone: string;
};

const publicUser = ({ _id, name, lastname, email, telephone }: UserRecord): User => ({
  _id,
  name,
  lastname,
  email,
  telephone,
});

const USER_NOT_FOUND = 'Usuario no encontrado';
const CURRENT_PASSWORD_REQUIRED =
  "El campo 'Contraseña actual' es obligatorio para cambiar su propia contraseña";
const CURRENT_PASSWORD_WRONG = "El campo 'Contraseña actual' no es correcto";

/** A 400 about one body field; `field` lets the console show it next to that input. */
const fieldError = (field: string, message: string) => new HttpError(400, message, { field });

async function requireSelfOrAdmin(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  const { id } = request.params as Partial<IdParams>;
  if (!user.isAdmin && user.id !== id) throw forbidden();
}

export const userRoutes: FastifyPluginAsync<ServerContext> = async (
  app,
  { db, events, tokens, signinLimit },
) => {
  const users = db.collection(USERS);

  app.get('/users', { onRequest: requireAdmin }, async () => (await users.list()).map(publicUser));

  app.get<{ Params: IdParams }>(
    '/users/:id',
    { onRequest: requireSelfOrAdmin, schema: { params: idParams } },
    async (request) => {
      const user = await users.get(request.params.id);
      if (!user) throw notFound(USER_NOT_FOUND);
      return publicUser(user);
    },
  );

  app.put<{ Params: IdParams; Body: UpdateBody }>(
    '/users/:id',
    { onRequest: requireSelfOrAdmin, schema: { params: idParams, body: updateBody } },
    async (request, reply): Promise<User & { accessToken?: string }> => {
      const { id, password, currentPassword, name, lastname, telephone } = request.body;
      if (id !== request.params.id) {
        throw badRequest("El campo 'id' debe coincidir con el identificador de la ruta");
      }
      const caller = currentUser(request);
      const self = caller.id === id;
      const set: Partial<Omit<UserRecord, '_id'>> = { name, lastname, telephone };
      if (password === undefined && currentPassword !== undefined) {
        throw fieldError(
          'currentPassword',
          "El campo 'Contraseña actual' solo se envía junto con una nueva contraseña",
        );
      }
      if (password !== undefined) {
        const stored = await users.get(id);
        if (!stored) throw notFound(USER_NOT_FOUND);
        // One's own password: prove it is you. An administrator resetting someone else's does not.
        if (self) {
          if (currentPassword === undefined) {
            throw fieldError('currentPassword', CURRENT_PASSWORD_REQUIRED);
          }
          await signinLimit.check(stored.email, reply);
          if (!(await verifyPassword(currentPassword, stored.passwordHash))) {
            await signinLimit.fail(stored.email);
            throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
          }
          await signinLimit.succeed(stored.email);
        }
        const problem = passwordProblem(password, stored.email);
        if (problem) throw fieldError('password', problem);
        set.passwordHash = await hashPassword(password);
      }
      const updated = await users.update(id, set);
      if (!updated) throw notFound(USER_NOT_FOUND);
      if (password === undefined) {
        events.changed(RESOURCE, 'update', [id]);
        return publicUser(updated);
      }
      // Every older token of the user ends (other devices, a stolen token) and their sockets
      // close before the change is announced: no console of that user refetches with a token
      // that is already ended. The session that changed its own password goes on with a fresh
      // token, as users expect.
      await tokens.endAllOf(id);
      const accessToken = self ? await tokens.open({ id, email: updated.email }) : undefined;
      events.changed(RESOURCE, 'update', [id]);
      return accessToken ? { ...publicUser(updated), accessToken } : publicUser(updated);
    },
  );

  // Beyond what the console needs (no screen deletes users yet): an administrator removes another
  // user, whose tokens and live connections end at once.
  app.delete<{ Params: IdParams }>(
    '/users/:id',
    { onRequest: requireAdmin, schema: { params: idParams } },
    async (request) => {
      const { id } = request.params;
      if (currentUser(request).id === id) {
        throw badRequest('No puede eliminar su propia cuenta');
      }
      if (!(await users.delete(id))) throw notFound(USER_NOT_FOUND);
      await tokens.endAllOf(id);
      events.changed(RESOURCE, 'delete', [id]);
      return { message: 'Usuario eliminado', _id: id };
    },
  );
};
