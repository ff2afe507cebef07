// Strict schemas of the /api/provider-api routes (docs/API.md "# Vehicle-data provider"):
// the catalogue calls' query parameters as the provider names them, the vehicle body of the
// provider's new vehicle form with its fixed options, and the Spanish labels a 400 names the
// field with ('El campo 'Marca' …', as the form shows it).
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  BRANDS,
  COLOUR_GROUPS,
  ENVIRONMENTAL_LABELS,
  FUEL_TYPES,
  LOCATIONS,
  TRANSMISSIONS,
  WARRANTIES,
  YEARS,
  idsOf,
} from '../../src/domain/providerForm/options.js';
import { MAX_IMAGES } from '../../src/domain/providerForm/images.js';
import { REQUIRED_FIELDS, type RequiredField } from '../../src/domain/providerForm/requirements.js';
import { HttpError, labelledBodyError } from '../errors.js';
import { STORED_IMAGE_NAME } from '../imageUploads.js';

/** Where the form's images are served (server/imageUploads.ts store of routes.ts). */
export const IMAGE_URL_BASE = '/api/provider-api/images';

/** An id in a query string: digits only. */
const idParam = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;

const query = <K extends string>(names: readonly K[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, idParam])) as Record<
      K,
      typeof idParam
    >,
  }) as const;

export const modelsQuery = query(['brand', 'categoryId', 'fuelType', 'year'] as const);
export const modelQuery = query(['brand', 'model', 'year'] as const);
export const versionsQuery = query([
  'bodytype',
  'numdoors',
  'fueltype',
  'brand',
  'model',
  'year',
  'categoryId',
] as const);
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

const id = { type: 'integer', minimum: 1, maximum: 999_999_999 } as const;
const euros = { type: 'number', exclusiveMinimum: 0, maximum: 10_000_000 } as const;

/**
 * The body fields a required form field stands for where they are not just its own name: the
 * colour group is inside `color`; the taxes, stock and metallic choices carry no required mark
 * on the form but the body always has them.
 */
const REQUIRED_BODY_FIELDS: Partial<Record<RequiredField, readonly string[]>> = {
  model: ['model', 'taxes'],
  colorId: ['color', 'stock', 'metallic'],
};

export const vehicleBody = {
  type: 'object',
  additionalProperties: false,
  required: REQUIRED_FIELDS.flatMap((field) => REQUIRED_BODY_FIELDS[field] ?? [field]),
  properties: {
    brand: { type: 'integer', enum: idsOf(BRANDS) },
    year: { type: 'integer', enum: idsOf(YEARS) },
    fuelType: { type: 'integer', enum: idsOf(FUEL_TYPES) },
    model: id,
    taxes: { type: 'number', minimum: 0, maximum: 1 },
    price: euros,
    financedPrice: euros,
    monthlyFee: euros,
    warranty: { type: 'integer', enum: idsOf(WARRANTIES) },
    bodyType: id,
    doors: { type: 'integer', minimum: 1, maximum: 9 },
    transmission: { type: 'integer', enum: idsOf(TRANSMISSIONS) },
    version: id,
    // A VIN: 17 letters and digits, without I, O or Q.
    chassisNumber: { type: 'string', pattern: '^[A-HJ-NPR-Z0-9]{17}$' },
    location: { type: 'integer', enum: idsOf(LOCATIONS) },
    environmentalLabel: { type: 'string', enum: idsOf(ENVIRONMENTAL_LABELS) },
    color: {
      type: 'object',
      additionalProperties: false,
      required: ['colorId', 'metalized'],
      properties: {
        colorId: { type: 'integer', enum: idsOf(COLOUR_GROUPS) },
        metalized: { type: 'boolean' },
        additionalColor: { type: 'string', maxLength: 60 },
      },
    },
    features: {
      type: 'array',
      maxItems: 200,
      items: { type: 'string', minLength: 1, maxLength: 200 },
    },
    stock: { type: 'boolean' },
    metallic: { type: 'boolean' },
    images: {
      type: 'array',
      maxItems: MAX_IMAGES,
      uniqueItems: true,
      items: {
        type: 'string',
        pattern: `^${IMAGE_URL_BASE}/${STORED_IMAGE_NAME.source.replace(/^\^|\$$/g, '')}$`,
      },
    },
  },
} as const;

const LABELS: Readonly<Record<string, string>> = {
  brand: 'Marca',
  year: 'Año',
  fuelType: 'Combustible',
  model: 'Modelo',
  taxes: 'Impuestos',
  price: 'Precio al contado',
  financedPrice: 'Precio financiado',
  monthlyFee: 'Cuota mensual',
  warranty: 'Garantía',
  bodyType: 'Carrocería',
  doors: 'Puertas',
  transmission: 'Cambio',
  version: 'Versión',
  chassisNumber: 'Número de bastidor',
  location: 'Ubicación',
  environmentalLabel: 'Etiqueta medioambiental',
  color: 'Color',
  colorId: 'Grupo de color',
  metalized: 'Metalizado',
  additionalColor: 'Color del fabricante',
  features: 'Equipamiento',
  stock: 'En stock',
  metallic: 'Pintura metalizada',
  images: 'Imágenes',
};

/** The plugin's error handler: a body's 400 names the field by its label; the rest as usual. */
export function providerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError) => {
    throw labelledBodyError(error, LABELS);
  });
}
