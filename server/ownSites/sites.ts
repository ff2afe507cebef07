// The two own sites: one sale stock API, configured per site rather than written twice. Grupo
// Oliva's sale stock IS its channel listings, which 'Enviar' fills, so the channel module already
// serves its list, create, delete, update-db and bulk-create; GOmotor's sale stock is its own
// collection, and a web sync writes it to the GOmotor web host (the gomotor channel's listings at
// /gomotor-api).
import type { StockVehicle } from '../../src/domain/types.js';
import { listingCollection } from '../channels/listingStore.js';
import type { CollectionSpec } from '../db/index.js';
import type { SaleVehicle } from './saleVehicle.js';

export interface OwnSite {
  id: 'gomotor' | 'grupoliva';
  label: string;
  /** Where the sale stock lives. */
  collection: CollectionSpec<SaleVehicle>;
  /** Routes the site's channel module already serves (not registered twice). */
  servedByChannel: boolean;
  /** update-db: the group-stock vehicles this site sells. */
  sells: (vehicle: StockVehicle) => boolean;
  /** A web sync also writes the available stock to this web host's listings. */
  webHost?: CollectionSpec<SaleVehicle>;
}

/** The GOmotor web host's listings (the gomotor channel, /gomotor-api/vehicles). */
const GOMOTOR_WEB_HOST = listingCollection<{ idv: string }>(
  'gomotor',
  'idv',
) as unknown as CollectionSpec<SaleVehicle>;

export const GOMOTOR_SALE_STOCK: CollectionSpec<SaleVehicle> = {
  name: 'gomotor-sale-stock',
  indexes: [{ field: 'idv', unique: true }],
};

export const GOMOTOR_SITE: OwnSite = {
  id: 'gomotor',
  label: 'GOmotor',
  collection: GOMOTOR_SALE_STOCK,
  servedByChannel: false,
  // The used-car site: every VO of the group, reserved ones included (their card).
  sells: (vehicle) => vehicle.tipo === 'VO',
  webHost: GOMOTOR_WEB_HOST,
};

export const GRUPOLIVA_SITE: OwnSite = {
  id: 'grupoliva',
  label: 'Grupo Oliva',
  collection: listingCollection<{ idv: string }>(
    'grupoliva',
    'idv',
  ) as unknown as CollectionSpec<SaleVehicle>,
  servedByChannel: true,
  sells: (vehicle) => !vehicle.reservado,
};

export const OWN_SITES: readonly OwnSite[] = [GOMOTOR_SITE, GRUPOLIVA_SITE];
