// The console's calls to the vehicle-data provider, always through the server's proxy
// (DESIGN "Base URLs"; docs/API.md "# Vehicle-data provider"): the server signs in to the
// provider, so no credential or provider token ever reaches the browser.
import { httpJson } from '../../dataProvider/http';
import { CAR_CATEGORY_ID } from '../../domain/providerForm/options';
import type {
  CatalogueItem,
  CreatedProviderVehicle,
  ProviderVehicle,
  ProviderVersion,
} from '../../domain/providerForm/vehicle';

const BASE = '/provider-api';

const query = (params: Record<string, number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));

export interface ModelChoice {
  brand: number;
  year: number;
  model: number;
}

export const fetchModels = (brand: number, year: number, fuelType: number) =>
  httpJson<CatalogueItem[]>(
    `${BASE}/Models?${query({ brand, categoryId: CAR_CATEGORY_ID, fuelType, year })}`,
  );

export const fetchBodyTypes = ({ brand, year, model }: ModelChoice) =>
  httpJson<CatalogueItem[]>(`${BASE}/BodyTypes?${query({ brand, model, year })}`);

export const fetchDoors = ({ brand, year, model }: ModelChoice) =>
  httpJson<CatalogueItem[]>(`${BASE}/Doors?${query({ brand, model, year })}`);

export const fetchVersions = (
  choice: ModelChoice & { bodyType: number; doors: number; fuelType: number },
) =>
  httpJson<ProviderVersion[]>(
    `${BASE}/Versions?${query({
      bodytype: choice.bodyType,
      numdoors: choice.doors,
      fueltype: choice.fuelType,
      brand: choice.brand,
      model: choice.model,
      year: choice.year,
      categoryId: CAR_CATEGORY_ID,
    })}`,
  );

/** POST /provider-api/images (multipart `file`) → the stored image's path. */
export const uploadProviderImage = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('file', file);
  const answer = await httpJson<{ url?: unknown }>(`${BASE}/images`, {
    method: 'POST',
    body: form,
  });
  if (typeof answer?.url !== 'string') throw new Error('El servidor no ha devuelto la imagen');
  return answer.url;
};

/** The create, with the submission's Idempotency-Key: a repeated submit creates nothing. */
export const createProviderVehicle = (vehicle: ProviderVehicle, idempotencyKey?: string) =>
  httpJson<CreatedProviderVehicle>(`${BASE}/Vehicles`, {
    method: 'POST',
    body: vehicle,
    idempotencyKey,
  });
