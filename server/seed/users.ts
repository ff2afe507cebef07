import type { UserRecord } from '../db/collections.js';
import type { NewDoc } from '../db/index.js';
import { hashPassword } from '../auth/passwords.js';

/**
 * Demo accounts only (SEED_DEMO; docs/API.md "Auth"): `demo` does not follow the password
 * policy of src/domain/passwords.ts, which applies to every password set through the API.
 * With SEED_DEMO=false no account is created.
 */
export const DEMO_PASSWORD = 'demo';
export const DEMO_ADMIN_EMAIL = 'admin@multipublicador.local';
export const DEMO_SALES_EMAIL = 'comercial@multipublicador.local';

export async function demoUsers(): Promise<NewDoc<UserRecord>[]> {
  const [admin, sales] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  return [
    {
      name: 'Ana',
      lastname: 'García',
      email: DEMO_ADMIN_EMAIL,
      telephone: '977 21 45 00',
      passwordHash: admin,
    },
    {
      name: 'Carlos',
      lastname: 'Martín',
      email: DEMO_SALES_EMAIL,
      telephone: '620 45 78 12',
      passwordHash: sales,
    },
  ];
}
