// What the bulk actions panel reads from and sends to the sale-stock API (docs/API.md "Own
// sites"): the process record, the answers of the bulk operations, and the campaign object a
// vehicle is given.
import type { Identifier } from 'react-admin';
import { formatTime } from '../../domain/format';
import type { Campaign } from '../../domain/ownSites';
import { CAMPAIGN_FIELDS } from '../../domain/ownSites/vehicle';
import type { BulkProcess, SaleStockAnswer } from '../../dataProvider/ownSites/saleStockProvider';

/** The process record and the bulk answers, as the sale stock provider gives them. */
export type BulkProcessRecord = BulkProcess;
export type BulkAnswer = SaleStockAnswer;

/** The selection as the API names vehicles (records carry id = _id). */
export const dataSelectionOf = (ids: readonly Identifier[]): string[] => ids.map(String);

/**
 * How many vehicles the run changed: `count` for updates and deletes; for a web sync, the
 * listings it created, updated or removed.
 */
export const changedCount = (answer: BulkAnswer | null | undefined): number => {
  if (typeof answer?.count === 'number') return answer.count;
  return (
    (answer?.createIDVs?.length ?? 0) +
    (answer?.updateIdvs?.length ?? 0) +
    (answer?.deleteIDVs?.length ?? 0)
  );
};

/**
 * The campaign as a vehicle stores it: the campaign fields the campaigns list gave, without the
 * collection's own ones (createdAt, __v…) and without empty values (the API wants text).
 */
export const campaignForVehicle = (campaign: Campaign): Campaign => {
  const source = campaign as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = source[field];
    if (value === null || value === undefined) continue;
    picked[field] = field === '_id' ? String(value) : value;
  }
  return picked as Campaign;
};

/** While a bulk process runs: why the buttons are disabled, naming who runs what. */
export const busyProcessText = (process: BulkProcessRecord): string => {
  const parts = [
    process.action,
    process.user && `iniciada por ${process.user}`,
    process.startedAt && `a las ${formatTime(process.startedAt)}`,
  ].filter(Boolean);
  return `Hay una acción masiva en curso${parts.length ? ` (${parts.join(', ')})` : ''}. Podrá aplicar otra cuando termine.`;
};
