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
import {
  DIMENSION_FIELDS,
  fieldEntries,
  VEHICLE_FIELD_LABELS,
  VEHICLE_FIELD_UNITS,
  type LabelledVehicleField,
} from './vehicleFields';

export type ValueKind = 'text' | 'number' | 'price' | 'boolean' | 'date' | 'datetime';

export interface SheetField {
  field: keyof StockVehicle;
  label: string;
  kind?: ValueKind;
  /** Appended to numbers: 'km', 'CV', 'meses'… */
  unit?: string;
}

// ---------------------------------------------------------------- es-ES formats

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

/** Sheet fields of the vehicle, in order, each the kind of value it shows (text when not said). */
const sheetFields = (kinds: Partial<Record<LabelledVehicleField, ValueKind>>): SheetField[] =>
  fieldEntries(kinds).map(([field, kind]) => {
    const unit = VEHICLE_FIELD_UNITS[field];
    return {
      field,
      label: VEHICLE_FIELD_LABELS[field],
      ...(kind === 'text' ? {} : { kind }),
      ...(unit ? { unit } : {}),
    };
  });

/** "Datos generales": the scalar fields (observaciones has its own section). */
export const GENERAL_FIELDS: readonly SheetField[] = sheetFields({
  idv: 'text',
  marca: 'text',
  modelo: 'text',
  codigoModelo: 'text',
  version: 'text',
  tipo: 'text',
  tipoVO: 'text',
  tipoVehiculo: 'text',
  categoria: 'text',
  carroceria: 'text',
  matricula: 'text',
  bastidor: 'text',
  fechaMatriculacion: 'date',
  anyoModelo: 'text',
  mesModelo: 'text',
  km: 'number',
  combustible: 'text',
  potenciaCv: 'number',
  potenciaKw: 'number',
  cilindrada: 'number',
  cilindros: 'number',
  cambio: 'text',
  transmision: 'text',
  marchas: 'number',
  traccion: 'text',
  aceleracion: 'number',
  velocidadMaxima: 'number',
  peso: 'number',
  puertas: 'number',
  plazas: 'number',
  color: 'text',
  codigoColor: 'text',
  metalizado: 'boolean',
  colorInterior: 'text',
  normativa: 'text',
  garantia: 'number',
  numPropietariosAnteriores: 'number',
  pais: 'text',
  mercado: 'text',
  importacion: 'boolean',
  idConcesion: 'text',
  nombreConcesionario: 'text',
  ubicacion: 'text',
  reservado: 'boolean',
  ivaDeducible: 'boolean',
  liquidacion: 'boolean',
  carfax: 'boolean',
  presReacondicionamiento: 'price',
  impFinanciacion: 'price',
  actualizado: 'datetime',
});

/** "Precios": the sale prices kept outside the `precios` list. */
export const PRICE_FIELDS: readonly SheetField[] = sheetFields({
  precioVenta: 'price',
  pvpPublicacion: 'price',
  pvoNuevo: 'price',
});

/** The nested groups, named as their sections are. */
const NESTED_FIELDS: readonly SheetField[] = sheetFields({
  consumos: 'text',
  emisiones: 'text',
  precios: 'text',
  dimensiones: 'text',
  vehiculoContacto: 'text',
  observaciones: 'text',
  equipamiento: 'text',
});

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
