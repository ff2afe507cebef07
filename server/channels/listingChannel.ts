// The one factory behind the seven channels (docs/API.md "Channels"): a channel module gives
// its paths, key, create-body schema and which vehicles it takes,
// and gets list / create / delete / sync routes and resource:changed events (its demo
// listings are the seed's: server/seed/channels.ts).
import type { PriceRule } from '../../src/domain/consistency/channelRules.js';
import type { FastifyInstance } from 'fastify';
import type { StockVehicle } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import { notFound } from '../errors.js';
import { VEHICLE_BODY_LIMIT } from '../limits.js';
import { fieldsQuery, idParams, requestedFields, sendJson, type IdParams } from '../schemas.js';
import { simulateMarketplaceLatency } from './latency.js';
import {
  ListingStore,
  listingCollection,
  type Listing,
  type ListingKeyField,
  type SyncOutcome,
} from './listingStore.js';
import { stockVehicleSchema, vehicleListingFields, type VehicleBody } from './vehicleSchema.js';
import type { ServerChannel } from './types.js';
import { currentUser } from '../auth/guard.js';
import { generateFeed } from '../feeds/generate.js';
import { ListingCache } from '../feeds/listingCache.js';
import type { FeedRun, ListingFeed, ServerChannelFeed } from '../feeds/types.js';

interface ListingPaths {
  /** GET: every listing, `?fields=a,b` for a projection. */
  list: string;
  /** POST one listing; default: the list path. */
  create?: string;
  /** DELETE by the listing's `_id`; must end with `/:id`. */
  delete: string;
  /** GET: reconcile with the group stock. */
  sync: string;
}

/** What a channel's extra routes (grupoliva's bulk create, Wallapop's accounts…) can use. */
export interface ListingRouteContext<B extends object> {
  context: ServerContext;
  store: ListingStore<B>;
  /**
   * The channel's feed, when it declares one: writes its files, records them, logs the run
   * and notifies (server/feeds/); `user` is who asked (the log's author).
   */
  feed?: { generate: (user: string) => Promise<FeedRun> };
}

export interface ListingChannelOptions<B extends object> {
  id: string;
  /** The channel's name in messages: 'El vehículo 1234 ya está publicado en {label}'. */
  label: string;
  /** API host base; default '/api'. */
  prefix?: string;
  paths: ListingPaths;
  /** The listing key, unique on the channel: 'idv', or 'vehicle_id' for Aramis. */
  key: Extract<keyof B, ListingKeyField>;
  /** JSON schema of the create body (strict: additionalProperties false). */
  createBody: object;
  /** Fields its listings gain after publishing (Grupo Oliva's web fields), for `?fields=`. */
  extraFields?: readonly string[];
  /**
   * The stock vehicles this channel shows (src/domain/channelListings.ts, the rule the
   * console's 'not imported' count uses too); its sync retires the others.
   */
  eligible: (vehicle: StockVehicle) => boolean;
  /** The create body the send panel publishes for a stock vehicle. */
  publishBody: (vehicle: StockVehicle) => B;
  /** The price its listings show (src/domain/consistency/channelRules.ts); default the cash price. */
  price?: PriceRule;
  /** Fields added to the sync answer besides {message, count}. */
  syncExtras?: (outcome: SyncOutcome<B>) => Record<string, unknown>;
  /**
   * The file(s) a marketplace ingests: served at /api/feeds/<id>/<file>; with
   * `path`, that GET (create-xml, update-xml-files) writes them again.
   */
  feed?: ListingFeed<Listing<B>>;
  extraRoutes?: (app: FastifyInstance, channel: ListingRouteContext<B>) => Promise<void>;
}

/** The fields a listing may have: its create body's, its own `_id` and `publishedAt`. */
const listingFieldNames = (createBody: object, extra: readonly string[] = []): Set<string> =>
  new Set([
    ...Object.keys((createBody as { properties?: object }).properties ?? {}),
    ...extra,
    '_id',
    'publishedAt',
  ]);

