// A renting vehicle with nothing filled in: every text empty, numbers null, no audience, the three
// price grids whole at '0,00', no equipment and no photos. What the create form starts from, and
// what the API stores for a field a body leaves out.
import { NO_AUDIENCE } from './audiences.js';
import { emptyPriceGrid } from './priceGrid.js';
import type { RentingVehicle } from './types.js';

/** A vehicle's own fields: no ids, no provider name. */
export type RentingFields = Omit<RentingVehicle, '_id' | 'id' | 'idOferta' | 'providerName'>;

const noMinPrice = () => ({ valorMin: '', tipoPrecioMin: '' });

export const blankRentingVehicle = (): RentingFields => ({
  stock: 0,
  provider: '',
  immediate_delivery: false,
  marca: '',
  modelo: '',
  version: '',
  color: '',
  carroceria: '',
  potenciaCv: null,
  cambio: '',
  combustible: '',
  puertas: null,
  plazas: null,
  emisiones: '',
  consumoExtUrbano: '',
  franquicia: null,
  etiquetaEco: '',
  ...NO_AUDIENCE,
  precioMinParticular: noMinPrice(),
  precioMinAutonomos: noMinPrice(),
  precioMinEmpresas: noMinPrice(),
  preciosParticular: emptyPriceGrid(),
  preciosAutonomos: emptyPriceGrid(),
  preciosEmpresas: emptyPriceGrid(),
  equipamientoDestacado: [],
  equipamientoTecnologia: [],
  equipamientoConfort: [],
  equipamientoSeguridad: [],
  equipamientoExterior: [],
  recursos: [],
});
