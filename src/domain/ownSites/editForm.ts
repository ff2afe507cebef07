// The edit (and create) form of an own-site vehicle, which covers every field of the vehicle: every
// field once, grouped in sections, with its input and Spanish label. Labels follow the vehicle
// sheet's (src/domain/vehicleSheet.ts) where they meet.
import type { FigureKind } from '../figures.js';
import { VEHICLE_FIGURES } from '../vehicleFigures.js';
import { fieldEntries, VEHICLE_FIELD_LABELS } from '../vehicleFields.js';
import { PRICE_TYPES } from '../stock.js';
import { DEFAULT_RESERVE, MIN_RESERVE } from './prices.js';
import { REQUIRED_CREATE_FIELDS } from './manualCreate.js';
import {
  AD_TYPES,
  LANDING_PAGES,
  SALE_TIPO_VO,
  WEB_BODY_TYPES,
  WEB_CATEGORIES,
  WEB_TYPES,
  type OwnSiteVehicle,
} from './vehicle.js';

export type FormInput = 'text' | 'textarea' | 'number' | 'price' | 'boolean' | 'date' | 'select';

export interface FormField {
  source: keyof OwnSiteVehicle;
  label: string;
  input: FormInput;
  choices?: readonly { id: string; name: string }[];
  /** Marked * and checked before sending (marca and modelo, on create). */
  required?: boolean;
  /** Number and price inputs: the kind of figure they take (src/domain/figures.ts). */
  figure?: FigureKind;
  /** A minimum above 0 (the reserve amount). */
  min?: number;
  defaultValue?: unknown;
}

export interface FormSection {
  title: string;
  fields: readonly FormField[];
}

const same = (values: readonly string[]) => values.map((v) => ({ id: v, name: v }));
const withNone = (values: readonly string[]) => [{ id: '', name: 'Ninguno' }, ...same(values)];

const REQUIRED = new Set<string>(REQUIRED_CREATE_FIELDS);
const f = (
  source: keyof OwnSiteVehicle,
  label: string,
  input: FormInput = 'text',
  extra: Partial<FormField> = {},
): FormField => {
  const figure = (VEHICLE_FIGURES as Partial<Record<string, FigureKind>>)[source];
  return {
    source,
    label,
    input,
    ...(REQUIRED.has(source) ? { required: true } : {}),
    ...(figure ? { figure } : {}),
    ...extra,
  };
};

/** The own-site fields beyond the stock vehicle's. */
const OWN_SITE_LABELS = {
  tipoVehiculoWeb: 'Tipo de vehículo web',
  categoriaVehiculoWeb: 'Categoría web',
  tipoCarroceriaWeb: 'Carrocería web',
  vehiculosHome: 'Destacado en la home',
  destacado: 'Destacado',
  publicacionManual: 'Edición manual',
  precioReserva: 'Importe reserva',
  tipoAnuncio: 'Tipo de anuncio',
} as const satisfies Partial<Record<keyof OwnSiteVehicle, string>>;

const LABELS = { ...VEHICLE_FIELD_LABELS, ...OWN_SITE_LABELS };
type FormSource = keyof typeof LABELS & keyof OwnSiteVehicle;

/** What an input takes beyond its kind: the choices of a select, the reserve's bounds. */
const OPTIONS: Partial<Record<FormSource, Partial<FormField>>> = {
  tipo: { choices: same(['VO', 'VN']) },
  tipoVO: { choices: withNone(SALE_TIPO_VO) },
  tipoVehiculoWeb: { choices: withNone(WEB_TYPES) },
  categoriaVehiculoWeb: { choices: withNone(WEB_CATEGORIES) },
  tipoCarroceriaWeb: { choices: withNone(WEB_BODY_TYPES) },
  combustible: {
    choices: [
      { id: '', name: 'Ninguno' },
      { id: 'GASOLINA', name: 'Gasolina' },
      { id: 'DIESEL', name: 'Diesel' },
      { id: 'HIBRIDO', name: 'Híbrido' },
      { id: 'ELECTRICO', name: 'Eléctrico' },
    ],
  },
  precioReserva: { figure: 'wholeEuros', min: MIN_RESERVE, defaultValue: DEFAULT_RESERVE },
  tipoAnuncio: { choices: same(AD_TYPES) },
};

