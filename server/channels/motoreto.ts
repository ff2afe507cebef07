// Motoreto (spec 1 §7 "motoreto"). Available VO only (spec 1 §5).
import { isAvailableUsed, stockVehicleChannel } from './listingChannel.js';

const BASE = '/publishing/api/v1/motoreto/vehicles';

export const motoreto = stockVehicleChannel({
  id: 'motoreto',
  label: 'Motoreto',
  paths: { list: BASE, delete: `${BASE}/:id`, sync: `${BASE}/sync` },
  eligible: isAvailableUsed,
  seedShare: 0.3,
});
