// Spec 1 §3, §4: marketplace-gateway accounts edited in the settings grid. createdAt and
// _id are the server's; only these fields are ever sent back on create or update.
import type { WallapopAccount } from './types.js';

/**
 * An account as the API answers it (issue 7 §3; docs/API.md "Wallapop accounts"): the FTP
 * password is write-only, the answer only says whether one is set.
 */
export type WallapopAccountAnswer = Omit<WallapopAccount, 'ftp_password'> & {
  hasFtpPassword: boolean;
};

export const EDITABLE_ACCOUNT_FIELDS = [
  'accountId',
  'name',
  'ftp_user',
  'ftp_password',
  'description',
] as const;

export type AccountDraft = Pick<WallapopAccount, (typeof EDITABLE_ACCOUNT_FIELDS)[number]>;

/** Any row-like object: a grid row, a record, a partial edit. */
export type AccountLike = { [K in keyof AccountDraft]?: unknown };

/** Body of POST / PATCH .../wallapop/accounts: the editable fields, absent ones as ''. */
export const accountPayload = (row: AccountLike): AccountDraft => {
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

/** Whether a row edit changed anything worth sending (an untouched save sends nothing). */
export const accountChanged = (edited: AccountLike, original: AccountLike): boolean => {
  const a = accountPayload(edited);
  const b = accountPayload(original);
  return EDITABLE_ACCOUNT_FIELDS.some((field) => a[field] !== b[field]);
};

/** createdAt as shown in the grid (es-ES date and time); '' while the row is unsaved. */
export const formatCreatedAt = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('es-ES', { dateStyle: 'short', timeStyle: 'short' });
};
