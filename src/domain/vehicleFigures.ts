// The numbers of a stock vehicle (the own sites' vehicles, what the channels publish, the
// motos), each the kind of figure it is (src/domain/figures.ts). The own-site form and the moto
// sheet check their inputs by these maps; the API builds its vehicle schemas from them.
import type { FigureKind } from './figures.js';
import type { StockVehicle } from './types.js';

/** Figures of the vehicle itself. The group prices cars in whole euros. */
export const VEHICLE_FIGURES = {
  potenciaCv: 'measure',
  potenciaKw: 'measure',
  km: 'km',
  aceleracion: 'measure',
  velocidadMaxima: 'measure',
  peso: 'measure',
  garantia: 'count',
  impFinanciacion: 'wholeEuros',
  presReacondicionamiento: 'wholeEuros',
  puertas: 'count',
  plazas: 'count',
  marchas: 'count',
  cilindros: 'count',
  anyoModelo: 'count',
  mesModelo: 'count',
  numPropietariosAnteriores: 'count',
  precioVenta: 'wholeEuros',
  pvpPublicacion: 'wholeEuros',
  pvoNuevo: 'wholeEuros',
  cilindrada: 'measure',
} as const satisfies Partial<Record<keyof StockVehicle, FigureKind>>;

export type VehicleFigureField = keyof typeof VEHICLE_FIGURES;

/** Figures inside the vehicle's lists: a price entry's valor, an equipment row's precio… */
export const VEHICLE_LIST_FIGURES = {
  precios: { valor: 'wholeEuros' },
  consumos: { valor: 'measure' },
  emisiones: { valor: 'measure' },
  dimensiones: {
    largo: 'measure',
    ancho: 'measure',
    alto: 'measure',
    volumenMaletero: 'measure',
    capacidadDeposito: 'measure',
  },
  equipamiento: { precio: 'wholeEuros' },
} as const satisfies Record<string, Record<string, FigureKind>>;

/** The stock system prices some motos with cents: a moto's amounts are euros and cents. */
export const MOTO_FIGURES = {
  ...VEHICLE_FIGURES,
  impFinanciacion: 'euroCents',
  presReacondicionamiento: 'euroCents',
  precioVenta: 'euroCents',
  pvpPublicacion: 'euroCents',
  pvoNuevo: 'euroCents',
} as const satisfies Record<VehicleFigureField, FigureKind>;

export const MOTO_LIST_FIGURES = {
  ...VEHICLE_LIST_FIGURES,
  precios: { valor: 'euroCents' },
  equipamiento: { precio: 'euroCents' },
} as const satisfies Record<keyof typeof VEHICLE_LIST_FIGURES, Record<string, FigureKind>>;
