// Bodies of the panel's routes (docs/API.md "Aramis Francia"): strict, fields named as the
// supplier names them (French labels as they come).
import { aramisRecordSchema } from '../channels/aramisRecord.js';

/** PUT: the whole supplier record (its vehicle_id must stay the listing's). */
export const aramisPutBody = aramisRecordSchema;

const { vehicle_id: _key, ...editable } = aramisRecordSchema.properties;
void _key;

/** PATCH: some of the record's fields; vehicle_id (the idv it stands for) never changes. */
export const aramisPatchBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: editable,
} as const;

/** 'Actualizar stock' takes nothing. */
export const updateStockBody = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** 'Eliminar stock': the count the user confirmed (a stale confirmation is refused). */
export const dropBody = {
  type: 'object',
  additionalProperties: false,
  required: ['count'],
  properties: { count: { type: 'integer', minimum: 0 } },
} as const;

/** GET …/drop: `confirm=true` drops (else only the count); `count` the number confirmed. */
export const dropQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    confirm: { type: 'string', enum: ['true', 'false'] },
    count: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

export interface DropQuery {
  confirm?: 'true' | 'false';
  count?: string;
}

export const csvQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { download: { type: 'string', enum: ['1'] } },
} as const;
