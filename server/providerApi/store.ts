// The vehicles created through the proxy, kept by the reference API: one document each, with the
// provider's id, when and by whom — kept whichever provider answered, so GET /provider-api/Vehicles
// lists what this group created.
import type { CreatedProviderVehicle } from '../../src/domain/providerForm/vehicle.js';
import type { CollectionSpec } from '../db/index.js';

export const PROVIDER_VEHICLES: CollectionSpec<CreatedProviderVehicle> = {
  name: 'provider-vehicles',
  indexes: [{ field: 'createdAt' }],
};
