// Spec 1 §5: when a stock vehicle counts as 'not imported' into a channel. Every rule first
// requires the vehicle to be absent from the channel (by idv; Aramis keys its listings by
// vehicle_id, which carries the idv); then the channel's own condition.
import type { StockVehicle } from './types';

export type ListedKeys = ReadonlySet<string>;
export type NotImportedRule = (v: StockVehicle, listed: ListedKeys) => boolean;

const absent = (v: StockVehicle, listed: ListedKeys) => !listed.has(String(v.idv));

export const notImportedInGomotor: NotImportedRule = (v, listed) =>
  absent(v, listed) && !v.reservado && v.tipo === 'VO';

export const notImportedInGrupoliva: NotImportedRule = (v, listed) =>
  absent(v, listed) && !v.reservado;

/** cnet, wallapop and oferta-de-coches share the rule. */
export const notImportedIfAvailable: NotImportedRule = (v, listed) =>
  absent(v, listed) && !v.reservado;

export const notImportedInAramis: NotImportedRule = (v, listed) =>
  absent(v, listed) && !v.reservado && v.ivaDeducible === true && v.tipo === 'VO';

export const notImportedInMotoreto: NotImportedRule = (v, listed) =>
  absent(v, listed) && !v.reservado && v.tipo === 'VO';

export interface ChannelDrift {
  id: string;
  rule: NotImportedRule;
  listed: ListedKeys;
}

/**
 * The 'not imported' vehicles of every channel, over the whole stock in one pass with one
 * set lookup per channel (no loop over stock × listings).
 */
export const notImportedByChannel = (
  stock: readonly StockVehicle[],
  channels: readonly ChannelDrift[],
): Record<string, StockVehicle[]> => {
  const result: Record<string, StockVehicle[]> = {};
  for (const c of channels) result[c.id] = [];
  for (const v of stock) {
    for (const c of channels) if (c.rule(v, c.listed)) result[c.id].push(v);
  }
  return result;
};

/** Builds the lookup set of a channel's listings from the key each listing carries. */
export const listedKeys = <L>(listings: readonly L[], key: (l: L) => unknown): Set<string> => {
  const keys = new Set<string>();
  for (const l of listings) {
    const k = key(l);
    if (k !== undefined && k !== null && k !== '') keys.add(String(k));
  }
  return keys;
};
