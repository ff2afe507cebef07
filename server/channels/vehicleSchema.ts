// The create body of the six channels that publish the stock vehicle itself (docs/API.md
// "Channels": the StockVehicle as read from GET /publishing/api/v1/quiter).
// One field list → one JSON schema; `satisfies` keeps it in step with src/domain/types.ts.
import { figureSchema, type FigureKind } from '../../src/domain/figures.js';
import { phoneSchema } from '../../src/domain/phone.js';
import type { StockVehicle } from '../../src/domain/types.js';
import {
  VEHICLE_FIGURES,
  VEHICLE_LIST_FIGURES,
  type VehicleFigureField,
} from '../../src/domain/vehicleFigures.js';

const text = (maxLength = 500) => ({ type: 'string', maxLength }) as const;
const key = { type: 'string', minLength: 1, maxLength: 64 } as const;
const name = { type: 'string', minLength: 1, maxLength: 200 } as const;
// Quiter sends null for unknown figures (the console displays them as '0').
const figure = (kind: FigureKind) => figureSchema(kind, { nullable: true });
const nullableText = { type: 'string', maxLength: 100, nullable: true } as const;
const flag = { type: 'boolean' } as const;
/** A list of at most `maxItems` objects of exactly these fields (a vehicle's nested lists). */
const list = <P extends Record<string, object>>(
  maxItems: number,
  properties: P,
  required: readonly (keyof P & string)[] = [],
) =>
  ({
    type: 'array',
    maxItems,
    items: { type: 'object', additionalProperties: false, required, properties },
  }) as const;

/** The kinds of a vehicle's figures: the cars' (whole euros) or the motos' (with cents). */
interface VehicleFigureKinds {
  fields: Record<VehicleFigureField, FigureKind>;
  lists: {
    [List in keyof typeof VEHICLE_LIST_FIGURES]: Record<
      keyof (typeof VEHICLE_LIST_FIGURES)[List],
      FigureKind
    >;
  };
}

const CAR_FIGURES: VehicleFigureKinds = { fields: VEHICLE_FIGURES, lists: VEHICLE_LIST_FIGURES };

// src/domain/types.ts: the shapes of the nested lists. Bounded so that one
// vehicle with every list full (about 220 kB) stays under the vehicle body limit
// (server/limits.ts); a real one is 3–5 kB (tests/api/limits.test.ts builds the maximal one).
const EQUIPMENT = {
  id: text(64),
  codigo: text(64),
  tipo: { type: 'string', enum: ['Serie', 'Extras', 'Opcional', ''] },
  descripcion: text(200),
};
const RESOURCE_PROPERTY = {
  nombre: text(50),
  // EsFotoPrincipal (boolean) or OrdenFoto (number); some feeds send them as text.
  valor: { anyOf: [{ type: 'boolean' }, { type: 'number' }, { type: 'string', maxLength: 100 }] },
};
const RESOURCE = {
  _id: text(64),
  nombre: text(200),
  url: text(500),
  tipo: text(20),
  // EsFotoPrincipal and OrdenFoto.
  propiedades: list(2, RESOURCE_PROPERTY, ['nombre', 'valor']),
};
const CONTACT = { nombreVendedor: text(200), telefonoVendedor: phoneSchema({ optional: true }) };

/**
 * Every field of a stock vehicle with its schema; `kinds` says what kind of figure each number
 * is (none is ever negative).
 */
export function vehicleFields({ fields: f, lists }: VehicleFigureKinds = CAR_FIGURES) {
  const d = lists.dimensiones;
  return {
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
    potenciaCv: figure(f.potenciaCv),
    potenciaKw: figure(f.potenciaKw),
    km: figureSchema(f.km),
    matricula: text(),
    combustible: { type: 'string', enum: ['GASOLINA', 'DIESEL', 'ELECTRICO', 'HIBRIDO', ''] },
    cambio: text(),
    transmision: text(),
    aceleracion: figure(f.aceleracion),
    velocidadMaxima: figure(f.velocidadMaxima),
    peso: figure(f.peso),
    normativa: text(),
    garantia: figure(f.garantia),
    categoria: text(),
    ubicacion: text(),
    nombreConcesionario: text(),
    impFinanciacion: figure(f.impFinanciacion),
    liquidacion: flag,
    actualizado: text(),
    fechaEntrada: nullableText,
    traccion: text(),
    presReacondicionamiento: figure(f.presReacondicionamiento),
    metalizado: flag,
    ivaDeducible: flag,
    carfax: flag,
    puertas: figure(f.puertas),
    plazas: figure(f.plazas),
    marchas: figure(f.marchas),
    cilindros: figure(f.cilindros),
    reservado: flag,
    fechaMatriculacion: nullableText,
    anyoModelo: figure(f.anyoModelo),
    mesModelo: figure(f.mesModelo),
    numPropietariosAnteriores: figure(f.numPropietariosAnteriores),
    importacion: flag,
    consumos: list(10, { tipoConsumo: text(50), valor: figure(lists.consumos.valor) }, ['valor']),
    emisiones: list(10, { normativa: text(50), valor: figure(lists.emisiones.valor) }, ['valor']),
    dimensiones: list(5, {
      largo: figure(d.largo),
      ancho: figure(d.ancho),
      alto: figure(d.alto),
      volumenMaletero: figure(d.volumenMaletero),
      capacidadDeposito: figure(d.capacidadDeposito),
      neumaticoDelantero: text(50),
      neumaticoTrasero: text(50),
      medidasNeumaticos: text(50),
    }),
    vehiculoContacto: list(10, CONTACT),
    observaciones: text(10_000),
    publicar: flag,
    precioVenta: figure(f.precioVenta),
    pvpPublicacion: figure(f.pvpPublicacion),
    pvoNuevo: figure(f.pvoNuevo),
    cilindrada: figure(f.cilindrada),
    precios: list(50, { tipo: text(50), valor: figure(lists.precios.valor) }, ['valor']),
    equipamiento: list(300, EQUIPMENT, ['descripcion']),
    recursos: list(60, RESOURCE, ['url']),
  } as const satisfies Record<keyof StockVehicle, object>;
}

export const STOCK_VEHICLE_FIELDS = vehicleFields();

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
