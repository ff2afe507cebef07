// The Coches.net accounts: 1 'Tests DEMO' and the group's branches 5 (general), 6 Tarragona, 7
// Girona. Business constants: every database has them (created at start when missing), demo or not;
// only their settings change. Account 0 in the console is the own database, never a marketplace
// account.
import {
  OWN_DATABASE_ACCOUNT,
  type MarketplaceAccount,
} from '../../src/domain/cochesNet/accounts.js';
import type { Collection, CollectionSpec } from '../db/index.js';
import { badRequest, notFound } from '../errors.js';

/** `{_id, key (name), value (number), webDescription, marketingImage ('' none)}`. */
export type CnetAccount = MarketplaceAccount;

export const CNET_ACCOUNTS: CollectionSpec<CnetAccount> = {
  name: 'cnet-accounts',
  indexes: [{ field: 'value', unique: true }],
};

/**
 * The account names; the branch names are the demo group's (Grupo Oliva, its Tarragona and Girona
 * dealers).
 */
export const ACCOUNT_NAMES: Readonly<Record<number, string>> = {
  1: 'Tests DEMO',
  5: 'Grupo Oliva',
  6: 'Oliva Motor Tarragona',
  7: 'Oliva Motor Girona',
};

export async function ensureAccounts(accounts: Collection<CnetAccount>): Promise<void> {
  const present = new Set((await accounts.list()).map((a) => a.value));
  const missing = Object.entries(ACCOUNT_NAMES)
    .filter(([value]) => !present.has(Number(value)))
    .map(([value, key]) => ({ key, value: Number(value), webDescription: '', marketingImage: '' }));
  if (missing.length) await accounts.insertMany(missing);
}

/** `?account=` as a number: 0 is a 400, an unknown account a 404. */
export async function marketplaceAccount(
  accounts: Collection<CnetAccount>,
  raw: string,
): Promise<CnetAccount> {
  const value = Number(raw);
  if (value === OWN_DATABASE_ACCOUNT) {
    throw badRequest(
      'La cuenta 0 es la base de datos propia, no una cuenta de Coches.net: elija la cuenta 1, 5, 6 o 7',
    );
  }
  const account = await accounts.findOne('value', value);
  if (!account) throw notFound(`No existe la cuenta ${value} de Coches.net`);
  return account;
}

/** The `?account=` parameter: digits only (query values are text; types are not coerced). */
export const accountParam = { type: 'string', pattern: '^[0-9]{1,6}$' } as const;
