// The shape of a sales channel module (DESIGN.md "The shape a channel module aims at"). The send
// panel, channel cards and drift counts iterate over the registry of these; none of them names a
// channel.
import type { DataProvider } from 'react-admin';
import type { DropAnswer, FeedFormat, FeedRunAnswer } from '../../domain/feeds/types';
import type { NotImportedRule } from '../../domain/notImported';
import type { StockVehicle } from '../../domain/types';
import type { httpJson } from '../http';

export type Http = typeof httpJson;

/** A published vehicle as the channel's list answers it (StockVehicle fields, or aramis'). */
export type Listing = Record<string, unknown>;

/** Outcome of sending one vehicle to one channel. */
export interface PublishResult {
  idv: string;
  ok: boolean;
  /** The server's error or message when `ok` is false (listed as a warning). */
  message?: string;
}

/** How 'Enviar' runs a channel's requests (see src/domain/sendQueue.ts). */
export interface PublishOptions {
  /** Requests in flight at once (config.sendConcurrency, by protocol). */
  concurrency: number;
  /** Vehicles settled so far of `total` (this channel's share of the selection). */
  onProgress?: (done: number, total: number) => void;
  /** Stops starting new requests; vehicles not sent answer 'Envío cancelado'. */
  signal?: AbortSignal;
}

/** The answer of a sync (docs/API.md: every sync answers at least message and count). */
export interface SyncResult {
  message?: string;
  count?: number;
  vehicles?: unknown[];
  numOfNews?: number;
  numOfExist?: number;
  existIDVs?: string[];
}

export interface ChannelPaths {
  base?: string;
  list: string;
  create: string;
  sync: string;
  key: string;
}

export interface Channel {
  /** The send option: 'gomotor', 'grupoliva', 'aramis', 'wallapop', … */
  id: string;
  /** Shown to the user: 'Wallapop'. */
  label: string;
  /** react-admin resources this channel serves, by resource name. */
  resources: Record<string, DataProvider>;
  /**
   * The resource of its listings ('wallapop-vehicles'): its server change events and the
   * cached listing keys are filed under this name.
   */
  listingsResource: string;
  /**
   * Where its listing calls go: the API base (default config.apiUrl), the list, create and
   * sync paths and the field that carries the idv. Test fixtures fake each channel from it.
   */
  paths?: ChannelPaths;
  /** How one of its listings matches a stock vehicle: idv, or vehicle_id for aramis. */
  listingKey: (listing: Listing) => unknown;
  /** The 'not imported' rule for this channel (src/domain/notImported.ts). */
  isNotImported: NotImportedRule;
  /** The keys of every listing, reading only the key field (`?fields=`). */
  listKeys: (http: Http, signal?: AbortSignal) => Promise<Set<string>>;
  /** What 'Enviar' does: one result per vehicle, in order; never rejects. */
  publish: (
    vehicles: readonly StockVehicle[],
    http: Http,
    options: PublishOptions,
  ) => Promise<PublishResult[]>;
  /** The channel card's sync button; rejects with the server's message on failure. */
  sync: (http: Http) => Promise<SyncResult>;
  /**
   * The file(s) the marketplace ingests: the channel card's feed menu opens, downloads and
   * regenerates them; its last files come from `GET /feeds` by channel id.
   */
  feed?: ChannelFeed;
}

/** What a drop would remove: the whole channel, or one of its parts (a Wallapop account). */
export interface DropTarget {
  /** What `run` receives: the channel id, or the account's accountId. */
  id: string;
  /** Named in the menu entry and the confirmation: 'Motoreto', 'Grupo Oliva Girona'. */
  label: string;
  /** Listings the drop removes (the confirmation names it). */
  count: number;
}

export interface ChannelFeed {
  /** The menu's title: 'XML de Wallapop', 'CSV de Aramis Francia'. */
  label: string;
  format: FeedFormat;
  /** The channel's generation call (update-xml-files, create-xml, csv). */
  regenerate: (http: Http) => Promise<FeedRunAnswer>;
  /** The drop / drop-collection call, behind a confirmation naming the count. */
  drop?: {
    targets: (http: Http) => Promise<DropTarget[]>;
    run: (http: Http, targetId: string) => Promise<DropAnswer>;
  };
}
