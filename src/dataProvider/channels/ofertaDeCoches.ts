// Oferta de coches (spec 1 §7 "oferta-de-coches"; docs/API.md).
import { notImportedIfAvailable } from '../../domain/notImported';
import { listingChannel } from './listingChannel';

export const ofertaDeCoches = listingChannel({
  id: 'oferta-de-coches',
  label: 'Oferta de coches',
  listingsResource: 'oferta-de-coches-vehicles',
  listPath: '/publishing/api/v1/oferta-de-coches/vehicles',
  syncPath: '/publishing/api/v1/oferta-de-coches/vehicles/sync',
  isNotImported: notImportedIfAvailable,
});
