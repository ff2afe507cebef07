// The provider form's values → the body of POST /Vehicles: the prices the user typed (with VAT)
// become provider prices (price.ts), the features text area is one feature per line, and the
// metallic flag follows the colour's.
import { DEFAULT_SURCHARGE, VAT_RATE, providerPrice } from './price';
import type { ProviderVehicle } from './vehicle';

/** What the form holds (react-hook-form values; empty inputs are null). */
export interface ProviderFormValues {
  brand: number | null;
  year: number | null;
  fuelType: number | null;
  model: number | null;
  /** Cash price with VAT, as typed. */
  price: number | null;
  financedPrice: number | null;
  monthlyFee: number | null;
  surcharge: number | null;
  warranty: number | null;
  bodyType: number | null;
  doors: number | null;
  transmission: number | null;
  version: number | null;
  chassisNumber: string | null;
  location: number | null;
  environmentalLabel: string | null;
  colorId: number | null;
  metalized: boolean;
  additionalColor: string | null;
  features: string | null;
  stock: boolean;
}

export const EMPTY_PROVIDER_FORM: ProviderFormValues = {
  brand: null,
  year: null,
  fuelType: null,
  model: null,
  price: null,
  financedPrice: null,
  monthlyFee: null,
  surcharge: DEFAULT_SURCHARGE,
  warranty: null,
  bodyType: null,
  doors: null,
  transmission: null,
  version: null,
  chassisNumber: null,
  location: null,
  environmentalLabel: null,
  colorId: null,
  metalized: false,
  additionalColor: null,
  features: null,
  stock: true,
};

/** 'Navegador\n\n  Techo solar ' → ['Navegador', 'Techo solar']. */
export const featureLines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const required = <T>(value: T | null | undefined, name: string): T => {
  if (value === null || value === undefined) throw new Error(`Falta ${name}`);
  return value;
};

/** The body sent; `images` are the paths the uploads answered. Throws when a required value is missing. */
export function vehicleBody(values: ProviderFormValues, images: string[]): ProviderVehicle {
  const surcharge = values.surcharge ?? 0;
  const price = required(providerPrice(values.price, surcharge), 'el precio al contado');
  const financedPrice =
    values.financedPrice === null ? null : providerPrice(values.financedPrice, surcharge);
  const chassisNumber = values.chassisNumber?.trim().toUpperCase();
  const additionalColor = values.additionalColor?.trim();
  return {
    brand: required(values.brand, 'la marca'),
    year: required(values.year, 'el año'),
    fuelType: required(values.fuelType, 'el combustible'),
    model: required(values.model, 'el modelo'),
    taxes: VAT_RATE,
    price,
    ...(financedPrice !== null ? { financedPrice } : {}),
    ...(values.monthlyFee !== null ? { monthlyFee: values.monthlyFee } : {}),
    warranty: required(values.warranty, 'la garantía'),
    bodyType: required(values.bodyType, 'la carrocería'),
    doors: required(values.doors, 'las puertas'),
    transmission: required(values.transmission, 'el cambio'),
    version: required(values.version, 'la versión'),
    ...(chassisNumber ? { chassisNumber } : {}),
    location: required(values.location, 'la ubicación'),
    environmentalLabel: required(values.environmentalLabel, 'la etiqueta medioambiental'),
    color: {
      colorId: required(values.colorId, 'el color'),
      metalized: values.metalized,
      ...(additionalColor ? { additionalColor } : {}),
    },
    features: featureLines(values.features),
    stock: values.stock,
    metallic: values.metalized,
    images,
  };
}
