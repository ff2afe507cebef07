// Coches.net (spec 1 §7 "cnet"; DESIGN: the spec's {host} marketplace). Any available vehicle
// (spec 1 §5). Its sync is GET /cnet/database/.
import { isAvailable, stockVehicleChannel } from './listingChannel.js';

export const cnet = stockVehicleChannel({
  id: 'cnet',
  label: 'Coches.net',
  paths: { list: '/cnet/vehicles', delete: '/cnet/vehicles/:id', sync: '/cnet/database/' },
  eligible: isAvailable,
  seedShare: 0.6,
});
