// Spec 1 §3, §4: marketplace-gateway accounts edited in the settings grid. createdAt and
// _id are the server's; only these fields are ever sent back on create or update.
import type { WallapopAccount } from './types';

export const EDITABLE_ACCOUNT_FIELDS = [
  'accountId',
  'name',
  'ftp_user',
  'ftp_password',
  'description',
] as const;

export type AccountDraft = Pick<WallapopAccount, (typeof EDITABLE_ACCOUNT_FIELDS)[number]>;

/** Body of POST / PATCH .../wallapop/accounts: the editable fields, absent ones as ''. */
export const accountPayload = (row: Partial<Record<string, unknown>>): AccountDraft => {
  const pick = (field: keyof AccountDraft): string => {
    const value = row[field];
    return value === undefined || value === null ? '' : String(value);
  };
  return {
    accountId: pick('accountId').trim(),
    name: pick('name').trim(),
    ftp_user: pick('ftp_user'),
    ftp_password: pick('ftp_password'),
    description: pick('description'),
  };
};

/** The FTP password as shown in view mode: one bullet per character, at most 8. */
export const maskSecret = (value: string | null | undefined): string =>
  value ? '•'.repeat(Math.min(value.length, 8)) : '';
