// The equipment rows of the moto sheet (equipamiento {id, tipo, descripcion}): a row can be added;
// a row can be removed only while more than one exists; the type is Serie, Extras or empty.
import {
  canRemoveEquipmentRow,
  equipmentTypeValue,
  removeEquipmentRow,
} from '../ownSites/equipment.js';

// The same rules as the own sites' equipment rows.
export { canRemoveEquipmentRow, removeEquipmentRow };

export type MotoEquipmentType = 'Serie' | 'Extras' | '';

export interface MotoEquipmentRow {
  id: string;
  tipo: MotoEquipmentType;
  descripcion: string;
}

/** The select's choices; '' is the empty type ('Ninguno'). */
export const MOTO_EQUIPMENT_TYPE_CHOICES = [
  { id: '', name: 'Ninguno' },
  { id: 'Serie', name: 'Serie' },
  { id: 'Extras', name: 'Extras' },
] as const;

/** A stored tipo as one of the three: 'Opcional' is another name for an extra; unknown is empty. */
export const motoEquipmentType: (tipo: unknown) => MotoEquipmentType = equipmentTypeValue;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

/** An id no row of the list has: 'eq-1', 'eq-2', … */
export const newEquipmentId = (rows: readonly { id?: unknown }[]): string => {
  const taken = new Set(rows.map((row) => String(row?.id ?? '')));
  let n = rows.length + 1;
  while (taken.has(`eq-${n}`)) n++;
  return `eq-${n}`;
};

/** A new, empty row ('Añadir'). */
export const emptyEquipmentRow = (rows: readonly { id?: unknown }[] = []): MotoEquipmentRow => ({
  id: newEquipmentId(rows),
  tipo: '',
  descripcion: '',
});

/** Adding appends one empty row. */
export const addEquipmentRow = (rows: readonly MotoEquipmentRow[]): MotoEquipmentRow[] => [
  ...rows,
  emptyEquipmentRow(rows),
];

/**
 * The rows the sheet's form starts with: the moto's, each with an id and one of the three
 * types; a moto without equipment shows one empty row (the list never has fewer than one).
 */
export const equipmentFormRows = (equipamiento: unknown): MotoEquipmentRow[] => {
  const rows: MotoEquipmentRow[] = [];
  for (const item of Array.isArray(equipamiento) ? (equipamiento as unknown[]) : []) {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const id = text(row.id) || newEquipmentId(rows);
    rows.push({ id, tipo: motoEquipmentType(row.tipo), descripcion: text(row.descripcion) });
  }
  return rows.length > 0 ? rows : [emptyEquipmentRow()];
};

const isBlank = (row: MotoEquipmentRow) => row.tipo === '' && row.descripcion.trim() === '';

/** What is saved: the rows typed, in their order; rows left wholly empty are not stored. */
export const equipmentToSave = (rows: readonly Partial<MotoEquipmentRow>[]): MotoEquipmentRow[] => {
  const saved: MotoEquipmentRow[] = [];
  for (const row of rows ?? []) {
    const clean = {
      id: text(row?.id),
      tipo: motoEquipmentType(row?.tipo),
      descripcion: text(row?.descripcion),
    };
    if (isBlank(clean)) continue;
    saved.push({ ...clean, id: clean.id || newEquipmentId([...rows, ...saved]) });
  }
  return saved;
};
