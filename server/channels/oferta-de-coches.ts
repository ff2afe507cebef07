// Oferta de Coches. Any available vehicle. Its feed is one XML of every listing, written by
// …/create-xml. It has no drop call: listings leave one by one (DELETE) or by its sync.
import { FEED_PRICE } from '../../src/domain/consistency/channelRules.js';
import { OFERTA_FIELDS, ofertaXml, ofertaElement } from '../feeds/formats/oferta-de-coches.js';
import { isAvailable } from '../../src/domain/channelListings.js';
import { stockVehicleChannel } from './listingChannel.js';

const BASE = '/publishing/api/v1/oferta-de-coches/vehicles';

const OFERTA_FEED_FILE = 'oferta-de-coches.xml';

export const ofertaDeCoches = stockVehicleChannel({
  id: 'oferta-de-coches',
  label: 'Oferta de coches',
  paths: { list: BASE, delete: `${BASE}/:id`, sync: `${BASE}/sync` },
  eligible: isAvailable,
  price: FEED_PRICE,
  feed: {
    format: 'xml',
    path: `${BASE}/create-xml`,
    fields: OFERTA_FIELDS,
    // Outside a listing's element the files read nothing of it (its count aside).
    kept: [],
    element: ofertaElement,
    files: (listings, at) => [
      { name: OFERTA_FEED_FILE, content: ofertaXml(listings, at), count: listings.length },
    ],
  },
});
