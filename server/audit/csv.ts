// The history as a CSV file for a spreadsheet, written by the shared CSV writer
// (src/domain/csv.ts: RFC 4180, every cell a spreadsheet would run as a formula neutralised —
// an entry's message, values and author are text someone typed): ';' and a UTF-8 BOM as a
// Spanish Excel expects, dates in the business time zone.
import { csvText, type CsvValue } from '../../src/domain/csv.js';
import { dateTimeWithSecondsIn } from '../../src/domain/format.js';
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

const shown = (value: AuditValue) => (value === null ? '—' : String(value));

export function auditCsv(entries: readonly AuditEntry[], timeZone: string): string {
  const when = dateTimeWithSecondsIn(timeZone);
  const rows = entries.map((entry): CsvValue[] => [
    when(new Date(entry.at)),
    entry.user.name,
    entry.user.email,
    AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity,
    entry.channel,
    entry.idv,
    entry.recordId,
    entry.runId,
    entry.message,
    (entry.changes ?? [])
      .map((c) => `${c.label}: ${shown(c.before)} → ${shown(c.after)}`)
      .join(' | '),
  ]);
  return csvText([COLUMNS, ...rows], { bom: true, delimiter: ';' });
}
