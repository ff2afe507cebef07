// Wallapop (marketplace gateway). Spec 1 §7: its accounts live under
// /publishing/api/v1/wallapop/accounts and are edited with PATCH (docs/API.md).
import type { Channel } from './types';
import { collectionProvider } from '../collectionProvider';

/** The editable fields of an account; `_id` and `createdAt` are read-only (spec 1 §3). */
const ACCOUNT_FIELDS = ['accountId', 'name', 'ftp_user', 'ftp_password', 'description'] as const;

const accountBody = (data: Record<string, unknown>) =>
  Object.fromEntries(ACCOUNT_FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));

export const wallapop: Channel = {
  id: 'wallapop',
  label: 'Wallapop',
  resources: {
    'wallapop-accounts': collectionProvider({
      path: '/publishing/api/v1/wallapop/accounts',
      updateMethod: 'PATCH',
      toCreateBody: accountBody,
      toUpdateBody: accountBody,
    }),
  },
};
