// The read-only vehicle data sheet (the dealer system's fields): its sections' field lists, the
// 'Campos sin valor:' list, the photo order and the es-ES formats of its values. Pure: no React, no
// network.
import {
  EMPTY_TEXT,
  euroDecimals,
  formatDate,
  formatDateTime,
  formatEuros,
  formatNumber,
  type EuroDecimals,
} from './format';
import { displayWithDefault, ZERO_DEFAULT_FIELDS, type ZeroDefaultField } from './stock';
import type { Equipment, StockVehicle } from './types';

export type ValueKind = 'text' | 'number' | 'price' | 'boolean' | 'date' | 'datetime';

export interface SheetField {
  field: keyof StockVehicle;
  label: string;
  kind?: ValueKind;
  /** Appended to numbers: 'km', 'CV', 'meses'… */
  unit?: string;
}

// ---------------------------------------------------------------- es-ES formats

// The one formatting module of the console; re-exported for the sheet's callers.
export { EMPTY_TEXT, formatDate, formatDateTime, formatEuros, formatNumber } from './format';

/** No value: undefined, null, blank text, an empty list. false and 0 are values. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A value as the sheet shows it; EMPTY_TEXT when there is none. A price of a list of prices
 * passes the list's `decimals` (euroDecimals).
 */
export const formatValue = (
  value: unknown,
  kind: ValueKind = 'text',
  unit?: string,
  decimals?: EuroDecimals,
): string => {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  switch (kind) {
    case 'boolean':
      return value === true || value === 'true' || value === '1' || value === 1 ? 'Sí' : 'No';
    case 'price':
      return formatEuros(value, String(value), decimals);
    case 'date':
      return formatDate(value) || String(value);
    case 'datetime':
      return formatDateTime(value) || String(value);
    case 'number':
      if (typeof value !== 'number') return String(value);
      return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
    default:
      return String(value);
  }
};

const ZERO_DEFAULTS = new Set<string>(ZERO_DEFAULT_FIELDS);

/**
 * A field of the vehicle as shown: the '0' of a missing default field first (a price's as a price,
 * '0 €'), then its format.
 */
export const displayField = (
  vehicle: Partial<StockVehicle>,
  def: SheetField,
  decimals?: EuroDecimals,
): string => {
  const value = vehicle[def.field];
  if (ZERO_DEFAULTS.has(def.field) && isEmptyValue(value)) {
    return def.kind === 'price'
      ? formatEuros(0, EMPTY_TEXT, decimals)
      : displayWithDefault(vehicle, def.field as ZeroDefaultField);
  }
  return formatValue(value, def.kind, def.unit, decimals);
};

// ------------------------------------------------------------------------------ sections

