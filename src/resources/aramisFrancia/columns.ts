// The panel's columns: every field of the supplier's stock vehicle, headed in Spanish, its value as
// the supplier sends it (French labels as they come: 'Essence', 'Manuelle', 'Réservé'); figures,
// prices, km and dates through src/domain/format.ts. The column chooser starts with the ones staff
// read most; the rest are a click away.
import {
  ARAMIS_FIELD_KINDS,
  ARAMIS_RECORD_FIELDS,
  type AramisListing,
  type AramisRecord,
} from '../../domain/aramis';
import { ARAMIS_FIELD_LABELS } from '../../domain/aramisFields';
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

export { ARAMIS_FIELD_LABELS };

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
