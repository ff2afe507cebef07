// When a stock vehicle counts as 'not imported' into a channel. Every rule first requires the
// vehicle to be absent from the channel (by idv; Aramis keys its listings by vehicle_id, which
// carries the idv); then the channel's own condition.
import { isAramisEligible } from './aramis.js';
import { isAvailable, isAvailableUsed, type Eligibility } from './channelListings.js';
import type { StockVehicle } from './types.js';

export type ListedKeys = ReadonlySet<string>;

/** Whether a vehicle counts as 'not imported' into a channel that lists `listed`. */
export type NotImportedTest = (v: StockVehicle, listed: ListedKeys) => boolean;

/** A channel's 'not imported' rule: a test that also says which vehicles the channel takes. */
export interface NotImportedRule extends NotImportedTest {
  /** The vehicles the channel takes, whatever it lists (the rule without its listings). */
  readonly eligible: Eligibility;
}

/**
 * The 'not imported' rule of a channel that takes the vehicles `eligible` accepts: taken and
 * absent from its listings. The server's channels declare the same `eligible`.
 */
export const notImportedWhen = (eligible: Eligibility): NotImportedRule => {
  const test: NotImportedTest = (v, listed) => eligible(v) && !listed.has(String(v.idv));
  return Object.assign(test, { eligible });
};

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

// What one stock has already answered: which vehicles each eligibility takes (1 by position;
// seven channels share three eligibilities), and each channel's 'not imported' vehicles by its
// listings' keys and eligibility. Kept while the stock is, so a channel whose keys did not
// change is not counted again when another's do (the keys of seven channels arrive one by one,
// and are read again after a send).
interface StockAnswers {
  eligible: Map<Eligibility, Uint8Array>;
  notImported: WeakMap<ListedKeys, Map<Eligibility, readonly StockVehicle[]>>;
}
const answers = new WeakMap<readonly StockVehicle[], StockAnswers>();

const answersOf = (stock: readonly StockVehicle[]): StockAnswers => {
  let found = answers.get(stock);
  if (!found) {
    found = { eligible: new Map(), notImported: new WeakMap() };
    answers.set(stock, found);
  }
  return found;
};

/** 1 at the position of each vehicle of `stock` that `eligible` takes; read once per stock. */
export const eligibleColumn = (
  stock: readonly StockVehicle[],
  eligible: Eligibility,
): Uint8Array => {
  const { eligible: columns } = answersOf(stock);
  let column = columns.get(eligible);
  if (!column) {
    column = new Uint8Array(stock.length);
    for (let i = 0; i < stock.length; i++) if (eligible(stock[i]!)) column[i] = 1;
    columns.set(eligible, column);
  }
  return column;
};

/**
 * The 'not imported' vehicles of every channel, in stock order. Each eligibility is tested once
 * per vehicle, a listing key is looked up only for the vehicles the channel takes, and a
 * channel's answer is reused while the stock, its keys and its rule are the same.
 */
export const notImportedByChannel = (
  stock: readonly StockVehicle[],
  channels: readonly ChannelDrift[],
): Record<string, readonly StockVehicle[]> => {
  const { notImported } = answersOf(stock);
  const result: Record<string, readonly StockVehicle[]> = {};
  for (const { id, rule, listed } of channels) {
    let byEligibility = notImported.get(listed);
    if (!byEligibility) notImported.set(listed, (byEligibility = new Map()));
    let vehicles = byEligibility.get(rule.eligible);
    if (!vehicles) {
      const taken = eligibleColumn(stock, rule.eligible);
      const found: StockVehicle[] = [];
      for (let i = 0; i < stock.length; i++) {
        if (taken[i] && !listed.has(String(stock[i]!.idv))) found.push(stock[i]!);
      }
      byEligibility.set(rule.eligible, (vehicles = found));
    }
    result[id] = vehicles;
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
const REASONS = new Map<NotImportedTest, readonly ExclusionReason[]>([
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
export const exclusionOf = (rule: NotImportedTest, v: StockVehicle): ExclusionReason | null => {
  if (rule(v, NOTHING_LISTED)) return null;
  return REASONS.get(rule)?.find((reason) => reason.excludes(v)) ?? UNMET_RULE;
};
