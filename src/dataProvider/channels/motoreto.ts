// Motoreto (spec 1 §7 "motoreto"; docs/API.md): listings are edited with PATCH.
import { notImportedInMotoreto } from '../../domain/notImported';
import { listingChannel } from './listingChannel';

export const motoreto = listingChannel({
  id: 'motoreto',
  label: 'Motoreto',
  listingsResource: 'motoreto-vehicles',
  listPath: '/publishing/api/v1/motoreto/vehicles',
  syncPath: '/publishing/api/v1/motoreto/vehicles/sync',
  updateMethod: 'PATCH',
  isNotImported: notImportedInMotoreto,
});
