// Notifications (spec 1 §3, §4, §7; docs/API.md "Notifications"): any signed-in user.
import type { FastifyPluginAsync } from 'fastify';
import type { Notification, Severity } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import { NOTIFICATIONS } from '../db/collections.js';
import { notFound } from '../errors.js';
import { idParams, idSchema, optionalText, requiredText, type IdParams } from '../schemas.js';

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

type CreateBody = { text: string; severity: Severity; action?: string; site?: string };

export const notificationRoutes: FastifyPluginAsync<ServerContext> = async (
  app,
  { db, events },
) => {
  const notifications = db.collection(NOTIFICATIONS);

  app.get('/notifications', async () =>
    notifications.list({ sort: { field: 'createdAt', direction: 'desc' } }),
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
