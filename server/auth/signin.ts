// POST /api/signin, POST /api/signout and GET /api/verify-token (docs/API.md "Auth"): a token
// dies with its session, sign-in failures are limited per account.
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { Session } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import { USERS } from '../db/collections.js';
import { HttpError, MESSAGES, unauthorized } from '../errors.js';
import { currentUser } from './guard.js';
import { decoyHash, verifyPassword } from './passwords.js';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos';

const signinBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

export const signinRoutes: FastifyPluginAsync<ServerContext> = async (
  app,
  { db, tokens, config, signinLimit },
) => {
  const users = db.collection(USERS);

  app.post<{ Body: { email: string; password: string } }>(
    '/signin',
    {
      schema: { body: signinBody },
      config: {
        public: true,
        rateLimit: {
          max: config.signinRateLimit,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new HttpError(429, MESSAGES[429]),
        },
      },
    },
    async (request, reply): Promise<Session> => {
      const email = request.body.email.trim().toLowerCase();
      // Before any lookup: a locked e-mail answers the same whether it exists or not.
      await signinLimit.check(email, reply);
      const user = await users.findOne('email', email);
      const valid = await verifyPassword(
        request.body.password,
        user?.passwordHash ?? (await decoyHash()),
      );
      if (!user || !valid) {
        await signinLimit.fail(email);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await signinLimit.succeed(email);
      const accessToken = await tokens.open({ id: user._id, email: user.email });
      return {
        accessToken,
        id: user._id,
        user: { email: user.email, isAdmin: tokens.isAdmin(user.email) },
      };
    },
  );

  // 'Salir': this token's session ends here; the user's other sessions stay open.
  app.post('/signout', async (request) => {
    await tokens.end(currentUser(request).sid);
    return { message: 'Sesión cerrada' };
  });

  app.get('/verify-token', async (request) => {
    const user = currentUser(request);
    return { valid: true, id: user.id, email: user.email, isAdmin: user.isAdmin };
  });
};
