// Oferta de Coches (spec 1 §7 "oferta-de-coches"). Any available vehicle (spec 1 §5).
import { isAvailable, stockVehicleChannel } from './listingChannel.js';

const BASE = '/publishing/api/v1/oferta-de-coches/vehicles';

export const ofertaDeCoches = stockVehicleChannel({
  id: 'oferta-de-coches',
  label: 'Oferta de coches',
  paths: { list: BASE, delete: `${BASE}/:id`, sync: `${BASE}/sync` },
  eligible: isAvailable,
  seedShare: 0.4,
});
