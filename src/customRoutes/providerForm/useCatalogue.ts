// The cascade: each list is loaded once the choices it depends on are made — fuel (with brand and
// year) loads models; the model loads body types and door counts; the transmission loads the
// versions (of the body type and doors chosen), shown for that transmission only, each named with
// its power.
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { ProviderFormValues } from '../../domain/providerForm/body';
import { formatInteger } from '../../domain/format';
import type { CatalogueItem } from '../../domain/providerForm/vehicle';
import { fetchBodyTypes, fetchDoors, fetchModels, fetchVersions } from './providerApi';

type Cascade = Pick<
  ProviderFormValues,
  'brand' | 'year' | 'fuelType' | 'model' | 'bodyType' | 'doors' | 'transmission'
>;

const useCascadeValues = (): Cascade => {
  const [brand, year, fuelType, model, bodyType, doors, transmission] = useWatch<
    ProviderFormValues,
    ['brand', 'year', 'fuelType', 'model', 'bodyType', 'doors', 'transmission']
  >({ name: ['brand', 'year', 'fuelType', 'model', 'bodyType', 'doors', 'transmission'] });
  return { brand, year, fuelType, model, bodyType, doors, transmission };
};

/** A list of the cascade: its choices, whether it is loading, and its failure. */
export interface CascadeList<T> {
  choices: T[];
  ready: boolean;
  isPending: boolean;
  error: Error | null;
}

const listOf = <T>(
  ready: boolean,
  result: { data?: T[]; isFetching: boolean; error: Error | null },
): CascadeList<T> => ({
  choices: ready ? (result.data ?? []) : [],
  ready,
  isPending: ready && result.isFetching,
  error: ready ? result.error : null,
});

const STALE_MS = 5 * 60_000;

export function useCatalogue() {
  const v = useCascadeValues();
  const modelsReady = v.brand !== null && v.year !== null && v.fuelType !== null;
  const models = useQuery({
    queryKey: ['provider-api', 'Models', v.brand, v.year, v.fuelType],
    queryFn: () => fetchModels(v.brand!, v.year!, v.fuelType!),
    enabled: modelsReady,
    staleTime: STALE_MS,
    retry: false,
  });
  const modelReady = modelsReady && v.model !== null;
  const choice = { brand: v.brand!, year: v.year!, model: v.model! };
  const bodyTypes = useQuery({
    queryKey: ['provider-api', 'BodyTypes', v.brand, v.year, v.model],
    queryFn: () => fetchBodyTypes(choice),
    enabled: modelReady,
    staleTime: STALE_MS,
    retry: false,
  });
  const doors = useQuery({
    queryKey: ['provider-api', 'Doors', v.brand, v.year, v.model],
    queryFn: () => fetchDoors(choice),
    enabled: modelReady,
    staleTime: STALE_MS,
    retry: false,
  });
  const versionsReady =
    modelReady && v.bodyType !== null && v.doors !== null && v.transmission !== null;
  const versions = useQuery({
    queryKey: [
      'provider-api',
      'Versions',
      v.brand,
      v.year,
      v.fuelType,
      v.model,
      v.bodyType,
      v.doors,
    ],
    queryFn: () =>
      fetchVersions({ ...choice, fuelType: v.fuelType!, bodyType: v.bodyType!, doors: v.doors! }),
    enabled: versionsReady,
    staleTime: STALE_MS,
    retry: false,
  });
  // A version is named with its power: one name may stand for several engines.
  const ofTransmission = (versions.data ?? [])
    .filter((x) => x.transmission === v.transmission)
    .map((x) => ({ id: x.id, name: `${x.name} (${formatInteger(x.powerCv)} CV)` }));
  return {
    models: listOf<CatalogueItem>(modelsReady, models),
    bodyTypes: listOf<CatalogueItem>(modelReady, bodyTypes),
    doors: listOf<CatalogueItem>(modelReady, doors),
    versions: listOf<CatalogueItem>(versionsReady, { ...versions, data: ofTransmission }),
  };
}
