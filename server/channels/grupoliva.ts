// Grupo Oliva, the group's second own site. Any available vehicle. 'Enviar' publishes to it with
// one bulk create that answers numOfNews / numOfExist / existIDVs; its sync, update-db, also
// returns the retired vehicles.
import { VEHICLE_BODY_LIMIT } from '../limits.js';
import { logChannelRoutes } from '../ownSites/channelLog.js';
import { SaleStock } from '../ownSites/saleStock.js';
import { GRUPOLIVA_SITE } from '../ownSites/sites.js';
import { isAvailable } from '../../src/domain/channelListings.js';
import { stockVehicleChannel } from './listingChannel.js';
import { vehicleCount } from './listingStore.js';
import { stockVehicleSchema, type VehicleBody } from './vehicleSchema.js';
import { SALE_FIELDS } from '../ownSites/saleVehicle.js';

const LABEL = 'Grupo Oliva';
// Within the body limit even for minimal vehicles (≈60 bytes each), so it stays reachable.
const MAX_BULK = 2000;

const bulkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    data: { type: 'array', minItems: 1, maxItems: MAX_BULK, items: stockVehicleSchema },
  },
} as const;

export const grupoliva = stockVehicleChannel({
  id: 'grupoliva',
  label: LABEL,
  paths: { list: '/grupoliva', delete: '/grupoliva/:id', sync: '/grupoliva/update-db' },
  eligible: isAvailable,
  // Its listings are the site's sale stock: the dashboard reads their web fields too.
  extraFields: Object.keys(SALE_FIELDS),
  syncExtras: ({ retired }) => ({ vehicles: retired }),
  extraRoutes: async (app, { context, store }) => {
    // Its listings are the site's sale stock: Enviar, update-db and delete go to its log, and
    // update-db first refreshes the listings whose vehicle changed in the group stock.
    logChannelRoutes(
      app,
      context,
      { id: 'grupoliva', label: LABEL },
      {
        bulkCreate: '/api/grupoliva/bulk-create',
        updateDb: '/api/grupoliva/update-db',
        remove: '/api/grupoliva/:id',
      },
      () => new SaleStock(context, GRUPOLIVA_SITE).refreshChanged(),
    );
    app.post<{ Body: { data: VehicleBody[] } }>(
      '/grupoliva/bulk-create',
      // The console sends a selection in requests of at most 200,000 bytes: a
      // whole-stock selection is many of those, never one body (server/limits.ts).
      { schema: { body: bulkBody }, bodyLimit: VEHICLE_BODY_LIMIT },
      async (request) => {
        const { created, existing } = await store.publishMany(request.body.data);
        return {
          message: `${LABEL}: ${vehicleCount(created.length)} ${created.length === 1 ? 'publicado' : 'publicados'}, ${existing.length} ya ${existing.length === 1 ? 'existía' : 'existían'}`,
          numOfNews: created.length,
          numOfExist: existing.length,
          existIDVs: existing,
        };
      },
    );
  },
});
