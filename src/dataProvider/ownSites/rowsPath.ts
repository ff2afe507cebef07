// The API path of an own site's dashboard rows (GET /api/{site}?fields=…): the data provider reads
// it, and main.tsx asks for it early when the console opens on the dashboard (../earlyRead.ts). A
// small module, part of the first download.
import { OWN_SITE_DASHBOARD_FIELDS } from '../../domain/ownSites/dashboardFields';
import type { OwnSiteId } from '../../domain/ownSites/vehicle';
import { queryString } from '../collectionQuery';

export const saleStockPath = (site: OwnSiteId, fields?: readonly string[]): string =>
  `/${site}${queryString({ fields })}`;

/** The dashboard's read (its fields), at the dashboard's path. */
export const DASHBOARD_ROWS: Readonly<Record<string, string>> = {
  '/stock-gomotor': saleStockPath('gomotor', OWN_SITE_DASHBOARD_FIELDS),
  '/stock-grupoliva': saleStockPath('grupoliva', OWN_SITE_DASHBOARD_FIELDS),
};
