// Request schemas of the GOmotor web host (docs/API.md "GOmotor web host"): strict bodies,
// Spanish 400s naming the field (server/validation.ts).
import { figureSchema } from '../../src/domain/figures.js';
import { MIN_RESERVE } from '../ownSites/saleVehicle.js';
import { MAX_SELECTION, selectionSchema as selection } from '../ownSites/schemas.js';
import { idSchema } from '../schemas.js';

/** `?run=<runId>`: the PUT / DELETE belongs to a bulk run (bulkRuns.ts). */
export const runQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { run: idSchema },
} as const;

export interface RunQuery {
  run?: string;
}

/** A campaign price: whole euros, or none. */
const price = figureSchema('wholeEuros', { nullable: true });
const reserve = { type: 'integer', minimum: MIN_RESERVE, maximum: 1_000_000 } as const;

/** Only the `_id` is read: the stored copy is the campaign as the campaigns collection has it. */
const counter = {
  type: 'object',
  nullable: true,
  required: ['_id'],
  properties: { _id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** One partial change per PUT. */
export const webUpdateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    featuredHome: { type: 'boolean' },
    publicacionManual: { type: 'boolean' },
    precioReserva: reserve,
    discount: {
      type: 'object',
      additionalProperties: false,
      required: ['active', 'price', 'financedPrice'],
      properties: { active: { type: 'boolean' }, price, financedPrice: price },
    },
    $set: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
      properties: {
        'marketing.counter': counter,
        'marketing.disclaimerMessage': {
          type: 'string',
          minLength: 1,
          maxLength: 1000,
          nullable: true,
        },
      },
    },
  },
} as const;

export type WebUpdate =
  | { featuredHome: boolean }
  | { publicacionManual: boolean }
  | { precioReserva: number }
  | { discount: { active: boolean; price: number | null; financedPrice: number | null } }
  | { $set: { 'marketing.counter': { _id: string } | null } }
  | { $set: { 'marketing.disclaimerMessage': string | null } };

const BULK_UPDATE_FIELDS = ['precioReserva', 'publicacionManual'] as const;
export type BulkUpdateField = (typeof BULK_UPDATE_FIELDS)[number];

/** The value is checked by the schema of the field named in `update`. */
export const bulkUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dataSelection', 'update', 'value'],
  properties: {
    dataSelection: selection,
    update: { type: 'string', enum: BULK_UPDATE_FIELDS },
    value: {},
  },
  allOf: [
    {
      if: { properties: { update: { const: 'precioReserva' } } },
      then: { properties: { value: reserve } },
    },
    {
      if: { properties: { update: { const: 'publicacionManual' } } },
      then: { properties: { value: { type: 'boolean' } } },
    },
  ],
} as const;

export const selectionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dataSelection'],
  properties: { dataSelection: selection },
} as const;

/** The web stock's bulk actions, each run as one PUT / DELETE per vehicle. */
const RUN_ACTIONS = [
  'enableCounter',
  'destacar',
  'enableDiscount',
  'enableDisclaimer',
  'deleteCar',
  'ActivarManual',
] as const;
export type RunAction = (typeof RUN_ACTIONS)[number];
const RUN_MODES = ['activate', 'deactivate'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const runStartBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'mode', 'total'],
  properties: {
    action: { type: 'string', enum: RUN_ACTIONS },
    mode: { type: 'string', enum: RUN_MODES },
    total: { type: 'integer', minimum: 1, maximum: MAX_SELECTION },
  },
} as const;

export const runFinishBody = {
  type: 'object',
  additionalProperties: false,
  required: ['failed'],
  properties: {
    failed: {
      type: 'array',
      maxItems: MAX_SELECTION,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['idv', 'message'],
        properties: {
          idv: { type: 'string', minLength: 1, maxLength: 64 },
          message: { type: 'string', maxLength: 500 },
        },
      },
    },
  },
} as const;
