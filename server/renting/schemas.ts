// JSON schemas of the renting API's bodies (field types, required fields, the fixed terms and
// km tiers; docs/API.md "# Renting"): strict (unknown fields 400, no coercion). The rules a
// schema cannot say (a grid cell's tipo agrees with its km and months, no cell twice, the
// provider exists, texts not blank) are rules.ts.
import { ID_PATTERN } from '../db/ids.js';
import { idSchema } from '../schemas.js';
import {
  AUDIENCES,
  ECO_LABELS,
  EQUIPMENT_FIELD,
  EQUIPMENT_KINDS,
  RENTING_KM_TIERS,
  RENTING_TERMS,
} from '../../src/domain/renting/types.js';
import { figureSchema, spanishCentsSchema } from '../../src/domain/figures.js';
import { RENTING_FIGURES } from '../../src/domain/renting/validation.js';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const filled = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
/** A number of the vehicle by the kind of figure it is, or null (none). */
const figure = (field: keyof typeof RENTING_FIGURES) =>
  figureSchema(RENTING_FIGURES[field], { nullable: true });

const priceEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['tipo', 'valor', 'km', 'meses'],
  properties: {
    tipo: { type: 'string', maxLength: 20, pattern: '^[0-9]{4,5}KM-[0-9]{2}M$' },
    // Euros with cents as kept: '1.234,50', never negative.
    valor: spanishCentsSchema(),
    km: { type: 'integer', enum: [...RENTING_KM_TIERS] },
    meses: { type: 'integer', enum: [...RENTING_TERMS] },
  },
} as const;

const priceGrid = {
  type: 'array',
  maxItems: RENTING_TERMS.length * RENTING_KM_TIERS.length,
  items: priceEntry,
} as const;

const minPrice = (required: boolean) => ({
  type: 'object',
  additionalProperties: false,
  required: ['valorMin', 'tipoPrecioMin'],
  properties: {
    // Euros with cents as kept ('299,00'); empty until filled, which create requires.
    valorMin: spanishCentsSchema({ optional: !required }),
    tipoPrecioMin: required ? filled(100) : text(100),
  },
});

const equipmentList = (kind: string) => ({
  type: 'array',
  maxItems: 200,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['tipo', 'contenido'],
    properties: {
      tipo: { type: 'string', enum: [kind] },
      descripcion: text(500),
      contenido: filled(500),
    },
  },
});

const recurso = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: {
    _id: text(64),
    nombre: text(300),
    // A path of ours or a web address: never javascript: or data: in an <img src>.
    url: { type: 'string', minLength: 1, maxLength: 1000, pattern: '^(/[^/\\\\]|https?://)' },
    tipo: { type: 'string', enum: ['IMAGEN'] },
    propiedades: {
      type: 'array',
      maxItems: 2,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['nombre', 'valor'],
        properties: {
          nombre: { type: 'string', enum: ['EsFotoPrincipal', 'OrdenFoto'] },
          // EsFotoPrincipal a boolean, OrdenFoto a number or '' (rules.ts says which is which).
          valor: {
            anyOf: [{ type: 'boolean' }, { type: 'number' }, { type: 'string', maxLength: 0 }],
          },
        },
      },
    },
  },
} as const;

