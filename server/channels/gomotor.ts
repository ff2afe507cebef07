// GOmotor, the group's used-car site, on its own API host (/gomotor-api). Shows available VO
// only.
//
// Its listings are the GOmotor web stock (docs/API.md "GOmotor web host"):
// each one carries the web row fields, derived when 'Enviar' creates it (webStock/rows.ts),
// so this module is the channel factory's list / sync over the shared ListingStore, with its
// own create (the row derived), delete (by _id or idv, logged, part of a bulk run with ?run=)
// and the web host's routes (webStock/routes.ts).
import { isAvailableUsed } from '../../src/domain/channelListings.js';
import { VEHICLE_BODY_LIMIT } from '../limits.js';
import { fieldsQuery, sendJson } from '../schemas.js';
import { webRowFields, webRowFromStock, type WebListing } from '../webStock/rows.js';
import { webStockRoutes } from '../webStock/routes.js';
import { simulateMarketplaceLatency } from './latency.js';
import { ListingStore } from './listingStore.js';
import { stockVehicleSchema, vehicleListingFields, type VehicleBody } from './vehicleSchema.js';
import type { ServerChannel } from './types.js';

const ID = 'gomotor';
const LABEL = 'GOmotor';

/** A listing as created: the stock vehicle sent (without its stock _id) and its web row. */
type WebListingBody = Omit<WebListing, '_id' | 'publishedAt'>;

const webListingBody = (vehicle: VehicleBody): WebListingBody =>
  ({ ...vehicleListingFields(vehicle), ...webRowFromStock(vehicle) }) as WebListingBody;

const storeOptions = { id: ID, label: LABEL, key: 'idv' as const, eligible: isAvailableUsed };

export const gomotor: ServerChannel = {
  id: ID,
  label: LABEL,
  listings: { key: 'idv', eligible: isAvailableUsed, publishBody: webListingBody },
  prefix: '/gomotor-api',
  routes: async (app, context) => {
    simulateMarketplaceLatency(app, context.config.channelLatencyMs);
    const store = new ListingStore<WebListingBody>(context, storeOptions);
    app.addHook('onClose', async () => store.close());
    app.addHook('onListen', async () => void context.activity.inBackground(() => store.warm()));

    // The Stock Quiter card's `?fields=idv` from the store's key cache; any other list as the
    // stored JSON (projected by the database), never parsed: /gomotor reads 10,000 rows cold.
    app.get<{ Querystring: { fields?: string } }>(
      '/vehicles',
      { schema: { querystring: fieldsQuery } },
      async (request, reply) => {
        const fields = webRowFields(request.query.fields);
        if (fields?.every((field) => field === '_id' || field === 'idv')) return store.list(fields);
        return sendJson(reply, await store.listings.listJson({}, fields));
      },
    );

    // 'Enviar' from Stock Quiter: the vehicle as read, published with its web row.
    app.post<{ Body: VehicleBody }>(
      '/vehicles',
      { schema: { body: stockVehicleSchema }, bodyLimit: VEHICLE_BODY_LIMIT },
      async (request, reply) =>
        reply.code(201).send(await store.publish(webListingBody(request.body))),
    );

    app.get('/vehicles/sync', { config: { audit: { action: 'sync' } } }, async () => {
      const { message, count } = await store.sync();
      return { message, count };
    });

    await webStockRoutes(app, context);
  },
};
