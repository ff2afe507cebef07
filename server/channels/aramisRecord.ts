// The schema of Aramis Francia's supplier record (src/domain/aramis.ts; spec 2 §3).
import { toAramisRecord, type AramisRecord } from '../../src/domain/aramis.js';
import type { StockVehicle } from '../../src/domain/types.js';

export type { AramisRecord };

const label = { type: 'string', maxLength: 500 } as const;
const required = { type: 'string', minLength: 1, maxLength: 200 } as const;
const figure = { type: 'number', nullable: true } as const;

const ARAMIS_FIELDS = {
  vehicle_id: { type: 'string', minLength: 1, maxLength: 64 },
  make_label: required,
  model_label: required,
  motorisation_label: label,
  finish_label: label,
  category_label: label,
  catalog_price_included_taxes_with_options: figure,
  precio_aramis: figure,
  exp_price: figure,
  vehicle_type: label,
  chassis: label,
  color_label: label,
  simple_color_label: label,
  energy_label: label,
  gender: label,
  gearbox_label: label,
  doors: figure,
  number_of_gears: figure,
  seats: figure,
  din_power: figure,
  fiscal_power: figure,
  kwh_power: figure,
  cylinder: figure,
  co2_emission_nedc: figure,
  co2_emission_wltp: figure,
  gom_co2: figure,
  first_circulation_date: { type: 'string', maxLength: 100, nullable: true },
  availability: label,
  mileage: figure,
  warranty: figure,
  localisation: label,
  publicacion_manual: { type: 'boolean' },
  unloaded_weight: figure,
} as const satisfies Record<keyof AramisRecord, object>;

export const aramisRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vehicle_id', 'make_label', 'model_label'],
  properties: ARAMIS_FIELDS,
} as const;

/** How the group's stock vehicle reads as an Aramis supplier record (used by the demo seed). */
export const aramisRecordFromStock = (v: StockVehicle): AramisRecord =>
  toAramisRecord(v, { manual: false });
