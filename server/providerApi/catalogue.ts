// The reference provider's catalogue: real BMW (brand 7) and MINI (brand 222)
// passenger-car versions sold in Spain in 2021–2022, with their body type, doors, fuel,
// gearbox and power, from which /Models, /BodyTypes, /Doors and /Versions are answered.
// Ids are stable: they follow the order below (add new lines at the end of a model).
import type { CatalogueItem, ProviderVersion } from '../../src/domain/providerForm/vehicle.js';

export const BODY_TYPES: CatalogueItem[] = [
  { id: 1, name: 'Berlina' },
  { id: 2, name: 'Compacto' },
  { id: 3, name: 'Familiar' },
  { id: 4, name: 'Coupé' },
  { id: 5, name: 'Cabrio' },
  { id: 6, name: 'SUV' },
  { id: 7, name: 'Monovolumen' },
];

const [BERLINA, COMPACTO, FAMILIAR, COUPE, CABRIO, SUV, MONOVOLUMEN] = [1, 2, 3, 4, 5, 6, 7];
// FUEL_TYPES ids (src/domain/providerForm/options.ts).
const D = 1;
const G = 2;
const E = 3;
// TRANSMISSIONS ids: automatic, manual, or a version sold with either.
type Gearbox = 'A' | 'M' | 'AM';

/** [body type, doors, fuel, gearbox, version name, CV] */
type VersionLine = [number, number, number, Gearbox, string, number];

interface ModelLines {
  brand: number;
  name: string;
  years: number[];
  versions: VersionLine[];
}

const BOTH = [2021, 2022];

