// The own sites' log as the log pages read it: through the data provider's `getLog` (GET
// /api/{site}/log, paged by the API: _start/_end, X-Total-Count). A table reads one page of one
// kind; the cards and the web actions page read the whole log once on opening, in pages the API
// allows.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  saleStockResource,
  type SaleStockDataProvider,
} from '../../dataProvider/ownSites/saleStockProvider';
import type { OwnSiteConfig } from '../../domain/ownSites';
import { LOG_PAGE_SIZE, type LogKind, type OwnSiteLogEntry } from '../../domain/ownSites/logs';

export { saleStockResource };

/** An entry as a table row: react-admin wants an `id`. */
export type LogRecord = OwnSiteLogEntry & { id: string };

const NEWEST_FIRST = { field: 'timestamp', order: 'DESC' } as const;
/** The API serves at most 200 entries a request (server/ownSites/log.ts). */
const WHOLE_LOG_CHUNK = 200;

/** The API's log entries as rows; `_id` is their id. */
const asRecords = (entries: readonly unknown[], from: number): LogRecord[] =>
  (entries as OwnSiteLogEntry[]).map((e, i) => ({ ...e, id: e._id ?? `${from + i}` }));

/** One page (1-based) of one table, newest first, and the table's total. */
export const useLogPage = (config: OwnSiteConfig, kind: LogKind, page: number) => {
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const resource = saleStockResource(config);
  return useQuery({
    queryKey: [resource, 'getLog', { kind, page }],
    queryFn: async ({ signal }) => {
      const { data, total } = await dataProvider.getLog(resource, {
        signal,
        pagination: { page, perPage: LOG_PAGE_SIZE },
        sort: NEWEST_FIRST,
        filter: { kind },
      });
      return { data: asRecords(data, (page - 1) * LOG_PAGE_SIZE), total };
    },
    placeholderData: (previous) => previous,
  });
};

/** Every entry of the site's log, newest first (the cards and the web actions page). */
export const useWholeLog = (config: OwnSiteConfig) => {
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const resource = saleStockResource(config);
  return useQuery({
    queryKey: [resource, 'getLog', 'all'],
    queryFn: async () => {
      const entries: unknown[] = [];
      for (let page = 1; ; page += 1) {
        const { data, total } = await dataProvider.getLog(resource, {
          pagination: { page, perPage: WHOLE_LOG_CHUNK },
          sort: NEWEST_FIRST,
          filter: {},
        });
        entries.push(...data);
        if (data.length < WHOLE_LOG_CHUNK || entries.length >= total) {
          break;
        }
      }
      return asRecords(entries, 0);
    },
  });
};
