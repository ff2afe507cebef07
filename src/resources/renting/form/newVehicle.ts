// What the create form starts with (spec 2 §3, §9): every field of a renting vehicle blank,
// no audience, full price grids at '0,00', no equipment and no photos.
import { emptyPriceGrid } from '../../../domain/renting/priceGrid';
import { NO_AUDIENCE } from '../../../domain/renting/audiences';
import type { RentingVehicleInput } from '../../../domain/renting/types';

const noMinPrice = () => ({ valorMin: '', tipoPrecioMin: '' });

export const newRentingVehicle = (): RentingVehicleInput => ({
  stock: 1,
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
