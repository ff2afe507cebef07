// Request schemas of the own sites' API (docs/API.md "Own sites"): strict bodies, nested
// schemas from the vehicle's own field lists (saleVehicle.ts, channels/vehicleSchema.ts).
import { MAX_PRICE_CHANGE } from '../../src/domain/ownSites/prices.js';
import { STOCK_VEHICLE_FIELDS } from '../channels/vehicleSchema.js';
import { fieldsParam, idSchema } from '../schemas.js';
import { BULK_FIELDS } from './saleStock.js';
import {
  SALE_FIELDS,
  SALE_VEHICLE_FIELDS,
  manualCreateSchema,
  saleVehicleSchema,
} from './saleVehicle.js';

/** The console sends bulk bodies of up to 200,000 bytes: about 7,000 ids. */
export const MAX_SELECTION = 5000;
const MAX_BULK_CREATE = 2000;

/** The edit URL's segment: an idv or an _id. */
export const idOrIdvParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { _id: idSchema, fields: fieldsParam },
} as const;

const RESOURCE = STOCK_VEHICLE_FIELDS.recursos.items;
const PROPIEDADES = RESOURCE.properties.propiedades;

export const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['filter', 'update'],
  properties: {
    filter: {
      type: 'object',
      additionalProperties: false,
      required: ['_id'],
      properties: {
        _id: idSchema,
        'recursos._id': { type: 'string', minLength: 1, maxLength: 64 },
      },
    },
    update: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        ...SALE_VEHICLE_FIELDS,
        // The whole vehicle as read may come back: its _id (must match) and listing date.
        _id: idSchema,
        publishedAt: { type: 'string', maxLength: 40 },
        $push: {
          type: 'object',
          additionalProperties: false,
          required: ['recursos'],
          properties: { recursos: RESOURCE },
        },
        $set: {
          type: 'object',
          additionalProperties: false,
          required: ['recursos.$.propiedades'],
          properties: { 'recursos.$.propiedades': PROPIEDADES },
        },
      },
    },
  },
} as const;

export const createBody = manualCreateSchema;

/** The ids of a bulk action's selected vehicles. */
export const selectionSchema = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_SELECTION,
  uniqueItems: true,
  items: idSchema,
} as const;

export const selectionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dataSelection'],
  properties: { dataSelection: selectionSchema },
} as const;

/** Each field's value is checked by that field's own schema (if update is X, then value is…). */
const valueOf = (field: (typeof BULK_FIELDS)[number]) => {
  if (field === 'landingPages') {
    // A page name to add or remove, or a list (empty: remove every page).
    return { anyOf: [SALE_FIELDS.landingPages.items, SALE_FIELDS.landingPages] };
  }
  return SALE_FIELDS[field];
};

export const bulkUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dataSelection', 'update', 'value'],
  properties: {
    dataSelection: selectionSchema,
    update: { type: 'string', enum: BULK_FIELDS },
    value: {},
    /** 'Aplicar acción' (true, default) or 'Desactivar' (false). */
    active: { type: 'boolean' },
  },
  allOf: BULK_FIELDS.map((field) => ({
    if: { properties: { update: { const: field } } },
    then: { properties: { value: valueOf(field) } },
  })),
} as const;

export const PRICE_UPDATES = [
  'contado',
  'financiado',
  'precios.0.valor',
  'precios.3.valor',
] as const;

export const bulkPriceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dataSelection', 'update', 'value'],
  properties: {
    dataSelection: selectionSchema,
    update: { type: 'string', enum: PRICE_UPDATES },
    // A signed whole amount in euros: negative subtracts.
    value: {
      type: 'integer',
      minimum: -MAX_PRICE_CHANGE,
      maximum: MAX_PRICE_CHANGE,
      not: { const: 0 },
    },
  },
} as const;

export const bulkCreateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    data: { type: 'array', minItems: 1, maxItems: MAX_BULK_CREATE, items: saleVehicleSchema },
  },
} as const;

export const processParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } },
} as const;

export const processBody = {
  type: 'object',
  additionalProperties: false,
  required: ['active'],
  properties: { active: { type: 'boolean' } },
} as const;