/** "Datos generales": the scalar fields (observaciones has its own section). */
export const GENERAL_FIELDS: readonly SheetField[] = [
  { field: 'idv', label: 'IDV' },
  { field: 'marca', label: 'Marca' },
  { field: 'modelo', label: 'Modelo' },
  { field: 'codigoModelo', label: 'Código de modelo' },
  { field: 'version', label: 'Versión' },
  { field: 'tipo', label: 'Tipo' },
  { field: 'tipoVO', label: 'Tipo VO' },
  { field: 'tipoVehiculo', label: 'Tipo de vehículo' },
  { field: 'categoria', label: 'Categoría' },
  { field: 'carroceria', label: 'Carrocería' },
  { field: 'matricula', label: 'Matrícula' },
  { field: 'bastidor', label: 'Bastidor' },
  { field: 'fechaMatriculacion', label: 'Fecha de matriculación', kind: 'date' },
  { field: 'anyoModelo', label: 'Año modelo' },
  { field: 'mesModelo', label: 'Mes modelo' },
  { field: 'km', label: 'Kilómetros', kind: 'number', unit: 'km' },
  { field: 'combustible', label: 'Combustible' },
  { field: 'potenciaCv', label: 'Potencia (CV)', kind: 'number' },
  { field: 'potenciaKw', label: 'Potencia (kW)', kind: 'number' },
  { field: 'cilindrada', label: 'Cilindrada', kind: 'number', unit: 'cc' },
  { field: 'cilindros', label: 'Cilindros', kind: 'number' },
  { field: 'cambio', label: 'Cambio' },
  { field: 'transmision', label: 'Transmisión' },
  { field: 'marchas', label: 'Marchas', kind: 'number' },
  { field: 'traccion', label: 'Tracción' },
  { field: 'aceleracion', label: 'Aceleración 0-100', kind: 'number', unit: 's' },
  { field: 'velocidadMaxima', label: 'Velocidad máxima', kind: 'number', unit: 'km/h' },
  { field: 'peso', label: 'Peso', kind: 'number', unit: 'kg' },
  { field: 'puertas', label: 'Puertas', kind: 'number' },
  { field: 'plazas', label: 'Plazas', kind: 'number' },
  { field: 'color', label: 'Color' },
  { field: 'codigoColor', label: 'Código de color' },
  { field: 'metalizado', label: 'Metalizado', kind: 'boolean' },
  { field: 'colorInterior', label: 'Color interior' },
  { field: 'normativa', label: 'Normativa' },
  { field: 'garantia', label: 'Garantía (meses)', kind: 'number' },
  { field: 'numPropietariosAnteriores', label: 'Propietarios anteriores', kind: 'number' },
  { field: 'pais', label: 'País' },
  { field: 'mercado', label: 'Mercado' },
  { field: 'importacion', label: 'Importación', kind: 'boolean' },
  { field: 'idConcesion', label: 'ID concesión' },
  { field: 'nombreConcesionario', label: 'Concesionario' },
  { field: 'ubicacion', label: 'Ubicación' },
  { field: 'reservado', label: 'Reservado', kind: 'boolean' },
  { field: 'ivaDeducible', label: 'IVA deducible', kind: 'boolean' },
  { field: 'liquidacion', label: 'Liquidación', kind: 'boolean' },
  { field: 'carfax', label: 'Carfax', kind: 'boolean' },
  { field: 'presReacondicionamiento', label: 'Presupuesto reacondicionamiento', kind: 'price' },
  { field: 'impFinanciacion', label: 'Importe financiación', kind: 'price' },
  { field: 'actualizado', label: 'Actualizado', kind: 'datetime' },
];

/** "Precios": the sale prices kept outside the `precios` list. */
export const PRICE_FIELDS: readonly SheetField[] = [
  { field: 'precioVenta', label: 'Precio de venta', kind: 'price' },
  { field: 'pvpPublicacion', label: 'PVP publicación', kind: 'price' },
  { field: 'pvoNuevo', label: 'PVO nuevo', kind: 'price' },
];

/** The nested groups, named as their sections are. */
const NESTED_FIELDS: readonly SheetField[] = [
  { field: 'consumos', label: 'Consumo' },
  { field: 'emisiones', label: 'Emisiones' },
  { field: 'precios', label: 'Precios' },
  { field: 'dimensiones', label: 'Dimensiones' },
  { field: 'vehiculoContacto', label: 'Contacto del vendedor' },
  { field: 'observaciones', label: 'Observaciones' },
  { field: 'equipamiento', label: 'Equipamiento' },
];

/** "Dimensiones": dimensiones[0]. */
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

export interface SheetRow {
  label: string;
  value: string;
}

export interface SheetSection {
  id: 'general' | 'consumo' | 'emisiones' | 'precios' | 'dimensiones' | 'contacto';
  title: string;
  rows: SheetRow[];
}

const first = <T>(list: readonly T[] | undefined): T | undefined => list?.[0];

/** The stock's price indices, named on the sheet. */
const PRICE_INDEX_LABELS: Record<number, string> = { 0: 'contado', 3: 'financiado' };

