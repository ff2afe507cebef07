// Aramis Francia's supplier record (spec 2 §3 "Supplier stock vehicle"): the French supplier
// keys its vehicles by `vehicle_id`, which carries the group's idv (spec 1 §3, §5). How a
// stock vehicle reads as one, shared by the console ('Enviar' to aramis) and the reference
// API (its demo listings). Pure.
// Imported by the server too (Node ESM): explicit extensions for value imports.
import { cashPrice, KM0_TIPO_VO } from './stock.js';
import type { StockVehicle } from './types.js';

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
    precio_aramis: cashPrice(v) ?? v.precioVenta ?? null,
    exp_price: v.precios[2]?.valor ?? null,
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
