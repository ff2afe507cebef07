// The publisher's addresses: /coches-net?cuenta=N (the list's account filter, kept for the way
// back) and the row edit /coches-net/{id}?cuenta=N.
import type { GetListParams } from 'react-admin';
import { LISTING_SUMMARY_FIELDS } from '../../domain/cochesNet/columns';

export const PUBLISHER_PATH = '/coches-net';
export const ACCOUNT_PARAM = 'cuenta';

/** The account filter of the address ('5' → 5); null when absent or not an account number. */
export const accountOfParam = (raw: string | null): number | null =>
  raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;

/**
 * The list call of one account: react-admin's getList with the account as its filter; the
 * table sorts and pages the account's rows itself, and reads only its summary fields.
 */
export const publisherListParams = (account: number): GetListParams => ({
  filter: { account },
  pagination: { page: 1, perPage: -1 },
  sort: { field: 'id', order: 'ASC' },
  meta: { fields: LISTING_SUMMARY_FIELDS },
});
