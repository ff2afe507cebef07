import type { AccountLimiter } from './auth/accountLimit.js';
import type { TokenService } from './auth/sessions.js';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import type { EventBus } from './realtime.js';

/** What every plugin receives as options: explicit dependencies instead of decorators. */
export interface ServerContext {
  config: Config;
  db: Database;
  events: EventBus;
  tokens: TokenService;
  /** Failed sign-ins per e-mail (server/auth/accountLimit.ts). */
  signinLimit: AccountLimiter;
}