/** The fields of a vehicle, each optional at this level. */
const VEHICLE_PROPERTIES = {
  idOferta: { type: 'integer', minimum: 1, maximum: 999_999_999 },
  stock: figureSchema(RENTING_FIGURES.stock),
  provider: { type: 'string', maxLength: 24, pattern: `(${ID_PATTERN})|^$` },
  immediate_delivery: { type: 'boolean' },
  marca: text(100),
  modelo: text(150),
  version: text(200),
  color: text(100),
  carroceria: text(100),
  potenciaCv: figure('potenciaCv'),
  cambio: text(60),
  combustible: text(60),
  puertas: figure('puertas'),
  plazas: figure('plazas'),
  emisiones: text(60),
  consumoExtUrbano: text(60),
  franquicia: figure('franquicia'),
  etiquetaEco: { type: 'string', enum: [...ECO_LABELS, ''] },
  publicarParticular: { type: 'boolean' },
  publicarEmpresa: { type: 'boolean' },
  publicarAutonomos: { type: 'boolean' },
  publicarOtros: { type: 'boolean' },
  precioMinParticular: minPrice(false),
  precioMinAutonomos: minPrice(false),
  precioMinEmpresas: minPrice(false),
  preciosParticular: priceGrid,
  preciosAutonomos: priceGrid,
  preciosEmpresas: priceGrid,
  ...Object.fromEntries(
    EQUIPMENT_KINDS.map((kind) => [EQUIPMENT_FIELD[kind], equipmentList(kind)]),
  ),
  recursos: { type: 'array', maxItems: 60, items: recurso },
  // What a record read from the API carries besides: accepted back and ignored.
  _id: text(64),
  id: text(64),
  providerName: text(200),
} as const;

/** The fields a vehicle needs filled (create and edit). */
export const REQUIRED_TEXTS = ['marca', 'modelo', 'color', 'cambio'] as const;
/** The minimum prices create needs: one for each of the three audiences. */
export const REQUIRED_MIN_PRICES = [
  'precioMinParticular',
  'precioMinAutonomos',
  'precioMinEmpresas',
] as const;

const withRequired = (forCreate: boolean) => ({
  type: 'object',
  additionalProperties: false,
  required: forCreate ? [...REQUIRED_TEXTS, ...REQUIRED_MIN_PRICES] : [...REQUIRED_TEXTS],
  properties: {
    ...VEHICLE_PROPERTIES,
    ...Object.fromEntries(REQUIRED_TEXTS.map((name) => [name, filled(200)])),
    ...(forCreate
      ? Object.fromEntries(REQUIRED_MIN_PRICES.map((name) => [name, minPrice(true)]))
      : {}),
  },
});

/** POST /renting/vehicles: the texts and the minimum prices required. */
export const createBody = withRequired(true);

/** A vehicle as the PDF takes it (the form's current values, maybe not saved). */
const vehicleData = withRequired(false);

/** The `filter` of an update or delete body: the vehicle's _id. */
const filterById = {
  type: 'object',
  additionalProperties: false,
  required: ['_id'],
  properties: { _id: idSchema },
} as const;

/** PUT /renting/vehicles/:id: {filter: {_id}, carData}, carData with the texts required. */
export const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['filter', 'carData'],
  properties: {
    filter: filterById,
    carData: withRequired(false),
  },
} as const;

/** DELETE /renting/vehicles/:id: optional {filter: {_id}, options: {}}. */
export const deleteBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: filterById,
    options: { type: 'object', additionalProperties: false, properties: {} },
  },
} as const;

export const pdfBody = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'typeOffer'],
  properties: {
    data: vehicleData,
    typeOffer: { type: 'string', enum: [...AUDIENCES] },
  },
} as const;

/** The most rows one CSV may hold (a whole stock of 2,000 is well within). */
const MAX_CSV_ROWS = 10_000;

/** POST /renting/download-csv: the selected rows, named by their `_id` (the rest is ignored). */
export const csvBody = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_CSV_ROWS,
      items: {
        type: 'object',
        required: ['_id'],
        properties: { _id: idSchema },
      },
    },
  },
} as const;

export const importBody = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    data: { type: 'string', minLength: 1, maxLength: 160, pattern: '^[a-z0-9][a-z0-9-]*\\.csv$' },
  },
} as const;

export const deleteImageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 160,
      pattern: '^[a-z0-9][a-z0-9-]*\\.(jpg|png|webp)$',
    },
  },
} as const;

export const fileParams = (ext: 'pdf' | 'csv') =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['file'],
    properties: { file: { type: 'string', pattern: `^[a-z0-9][a-z0-9-]{0,150}\\.${ext}$` } },
  }) as const;
