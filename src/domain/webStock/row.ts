// The web stock row of the /gomotor dashboard: a GOmotor web listing, i.e. the stock vehicle as
// published plus the web row fields. Pure types.
import type { StockVehicle } from '../types.js';
import type { Campaign } from '../ownSites/vehicle.js';

export const WEB_FUELS = ['gasolina', 'diesel', 'electrico', 'hibrido'] as const;
export type WebFuel = (typeof WEB_FUELS)[number];

export const WEB_BODY_TYPES = [
  'compacto',
  'berlina',
  'familiar',
  'monovolumen',
  'cabrio',
  'coupe',
  'suv-4x4',
  'furgoneta',
] as const;
export type WebBodyType = (typeof WEB_BODY_TYPES)[number];

export const OFFER_TYPES = ['KM0', 'Ocasión'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** A web row's discount (the console reads `active` strictly as true). */
export interface WebDiscount {
  active: boolean;
  price: number | null;
  financedPrice: number | null;
}

/** `Counter`: the campaign as the listing keeps it (the server's stored record). */
export interface WebMarketing<Counter extends Campaign = Campaign> {
  /** The campaign as stored on the listing (_id and name are used). */
  counter: Counter | null;
  disclaimerMessage: string | null;
}

/**
 * The fields a web row has beyond its stock vehicle: what the server derives
 * and stores, and what the dashboard and the own-site edit read.
 */
export interface WebRowFields<Counter extends Campaign = Campaign> {
  reserved: boolean;
  featuredHome: boolean;
  fuel: WebFuel | null;
  /** null = unknown: the dashboard's 'Carrocería' review counts it. */
  bodyType: WebBodyType | null;
  offerType: OfferType;
  /** Months (garantia; 0 when Quiter sends none). */
  warranty: number;
  marketing: WebMarketing<Counter>;
  discount: WebDiscount;
  precioReserva: number;
  publicacionManual: boolean;
}

/** The field names a web row has beyond its stock vehicle's (for `?fields=`). */
export const WEB_ROW_FIELD_NAMES = [
  'reserved',
  'featuredHome',
  'fuel',
  'bodyType',
  'offerType',
  'warranty',
  'marketing',
  'discount',
  'precioReserva',
  'publicacionManual',
] as const satisfies readonly (keyof WebRowFields)[];

/** A web stock row; the stock fields come with the listing (marca, modelo, precios…). */
export interface WebStockRow
  extends Partial<Omit<StockVehicle, '_id' | 'idv'>>, Partial<WebRowFields> {
  _id: string;
  idv: string;
}

/** The web host's settings; the first item holds the disclaimer texts. */
export interface WebSettings {
  _id?: string;
  disclaimerMessages?: string[];
}

/** The row's counter: one with an _id or a name, else null (none assigned, or cleared). */
export const counterOf = (row: Pick<WebStockRow, 'marketing'>): Campaign | null => {
  const c = row.marketing?.counter;
  return c && (c._id || c.name) ? c : null;
};

/** The row's disclaimer, when not empty. */
export const disclaimerOf = (row: Pick<WebStockRow, 'marketing'>): string | null => {
  const d = row.marketing?.disclaimerMessage;
  return typeof d === 'string' && d.trim() !== '' ? d : null;
};

/** Whether the discount is active (`active` may arrive as the string 'true'). */
export const discountActive = (row: Pick<WebStockRow, 'discount'>): boolean => {
  const active: unknown = row.discount?.active;
  return active === true || active === 'true';
};

/** The warranty in months (0 when empty, as GARANTIA shows it). */
export const webWarranty = (row: Pick<WebStockRow, 'warranty' | 'garantia'>): number => {
  const w = row.warranty ?? row.garantia;
  return typeof w === 'number' && Number.isFinite(w) ? w : 0;
};

/** The first settings item's disclaimer texts, [] when none. */
export const disclaimerMessages = (settings: readonly WebSettings[] | null | undefined) =>
  (settings?.[0]?.disclaimerMessages ?? []).filter((m) => typeof m === 'string' && m !== '');
