import type { AccountLimiter } from './auth/accountLimit.js';
import type { TokenService } from './auth/sessions.js';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import type { EventBus } from './realtime.js';
import type { RequestActivity } from './requestActivity.js';

/** What every plugin receives as options: explicit dependencies instead of decorators. */
export interface ServerContext {
  config: Config;
  db: Database;
  events: EventBus;
  tokens: TokenService;
  /** Failed sign-ins per e-mail (server/auth/accountLimit.ts). */
  signinLimit: AccountLimiter;
  /** The requests in flight, which background work gives way to (requestActivity.ts). */
  activity: RequestActivity;
  /** The address written into files others fetch from (publicOrigin.ts): PUBLIC_URL or ours. */
  publicOrigin(): string;
}
