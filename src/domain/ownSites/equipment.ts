// Equipment rows of the own-site edit form.
import type { OwnSiteEquipment } from './vehicle.js';

/**
 * The type choices are none, Serie, Extras and Opcional, where Opcional and Extras share the same
 * value. A select cannot hold two options with one value, so ours offers one option for both,
 * stored as 'Extras'; a stored 'Opcional' reads as 'Extras'.
 */
export const EQUIPMENT_TYPE_CHOICES = [
  { id: '', name: 'Ninguno' },
  { id: 'Serie', name: 'Serie' },
  { id: 'Extras', name: 'Extras / Opcional' },
] as const;
export type EquipmentTypeValue = (typeof EQUIPMENT_TYPE_CHOICES)[number]['id'];

/** The choice a stored tipo shows as: 'Opcional' → 'Extras', unknown → none. */
export const equipmentTypeValue = (tipo: unknown): EquipmentTypeValue =>
  tipo === 'Serie' ? 'Serie' : tipo === 'Extras' || tipo === 'Opcional' ? 'Extras' : '';

/** A new, empty row ('Añadir'). */
export const emptyEquipmentRow = (): OwnSiteEquipment => ({
  codigo: '',
  tipo: '',
  precio: null,
  descripcion: '',
});

export const addEquipmentRow = (rows: readonly OwnSiteEquipment[]): OwnSiteEquipment[] => [
  ...rows,
  emptyEquipmentRow(),
];

/** A row can be removed only while more than one exists. */
export const canRemoveEquipmentRow = (rows: readonly unknown[]): boolean => rows.length > 1;

/** Removing does nothing when one row remains (or the index is out of range). */
export const removeEquipmentRow = <R>(rows: readonly R[], index: number): R[] =>
  canRemoveEquipmentRow(rows) && index >= 0 && index < rows.length
    ? rows.filter((_, i) => i !== index)
    : [...rows];
