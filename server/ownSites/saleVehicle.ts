// A vehicle of an own site's sale stock: the stock vehicle as Quiter sends it
// plus the fields only the web sites have (web type and body, home, campaign, landing pages,
// reserve amount, manual edition). One field list → the JSON schemas of create and update.
import type { StockVehicle } from '../../src/domain/types.js';
import { figureSchema } from '../../src/domain/figures.js';
import { VEHICLE_LIST_FIGURES } from '../../src/domain/vehicleFigures.js';
import { STOCK_VEHICLE_FIELDS } from '../channels/vehicleSchema.js';

// The word lists and number rules are the console's (src/domain/ownSites): one source.
import { MIN_RESERVE, PRICE_KINDS } from '../../src/domain/ownSites/prices.js';
import { AD_TYPES, LANDING_PAGES, WEB_BODY_TYPES } from '../../src/domain/ownSites/vehicle.js';

export { AD_TYPES, LANDING_PAGES, MIN_RESERVE, WEB_BODY_TYPES };

/** The bulk price choices: Contado is the first price entry, Financiado the fourth. */
export const PRICE_INDEX = Object.fromEntries(PRICE_KINDS.map((k) => [k.id, k.index])) as {
  contado: 0;
  financiado: 3;
};
export type PriceKind = keyof typeof PRICE_INDEX;

/** A campaign as assigned to a vehicle ({} removes it). */
export interface Campaign {
  _id?: string;
  name?: string;
  active?: boolean;
  [field: string]: unknown;
}

interface SaleFields {
  tipoVehiculoWeb?: string;
  categoriaVehiculoWeb?: string;
  tipoCarroceriaWeb?: string;
  vehiculosHome?: boolean;
  destacado?: boolean;
  publicacionManual?: boolean;
  campana?: Campaign | null;
  landingPages?: string[];
  precioReserva?: number;
  tipoAnuncio?: string;
  marketing?: { counter?: Campaign | null; disclaimerMessage?: string | null };
  discount?: {
    active?: boolean | 'true' | 'false';
    price?: number | null;
    financedPrice?: number | null;
  };
}

export type SaleVehicle = StockVehicle & SaleFields & { _id: string };

const text = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
const flag = { type: 'boolean' } as const;

const CAMPAIGN = {
  type: 'object',
  additionalProperties: false,
  properties: {
    _id: text(64),
    name: text(200),
    active: flag,
    campaignText: text(1000),
    startDate: text(40),
    endDate: text(40),
    campaignImage: text(500),
    campaignColor: text(40),
    campaignTextColor: text(40),
    temporary: flag,
  },
} as const;

/** A campaign price of the discount: whole euros, or none. */
const campaignPrice = figureSchema('wholeEuros', { nullable: true });

/**
 * The `marketing` field, strict (the web row's shape, docs/API.md "GOmotor web host"): both
 * fields always, the counter a campaign with its _id and name (or null: none), the disclaimer
 * a text (or null: none).
 */
const MARKETING = {
  type: 'object',
  additionalProperties: false,
  required: ['counter', 'disclaimerMessage'],
  properties: {
    counter: {
      ...CAMPAIGN,
      required: ['_id', 'name'],
      properties: {
        ...CAMPAIGN.properties,
        _id: { type: 'string', minLength: 1, maxLength: 64 },
        name: { type: 'string', minLength: 1, maxLength: 200 },
      },
      nullable: true,
    },
    disclaimerMessage: { type: 'string', minLength: 1, maxLength: 1000, nullable: true },
  },
} as const;

/**
 * The `discount` field, strict: state and both campaign prices always. `active` may arrive as
 * the string 'true' (stored data has it), so 'true' / 'false' are taken too.
 */
const DISCOUNT = {
  type: 'object',
  additionalProperties: false,
  required: ['active', 'price', 'financedPrice'],
  properties: {
    active: { anyOf: [flag, { type: 'string', enum: ['true', 'false'] }] },
    price: campaignPrice,
    financedPrice: campaignPrice,
  },
} as const;

