// Each column's label, what kind of value it holds (how it is shown and edited), and whether a cell
// can be edited in place. The order of the columns is MOTO_COLUMNS (./types.ts); this file says
// what each one is.
import { FUEL_VALUES } from './fuel.js';
import type { MotoColumn } from './types.js';

export type MotoValueKind =
  'text' | 'price' | 'km' | 'number' | 'year' | 'fuel' | 'reserved' | 'date' | 'boolean';

export interface MotoColumnDef {
  label: string;
  kind: MotoValueKind;
  /** The idv is the moto's key (its sheet's address): never edited in a cell. */
  editable: boolean;
}

export const MOTO_COLUMN_DEFS = {
  idv: { label: 'IDV', kind: 'text', editable: false },
  marca: { label: 'Marca', kind: 'text', editable: true },
  modelo: { label: 'Modelo', kind: 'text', editable: true },
  precioVenta: { label: 'Precio de venta', kind: 'price', editable: true },
  pvpPublicacion: { label: 'PVP publicación', kind: 'price', editable: true },
  pvoNuevo: { label: 'PVO nuevo', kind: 'price', editable: true },
  km: { label: 'Km', kind: 'km', editable: true },
  potenciaCv: { label: 'Potencia (CV)', kind: 'number', editable: true },
  potenciaKw: { label: 'Potencia (kW)', kind: 'number', editable: true },
  color: { label: 'Color', kind: 'text', editable: true },
  matricula: { label: 'Matrícula', kind: 'text', editable: true },
  combustible: { label: 'Combustible', kind: 'fuel', editable: true },
  cilindrada: { label: 'Cilindrada', kind: 'number', editable: true },
  garantia: { label: 'Garantía (meses)', kind: 'number', editable: true },
  reservado: { label: 'Reservado', kind: 'reserved', editable: true },
  anyoModelo: { label: 'Año modelo', kind: 'year', editable: true },
  fechaMatriculacion: { label: 'Fecha de matriculación', kind: 'date', editable: true },
  publicar: { label: 'Publicar', kind: 'boolean', editable: true },
} as const satisfies Record<MotoColumn, MotoColumnDef>;

export type MotoColumnName = MotoColumn;

/** A moto as the table reads it: any of its column values (a stored moto, a test's object). */
export type MotoValues = { readonly [K in MotoColumnName]?: unknown };

export { FUEL_VALUES };
