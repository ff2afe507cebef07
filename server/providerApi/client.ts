// The vehicle-data provider behind /api/provider-api (a third party's v3 API; docs/API.md
// "# Vehicle-data provider"): the real one over HTTP (httpProvider.ts) when PROVIDER_API_URL,
// PROVIDER_USER and PROVIDER_PASSWORD are set — the server signs in, the browser never sees them
// nor the token — else the reference provider (referenceProvider.ts) over the catalogue of
// catalogue.ts.
import type {
  CatalogueItem,
  ProviderVehicle,
  ProviderVersion,
} from '../../src/domain/providerForm/vehicle.js';
import type { Config } from '../config.js';

/** GET /Models (brand, categoryId, fuelType, year). */
export interface ModelsQuery {
  brand: number;
  categoryId: number;
  fuelType: number;
  year: number;
}

/** GET /BodyTypes and GET /Doors (brand, model, year). */
export interface ModelQuery {
  brand: number;
  model: number;
  year: number;
}

/** GET /Versions (bodytype, numdoors, fueltype, brand, model, year, categoryId). */
export interface VersionsQuery {
  bodytype: number;
  numdoors: number;
  fueltype: number;
  brand: number;
  model: number;
  year: number;
  categoryId: number;
}

export interface ProviderClient {
  models(query: ModelsQuery): Promise<CatalogueItem[]>;
  bodyTypes(query: ModelQuery): Promise<CatalogueItem[]>;
  doors(query: ModelQuery): Promise<CatalogueItem[]>;
  versions(query: VersionsQuery): Promise<ProviderVersion[]>;
  /** POST /Vehicles; answers the provider's id of the new vehicle. */
  createVehicle(vehicle: ProviderVehicle): Promise<{ id: string }>;
}

/** The real provider only when all three settings are there (config.ts checks they come together). */
export const usesRealProvider = (
  config: Pick<Config, 'providerApiUrl' | 'providerUser' | 'providerPassword'>,
): boolean => Boolean(config.providerApiUrl && config.providerUser && config.providerPassword);