/**
 * The table-like sections of the left column, in order; observaciones and the equipment lists are
 * shown as text and lists.
 */
export const sheetSections = (v: Partial<StockVehicle>): SheetSection[] => {
  const consumptionUnit = v.combustible === 'ELECTRICO' ? 'kWh/100 km' : 'l/100 km';
  const emissions = first(v.emisiones);
  const dimensions = first(v.dimensiones) as Record<string, unknown> | undefined;
  const contact = first(v.vehiculoContacto);
  const row = (label: string, value: unknown, kind?: ValueKind, unit?: string): SheetRow => ({
    label,
    value: formatValue(value, kind, unit),
  });
  // The 'Precios' section is one list of prices: all with cents or all whole.
  const priceDecimals = euroDecimals([
    ...(v.precios ?? []).map((p) => p.valor),
    ...PRICE_FIELDS.map((def) => v[def.field]),
  ]);
  return [
    {
      id: 'general',
      title: 'Datos generales',
      rows: GENERAL_FIELDS.map((def) => ({ label: def.label, value: displayField(v, def) })),
    },
    {
      id: 'consumo',
      title: 'Consumo',
      rows: (v.consumos ?? []).map((c) => row(c.tipoConsumo, c.valor, 'number', consumptionUnit)),
    },
    {
      id: 'emisiones',
      title: 'Emisiones',
      rows: emissions
        ? [row('Normativa', emissions.normativa), row('CO₂', emissions.valor, 'number', 'g/km')]
        : [],
    },
    {
      id: 'precios',
      title: 'Precios',
      rows: [
        ...(v.precios ?? []).map((p, i) => {
          const name = p.tipo || `Precio ${i}`;
          const role = PRICE_INDEX_LABELS[i];
          const label = role ? `${name} (${role})` : name;
          return { label, value: formatValue(p.valor, 'price', undefined, priceDecimals) };
        }),
        ...PRICE_FIELDS.map((def) => ({
          label: def.label,
          value: displayField(v, def, priceDecimals),
        })),
      ],
    },
    {
      id: 'dimensiones',
      title: 'Dimensiones',
      rows: dimensions
        ? DIMENSION_FIELDS.map((d) =>
            row(
              d.label,
              dimensions[d.field],
              'unit' in d ? 'number' : 'text',
              'unit' in d ? d.unit : undefined,
            ),
          )
        : [],
    },
    {
      id: 'contacto',
      title: 'Contacto del vendedor',
      rows: contact
        ? [row('Vendedor', contact.nombreVendedor), row('Teléfono', contact.telefonoVendedor)]
        : [],
    },
  ];
};

/** 'Campos sin valor:' — every sheet field (and nested group) the vehicle leaves empty. */
export const emptyFields = (vehicle: Partial<StockVehicle>): SheetField[] =>
  [...GENERAL_FIELDS, ...PRICE_FIELDS, ...NESTED_FIELDS].filter((def) =>
    isEmptyValue(vehicle[def.field]),
  );

/** Title of the sheet: brand, model and version. */
export const sheetTitle = (v: Partial<StockVehicle>): string =>
  [v.marca, v.modelo, v.version].filter((part) => !isEmptyValue(part)).join(' ');

// ------------------------------------------------------------------- equipment and photos

/** The equipment section's two lists (tipo Serie or Extras). */
export const equipmentLists = (
  equipamiento: readonly Equipment[] = [],
): { serie: Equipment[]; extras: Equipment[] } => {
  const serie: Equipment[] = [];
  const extras: Equipment[] = [];
  // 'Opcional' is another name for an extra; an untyped item is shown with the standard ones.
  for (const item of equipamiento)
    (item.tipo === 'Extras' || item.tipo === 'Opcional' ? extras : serie).push(item);
  return { serie, extras };
};

// The gallery's order is the product's one photo-order convention (1-based OrdenFoto).
export { isMainPhoto, orderedPhotos, photoOrder } from './photoOrder';
