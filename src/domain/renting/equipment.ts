// The equipment text areas are split by line, each line one entry: the five text areas of the form
// and the lists the API stores.
import {
  EQUIPMENT_FIELD,
  EQUIPMENT_KINDS,
  type EquipmentEntry,
  type EquipmentKind,
} from './types.js';

/** The text areas in the form's order, with their Spanish labels. */
export const EQUIPMENT_SECTIONS: readonly {
  kind: EquipmentKind;
  field: (typeof EQUIPMENT_FIELD)[EquipmentKind];
  label: string;
}[] = EQUIPMENT_KINDS.map((kind) => ({
  kind,
  field: EQUIPMENT_FIELD[kind],
  label: kind === 'Tecnologia' ? 'Tecnología' : kind,
}));

/** One entry per non-blank line, trimmed; descripcion empty. */
export const equipmentFromText = (text: string, kind: EquipmentKind): EquipmentEntry[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((contenido) => ({ tipo: kind, descripcion: '', contenido }));

/** The text area's text: one line per entry (entries without text are left out). */
export const equipmentToText = (entries: unknown): string =>
  Array.isArray(entries)
    ? entries
        .map((entry) =>
          typeof (entry as EquipmentEntry | null)?.contenido === 'string'
            ? (entry as EquipmentEntry).contenido
            : '',
        )
        .filter((line) => line.trim() !== '')
        .join('\n')
    : '';
