// The create body of the six channels that publish the stock vehicle itself (docs/API.md
// "Channels": the StockVehicle as read from GET /publishing/api/v1/quiter, spec 1 §3).
// One field list → one JSON schema; `satisfies` keeps it in step with src/domain/types.ts.
import type { StockVehicle } from '../../src/domain/types.js';

const text = (maxLength = 500) => ({ type: 'string', maxLength }) as const;
const key = { type: 'string', minLength: 1, maxLength: 64 } as const;
const name = { type: 'string', minLength: 1, maxLength: 200 } as const;
// Quiter sends null for unknown figures (spec 1 §5 "Defaults": they display '0').
const figure = { type: 'number', nullable: true } as const;
const nullableText = { type: 'string', maxLength: 100, nullable: true } as const;
const flag = { type: 'boolean' } as const;
// Nested lists are kept as the stock system sends them: typed as lists of objects, no deeper.
const list = (maxItems: number) =>
  ({ type: 'array', maxItems, items: { type: 'object' } }) as const;

export const STOCK_VEHICLE_FIELDS = {
  // The stock document's own id: accepted (the body is the vehicle as read) but not kept —
  // a listing gets its own _id.
  _id: text(64),
  idv: key,
  marca: name,
  modelo: name,
  codigoModelo: text(),
  version: text(),
  tipo: { type: 'string', enum: ['VN', 'VO'] },
  tipoVO: text(),
  tipoVehiculo: text(),
  pais: text(),
  mercado: text(),
  idConcesion: text(),
  bastidor: text(),
  carroceria: text(),
  color: text(),
  codigoColor: text(),
  colorInterior: text(),
  potenciaCv: figure,
  potenciaKw: figure,
  km: { type: 'number' },
  matricula: text(),
  combustible: { type: 'string', enum: ['GASOLINA', 'DIESEL', 'ELECTRICO', 'HIBRIDO', ''] },
  cambio: text(),
  transmision: text(),
  aceleracion: figure,
  velocidadMaxima: figure,
  peso: figure,
  normativa: text(),
  garantia: figure,
  categoria: text(),
  ubicacion: text(),
  nombreConcesionario: text(),
  impFinanciacion: figure,
  liquidacion: flag,
  actualizado: text(),
  traccion: text(),
  presReacondicionamiento: figure,
  metalizado: flag,
  ivaDeducible: flag,
  carfax: flag,
  puertas: figure,
  plazas: figure,
  marchas: figure,
  cilindros: figure,
  reservado: flag,
  fechaMatriculacion: nullableText,
  anyoModelo: figure,
  mesModelo: figure,
  numPropietariosAnteriores: figure,
  importacion: flag,
  consumos: list(20),
  emisiones: list(20),
  dimensiones: list(10),
  vehiculoContacto: list(20),
  observaciones: text(20_000),
  publicar: flag,
  precioVenta: figure,
  pvpPublicacion: figure,
  pvoNuevo: figure,
  cilindrada: figure,
  precios: list(50),
  equipamiento: list(1000),
  recursos: list(500),
} as const satisfies Record<keyof StockVehicle, object>;

export const stockVehicleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['idv', 'marca', 'modelo', 'tipo'],
  properties: STOCK_VEHICLE_FIELDS,
} as const;

/** A create body: the required fields, any of the others. */
export type VehicleBody = Pick<StockVehicle, 'idv' | 'marca' | 'modelo' | 'tipo'> &
  Partial<StockVehicle>;

/** What a channel stores from a stock vehicle: everything but the stock document's _id. */
export function vehicleListingFields(vehicle: VehicleBody): Omit<VehicleBody, '_id'> {
  const { _id: _stockId, ...fields } = vehicle;
  return fields;
}
