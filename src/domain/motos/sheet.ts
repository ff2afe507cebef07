// The editable moto sheet /motos/{idv}, every field grouped in sections: each stock vehicle field
// once, with its input and Spanish label (the read-only vehicle sheet's labels,
// src/domain/vehicleSheet.ts, where they meet). The equipment rows, the photos and 'Publicar en
// WordPress' have their own parts of the page.
import { FUEL_CHOICES } from './fuel.js';
import type { MotoField } from './types.js';
import {
  DIMENSION_FIELDS,
  fieldEntries,
  VEHICLE_FIELD_LABELS,
  VEHICLE_FIELD_UNITS,
  type LabelledVehicleField,
} from '../vehicleFields.js';

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

export const TIPO_CHOICES = [
  { id: 'VN', name: 'VN' },
  { id: 'VO', name: 'VO' },
] as const;

/** reservado as the stock system sends it: '1' yes, '0' no, '' unknown. */
export const RESERVADO_CHOICES = [
  { id: '1', name: 'Sí' },
  { id: '0', name: 'No' },
] as const;

const CHOICES: Partial<Record<MotoField, readonly SheetChoice[]>> = {
  tipo: TIPO_CHOICES,
  reservado: RESERVADO_CHOICES,
  combustible: FUEL_CHOICES,
};

/** A figure's input names its unit ('Peso (kg)'), but Kilómetros, which says it already. */
const inputLabel = (source: LabelledVehicleField): string => {
  const unit = source === 'km' ? undefined : VEHICLE_FIELD_UNITS[source];
  return unit ? `${VEHICLE_FIELD_LABELS[source]} (${unit})` : VEHICLE_FIELD_LABELS[source];
};

/** A section of the sheet: its fields in order, each with its input. */
const section = (
  title: string,
  inputs: Partial<Record<MotoField & LabelledVehicleField, SheetInput>>,
): SheetSection => ({
  title,
  fields: fieldEntries(inputs).map(([source, input]) => {
    const choices = CHOICES[source];
    return { source, label: inputLabel(source), input, ...(choices ? { choices } : {}) };
  }),
});

export const MOTO_SHEET_SECTIONS: readonly SheetSection[] = [
  section('Identificación', {
    idv: 'readonly',
    marca: 'text',
    modelo: 'text',
    codigoModelo: 'text',
    version: 'text',
    tipo: 'select',
    tipoVO: 'text',
    tipoVehiculo: 'text',
    categoria: 'text',
    carroceria: 'text',
    matricula: 'text',
    bastidor: 'text',
  }),
  section('Precios', {
    precioVenta: 'price',
    pvpPublicacion: 'price',
    pvoNuevo: 'price',
    impFinanciacion: 'price',
    presReacondicionamiento: 'price',
    liquidacion: 'boolean',
    ivaDeducible: 'boolean',
  }),
  section('Matriculación y estado', {
    fechaMatriculacion: 'date',
    fechaEntrada: 'readonly',
    anyoModelo: 'year',
    mesModelo: 'year',
    km: 'number',
    garantia: 'number',
    numPropietariosAnteriores: 'number',
    reservado: 'select',
    importacion: 'boolean',
    carfax: 'boolean',
    actualizado: 'text',
  }),
  section('Motor y prestaciones', {
    combustible: 'select',
    cilindrada: 'number',
    cilindros: 'number',
    potenciaCv: 'number',
    potenciaKw: 'number',
    cambio: 'text',
    transmision: 'text',
    marchas: 'number',
    traccion: 'text',
    aceleracion: 'number',
    velocidadMaxima: 'number',
    peso: 'number',
    normativa: 'text',
  }),
  section('Aspecto', {
    color: 'text',
    codigoColor: 'text',
    metalizado: 'boolean',
    colorInterior: 'text',
    puertas: 'number',
    plazas: 'number',
  }),
  section('Concesionario', {
    idConcesion: 'text',
    nombreConcesionario: 'text',
    ubicacion: 'text',
    pais: 'text',
    mercado: 'text',
  }),
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
    // A measure's input names its unit ('Largo (mm)').
    fields: DIMENSION_FIELDS.map((d) =>
      'unit' in d ? item(d.field, `${d.label} (${d.unit})`, 'number') : item(d.field, d.label),
    ),
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