export const SALE_FIELDS = {
  tipoVehiculoWeb: { type: 'string', enum: ['Nuevo', 'Km 0', 'Ocasión', ''] },
  categoriaVehiculoWeb: { type: 'string', enum: ['Coches', 'Furgonetas', ''] },
  tipoCarroceriaWeb: { type: 'string', enum: [...WEB_BODY_TYPES, ''] },
  vehiculosHome: flag,
  destacado: flag,
  publicacionManual: flag,
  campana: { ...CAMPAIGN, nullable: true },
  landingPages: {
    type: 'array',
    maxItems: LANDING_PAGES.length,
    uniqueItems: true,
    items: { type: 'string', enum: LANDING_PAGES },
  },
  precioReserva: { type: 'integer', minimum: MIN_RESERVE, maximum: 1_000_000 },
  tipoAnuncio: { type: 'string', enum: AD_TYPES },
  marketing: MARKETING,
  discount: DISCOUNT,
} as const satisfies Record<keyof SaleFields, object>;

/** Every field a sale vehicle may carry (the stock document's own _id excluded). */
const { _id: _stockId, ...STOCK_FIELDS } = STOCK_VEHICLE_FIELDS;
const EQUIPMENT_ITEMS = STOCK_FIELDS.equipamiento.items;
const EMISSION = STOCK_FIELDS.emisiones.items;
export const SALE_VEHICLE_FIELDS = {
  ...STOCK_FIELDS,
  // Equipment rows have a precio; emisiones may be one object.
  equipamiento: {
    ...STOCK_FIELDS.equipamiento,
    items: {
      ...EQUIPMENT_ITEMS,
      properties: {
        ...EQUIPMENT_ITEMS.properties,
        precio: figureSchema(VEHICLE_LIST_FIGURES.equipamiento.precio, { nullable: true }),
      },
    },
  },
  emisiones: { anyOf: [STOCK_FIELDS.emisiones, EMISSION] },
  ...SALE_FIELDS,
} as const;

/** A manual create needs marca and modelo; idv and tipo get defaults. */
export const manualCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['marca', 'modelo'],
  properties: SALE_VEHICLE_FIELDS,
} as const;

/** A whole vehicle of a bulk create (as Stock Quiter sends it: idv, marca, modelo, tipo). */
export const saleVehicleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['idv', 'marca', 'modelo', 'tipo'],
  properties: { _id: text(64), ...SALE_VEHICLE_FIELDS },
} as const;

/** The fields of a stock vehicle that update-db copies (everything Quiter owns). */
export const STOCK_FIELD_NAMES = Object.keys(STOCK_FIELDS) as (keyof StockVehicle)[];

/** The stock fields of a sale vehicle: what a channel listing or update-db compares. */
export function stockPart(vehicle: object): Partial<StockVehicle> {
  const source = vehicle as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of STOCK_FIELD_NAMES) if (field in source) picked[field] = source[field];
  return picked as Partial<StockVehicle>;
}

/** tipoVehiculoWeb from the stock's tipo / tipoVO. */
function webType(vehicle: Pick<StockVehicle, 'tipo' | 'tipoVO'>): string {
  if (vehicle.tipo === 'VN') return 'Nuevo';
  return /KM0/i.test(vehicle.tipoVO ?? '') ? 'Km 0' : 'Ocasión';
}

const BODY_BY_STOCK: Record<string, (typeof WEB_BODY_TYPES)[number]> = {
  COMPACTO: 'Compacto',
  BERLINA: 'Berlina',
  SEDAN: 'Berlina',
  FAMILIAR: 'Familiar',
  MONOVOLUMEN: 'Monovolumen',
  CABRIO: 'Cabrio',
  DESCAPOTABLE: 'Cabrio',
  COUPE: 'Coupé',
  SUV: '4x4/SUV',
  TODOTERRENO: '4x4/SUV',
  FURGONETA: 'Furgoneta',
};

/** The web body of a stock body; 'Revisar' when the stock's word is not known. */
export function webBody(carroceria: string | undefined): string {
  const word = (carroceria ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  const match = Object.keys(BODY_BY_STOCK).find((key) => word.includes(key));
  return match ? BODY_BY_STOCK[match] : 'Revisar';
}

/** The sale-only fields a vehicle gets when it enters a sale stock from the group stock. */
export function saleDefaults(vehicle: StockVehicle): SaleFields {
  return {
    tipoVehiculoWeb: webType(vehicle),
    categoriaVehiculoWeb: /FURGON/i.test(vehicle.carroceria ?? '') ? 'Furgonetas' : 'Coches',
    tipoCarroceriaWeb: webBody(`${vehicle.categoria ?? ''} ${vehicle.carroceria ?? ''}`),
    vehiculosHome: false,
    destacado: false,
    publicacionManual: false,
    campana: {},
    landingPages: [],
    precioReserva: MIN_RESERVE,
    tipoAnuncio: 'Estándar',
  };
}
