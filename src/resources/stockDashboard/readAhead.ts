// So that /gomotor is usable soon on a cold load at 10,000 rows, the dashboard's rows are
// asked for as soon as its route renders, while the page's code still downloads and React
// renders it, instead of once the page has mounted. The first read of the page then takes
// that answer (if still fresh); a failed one is simply read again.
import { dataProvider } from '../../dataProvider';
import type { StockDashboardConfig } from '../../domain/stockDashboard/config';
import type { DashboardDataProvider } from './dashboardData';

/** Older than this, the answer read ahead is not used (the page reads again). */
const FRESH_MS = 10_000;

const ahead = new Map<string, { at: number; rows: Promise<unknown[]> }>();

/** Starts reading the dashboard's rows, unless a fresh read is already under way. */
export const readAhead = (
  config: Pick<StockDashboardConfig<unknown>, 'resource' | 'fields'>,
): void => {
  const { resource, fields } = config;
  // A route that suspends (its page's code loading) renders again from scratch: one read.
  const known = ahead.get(resource);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const rows = (dataProvider as DashboardDataProvider).getAll(resource, { fields });
  // Not taken (the page read by itself): nothing to report.
  rows.catch(() => undefined);
  ahead.set(resource, { at: Date.now(), rows });
};

/** The rows read ahead for `resource`, once, if fresh; undefined otherwise. */
export const takeReadAhead = (resource: string): Promise<unknown[]> | undefined => {
  const entry = ahead.get(resource);
  ahead.delete(resource);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.rows : undefined;
};
