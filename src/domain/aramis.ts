// Aramis Francia's supplier record: the French supplier keys its vehicles by `vehicle_id`, which
// carries the group's idv. How a stock vehicle reads as one, shared by the console ('Enviar' to
// aramis) and the reference API (its demo listings, the panel's 'Actualizar stock'). Pure. Imported
// by the server too (Node ESM): explicit extensions for value imports.
import { parseSpanishFigure } from './figures.js';
import { cashPrice, KM0_TIPO_VO } from './stock.js';
import type { StockVehicle } from './types.js';

/** The supplier record's fields in their fixed order, without `_id`: the CSV's columns. */
export const ARAMIS_RECORD_FIELDS = [
  'vehicle_id',
  'make_label',
  'model_label',
  'motorisation_label',
  'finish_label',
  'category_label',
  'catalog_price_included_taxes_with_options',
  'precio_aramis',
  'exp_price',
  'vehicle_type',
  'chassis',
  'color_label',
  'simple_color_label',
  'energy_label',
  'gender',
  'gearbox_label',
  'doors',
  'number_of_gears',
  'seats',
  'din_power',
  'fiscal_power',
  'kwh_power',
  'cylinder',
  'co2_emission_nedc',
  'co2_emission_wltp',
  'gom_co2',
  'first_circulation_date',
  'availability',
  'mileage',
  'warranty',
  'localisation',
  'publicacion_manual',
  'unloaded_weight',
] as const satisfies readonly (keyof AramisRecord)[];

export interface AramisRecord {
  vehicle_id: string;
  make_label: string;
  model_label: string;
  motorisation_label?: string;
  finish_label?: string;
  category_label?: string;
  catalog_price_included_taxes_with_options?: number | null;
  precio_aramis?: number | null;
  exp_price?: number | null;
  vehicle_type?: string;
  chassis?: string;
  color_label?: string;
  simple_color_label?: string;
  energy_label?: string;
  gender?: string;
  gearbox_label?: string;
  doors?: number | null;
  number_of_gears?: number | null;
  seats?: number | null;
  din_power?: number | null;
  fiscal_power?: number | null;
  kwh_power?: number | null;
  cylinder?: number | null;
  co2_emission_nedc?: number | null;
  co2_emission_wltp?: number | null;
  gom_co2?: number | null;
  first_circulation_date?: string | null;
  availability?: string;
  mileage?: number | null;
  warranty?: number | null;
  localisation?: string;
  publicacion_manual?: boolean;
  unloaded_weight?: number | null;
}

export type AramisFieldKind = 'text' | 'number' | 'boolean' | 'date';

/** How each supplier field is typed: the panel's inputs and cells follow it. */
export const ARAMIS_FIELD_KINDS: Record<keyof AramisRecord, AramisFieldKind> = {
  vehicle_id: 'text',
  make_label: 'text',
  model_label: 'text',
  motorisation_label: 'text',
  finish_label: 'text',
  category_label: 'text',
  catalog_price_included_taxes_with_options: 'number',
  precio_aramis: 'number',
  exp_price: 'number',
  vehicle_type: 'text',
  chassis: 'text',
  color_label: 'text',
  simple_color_label: 'text',
  energy_label: 'text',
  gender: 'text',
  gearbox_label: 'text',
  doors: 'number',
  number_of_gears: 'number',
  seats: 'number',
  din_power: 'number',
  fiscal_power: 'number',
  kwh_power: 'number',
  cylinder: 'number',
  co2_emission_nedc: 'number',
  co2_emission_wltp: 'number',
  gom_co2: 'number',
  first_circulation_date: 'date',
  availability: 'text',
  mileage: 'number',
  warranty: 'number',
  localisation: 'text',
  publicacion_manual: 'boolean',
  unloaded_weight: 'number',
};

/** A record on the supplier stock: the record plus its own `_id` and publication date. */
export type AramisListing = AramisRecord & { _id: string; publishedAt: string };

/** Aramis takes available VO with deductible VAT (the export is sold without VAT). */
export const isAramisEligible = (v: StockVehicle): boolean =>
  !v.reservado && v.tipo === 'VO' && v.ivaDeducible === true;

const EXPORT_PRICE_TYPE = 'EXPORTACION';
/** The stock lists the prices in a fixed order; the export price is the third. */
const EXPORT_PRICE_INDEX = 2;

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The price rule of the supplier record (docs/API.md "Aramis Francia"): `precio_aramis` is
 * the stock's cash price (precios[0], 'VENTA'), else `precioVenta`; `exp_price` is the export
 * price, the entry typed 'EXPORTACION' (else precios[2], its place in the dealer's list).
 * Either is null when the stock has no finite number for it.
 */
export function aramisPrices(
  v: Pick<StockVehicle, 'precios' | 'precioVenta'>,
): Pick<AramisRecord, 'precio_aramis' | 'exp_price'> {
  const typed = v.precios?.find((p) => p?.tipo === EXPORT_PRICE_TYPE);
  const exportPrice =
    typed ?? (v.precios?.[EXPORT_PRICE_INDEX]?.tipo ? undefined : v.precios?.[EXPORT_PRICE_INDEX]);
  return {
    precio_aramis: cashPrice(v) ?? finite(v.precioVenta),
    exp_price: finite(exportPrice?.valor),
  };
}

// The supplier's labels are French.
const ENERGY: Record<string, string> = {
  GASOLINA: 'Essence',
  DIESEL: 'Diesel',
  ELECTRICO: 'Électrique',
  HIBRIDO: 'Hybride',
};

/** Trim names end the catalogue's version ('1.2 PureTech 100 Allure' → 'Allure'). */
function splitVersion(version: string): { motorisation: string; finish: string } {
  const words = version.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length > 1 && /^[A-Z][a-z]+$|^[A-Z]{2,3}$/.test(last)) {
    return { motorisation: words.slice(0, -1).join(' '), finish: last };
  }
  return { motorisation: version, finish: '' };
}

