// The disclaimer texts of the GOmotor web host (the first settings item's disclaimerMessages), read
// through the `gomotor` resource.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { WebStockDataProvider } from '../../dataProvider/webStock/webStockProvider';
import { disclaimerMessages } from '../../domain/webStock/row';
import { WEB_STOCK_RESOURCE } from '../../domain/webStock/config';

export const useDisclaimerTexts = (enabled: boolean) => {
  const dataProvider = useDataProvider<WebStockDataProvider>();
  const query = useQuery({
    queryKey: [WEB_STOCK_RESOURCE, 'settings'],
    enabled,
    // A missing list is said at once, not retried (as the campaigns' picker).
    retry: false,
    queryFn: ({ signal }) => dataProvider.getSettings(WEB_STOCK_RESOURCE, { signal }),
  });
  return {
    texts: disclaimerMessages(query.data),
    isPending: enabled && query.isPending,
    error: query.error,
  };
};
