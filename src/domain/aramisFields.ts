// How the panel names and checks Aramis Francia's supplier fields: the Spanish label of each
// (the panel's columns and dialog, the API's 400s) and the kind of figure each number is
// (src/domain/figures.ts: the panel's inputs and the API's schema). Pure, shared with the server.
import type { FigureKind } from './figures.js';
import type { AramisRecord } from './aramis.js';

export const ARAMIS_FIELD_LABELS: Record<keyof AramisRecord, string> = {
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

/** The supplier's numbers, each a kind of figure: prices whole euros, mileage km. */
export const ARAMIS_FIGURES = {
  catalog_price_included_taxes_with_options: 'wholeEuros',
  precio_aramis: 'wholeEuros',
  exp_price: 'wholeEuros',
  doors: 'count',
  number_of_gears: 'count',
  seats: 'count',
  din_power: 'measure',
  fiscal_power: 'measure',
  kwh_power: 'measure',
  cylinder: 'measure',
  co2_emission_nedc: 'measure',
  co2_emission_wltp: 'measure',
  gom_co2: 'measure',
  mileage: 'km',
  warranty: 'count',
  unloaded_weight: 'measure',
} as const satisfies Partial<Record<keyof AramisRecord, FigureKind>>;

/** The kind of figure a supplier field holds, or undefined when it is not a number. */
export const aramisFigureKind = (field: keyof AramisRecord): FigureKind | undefined =>
  (ARAMIS_FIGURES as Partial<Record<keyof AramisRecord, FigureKind>>)[field];
