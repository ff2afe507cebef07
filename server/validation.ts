// Spanish messages for JSON-schema validation errors (docs/API.md "Errors": the message
// names the field). ajv-i18n covers keywords we do not phrase ourselves.
import type { FastifySchemaValidationError } from 'fastify';
import { createRequire } from 'node:module';
import type { Localize } from 'ajv-i18n/localize/types.js';
import {
  FIGURE_DECIMALS,
  OPTIONAL_SPANISH_CENTS_PATTERN,
  SPANISH_CENTS_MESSAGE,
  SPANISH_CENTS_PATTERN,
} from '../src/domain/figures.js';
import { formatNumber } from '../src/domain/format.js';
import { OPTIONAL_PHONE_PATTERN, PHONE_MESSAGE, PHONE_PATTERN } from '../src/domain/phone.js';
import { ID_PATTERN } from './db/ids.js';
import { fieldLabel, pathLabel } from './fieldLabels.js';

/**
 * The options every body schema of the API is compiled with: strict bodies (unknown fields
 * refused, no coercion), and multipleOf compared to 6 digits, since binary floats make
 * 0.29 / 0.01 not quite whole (the figures' two decimals, src/domain/figures.ts).
 */
export const AJV_OPTIONS = {
  removeAdditional: false,
  coerceTypes: false,
  allErrors: false,
  multipleOfPrecision: 6,
} as const;

// CommonJS module whose typings declare a default export it does not have.
const localizeEs = createRequire(import.meta.url)('ajv-i18n/localize/es') as Localize;

const TYPE_NAMES: Record<string, string> = {
  boolean: 'booleano (true o false)',
  string: 'una cadena de texto',
  number: 'un número',
  integer: 'un número entero',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

const CONTEXT_NOUNS: Record<string, string> = {
  body: 'campo',
  params: 'parámetro',
  querystring: 'parámetro de consulta',
  headers: 'encabezado',
};

function pathSegments(instancePath: string, extra?: string): string[] {
  // JSON pointer segments: '~1' is '/', '~0' is '~'.
  const segments = instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) segments.push(extra);
  return segments;
}

/** The property path as code names it: 'dimensiones[0].largo'. */
function fieldPath(segments: readonly string[]): string {
  return segments
    .map((segment, i) =>
      /^\d+$/.test(segment) ? `[${segment}]` : i === 0 ? segment : `.${segment}`,
    )
    .join('');
}

/**
 * The same path as the user reads it: 'Dimensiones nº 1 › Largo', 'Contado'. The envelope of
 * an own-site update ({filter, update: {…the vehicle}}) is left out: the user knows the field.
 */
function labelPath(path: readonly string[]): string {
  const segments = path[0] === 'update' && path.length > 1 ? path.slice(1) : path;
  const parts: string[] = [];
  for (const [i, segment] of segments.entries()) {
    // A path with a name of its own ('precios/0/valor' is 'Contado') ends the label.
    const named = pathLabel(segments.slice(i));
    if (named !== undefined) {
      parts.push(named);
      break;
    }
    if (/^\d+$/.test(segment) && parts.length) {
      parts[parts.length - 1] += ` nº ${Number(segment) + 1}`;
    } else parts.push(fieldLabel(segment));
  }
  return parts.join(' › ');
}

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A numeric limit as Spanish writes it ('10.000.000'); a limit that names a field as it is. */
const limit = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value));

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'es obligatorio';
    case 'additionalProperties':
      return 'no está permitido';
    case 'type':
      return `debe ser ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'minLength':
      return Number(params.limit) === 1
        ? 'no puede estar vacío'
        : `debe tener al menos ${plural(Number(params.limit), 'carácter', 'caracteres')}`;
    case 'maxLength':
      return `no puede tener más de ${plural(Number(params.limit), 'carácter', 'caracteres')}`;
    case 'format':
      return params.format === 'email'
        ? 'debe ser una dirección de correo electrónico válida'
        : `debe tener el formato '${String(params.format)}'`;
    case 'pattern':
      if (params.pattern === ID_PATTERN)
        return 'no es un identificador válido (24 caracteres hexadecimales)';
      if (params.pattern === PHONE_PATTERN || params.pattern === OPTIONAL_PHONE_PATTERN)
        return lowerFirst(PHONE_MESSAGE);
      if (
        params.pattern === SPANISH_CENTS_PATTERN ||
        params.pattern === OPTIONAL_SPANISH_CENTS_PATTERN
      )
        return lowerFirst(SPANISH_CENTS_MESSAGE);
      return 'no tiene un formato válido';
    case 'multipleOf':
      return Number(params.multipleOf) === 0.01
        ? `debe tener como máximo ${FIGURE_DECIMALS} decimales`
        : `debe ser múltiplo de ${formatNumber(params.multipleOf)}`;
    case 'enum':
      return `debe ser uno de: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'minItems':
      return `debe contener al menos ${plural(Number(params.limit), 'elemento', 'elementos')}`;
    case 'maxItems':
      return `no puede contener más de ${plural(Number(params.limit), 'elemento', 'elementos')}`;
    case 'minimum':
      return `debe ser mayor o igual que ${limit(params.limit)}`;
    case 'maximum':
      return `debe ser menor o igual que ${limit(params.limit)}`;
    default: {
      const copy = [{ ...error }] as unknown as NonNullable<Parameters<Localize>[0]>;
      localizeEs(copy);
      return copy[0]?.message ?? 'no es válido';
    }
  }
}

interface ValidationProblem {
  message: string;
  /** The property as code names it ('telephone', 'dimensiones[0].largo'), when there is one. */
  field?: string;
}

/** One clear Spanish sentence for the first validation error of a request part. */
export const validationMessage = (errors: FastifySchemaValidationError[], context: string) =>
  validationProblem(errors, context).message;

/**
 * The first validation error of a request part: its Spanish sentence (body fields named by
 * their Spanish labels, parameters by their names in the address) and the property's name.
 */
export function validationProblem(
  errors: FastifySchemaValidationError[],
  context: string,
): ValidationProblem {
  const error = errors[0];
  if (!error) return { message: 'La petición no es válida' };
  const params = error.params as Record<string, unknown>;
  const noun = CONTEXT_NOUNS[context] ?? 'campo';
  const extra =
    error.keyword === 'required'
      ? String(params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(params.additionalProperty)
        : undefined;
  const segments = pathSegments(error.instancePath, extra);
  const field = fieldPath(segments);
  if (!field) {
    if (error.keyword === 'type' && context === 'body') {
      return { message: 'El cuerpo de la petición debe ser un objeto JSON' };
    }
    if (error.keyword === 'minProperties') {
      return { message: 'La petición debe incluir al menos un campo' };
    }
    return { message: `La petición no es válida: ${describe(error)}` };
  }
  // An unknown field has no label: it is named as it was sent.
  const named = context === 'body' ? labelPath(segments) : field;
  return { message: `El ${noun} '${named}' ${describe(error)}`, field };
}
