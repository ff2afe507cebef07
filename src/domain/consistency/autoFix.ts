// The automatic-fix setting per channel: every channel of the registry, in its order, off
// unless the stored setting turns it on; a channel the server lists and the console does
// not know yet is shown under its id. Pure.
import type { ConsistencySettings } from './types';

export interface AutoFixRow {
  id: string;
  label: string;
  on: boolean;
}

export const autoFixRows = (
  registry: readonly { id: string; label: string }[],
  autoFix: ConsistencySettings['autoFix'],
): AutoFixRow[] => {
  const known = new Set(registry.map((c) => c.id));
  const extra = Object.keys(autoFix)
    .filter((id) => !known.has(id))
    .map((id) => ({ id, label: id }));
  return [...registry, ...extra].map(({ id, label }) => ({ id, label, on: autoFix[id] === true }));
};

/** The whole setting to store: every row's switch. */
export const autoFixSetting = (rows: readonly AutoFixRow[]): ConsistencySettings => ({
  autoFix: Object.fromEntries(rows.map((r) => [r.id, r.on])),
});
