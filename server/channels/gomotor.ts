// GOmotor, the group's used-car site, on its own API host (spec 1 §7 "gomotor (separate API
// host)"; DESIGN "Base URLs": /gomotor-api). Shows available VO only (spec 1 §5).
import { isAvailableUsed, stockVehicleChannel } from './listingChannel.js';

export const gomotor = stockVehicleChannel({
  id: 'gomotor',
  label: 'GOmotor',
  prefix: '/gomotor-api',
  paths: { list: '/vehicles', delete: '/algolia/vehicles/:id', sync: '/vehicles/sync' },
  eligible: isAvailableUsed,
  seedShare: 0.7,
});
