// Notifications (docs/API.md "Notifications"): any signed-in user.
import type { FastifyPluginAsync } from 'fastify';
import type { Notification, Severity } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import { NOTIFICATIONS } from '../db/collections.js';
import { notFound } from '../errors.js';
import { idParams, idSchema, optionalText, requiredText, type IdParams } from '../schemas.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NOTIFICATION_SORT_FIELDS,
  notificationPage,
  PRUNE_INTERVAL_MS,
  pruneReadNotifications,
  type NotificationPageQuery,
  type NotificationSortField,
} from './store.js';
import { pageRange, rangeQueryProperties, sendPage, sendPageJson } from '../paging.js';
import { NotificationPages } from './pageCache.js';

const SEVERITIES: Severity[] = ['success', 'info', 'error', 'warning'];
const RESOURCE = 'notifications';

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['text', 'severity'],
  properties: {
    text: requiredText(1000),
    severity: { type: 'string', enum: SEVERITIES },
    action: optionalText(200),
    site: optionalText(200),
  },
} as const;

const readingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reading'],
  properties: { reading: { type: 'boolean' } },
} as const;

const bulkDeleteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: idSchema } },
} as const;

/** react-admin's range, sort and filters (json-server style; docs/API.md). */
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...rangeQueryProperties,
    _sort: { type: 'string', enum: NOTIFICATION_SORT_FIELDS },
    reading: { type: 'string', enum: ['true', 'false'] },
    q: optionalText(200),
  },
} as const;

interface ListQuery {
  _start?: string;
  _end?: string;
  _sort?: NotificationSortField;
  _order?: 'ASC' | 'DESC';
  reading?: 'true' | 'false';
  q?: string;
}

/** The page asked for; 50 rows from the first when no range is given. */
const pageQuery = (query: ListQuery): NotificationPageQuery => {
  const { start, end } = pageRange(query, {
    pageSize: DEFAULT_PAGE_SIZE,
    max: MAX_PAGE_SIZE,
    noun: 'notificaciones',
  });
  return {
    start,
    end,
    sort: query._sort ?? 'createdAt',
    order: query._order ?? 'DESC',
    reading: query.reading === undefined ? undefined : query.reading === 'true',
    q: query.q,
  };
};

type CreateBody = { text: string; severity: Severity; action?: string; site?: string };

export const notificationRoutes: FastifyPluginAsync<ServerContext> = async (
  app,
  { db, events, config },
) => {
  const notifications = db.collection(NOTIFICATIONS);
  // Kept pages only where this server is the store's only writer (SQLite). On PostgreSQL another
  // server's change reaches a console (socket.io's PostgreSQL adapter) before this server hears
  // of it, and the console's read that follows would get the page as it was.
  const pages = db.postgres ? null : new NotificationPages(RESOURCE, events);
  if (pages) app.addHook('onClose', async () => pages.close());

  // Read notifications older than the retention period go, at start and hourly.
  const prune = async () => {
    const deleted = await pruneReadNotifications(notifications, config.notificationRetentionDays);
    if (deleted.length) events.changed(RESOURCE, 'delete', deleted);
  };
  await prune();
  const pruning = setInterval(() => {
    prune().catch((error: unknown) =>
      app.log.error(error, 'No se han podido purgar notificaciones'),
    );
  }, PRUNE_INTERVAL_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  // Without parameters the whole list, newest first; with any, one page.
  app.get<{ Querystring: ListQuery }>(
    '/notifications',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      if (Object.keys(request.query).length === 0) {
        const all = await notifications.list({ sort: { field: 'createdAt', direction: 'desc' } });
        return sendPage(reply, all, all.length);
      }
      const query = pageQuery(request.query);
      if (!pages) {
        const { items, total } = await notificationPage(notifications, query);
        return sendPage(reply, items, total);
      }
      const { json, total } = await pages.page(JSON.stringify(query), () =>
        notificationPage(notifications, query),
      );
      return sendPageJson(reply, json, total);
    },
  );

  app.post<{ Body: CreateBody }>(
    '/notifications',
    { schema: { body: createBody } },
    async (request, reply) => {
      const { text, severity, action = '', site = '' } = request.body;
      const created = await notifications.insert({
        text,
        severity,
        action,
        site,
        reading: false,
        createdAt: new Date().toISOString(),
      });
      events.changed(RESOURCE, 'create', [created._id]);
      return reply.code(201).send(created);
    },
  );

  app.put<{ Params: IdParams; Body: Pick<Notification, 'reading'> }>(
    '/notifications/:id',
    { schema: { params: idParams, body: readingBody } },
    async (request) => {
      const updated = await notifications.update(request.params.id, {
        reading: request.body.reading,
      });
      if (!updated) throw notFound('Notificación no encontrada');
      events.changed(RESOURCE, 'update', [updated._id]);
      return updated;
    },
  );

  app.delete<{ Params: IdParams }>(
    '/notifications/:id',
    { schema: { params: idParams } },
    async (request) => {
      const { id } = request.params;
      if (!(await notifications.delete(id))) throw notFound('Notificación no encontrada');
      events.changed(RESOURCE, 'delete', [id]);
      return { message: 'Notificación eliminada', _id: id };
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    '/notifications/bulk-delete',
    { schema: { body: bulkDeleteBody } },
    async (request) => {
      const deleted = await notifications.deleteMany([...new Set(request.body.ids)]);
      events.changed(RESOURCE, 'delete', deleted);
      const message =
        deleted.length === 1
          ? '1 notificación eliminada'
          : `${deleted.length} notificaciones eliminadas`;
      return { message, deletedCount: deleted.length };
    },
  );
};
