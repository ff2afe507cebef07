// Lists the API pages on the server with react-admin's range (json-server style, docs/API.md):
// `?_start=0&_end=50&_order=DESC`, the whole list's total in X-Total-Count. Shared by the
// notifications and the own sites' logs.
import type { FastifyReply } from 'fastify';
import { badRequest } from './errors.js';
import { sendJson } from './schemas.js';

const rowIndex = { type: 'string', pattern: '^[0-9]{1,7}$' } as const;

/** The range and order properties of a paged list's querystring schema. */
export const rangeQueryProperties = {
  _start: rowIndex,
  _end: rowIndex,
  _order: { type: 'string', enum: ['ASC', 'DESC'] },
} as const;

interface RangeQuery {
  _start?: string;
  _end?: string;
}

/**
 * The rows asked for: `pageSize` from the first when no end is given; more than `max` at
 * once is a 400 naming what is listed ('notificaciones', 'entradas del registro').
 */
export function pageRange(
  query: RangeQuery,
  { pageSize, max, noun }: { pageSize: number; max: number; noun: string },
): { start: number; end: number } {
  const start = Number(query._start ?? 0);
  const end = query._end === undefined ? start + pageSize : Number(query._end);
  if (end < start) {
    throw badRequest("El parámetro de consulta '_end' debe ser mayor o igual que '_start'");
  }
  if (end - start > max) throw badRequest(`No se pueden pedir más de ${max} ${noun} a la vez`);
  return { start, end };
}

/** The total of a paged list; exposed so a console on another origin may read it too. */
export const TOTAL_HEADER = 'X-Total-Count';

export const sendPage = <T>(reply: FastifyReply, items: readonly T[], total: number) =>
  reply
    .header('Access-Control-Expose-Headers', TOTAL_HEADER)
    .header(TOTAL_HEADER, total)
    .send(items);

/** sendPage for rows already serialised (a kept page). */
export const sendPageJson = (reply: FastifyReply, json: string, total: number) =>
  sendJson(
    reply.header('Access-Control-Expose-Headers', TOTAL_HEADER).header(TOTAL_HEADER, total),
    json,
  );
