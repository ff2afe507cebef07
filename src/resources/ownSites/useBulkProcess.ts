// The bulk process flag: the process record is read when the bulk panel opens; while its active
// flag is true the panel's buttons are disabled. It is read again when the server says the record
// changed ('resource:changed' for processes) and, while held, now and then (a crashed run's lock
// expires without an event).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SaleStockDataProvider } from '../../dataProvider/ownSites/saleStockProvider';
import { useLiveResource } from '../../realtime/useLiveResource';
import type { BulkProcessRecord } from './bulkAnswer';

/** The server collection of the process record, also the head of this query's key. */
export const PROCESSES_KEY = 'processes';
const BUSY_REFRESH_MS = 10_000;

export const useBulkProcess = (resource: string) => {
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  useLiveResource(PROCESSES_KEY);
  const query = useQuery<BulkProcessRecord>({
    queryKey: [PROCESSES_KEY, resource],
    queryFn: ({ signal }) => dataProvider.getProcess(resource, { signal }),
    refetchOnMount: 'always',
    refetchInterval: (q) => (q.state.data?.active ? BUSY_REFRESH_MS : false),
  });
  return {
    process: query.data,
    /** Until the record is read the panel does not know: its buttons wait. */
    known: query.data !== undefined || query.isError,
    active: query.data?.active === true,
    error: query.error,
    refetch: query.refetch,
  };
};
