// The web stock row (docs/API.md "GOmotor web host"): a gomotor channel listing
// — the StockVehicle as 'Enviar' or a web sync left it — plus the fields the /gomotor
// dashboard counts and the web shows. Derived here, in one place, whenever a listing is
// created ('Enviar', the demo seed) or refreshed from the GOmotor sale stock (a web sync),
// which keeps the web-side `marketing` and `discount`.
import type { StockVehicle } from '../../src/domain/types.js';
import { listingCollection, type Listing } from '../channels/listingStore.js';
import { STOCK_VEHICLE_FIELDS, type VehicleBody } from '../channels/vehicleSchema.js';
import { requestedFields } from '../schemas.js';
import type { CampaignRecord } from '../db/collections.js';
import { MIN_RESERVE, stockPart, webBody, type SaleVehicle } from '../ownSites/saleVehicle.js';
import type {
  OfferType,
  WebBodyType,
  WebDiscount,
  WebFuel,
  WebMarketing,
  WebRowFields,
} from '../../src/domain/webStock/row.js';
import { WEB_ROW_FIELD_NAMES } from '../../src/domain/webStock/row.js';

// The vocabularies and the discount are the console's (src/domain/webStock/row.ts): one
// definition for the dashboard that counts the rows and the server that derives them.
export type {
  OfferType,
  WebBodyType,
  WebDiscount,
  WebFuel,
} from '../../src/domain/webStock/row.js';

/** A gomotor listing: what the channel stores (VehicleBody + _id, publishedAt) and its row. */
export type WebListing = Listing<VehicleBody> & WebRowFields<CampaignRecord>;

/** The fields a `?fields=` of the web rows may name: a row's, its vehicle's, _id. */
const WEB_LISTING_FIELD_NAMES = new Set<string>([
  ...Object.keys(STOCK_VEHICLE_FIELDS),
  ...WEB_ROW_FIELD_NAMES,
  '_id',
  'publishedAt',
]);

/** A `?fields=` of the web rows, each one a row's field (else 400). */
export const webRowFields = (fields: string | undefined): string[] | undefined =>
  requestedFields(fields, WEB_LISTING_FIELD_NAMES, 'los vehículos de GOmotor');

/** The collection of the rows: the gomotor channel's listings (one collection, not a copy). */
export const webListings = listingCollection<WebListing>('gomotor', 'idv');

const NO_MARKETING: WebMarketing<CampaignRecord> = {
  counter: null,
  disclaimerMessage: null,
};
export const NO_DISCOUNT: WebDiscount = { active: false, price: null, financedPrice: null };

const FUEL_BY_STOCK: Record<string, WebFuel> = {
  GASOLINA: 'gasolina',
  DIESEL: 'diesel',
  ELECTRICO: 'electrico',
  HIBRIDO: 'hibrido',
};

/** The sale stock's tipoCarroceriaWeb as the web's body type; 'Revisar' → null. */
const BODY_BY_WEB: Record<string, WebBodyType> = {
  Compacto: 'compacto',
  Berlina: 'berlina',
  Familiar: 'familiar',
  Monovolumen: 'monovolumen',
  Cabrio: 'cabrio',
  Coupé: 'coupe',
  '4x4/SUV': 'suv-4x4',
  Furgoneta: 'furgoneta',
};

const webFuel = (combustible: string | undefined): WebFuel | null =>
  FUEL_BY_STOCK[(combustible ?? '').toUpperCase()] ?? null;

/** From the web body when the sale stock has one, else from Quiter's categoria / carroceria. */
export function webBodyType(
  vehicle: Pick<StockVehicle, 'categoria' | 'carroceria'> & { tipoCarroceriaWeb?: string },
): WebBodyType | null {
  const web =
    vehicle.tipoCarroceriaWeb || webBody(`${vehicle.categoria ?? ''} ${vehicle.carroceria ?? ''}`);
  return BODY_BY_WEB[web] ?? null;
}

export const offerType = (tipoVO: string | undefined): OfferType =>
  /KM0/i.test(tipoVO ?? '') ? 'KM0' : 'Ocasión';

export const warrantyMonths = (garantia: number | null | undefined): number =>
  typeof garantia === 'number' && garantia > 0 ? Math.round(garantia) : 0;

/** `active` may arrive as the string 'true' (stored data has it); a row always holds a boolean. */
function normalDiscount(discount: SaleVehicle['discount']): WebDiscount {
  if (!discount) return { ...NO_DISCOUNT };
  return {
    active: discount.active === true || discount.active === 'true',
    price: discount.price ?? null,
    financedPrice: discount.financedPrice ?? null,
  };
}

function normalMarketing(marketing: SaleVehicle['marketing']): WebMarketing<CampaignRecord> {
  const counter = marketing?.counter;
  return {
    counter: counter && typeof counter._id === 'string' ? (counter as CampaignRecord) : null,
    disclaimerMessage: marketing?.disclaimerMessage || null,
  };
}

/** The row of a vehicle sent from Stock Quiter ('Enviar'): nothing web-side set yet. */
export function webRowFromStock(vehicle: Partial<StockVehicle>): WebRowFields<CampaignRecord> {
  return {
    reserved: vehicle.reservado === true,
    featuredHome: false,
    fuel: webFuel(vehicle.combustible),
    bodyType: webBodyType(vehicle),
    offerType: offerType(vehicle.tipoVO),
    warranty: warrantyMonths(vehicle.garantia),
    marketing: { ...NO_MARKETING },
    discount: { ...NO_DISCOUNT },
    precioReserva: MIN_RESERVE,
    publicacionManual: false,
  };
}

/**
 * The row of a sale stock vehicle pushed by a web sync: the sale stock's flags, and the
 * listing's own `marketing` and `discount` when it is already on the web (a new listing
 * starts from the sale vehicle's, if it has any).
 */
function webRowFromSale(
  vehicle: SaleVehicle,
  before?: Pick<WebRowFields<CampaignRecord>, 'marketing' | 'discount'>,
): WebRowFields<CampaignRecord> {
  return {
    ...webRowFromStock(vehicle),
    featuredHome: vehicle.vehiculosHome === true,
    bodyType: webBodyType(vehicle),
    precioReserva: vehicle.precioReserva ?? MIN_RESERVE,
    publicacionManual: vehicle.publicacionManual === true,
    marketing: before?.marketing ?? normalMarketing(vehicle.marketing),
    discount: before?.discount ?? normalDiscount(vehicle.discount),
  };
}

/**
 * A web row pushed from its sale stock vehicle by a web sync: the vehicle's stock fields and
 * row, with the listing's _id, publication date, marketing and discount when it exists.
 */
export function pushedRow(
  vehicle: SaleVehicle,
  before: Pick<WebListing, '_id' | 'publishedAt' | 'marketing' | 'discount'> | undefined,
  publishedAt = new Date().toISOString(),
): WebListing {
  return {
    ...stockPart(vehicle),
    ...webRowFromSale(vehicle, before),
    ...(before ? { _id: before._id } : {}),
    publishedAt: before?.publishedAt ?? publishedAt,
  } as WebListing;
}

/** Deep equality of stored JSON values, whatever the order of their keys. */
export function sameRow(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
