// So that /coches-net is usable within 1.5 s on a cold load with an account of 5,000 listings, the
// account named in the address (?cuenta=N) is asked for as soon as the route renders, while the
// page's code still downloads, instead of once the page has mounted (as stockDashboard/readAhead.ts
// does for /gomotor). The page's first load of that account takes the answer if still fresh; a
// failed read ahead is the load's failure, as its own would be.
import { dataProvider } from '../../dataProvider';
import {
  CNET_PUBLISHER_RESOURCE,
  type PublisherRecord,
} from '../../dataProvider/channels/cnetPublisher';
import { ACCOUNT_PARAM, publisherListParams } from './routes';

/** Older than this, the answer read ahead is not used (the page reads again). */
const FRESH_MS = 10_000;

const ahead = new Map<number, { at: number; rows: Promise<PublisherRecord[]> }>();

/** Starts reading the account of `search` ('?cuenta=1'), unless a fresh read is under way. */
export function readAheadAccount(search: string): void {
  const raw = new URLSearchParams(search).get(ACCOUNT_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return;
  const account = Number(raw);
  const known = ahead.get(account);
  if (known && Date.now() - known.at < FRESH_MS) return;
  // What the page's load asks for (usePublisherData): the list of the account's filter, with
  // the table's summary of each listing.
  const rows = dataProvider
    .getList<PublisherRecord>(CNET_PUBLISHER_RESOURCE, publisherListParams(account))
    .then(({ data }) => data);
  // Not taken (the page read by itself): nothing to report.
  rows.catch(() => undefined);
  ahead.set(account, { at: Date.now(), rows });
}

/** The rows read ahead for `account`, once, if fresh; undefined otherwise. */
export function takeReadAhead(account: number): Promise<PublisherRecord[]> | undefined {
  const entry = ahead.get(account);
  ahead.delete(account);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.rows : undefined;
}
