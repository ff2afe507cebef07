// The dashboard's charts as data: each channel's coverage (published against eligible), the
// drifts by kind, the stock by type and by days in stock — each with the sentence that says
// it in words for whoever cannot see the chart, and where a click on one of its bars leads.
// Pure.
import { formatCount, formatInteger, formatPercent } from '../format';
import { consistencyPath } from './filters';
import { DRIFT_KIND_LABELS } from './kinds';
import {
  AGE_BUCKETS,
  ageBucketOf,
  STOCK_TYPE_LABELS,
  STOCK_TYPES,
  stockTypeOf,
  type AgeBucketId,
  type StockFacts,
  type StockType,
} from './stockFacts';
import { DRIFT_KINDS, type ChannelSummary, type Drift, type DriftKind } from './types';

export interface CoverageRow {
  id: string;
  label: string;
  listed: number;
  eligible: number;
  /** Where a click on the channel's bars leads. */
  path: string;
}

export const coverageRows = (channels: readonly ChannelSummary[]): CoverageRow[] =>
  channels.map(({ id, label, listed, eligible }) => ({
    id,
    label,
    listed,
    eligible,
    path: consistencyPath({ channel: id }),
  }));

/** 'Wallapop: 120 publicados de 150 elegibles (80 %)' per channel, one sentence each. */
export const describeCoverage = (rows: readonly CoverageRow[]): string =>
  rows.length
    ? rows
        .map(({ label, listed, eligible }) => {
          const share = eligible > 0 ? ` (${formatPercent(listed / eligible)})` : '';
          return `${label}: ${formatInteger(listed)} publicados de ${formatInteger(eligible)} elegibles${share}.`;
        })
        .join(' ')
    : 'No hay canales.';

export interface CountRow<K extends string> {
  id: K;
  label: string;
  count: number;
  path: string;
}

/** Every kind, those with no drift included (a zero is news too). */
export const driftKindRows = (drifts: readonly Drift[]): CountRow<DriftKind>[] => {
  const counts = new Map<DriftKind, number>();
  for (const d of drifts) counts.set(d.kind, (counts.get(d.kind) ?? 0) + 1);
  return DRIFT_KINDS.map((kind) => ({
    id: kind,
    label: DRIFT_KIND_LABELS[kind],
    count: counts.get(kind) ?? 0,
    path: consistencyPath({ kind }),
  }));
};

/** The stock by type; a click lists the drifts of vehicles of that type. */
export const stockTypeRows = (stock: readonly StockFacts[]): CountRow<StockType>[] => {
  const counts = new Map<StockType, number>();
  for (const v of stock) {
    const type = stockTypeOf(v);
    if (type) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return STOCK_TYPES.map((type) => ({
    id: type,
    label: STOCK_TYPE_LABELS[type],
    count: counts.get(type) ?? 0,
    path: consistencyPath({ tipo: type }),
  }));
};

/** The stock by days in stock; vehicles without an entry date are counted apart. */
export const stockAgeRows = (
  stock: readonly StockFacts[],
  now: Date,
): { rows: CountRow<AgeBucketId>[]; undated: number } => {
  const counts = new Map<AgeBucketId, number>();
  let undated = 0;
  for (const v of stock) {
    const bucket = ageBucketOf(v, now);
    if (bucket) counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    else undated++;
  }
  const rows = AGE_BUCKETS.map(({ id, label }) => ({
    id,
    label,
    count: counts.get(id) ?? 0,
    path: consistencyPath({ dias: id }),
  }));
  return { rows, undated };
};

/** 'Reservado: 3. Vendido: 0. …' — a count chart in words. */
export const describeCounts = <K extends string>(
  rows: readonly CountRow<K>[],
  unit: [singular: string, plural: string],
): string => rows.map((r) => `${r.label}: ${formatCount(r.count, ...unit)}.`).join(' ');
