// Marketplace-gateway accounts edited in the settings grid. createdAt and _id are the server's;
// only these fields are ever sent back on create or update. The FTP password is write-only. The API
// answers hasFtpPassword instead; the grid shows '••••' and sends ftp_password only when the
// administrator typed a new one.
import { formatDateTime } from './format.js';
import type { WallapopAccount } from './types.js';

/**
 * An account as the API answers it (docs/API.md "Wallapop accounts"): the FTP password is
 * write-only, the answer only says whether one is set.
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

/** The body of POST / PATCH: ftp_password only when a new one was typed. */
export type AccountDraft = Omit<
  Pick<WallapopAccount, (typeof EDITABLE_ACCOUNT_FIELDS)[number]>,
  'ftp_password'
> & { ftp_password?: string };

/** What the settings grid calls each field: its column headers and its messages. */
export const ACCOUNT_LABELS = {
  accountId: 'ID de cuenta',
  name: 'Nombre',
  ftp_user: 'Usuario FTP',
  ftp_password: 'Contraseña FTP',
  description: 'Descripción',
  createdAt: 'Creada',
} as const;

/** Any row-like object: a grid row, a record, a partial edit. */
export type AccountLike = { [K in keyof AccountDraft]?: unknown };

/** What a set FTP password shows as: a fixed mask, so not even its length is told. */
export const PASSWORD_MASK = '••••';

/** Body of POST / PATCH .../wallapop/accounts: the editable fields, absent ones as ''. */
export const accountPayload = (row: AccountLike): AccountDraft => {
  const pick = (field: keyof AccountDraft): string => {
    const value = row[field];
    return value === undefined || value === null ? '' : String(value);
  };
  const password = pick('ftp_password');
  return {
    accountId: pick('accountId').trim(),
    name: pick('name').trim(),
    ftp_user: pick('ftp_user'),
    // Left out when nothing was typed: the server then keeps the stored one.
    ...(password ? { ftp_password: password } : {}),
    description: pick('description'),
  };
};

/**
 * Why a body would be refused before it is sent (the server's rules, said by the column's
 * name), or null: the ID and the name are required and the ID has no spaces.
 */
export const accountProblem = (draft: AccountDraft): string | null => {
  const field = (key: keyof typeof ACCOUNT_LABELS) => `El campo '${ACCOUNT_LABELS[key]}'`;
  if (draft.accountId === '') return `${field('accountId')} es obligatorio`;
  if (/\s/.test(draft.accountId)) return `${field('accountId')} no puede contener espacios`;
  if (draft.name === '') return `${field('name')} es obligatorio`;
  return null;
};

/** The FTP password cell in view mode: the mask when one is set, '—' otherwise. */
export const passwordShown = (hasFtpPassword: boolean | undefined): string =>
  hasFtpPassword ? PASSWORD_MASK : '—';

/** Whether a row edit changed anything worth sending (an untouched save sends nothing). */
export const accountChanged = (edited: AccountLike, original: AccountLike): boolean => {
  const a = accountPayload(edited);
  const b = accountPayload(original);
  return EDITABLE_ACCOUNT_FIELDS.some((field) => a[field] !== b[field]);
};

/** createdAt as shown in the grid ('23/11/2026 10:22'); '' while the row is unsaved. */
export const formatCreatedAt = (iso: string | null | undefined): string => formatDateTime(iso);
