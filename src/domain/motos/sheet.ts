// The editable moto sheet /motos/{idv}, every field grouped in sections: each stock vehicle field
// once, with its input and Spanish label (the read-only vehicle sheet's labels,
// src/domain/vehicleSheet.ts, where they meet). The equipment rows, the photos and 'Publicar en
// WordPress' have their own parts of the page.
import { FUEL_CHOICES } from './fuel.js';
import type { MotoField } from './types.js';

/**
 * How a field is typed: 'price' and 'number' are figures shown the Spanish way ('5.590,50',
 * '23,8'), 'year' a number never grouped ('2025').
 */
export type SheetInput =
  'text' | 'textarea' | 'price' | 'number' | 'year' | 'boolean' | 'select' | 'date' | 'readonly';

export interface SheetChoice {
  id: string;
  name: string;
}

export interface SheetInputDef {
  source: string;
  label: string;
  input: SheetInput;
  choices?: readonly SheetChoice[];
}

export interface SheetSection {
  title: string;
  fields: readonly SheetInputDef[];
}

/** A list field whose items are small records ({tipo, valor}, …). */
export interface SheetList {
  source: MotoField;
  title: string;
  /** dimensiones / vehiculoContacto: one item in practice, shown as a list all the same. */
  fields: readonly SheetInputDef[];
}

const f = (
  source: MotoField,
  label: string,
  input: SheetInput = 'text',
  choices?: readonly SheetChoice[],
): SheetInputDef => ({ source, label, input, ...(choices ? { choices } : {}) });

export const TIPO_CHOICES = [
  { id: 'VN', name: 'VN' },
  { id: 'VO', name: 'VO' },
] as const;

/** reservado as the stock system sends it: '1' yes, '0' no, '' unknown. */
export const RESERVADO_CHOICES = [
  { id: '1', name: 'Sí' },
  { id: '0', name: 'No' },
] as const;

export const MOTO_SHEET_SECTIONS: readonly SheetSection[] = [
  {
    title: 'Identificación',
    fields: [
      f('idv', 'IDV', 'readonly'),
      f('marca', 'Marca'),
      f('modelo', 'Modelo'),
      f('codigoModelo', 'Código de modelo'),
      f('version', 'Versión'),
      f('tipo', 'Tipo', 'select', TIPO_CHOICES),
      f('tipoVO', 'Tipo VO'),
      f('tipoVehiculo', 'Tipo de vehículo'),
      f('categoria', 'Categoría'),
      f('carroceria', 'Carrocería'),
      f('matricula', 'Matrícula'),
      f('bastidor', 'Bastidor'),
    ],
  },
  {
    title: 'Precios',
    fields: [
      f('precioVenta', 'Precio de venta', 'price'),
      f('pvpPublicacion', 'PVP publicación', 'price'),
      f('pvoNuevo', 'PVO nuevo', 'price'),
      f('impFinanciacion', 'Importe financiación', 'price'),
      f('presReacondicionamiento', 'Presupuesto reacondicionamiento', 'price'),
      f('liquidacion', 'Liquidación', 'boolean'),
      f('ivaDeducible', 'IVA deducible', 'boolean'),
    ],
  },
  {
    title: 'Matriculación y estado',
    fields: [
      f('fechaMatriculacion', 'Fecha de matriculación', 'date'),
      f('fechaEntrada', 'Fecha de entrada', 'readonly'),
      f('anyoModelo', 'Año modelo', 'year'),
      f('mesModelo', 'Mes modelo', 'year'),
      f('km', 'Kilómetros', 'number'),
      f('garantia', 'Garantía (meses)', 'number'),
      f('numPropietariosAnteriores', 'Propietarios anteriores', 'number'),
      f('reservado', 'Reservado', 'select', RESERVADO_CHOICES),
      f('importacion', 'Importación', 'boolean'),
      f('carfax', 'Carfax', 'boolean'),
      f('actualizado', 'Actualizado'),
    ],
  },
  {
    title: 'Motor y prestaciones',
    fields: [
      f('combustible', 'Combustible', 'select', FUEL_CHOICES),
      f('cilindrada', 'Cilindrada (cc)', 'number'),
      f('cilindros', 'Cilindros', 'number'),
      f('potenciaCv', 'Potencia (CV)', 'number'),
      f('potenciaKw', 'Potencia (kW)', 'number'),
      f('cambio', 'Cambio'),
      f('transmision', 'Transmisión'),
      f('marchas', 'Marchas', 'number'),
      f('traccion', 'Tracción'),
      f('aceleracion', 'Aceleración 0-100 (s)', 'number'),
      f('velocidadMaxima', 'Velocidad máxima (km/h)', 'number'),
      f('peso', 'Peso (kg)', 'number'),
      f('normativa', 'Normativa'),
    ],
  },
  {
    title: 'Aspecto',
    fields: [
      f('color', 'Color'),
      f('codigoColor', 'Código de color'),
      f('metalizado', 'Metalizado', 'boolean'),
      f('colorInterior', 'Color interior'),
      f('puertas', 'Puertas', 'number'),
      f('plazas', 'Plazas', 'number'),
    ],
  },
  {
    title: 'Concesionario',
    fields: [
      f('idConcesion', 'ID concesión'),
      f('nombreConcesionario', 'Concesionario'),
      f('ubicacion', 'Ubicación'),
      f('pais', 'País'),
      f('mercado', 'Mercado'),
    ],
  },
];

const item = (source: string, label: string, input: SheetInput = 'text'): SheetInputDef => ({
  source,
  label,
  input,
});

/** The nested lists of a stock vehicle but equipment and photos, each item's fields. */
export const MOTO_SHEET_LISTS: readonly SheetList[] = [
  {
    source: 'precios',
    title: 'Lista de precios',
    fields: [item('tipo', 'Tipo'), item('valor', 'Valor', 'price')],
  },
  {
    source: 'consumos',
    title: 'Consumo',
    fields: [item('tipoConsumo', 'Tipo de consumo'), item('valor', 'Valor', 'number')],
  },
  {
    source: 'emisiones',
    title: 'Emisiones',
    fields: [item('normativa', 'Normativa'), item('valor', 'CO₂ (g/km)', 'number')],
  },
  {
    source: 'dimensiones',
    title: 'Dimensiones',
    fields: [
      item('largo', 'Largo (mm)', 'number'),
      item('ancho', 'Ancho (mm)', 'number'),
      item('alto', 'Alto (mm)', 'number'),
      item('volumenMaletero', 'Volumen del maletero (l)', 'number'),
      item('capacidadDeposito', 'Capacidad del depósito (l)', 'number'),
      item('neumaticoDelantero', 'Neumático delantero'),
      item('neumaticoTrasero', 'Neumático trasero'),
      item('medidasNeumaticos', 'Medidas de neumáticos'),
    ],
  },
  {
    source: 'vehiculoContacto',
    title: 'Contacto del vendedor',
    fields: [item('nombreVendedor', 'Vendedor'), item('telefonoVendedor', 'Teléfono')],
  },
];

/** Every stock vehicle field the sheet has a place for (a test checks none is missing). */
export const SHEET_FIELD_SOURCES: readonly string[] = [
  ...MOTO_SHEET_SECTIONS.flatMap((s) => s.fields.map((field) => field.source)),
  ...MOTO_SHEET_LISTS.map((l) => l.source),
  'observaciones',
  'equipamiento',
  'recursos',
  'publicar',
];
