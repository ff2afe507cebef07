// Manual creation of a listing on account 5, with the provider form's fields, required fields,
// photo limits and options. The form's texts as typed → the payload POSTed to
// /api/cnet/api/vehicles?account=5. Defaults: offerType 1, certified 0, the fixed car category,
// showCarfaxReport false, officialWarranty true, professionalPrice null.
import { figureErrors } from '../figures.js';
import { parseSpanishNumber } from '../ownSites/prices.js';
import { REQUIRED_FIELDS, type RequiredField } from '../providerForm/requirements.js';
import { COLOUR_GROUPS, colourGroupById } from './colours.js';
import {
  CAR_CATEGORY_ID,
  ENVIRONMENTAL_LABELS,
  FUEL_TYPES,
  OFFER_TYPES,
  TRANSMISSION_TYPES,
  type EnvironmentalLabel,
  type MarketplaceListing,
} from './listing.js';

/** Only account 5 has manual creation. */
export const MANUAL_CAR_ACCOUNT = 5;

/** The texts of the manual creation. */
export const MANUAL_CAR_TEXTS = {
  open: 'Crear vehículo manual',
  reset: 'Reset',
  description: 'Descripción',
  photos: 'Fotos del vehículo',
  save: 'Guardar',
  databaseUpdated: 'La base de datos se ha actualizado.',
  required: 'Campo requerido',
  optional: 'Campo opcional',
} as const;

/** The provider form's options. */
export const MANUAL_CAR_OPTIONS = {
  years: [2022, 2021],
  fuelTypes: FUEL_TYPES,
  /** Months; 0 is 'Sin garantía'. */
  warranties: [0, 12, 18, 24, 36, 48, 60, 72, 84],
  transmissions: TRANSMISSION_TYPES,
  locations: [
    { label: 'Tarragona', provincePrefix: '43' },
    { label: 'Girona', provincePrefix: '17' },
  ],
  environmentalLabels: ENVIRONMENTAL_LABELS,
  colours: COLOUR_GROUPS.map((g) => ({ id: g.id, name: g.name })),
} as const;

/** At most 5 photos, png / jpg / webp. */
export const MAX_MANUAL_PHOTOS = 5;
export const MANUAL_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** 'Solo se permiten 5 imágenes, por favor elimina 2'; '' within the limit. */
export const tooManyPhotosMessage = (count: number): string =>
  count > MAX_MANUAL_PHOTOS
    ? `Solo se permiten ${MAX_MANUAL_PHOTOS} imágenes, por favor elimina ${count - MAX_MANUAL_PHOTOS}`
    : '';

export const isAcceptedPhoto = (file: { type?: string; name?: string }): boolean =>
  (MANUAL_PHOTO_TYPES as readonly string[]).includes(file.type ?? '') ||
  /\.(png|jpe?g|webp)$/i.test(file.name ?? '');

/** The form as typed (numbers may be Spanish text: '9.790', '9.790,50'). */
export interface ManualCarForm {
  internalReference?: string;
  brand?: string;
  model?: string;
  version?: string;
  year?: string | number;
  fuelType?: string;
  bodyType?: string;
  numberOfDoors?: string | number;
  transmissionType?: string;
  plate?: string;
  vin?: string;
  kilometers?: string | number;
  warranty?: string | number;
  colorId?: string | number;
  metalized?: boolean;
  additionalColor?: string;
  price?: string | number;
  financingPrice?: string | number;
  monthlyQuota?: string | number;
  priceWithTaxes?: boolean;
  professional?: string;
  private?: string;
  additional?: string;
  environmentalLabel?: string;
  matriculationYear?: string | number;
  provincePrefix?: string;
  hasStock?: boolean;
  photos?: string[];
}

/** This form's name of each provider-form field marked 'Campo requerido'. */
const MANUAL_CAR_NAMES = {
  brand: 'brand',
  year: 'year',
  fuelType: 'fuelType',
  model: 'model',
  price: 'price',
  warranty: 'warranty',
  bodyType: 'bodyType',
  doors: 'numberOfDoors',
  transmission: 'transmissionType',
  version: 'version',
  location: 'provincePrefix',
  environmentalLabel: 'environmentalLabel',
  colorId: 'colorId',
} as const satisfies Record<RequiredField, keyof ManualCarForm>;
export type ManualCarRequiredField = (typeof MANUAL_CAR_NAMES)[RequiredField];

/** The provider form's required fields, in its order, under this form's names. */
export const MANUAL_CAR_REQUIRED: readonly ManualCarRequiredField[] = REQUIRED_FIELDS.map(
  (field) => MANUAL_CAR_NAMES[field],
);

/** The form's figures, each its kind (prices and the monthly payment whole euros). */
export const MANUAL_CAR_FIGURES = {
  price: 'wholeEuros',
  financingPrice: 'wholeEuros',
  monthlyQuota: 'wholeEuros',
  kilometers: 'km',
} as const;
export type ManualCarField = ManualCarRequiredField | keyof typeof MANUAL_CAR_FIGURES;

