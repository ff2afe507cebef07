// The edit (and create) form of an own-site vehicle, which covers every field of the vehicle: every
// field once, grouped in sections, with its input and Spanish label. Labels follow the vehicle
// sheet's (src/domain/vehicleSheet.ts) where they meet.
import type { FigureKind } from '../figures.js';
import { VEHICLE_FIGURES } from '../vehicleFigures.js';
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

/** The vehicle's scalar fields in a fixed order, grouped in sections. */
export const EDIT_SECTIONS: readonly FormSection[] = [
  {
    title: 'Identificación',
    fields: [
      f('idv', 'IDV'),
      f('marca', 'Marca'),
      f('modelo', 'Modelo'),
      f('codigoModelo', 'Código de modelo'),
      f('version', 'Versión'),
    ],
  },
  {
    title: 'Tipo',
    fields: [
      f('tipo', 'Tipo', 'select', { choices: same(['VO', 'VN']) }),
      f('tipoVehiculo', 'Tipo de vehículo'),
      f('tipoVO', 'Tipo VO', 'select', { choices: withNone(SALE_TIPO_VO) }),
      f('tipoVehiculoWeb', 'Tipo de vehículo web', 'select', { choices: withNone(WEB_TYPES) }),
      f('categoriaVehiculoWeb', 'Categoría web', 'select', { choices: withNone(WEB_CATEGORIES) }),
      f('tipoCarroceriaWeb', 'Carrocería web', 'select', { choices: withNone(WEB_BODY_TYPES) }),
      f('carroceria', 'Carrocería'),
    ],
  },
  {
    title: 'Concesionario',
    fields: [
      f('pais', 'País'),
      f('idConcesion', 'ID concesión'),
      f('nombreConcesionario', 'Concesionario'),
    ],
  },
  {
    title: 'Aspecto y motor',
    fields: [
      f('bastidor', 'Bastidor'),
      f('color', 'Color'),
      f('codigoColor', 'Código de color'),
      f('colorInterior', 'Color interior'),
      f('potenciaCv', 'Potencia (CV)', 'number'),
      f('potenciaKw', 'Potencia (kW)', 'number'),
      f('cilindrada', 'Cilindrada', 'number'),
      f('km', 'Kilómetros', 'number'),
      f('matricula', 'Matrícula'),
      f('combustible', 'Combustible', 'select', {
        choices: [
          { id: '', name: 'Ninguno' },
          { id: 'GASOLINA', name: 'Gasolina' },
          { id: 'DIESEL', name: 'Diesel' },
          { id: 'HIBRIDO', name: 'Híbrido' },
          { id: 'ELECTRICO', name: 'Eléctrico' },
        ],
      }),
      f('cambio', 'Cambio'),
      f('transmision', 'Transmisión'),
      f('aceleracion', 'Aceleración 0-100', 'number'),
      f('velocidadMaxima', 'Velocidad máxima', 'number'),
      f('peso', 'Peso', 'number'),
      f('normativa', 'Normativa'),
    ],
  },
  {
    title: 'Datos comerciales',
    fields: [
      f('garantia', 'Garantía (meses)', 'number'),
      f('categoria', 'Categoría'),
      f('ubicacion', 'Ubicación'),
      f('impFinanciacion', 'Importe financiación', 'price'),
      f('liquidacion', 'Liquidación', 'boolean'),
      f('actualizado', 'Actualizado', 'date'),
      f('traccion', 'Tracción'),
      f('presReacondicionamiento', 'Presupuesto reacondicionamiento', 'price'),
      f('metalizado', 'Metalizado', 'boolean'),
      f('ivaDeducible', 'IVA deducible', 'boolean'),
      f('carfax', 'Carfax', 'boolean'),
    ],
  },
  {
    title: 'Cifras',
    fields: [
      f('puertas', 'Puertas', 'number'),
      f('plazas', 'Plazas', 'number'),
      f('marchas', 'Marchas', 'number'),
      f('cilindros', 'Cilindros', 'number'),
    ],
  },
  {
    title: 'Publicación',
    fields: [
      f('reservado', 'Reservado', 'boolean'),
      f('vehiculosHome', 'Destacado en la home', 'boolean'),
      f('destacado', 'Destacado', 'boolean'),
      f('publicacionManual', 'Edición manual', 'boolean'),
      f('precioReserva', 'Importe reserva', 'price', {
        figure: 'wholeEuros',
        min: MIN_RESERVE,
        defaultValue: DEFAULT_RESERVE,
      }),
      f('tipoAnuncio', 'Tipo de anuncio', 'select', { choices: same(AD_TYPES) }),
    ],
  },
  {
    title: 'Historial',
    fields: [
      f('fechaMatriculacion', 'Fecha de matriculación', 'date'),
      f('anyoModelo', 'Año modelo', 'number'),
      f('mesModelo', 'Mes modelo', 'number'),
      f('numPropietariosAnteriores', 'Propietarios anteriores', 'number'),
      f('importacion', 'Importación', 'boolean'),
    ],
  },
  { title: 'Observaciones', fields: [f('observaciones', 'Observaciones', 'textarea')] },
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
