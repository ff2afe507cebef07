// What each channel takes and what price it shows: the stock page's 'not imported' rule of the
// channel and the price field it publishes, the two things the consistency report compares.
import { aramisPrices } from '../aramis.js';
import type { NotImportedRule } from '../notImported.js';
import type { StockVehicle } from '../types.js';

type Fields = Readonly<Record<string, unknown>>;

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The price a listing (or a stock vehicle) shows; null when it shows none. */
export type PriceOf = (doc: Fields) => number | null;

export interface PriceRule {
  /** The price the channel's listing shows. */
  listed: PriceOf;
  /** The price the channel would show for the stock vehicle today. */
  stock: (vehicle: StockVehicle) => number | null;
  /** The top-level fields `listed` reads (what a server keeps of each listing). */
  fields: readonly string[];
  /** The listing fields that bring its price to the stock vehicle's. */
  update: (vehicle: StockVehicle) => Record<string, unknown>;
}

/** The cash price, precios[0] (read in place: this runs for every listing of every report). */
const cash: PriceOf = (doc) => {
  const precios = doc.precios;
  return Array.isArray(precios)
    ? finite((precios[0] as { valor?: unknown } | undefined)?.valor)
    : null;
};

/** The stock vehicle's prices as a listing carries them. */
const stockPriceFields = (vehicle: StockVehicle) => ({
  precios: vehicle.precios,
  precioVenta: vehicle.precioVenta ?? null,
  pvpPublicacion: vehicle.pvpPublicacion ?? null,
});

/** The own sites and Coches.net show the cash price (Contado, precios[0]). */
export const CASH_PRICE: PriceRule = {
  listed: cash,
  stock: (v) => finite(v.precios?.[0]?.valor),
  fields: ['precios'],
  update: stockPriceFields,
};

/** The feeds of Wallapop, Motoreto and Oferta de coches: the cash price, else the PVP. */
export const FEED_PRICE: PriceRule = {
  listed: (doc) => cash(doc) ?? finite(doc.pvpPublicacion),
  stock: (v) => finite(v.precios?.[0]?.valor) ?? finite(v.pvpPublicacion),
  fields: ['precios', 'pvpPublicacion'],
  update: stockPriceFields,
};

/** Aramis's supplier record carries its own price field (precio_aramis). */
export const ARAMIS_PRICE: PriceRule = {
  listed: (doc) => finite(doc.precio_aramis),
  stock: (v) => aramisPrices(v).precio_aramis ?? null,
  fields: ['precio_aramis'],
  update: (v) => ({ ...aramisPrices(v) }),
};

export interface ChannelRule {
  /** The stock page's 'not imported' rule of the channel. */
  notImported: NotImportedRule;
  price: PriceRule;
}

/** Whether the channel's rule takes the vehicle (whatever it lists): the rule's eligibility. */
export const isEligible = (rule: ChannelRule, vehicle: StockVehicle): boolean =>
  rule.notImported.eligible(vehicle);
