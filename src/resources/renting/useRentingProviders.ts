// GET renting/providers: the Proveedor select and the list's filter. A failure is shown and logged.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { getRentingProviders } from '../../dataProvider/renting';
import { ERROR_NOTICE, failureText, logFailure } from './failure';

export const useRentingProviders = () => {
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['stock-renting', 'providers'],
    queryFn: ({ signal }) => getRentingProviders(signal),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!query.error) return;
    logFailure('providers', query.error);
    notify(failureText(query.error, 'No se han podido leer los proveedores'), ERROR_NOTICE);
  }, [query.error, notify]);
  return (query.data ?? []).map((p) => ({ id: p._id, name: p.name }));
};
