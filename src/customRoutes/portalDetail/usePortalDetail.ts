// The portal detail's four reads — the portal JSON, the stock database, the general database and
// the sync records — and the 'save to database' call. The reads run in parallel (they do not depend
// on each other); the page waits for all four.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetOne, useNotify } from 'react-admin';
import type { QuiterDataProvider, SaveStockResult } from '../../dataProvider/quiter';
import { formatInteger } from '../../domain/format';
import { PORTAL_DETAIL_FIELDS } from '../../domain/stockComparison';
import type { QuiterFeed, StockVehicle } from '../../domain/types';

type FeedRecord = Partial<QuiterFeed> & { id: string };
export type StockDoc = StockVehicle & { id: string; portalId?: string; savedAt?: string };
export interface SyncRecord {
  id: string;
  createdAt: string;
  message?: string;
  count?: number;
}

/** The whole collection: these APIs answer whole arrays and the page counts all of them. */
const ALL = { page: 1, perPage: Number.MAX_SAFE_INTEGER };
/** Both databases whole, only the fields the page reads (a tenth of their bytes). */
const WHOLE_DATABASE = { pagination: ALL, meta: { fields: PORTAL_DETAIL_FIELDS } };
// A failing read shows the fatal banner at once (it has its own 'Reintentar').
const ONCE = { retry: false } as const;

export const usePortalDetail = (portalId: string) => {
  const feed = useGetOne<FeedRecord>('portals', { id: portalId }, ONCE);
  const stockDb = useGetList<StockDoc>('quiter-stock', WHOLE_DATABASE, ONCE);
  const general = useGetList<StockDoc>('vehiculos', WHOLE_DATABASE, ONCE);
  const syncs = useGetList<SyncRecord>(
    'syncs',
    {
      // This portal's last sync, not the newest of any portal.
      filter: { dbName: 'quiter', portalId },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
    },
    ONCE,
  );
  const reads = [feed, stockDb, general, syncs];
  return {
    feed: feed.data,
    stockDb: stockDb.data ?? [],
    general: general.data ?? [],
    lastSync: syncs.data?.[0],
    isPending: reads.some((r) => r.isPending),
    error: reads.find((r) => r.error)?.error ?? null,
    refetchAll: () => reads.forEach((r) => void r.refetch()),
  };
};

/** The answer's message, with the count when the message does not already say it. */
export const savedMessage = ({ message, count }: SaveStockResult): string => {
  const text = message || 'Stock guardado en la base de datos';
  return typeof count === 'number' && !text.includes(String(count))
    ? `${text} (${formatInteger(count)} vehículos)`
    : text;
};

/** 'Guardar en base de datos': POST /quiter?portalId, then the stock DB and syncs re-read. */
export const useSaveStock = (portalId: string) => {
  const dataProvider = useDataProvider<QuiterDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => dataProvider.saveStock('quiter-stock', { portalId }),
    onSuccess: (answer) => {
      notify(savedMessage(answer), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['quiter-stock'] });
      void queryClient.invalidateQueries({ queryKey: ['syncs'] });
    },
    onError: (error: Error) =>
      notify(error.message || 'No se ha podido guardar el stock', { type: 'error' }),
  });
};
