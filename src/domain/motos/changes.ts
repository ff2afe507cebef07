// What the moto sheet's 'Guardar' sends: only the fields the form changed, as one partial-field
// update (update.ts style 1). Photos are not the form's: the photos panel saves each of its changes
// at once with its own styles (push, set properties, pull).
import { equipmentToSave } from './equipment.js';
import type { MotoFields } from './update.js';

/** Never sent by the form: the ids (react-admin's id, the server's _id, the stock's idv). */
const NOT_SENT = new Set(['id', '_id', 'idv', 'recursos']);

/**
 * No value: what an input shows for a field the moto lacks (an empty list, a switch off) is
 * not a change, so a field the moto does not have is not sent for having been shown.
 */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  (isBlank(a) && isBlank(b)) ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** The form's values that differ from the moto read; equipment as it is stored. */
export const changedMotoFields = (
  data: Readonly<Record<string, unknown>>,
  previous: Readonly<Record<string, unknown>> = {},
): MotoFields => {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (NOT_SENT.has(field)) continue;
    if (field === 'equipamiento') {
      const rows = equipmentToSave(Array.isArray(value) ? value : []);
      // The read moto as the form shows it may hold an empty row (never fewer than one).
      const before = equipmentToSave(
        Array.isArray(previous.equipamiento) ? previous.equipamiento : [],
      );
      if (!same(rows, before)) changes.equipamiento = rows;
      continue;
    }
    if (!same(value, previous[field])) changes[field] = value === undefined ? null : value;
  }
  return changes as MotoFields;
};
