// The vehicles created through the proxy (issue 13 §2: the reference API "keeps the created
// vehicles"): one document each, with the provider's id, when and by whom — kept whichever
// provider answered, so GET /provider-api/Vehicles lists what this group created.
import type { CreatedProviderVehicle } from '../../src/domain/providerForm/vehicle.js';
import type { CollectionSpec } from '../db/index.js';

export const PROVIDER_VEHICLES: CollectionSpec<CreatedProviderVehicle> = {
  name: 'provider-vehicles',
  indexes: [{ field: 'createdAt' }],
};
