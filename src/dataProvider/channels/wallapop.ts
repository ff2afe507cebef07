// Wallapop (marketplace gateway). Its vehicles and its accounts live under
// /publishing/api/v1/wallapop/…, both edited with PATCH (docs/API.md).
import { notImportedIfAvailable } from '../../domain/notImported';
import { collectionProvider } from '../collectionProvider';
import { dropByScope } from '../orchestration/feedFiles';
import { listingChannel } from '../orchestration/listingChannel';

/** The editable fields of an account; `_id` and `createdAt` are read-only. */
const ACCOUNT_FIELDS = ['accountId', 'name', 'ftp_user', 'ftp_password', 'description'] as const;

const accountBody = (data: Record<string, unknown>) =>
  Object.fromEntries(ACCOUNT_FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));

export const wallapop = listingChannel({
  id: 'wallapop',
  label: 'Wallapop',
  listPath: '/publishing/api/v1/wallapop/vehicles',
  syncPath: '/publishing/api/v1/wallapop/vehicles/sync',
  updateMethod: 'PATCH',
  isNotImported: notImportedIfAvailable,
  // One XML per account; GET /wallapop/{account}/drop empties one account.
  feed: {
    label: 'XML de Wallapop',
    format: 'xml',
    generatePath: '/publishing/api/v1/wallapop/vehicles/update-xml-files',
    drop: dropByScope('wallapop', (account) => `/wallapop/${encodeURIComponent(account)}/drop`),
  },
  extraResources: {
    'wallapop-accounts': collectionProvider({
      path: '/publishing/api/v1/wallapop/accounts',
      updateMethod: 'PATCH',
      toCreateBody: accountBody,
      toUpdateBody: accountBody,
    }),
  },
});
