// The drifts as rows of the consistency table: the channel's name, the vehicle's name (the
// report's, else the stock's), and an id of its own (a kind of drift of a vehicle on a channel; a repeat of
// the same one gets a suffix so no row hides another). `order` keeps the report's order
// (channels as the registry lists them, then idv) for the default sort. Pure.
import { EMPTY_TEXT } from '../format';
import { driftKey } from './fixRun';
import { vehicleName, type StockFacts } from './stockFacts';
import type { Drift } from './types';

export interface DriftRow extends Drift {
  id: string;
  order: number;
  channelLabel: string;
  vehicle: string;
}

export const toDriftRows = (
  drifts: readonly Drift[],
  labelOf: (channelId: string) => string,
  factsOf: (idv: string) => StockFacts | undefined,
): DriftRow[] => {
  const seen = new Map<string, number>();
  return drifts.map((drift, order) => {
    const key = driftKey(drift);
    const repeat = seen.get(key) ?? 0;
    seen.set(key, repeat + 1);
    return {
      ...drift,
      id: repeat ? `${key}#${repeat}` : key,
      order,
      channelLabel: labelOf(drift.channel),
      vehicle: drift.vehicle || vehicleName(factsOf(drift.idv)) || EMPTY_TEXT,
    };
  });
};

/** What a fix is asked for, from rows (the table's own fields left out). */
export const fixItemsOf = (rows: readonly Pick<Drift, 'channel' | 'idv' | 'kind'>[]) =>
  rows.map(({ channel, idv, kind }) => ({ channel, idv, kind }));
