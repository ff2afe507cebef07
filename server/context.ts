import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import type { EventBus } from './realtime.js';

/** What every plugin receives as options: explicit dependencies instead of decorators. */
export interface ServerContext {
  config: Config;
  db: Database;
  events: EventBus;
  tokens: TokenService;
}
