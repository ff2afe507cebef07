// The common case of a channel (docs/API.md "Channels"): a collection of listings with
// list / create / delete / sync paths on the API. Modules describe their paths and rules in
// a few lines and get a complete Channel; a channel that sends differently overrides
// `publish` (grupoliva's bulk create).
import type { DataProvider } from 'react-admin';
import type { NotImportedRule } from '../../domain/notImported';
import { listedKeys } from '../../domain/notImported';
import { listingsResourceOf } from '../../domain/channelListings';
import type { StockVehicle } from '../../domain/types';
import { collectionProvider } from '../collectionProvider';
import { publishEach } from './publishing';
import type { FeedRunAnswer } from '../../domain/feeds/types';
import type { Channel, ChannelFeed, Http, Listing, SyncResult } from '../channels/types';

export interface ListingChannelSpec {
  id: string;
  label: string;
  /** API base of every call; default config.apiUrl. */
  base?: string;
  /** GET: the listings (answers `?fields=` with only those fields). */
  listPath: string;
  /** POST one listing; default listPath. */
  createPath?: string;
  /** Prefix of `/{id}` (delete, update); default listPath. */
  itemPath?: string;
  /** GET: the channel's sync. */
  syncPath: string;
  /** Field of a listing that carries the stock idv; default 'idv'. */
  keyField?: string;
  /** When a stock vehicle counts as 'not imported' into this channel. */
  isNotImported: NotImportedRule;
  /** The create body for a stock vehicle; default the vehicle as read from the stock. */
  toListing?: (vehicle: StockVehicle) => unknown;
  /** Updates of a listing: PUT by default, PATCH for wallapop and motoreto. */
  updateMethod?: 'PUT' | 'PATCH';
  /** Replaces the one-POST-per-vehicle send. */
  publish?: Channel['publish'];
  /** Other resources the channel serves (wallapop's accounts). */
  extraResources?: Record<string, DataProvider>;
  /**
   * Its feed file(s): `generatePath` is the API call that writes them (create-xml,
   * update-xml-files); `drop` the drop call behind a confirmation.
   */
  feed?: Omit<ChannelFeed, 'regenerate'> & { generatePath: string };
}

export const listingChannel = ({
  id,
  label,
  base,
  listPath,
  createPath = listPath,
  itemPath = listPath,
  syncPath,
  keyField = 'idv',
  isNotImported,
  toListing = (vehicle) => vehicle,
  updateMethod = 'PUT',
  publish,
  extraResources = {},
  feed,
}: ListingChannelSpec): Channel => {
  const listingKey = (listing: Listing) => listing[keyField];
  // Named after the channel, as the server names the collection behind it.
  const listingsResource = listingsResourceOf(id);
  return {
    id,
    label,
    listingsResource,
    resources: {
      ...extraResources,
      [listingsResource]: collectionProvider({
        path: listPath,
        base,
        createPath,
        itemPath,
        updateMethod,
      }),
    },
    paths: { base, list: listPath, create: createPath, sync: syncPath, key: keyField },
    listingKey,
    isNotImported,
    listKeys: async (http: Http, signal?: AbortSignal) => {
      const separator = listPath.includes('?') ? '&' : '?';
      const listings = await http<Listing[] | null>(
        `${listPath}${separator}fields=${encodeURIComponent(keyField)}`,
        { signal, base },
      );
      return listedKeys(Array.isArray(listings) ? listings : [], listingKey);
    },
    publish:
      publish ??
      ((vehicles, http, options) =>
        publishEach(
          vehicles,
          (vehicle) => http(createPath, { method: 'POST', body: toListing(vehicle), base }),
          options,
        )),
    sync: async (http: Http) => (await http<SyncResult | null>(syncPath, { base })) ?? {},
    ...(feed && {
      feed: {
        label: feed.label,
        format: feed.format,
        regenerate: (http: Http) => http<FeedRunAnswer>(feed.generatePath, { base }),
        ...(feed.drop && { drop: feed.drop }),
      },
    }),
  };
};
