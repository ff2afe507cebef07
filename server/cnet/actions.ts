// Action records: one per bulk run of the publisher
// (the console posts it when the run ends) and one per confirmed update-account, each with a
// notification that reaches the bell.
import { actionSummary, isSuccess, type ActionType } from '../../src/domain/cochesNet/results.js';
import type { Severity } from '../../src/domain/types.js';
import type { ServerContext } from '../context.js';
import { newId, type CollectionSpec } from '../db/index.js';
import { notify } from '../syncRecords.js';
import type { CnetAccount } from './accounts.js';

export type { ActionType };

/** One vehicle's result: the HTTP status the marketplace answered, its idv and message. */
interface ActionResponse {
  _id: string;
  createdAt: string;
  status: number;
  idv: string;
  message: string;
}

export interface ActionRecord {
  _id: string;
  type: ActionType;
  account: { value: number; key: string };
  /** E-mail of who ran it. */
  user: string;
  createdAt: string;
  responses: ActionResponse[];
}

export const CNET_ACTIONS: CollectionSpec<ActionRecord> = {
  name: 'cnet-actions',
  indexes: [{ field: 'createdAt' }],
};

/** Most results a run may record: a run over the largest account (5,000 listings). */
export const MAX_RESPONSES = 5000;

const severityOf = (responses: readonly ActionResponse[]): Severity =>
  responses.some((r) => !isSuccess(r.status)) ? 'error' : 'success';

/** Writes the record and its notification; answers the record. */
export async function recordAction(
  context: Pick<ServerContext, 'db' | 'events'>,
  run: {
    type: ActionType;
    account: Pick<CnetAccount, 'value' | 'key'>;
    user: string;
    results: readonly { status: number; idv: string; message: string }[];
  },
  now = new Date(),
): Promise<ActionRecord> {
  const createdAt = now.toISOString();
  const responses = run.results.map((r) => ({ _id: newId(), createdAt, ...r }));
  const record = await context.db.collection(CNET_ACTIONS).insert({
    type: run.type,
    account: { value: run.account.value, key: run.account.key },
    user: run.user,
    createdAt,
    responses,
  });
  context.events.changed(CNET_ACTIONS.name, 'create', [record._id]);
  await notify(context, {
    // The console's own wording of a run (src/domain/cochesNet/results.ts).
    text: actionSummary(record.type, record.account.key, record.responses),
    severity: severityOf(responses),
    action: run.type,
    site: 'cnet',
  });
  return record;
}