/**
 * The supplier record of a stock vehicle. `manual`: sent by staff from the stock page
 * (`publicacion_manual`), rather than brought by the supplier's own import.
 */
export function toAramisRecord(v: StockVehicle, { manual }: { manual: boolean }): AramisRecord {
  const { motorisation, finish } = splitVersion(v.version ?? '');
  return {
    vehicle_id: String(v.idv),
    make_label: v.marca,
    model_label: v.modelo,
    motorisation_label: motorisation,
    finish_label: finish,
    category_label: v.categoria ?? '',
    catalog_price_included_taxes_with_options: v.pvoNuevo ?? null,
    ...aramisPrices(v),
    vehicle_type: v.tipoVO === KM0_TIPO_VO ? 'VP KM0' : 'VP',
    chassis: v.bastidor ?? '',
    color_label: v.color ?? '',
    simple_color_label: (v.color ?? '').split(' ')[0] ?? '',
    energy_label: ENERGY[v.combustible ?? ''] ?? '',
    gender: v.carroceria ?? '',
    gearbox_label: v.cambio === 'AUTOMATICO' ? 'Automatique' : 'Manuelle',
    doors: v.puertas ?? null,
    number_of_gears: v.marchas ?? null,
    seats: v.plazas ?? null,
    din_power: v.potenciaCv ?? null,
    kwh_power: v.potenciaKw ?? null,
    cylinder: v.cilindrada ?? null,
    co2_emission_wltp: v.emisiones?.[0]?.valor ?? null,
    first_circulation_date: v.fechaMatriculacion ?? null,
    availability: v.reservado ? 'Réservé' : 'Disponible',
    mileage: v.km ?? null,
    warranty: v.garantia ?? null,
    localisation: v.ubicacion ?? '',
    publicacion_manual: manual,
    unloaded_weight: v.peso ?? null,
  };
}

/** The record without its empty fields (what 'Enviar' sends: absent rather than blank). */
export const withoutEmptyFields = (record: AramisRecord): AramisRecord =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as unknown as AramisRecord;

/** What 'Actualizar stock' does to the supplier stock. */
export interface AramisStockPlan {
  /** Eligible stock vehicles the supplier stock lacks, as records (not manual). */
  add: AramisRecord[];
  /** Listings rewritten from their stock vehicle, with the listing as read. */
  update: { before: AramisListing; after: AramisListing }[];
  /** Listings whose vehicle is gone from the stock or no longer eligible. */
  remove: AramisListing[];
  /** `publicacion_manual` listings: staff maintain them, the update never touches them. */
  kept: AramisListing[];
}

const sameRecord = (a: AramisRecord, b: AramisRecord): boolean => {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const field of fields) {
    const x = (a as unknown as Record<string, unknown>)[field];
    const y = (b as unknown as Record<string, unknown>)[field];
    if ((x ?? null) !== (y ?? null)) return false;
  }
  return true;
};

/**
 * Reconciles the supplier stock with the group stock: every eligible vehicle (isAramisEligible)
 * gets its record, added or rewritten when its stock data changed; a listing whose vehicle left the
 * stock or stopped being eligible goes; a `publicacion_manual` listing is kept as staff left it.
 * Listings match vehicles by vehicle_id = idv.
 */
export function planAramisStockUpdate(
  listings: readonly AramisListing[],
  stock: readonly StockVehicle[],
): AramisStockPlan {
  const eligible = new Map<string, StockVehicle>();
  for (const v of stock) if (isAramisEligible(v)) eligible.set(String(v.idv), v);
  const plan: AramisStockPlan = { add: [], update: [], remove: [], kept: [] };
  const listed = new Set<string>();
  for (const listing of listings) {
    const key = String(listing.vehicle_id);
    listed.add(key);
    const vehicle = eligible.get(key);
    if (listing.publicacion_manual === true) plan.kept.push(listing);
    else if (!vehicle) plan.remove.push(listing);
    else {
      const { _id, publishedAt, ...current } = listing;
      const fresh = toAramisRecord(vehicle, { manual: false });
      if (!sameRecord(current, fresh)) {
        plan.update.push({ before: listing, after: { ...fresh, _id, publishedAt } });
      }
    }
  }
  for (const [key, vehicle] of eligible) {
    if (!listed.has(key)) plan.add.push(toAramisRecord(vehicle, { manual: false }));
  }
  return plan;
}

/**
 * A figure typed in the panel, as Spanish users write it: '12.345', '12345,5', '9.790 €',
 * '42.000 km'; blank is no value (null). Undefined when the text is not a number. The
 * figures' one reading of typed numbers (src/domain/figures.ts).
 */
export const parseAramisFigure = (text: string): number | null | undefined =>
  parseSpanishFigure(text);
