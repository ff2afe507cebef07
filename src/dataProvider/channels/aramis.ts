// Aramis Francia (spec 1 §7 "aramis"; spec 2 §3 "Supplier stock vehicle"): its listings
// are supplier records keyed by vehicle_id (= the stock idv), created on /aramis-francia.
import { notImportedInAramis } from '../../domain/notImported';
import { cashPrice } from '../../domain/stock';
import type { StockVehicle } from '../../domain/types';
import { listingChannel } from './listingChannel';

/** The supplier record of a stock vehicle; fields without a value are left out. */
export const toAramisRecord = (v: StockVehicle): Record<string, unknown> => {
  const record: Record<string, unknown> = {
    vehicle_id: String(v.idv),
    make_label: v.marca,
    model_label: v.modelo,
    motorisation_label: v.version,
    category_label: v.categoria,
    catalog_price_included_taxes_with_options: v.pvoNuevo,
    precio_aramis: cashPrice(v),
    vehicle_type: v.carroceria,
    chassis: v.bastidor,
    color_label: v.color,
    energy_label: v.combustible,
    gearbox_label: v.cambio,
    doors: v.puertas,
    number_of_gears: v.marchas,
    seats: v.plazas,
    din_power: v.potenciaCv,
    kwh_power: v.potenciaKw,
    cylinder: v.cilindrada,
    co2_emission_wltp: v.emisiones?.[0]?.valor,
    first_circulation_date: v.fechaMatriculacion,
    mileage: v.km,
    warranty: v.garantia,
    localisation: v.ubicacion,
    unloaded_weight: v.peso,
    // Sent by staff from the stock page, not by the supplier's automatic import.
    publicacion_manual: true,
  };
  return Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
};

export const aramis = listingChannel({
  id: 'aramis',
  label: 'Aramis Francia',
  listingsResource: 'aramis-vehicles',
  listPath: '/publishing/api/v1/aramis/vehicles/',
  createPath: '/aramis-francia',
  itemPath: '/aramis-francia',
  syncPath: '/publishing/api/v1/aramis/vehicles/sync',
  keyField: 'vehicle_id',
  isNotImported: notImportedInAramis,
  toListing: toAramisRecord,
});
