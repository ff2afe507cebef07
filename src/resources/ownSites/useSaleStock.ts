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

/**
 * The fields the dashboard reads: its cards (every site's, campaigns and checks included),
 * its columns, and the row actions (_id). The whole vehicle is ~6× larger (equipment, photos,
 * dimensions…): at 10,000 vehicles reading only these is what lets the page show in time
 * (issue 8 §5). tests/unit/saleStockProvider.test.ts checks that the cards and columns of
 * both configurations read nothing else.
 */
export const DASHBOARD_FIELDS = [
  '_id',
  'idv',
  'matricula',
  'tipo',
  'tipoVO',
  'marca',
  'modelo',
  'combustible',
  'cambio',
  'km',
  'potenciaCv',
  'cilindrada',
  'precios',
  'garantia',
  'vehiculosHome',
  'reservado',
  'campana',
  'carroceria',
  'tipoCarroceriaWeb',
  'tipoVehiculoWeb',
  'landingPages',
] as const;

const EMPTY: SaleStockRecord[] = [];

export const saleStockQueryKey = (resource: string) => [resource, 'getAll'] as const;

export const useSaleStock = (config: OwnSiteConfig) => {
  const resource = saleStockResource(config);
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: saleStockQueryKey(resource),
    queryFn: ({ signal }) => dataProvider.getAll(resource, { signal, fields: DASHBOARD_FIELDS }),
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
