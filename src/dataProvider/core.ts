// Resources that belong to no sales channel: notifications, users and the Quiter portals.
import type { DataProvider } from 'react-admin';
import { PORTALS } from '../domain/portals';
import { collectionProvider, withoutIds } from './collectionProvider';
import { portalFeedRecord, readPortalFeed } from './portalFeeds';

/**
 * Notifications, marked read with PUT {reading}; bulk delete by ids. Lists are paged on the server:
 * the inbox asks for its page, the bell for the unread count and the first few.
 */
const notificaciones = collectionProvider({
  path: '/notifications',
  bulkDeletePath: '/notifications/bulk-delete',
  pagedOnServer: true,
});

/** PUT /users/{id} {id, name, lastname, telephone} (+ password only when given). */
const users = collectionProvider({
  path: '/users',
  toUpdateBody: (data, id) => {
    const body: Record<string, unknown> = {
      id: String(id),
      name: data.name,
      lastname: data.lastname,
      telephone: data.telephone,
    };
    if (typeof data.password === 'string' && data.password !== '') body.password = data.password;
    return body;
  },
  toCreateBody: (data) => withoutIds(data),
});

/** The fixed nine portals; getOne reads the portal's feed GET /quiter/{id}
 * (or the one asked for at sign-in: portalFeeds.ts). */
const portalRecords = PORTALS.map((p) => ({ id: p.portalId, ...p }));
const unsupported = (what: string) => () =>
  Promise.reject(new Error(`Operación no disponible para portales: ${what}`));

/* eslint-disable @typescript-eslint/no-explicit-any -- generic record types at the boundary */
const portals: DataProvider = {
  getList: async () => ({ data: portalRecords as any, total: portalRecords.length }),
  getMany: async (_r, { ids }) => ({
    data: portalRecords.filter((p) => ids.map(String).includes(p.id)) as any,
  }),
  getManyReference: async () => ({ data: [], total: 0 }),
  getOne: async (_r, { id, signal }) => {
    const feed = await readPortalFeed(String(id), signal);
    return { data: portalFeedRecord(String(id), feed) as any };
  },
  create: unsupported('crear'),
  update: unsupported('actualizar'),
  updateMany: unsupported('actualizar'),
  delete: unsupported('borrar'),
  deleteMany: unsupported('borrar'),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export const coreResources: Record<string, DataProvider> = { notificaciones, users, portals };
