// The panel's columns (spec 2 §3 "Supplier stock vehicle"): every supplier field, headed in
// Spanish, its value as the supplier sends it (French labels as they come: 'Essence',
// 'Manuelle', 'Réservé'); figures, prices, km and dates through src/domain/format.ts. The
// column chooser starts with the ones staff read most; the rest are a click away.
import {
  ARAMIS_FIELD_KINDS,
  ARAMIS_RECORD_FIELDS,
  type AramisListing,
  type AramisRecord,
} from '../../domain/aramis';
import {
  formatDate,
  formatEuros,
  formatInteger,
  formatKm,
  formatNumber,
  type EuroDecimals,
} from '../../domain/format';

export type AramisField = keyof AramisRecord;
export type AramisRow = AramisListing & { id: string };

export const ARAMIS_FIELD_LABELS: Record<AramisField, string> = {
  vehicle_id: 'ID vehículo',
  make_label: 'Marca',
  model_label: 'Modelo',
  motorisation_label: 'Motorización',
  finish_label: 'Acabado',
  category_label: 'Categoría',
  catalog_price_included_taxes_with_options: 'Precio catálogo (IVA y opciones)',
  precio_aramis: 'Precio Aramis',
  exp_price: 'Precio exportación',
  vehicle_type: 'Tipo',
  chassis: 'Bastidor',
  color_label: 'Color',
  simple_color_label: 'Color básico',
  energy_label: 'Energía',
  gender: 'Carrocería',
  gearbox_label: 'Cambio',
  doors: 'Puertas',
  number_of_gears: 'Marchas',
  seats: 'Plazas',
  din_power: 'Potencia (CV DIN)',
  fiscal_power: 'Potencia fiscal (CV)',
  kwh_power: 'Potencia (kW)',
  cylinder: 'Cilindrada (cm³)',
  co2_emission_nedc: 'CO₂ NEDC (g/km)',
  co2_emission_wltp: 'CO₂ WLTP (g/km)',
  gom_co2: 'CO₂ GOM (g/km)',
  first_circulation_date: 'Primera matriculación',
  availability: 'Disponibilidad',
  mileage: 'Kilómetros',
  warranty: 'Garantía (meses)',
  localisation: 'Ubicación',
  publicacion_manual: 'Publicación manual',
  unloaded_weight: 'Peso en vacío (kg)',
};

export const ARAMIS_PRICES: ReadonlySet<AramisField> = new Set<AramisField>([
  'catalog_price_included_taxes_with_options',
  'precio_aramis',
  'exp_price',
]);

/** Shown until the user changes them with the column chooser. */
const SHOWN = new Set<AramisField>([
  'vehicle_id',
  'make_label',
  'model_label',
  'energy_label',
  'mileage',
  'precio_aramis',
  'exp_price',
  'publicacion_manual',
]);

/** Edited in the row itself (a click on the cell); the rest in the row's edit dialog. */
export const INLINE_FIELDS = new Set<AramisField>(['precio_aramis', 'exp_price', 'mileage']);

export const ARAMIS_COLUMNS = ARAMIS_RECORD_FIELDS.map((field) => ({
  field,
  label: ARAMIS_FIELD_LABELS[field],
  kind: ARAMIS_FIELD_KINDS[field],
}));

export const HIDDEN_COLUMNS: string[] = ARAMIS_RECORD_FIELDS.filter((f) => !SHOWN.has(f));

/**
 * A cell's text: prices in euros (with their column's `decimals`, euroDecimals over the rows
 * shown), km, dates, other figures grouped; texts as they come.
 */
export function aramisCellText(
  record: Partial<AramisRecord>,
  field: AramisField,
  decimals?: EuroDecimals,
): string {
  const value = record[field];
  if (ARAMIS_PRICES.has(field)) return formatEuros(value, '', decimals);
  if (field === 'mileage') return formatKm(value, '');
  if (field === 'first_circulation_date') return formatDate(value);
  if (field === 'vehicle_id') return String(value ?? '');
  switch (ARAMIS_FIELD_KINDS[field]) {
    case 'number':
      return Number.isInteger(value) ? formatInteger(value, '') : formatNumber(value, '');
    case 'boolean':
      return value === true ? 'Sí' : 'No';
    default:
      return typeof value === 'string' ? value : '';
  }
}
