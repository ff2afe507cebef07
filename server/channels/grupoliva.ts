// Grupo Oliva, the group's second own site (DESIGN: the spec's {product}; spec 1 §7). Any
// available vehicle (spec 1 §5). 'Enviar' publishes to it with one bulk create that answers
// numOfNews / numOfExist / existIDVs; its sync, update-db, also returns the retired vehicles.
import { isAvailable, stockVehicleChannel } from './listingChannel.js';
import { vehicleCount } from './listingStore.js';
import { stockVehicleSchema, type VehicleBody } from './vehicleSchema.js';

const LABEL = 'Grupo Oliva';
const MAX_BULK = 5000;

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
  seedShare: 0.8,
  syncExtras: ({ retired }) => ({ vehicles: retired }),
  extraRoutes: async (app, { store }) => {
    app.post<{ Body: { data: VehicleBody[] } }>(
      '/grupoliva/bulk-create',
      // A full batch of 5,000 stock vehicles (≈4.5 kB each) is far above the default 1 MB.
      { schema: { body: bulkBody }, bodyLimit: 64 * 1024 * 1024 },
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
