// The vehicle of an own site's sale stock: the group's stock vehicle plus the fields only the web
// sites have. Pure types and constants; shared by console and server (imports carry .js so the
// server's NodeNext build can take this file too).
import type { Equipment, StockVehicle } from '../types.js';

/** The two own sites (DESIGN.md: `{product}` is grupoliva). */
export type OwnSiteId = 'gomotor' | 'grupoliva';

/** A campaign (also called counter). A vehicle without one holds `{}` or null. */
export interface Campaign {
  _id?: string;
  active?: boolean;
  name?: string;
  campaignText?: string;
  startDate?: string;
  endDate?: string;
  campaignImage?: string;
  campaignColor?: string;
  campaignTextColor?: string;
  temporary?: boolean;
}

/** The fields of a campaign — all a vehicle's copy carries, all the API takes. */
export const CAMPAIGN_FIELDS = [
  '_id',
  'active',
  'name',
  'campaignText',
  'startDate',
  'endDate',
  'campaignImage',
  'campaignColor',
  'campaignTextColor',
  'temporary',
] as const satisfies readonly (keyof Campaign)[];

/** An equipment row: the stock's equipment plus a price. */
export interface OwnSiteEquipment extends Equipment {
  precio?: number | null;
}

/** The counter and the disclaimer of the web stock. */
export interface Marketing {
  counter?: ({ active?: boolean } & Record<string, unknown>) | null;
  disclaimerMessage?: string | null;
}

/** A discount: `active` may arrive as the string 'true'. */
export interface Discount {
  active?: boolean | 'true' | 'false';
  price?: number | null;
  financedPrice?: number | null;
}

/** The values of tipoVehiculoWeb. */
export const WEB_TYPES = ['Nuevo', 'Km 0', 'Ocasión'] as const;
/** The values of categoriaVehiculoWeb ('' = none). */
export const WEB_CATEGORIES = ['Coches', 'Furgonetas'] as const;
/** The values of tipoCarroceriaWeb; 'Revisar' marks a body staff must review. */
export const WEB_BODY_TYPES = [
  'Compacto',
  'Berlina',
  'Familiar',
  'Monovolumen',
  'Cabrio',
  'Coupé',
  '4x4/SUV',
  'Furgoneta',
  'Revisar',
] as const;
/** The values of tipoVO in the sale stock (the group stock writes KM0 as 'KM0 KM0 VO'). */
export const SALE_TIPO_VO = ['KM0', 'CORTESIA', 'DEMO', 'OCASION'] as const;
/** The landing pages (the second site's 'Publicar en LP' list). */
export const LANDING_PAGES = [
  'Citroen',
  'Peugeot',
  'Honda',
  'BMW',
  'MINI',
  'Joaquin Oliva',
  'Tarrauto',
  'Tecnotarraco',
  'Oliva Motor',
] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];
/** The landing pages grouped by brand and by dealership on the second site. */
export const BRAND_LANDING_PAGES = [
  'Peugeot',
  'Citroen',
  'Honda',
  'BMW',
  'MINI',
] as const satisfies readonly LandingPage[];
export const DEALERSHIP_LANDING_PAGES = [
  'Joaquin Oliva',
  'Tarrauto',
  'Tecnotarraco',
  'Oliva Motor',
] as const satisfies readonly LandingPage[];

/**
 * 'Asignar tipo de anuncio' (named as a bulk action, with no rule given). Our resolution, the same
 * as the reference API's (server/ownSites/saleVehicle.ts): the advert's badge on the web, stored in
 * `tipoAnuncio`.
 */
export const AD_TYPES = ['Estándar', 'Oferta', 'Liquidación', 'Novedad'] as const;

/** One vehicle of a sale stock. Fields the stock vehicle has keep its types. */
export interface OwnSiteVehicle extends Omit<StockVehicle, 'emisiones' | 'equipamiento'> {
  _id: string;
  tipoVehiculoWeb?: (typeof WEB_TYPES)[number] | '';
  categoriaVehiculoWeb?: (typeof WEB_CATEGORIES)[number] | '';
  tipoCarroceriaWeb?: (typeof WEB_BODY_TYPES)[number] | '';
  /** Featured on home: the 'Home' / 'Destacados' card and 'Destacar home'. */
  vehiculosHome?: boolean;
  destacado?: boolean;
  publicacionManual?: boolean;
  /** A campaign, or `{}` / null when none (the empty object removes it). */
  campana?: Campaign | null;
  /** As a value an array of LANDING_PAGES names (as a filter a text). */
  landingPages?: string[];
  precioReserva?: number | null;
  tipoAnuncio?: string;
  /** One object in the sale stock; the group stock sends a list. */
  emisiones?: { normativa: string; valor: number } | { normativa: string; valor: number }[];
  equipamiento: OwnSiteEquipment[];
  marketing?: Marketing;
  discount?: Discount;
}

/** Lower case, no accents, no spaces: 'Km 0' = 'KM0', 'Ocasión' = 'OCASION'. */
export const normalizeWord = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/\s+/g, '')
        .toLowerCase()
    : '';

/** The vehicle's campaign, or null for none (`{}`, null, or a campaign without id or name). */
export const campaignOf = (v: Pick<OwnSiteVehicle, 'campana'>): Campaign | null => {
  const c = v.campana;
  return c && (c._id || c.name) ? c : null;
};

/** Same campaign: by _id when both have one, else by name. */
export const sameCampaign = (a: Campaign, b: Campaign): boolean =>
  a._id && b._id ? a._id === b._id : !!a.name && a.name === b.name;
