// The vehicle of the data sheet, read from the general database, or from the
// group stock the stock table came from when the general database does not have it.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { QuiterDataProvider } from '../../../dataProvider/quiter';

export const useVehicleSheet = (idv: string) => {
  const dataProvider = useDataProvider<QuiterDataProvider>();
  return useQuery({
    queryKey: ['vehiculos', 'getVehicleSheet', idv],
    queryFn: ({ signal }) => dataProvider.getVehicleSheet('vehiculos', { idv, signal }),
    enabled: idv !== '',
    retry: false,
  });
};