/** A section of the form: its fields in order, each with its input. */
const section = (title: string, inputs: Partial<Record<FormSource, FormInput>>): FormSection => ({
  title,
  fields: fieldEntries(inputs).map(([source, input]) =>
    f(source, LABELS[source], input, OPTIONS[source]),
  ),
});

/** The vehicle's scalar fields in a fixed order, grouped in sections. */
export const EDIT_SECTIONS: readonly FormSection[] = [
  section('Identificación', {
    idv: 'text',
    marca: 'text',
    modelo: 'text',
    codigoModelo: 'text',
    version: 'text',
  }),
  section('Tipo', {
    tipo: 'select',
    tipoVehiculo: 'text',
    tipoVO: 'select',
    tipoVehiculoWeb: 'select',
    categoriaVehiculoWeb: 'select',
    tipoCarroceriaWeb: 'select',
    carroceria: 'text',
  }),
  section('Concesionario', { pais: 'text', idConcesion: 'text', nombreConcesionario: 'text' }),
  section('Aspecto y motor', {
    bastidor: 'text',
    color: 'text',
    codigoColor: 'text',
    colorInterior: 'text',
    potenciaCv: 'number',
    potenciaKw: 'number',
    cilindrada: 'number',
    km: 'number',
    matricula: 'text',
    combustible: 'select',
    cambio: 'text',
    transmision: 'text',
    aceleracion: 'number',
    velocidadMaxima: 'number',
    peso: 'number',
    normativa: 'text',
  }),
  section('Datos comerciales', {
    garantia: 'number',
    categoria: 'text',
    ubicacion: 'text',
    impFinanciacion: 'price',
    liquidacion: 'boolean',
    actualizado: 'date',
    traccion: 'text',
    presReacondicionamiento: 'price',
    metalizado: 'boolean',
    ivaDeducible: 'boolean',
    carfax: 'boolean',
  }),
  section('Cifras', {
    puertas: 'number',
    plazas: 'number',
    marchas: 'number',
    cilindros: 'number',
  }),
  section('Publicación', {
    reservado: 'boolean',
    vehiculosHome: 'boolean',
    destacado: 'boolean',
    publicacionManual: 'boolean',
    precioReserva: 'price',
    tipoAnuncio: 'select',
  }),
  section('Historial', {
    fechaMatriculacion: 'date',
    anyoModelo: 'number',
    mesModelo: 'number',
    numPropietariosAnteriores: 'number',
    importacion: 'boolean',
  }),
  section('Observaciones', { observaciones: 'textarea' }),
];

/** The vehicle's list and object fields: each its own editor (ArrayInput and the like). */
export const NESTED_SECTIONS: readonly { source: keyof OwnSiteVehicle; title: string }[] = [
  { source: 'campana', title: 'Campaña' },
  { source: 'landingPages', title: 'Landing pages' },
  { source: 'consumos', title: 'Consumos' },
  { source: 'emisiones', title: 'Emisiones' },
  { source: 'precios', title: 'Precios' },
  { source: 'dimensiones', title: 'Dimensiones' },
  { source: 'vehiculoContacto', title: 'Contacto del vendedor' },
  { source: 'equipamiento', title: 'Equipamiento' },
  { source: 'recursos', title: 'Imágenes' },
  { source: 'marketing', title: 'Marketing' },
  { source: 'discount', title: 'Descuento' },
];

/** Landing-page choices of the edit form. */
export const LANDING_PAGE_FORM_CHOICES = same(LANDING_PAGES);

/** The label of a price entry: 'Contado (VENTA)', 'Financiado (PUBLICACION)', 'COMPRA'. */
export const priceEntryLabel = (index: number, tipo?: string): string => {
  const name = tipo || PRICE_TYPES[index] || `Precio ${index + 1}`;
  if (index === 0) return `Contado (${name})`;
  if (index === 3) return `Financiado (${name})`;
  return name;
};

/** The consumption types of `consumos`. */
export const CONSUMPTION_TYPES = same(['URBANO', 'EXTRAURBANO', 'MIXTO']);
