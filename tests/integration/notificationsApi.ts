// An in-memory notifications API for the console's tests, paging as the reference API does (the
// server's own notificationPage over an array), recording what is asked.
import { http, HttpResponse } from 'msw';
import type { Collection } from '../../server/db';
import {
  notificationPage,
  type NotificationPageQuery,
  type NotificationSortField,
} from '../../server/notifications/store';
import type { Notification } from '../../src/domain/types';
import { server } from './msw';
import { api } from './utils';

export interface NotificationsApi {
  list: Notification[];
  /** The query string of every GET of the list ('' for the whole list). */
  gets: string[];
  puts: { id: string; body: unknown }[];
  bulkDeletes: unknown[];
}

/** The array as the repository would list it (by `reading`, newest first). */
const asCollection = (state: NotificationsApi) =>
  ({
    list: async ({ where }: { where?: { reading?: boolean } } = {}) =>
      [...state.list]
        .filter((n) => where?.reading === undefined || n.reading === where.reading)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  }) as unknown as Collection<Notification>;

const pageQueryOf = (params: URLSearchParams): NotificationPageQuery => {
  const start = Number(params.get('_start') ?? 0);
  const reading = params.get('reading');
  return {
    start,
    end: Number(params.get('_end') ?? start + 50),
    sort: (params.get('_sort') ?? 'createdAt') as NotificationSortField,
    order: params.get('_order') === 'ASC' ? 'ASC' : 'DESC',
    reading: reading === null ? undefined : reading === 'true',
    q: params.get('q') ?? undefined,
  };
};

export const serveNotifications = (initial: Notification[]): NotificationsApi => {
  const state: NotificationsApi = { list: [...initial], gets: [], puts: [], bulkDeletes: [] };
  server.use(
    http.get(api('/notifications'), async ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.gets.push(params.toString());
      const { items, total } = await notificationPage(asCollection(state), pageQueryOf(params));
      const rows = params.size === 0 ? state.list : items;
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });
    }),
    http.put(api('/notifications/:id'), async ({ params, request }) => {
      const body = (await request.json()) as Partial<Notification>;
      state.puts.push({ id: String(params.id), body });
      state.list = state.list.map((n) => (n._id === params.id ? { ...n, ...body } : n));
      return HttpResponse.json(state.list.find((n) => n._id === params.id));
    }),
    http.post(api('/notifications/bulk-delete'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      state.bulkDeletes.push(body);
      state.list = state.list.filter((n) => !body.ids.includes(n._id));
      return HttpResponse.json({
        message: 'Notificaciones eliminadas',
        deletedCount: body.ids.length,
      });
    }),
  );
  return state;
};
