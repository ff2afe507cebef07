// The history's routes (docs/API.md "Audit trail"): one vehicle's entries for anyone signed
// in, the whole log (filtered, paged, exported to CSV) for administrators only, and no way
// to change or delete an entry: the trail only grows, and shrinks only by age.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard.js';
import type { ServerContext } from '../context.js';
import { forbidden, HttpError, notFound } from '../errors.js';
import { pageRange, rangeQueryProperties, sendPage } from '../paging.js';
import { idParams, optionalText, type IdParams } from '../schemas.js';
import { auditCsv } from './csv.js';
import { auditPage, matchingEntries, pruneAudit, type AuditFilter } from './query.js';
import { AUDIT, AUDIT_ENTITIES } from './types.js';

/** How often a running server prunes (besides once at start). */
const PRUNE_INTERVAL_MS = 3600 * 1000;
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

const day = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

const filterProperties = {
  idv: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  user: optionalText(200),
  channel: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' },
  entity: { type: 'string', enum: AUDIT_ENTITIES },
  from: day,
  to: day,
  q: optionalText(200),
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...filterProperties,
    ...rangeQueryProperties,
    _sort: { type: 'string', enum: ['at'] },
  },
} as const;

const exportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: filterProperties,
} as const;

/** The query's filters are the log's own (the schema above checks each). */
type FilterQuery = AuditFilter;

type ListQuery = FilterQuery & {
  _start?: string;
  _end?: string;
  _order?: 'ASC' | 'DESC';
  _sort?: 'at';
};

const filterOf = ({ idv, user, channel, entity, from, to, q }: FilterQuery): AuditFilter => ({
  idv,
  user: user?.trim() || undefined,
  channel,
  entity,
  from,
  to,
  q: q?.trim() || undefined,
});

/** The whole log (no vehicle named) is for administrators. */
function mayRead(request: FastifyRequest, filter: AuditFilter): void {
  if (!filter.idv && !currentUser(request).isAdmin) throw forbidden();
}

const READ_ONLY = 'El historial no se puede modificar';
const refuse = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('allow', 'GET');
  throw new HttpError(405, READ_ONLY);
};

export const auditRoutes: FastifyPluginAsync<ServerContext> = async (
  app,
  { db, events, config },
) => {
  const entries = db.collection(AUDIT);

  const prune = async () => {
    const pruned = await pruneAudit(entries, config.auditRetentionDays);
    if (pruned.length) events.changed(AUDIT.name, 'delete', pruned);
  };
  await prune();
  const pruning = setInterval(() => {
    prune().catch((error: unknown) => app.log.error(error, 'No se ha podido purgar el historial'));
  }, PRUNE_INTERVAL_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  app.get<{ Querystring: ListQuery }>(
    '/audit',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const filter = filterOf(request.query);
      mayRead(request, filter);
      const { start, end } = pageRange(request.query, {
        pageSize: DEFAULT_PAGE_SIZE,
        max: MAX_PAGE_SIZE,
        noun: 'entradas del historial',
      });
      const order = request.query._order ?? 'DESC';
      const { items, total } = await auditPage(
        entries,
        filter,
        { start, end, order },
        config.timeZone,
      );
      return sendPage(reply, items, total);
    },
  );

  app.get<{ Querystring: FilterQuery }>(
    '/audit/export',
    { schema: { querystring: exportQuery } },
    async (request, reply) => {
      if (!currentUser(request).isAdmin) throw forbidden();
      const all = await matchingEntries(entries, filterOf(request.query), config.timeZone);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="historial-${stamp}.csv"`)
        .send(auditCsv(all, config.timeZone));
    },
  );

  app.get<{ Params: IdParams }>('/audit/:id', { schema: { params: idParams } }, async (request) => {
    const entry = await entries.get(request.params.id);
    if (!entry) throw notFound('Entrada del historial no encontrada');
    // An entry about no vehicle belongs to the whole log: administrators only.
    mayRead(request, { idv: entry.idv });
    return entry;
  });

  // Append-only: nothing changes or deletes an entry through the API.
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: '/audit', handler: refuse });
    app.route({ method, url: '/audit/:id', schema: { params: idParams }, handler: refuse });
  }
};
