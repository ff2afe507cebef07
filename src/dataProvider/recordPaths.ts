// The API addresses of single records that the console may ask for before its own code is
// here (main.tsx, a console opened on a record's page): a small module of the first download,
// shared with the data providers that read the same records.
import type { OwnSiteId } from '../domain/ownSites/vehicle';

export const RENTING_VEHICLES_PATH = '/renting/vehicles';

/** A record of a collection: `/renting/vehicles/{id}`, the id encoded. */
export const recordPath = (collection: string, id: string | number): string =>
  `${collection}/${encodeURIComponent(String(id))}`;

/** A vehicle of an own site's sale stock by its _id or idv: `/gomotor/{idOrIdv}`. */
export const saleStockRecordPath = (site: OwnSiteId, idOrIdv: string | number): string =>
  recordPath(`/${site}`, idOrIdv);
