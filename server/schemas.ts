// JSON-schema fragments shared by the route plugins (bodies are strict: no extra fields).
import { ID_PATTERN } from './db/ids.js';

export const idSchema = { type: 'string', pattern: ID_PATTERN } as const;

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idSchema },
} as const;

export type IdParams = { id: string };

export const requiredText = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength }) as const;
export const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** `?fields=idv,marca`: a projection, comma-separated top-level field names (docs/API.md). */
export const fieldsParam = {
  type: 'string',
  maxLength: 2000,
  pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$',
} as const;
