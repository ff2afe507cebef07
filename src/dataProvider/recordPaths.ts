// The API addresses of single records that the console may ask for before its own code is
// here (main.tsx, a console opened on a record's page): a small module of the first download,
// shared with the data providers that read the same records.
import type { OwnSiteId } from '../domain/ownSites/vehicle';
import {
  OWN_SITE_CREATE_ROUTE,
  RENTING_CREATE_ROUTE,
  RESOURCE_CREATE_ROUTE,
} from '../domain/recordRoutes';

export const RENTING_VEHICLES_PATH = '/renting/vehicles';

/** A record of a collection: `/renting/vehicles/{id}`, the id encoded. */
export const recordPath = (collection: string, id: string | number): string =>
  `${collection}/${encodeURIComponent(String(id))}`;

/** A vehicle of an own site's sale stock by its _id or idv: `/gomotor/{idOrIdv}`. */
export const saleStockRecordPath = (site: OwnSiteId, idOrIdv: string | number): string =>
  recordPath(`/${site}`, idOrIdv);

/**
 * The resources whose edit page reads its record early: the record's API address given the id in
 * the console's address, and the resource's pages that are not records.
 */
const EARLY_RECORD_PAGES: Record<string, { read: (id: string) => string; pages: string[] }> = {
  'stock-gomotor': {
    read: (id) => saleStockRecordPath('gomotor', id),
    pages: [OWN_SITE_CREATE_ROUTE, RESOURCE_CREATE_ROUTE],
  },
  'stock-grupoliva': {
    read: (id) => saleStockRecordPath('grupoliva', id),
    pages: [OWN_SITE_CREATE_ROUTE, RESOURCE_CREATE_ROUTE],
  },
  'stock-renting': {
    read: (id) => recordPath(RENTING_VEHICLES_PATH, id),
    pages: [RENTING_CREATE_ROUTE, RESOURCE_CREATE_ROUTE],
  },
};

/**
 * The API address of the record whose edit page the console address `path` is
 * (`/stock-gomotor/100008` → `/gomotor/100008`), or undefined for any other page.
 */
export const earlyRecordRead = (path: string): string | undefined => {
  const [root, resource = '', id = '', ...rest] = path.split('/');
  const page = EARLY_RECORD_PAGES[resource];
  if (root !== '' || rest.length > 0 || !id || !page || page.pages.includes(id)) return undefined;
  return page.read(decodeURIComponent(id));
};
