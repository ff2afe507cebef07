// What every test app of the API suites is configured with, shared by tests/api/helpers.ts
// and the global set-up that seeds the template (tests/api/seedTemplate.ts).
import type { Config } from '../../server/config';

export const TEST_SECRET = 'multipublicador-test-secret-not-for-production';

/** Several servers share it in PostgreSQL mode: it comes from configuration there. */
export const TEST_SECRETS_KEY = 'dGVzdC1zZWNyZXRzLWtleS0zMi1ieXRlcy1sb25nISE';

/** A fixed secret and a generous sign-in limit (tests sign in many times a minute). */
export const TEST_CONFIG: Partial<Config> = { jwtSecret: TEST_SECRET, signinRateLimit: 1000 };
