// The console's calls to the vehicle-data provider, always through the server's proxy at its
// own base, /provider-api (docs/API.md "# Vehicle-data provider"): the
// server signs in to the provider, so no credential or provider token ever reaches the browser.
import { config } from '../../config';
import { httpJson, type HttpOptions } from '../../dataProvider/http';
import { CAR_CATEGORY_ID } from '../../domain/providerForm/options';
import type {
  CatalogueItem,
  CreatedProviderVehicle,
  ProviderVehicle,
  ProviderVersion,
} from '../../domain/providerForm/vehicle';

/** The proxy's own base (VITE_PROVIDER_API_URL, default /provider-api). */
const call = <T>(path: string, options: Omit<HttpOptions, 'base'> = {}) =>
  httpJson<T>(path, { ...options, base: config.providerApiUrl });

const query = (params: Record<string, number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));

export interface ModelChoice {
  brand: number;
  year: number;
  model: number;
}

export const fetchModels = (brand: number, year: number, fuelType: number) =>
  call<CatalogueItem[]>(`/Models?${query({ brand, categoryId: CAR_CATEGORY_ID, fuelType, year })}`);

export const fetchBodyTypes = ({ brand, year, model }: ModelChoice) =>
  call<CatalogueItem[]>(`/BodyTypes?${query({ brand, model, year })}`);

export const fetchDoors = ({ brand, year, model }: ModelChoice) =>
  call<CatalogueItem[]>(`/Doors?${query({ brand, model, year })}`);

export const fetchVersions = (
  choice: ModelChoice & { bodyType: number; doors: number; fuelType: number },
) =>
  call<ProviderVersion[]>(
    `/Versions?${query({
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
  const answer = await call<{ url?: unknown }>('/images', {
    method: 'POST',
    body: form,
  });
  if (typeof answer?.url !== 'string') throw new Error('El servidor no ha devuelto la imagen');
  return answer.url;
};

export const createProviderVehicle = (vehicle: ProviderVehicle) =>
  call<CreatedProviderVehicle>('/Vehicles', { method: 'POST', body: vehicle });
