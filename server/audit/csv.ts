// The history as a CSV file for a spreadsheet: RFC 4180 (csv-stringify), ';' and a UTF-8 BOM
// as Spanish Excel expects, dates in the business time zone, and every cell that a
// spreadsheet would run as a formula ('=', '+', '-', '@', tab, carriage return first)
// neutralised with a leading apostrophe — an entry's message or value is text someone typed.
import { stringify } from 'csv-stringify/sync';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  type AuditEntry,
  type AuditValue,
} from './types.js';

const COLUMNS = [
  'Fecha',
  'Usuario',
  'Correo',
  'Acción',
  'Entidad',
  'Canal',
  'IDV',
  'Registro',
  'Ejecución',
  'Mensaje',
  'Cambios',
];

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as the text it is, never runs. */
export const neutralised = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

const shown = (value: AuditValue) => (value === null ? '—' : String(value));

export function auditCsv(entries: readonly AuditEntry[], timeZone: string): string {
  const when = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const rows = entries.map((entry) =>
    [
      when.format(new Date(entry.at)).replace(',', ''),
      entry.user.name,
      entry.user.email,
      AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
      AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity,
      entry.channel ?? '',
      entry.idv ?? '',
      entry.recordId ?? '',
      entry.runId ?? '',
      entry.message,
      (entry.changes ?? [])
        .map((c) => `${c.label}: ${shown(c.before)} → ${shown(c.after)}`)
        .join(' | '),
    ].map(neutralised),
  );
  return stringify(rows, { bom: true, header: true, columns: COLUMNS, delimiter: ';' });
}
