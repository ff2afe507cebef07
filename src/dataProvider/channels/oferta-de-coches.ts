// Oferta de coches (docs/API.md). Its feed is one XML written by …/create-xml; the API has no drop
// call for it.
import { notImportedIfAvailable } from '../../domain/notImported';
import { listingChannel } from '../orchestration/listingChannel';

const BASE = '/publishing/api/v1/oferta-de-coches/vehicles';

export const ofertaDeCoches = listingChannel({
  id: 'oferta-de-coches',
  label: 'Oferta de coches',
  listPath: BASE,
  syncPath: `${BASE}/sync`,
  isNotImported: notImportedIfAvailable,
  feed: { label: 'XML de Oferta de coches', format: 'xml', generatePath: `${BASE}/create-xml` },
});
