// The server's sign-in machinery in one piece for server/app.ts: tokens bound to server-side
// sessions (sessions.ts) and the per-account sign-in limit (accountLimit.ts).
import type { Config } from '../config.js';
import { SESSIONS, USERS } from '../db/collections.js';
import type { Database } from '../db/types.js';
import { createAccountLimiter, type AccountLimiter } from './accountLimit.js';
import { createTokenService, type TokenService } from './sessions.js';
import { createTokenSigner } from './tokens.js';

export interface Auth {
  tokens: TokenService;
  signinLimit: AccountLimiter;
}

export const createAuth = (config: Config, db: Database): Auth => ({
  tokens: createTokenService({
    signer: createTokenSigner({ secret: config.jwtSecret, ttl: config.tokenTtl }),
    sessions: db.collection(SESSIONS),
    users: db.collection(USERS),
    adminEmails: config.adminEmails,
    // Several servers share a PostgreSQL database: a session ended on one must end on all,
    // so each request reads its session (a primary-key read) instead of one server's memory.
    cacheSessions: !config.databaseUrl,
  }),
  signinLimit: createAccountLimiter(db, config.signinAccountLimit),
});
