// The shape of a sales channel module (DESIGN.md "The shape a channel module aims at").
// The send panel, channel cards and drift counts iterate over the registry of these;
// none of them names a channel. Optional members are filled in by the stock issue.
import type { DataProvider } from 'react-admin';
import type { StockVehicle } from '../../domain/types';
import type { httpJson } from '../http';

export type Http = typeof httpJson;

/** Outcome of sending one vehicle to one channel (spec 1 §4 "Send panel", §8). */
export interface PublishResult {
  idv: string;
  ok: boolean;
  /** The server's error or message when `ok` is false (listed as a warning). */
  message?: string;
}

/** Spec 1 §3 "Sync result". */
export interface SyncResult {
  message?: string;
  count?: number;
  numOfNews?: number;
  numOfExist?: number;
  existIDVs?: string[];
}

export interface Channel {
  /** The send option of spec 1 §9: 'gomotor', 'grupoliva', 'aramis', 'wallapop', … */
  id: string;
  /** Shown to the user: 'Wallapop'. */
  label: string;
  /** react-admin resources this channel serves, by resource name. */
  resources: Record<string, DataProvider>;
  /** How one of its listings matches a stock vehicle (idv, or vehicle_id for aramis). */
  listingKey?: (listing: Record<string, unknown>) => string;
  /** Spec 1 §5 'not imported' rule for this channel. */
  isNotImported?: (vehicle: StockVehicle, listed: Set<string>) => boolean;
  /** What 'Enviar' does for this channel, one result per vehicle. */
  publish?: (vehicles: StockVehicle[], http: Http) => Promise<PublishResult[]>;
  /** The channel card's sync button. */
  sync?: (http: Http) => Promise<SyncResult>;
}