const MODELS: ModelLines[] = [
  {
    brand: 7,
    name: 'Serie 1',
    years: BOTH,
    versions: [
      [COMPACTO, 5, G, 'AM', 'Serie 1 118i', 140],
      [COMPACTO, 5, G, 'A', 'Serie 1 128ti', 265],
      [COMPACTO, 5, G, 'A', 'Serie 1 M135i xDrive', 306],
      [COMPACTO, 5, D, 'AM', 'Serie 1 116d', 116],
      [COMPACTO, 5, D, 'AM', 'Serie 1 118d', 150],
      [COMPACTO, 5, D, 'A', 'Serie 1 120d xDrive', 190],
    ],
  },
  {
    brand: 7,
    name: 'Serie 2 Gran Coupé',
    years: BOTH,
    versions: [
      [BERLINA, 4, G, 'AM', 'Serie 2 Gran Coupé 218i', 136],
      [BERLINA, 4, G, 'A', 'Serie 2 Gran Coupé M235i xDrive', 306],
      [BERLINA, 4, D, 'AM', 'Serie 2 Gran Coupé 216d', 116],
      [BERLINA, 4, D, 'A', 'Serie 2 Gran Coupé 220d', 190],
    ],
  },
  {
    brand: 7,
    name: 'Serie 2 Coupé',
    years: [2022],
    versions: [
      [COUPE, 2, G, 'A', 'Serie 2 Coupé 220i', 184],
      [COUPE, 2, G, 'A', 'Serie 2 Coupé M240i xDrive', 374],
      [COUPE, 2, D, 'A', 'Serie 2 Coupé 220d', 190],
    ],
  },
  {
    brand: 7,
    name: 'Serie 2 Active Tourer',
    years: BOTH,
    versions: [
      [MONOVOLUMEN, 5, G, 'AM', 'Serie 2 Active Tourer 218i', 136],
      [MONOVOLUMEN, 5, D, 'AM', 'Serie 2 Active Tourer 218d', 150],
      [MONOVOLUMEN, 5, E, 'A', 'Serie 2 Active Tourer 225xe iPerformance', 224],
    ],
  },
  {
    brand: 7,
    name: 'Serie 3',
    years: BOTH,
    versions: [
      [BERLINA, 4, G, 'A', 'Serie 3 320i', 184],
      [BERLINA, 4, G, 'A', 'Serie 3 330i', 245],
      [BERLINA, 4, G, 'A', 'Serie 3 M340i xDrive', 374],
      [BERLINA, 4, D, 'AM', 'Serie 3 318d', 150],
      [BERLINA, 4, D, 'A', 'Serie 3 320d', 190],
      [BERLINA, 4, D, 'A', 'Serie 3 320d xDrive', 190],
      [BERLINA, 4, E, 'A', 'Serie 3 330e', 292],
      [FAMILIAR, 5, G, 'A', 'Serie 3 320i Touring', 184],
      [FAMILIAR, 5, D, 'AM', 'Serie 3 318d Touring', 150],
      [FAMILIAR, 5, D, 'A', 'Serie 3 320d Touring', 190],
      [FAMILIAR, 5, E, 'A', 'Serie 3 330e Touring', 292],
    ],
  },
  {
    brand: 7,
    name: 'Serie 4',
    years: BOTH,
    versions: [
      [COUPE, 2, G, 'A', 'Serie 4 420i Coupé', 184],
      [COUPE, 2, G, 'A', 'Serie 4 M440i xDrive Coupé', 374],
      [COUPE, 2, D, 'A', 'Serie 4 420d Coupé', 190],
      [CABRIO, 2, G, 'A', 'Serie 4 420i Cabrio', 184],
      [CABRIO, 2, D, 'A', 'Serie 4 420d Cabrio', 190],
      [COUPE, 5, G, 'A', 'Serie 4 420i Gran Coupé', 184],
      [COUPE, 5, D, 'A', 'Serie 4 420d Gran Coupé', 190],
    ],
  },
  {
    brand: 7,
    name: 'Serie 5',
    years: BOTH,
    versions: [
      [BERLINA, 4, G, 'A', 'Serie 5 520i', 184],
      [BERLINA, 4, D, 'A', 'Serie 5 520d', 190],
      [BERLINA, 4, D, 'A', 'Serie 5 540d xDrive', 340],
      [BERLINA, 4, E, 'A', 'Serie 5 530e', 292],
      [FAMILIAR, 5, D, 'A', 'Serie 5 520d Touring', 190],
      [FAMILIAR, 5, E, 'A', 'Serie 5 530e Touring', 292],
    ],
  },
  {
    brand: 7,
    name: 'X1',
    years: BOTH,
    versions: [
      [SUV, 5, G, 'AM', 'X1 sDrive18i', 136],
      [SUV, 5, D, 'AM', 'X1 sDrive18d', 150],
      [SUV, 5, D, 'A', 'X1 xDrive20d', 190],
      [SUV, 5, E, 'A', 'X1 xDrive25e', 220],
    ],
  },
  {
    brand: 7,
    name: 'X2',
    years: BOTH,
    versions: [
      [SUV, 5, G, 'AM', 'X2 sDrive18i', 136],
      [SUV, 5, D, 'AM', 'X2 sDrive18d', 150],
      [SUV, 5, E, 'A', 'X2 xDrive25e', 220],
    ],
  },
  {
    brand: 7,
    name: 'X3',
    years: BOTH,
    versions: [
      [SUV, 5, G, 'A', 'X3 M40i', 360],
      [SUV, 5, D, 'A', 'X3 sDrive18d', 150],
      [SUV, 5, D, 'A', 'X3 xDrive20d', 190],
      [SUV, 5, E, 'A', 'X3 xDrive30e', 292],
    ],
  },
  {
    brand: 7,
    name: 'iX3',
    years: BOTH,
    versions: [[SUV, 5, E, 'A', 'iX3 Impressive', 286]],
  },
  {
    brand: 7,
    name: 'X5',
    years: BOTH,
    versions: [
      [SUV, 5, D, 'A', 'X5 xDrive30d', 286],
      [SUV, 5, E, 'A', 'X5 xDrive45e', 394],
    ],
  },
  {
    brand: 7,
    name: 'i4',
    years: [2022],
    versions: [
      [COUPE, 5, E, 'A', 'i4 eDrive40', 340],
      [COUPE, 5, E, 'A', 'i4 M50', 544],
    ],
  },
  {
    brand: 7,
    name: 'iX',
    years: [2022],
    versions: [
      [SUV, 5, E, 'A', 'iX xDrive40', 326],
      [SUV, 5, E, 'A', 'iX xDrive50', 523],
    ],
  },
  {
    brand: 222,
    name: 'MINI 3 puertas',
    years: BOTH,
    versions: [
      [COMPACTO, 3, G, 'AM', 'MINI One 3 puertas', 102],
      [COMPACTO, 3, G, 'AM', 'MINI Cooper 3 puertas', 136],
      [COMPACTO, 3, G, 'AM', 'MINI Cooper S 3 puertas', 178],
      [COMPACTO, 3, G, 'A', 'MINI John Cooper Works 3 puertas', 231],
      [COMPACTO, 3, E, 'A', 'MINI Cooper SE 3 puertas', 184],
    ],
  },
  {
    brand: 222,
    name: 'MINI 5 puertas',
    years: BOTH,
    versions: [
      [COMPACTO, 5, G, 'AM', 'MINI One 5 puertas', 102],
      [COMPACTO, 5, G, 'AM', 'MINI Cooper 5 puertas', 136],
      [COMPACTO, 5, G, 'A', 'MINI Cooper S 5 puertas', 178],
    ],
  },
  {
    brand: 222,
    name: 'MINI Cabrio',
    years: BOTH,
    versions: [
      [CABRIO, 2, G, 'AM', 'MINI Cooper Cabrio', 136],
      [CABRIO, 2, G, 'A', 'MINI Cooper S Cabrio', 178],
      [CABRIO, 2, G, 'A', 'MINI John Cooper Works Cabrio', 231],
    ],
  },
  {
    brand: 222,
    name: 'MINI Clubman',
    years: BOTH,
    versions: [
      [FAMILIAR, 5, G, 'AM', 'MINI Cooper Clubman', 136],
      [FAMILIAR, 5, G, 'A', 'MINI Cooper S Clubman', 178],
      [FAMILIAR, 5, G, 'A', 'MINI John Cooper Works Clubman ALL4', 306],
      [FAMILIAR, 5, D, 'A', 'MINI Cooper D Clubman', 150],
    ],
  },
  {
    brand: 222,
    name: 'MINI Countryman',
    years: BOTH,
    versions: [
      [SUV, 5, G, 'AM', 'MINI Cooper Countryman', 136],
      [SUV, 5, G, 'A', 'MINI Cooper S Countryman ALL4', 178],
      [SUV, 5, D, 'AM', 'MINI Cooper D Countryman', 150],
      [SUV, 5, D, 'A', 'MINI Cooper SD Countryman ALL4', 190],
      [SUV, 5, E, 'A', 'MINI Cooper SE Countryman ALL4', 220],
    ],
  },
];

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
  for (const model of MODELS) {
    const place = (perBrand.get(model.brand) ?? 0) + 1;
    perBrand.set(model.brand, place);
    const modelId = model.brand * 100 + place;
    CATALOGUE_MODELS.push({ id: modelId, brand: model.brand, name: model.name });
    model.versions.forEach(([bodyType, doors, fuelType, gearbox, name, powerCv], i) => {
      for (const letter of gearbox.split('') as ('A' | 'M')[]) {
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
