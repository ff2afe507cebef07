// The filters of the consistency page, kept in its address (?channel=wallapop&kind=precio):
// by channel and by kind of drift, and — where the dashboard's stock charts lead — by the
// vehicle's type or days in stock, which only drifts of vehicles still in stock can match.
// Unknown values in the address are ignored. Pure.
import { DRIFT_KIND_LABELS } from './kinds';
import {
  ageBucketLabel,
  ageBucketOf,
  isAgeBucket,
  isStockType,
  stockTypeOf,
  type AgeBucketId,
  type StockFacts,
  type StockType,
} from './stockFacts';
import { isDriftKind, type Drift, type DriftKind } from './types';

export const DRIFT_FILTER_PARAMS = ['channel', 'kind', 'tipo', 'dias'] as const;
export type DriftFilterParam = (typeof DRIFT_FILTER_PARAMS)[number];

export interface DriftFilter {
  channel?: string;
  kind?: DriftKind;
  tipo?: StockType;
  dias?: AgeBucketId;
}

export const readDriftFilter = (
  params: Partial<Record<DriftFilterParam, string | null>>,
  channelIds: readonly string[],
): DriftFilter => {
  const filter: DriftFilter = {};
  if (params.channel && channelIds.includes(params.channel)) filter.channel = params.channel;
  if (isDriftKind(params.kind)) filter.kind = params.kind;
  if (isStockType(params.tipo)) filter.tipo = params.tipo;
  if (isAgeBucket(params.dias)) filter.dias = params.dias;
  return filter;
};

export type FactsOf = (idv: string) => StockFacts | undefined;

export const matchesDrift = (
  drift: Drift,
  filter: DriftFilter,
  factsOf: FactsOf,
  now: Date,
): boolean => {
  if (filter.channel && drift.channel !== filter.channel) return false;
  if (filter.kind && drift.kind !== filter.kind) return false;
  if (!filter.tipo && !filter.dias) return true;
  const facts = factsOf(drift.idv);
  if (!facts) return false;
  if (filter.tipo && stockTypeOf(facts) !== filter.tipo) return false;
  if (filter.dias && ageBucketOf(facts, now) !== filter.dias) return false;
  return true;
};

export const filterDrifts = <D extends Drift>(
  drifts: readonly D[],
  filter: DriftFilter,
  factsOf: FactsOf,
  now: Date,
): D[] => drifts.filter((d) => matchesDrift(d, filter, factsOf, now));

/**
 * Each channel's drifts under every filter but the channel's own: what its tile shows, so
 * a click on another tile says how many it will list.
 */
export const driftsPerChannel = (
  drifts: readonly Drift[],
  filter: DriftFilter,
  factsOf: FactsOf,
  now: Date,
): Map<string, number> => {
  const counts = new Map<string, number>();
  const others: DriftFilter = { ...filter, channel: undefined };
  for (const d of drifts) {
    if (matchesDrift(d, others, factsOf, now))
      counts.set(d.channel, (counts.get(d.channel) ?? 0) + 1);
  }
  return counts;
};

/** The filters in force, in words ('Canal: Wallapop'), each with the parameter it removes. */
export const filterChips = (
  filter: DriftFilter,
  labelOf: (channelId: string) => string,
): { param: DriftFilterParam; label: string }[] => {
  const chips: { param: DriftFilterParam; label: string }[] = [];
  if (filter.channel) chips.push({ param: 'channel', label: `Canal: ${labelOf(filter.channel)}` });
  if (filter.kind)
    chips.push({ param: 'kind', label: `Problema: ${DRIFT_KIND_LABELS[filter.kind]}` });
  if (filter.tipo) chips.push({ param: 'tipo', label: `Tipo: ${filter.tipo}` });
  if (filter.dias) chips.push({ param: 'dias', label: `En stock: ${ageBucketLabel(filter.dias)}` });
  return chips;
};

export const CONSISTENCY_PATH = '/coherencia';

/** '/coherencia?channel=wallapop' — the page with these filters. */
export const consistencyPath = (filter: DriftFilter = {}): string => {
  const params = new URLSearchParams();
  for (const name of DRIFT_FILTER_PARAMS) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${CONSISTENCY_PATH}?${query}` : CONSISTENCY_PATH;
};
