// JSON-schema fragments shared by the route plugins (bodies are strict: no extra fields).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ID_PATTERN } from './db/ids.js';
import { badRequest } from './errors.js';

export const idSchema = { type: 'string', pattern: ID_PATTERN } as const;

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idSchema },
} as const;

export type IdParams = { id: string };

/** A vehicle's idv as Quiter gives it (letters, digits, '_' and '-'). */
const idvSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } as const;

export const idvParams = {
  type: 'object',
  additionalProperties: false,
  required: ['idv'],
  properties: { idv: idvSchema },
} as const;

export const requiredText = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength }) as const;
export const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** `?fields=idv,marca`: a projection, comma-separated top-level field names (docs/API.md). */
export const fieldsParam = {
  type: 'string',
  maxLength: 2000,
  pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$',
} as const;

/** The query of a read that takes a `?fields=` projection and no other parameter (else 400). */
export const fieldsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { fields: fieldsParam },
} as const;

/**
 * The names of a `?fields=` list (already matched by fieldsParam), each one of `known`; the
 * first unknown one is a 400 `El campo 'x' no existe en {whose}`.
 */
export const requestedFields = (
  fields: string | undefined,
  known: { has(name: string): boolean },
  whose: string,
): string[] | undefined => {
  if (fields === undefined) return undefined;
  const names = fields.split(',');
  const unknown = names.find((name) => !known.has(name));
  if (unknown) throw badRequest(`El campo '${unknown}' no existe en ${whose}`);
  return names;
};

/**
 * An object's JSON with more fields whose values are JSON texts already (stored documents,
 * not parsed and serialised again: thousands of vehicles).
 */
export const jsonWithRaw = (fields: object, raw: Readonly<Record<string, string>>): string => {
  const head = JSON.stringify(fields);
  const tail = Object.entries(raw)
    .map(([name, json]) => `${JSON.stringify(name)}:${json}`)
    .join(',');
  if (!tail) return head;
  return head === '{}' ? `{${tail}}` : `${head.slice(0, -1)},${tail}}`;
};

/** Stands for the streamed part in `streamedJson`: JSON.stringify never writes a raw NUL. */
const GAP = '\u0000';

/**
 * An answer whose one large part (thousands of stored vehicles) is streamed: `around(part)` is
 * the answer with `part` in its place (jsonWithRaw), and `chunks` are that part's JSON text.
 */
export function streamedJson(
  around: (part: string) => string,
  chunks: AsyncIterable<string>,
): Readable {
  const [before, after] = around(GAP).split(GAP);
  return Readable.from(
    (async function* () {
      yield before;
      yield* chunks;
      yield after;
    })(),
    // One chunk (a slice of stored vehicles, megabytes) made ahead of the socket, not 16.
    { highWaterMark: 1 },
  );
}

/** An answer already serialised (cached or stored JSON text), sent as it is. */
export const sendJson = (reply: FastifyReply, json: string | Buffer | Readable) =>
  reply.type('application/json; charset=utf-8').send(json);

/** `source` with only those of `fields` it has (a `?fields=` projection of one record). */
export function pickFields(source: object, fields: readonly string[]): Record<string, unknown> {
  const all = source as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(all, field)) picked[field] = all[field];
  return picked;
}
