// The portal detail's comparison panel of the stock database (vehicles saved from Quiter) against
// the general database (the group's own database). Matched by idv, in one pass over each list with
// Maps.
import { cashPrice, financedPrice } from './stock';
import type { StockVehicle } from './types';
import type { ValueKind } from './vehicleSheet';

type Comparable = Pick<StockVehicle, 'idv'> & Partial<StockVehicle>;

/** One compared field: how to read it and how it is called on screen. */
export interface ComparedField {
  field: string;
  label: string;
  read: (v: Comparable) => unknown;
  /** How its values are shown (es-ES formats of vehicleSheet.formatValue). */
  kind?: ValueKind;
}

// The fields the general database keeps; price indices of the stock: cash at 0, financed at 3.
export const COMPARED_FIELDS: readonly ComparedField[] = [
  {
    field: 'precioContado',
    label: 'Precio contado',
    kind: 'price',
    read: (v) => cashPrice({ precios: v.precios ?? [] }),
  },
  {
    field: 'precioFinanciado',
    label: 'Precio financiado',
    kind: 'price',
    read: (v) => financedPrice({ precios: v.precios ?? [] }),
  },
  { field: 'reservado', label: 'Reservado', kind: 'boolean', read: (v) => v.reservado },
  { field: 'km', label: 'Km', kind: 'number', read: (v) => v.km },
  { field: 'tipo', label: 'Tipo', read: (v) => v.tipo },
  { field: 'matricula', label: 'Matrícula', read: (v) => v.matricula },
  { field: 'marca', label: 'Marca', read: (v) => v.marca },
  { field: 'modelo', label: 'Modelo', read: (v) => v.modelo },
  { field: 'color', label: 'Color', read: (v) => v.color },
  { field: 'garantia', label: 'Garantía', kind: 'number', read: (v) => v.garantia },
  { field: 'cambio', label: 'Cambio', read: (v) => v.cambio },
  {
    field: 'fechaMatriculacion',
    label: 'Fecha de matriculación',
    kind: 'date',
    read: (v) => v.fechaMatriculacion,
  },
];

/**
 * The fields the portal detail reads of each stored vehicle (GET /quiter and GET /vehiculos
 * `?fields=`): what the comparison reads, what its vehicle tables show, and which portal
 * saved it when. A tenth of the whole documents' bytes.
 */
export const PORTAL_DETAIL_FIELDS = [
  '_id',
  'idv',
  'portalId',
  'savedAt',
  'precios',
  'reservado',
  'km',
  'tipo',
  'matricula',
  'marca',
  'modelo',
  'version',
  'combustible',
  'color',
  'garantia',
  'cambio',
  'fechaMatriculacion',
] as const;

export interface FieldDifference {
  field: string;
  label: string;
  kind?: ValueKind;
  stock: unknown;
  general: unknown;
}

export interface DifferingVehicle<V extends Comparable = Comparable> {
  idv: string;
  stock: V;
  general: V;
  differences: FieldDifference[];
}

export interface StockComparison<V extends Comparable = Comparable> {
  onlyInStock: V[];
  onlyInGeneral: V[];
  differing: DifferingVehicle<V>[];
  /** Vehicles present in both databases (equal or not). */
  inBoth: number;
}

/** null, undefined and '' all mean "no value": they do not count as a difference. */
const normalise = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return value;
};

/** The fields in which two records of the same vehicle differ. */
export const differencesOf = (
  stock: Comparable,
  general: Comparable,
  fields: readonly ComparedField[] = COMPARED_FIELDS,
): FieldDifference[] => {
  const result: FieldDifference[] = [];
  for (const f of fields) {
    const a = normalise(f.read(stock));
    const b = normalise(f.read(general));
    if (a !== b)
      result.push({ field: f.field, label: f.label, kind: f.kind, stock: a, general: b });
  }
  return result;
};

const byIdv = <V extends Comparable>(vehicles: readonly V[]): Map<string, V> => {
  const map = new Map<string, V>();
  // The stock database may hold one idv under two portals: the first one is compared.
  for (const v of vehicles) if (!map.has(String(v.idv))) map.set(String(v.idv), v);
  return map;
};

/** Compares both databases by idv: each list is walked once, lookups are Map reads. */
export const compareStock = <V extends Comparable>(
  stockDb: readonly V[],
  generalDb: readonly V[],
  fields: readonly ComparedField[] = COMPARED_FIELDS,
): StockComparison<V> => {
  const stock = byIdv(stockDb);
  const general = byIdv(generalDb);
  const comparison: StockComparison<V> = {
    onlyInStock: [],
    onlyInGeneral: [],
    differing: [],
    inBoth: 0,
  };
  for (const [idv, s] of stock) {
    const g = general.get(idv);
    if (!g) {
      comparison.onlyInStock.push(s);
      continue;
    }
    comparison.inBoth++;
    const differences = differencesOf(s, g, fields);
    if (differences.length) comparison.differing.push({ idv, stock: s, general: g, differences });
  }
  for (const [idv, g] of general) if (!stock.has(idv)) comparison.onlyInGeneral.push(g);
  return comparison;
};
