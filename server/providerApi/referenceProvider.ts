// The reference provider: plays the vehicle-data provider when none is
// configured, answering the catalogue calls from catalogue.ts (real BMW and MINI 2021–2022
// versions) and refusing, as the provider would, a vehicle whose choices do not belong
// together (422), so the console's cascade is exercised for real.
import { randomBytes } from 'node:crypto';
import type {
  CatalogueItem,
  ProviderVehicle,
  ProviderVersion,
} from '../../src/domain/providerForm/vehicle.js';
import { CAR_CATEGORY_ID } from '../../src/domain/providerForm/options.js';
import { HttpError } from '../errors.js';
import {
  BODY_TYPES,
  CATALOGUE_MODELS,
  CATALOGUE_VERSIONS,
  doorsItem,
  type CatalogueVersion,
} from './catalogue.js';
import type { ModelQuery, ModelsQuery, ProviderClient, VersionsQuery } from './client.js';

const byName = <T extends CatalogueItem>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

const versionsOf = (brand: number, model: number, year: number): CatalogueVersion[] =>
  CATALOGUE_VERSIONS.filter(
    (v) => v.brand === brand && v.model === model && v.years.includes(year),
  );

const distinct = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Why the provider refuses a vehicle's choices, or null when they belong together. */
function catalogueMismatch(vehicle: ProviderVehicle): string | null {
  const model = CATALOGUE_MODELS.find((m) => m.id === vehicle.model);
  if (!model || model.brand !== vehicle.brand) return 'el modelo no es de la marca elegida';
  const version = CATALOGUE_VERSIONS.find((v) => v.id === vehicle.version);
  if (!version || version.model !== vehicle.model) return 'la versión no es del modelo elegido';
  if (!version.years.includes(vehicle.year)) return `la versión no se vende en ${vehicle.year}`;
  if (version.fuelType !== vehicle.fuelType) return 'la versión no usa el combustible elegido';
  if (version.bodyType !== vehicle.bodyType) return 'la versión no tiene la carrocería elegida';
  if (version.doors !== vehicle.doors) return 'la versión no tiene las puertas elegidas';
  if (version.transmission !== vehicle.transmission) return 'la versión no tiene el cambio elegido';
  return null;
}

export class ReferenceProvider implements ProviderClient {
  async models({ brand, categoryId, fuelType, year }: ModelsQuery): Promise<CatalogueItem[]> {
    if (categoryId !== CAR_CATEGORY_ID) return [];
    return CATALOGUE_MODELS.filter(
      (m) =>
        m.brand === brand && versionsOf(brand, m.id, year).some((v) => v.fuelType === fuelType),
    )
      .map(({ id, name }) => ({ id, name }))
      .sort(byName);
  }

  async bodyTypes({ brand, model, year }: ModelQuery): Promise<CatalogueItem[]> {
    const ids = distinct(versionsOf(brand, model, year).map((v) => v.bodyType));
    return BODY_TYPES.filter((b) => ids.includes(b.id));
  }

  async doors({ brand, model, year }: ModelQuery): Promise<CatalogueItem[]> {
    return distinct(versionsOf(brand, model, year).map((v) => v.doors)).map(doorsItem);
  }

  async versions(query: VersionsQuery): Promise<ProviderVersion[]> {
    if (query.categoryId !== CAR_CATEGORY_ID) return [];
    return versionsOf(query.brand, query.model, query.year)
      .filter(
        (v) =>
          v.bodyType === query.bodytype &&
          v.doors === query.numdoors &&
          v.fuelType === query.fueltype,
      )
      .map(({ id, name, transmission, powerCv }) => ({ id, name, transmission, powerCv }))
      .sort(byName);
  }

  async createVehicle(vehicle: ProviderVehicle): Promise<{ id: string }> {
    const mismatch = catalogueMismatch(vehicle);
    if (mismatch)
      throw new HttpError(422, `El proveedor de datos rechaza el vehículo: ${mismatch}`);
    return { id: `REF-${randomBytes(5).toString('hex').toUpperCase()}` };
  }
}
