// The schema of Aramis Francia's supplier record (src/domain/aramis.ts).
import { toAramisRecord, type AramisRecord } from '../../src/domain/aramis.js';
import { ARAMIS_FIGURES } from '../../src/domain/aramisFields.js';
import { figureSchema } from '../../src/domain/figures.js';
import type { StockVehicle } from '../../src/domain/types.js';

export type { AramisRecord };

const label = { type: 'string', maxLength: 500 } as const;
const required = { type: 'string', minLength: 1, maxLength: 200 } as const;
/** A supplier number, by the kind of figure it is (none of them negative). */
const figure = (field: keyof typeof ARAMIS_FIGURES) =>
  figureSchema(ARAMIS_FIGURES[field], { nullable: true });

const ARAMIS_FIELDS = {
  vehicle_id: { type: 'string', minLength: 1, maxLength: 64 },
  make_label: required,
  model_label: required,
  motorisation_label: label,
  finish_label: label,
  category_label: label,
  catalog_price_included_taxes_with_options: figure('catalog_price_included_taxes_with_options'),
  precio_aramis: figure('precio_aramis'),
  exp_price: figure('exp_price'),
  vehicle_type: label,
  chassis: label,
  color_label: label,
  simple_color_label: label,
  energy_label: label,
  gender: label,
  gearbox_label: label,
  doors: figure('doors'),
  number_of_gears: figure('number_of_gears'),
  seats: figure('seats'),
  din_power: figure('din_power'),
  fiscal_power: figure('fiscal_power'),
  kwh_power: figure('kwh_power'),
  cylinder: figure('cylinder'),
  co2_emission_nedc: figure('co2_emission_nedc'),
  co2_emission_wltp: figure('co2_emission_wltp'),
  gom_co2: figure('gom_co2'),
  first_circulation_date: { type: 'string', maxLength: 100, nullable: true },
  availability: label,
  mileage: figure('mileage'),
  warranty: figure('warranty'),
  localisation: label,
  publicacion_manual: { type: 'boolean' },
  unloaded_weight: figure('unloaded_weight'),
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
