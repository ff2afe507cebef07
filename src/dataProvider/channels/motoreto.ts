// Motoreto (docs/API.md): listings are edited with PATCH. Its feed is one XML written by
// …/create-xml; …/drop-collection removes every listing.
import { notImportedInMotoreto } from '../../domain/notImported';
import { dropWholeChannel } from '../orchestration/feedFiles';
import { listingChannel } from '../orchestration/listingChannel';

const BASE = '/publishing/api/v1/motoreto/vehicles';

export const motoreto = listingChannel({
  id: 'motoreto',
  label: 'Motoreto',
  listPath: BASE,
  syncPath: `${BASE}/sync`,
  updateMethod: 'PATCH',
  isNotImported: notImportedInMotoreto,
  feed: {
    label: 'XML de Motoreto',
    format: 'xml',
    generatePath: `${BASE}/create-xml`,
    drop: dropWholeChannel(`${BASE}/drop-collection`, { id: 'motoreto', label: 'Motoreto' }),
  },
});
