import type { FastifyPluginAsync } from 'fastify';
import type { PriceRule } from '../../src/domain/consistency/channelRules.js';
import type { StockVehicle } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import type { ServerChannelFeed } from '../feeds/types.js';

/** A channel's listings as the consistency report reads them and its fixes write them. */
interface ChannelListings {
  /** The listing key, unique on the channel: 'idv', or 'vehicle_id' for Aramis. */
  key: 'idv' | 'vehicle_id';
  /** The stock vehicles the channel shows (its 'not imported' rule, whatever it lists). */
  eligible: (vehicle: StockVehicle) => boolean;
  /** What publishing a stock vehicle sends, as the send panel sends it. */
  publishBody: (vehicle: StockVehicle) => object;
  /** The price its listings show, compared with the stock's; the cash price when absent. */
  price?: PriceRule;
}

/** A sales channel's server side: its routes (registered under /api) and its listings. */
export interface ServerChannel {
  id: string;
  /** Its name in messages and the history: 'Wallapop', 'Coches.net'. */
  label: string;
  /** Where its routes live; default '/api'. GOmotor has its own API host: '/gomotor-api'. */
  prefix?: string;
  routes: FastifyPluginAsync<ServerContext>;
  /** The file(s) a marketplace ingests (server/feeds/). */
  feed?: ServerChannelFeed;
  /** Its listings, for the consistency report and its fixes (server/consistency/). */
  listings?: ChannelListings;
}
