// The Spanish name of each stock vehicle field, and the unit of its figures: the read-only vehicle
// sheet, the moto sheet and the own-site edit form all name a field this way.
import type { StockVehicle } from './types.js';

export const VEHICLE_FIELD_LABELS = {
  idv: 'IDV',
  marca: 'Marca',
  modelo: 'Modelo',
  codigoModelo: 'Código de modelo',
  version: 'Versión',
  tipo: 'Tipo',
  tipoVO: 'Tipo VO',
  tipoVehiculo: 'Tipo de vehículo',
  categoria: 'Categoría',
  carroceria: 'Carrocería',
  matricula: 'Matrícula',
  bastidor: 'Bastidor',
  fechaMatriculacion: 'Fecha de matriculación',
  fechaEntrada: 'Fecha de entrada',
  anyoModelo: 'Año modelo',
  mesModelo: 'Mes modelo',
  km: 'Kilómetros',
  combustible: 'Combustible',
  potenciaCv: 'Potencia (CV)',
  potenciaKw: 'Potencia (kW)',
  cilindrada: 'Cilindrada',
  cilindros: 'Cilindros',
  cambio: 'Cambio',
  transmision: 'Transmisión',
  marchas: 'Marchas',
  traccion: 'Tracción',
  aceleracion: 'Aceleración 0-100',
  velocidadMaxima: 'Velocidad máxima',
  peso: 'Peso',
  puertas: 'Puertas',
  plazas: 'Plazas',
  color: 'Color',
  codigoColor: 'Código de color',
  metalizado: 'Metalizado',
  colorInterior: 'Color interior',
  normativa: 'Normativa',
  garantia: 'Garantía (meses)',
  numPropietariosAnteriores: 'Propietarios anteriores',
  pais: 'País',
  mercado: 'Mercado',
  importacion: 'Importación',
  idConcesion: 'ID concesión',
  nombreConcesionario: 'Concesionario',
  ubicacion: 'Ubicación',
  reservado: 'Reservado',
  ivaDeducible: 'IVA deducible',
  liquidacion: 'Liquidación',
  carfax: 'Carfax',
  presReacondicionamiento: 'Presupuesto reacondicionamiento',
  impFinanciacion: 'Importe financiación',
  actualizado: 'Actualizado',
  precioVenta: 'Precio de venta',
  pvpPublicacion: 'PVP publicación',
  pvoNuevo: 'PVO nuevo',
  observaciones: 'Observaciones',
} as const satisfies Partial<Record<keyof StockVehicle, string>>;

export type LabelledVehicleField = keyof typeof VEHICLE_FIELD_LABELS;

/** The unit of a figure: the sheet writes it after the value ('1.200 cc'). */
export const VEHICLE_FIELD_UNITS: Partial<Record<LabelledVehicleField, string>> = {
  km: 'km',
  cilindrada: 'cc',
  aceleracion: 's',
  velocidadMaxima: 'km/h',
  peso: 'kg',
};

/** The fields of a `dimensiones` item, with the unit of those that are measures. */
export const DIMENSION_FIELDS = [
  { field: 'largo', label: 'Largo', unit: 'mm' },
  { field: 'ancho', label: 'Ancho', unit: 'mm' },
  { field: 'alto', label: 'Alto', unit: 'mm' },
  { field: 'volumenMaletero', label: 'Volumen del maletero', unit: 'l' },
  { field: 'capacidadDeposito', label: 'Capacidad del depósito', unit: 'l' },
  { field: 'neumaticoDelantero', label: 'Neumático delantero' },
  { field: 'neumaticoTrasero', label: 'Neumático trasero' },
  { field: 'medidasNeumaticos', label: 'Medidas de neumáticos' },
] as const;

/** The entries of a record of fields, in the order written (a section's fields). */
export const fieldEntries = <K extends string, V>(record: Partial<Record<K, V>>): [K, V][] =>
  Object.entries(record) as [K, V][];
