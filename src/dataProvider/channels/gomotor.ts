// GOmotor, the group's own site, on its separate API host (docs/API.md).
import { config } from '../../config';
import { notImportedInGomotor } from '../../domain/notImported';
import { GOMOTOR_CONFIG } from '../../domain/ownSites/sites';
import { saleStockProvider, saleStockResource } from '../ownSites/saleStockProvider';
import { webStockProvider } from '../webStock/webStockProvider';
import { WEB_STOCK_RESOURCE } from '../../domain/webStock/config';
import { listingChannel } from '../orchestration/listingChannel';

export const gomotor = listingChannel({
  id: 'gomotor',
  label: 'GOmotor',
  base: config.gomotorApiUrl,
  listPath: '/vehicles',
  itemPath: '/algolia/vehicles',
  syncPath: '/vehicles/sync',
  isNotImported: notImportedInGomotor,
  // Its sale stock, the /stock-gomotor dashboard, and its web host's rows, the /gomotor web
  // stock dashboard.
  extraResources: {
    [saleStockResource(GOMOTOR_CONFIG)]: saleStockProvider(GOMOTOR_CONFIG),
    [WEB_STOCK_RESOURCE]: webStockProvider(),
  },
});
