// Aramis Francia (spec 1 §7 "aramis"; spec 2 §3 "Supplier stock vehicle"): its listings
// are supplier records keyed by vehicle_id (= the stock idv), created on /aramis-francia.
import { notImportedInAramis } from '../../domain/notImported';
import { toAramisRecord, withoutEmptyFields } from '../../domain/aramis';
import type { StockVehicle } from '../../domain/types';
import { listingChannel } from './listingChannel';

/** What 'Enviar' sends: the supplier record, marked manual, without empty fields. */
export const aramisListingOf = (v: StockVehicle) =>
  withoutEmptyFields(toAramisRecord(v, { manual: true }));

export const aramis = listingChannel({
  id: 'aramis',
  label: 'Aramis Francia',
  listingsResource: 'aramis-vehicles',
  listPath: '/publishing/api/v1/aramis/vehicles/',
  createPath: '/aramis-francia',
  itemPath: '/aramis-francia',
  syncPath: '/publishing/api/v1/aramis/vehicles/sync',
  keyField: 'vehicle_id',
  isNotImported: notImportedInAramis,
  toListing: aramisListingOf,
});
