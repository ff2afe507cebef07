// The drop calls (wallapop's /wallapop/{x}/drop, motoreto's drop-collection): a GET that
// deletes a channel's listings. Without `?confirm=true` it only says how many it would remove
// (the console's confirmation names that count; a prefetch or a crawler deletes nothing), as
// GET /cnet/update-account does. Each drop is logged and notified; a feed already generated
// is written again, so the marketplace stops offering what was dropped.
import type { FastifyInstance } from 'fastify';
import type { DropAnswer } from '../../src/domain/feeds/types.js';
import { formatCount } from '../../src/domain/format.js';
import { currentUser } from '../auth/guard.js';
import type { ListingRouteContext } from '../channels/listingChannel.js';
import type { Listing } from '../channels/listingStore.js';
import { logFeedAction } from './generate.js';
import { FEEDS, MAX_LOGGED_KEYS } from './records.js';

const confirmQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { confirm: { type: 'string', enum: ['true', 'false'] } },
} as const;

interface DropRoute<B extends object, P> {
  /** The GET path, under the channel's prefix. */
  path: string;
  /** Path parameters' schema (wallapop's account). */
  params?: object;
  /** Who is dropped, in messages: 'Motoreto', 'Wallapop (Grupo Oliva Girona)'. */
  label: (params: P) => Promise<string> | string;
  /** The listings the drop removes. */
  select: (params: P) => Promise<Listing<B>[]>;
}

/** The answer of a drop: with `confirmed` false, what it would remove. */
type DropRouteAnswer = DropAnswer & { confirmed: boolean };

export function registerDropRoute<B extends object, P = Record<string, never>>(
  app: FastifyInstance,
  channelId: string,
  channel: ListingRouteContext<B>,
  route: DropRoute<B, P>,
): void {
  const { context, store } = channel;
  app.get<{ Params: P; Querystring: { confirm?: 'true' | 'false' } }>(
    route.path,
    {
      schema: { querystring: confirmQuery, ...(route.params ? { params: route.params } : {}) },
      exposeHeadRoute: false,
    },
    async (request): Promise<DropRouteAnswer> => {
      const params = request.params as P;
      const label = await route.label(params);
      const listings = await route.select(params);
      if (request.query.confirm !== 'true') {
        const count = listings.length;
        return {
          message: `Se eliminarán ${formatCount(count, 'vehículo')} de ${label}`,
          count,
          confirmed: false,
        };
      }
      const deleted = new Set(await store.retireMany(listings.map((l) => l._id)));
      const removed = listings.filter((l) => deleted.has(l._id));
      const count = removed.length;
      const message = `${label}: ${formatCount(count, 'vehículo')} ${count === 1 ? 'eliminado' : 'eliminados'}`;
      const user = currentUser(request).email;
      await logFeedAction(context, {
        channel: channelId,
        action: 'drop',
        user,
        message,
        count,
        keys: removed.slice(0, MAX_LOGGED_KEYS).map((l) => store.keyOf(l)),
      });
      const generated = await context.db.collection(FEEDS).findOne('channel', channelId);
      if (generated && channel.feed) await channel.feed.generate(user);
      return { message, count, confirmed: true };
    },
  );
}
