// Reference data for the demo stock: a Spanish dealer group's usual brands and versions,
// with plausible technical figures (power, consumption, WLTP CO2, dimensions, list price).
import type { StockVehicle } from '../../src/domain/types.js';
import catalogData from './catalog.json' with { type: 'json' };

export type Fuel = NonNullable<StockVehicle['combustible']>;

export interface CatalogVersion {
  name: string;
  cv: number;
  fuel: Exclude<Fuel, ''>;
  cc: number | null;
  automatic: boolean;
  gears: number;
  cylinders: number;
  acceleration: number;
  topSpeed: number;
  /** Combined consumption: l/100 km, or kWh/100 km for electric versions. */
  consumption: number;
  co2: number;
  allWheelDrive?: boolean;
}

export interface CatalogModel {
  marca: string;
  modelo: string;
  codigoModelo: string;
  /** World manufacturer identifier, the first three characters of the VIN. */
  wmi: string;
  carroceria: string;
  categoria: 'Utilitario' | 'Compacto' | 'SUV';
  puertas: number;
  plazas: number;
  size: [largo: number, ancho: number, alto: number];
  maletero: number;
  deposito: number;
  neumatico: string;
  peso: number;
  /** List price of the first version when new, in euros. */
  basePrice: number;
  versions: CatalogVersion[];
}

/** The catalog's rows as they stand in catalog.json. */
type VersionRow = [
  name: string,
  cv: number,
  fuel: CatalogVersion['fuel'],
  cc: number | null,
  automatic: boolean,
  gears: number,
  cylinders: number,
  acceleration: number,
  topSpeed: number,
  consumption: number,
  co2: number,
  allWheelDrive?: boolean,
];

type Body = Pick<CatalogModel, 'carroceria' | 'categoria' | 'puertas' | 'plazas'>;

interface ModelRow {
  model: [marca: string, modelo: string, codigoModelo: string, wmi: string, basePrice: number];
  /** A body of `bodies` with the model's own measures. */
  body: [
    body: string,
    size: CatalogModel['size'],
    maletero: number,
    deposito: number,
    neumatico: string,
    peso: number,
  ];
  versions: VersionRow[];
}

// JSON infers plain arrays, not these rows: the file is trusted as written, hence the cast.
const DATA = catalogData as unknown as { bodies: Record<string, Body>; models: ModelRow[] };

// prettier-ignore
const version = ([
  name, cv, fuel, cc, automatic, gears, cylinders, acceleration, topSpeed, consumption, co2, allWheelDrive = false,
]: VersionRow): CatalogVersion =>
  ({ name, cv, fuel, cc, automatic, gears, cylinders, acceleration, topSpeed, consumption, co2, allWheelDrive });

function model({ model, body, versions }: ModelRow): CatalogModel {
  const [marca, modelo, codigoModelo, wmi, basePrice] = model;
  const [bodyName, size, maletero, deposito, neumatico, peso] = body;
  const shape = DATA.bodies[bodyName];
  if (!shape) throw new Error(`catalog.json: unknown body ${bodyName}`);
  const { carroceria, categoria, puertas, plazas } = shape;
  return {
    marca,
    modelo,
    codigoModelo,
    wmi,
    carroceria,
    categoria,
    puertas,
    plazas,
    size,
    maletero,
    deposito,
    neumatico,
    peso,
    basePrice,
    versions: versions.map(version),
  };
}

/** The brands and versions themselves are the data file catalog.json. */
export const CATALOG: readonly CatalogModel[] = DATA.models.map(model);