export function listingChannel<B extends object>(options: ListingChannelOptions<B>): ServerChannel {
  const { id, label, paths, feed } = options;
  const serverFeed: ServerChannelFeed | undefined = feed && {
    format: feed.format,
    label,
    files: async (ctx) => {
      const listings = ctx.context.db.collection(listingCollection<B>(id, options.key));
      const read = feed.fields
        ? (JSON.parse(await listings.listJson({}, ['_id', ...feed.fields])) as Listing<B>[])
        : await listings.list();
      return feed.files(read, ctx);
    },
  };
  return {
    id,
    label,
    prefix: options.prefix,
    feed: serverFeed,
    listings: {
      key: options.key,
      eligible: options.eligible,
      publishBody: options.publishBody,
      price: options.price,
    },
    routes: async (app, context) => {
      simulateMarketplaceLatency(app, context.config.channelLatencyMs);
      const store = new ListingStore<B>(context, options);
      const fieldNames = listingFieldNames(options.createBody, options.extraFields);
      app.addHook('onClose', async () => store.close());
      // Read the keys once the server listens, so the stock page's first `?fields=idv` call
      // does not pay for parsing every listing (10,000 vehicles).
      app.addHook('onListen', async () => void context.activity.inBackground(() => store.warm()));

      app.get<{ Querystring: { fields?: string } }>(
        paths.list,
        { schema: { querystring: fieldsQuery } },
        async (request, reply) => {
          const fields = requestedFields(
            request.query.fields,
            fieldNames,
            `los vehículos de ${label}`,
          );
          const json = await store.keysJson(fields);
          return json === null ? store.list(fields) : sendJson(reply, json);
        },
      );

      app.post<{ Body: B }>(
        paths.create ?? paths.list,
        { schema: { body: options.createBody }, bodyLimit: VEHICLE_BODY_LIMIT },
        async (request, reply) => reply.code(201).send(await store.publish(request.body as B)),
      );

      app.delete<{ Params: IdParams }>(
        paths.delete,
        { schema: { params: idParams } },
        async (request) => {
          const { id: listingId } = request.params;
          if (!(await store.retire(listingId)))
            throw notFound(`Vehículo no encontrado en ${label}`);
          return { message: `Vehículo eliminado de ${label}`, _id: listingId };
        },
      );

      // A sync's removals are history entries named as such.
      app.get(paths.sync, { config: { audit: { action: 'sync' } } }, async () => {
        const outcome = await store.sync();
        return {
          message: outcome.message,
          count: outcome.count,
          ...options.syncExtras?.(outcome),
        };
      });

      // The routes' feed reads through a cache of its listings and written elements, kept
      // current in the background (server/feeds/listingCache.ts): a generation writes again
      // only what changed since the last one.
      const cache =
        feed &&
        new ListingCache(store.listings, context.events, {
          fields: feed.fields,
          kept: feed.kept,
          element: feed.element,
          // The server's one public address (PUBLIC_URL, else its own): what every file names.
          origin: context.publicOrigin,
          giveWay: () => context.activity.quiet(),
        });
      if (cache) {
        app.addHook('onListen', async () => void context.activity.inBackground(() => cache.warm()));
        app.addHook('onClose', () => cache.close());
      }
      const cachedFeed: ServerChannelFeed | undefined = feed &&
        cache && {
          format: feed.format,
          label,
          files: async (ctx) => {
            const { listings, memo } = await cache.generation();
            return feed.files(listings, { ...ctx, memo });
          },
        };
      const feedRun = cachedFeed && {
        generate: (user: string) => generateFeed(context, id, cachedFeed, user),
      };
      if (feedRun && feed?.path) {
        // A GET that writes files (create-xml, update-xml-files): no HEAD twin.
        app.get(feed.path, { exposeHeadRoute: false }, async (request) => {
          const { message, count, files } = await feedRun.generate(currentUser(request).email);
          return { message, count, files };
        });
      }

      await options.extraRoutes?.(app, { context, store, feed: feedRun });
    },
  };
}

/** The six channels that publish the stock vehicle itself, keyed by idv. */
type StockVehicleChannelOptions = Omit<
  ListingChannelOptions<VehicleBody>,
  'key' | 'createBody' | 'publishBody'
>;

export const stockVehicleChannel = (options: StockVehicleChannelOptions): ServerChannel =>
  listingChannel<VehicleBody>({
    ...options,
    key: 'idv',
    createBody: stockVehicleSchema,
    publishBody: vehicleListingFields,
  });
