// The publisher's own database (the console's account 0; GET, PUT /cnet/vehicles/{id}): the cnet
// channel's listings, read and edited one by one. Listing them (GET /cnet/vehicles), deleting one
// and the sync (GET /cnet/database/) are the channel's own routes
// (server/channels/listingChannel.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import type { ListingStore } from '../channels/listingStore.js';
import { STOCK_VEHICLE_FIELDS, type VehicleBody } from '../channels/vehicleSchema.js';
import { idParams, type IdParams } from '../schemas.js';

/** Any of the vehicle's fields (at least one); the vehicle as read may be sent back whole. */
const editBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { ...STOCK_VEHICLE_FIELDS, publishedAt: { type: 'string', maxLength: 40 } },
} as const;

type Edit = Partial<VehicleBody> & { publishedAt?: string };

const missing = () => notFound('Vehículo no encontrado en la base de datos de Coches.net');

export const ownDatabaseRoutes: FastifyPluginAsync<
  ServerContext & { store: ListingStore<VehicleBody> }
> = async (app, { events, store }) => {
  app.get<{ Params: IdParams }>(
    '/cnet/vehicles/:id',
    { schema: { params: idParams } },
    async (request) => (await store.listings.get(request.params.id)) ?? Promise.reject(missing()),
  );

  app.put<{ Params: IdParams; Body: Edit }>(
    '/cnet/vehicles/:id',
    { schema: { params: idParams, body: editBody } },
    async (request) => {
      const { id } = request.params;
      // The listing's own _id and date are kept; the idv is the listing's key: never changed.
      const { _id, publishedAt: _date, ...fields } = request.body;
      if (_id !== undefined && _id !== id) {
        throw badRequest(`El campo 'Identificador' no coincide con el vehículo (${id})`);
      }
      const updated = await store.listings.apply(id, (current) => {
        if (fields.idv !== undefined && fields.idv !== current.idv) {
          throw badRequest(`El campo 'IDV' no se puede cambiar (${current.idv})`);
        }
        return { ...current, ...fields };
      });
      if (!updated) throw missing();
      events.changed(store.listings.name, 'update', [id]);
      return updated;
    },
  );
};
