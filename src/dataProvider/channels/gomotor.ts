// GOmotor, the group's own site, on its separate API host (spec 1 §7; docs/API.md).
import { config } from '../../config';
import { notImportedInGomotor } from '../../domain/notImported';
import { listingChannel } from './listingChannel';

export const gomotor = listingChannel({
  id: 'gomotor',
  label: 'GOmotor',
  listingsResource: 'gomotor-vehicles',
  base: config.gomotorApiUrl,
  listPath: '/vehicles',
  itemPath: '/algolia/vehicles',
  syncPath: '/vehicles/sync',
  isNotImported: notImportedInGomotor,
});
