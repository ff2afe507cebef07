// The schemas of the moto bodies (the stock vehicle's types, figures with at most 2 decimals,
// fechaMatriculacion an ISO date): one field list built from the stock vehicle's
// (server/channels/vehicleSchema.ts) with the moto's differences, and one validator per body
// style of PUT /api/motos/{id} (src/domain/motos/update.ts), whose structure is read first.
// The PUT body takes five shapes, so its parts are checked here rather than by the route's
// schema; the messages are the API's (server/validation.ts: Spanish, the field by its label).
import type { FastifySchemaValidationError } from 'fastify';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { MotoField } from '../../src/domain/motos/types.js';
import { MOTO_FIGURES, MOTO_LIST_FIGURES } from '../../src/domain/vehicleFigures.js';
import { vehicleFields } from '../channels/vehicleSchema.js';
import { HttpError } from '../errors.js';
import { AJV_OPTIONS, validationProblem } from '../validation.js';

/** An ISO date or date-time: '2021-03-15' or '2021-03-15T00:00:00.000Z'. */
const ISO_DATE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';

const RESOURCE_PROPERTY = {
  type: 'object',
  additionalProperties: false,
  required: ['nombre', 'valor'],
  properties: {
    nombre: { type: 'string', enum: ['EsFotoPrincipal', 'OrdenFoto'] },
    valor: { anyOf: [{ type: 'boolean' }, { type: 'number' }, { type: 'string', maxLength: 100 }] },
  },
} as const;

const PROPIEDADES = { type: 'array', maxItems: 2, items: RESOURCE_PROPERTY } as const;

/** A photo: its name (unique in the moto), where it is served, IMAGEN, main flag and order. */
export const RESOURCE = {
  type: 'object',
  additionalProperties: false,
  required: ['nombre', 'url'],
  properties: {
    _id: { type: 'string', minLength: 1, maxLength: 64 },
    nombre: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^/\\\\]+$' },
    // Served by this API or another host: never javascript: or data: addresses.
    url: { type: 'string', minLength: 1, maxLength: 500, pattern: '^(https?://|/)[^\\s]*$' },
    tipo: { type: 'string', enum: ['IMAGEN'] },
    propiedades: PROPIEDADES,
  },
} as const;

// The figures are the stock vehicle's (src/domain/vehicleFigures.ts), amounts with cents.
const MOTO_FIELDS = {
  ...vehicleFields({ fields: MOTO_FIGURES, lists: MOTO_LIST_FIGURES }),
  anyoModelo: { type: 'integer', nullable: true, minimum: 1900, maximum: 2100 },
  mesModelo: { type: 'integer', nullable: true, minimum: 1, maximum: 12 },
  numPropietariosAnteriores: { type: 'integer', nullable: true, minimum: 0, maximum: 99 },
  // '1' means yes, as the stock system sends it.
  reservado: { type: 'string', enum: ['1', '0', ''] },
  fechaMatriculacion: { type: 'string', nullable: true, pattern: ISO_DATE_PATTERN },
  publicar: { type: 'boolean' },
  recursos: { type: 'array', maxItems: 60, items: RESOURCE },
} as const satisfies Record<MotoField | '_id', object>;

const { _id: _docId, idv: _idv, ...EDITABLE_FIELDS } = MOTO_FIELDS;

/** POST /api/motos: the four required fields, any of the others. */
const motoCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['idv', 'marca', 'modelo', 'tipo'],
  properties: MOTO_FIELDS,
} as const;

const partialSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: EDITABLE_FIELDS,
} as const;

// Each style's part is checked under the name the user reads: 'Fotos › Dirección'.
const pushSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { recursos: RESOURCE },
} as const;

const propiedadesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { propiedades: PROPIEDADES },
} as const;

// The API's own options (multipleOf to 6 digits: 9790.15 / 0.01 is not quite whole).
const ajv = new Ajv({ ...AJV_OPTIONS, useDefaults: false, strict: false, allowUnionTypes: true });

const validators = {
  create: ajv.compile(motoCreateSchema),
  partial: ajv.compile(partialSchema),
  push: ajv.compile(pushSchema),
  propiedades: ajv.compile(propiedadesSchema),
};

type MotoBodyKind = keyof typeof validators;

/** The 400 of the first problem: the API's sentence, the field by its label. */
function refusal(errors: readonly ErrorObject[]): HttpError {
  const problem = validationProblem(errors as unknown as FastifySchemaValidationError[], 'body');
  const error = errors[0];
  let message = problem.message;
  if (error?.keyword === 'pattern' && error.instancePath.endsWith('/fechaMatriculacion')) {
    message = message.replace(
      /' [^']*$/,
      "' debe ser una fecha ISO (2021-03-15 o 2021-03-15T00:00:00.000Z)",
    );
  }
  return new HttpError(400, message, problem.field === undefined ? {} : { field: problem.field });
}

/** A date the pattern takes but the calendar does not (2021-02-30) is refused too. */
function checkDate(value: unknown, field: string): void {
  if (typeof value !== 'string') return;
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00.000Z`);
  if (
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== day ||
    Number.isNaN(Date.parse(value))
  ) {
    throw new HttpError(400, "El campo 'Fecha de matriculación' no es una fecha válida", { field });
  }
}

/** Throws the 400 of `body` against the `kind` schema; answers it typed when valid. */
export function checkMotoBody<T>(kind: MotoBodyKind, body: unknown): T {
  const validate: ValidateFunction = validators[kind];
  if (!validate(body)) throw refusal(validate.errors ?? []);
  if (kind === 'create' || kind === 'partial') {
    checkDate((body as { fechaMatriculacion?: unknown }).fechaMatriculacion, 'fechaMatriculacion');
  }
  return body as T;
}
