// When a stock vehicle counts as 'not imported' into a channel. Every rule first requires the
// vehicle to be absent from the channel (by idv; Aramis keys its listings by vehicle_id, which
// carries the idv); then the channel's own condition.
import { isAramisEligible } from './aramis.js';
import { isAvailable, isAvailableUsed, type Eligibility } from './channelListings.js';
import type { StockVehicle } from './types.js';

export type ListedKeys = ReadonlySet<string>;
export type NotImportedRule = (v: StockVehicle, listed: ListedKeys) => boolean;

/**
 * The 'not imported' rule of a channel that takes the vehicles `eligible` accepts: absent
 * from its listings and taken. The server's channels declare the same `eligible`.
 */
export const notImportedWhen =
  (eligible: Eligibility): NotImportedRule =>
  (v, listed) =>
    !listed.has(String(v.idv)) && eligible(v);

export const notImportedInGomotor = notImportedWhen(isAvailableUsed);

export const notImportedInGrupoliva = notImportedWhen(isAvailable);

/** cnet, wallapop and oferta-de-coches share the rule. */
export const notImportedIfAvailable = notImportedWhen(isAvailable);

export const notImportedInAramis = notImportedWhen(isAramisEligible);

export const notImportedInMotoreto = notImportedWhen(isAvailableUsed);

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

/**
 * Why a channel's rule leaves a vehicle out whatever its listings ('Enviar' flags the excluded
 * vehicles before sending, with the reason), said of one vehicle.
 */
export interface ExclusionReason {
  id: 'reservado' | 'no-vo' | 'sin-iva-deducible' | 'regla';
  label: string;
  excludes: (v: StockVehicle) => boolean;
}

export const RESERVED: ExclusionReason = {
  id: 'reservado',
  label: 'reservado',
  excludes: (v) => Boolean(v.reservado),
};
export const NOT_VO: ExclusionReason = {
  id: 'no-vo',
  label: 'no es VO (el canal solo acepta VO)',
  excludes: (v) => v.tipo !== 'VO',
};
export const NO_DEDUCTIBLE_VAT: ExclusionReason = {
  id: 'sin-iva-deducible',
  label: 'sin IVA deducible',
  excludes: (v) => v.ivaDeducible !== true,
};

// The conditions of each rule above, in the order a staff member checks them.
const REASONS = new Map<NotImportedRule, readonly ExclusionReason[]>([
  [notImportedInGomotor, [RESERVED, NOT_VO]],
  [notImportedInGrupoliva, [RESERVED]],
  [notImportedIfAvailable, [RESERVED]],
  [notImportedInAramis, [RESERVED, NOT_VO, NO_DEDUCTIBLE_VAT]],
  [notImportedInMotoreto, [RESERVED, NOT_VO]],
]);

/** A rule not described above: the vehicle simply does not meet it. */
export const UNMET_RULE: ExclusionReason = {
  id: 'regla',
  label: 'no cumple la regla del canal',
  excludes: () => true,
};

const NOTHING_LISTED: ListedKeys = new Set<string>();

/**
 * The first reason `rule` leaves `v` out, whatever the channel lists; null when the rule
 * takes it (it is 'not imported' as long as the channel does not list it).
 */
export const exclusionOf = (rule: NotImportedRule, v: StockVehicle): ExclusionReason | null => {
  if (rule(v, NOTHING_LISTED)) return null;
  return REASONS.get(rule)?.find((reason) => reason.excludes(v)) ?? UNMET_RULE;
};