const NUMERIC_REQUIRED: readonly ManualCarRequiredField[] = [
  'year',
  'price',
  'warranty',
  'numberOfDoors',
  'colorId',
];

/** Counted, not measured: the marketplace takes whole numbers here. */
const WHOLE_NUMBERS: readonly ManualCarRequiredField[] = ['year', 'numberOfDoors', 'warranty'];

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberOf = (value: unknown): number | null =>
  typeof value === 'string' && value.trim() === '' ? null : parseSpanishNumber(value);

/**
 * The required fields that are empty (or not a number where a number is asked), each with
 * 'Campo requerido', and the figures that break their rule (a negative price, km with
 * decimals), each with the figures' message; {} when the form can be saved. A warranty of 0
 * ('Sin garantía') is a choice.
 */
export function manualCarErrors(form: ManualCarForm): Partial<Record<ManualCarField, string>> {
  const errors: Partial<Record<ManualCarField, string>> = {};
  for (const field of MANUAL_CAR_REQUIRED) {
    const value = form[field];
    const n = numberOf(value);
    const missing = NUMERIC_REQUIRED.includes(field)
      ? n === null ||
        (field === 'price' && n <= 0) ||
        (WHOLE_NUMBERS.includes(field) && (!Number.isInteger(n) || n < 0))
      : trimmed(value) === '';
    if (missing) errors[field] = MANUAL_CAR_TEXTS.required;
  }
  if (
    form.colorId !== undefined &&
    numberOf(form.colorId) !== null &&
    !colourGroupById(numberOf(form.colorId))
  )
    errors.colorId = MANUAL_CAR_TEXTS.required;
  return { ...errors, ...figureErrors(form, MANUAL_CAR_FIGURES) };
}

const label = (value: unknown): EnvironmentalLabel =>
  (ENVIRONMENTAL_LABELS as readonly string[]).includes(trimmed(value))
    ? (trimmed(value) as EnvironmentalLabel)
    : '';

/**
 * A manual car has no IDV from the stock: when the form leaves the reference empty it gets
 * 'MANUAL-' and the creation time in base 36 ('MANUAL-MIC2Y8W0'), unique per second of the
 * account's pace.
 */
export const manualReference = (now: Date): string =>
  `MANUAL-${now.getTime().toString(36).toUpperCase()}`;

/**
 * The payload of a manual car. Numbers parsed the Spanish way; the colour keeps the text typed, or
 * the group's name when none; the title is brand, model and version.
 */
export function manualCarPayload(form: ManualCarForm, now: Date = new Date()): MarketplaceListing {
  const colorId = numberOf(form.colorId);
  const group = colourGroupById(colorId);
  const price = numberOf(form.price);
  const financing = numberOf(form.financingPrice);
  const year = numberOf(form.year);
  return {
    internalReference: trimmed(form.internalReference) || manualReference(now),
    title: [form.brand, form.model, form.version].map(trimmed).filter(Boolean).join(' '),
    plate: trimmed(form.plate),
    vin: trimmed(form.vin),
    categoryId: CAR_CATEGORY_ID,
    offerType: OFFER_TYPES.new,
    brand: trimmed(form.brand),
    model: trimmed(form.model),
    version: trimmed(form.version),
    year,
    fuelType: trimmed(form.fuelType),
    bodyType: trimmed(form.bodyType),
    numberOfDoors: numberOf(form.numberOfDoors),
    transmissionType: trimmed(form.transmissionType),
    kilometers: numberOf(form.kilometers) ?? 0,
    warranty: numberOf(form.warranty),
    officialWarranty: true,
    showCarfaxReport: false,
    certified: 0,
    color: {
      colorId: group ? group.id : null,
      metalized: form.metalized === true,
      additionalColor: trimmed(form.additionalColor) || (group?.name ?? ''),
    },
    price: {
      priceValue: price,
      bestPrice: price !== null && financing !== null ? Math.min(price, financing) : price,
      professionalPrice: null,
      monthlyQuota: numberOf(form.monthlyQuota),
      priceWithTaxes: form.priceWithTaxes ?? true,
      financingPrice: financing,
    },
    creation: { date: now.toISOString(), daysFrom: 0 },
    information: {
      professional: trimmed(form.professional),
      private: trimmed(form.private),
      additional: trimmed(form.additional),
    },
    photos: (form.photos ?? [])
      .filter((url) => trimmed(url) !== '')
      .map((url, index) => ({ url, main: index === 0, order: index + 1 })),
    environmentalLabel: label(form.environmentalLabel),
    matriculationYear: numberOf(form.matriculationYear) ?? year,
    provincePrefix: trimmed(form.provincePrefix),
    hasStock: form.hasStock ?? true,
  };
}
