// The whole sale stock of a site, held in the browser (spec 3 §2.3: every card counts the
// whole stock; issue 8 §5: one read, then a card click is a filter in memory). Read through
// the composite data provider's custom `getAll`; a server change of the site's stock
// (resource:changed) reads it again.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  saleStockResource,
  type SaleStockDataProvider,
  type SaleStockRecord,
} from '../../dataProvider/ownSites/saleStockProvider';
import type { OwnSiteConfig } from '../../domain/ownSites/sites';
import { changedResourceOf, useServerEvent } from '../../realtime';

/** The server's collection of each site's sale stock (docs/API.md "Log": resource:changed). */
const SERVER_COLLECTION: Record<OwnSiteConfig['id'], string> = {
  gomotor: 'gomotor-sale-stock',
  grupoliva: 'grupoliva-vehicles',
};

const EMPTY: SaleStockRecord[] = [];

export const saleStockQueryKey = (resource: string) => [resource, 'getAll'] as const;

export const useSaleStock = (config: OwnSiteConfig) => {
  const resource = saleStockResource(config);
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: saleStockQueryKey(resource),
    queryFn: ({ signal }) => dataProvider.getAll(resource, { signal }),
    retry: 1,
  });
  const onChange = useCallback(
    (payload: unknown) => {
      if (changedResourceOf(payload) === SERVER_COLLECTION[config.id])
        void queryClient.invalidateQueries({ queryKey: [resource] });
    },
    [queryClient, resource, config.id],
  );
  useServerEvent('resource:changed', onChange);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    resource,
    vehicles: query.data ?? EMPTY,
    isPending: query.isPending,
    error: query.error,
    reload,
  };
};
