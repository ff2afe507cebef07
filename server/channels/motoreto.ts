// Motoreto. Available VO only. Its feed is one XML of every listing, written by …/create-xml;
// …/drop-collection removes every listing.
import { FEED_PRICE } from '../../src/domain/consistency/channelRules.js';
import { MOTORETO_FIELDS, motoretoXml, motoretoElement } from '../feeds/formats/motoreto.js';
import { registerDropRoute } from '../feeds/drop.js';
import { isAvailableUsed } from '../../src/domain/channelListings.js';
import { stockVehicleChannel } from './listingChannel.js';

const BASE = '/publishing/api/v1/motoreto/vehicles';

const MOTORETO_FEED_FILE = 'motoreto.xml';

export const motoreto = stockVehicleChannel({
  id: 'motoreto',
  label: 'Motoreto',
  paths: { list: BASE, delete: `${BASE}/:id`, sync: `${BASE}/sync` },
  eligible: isAvailableUsed,
  price: FEED_PRICE,
  feed: {
    format: 'xml',
    path: `${BASE}/create-xml`,
    fields: MOTORETO_FIELDS,
    // Outside a listing's element the files read nothing of it (its count aside).
    kept: [],
    element: motoretoElement,
    files: (listings, at) => [
      { name: MOTORETO_FEED_FILE, content: motoretoXml(listings, at), count: listings.length },
    ],
  },
  extraRoutes: async (app, channel) => {
    registerDropRoute(app, 'motoreto', channel, {
      path: `${BASE}/drop-collection`,
      label: () => 'Motoreto',
      select: () => channel.store.listings.list(),
    });
  },
});
