// The Spanish name of each stock vehicle field, and the unit of its figures: the read-only vehicle
// sheet, the moto sheet, the own-site edit form and the API's validation messages all name a
// field this way.
import type { StockVehicle } from './types.js';

export const VEHICLE_FIELD_LABELS: Readonly<Record<keyof StockVehicle, string>> = {
  _id: 'Identificador',
  idv: 'IDV',
  marca: 'Marca',
  modelo: 'Modelo',
  codigoModelo: 'Código de modelo',
  version: 'Versión',
  tipo: 'Tipo',
  tipoVO: 'Tipo VO',
  tipoVehiculo: 'Tipo de vehículo',
  pais: 'País',
  mercado: 'Mercado',
  idConcesion: 'ID concesión',
  bastidor: 'Bastidor',
  carroceria: 'Carrocería',
  color: 'Color',
  codigoColor: 'Código de color',
  colorInterior: 'Color interior',
  potenciaCv: 'Potencia (CV)',
  potenciaKw: 'Potencia (kW)',
  km: 'Kilómetros',
  matricula: 'Matrícula',
  combustible: 'Combustible',
  cambio: 'Cambio',
  transmision: 'Transmisión',
  aceleracion: 'Aceleración 0-100',
  velocidadMaxima: 'Velocidad máxima',
  peso: 'Peso',
  normativa: 'Normativa',
  garantia: 'Garantía (meses)',
  categoria: 'Categoría',
  ubicacion: 'Ubicación',
  nombreConcesionario: 'Concesionario',
  impFinanciacion: 'Importe financiación',
  liquidacion: 'Liquidación',
  actualizado: 'Actualizado',
  fechaEntrada: 'Fecha de entrada',
  traccion: 'Tracción',
  presReacondicionamiento: 'Presupuesto reacondicionamiento',
  metalizado: 'Metalizado',
  ivaDeducible: 'IVA deducible',
  carfax: 'Carfax',
  puertas: 'Puertas',
  plazas: 'Plazas',
  marchas: 'Marchas',
  cilindros: 'Cilindros',
  reservado: 'Reservado',
  fechaMatriculacion: 'Fecha de matriculación',
  anyoModelo: 'Año modelo',
  mesModelo: 'Mes modelo',
  numPropietariosAnteriores: 'Propietarios anteriores',
  importacion: 'Importación',
  consumos: 'Consumo',
  emisiones: 'Emisiones',
  dimensiones: 'Dimensiones',
  vehiculoContacto: 'Contacto del vendedor',
  observaciones: 'Observaciones',
  publicar: 'Publicar',
  precioVenta: 'Precio de venta',
  pvpPublicacion: 'PVP publicación',
  pvoNuevo: 'PVO nuevo',
  cilindrada: 'Cilindrada',
  precios: 'Precios',
  equipamiento: 'Equipamiento',
  recursos: 'Fotos',
};

export type LabelledVehicleField = keyof StockVehicle;

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
