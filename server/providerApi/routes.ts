// The vehicle-data provider proxy (docs/API.md "# Vehicle-data provider"): GET
// /provider-api/{Models,BodyTypes,Doors,Versions} with the provider's query parameters, POST
// /provider-api/Vehicles (the form's vehicle; kept in provider-vehicles), GET
// /provider-api/Vehicles (those created), POST /provider-api/images (one image, decoded and kept
// re-encoded: server/imageUploads.ts) and the public image files. Login is the server's own
// business (httpProvider.ts): there is no route for it.
import type { FastifyPluginAsync } from 'fastify';
import type { ProviderVehicle } from '../../src/domain/providerForm/vehicle.js';
import { currentUser } from '../auth/guard.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import {
  imageStoreRoutes,
  isStoredImage,
  nameAfterUpload,
  storeUploadedImage,
  type ImageStore,
} from '../imageUploads.js';
import { usesRealProvider, type ProviderClient } from './client.js';
import { HttpProvider } from './httpProvider.js';
import { ReferenceProvider } from './referenceProvider.js';
import {
  IMAGE_URL_BASE,
  modelQuery,
  modelsQuery,
  noQuery,
  providerErrors,
  vehicleBody,
  versionsQuery,
} from './schemas.js';
import { PROVIDER_VEHICLES } from './store.js';

const PROVIDER_IMAGE_STORE: ImageStore = {
  folder: 'uploads/images/provider',
  urlBase: IMAGE_URL_BASE,
  notFound: 'Imagen no encontrada',
};

/** The real provider when configured (its secrets stay in it), else the reference one. */
export const providerFor = (context: Pick<ServerContext, 'config'>): ProviderClient => {
  const { config } = context;
  return usesRealProvider(config)
    ? new HttpProvider({
        baseUrl: config.providerApiUrl!,
        username: config.providerUser!,
        password: config.providerPassword!,
      })
    : new ReferenceProvider();
};

type Query<K extends string> = { Querystring: Record<K, string> };
const numbers = <K extends string>(query: Record<K, string>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Number(v)])) as Record<K, number>;

interface ProviderRouteOptions extends ServerContext {
  /** The provider to use (tests pass one); default providerFor(context). */
  provider?: ProviderClient;
}

export const providerApiRoutes: FastifyPluginAsync<ProviderRouteOptions> = async (app, options) => {
  const { config, db, events } = options;
  const provider = options.provider ?? providerFor(options);
  const created = db.collection(PROVIDER_VEHICLES);
  providerErrors(app);
  await imageStoreRoutes(app, config, PROVIDER_IMAGE_STORE);

  app.get<Query<'brand' | 'categoryId' | 'fuelType' | 'year'>>(
    '/provider-api/Models',
    { schema: { querystring: modelsQuery } },
    async (request) => provider.models(numbers(request.query)),
  );
  app.get<Query<'brand' | 'model' | 'year'>>(
    '/provider-api/BodyTypes',
    { schema: { querystring: modelQuery } },
    async (request) => provider.bodyTypes(numbers(request.query)),
  );
  app.get<Query<'brand' | 'model' | 'year'>>(
    '/provider-api/Doors',
    { schema: { querystring: modelQuery } },
    async (request) => provider.doors(numbers(request.query)),
  );
  app.get<Query<'bodytype' | 'numdoors' | 'fueltype' | 'brand' | 'model' | 'year' | 'categoryId'>>(
    '/provider-api/Versions',
    { schema: { querystring: versionsQuery } },
    async (request) => provider.versions(numbers(request.query)),
  );

  app.get('/provider-api/Vehicles', { schema: { querystring: noQuery } }, async () =>
    created.list({ sort: { field: 'createdAt', direction: 'desc' } }),
  );

  app.post<{ Body: ProviderVehicle }>(
    '/provider-api/Vehicles',
    { schema: { querystring: noQuery, body: vehicleBody } },
    async (request, reply) => {
      const vehicle: ProviderVehicle = {
        ...request.body,
        features: request.body.features ?? [],
        images: request.body.images ?? [],
      };
      for (const image of vehicle.images) {
        const file = image.slice(IMAGE_URL_BASE.length + 1);
        if (!(await isStoredImage(config, PROVIDER_IMAGE_STORE, file))) {
          throw new HttpError(422, `La imagen '${file}' no existe: vuelva a subirla`);
        }
      }
      const { id } = await provider.createVehicle(vehicle);
      const record = await created.insert({
        providerId: id,
        createdAt: new Date().toISOString(),
        createdBy: currentUser(request).email,
        vehicle,
      });
      events.changed(PROVIDER_VEHICLES.name, 'create', [record._id]);
      request.log.info({ providerVehicle: record._id, providerId: id }, 'provider vehicle created');
      return reply.code(201).send(record);
    },
  );

  app.post('/provider-api/images', { schema: { querystring: noQuery } }, async (request, reply) => {
    const name = await storeUploadedImage(
      request,
      config,
      PROVIDER_IMAGE_STORE,
      nameAfterUpload('imagen'),
    );
    return reply.code(201).send({ url: `${IMAGE_URL_BASE}/${name}` });
  });
};
