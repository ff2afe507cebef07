// The publisher's table (10 rows a page, '¡Ups! No hay datos que mostrar', row edit → the current
// path plus '/{vehicle id}'): its columns per account mode, on the shared column model
// (../stockDashboard/columns.ts: one formatting module for euros, km and counts), and the
// per-vehicle result cell (coloured by status).
import { cashPrice, financedPrice } from '../stock.js';
import { column, type ResultColumn } from '../stockDashboard/columns.js';
import {
  OFFER_TYPE_LABELS,
  offerTypeOf,
  type MarketplaceListing,
  type OwnDbVehicle,
} from './listing.js';
import type { AccountMode } from './accounts.js';
import { statusColor, type StatusColor, type VehicleResult } from './results.js';

/** Marketplace mode (accounts 1, 5–7): the listings on the account. */
export const LISTING_COLUMNS: readonly ResultColumn<MarketplaceListing>[] = [
  column('internalReference', 'IDV', 'text', (l) => l.internalReference),
  column('title', 'Título', 'text', (l) => l.title),
  column('plate', 'Matrícula', 'text', (l) => l.plate),
  column('offerType', 'Tipo', 'text', (l) => OFFER_TYPE_LABELS[l.offerType] ?? null),
  column('priceValue', 'Precio', 'euros', (l) => l.price?.priceValue ?? null),
  column('financingPrice', 'Financiado', 'euros', (l) => l.price?.financingPrice ?? null),
  column('kilometers', 'Km', 'km', (l) => l.kilometers),
  column('warranty', 'Garantía (meses)', 'number', (l) => l.warranty),
  column('color', 'Color', 'text', (l) => l.color?.additionalColor ?? null),
  column('daysFrom', 'Días publicado', 'number', (l) => l.creation?.daysFrom ?? null),
  column('photos', 'Fotos', 'number', (l) => (Array.isArray(l.photos) ? l.photos.length : 0), true),
  column('vin', 'Bastidor', 'text', (l) => l.vin, true),
];

/**
 * What the table, the tiles, the reviews and the bulk plans read of a listing: the account's list
 * asks only for these (`GET …/vehicles?account=N&fields=`; on 5,000 listings that is 45 % of the
 * bytes, more with descriptions). The row edit reads the whole listing.
 */
export const LISTING_SUMMARY_FIELDS: readonly string[] = [
  'id',
  'internalReference',
  'title',
  'plate',
  'vin',
  'offerType',
  'price',
  'kilometers',
  'warranty',
  'color',
  'creation',
  'photos',
];

/** Own database mode (account 0): the group's vehicles as the cnet channel lists them. */
export const OWN_DATABASE_COLUMNS: readonly ResultColumn<OwnDbVehicle>[] = [
  column('idv', 'IDV', 'text', (v) => v.idv),
  column('marca', 'Marca', 'text', (v) => v.marca),
  column('modelo', 'Modelo', 'text', (v) => v.modelo),
  column('matricula', 'Matrícula', 'text', (v) => v.matricula ?? null),
  column('tipoVehiculoWeb', 'Tipo', 'text', (v) => OFFER_TYPE_LABELS[offerTypeOf(v)]),
  column('contado', 'Contado', 'euros', (v) => cashPrice({ precios: v.precios ?? [] }) ?? null),
  column(
    'financiado',
    'Financiado',
    'euros',
    (v) => financedPrice({ precios: v.precios ?? [] }) ?? null,
  ),
  column('km', 'Km', 'km', (v) => v.km ?? null),
  column('garantia', 'Garantía (meses)', 'number', (v) => v.garantia ?? null),
  column('color', 'Color', 'text', (v) => v.color ?? null),
  column('reservado', 'Reservado', 'boolean', (v) => v.reservado === true),
];

/**
 * The table's first order: by IDV, the first column, in both modes. Whole-number texts sort as
 * numbers (../../dataProvider/collectionQuery.ts), which keeps a tile switch over an account of
 * 5,000 listings within a frame; the marketplace's ids would sort through the collator, and in an
 * order that means nothing to staff.
 */
export const defaultSort = (mode: AccountMode): { field: string; order: 'ASC' } => ({
  field: mode === 'marketplace' ? 'internalReference' : 'idv',
  order: 'ASC',
});

/** The row edit goes to the current path plus '/{vehicle id}'. */
export const editPath = (currentPath: string, id: string): string =>
  `${currentPath.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;

/** The id a row is edited by: the marketplace id of a listing, the `_id` of a vehicle. */
export const rowId = (row: MarketplaceListing | OwnDbVehicle): string =>
  'internalReference' in row ? String(row.id ?? row.internalReference) : row._id;

/** The result cell — its colour by status and '422 · Falta el precio.'. */
export const resultCell = (
  result: Pick<VehicleResult, 'status' | 'message'>,
): { color: StatusColor; text: string } => ({
  color: statusColor(result.status),
  text: result.status > 0 ? `${result.status} · ${result.message}` : result.message,
});
