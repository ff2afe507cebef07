// The reference provider's catalogue: real BMW (brand 7) and MINI (brand 222)
// passenger-car versions sold in Spain in 2021–2022, with their body type, doors, fuel,
// gearbox and power, from which /Models, /BodyTypes, /Doors and /Versions are answered.
// Ids are stable: they follow the order of catalogue.json (add new lines at the end of a model).
import type { CatalogueItem, ProviderVersion } from '../../src/domain/providerForm/vehicle.js';
import catalogueData from './catalogue.json' with { type: 'json' };

/** [body type name, doors, fuel letter, gearbox, version name, CV] */
type VersionLine = [string, number, string, string, string, number];

interface ModelLines {
  brand: number;
  name: string;
  years: number[];
  versions: VersionLine[];
}

// The lines themselves are the data file catalogue.json: body types by name, fuels by letter.
const DATA = catalogueData as { bodyTypes: string[]; models: ModelLines[] };

/** Body type ids follow their order in the data file, from 1. */
export const BODY_TYPES: CatalogueItem[] = DATA.bodyTypes.map((name, i) => ({ id: i + 1, name }));

// FUEL_TYPES ids (src/domain/providerForm/options.ts): diesel, petrol, electric.
const FUEL_IDS: Record<string, number> = { D: 1, G: 2, E: 3 };

function bodyTypeId(name: string): number {
  const found = BODY_TYPES.find((item) => item.name === name);
  if (!found) throw new Error(`catalogue.json: unknown body type ${name}`);
  return found.id;
}

function fuelId(letter: string): number {
  const id = FUEL_IDS[letter];
  if (id === undefined) throw new Error(`catalogue.json: unknown fuel ${letter}`);
  return id;
}

/** TRANSMISSIONS ids: automatic, manual; a gearbox 'AM' is a version sold with either. */
function gearboxLetters(gearbox: string): ('A' | 'M')[] {
  if (gearbox !== 'A' && gearbox !== 'M' && gearbox !== 'AM') {
    throw new Error(`catalogue.json: unknown gearbox ${gearbox}`);
  }
  return gearbox.split('') as ('A' | 'M')[];
}

/** A version with everything the catalogue calls filter on. */
export interface CatalogueVersion extends ProviderVersion {
  brand: number;
  model: number;
  years: readonly number[];
  bodyType: number;
  doors: number;
  fuelType: number;
}

interface CatalogueModel extends CatalogueItem {
  brand: number;
}

const TRANSMISSION_IDS: Record<'A' | 'M', number> = { A: 1, M: 2 };

/** Model ids: the brand's id times 100 plus its place (BMW 701…, MINI 22201…). */
export const CATALOGUE_MODELS: CatalogueModel[] = [];
export const CATALOGUE_VERSIONS: CatalogueVersion[] = [];

{
  const perBrand = new Map<number, number>();
  for (const model of DATA.models) {
    const place = (perBrand.get(model.brand) ?? 0) + 1;
    perBrand.set(model.brand, place);
    const modelId = model.brand * 100 + place;
    CATALOGUE_MODELS.push({ id: modelId, brand: model.brand, name: model.name });
    model.versions.forEach(([bodyName, doors, fuel, gearbox, name, powerCv], i) => {
      const bodyType = bodyTypeId(bodyName);
      const fuelType = fuelId(fuel);
      for (const letter of gearboxLetters(gearbox)) {
        CATALOGUE_VERSIONS.push({
          id: modelId * 1000 + i * 10 + TRANSMISSION_IDS[letter],
          name,
          transmission: TRANSMISSION_IDS[letter],
          powerCv,
          brand: model.brand,
          model: modelId,
          years: model.years,
          bodyType,
          doors,
          fuelType,
        });
      }
    });
  }
}

export const doorsItem = (doors: number): CatalogueItem => ({
  id: doors,
  name: `${doors} puertas`,
});
